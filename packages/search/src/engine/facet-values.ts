// Facet counts of a result, as Algolia returns them: when maxValuesPerFacet cuts
// the list, the values kept are those with the highest counts, ties by value
// ascending (issue 4 item 2); stats (min, max, avg, sum) over numeric values.
import { type FacetIndex } from "./facet-index";
import { sortSmallest } from "./smallest-keys";
import { type FacetStats } from "./types";

export interface FacetTally {
  /** Value ids with a count above 0 in `touched[0..length)` (a shared buffer); their counts are in `facet.counts` until `release`. */
  touched: Uint32Array;
  length: number;
}

/**
 * Buffers shared by every tally (one at a time: a tally is released before the
 * next starts, and nothing awaits in between), grown to the largest facet seen.
 */
let touchedBuffer = new Uint32Array(64);
let keyBuffer = new Float64Array(64);

/** Counts each value of `facet` over the documents `docs[0..count)`. Release the tally before starting another. */
export function tallyFacet(facet: FacetIndex, docs: Uint32Array, count: number): FacetTally {
  const counts = facet.counts;
  if (touchedBuffer.length < facet.valueCount) touchedBuffer = new Uint32Array(facet.valueCount);
  const touched = touchedBuffer;
  let length = 0;
  const column = facet.column;
  if (column) {
    for (let index = 0; index < count; index++) {
      const stored = column[docs[index]!]!;
      if (stored !== 0 && counts[stored - 1]!++ === 0) touched[length++] = stored - 1;
    }
  } else {
    const starts = facet.multiStarts!;
    const ids = facet.multiIds!;
    for (let index = 0; index < count; index++) {
      const doc = docs[index]!;
      const end = starts[doc + 1]!;
      for (let at = starts[doc]!; at < end; at++) {
        const id = ids[at]!;
        if (counts[id]!++ === 0) touched[length++] = id;
      }
    }
  }
  return { touched, length };
}

/** Clears the counters a tally used, so the next tally starts from zero. */
export function releaseTally(facet: FacetIndex, tally: FacetTally): void {
  for (let index = 0; index < tally.length; index++) facet.counts[tally.touched[index]!] = 0;
}

/**
 * The value ids of a tally by count descending, then value text ascending; at
 * most `limit`. One key per value, (count descending, text rank) packed in a
 * double, and only the first `limit` of them put in order.
 */
export function topValueIds(facet: FacetIndex, tally: FacetTally, limit: number): number[] {
  const { touched, length } = tally;
  const counts = facet.counts;
  if (limit <= 0 || length === 0) return [];
  const ranks = facet.keyRank();
  let maxCount = 0;
  for (let index = 0; index < length; index++) if (counts[touched[index]!]! > maxCount) maxCount = counts[touched[index]!]!;
  const valueCount = facet.valueCount;
  if (keyBuffer.length < length) keyBuffer = new Float64Array(Math.max(length, keyBuffer.length * 2));
  const keys = keyBuffer;
  for (let index = 0; index < length; index++) {
    const id = touched[index]!;
    keys[index] = (maxCount - counts[id]!) * valueCount + ranks[id]!;
  }
  const kept = Math.min(limit, length);
  sortSmallest(keys, length, kept);
  const byRank = rankToId(facet);
  const top: number[] = new Array<number>(kept);
  for (let index = 0; index < kept; index++) top[index] = byRank[keys[index]! % valueCount]!;
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
  for (let index = 0; index < tally.length; index++) {
    const id = tally.touched[index]!;
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
