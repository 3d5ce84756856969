// `_highlightResult` as Algolia builds it: each word of the value that matches a
// query word is wrapped in the highlight tags (a prefix match wraps only the
// prefix), with the match level and the query words found.
import { wordMatchCode, wordRunsOf } from "./words";

export interface HighlightResult {
  value: string;
  matchLevel: "none" | "partial" | "full";
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export type HighlightTree = HighlightResult | HighlightTree[] | { [key: string]: HighlightTree };

interface TokenMatch {
  /** Query word positions this token matches. */
  queryWords: number[];
  /** Characters to wrap: the whole token, or the prefix length. */
  wrapLength: number | "whole";
}

export class Highlighter {
  private readonly tokenMatches = new Map<string, TokenMatch>();

  constructor(
    private readonly queryWords: readonly string[],
    private readonly preTag: string,
    private readonly postTag: string,
  ) {}

  private matchToken(token: string): TokenMatch {
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
      cached = { queryWords: matched, wrapLength };
      this.tokenMatches.set(token, cached);
    }
    return cached;
  }

  highlightText(text: string): HighlightResult {
    if (this.queryWords.length === 0) return { value: text, matchLevel: "none", matchedWords: [] };
    const found = new Set<number>();
    let value = "";
    let copiedUpTo = 0;
    let runs = 0;
    let wrappedWhole = 0;
    for (const run of wordRunsOf(text)) {
      runs++;
      const match = this.matchToken(run.word);
      if (match.queryWords.length === 0) continue;
      for (const position of match.queryWords) found.add(position);
      const runLength = run.end - run.start;
      const wrapEnd = match.wrapLength === "whole" ? run.end : run.start + Math.min(match.wrapLength, runLength);
      if (wrapEnd === run.end) wrappedWhole++;
      value += text.slice(copiedUpTo, run.start) + this.preTag + text.slice(run.start, wrapEnd) + this.postTag;
      copiedUpTo = wrapEnd;
    }
    value += text.slice(copiedUpTo);
    const distinctWords = new Set(this.queryWords);
    const matchedWords = Array.from(new Set(Array.from(found).sort((a, b) => a - b).map((position) => this.queryWords[position]!)));
    const allFound = Array.from(distinctWords).every((word) => matchedWords.includes(word));
    const matchLevel = found.size === 0 ? "none" : allFound ? "full" : "partial";
    const result: HighlightResult = { value, matchLevel, matchedWords };
    if (matchLevel !== "none") result.fullyHighlighted = runs > 0 && wrappedWhole === runs;
    return result;
  }

  /** Highlights a record value: text and numbers, arrays and objects element by element. */
  highlightValue(value: unknown, depth = 0): HighlightTree | undefined {
    if (typeof value === "string") return this.highlightText(value);
    if (typeof value === "number" || typeof value === "boolean") return this.highlightText(String(value));
    if (depth >= 4 || value === null || typeof value !== "object") return undefined;
    if (Array.isArray(value)) return value.map((item) => this.highlightValue(item, depth + 1) ?? { value: "", matchLevel: "none", matchedWords: [] });
    const tree: { [key: string]: HighlightTree } = {};
    for (const [key, inner] of Object.entries(value)) {
      const highlighted = this.highlightValue(inner, depth + 1);
      if (highlighted !== undefined) tree[key] = highlighted;
    }
    return tree;
  }
}
