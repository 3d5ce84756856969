// The text index's distinct words, sorted, searched as if they were a trie: the
// words sharing a prefix are one contiguous range, so walking the ranges with
// the rows of an edit-distance table finds every word within a typo budget
// while visiting only the prefixes that can still match.

export class Vocabulary {
  constructor(
    /** Distinct words in ascending UTF-16 order. */
    readonly words: readonly string[],
  ) {}

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
    const words = this.words;
    const width = query.length + 1;
    const maxDepth = query.length + budget;
    const queryCodes = new Int32Array(query.length);
    for (let j = 0; j < query.length; j++) queryCodes[j] = query.charCodeAt(j);
    // rows[depth * width + j]: distance between the first `depth` letters of the
    // prefix and the first j letters of the query.
    const rows = new Int32Array((maxDepth + 2) * width);
    for (let j = 0; j < width; j++) rows[j] = j;
    const path = new Int32Array(maxDepth + 1);

    // Fills row depth + 1 for next letter `code`; returns the row's minimum.
    const extend = (depth: number, code: number): number => {
      const base = depth * width;
      const next = base + width;
      const beforeBase = base - width;
      const previousCode = depth > 0 ? path[depth - 1]! : -1;
      rows[next] = depth + 1;
      let minimum = depth + 1;
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
        if (value < minimum) minimum = value;
      }
      return minimum;
    };

    // Every word in [lo, hi) shares the prefix of length `depth` (held in `path`).
    const walk = (lo: number, hi: number, depth: number): void => {
      let start = lo;
      if (words[lo]!.length === depth) {
        const typos = rows[depth * width + query.length]!;
        if (typos <= budget) visit(lo, typos);
        start = lo + 1;
      }
      if (depth >= maxDepth) return;
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
        // Every later row of this branch is at least the minimum of this one,
        // transpositions included, so a branch past the budget is dropped.
        if (extend(depth, code) <= budget) walk(start, endLo, depth + 1);
        start = endLo;
      }
    };

    if (words.length > 0) walk(0, words.length, 0);
  }
}
