// Facet counts of a result, as Algolia returns them: when maxValuesPerFacet cuts
// the list, the values kept are those with the highest counts, ties by value
// ascending (issue 4 item 2); stats (min, max, avg, sum) over numeric values.
import { type FacetIndex } from "./facet-index";
import { type FacetStats } from "./types";

export interface FacetTally {
  /** Value ids with a count above 0; their counts are in `facet.counts` until `release`. */
  touched: number[];
}

/** Counts each value of `facet` over the documents `docs[0..count)`. */
export function tallyFacet(facet: FacetIndex, docs: Uint32Array, count: number): FacetTally {
  const counts = facet.counts;
  const touched: number[] = [];
  const column = facet.column;
  if (column) {
    for (let index = 0; index < count; index++) {
      const stored = column[docs[index]!]!;
      if (stored !== 0 && counts[stored - 1]!++ === 0) touched.push(stored - 1);
    }
  } else {
    const starts = facet.multiStarts!;
    const ids = facet.multiIds!;
    for (let index = 0; index < count; index++) {
      const doc = docs[index]!;
      const end = starts[doc + 1]!;
      for (let at = starts[doc]!; at < end; at++) {
        const id = ids[at]!;
        if (counts[id]!++ === 0) touched.push(id);
      }
    }
  }
  return { touched };
}

/** Clears the counters a tally used, so the next tally starts from zero. */
export function releaseTally(facet: FacetIndex, tally: FacetTally): void {
  for (const id of tally.touched) facet.counts[id] = 0;
}

/** The value ids of a tally by count descending, then value text ascending; at most `limit`. */
export function topValueIds(facet: FacetIndex, tally: FacetTally, limit: number): number[] {
  const { touched } = tally;
  const counts = facet.counts;
  if (limit <= 0) return [];
  const ranks = facet.keyRank();
  if (touched.length <= limit) {
    return touched.slice().sort((a, b) => counts[b]! - counts[a]! || ranks[a]! - ranks[b]!);
  }
  // One typed-array sort of (count descending, rank ascending) packed in a double.
  let maxCount = 0;
  for (const id of touched) if (counts[id]! > maxCount) maxCount = counts[id]!;
  const valueCount = facet.valueCount;
  const keys = new Float64Array(touched.length);
  touched.forEach((id, index) => (keys[index] = (maxCount - counts[id]!) * valueCount + ranks[id]!));
  keys.sort();
  const byRank = rankToId(facet);
  const top: number[] = [];
  for (let index = 0; index < limit; index++) top.push(byRank[keys[index]! % valueCount]!);
  return top;
}

const rankToIdCache = new WeakMap<FacetIndex, Uint32Array>();

function rankToId(facet: FacetIndex): Uint32Array {
  let byRank = rankToIdCache.get(facet);
  if (!byRank) {
    const ranks = facet.keyRank();
    byRank = new Uint32Array(ranks.length);
    ranks.forEach((rank, id) => (byRank![rank] = id));
    rankToIdCache.set(facet, byRank);
  }
  return byRank;
}

export function facetCountsObject(facet: FacetIndex, ids: readonly number[]): Record<string, number> {
  const values: Record<string, number> = {};
  for (const id of ids) values[facet.keys[id]!] = (values[facet.keys[id]!] ?? 0) + facet.counts[id]!;
  return values;
}

/** Stats over the numeric values of a tally, each counted once per document holding it; null without numbers. */
export function facetStats(facet: FacetIndex, tally: FacetTally): FacetStats | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let values = 0;
  for (const id of tally.touched) {
    if (id >= facet.numericCount) continue;
    const number = facet.numbers[id]!;
    const count = facet.counts[id]!;
    if (number < min) min = number;
    if (number > max) max = number;
    sum += number * count;
    values += count;
  }
  return values === 0 ? null : { min, max, avg: sum / values, sum };
}
