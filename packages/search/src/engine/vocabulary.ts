// The text index's distinct words, sorted, searched as if they were a trie: the
// words sharing a prefix are one contiguous range, so walking the ranges with
// the rows of an edit-distance table finds every word within a typo budget
// while visiting only the prefixes that can still match. The typo walk goes
// through the words of each length that can match on their own (a stock
// number or a VIN per car makes most of an inventory's words, all of one
// length), knowing the length, which prunes a prefix as soon as its distance
// plus the length still to make up exceeds the budget.

/** The words of one length, in ascending order, with their index in the whole vocabulary. */
interface LengthGroup {
  words: string[];
  indexes: Uint32Array;
}

export class Vocabulary {
  private readonly byLength = new Map<number, LengthGroup>();

  constructor(
    /** Distinct words in ascending UTF-16 order. */
    readonly words: readonly string[],
  ) {
    const counts = new Map<number, number>();
    for (const word of words) counts.set(word.length, (counts.get(word.length) ?? 0) + 1);
    for (const [length, count] of counts) this.byLength.set(length, { words: [], indexes: new Uint32Array(count) });
    words.forEach((word, index) => {
      const group = this.byLength.get(word.length)!;
      group.indexes[group.words.length] = index;
      group.words.push(word);
    });
  }

  /** Approximate bytes of the per-length lists. */
  get groupBytes(): number {
    let bytes = 0;
    for (const group of this.byLength.values()) bytes += group.indexes.byteLength + group.words.length * 8;
    return bytes;
  }

  get size(): number {
    return this.words.length;
  }

  /** First index whose word is >= `text`. */
  private lowerBound(text: string, from = 0, to = this.words.length): number {
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const middle = (lo + hi) >>> 1;
      if (this.words[middle]! < text) lo = middle + 1;
      else hi = middle;
    }
    return lo;
  }

  indexOf(word: string): number {
    const index = this.lowerBound(word);
    return this.words[index] === word ? index : -1;
  }

  /** The range [start, end) of words that begin with `prefix`. */
  prefixRange(prefix: string): [number, number] {
    const start = this.lowerBound(prefix);
    let lo = start;
    let hi = this.words.length;
    while (lo < hi) {
      const middle = (lo + hi) >>> 1;
      if (this.words[middle]!.startsWith(prefix)) lo = middle + 1;
      else hi = middle;
    }
    return [start, lo];
  }

  /**
   * Calls `visit(index, typos)` for every word within `budget` typos of `query`
   * (optimal string alignment distance).
   */
  forEachWithin(query: string, budget: number, visit: (index: number, typos: number) => void): void {
    if (budget <= 0) {
      const index = this.indexOf(query);
      if (index >= 0) visit(index, 0);
      return;
    }
    // Only words whose length is within the budget of the query's can be close enough.
    for (let length = Math.max(0, query.length - budget); length <= query.length + budget; length++) {
      const group = this.byLength.get(length);
      if (group) walkGroup(group, length, query, budget, visit);
    }
  }
}

/** The typo walk over the words of one length `length`. */
function walkGroup(group: LengthGroup, length: number, query: string, budget: number, visit: (index: number, typos: number) => void): void {
  const words = group.words;
  const width = query.length + 1;
  const queryCodes = new Int32Array(query.length);
  for (let j = 0; j < query.length; j++) queryCodes[j] = query.charCodeAt(j);
  // rows[depth * width + j]: distance between the first `depth` letters of the
  // prefix and the first j letters of the query.
  const rows = new Int32Array((length + 2) * width);
  for (let j = 0; j < width; j++) rows[j] = j;
  const path = new Int32Array(length + 1);

  // Fills row depth + 1 for next letter `code`; returns a lower bound of the
  // distance of every word of the branch: for each j, the distance so far
  // plus the letters one side still has beyond the other.
  const extend = (depth: number, code: number): number => {
    const base = depth * width;
    const next = base + width;
    const beforeBase = base - width;
    const previousCode = depth > 0 ? path[depth - 1]! : -1;
    const wordLeft = length - depth - 1;
    rows[next] = depth + 1;
    let bound = depth + 1 + Math.abs(wordLeft - query.length);
    for (let j = 1; j < width; j++) {
      const queryCode = queryCodes[j - 1]!;
      let value = rows[base + j - 1]! + (queryCode === code ? 0 : 1);
      const deletion = rows[base + j]! + 1;
      if (deletion < value) value = deletion;
      const insertion = rows[next + j - 1]! + 1;
      if (insertion < value) value = insertion;
      if (depth > 0 && j > 1 && code === queryCodes[j - 2] && previousCode === queryCode) {
        const transposition = rows[beforeBase + j - 2]! + 1;
        if (transposition < value) value = transposition;
      }
      rows[next + j] = value;
      const reachable = value + Math.abs(wordLeft - (query.length - j));
      if (reachable < bound) bound = reachable;
    }
    return bound;
  };

  // Every word in [lo, hi) shares the prefix of length `depth` (held in `path`).
  const walk = (lo: number, hi: number, depth: number): void => {
    if (depth === length) {
      // Words are distinct: the range is the one word of this prefix.
      const typos = rows[depth * width + query.length]!;
      if (typos <= budget) visit(group.indexes[lo]!, typos);
      return;
    }
    let start = lo;
    while (start < hi) {
      const code = words[start]!.charCodeAt(depth);
      // The end of the run of words with this letter at `depth`.
      let endLo = start + 1;
      let endHi = hi;
      while (endLo < endHi) {
        const middle = (endLo + endHi) >>> 1;
        if (words[middle]!.charCodeAt(depth) === code) endLo = middle + 1;
        else endHi = middle;
      }
      path[depth] = code;
      // A path through row depth + 1 costs at least this bound, transpositions included, so a branch past the budget is dropped.
      if (extend(depth, code) <= budget) walk(start, endLo, depth + 1);
      start = endLo;
    }
  };

  if (words.length > 0) walk(0, words.length, 0);
}
