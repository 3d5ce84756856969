// One attribute for faceting: which documents hold each value (for filters),
// each document's values as a typed-array column (for counting), and the
// numeric values in ascending order (for ranges and facet stats).
import { type Bitset, emptyBitset } from "./bitset";
import { ensureInt32Capacity, PairBuffer } from "./pair-buffer";
import { PostingLists } from "./postings";
import { attributeValues, facetKeyOf, numericValueOf, type SearchRecord } from "./record-values";

type ValueColumn = Uint8Array | Uint16Array | Uint32Array;

export class FacetIndex {
  private keyRanks: Uint32Array | null = null;
  /** Per-value counters reused by every count (single-threaded), reset after use. */
  readonly counts: Uint32Array;

  private constructor(
    readonly attribute: string,
    readonly size: number,
    /** Value id to the facet value's text. Ids 0..numericCount-1 are the numbers in ascending order. */
    readonly keys: string[],
    readonly numericCount: number,
    /** The numbers of ids 0..numericCount-1, ascending. */
    readonly numbers: Float64Array,
    private readonly stringIds: Map<string, number>,
    readonly postings: PostingLists,
    /** Single-valued attributes: value id + 1 per document, 0 for none. */
    readonly column: ValueColumn | null,
    /** Multi-valued attributes: documents' value ids in `multiIds[multiStarts[doc]..multiStarts[doc + 1]]`. */
    readonly multiStarts: Uint32Array | null,
    readonly multiIds: Uint32Array | null,
  ) {
    this.counts = new Uint32Array(keys.length);
  }

  static build(records: readonly SearchRecord[], attribute: string): FacetIndex {
    const size = records.length;
    const stringIds = new Map<string, number>();
    const numberIds = new Map<number, number>();
    const keys: string[] = [];
    const numbers: number[] = [];
    const pairs = new PairBuffer(size);
    let lastDocOfId: Int32Array = new Int32Array(64).fill(-1);
    let multiValued = false;

    for (let doc = 0; doc < size; doc++) {
      const first = pairs.length;
      for (const value of attributeValues(records[doc]!, attribute)) {
        const number = numericValueOf(value);
        let id: number | undefined;
        if (number !== null) {
          id = numberIds.get(number);
          if (id === undefined) {
            id = keys.length;
            numberIds.set(number, id);
            keys.push(String(number));
            numbers.push(number);
          }
        } else {
          const key = facetKeyOf(value);
          if (key === null) continue;
          id = stringIds.get(key);
          if (id === undefined) {
            id = keys.length;
            stringIds.set(key, id);
            keys.push(key);
            numbers.push(Number.NaN);
          }
        }
        lastDocOfId = ensureInt32Capacity(lastDocOfId, id, -1);
        if (lastDocOfId[id] === doc) continue;
        lastDocOfId[id] = doc;
        pairs.push(id, doc);
      }
      if (pairs.length - first > 1) multiValued = true;
    }

    // Renumber: numbers first in ascending order, so a numeric range is a run of ids.
    const sortedNumbers = Float64Array.from(numberIds.keys()).sort();
    const remap = new Uint32Array(keys.length);
    const orderedKeys: string[] = new Array(keys.length);
    sortedNumbers.forEach((number, index) => {
      const oldId = numberIds.get(number)!;
      remap[oldId] = index;
      orderedKeys[index] = keys[oldId]!;
    });
    let nextId = sortedNumbers.length;
    const remappedStrings = new Map<string, number>();
    for (const [key, oldId] of stringIds) {
      remap[oldId] = nextId;
      orderedKeys[nextId] = key;
      remappedStrings.set(key, nextId);
      nextId++;
    }
    for (let index = 0; index < pairs.length; index++) pairs.keys[index] = remap[pairs.keys[index]!]!;

    const postings = PostingLists.fromPairs(size, orderedKeys.length, pairs.keys, pairs.docs, pairs.length);
    let column: ValueColumn | null = null;
    let multiStarts: Uint32Array | null = null;
    let multiIds: Uint32Array | null = null;
    if (!multiValued) {
      column = orderedKeys.length < 0xff ? new Uint8Array(size) : orderedKeys.length < 0xffff ? new Uint16Array(size) : new Uint32Array(size);
      for (let index = 0; index < pairs.length; index++) column[pairs.docs[index]!] = pairs.keys[index]! + 1;
    } else {
      multiStarts = new Uint32Array(size + 1);
      for (let index = 0; index < pairs.length; index++) multiStarts[pairs.docs[index]! + 1]!++;
      for (let doc = 0; doc < size; doc++) multiStarts[doc + 1]! += multiStarts[doc]!;
      multiIds = pairs.keys.slice(0, pairs.length);
    }
    return new FacetIndex(attribute, size, orderedKeys, sortedNumbers.length, sortedNumbers, remappedStrings, postings, column, multiStarts, multiIds);
  }

  get valueCount(): number {
    return this.keys.length;
  }

  /** The first numeric id whose number is >= (or > when `strict`) `value`. */
  numericLowerBound(value: number, strict: boolean): number {
    let lo = 0;
    let hi = this.numericCount;
    while (lo < hi) {
      const middle = (lo + hi) >>> 1;
      const number = this.numbers[middle]!;
      if (number < value || (strict && number === value)) lo = middle + 1;
      else hi = middle;
    }
    return lo;
  }

  /** Value ids whose facet text is `key`: a string value and/or a number written that way. */
  idsOfKey(key: string): number[] {
    const ids: number[] = [];
    const stringId = this.stringIds.get(key);
    if (stringId !== undefined) ids.push(stringId);
    const number = Number(key);
    if (key.trim() !== "" && Number.isFinite(number) && String(number) === key) {
      const id = this.numericLowerBound(number, false);
      if (id < this.numericCount && this.numbers[id] === number) ids.push(id);
    }
    return ids;
  }

  /** Documents holding any value id in [from, to). */
  docsOfIdRange(from: number, to: number): Bitset {
    const bits = emptyBitset(this.size);
    for (let id = from; id < to; id++) this.postings.orInto(bits, id);
    return bits;
  }

  /** Rank of each value's text in ascending order: the tie-break of facet value lists. */
  keyRank(): Uint32Array {
    if (!this.keyRanks) {
      const ids = Array.from(this.keys.keys()).sort((a, b) => (this.keys[a]! < this.keys[b]! ? -1 : this.keys[a]! > this.keys[b]! ? 1 : 0));
      const ranks = new Uint32Array(ids.length);
      ids.forEach((id, rank) => (ranks[id] = rank));
      this.keyRanks = ranks;
    }
    return this.keyRanks;
  }

  get byteLength(): number {
    const keyBytes = this.keys.reduce((sum, key) => sum + 16 + key.length, 0);
    return (
      keyBytes +
      this.numbers.byteLength +
      this.postings.byteLength +
      (this.column?.byteLength ?? 0) +
      (this.multiStarts?.byteLength ?? 0) +
      (this.multiIds?.byteLength ?? 0) +
      this.counts.byteLength +
      (this.keyRanks?.byteLength ?? 0)
    );
  }
}
