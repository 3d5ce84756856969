// One attribute for faceting: which documents hold each value (for filters),
// each document's values as a typed-array column (for counting), and the
// numeric values in ascending order (for ranges and facet stats).
import { type Bitset, emptyBitset } from "./bitset";
import { DocKeyBuffer } from "./pair-buffer";
import { PostingLists } from "./postings";
import { attributeValues, facetKeyOf, type SearchRecord } from "./record-values";

type ValueColumn = Uint8Array | Uint16Array | Uint32Array;

export class FacetIndex {
  private keyRanks: Uint32Array | null = null;
  /** Per-value counters reused by every count (single-threaded), reset after use. */
  readonly counts: Uint32Array;

  constructor(
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
    /** Some document lists several values, so sort values must come from the records. */
    private readonly severalValues = false,
  ) {
    this.counts = new Uint32Array(keys.length);
  }

  /** Builds one attribute's index on its own; SearchIndex builds all of them in one pass instead. */
  static build(records: readonly SearchRecord[], attribute: string): FacetIndex {
    const builder = new FacetIndexBuilder(attribute, records.length);
    records.forEach((record, doc) => builder.addRecord(doc, record));
    return builder.finish();
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

  /**
   * Documents holding a number whose id is in [from, to), written into the
   * zeroed set `bits`. For a single-valued attribute, a range holding most of
   * the documents is computed as "has a number" minus the documents outside it.
   */
  numericRangeInto(bits: Bitset, from: number, to: number): void {
    if (from >= to) return;
    const prefix = this.numericPrefixCounts();
    const inside = prefix[to]! - prefix[from]!;
    const outside = prefix[this.numericCount]! - inside;
    if (this.column !== null && outside < inside) {
      bits.set(this.numericDocs());
      this.postings.clearRunFrom(bits, 0, from);
      this.postings.clearRunFrom(bits, to, this.numericCount);
      return;
    }
    this.postings.orRunInto(bits, from, to);
  }

  private prefixCounts: Uint32Array | null = null;
  private docsWithNumber: Bitset | null = null;

  /** Documents per numeric id, summed: prefix[to] - prefix[from] documents hold ids in [from, to). */
  private numericPrefixCounts(): Uint32Array {
    if (!this.prefixCounts) {
      const prefix = new Uint32Array(this.numericCount + 1);
      for (let id = 0; id < this.numericCount; id++) prefix[id + 1] = prefix[id]! + this.postings.counts[id]!;
      this.prefixCounts = prefix;
    }
    return this.prefixCounts;
  }

  private numericDocs(): Bitset {
    if (!this.docsWithNumber) {
      const bits = emptyBitset(this.size);
      for (let id = 0; id < this.numericCount; id++) this.postings.orInto(bits, id);
      this.docsWithNumber = bits;
    }
    return this.docsWithNumber;
  }

  /**
   * Each document's sort value (its one number; NaN for none, several, or
   * text), read from the index instead of the records. Null for a multi-valued
   * attribute, whose documents must be read one by one.
   */
  sortValues(): Float64Array | null {
    if (!this.column || this.severalValues) return null;
    const values = new Float64Array(this.size);
    for (let doc = 0; doc < this.size; doc++) {
      const stored = this.column[doc]!;
      values[doc] = stored !== 0 && stored - 1 < this.numericCount ? this.numbers[stored - 1]! : Number.NaN;
    }
    return values;
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
      (this.keyRanks?.byteLength ?? 0) +
      (this.prefixCounts?.byteLength ?? 0) +
      (this.docsWithNumber?.byteLength ?? 0)
    );
  }
}

/**
 * Collects an attribute's values document by document (documents in ascending
 * order), then lays them out as a FacetIndex. A document's first value goes in
 * a column; only the further values of multi-valued attributes go in a list.
 */
