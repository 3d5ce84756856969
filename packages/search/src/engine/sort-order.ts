// Precomputed orders: each document's position under a ranking, so ordering a
// result is a typed-array sort of positions, or a walk down the order.
import { type SearchRecord, sortValueOf } from "./record-values";

export interface SortOrder {
  /** Documents from first to last. */
  order: Uint32Array;
  /** rank[doc]: the document's position in `order`. */
  rank: Uint32Array;
}

/** Position of each document when sorted by objectID ascending (UTF-16 order): the final tie-break. */
export function objectIdRanks(objectIDs: readonly string[]): Uint32Array {
  const docs = Array.from(objectIDs.keys()).sort((a, b) => (objectIDs[a]! < objectIDs[b]! ? -1 : objectIDs[a]! > objectIDs[b]! ? 1 : 0));
  const ranks = new Uint32Array(docs.length);
  docs.forEach((doc, rank) => (ranks[doc] = rank));
  return ranks;
}

/**
 * Documents by a numeric attribute (`direction`), records without a single
 * numeric value last, then objectID ascending.
 */
export function numericSortOrder(records: readonly SearchRecord[], attribute: string, direction: "asc" | "desc", idRanks: Uint32Array): SortOrder {
  const size = records.length;
  const values = new Float64Array(size);
  for (let doc = 0; doc < size; doc++) values[doc] = sortValueOf(records[doc]!, attribute) ?? Number.NaN;
  const sign = direction === "asc" ? 1 : -1;
  const docs = Array.from({ length: size }, (_, doc) => doc).sort((a, b) => {
    const left = values[a]!;
    const right = values[b]!;
    const leftMissing = Number.isNaN(left);
    const rightMissing = Number.isNaN(right);
    if (leftMissing !== rightMissing) return leftMissing ? 1 : -1;
    if (!leftMissing && left !== right) return left < right ? -sign : sign;
    return idRanks[a]! - idRanks[b]!;
  });
  const order = Uint32Array.from(docs);
  const rank = new Uint32Array(size);
  for (let position = 0; position < size; position++) rank[order[position]!] = position;
  return { order, rank };
}
