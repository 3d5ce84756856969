// `_highlightResult` as Algolia builds it: each word of the value that matches a
// query word is wrapped in the highlight tags (a prefix match wraps only the
// prefix), with the match level and the query words found.
import { type QueryWordCandidates } from "./text-index";
import { asciiWordCode, fnvOffset, fnvPrime, wordHash } from "./word-table";
import { wordMatchCode, wordRunsOf } from "./words";

export interface HighlightResult {
  value: string;
  matchLevel: "none" | "partial" | "full";
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export type HighlightTree = HighlightResult | HighlightTree[] | { [key: string]: HighlightTree };

export interface TokenMatch {
  /** Query word positions this token matches. */
  queryWords: number[];
  /** Characters to wrap: the whole token, or the prefix length. */
  wrapLength: number | "whole";
}

const noMatch: TokenMatch = { queryWords: [], wrapLength: 0 };

/**
 * The words of the index a query matches, known once the text index has
 * searched: a searchable value's words are all in the index, so highlighting
 * looks them up instead of measuring edit distances, and a word whose hash is
 * not among them is skipped without being cut out of the text. The last query
 * word's prefix matches are a rule, not a list (a short prefix begins
 * thousands of words).
 */
export interface WordMatchTable {
  matches: Map<string, TokenMatch>;
  hashes: Set<number>;
  prefix: { position: number; word: string; hash: number } | null;
}

/** Builds the table from each query word's whole-word candidates and the last word's prefix. */
export function wordMatchTable(vocabulary: readonly string[], candidates: ReadonlyArray<QueryWordCandidates>, queryWords: readonly string[]): WordMatchTable {
  const matches = new Map<string, TokenMatch>();
  const hashes = new Set<number>();
  const last = queryWords.length - 1;
  const lastWord = queryWords[last] ?? "";
  candidates.forEach(({ whole }, position) => {
    for (const [index, code] of whole) {
      const word = vocabulary[index]!;
      // A typo match of the last word that it also begins is a prefix match (words.ts wordMatchCode).
      if (position === last && code !== 0 && word.startsWith(lastWord)) continue;
      let match = matches.get(word);
      if (!match) {
        match = { queryWords: [], wrapLength: "whole" };
        matches.set(word, match);
        hashes.add(wordHash(word));
      }
      match.queryWords.push(position);
    }
  });
  const prefix = candidates[last]?.prefix ? { position: last, word: lastWord, hash: wordHash(lastWord) } : null;
  return { matches, hashes, prefix };
}

/** A token's whole-word match and prefix match, combined as the highlighter wraps them. */
function combine(match: TokenMatch | undefined, prefix: WordMatchTable["prefix"], prefixHit: boolean): TokenMatch {
  if (!prefixHit) return match ?? noMatch;
  if (!match) return { queryWords: [prefix!.position], wrapLength: prefix!.word.length };
  return { queryWords: match.queryWords.includes(prefix!.position) ? match.queryWords : [...match.queryWords, prefix!.position].sort((a, b) => a - b), wrapLength: "whole" };
}

export class Highlighter {
  private readonly tokenMatches = new Map<string, TokenMatch>();
  private readonly distinctWordCount: number;

  constructor(
    private readonly queryWords: readonly string[],
    private readonly preTag: string,
    private readonly postTag: string,
    /** For searchable attributes, when the text index has matched the query. */
    private readonly table: WordMatchTable | null = null,
  ) {
    this.distinctWordCount = new Set(queryWords).size;
  }

  /** How a token matches the query, by the rules of words.ts (edit distances, cached per token). */
  private measureToken(token: string): TokenMatch {
    let cached = this.tokenMatches.get(token);
    if (!cached) {
      const matched: number[] = [];
      let wrapLength: number | "whole" = 0;
      this.queryWords.forEach((queryWord, position) => {
        const code = wordMatchCode(queryWord, token, position === this.queryWords.length - 1);
        if (code < 0) return;
        matched.push(position);
        if (code === 1) {
          if (wrapLength !== "whole") wrapLength = Math.max(wrapLength, queryWord.length);
        } else {
          wrapLength = "whole";
        }
      });
      cached = matched.length > 0 ? { queryWords: matched, wrapLength } : noMatch;
      this.tokenMatches.set(token, cached);
    }
    return cached;
  }

  // State of the text being highlighted: a page highlights a few hundred
  // values, so no closure or set is made per value.
  private found: Uint8Array = new Uint8Array(0);
  private foundCount = 0;
  private output = "";
  private copiedUpTo = 0;
  private wrappedWhole = 0;

