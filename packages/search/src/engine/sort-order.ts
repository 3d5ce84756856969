// Precomputed orders: each document's position under a ranking, so ordering a
// result is a typed-array sort of positions, or a walk down the order.
import { type SearchRecord, sortValueOf } from "./record-values";

export interface SortOrder {
  /** Documents from first to last. */
  order: Uint32Array;
  /** rank[doc]: the document's position in `order`. */
  rank: Uint32Array;
}

/**
 * Position of each document when sorted by objectID ascending (UTF-16 order):
 * the final tie-break. Null when two documents share an objectID.
 */
export function objectIdRanks(objectIDs: readonly string[]): Uint32Array | null {
  const docs = Array.from(objectIDs.keys()).sort((a, b) => (objectIDs[a]! < objectIDs[b]! ? -1 : objectIDs[a]! > objectIDs[b]! ? 1 : 0));
  const ranks = new Uint32Array(docs.length);
  for (let rank = 0; rank < docs.length; rank++) {
    if (rank > 0 && objectIDs[docs[rank]!] === objectIDs[docs[rank - 1]!]) return null;
    ranks[docs[rank]!] = rank;
  }
  return ranks;
}

/** Each record's sort value of an attribute (see sortValueOf), NaN when it has none. */
export function sortValues(records: readonly SearchRecord[], attribute: string): Float64Array {
  const values = new Float64Array(records.length);
  for (let doc = 0; doc < records.length; doc++) values[doc] = sortValueOf(records[doc]!, attribute) ?? Number.NaN;
  return values;
}

/**
 * Documents by their sort values (`direction`), those without one (NaN) last,
 * then objectID ascending.
 */
export function numericSortOrder(values: Float64Array, direction: "asc" | "desc", idRanks: Uint32Array): SortOrder {
  const size = values.length;
  const keys = new Float64Array(size);
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let integers = true;
  for (let doc = 0; doc < size; doc++) {
    const value = values[doc]!;
    if (Number.isNaN(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
    if (!Number.isInteger(value)) integers = false;
  }
  if (min > max) min = max = 0;
  // One packed key per document, (value position, objectID rank), sorted as plain numbers.
  if (integers && (max - min + 2) * size < Number.MAX_SAFE_INTEGER) {
    // Integer values (prices, timestamps, ranks): the offset from the end of the range is the position.
    const missing = max - min + 1;
    for (let doc = 0; doc < size; doc++) {
      const value = values[doc]!;
      const position = Number.isNaN(value) ? missing : direction === "asc" ? value - min : max - value;
      keys[doc] = position * size + idRanks[doc]!;
    }
  } else {
    // Otherwise the dense rank of each distinct value; missing values rank last.
    const sorted = new Float64Array(size);
    let present = 0;
    for (let doc = 0; doc < size; doc++) if (!Number.isNaN(values[doc]!)) sorted[present++] = values[doc]!;
    const distinct = sorted.subarray(0, present).sort();
    let distinctCount = 0;
    for (let index = 0; index < distinct.length; index++) if (index === 0 || distinct[index] !== distinct[distinctCount - 1]) distinct[distinctCount++] = distinct[index]!;
    for (let doc = 0; doc < size; doc++) {
      const value = values[doc]!;
      let rank = distinctCount;
      if (!Number.isNaN(value)) {
        let lo = 0;
        let hi = distinctCount;
        while (lo < hi) {
          const middle = (lo + hi) >>> 1;
          if (distinct[middle]! < value) lo = middle + 1;
          else hi = middle;
        }
        rank = direction === "asc" ? lo : distinctCount - 1 - lo;
      }
      keys[doc] = rank * size + idRanks[doc]!;
    }
  }
  keys.sort();
  const docByIdRank = new Uint32Array(size);
  for (let doc = 0; doc < size; doc++) docByIdRank[idRanks[doc]!] = doc;
  const order = new Uint32Array(size);
  const rank = new Uint32Array(size);
  for (let position = 0; position < size; position++) {
    const doc = docByIdRank[keys[position]! % size]!;
    order[position] = doc;
    rank[doc] = position;
  }
  return { order, rank };
}