export class FacetIndexBuilder {
  private readonly stringIds = new Map<string, number>();
  private readonly numberIds = new Map<number, number>();
  private readonly keys: string[] = [];
  /** First value id + 1 per document, 0 for none (a plain array for the reason given in pair-buffer.ts). */
  private readonly firstValue: number[];
  private readonly extraDocs: number[] = [];
  private readonly extraIds: number[] = [];
  private readonly nested: boolean;
  /** Some document lists several values (even equal ones): it has no single sort value. */
  private severalValues = false;

  constructor(
    readonly attribute: string,
    private readonly size: number,
  ) {
    this.firstValue = new Array<number>(size).fill(0);
    this.nested = attribute.includes(".");
  }

  addRecord(doc: number, record: SearchRecord): void {
    // The common case, one plain value, without building an array per document.
    const direct = this.nested ? undefined : record[this.attribute];
    if (direct === undefined || Array.isArray(direct)) {
      const values = attributeValues(record, this.attribute);
      if (values.length > 1) this.severalValues = true;
      for (const value of values) this.addValue(doc, value);
    } else if (direct !== null) {
      this.addValue(doc, direct);
    }
  }

  private idOf(value: unknown): number {
    let id: number | undefined;
    if (typeof value === "number") {
      if (!Number.isFinite(value)) return -1;
      id = this.numberIds.get(value);
      if (id === undefined) {
        id = this.keys.length;
        this.numberIds.set(value, id);
        this.keys.push(String(value));
      }
    } else {
      const key = facetKeyOf(value);
      if (key === null) return -1;
      id = this.stringIds.get(key);
      if (id === undefined) {
        id = this.keys.length;
        this.stringIds.set(key, id);
        this.keys.push(key);
      }
    }
    return id;
  }

  private addValue(doc: number, value: unknown): void {
    const id = this.idOf(value);
    if (id < 0) return;
    const first = this.firstValue[doc]!;
    if (first === 0) {
      this.firstValue[doc] = id + 1;
      return;
    }
    // A repeated value counts once per document.
    if (first === id + 1) return;
    for (let index = this.extraDocs.length - 1; index >= 0 && this.extraDocs[index] === doc; index--) if (this.extraIds[index] === id) return;
    this.extraDocs.push(doc);
    this.extraIds.push(id);
  }

  finish(): FacetIndex {
    const { keys, numberIds, stringIds, size, firstValue, extraDocs, extraIds } = this;
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
    const valueCount = orderedKeys.length;
    const firstValues = new Uint32Array(size);
    for (let doc = 0; doc < size; doc++) if (firstValue[doc] !== 0) firstValues[doc] = remap[firstValue[doc]! - 1]! + 1;
    let postings: PostingLists;
    let column: ValueColumn | null = null;
    let multiStarts: Uint32Array | null = null;
    let multiIds: Uint32Array | null = null;
    if (extraDocs.length === 0) {
      postings = PostingLists.fromColumn(firstValues, valueCount);
      column = valueCount < 0xff ? new Uint8Array(firstValues) : valueCount < 0xffff ? new Uint16Array(firstValues) : firstValues;
    } else {
      const docKeys = new DocKeyBuffer(size, size + extraDocs.length);
      let extra = 0;
      for (let doc = 0; doc < size; doc++) {
        if (firstValues[doc] !== 0) docKeys.push(doc, firstValues[doc]! - 1);
        for (; extra < extraDocs.length && extraDocs[extra] === doc; extra++) docKeys.push(doc, remap[extraIds[extra]!]!);
      }
      docKeys.finish();
      postings = PostingLists.fromDocKeys(docKeys, valueCount);
      multiStarts = docKeys.docStarts;
      multiIds = Uint32Array.from(docKeys.keys.slice(0, docKeys.length));
    }
    return new FacetIndex(this.attribute, size, orderedKeys, sortedNumbers.length, sortedNumbers, remappedStrings, postings, column, multiStarts, multiIds, this.severalValues);
  }
}