  private wrapRun(text: string, start: number, end: number, match: TokenMatch): void {
    for (const position of match.queryWords) {
      if (this.found[position] === 0) {
        this.found[position] = 1;
        this.foundCount++;
      }
    }
    const wrapEnd = match.wrapLength === "whole" ? end : start + Math.min(match.wrapLength, end - start);
    if (wrapEnd === end) this.wrappedWhole++;
    this.output += text.slice(this.copiedUpTo, start) + this.preTag + text.slice(start, wrapEnd) + this.postTag;
    this.copiedUpTo = wrapEnd;
  }

  /** Highlights one text. `indexed`: its words are in the text index (a searchable attribute). */
  highlightText(text: string, indexed = false): HighlightResult {
    const queryCount = this.queryWords.length;
    if (queryCount === 0) return { value: text, matchLevel: "none", matchedWords: [] };
    if (this.found.length !== queryCount) this.found = new Uint8Array(queryCount);
    else this.found.fill(0);
    this.foundCount = 0;
    this.output = "";
    this.copiedUpTo = 0;
    this.wrappedWhole = 0;
    const table = indexed ? this.table : null;
    let runs = 0;

    if (table && isPlainAscii(text)) {
      // Hash each run while scanning (and its first letters, for the prefix rule);
      // only a run whose hash the query matches is cut out and checked.
      const prefix = table.prefix;
      const prefixLength = prefix ? prefix.word.length : -1;
      let start = -1;
      let hash = 0;
      let prefixHash = 0;
      for (let at = 0; at <= text.length; at++) {
        const wordCode = at < text.length ? asciiWordCode[text.charCodeAt(at)]! : 0;
        if (wordCode !== 0) {
          if (start < 0) {
            start = at;
            hash = fnvOffset;
          }
          hash = Math.imul(hash ^ wordCode, fnvPrime);
          if (at - start + 1 === prefixLength) prefixHash = hash;
        } else if (start >= 0) {
          runs++;
          const wholeHit = table.hashes.has(hash);
          const maybePrefix = prefix !== null && at - start >= prefixLength && prefixHash === prefix.hash;
          if (wholeHit || maybePrefix) {
            const token = text.slice(start, at).toLowerCase();
            const match = combine(wholeHit ? table.matches.get(token) : undefined, prefix, maybePrefix && token.startsWith(prefix!.word));
            if (match.queryWords.length > 0) this.wrapRun(text, start, at, match);
          }
          start = -1;
          prefixHash = 0;
        }
      }
    } else {
      for (const run of wordRunsOf(text)) {
        runs++;
        const match = table ? combine(table.matches.get(run.word), table.prefix, table.prefix !== null && run.word.startsWith(table.prefix.word)) : this.measureToken(run.word);
        if (match.queryWords.length > 0) this.wrapRun(text, run.start, run.end, match);
      }
    }
    if (this.foundCount === 0) return { value: text, matchLevel: "none", matchedWords: [] };
    const value = this.output + text.slice(this.copiedUpTo);
    this.output = "";
    // The query words found, in query order, each once.
    const matchedWords: string[] = [];
    for (let position = 0; position < queryCount; position++) {
      if (this.found[position] === 1 && !matchedWords.includes(this.queryWords[position]!)) matchedWords.push(this.queryWords[position]!);
    }
    return { value, matchLevel: matchedWords.length === this.distinctWordCount ? "full" : "partial", matchedWords, fullyHighlighted: runs > 0 && this.wrappedWhole === runs };
  }

  /** Highlights a record value: text and numbers, arrays and objects element by element. */
  highlightValue(value: unknown, indexed = false, depth = 0): HighlightTree | undefined {
    if (typeof value === "string") return this.highlightText(value, indexed);
    if (typeof value === "number") return this.highlightText(String(value), indexed);
    if (typeof value === "boolean") return this.highlightText(String(value));
    if (depth >= 4 || value === null || typeof value !== "object") return undefined;
    if (Array.isArray(value)) return value.map((item) => this.highlightValue(item, indexed, depth + 1) ?? { value: "", matchLevel: "none", matchedWords: [] });
    const tree: { [key: string]: HighlightTree } = {};
    for (const [key, inner] of Object.entries(value)) {
      const highlighted = this.highlightValue(inner, false, depth + 1);
      if (highlighted !== undefined) tree[key] = highlighted;
    }
    return tree;
  }
}

function isPlainAscii(text: string): boolean {
  for (let at = 0; at < text.length; at++) if (text.charCodeAt(at) > 127) return false;
  return true;
}
