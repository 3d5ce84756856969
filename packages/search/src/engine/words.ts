// The text rules of issue 4 item 6, Algolia's defaults made exact. Shared by the
// index, the highlighter and the facet search so a word means the same thing
// everywhere.

/** Words are the lowercased runs of letters and digits. */
const wordPattern = /[\p{L}\p{N}]+/gu;

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(wordPattern) ?? [];
}

/** Each run of letters and digits of `text` with its position, for highlighting in place. */
export function wordRunsOf(text: string): Array<{ start: number; end: number; word: string }> {
  const runs: Array<{ start: number; end: number; word: string }> = [];
  // Plain ASCII (nearly every car) is scanned by hand; anything else goes through Unicode's classes.
  let start = -1;
  for (let at = 0; at <= text.length; at++) {
    const code = at < text.length ? text.charCodeAt(at) : 32;
    if (code > 127) return unicodeWordRunsOf(text);
    const isWordCode = (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
    if (isWordCode) {
      if (start < 0) start = at;
    } else if (start >= 0) {
      runs.push({ start, end: at, word: text.slice(start, at).toLowerCase() });
      start = -1;
    }
  }
  return runs;
}

function unicodeWordRunsOf(text: string): Array<{ start: number; end: number; word: string }> {
  const runs: Array<{ start: number; end: number; word: string }> = [];
  for (const match of text.matchAll(wordPattern)) {
    runs.push({ start: match.index, end: match.index + match[0].length, word: match[0].toLowerCase() });
  }
  return runs;
}

/** Typo budget: 0 typos below 4 letters, 1 from 4, 2 from 8 (lengths in UTF-16 code units). */
export function typoBudget(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/**
 * Optimal-string-alignment distance (a transposition of neighbours is one typo)
 * between `a` and `b`, or `limit + 1` as soon as it must exceed `limit`.
 */
export function boundedOsaDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let beforePrevious = new Int32Array(width);
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > limit) return limit + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  const distance = previous[b.length]!;
  return distance > limit ? limit + 1 : distance;
}

/**
 * How one query word matches one document word, as a small code ordered best
 * first: `typos * 2`, plus 1 when the match is only as a prefix (last query word).
 * Returns -1 when it does not match.
 */
export function wordMatchCode(queryWord: string, documentWord: string, isLastQueryWord: boolean): number {
  const budget = typoBudget(queryWord);
  const typos = boundedOsaDistance(queryWord, documentWord, budget);
  const whole = typos <= budget ? typos * 2 : -1;
  if (whole === 0) return 0;
  if (isLastQueryWord && documentWord.startsWith(queryWord)) return 1;
  return whole;
}
