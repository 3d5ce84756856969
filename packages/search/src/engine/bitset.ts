// Document sets as bitsets: one bit per document, 32 per word. Filters combine
// in n/32 word operations, which is what keeps a 200k-car query in milliseconds.
export type Bitset = Uint32Array;

export function emptyBitset(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function fullBitset(size: number): Bitset {
  const bits = emptyBitset(size);
  bits.fill(0xffffffff);
  clearTail(bits, size);
  return bits;
}

/** Bits past the last document stay 0, so counts and complements are exact. */
function clearTail(bits: Bitset, size: number): void {
  const used = size & 31;
  if (used !== 0) bits[bits.length - 1]! &= (1 << used) - 1;
}

export function hasDoc(bits: Bitset, doc: number): boolean {
  return (bits[doc >>> 5]! & (1 << (doc & 31))) !== 0;
}

export function addDocs(bits: Bitset, docs: Uint32Array, from = 0, to = docs.length): void {
  for (let index = from; index < to; index++) {
    const doc = docs[index]!;
    bits[doc >>> 5]! |= 1 << (doc & 31);
  }
}

export function andInto(target: Bitset, other: Bitset): void {
  for (let index = 0; index < target.length; index++) target[index]! &= other[index]!;
}

export function orInto(target: Bitset, other: Bitset): void {
  for (let index = 0; index < target.length; index++) target[index]! |= other[index]!;
}

/** target := universe AND NOT target. */
export function invertWithin(target: Bitset, universe: Bitset): void {
  for (let index = 0; index < target.length; index++) target[index] = ~target[index]! & universe[index]!;
}

function popcount(word: number): number {
  let value = word - ((word >>> 1) & 0x55555555);
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
  return (((value + (value >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countDocs(bits: Bitset): number {
  let total = 0;
  for (let index = 0; index < bits.length; index++) {
    const word = bits[index]!;
    if (word !== 0) total += popcount(word);
  }
  return total;
}

/** Writes the documents of `bits` in ascending order into `out`; returns how many. */
export function listDocs(bits: Bitset, out: Uint32Array): number {
  let count = 0;
  for (let index = 0; index < bits.length; index++) {
    let word = bits[index]!;
    const base = index << 5;
    while (word !== 0) {
      const lowest = word & -word;
      out[count++] = base + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
  return count;
}

/** target := target AND (the union of `sets`); returns whether any document is left. */
export function andUnionInto(target: Bitset, sets: readonly Bitset[]): boolean {
  let any = 0;
  if (sets.length === 1) {
    const only = sets[0]!;
    for (let index = 0; index < target.length; index++) any |= target[index]! &= only[index]!;
    return any !== 0;
  }
  for (let index = 0; index < target.length; index++) {
    let union = 0;
    for (let set = 0; set < sets.length; set++) union |= sets[set]![index]!;
    any |= target[index]! &= union;
  }
  return any !== 0;
}

/** target := target AND NOT other. */
export function andNotInto(target: Bitset, other: Bitset): void {
  for (let index = 0; index < target.length; index++) target[index]! &= ~other[index]!;
}

/**
 * Bitsets reused from one search to the next: a multi-query needs dozens of
 * temporary sets, and allocating them afresh each time fed the garbage
 * collector more than the search itself cost.
 */
export class BitsetPool {
  private readonly free: Bitset[] = [];
  private readonly lent: Bitset[] = [];
  private readonly freeLists: Uint32Array[] = [];
  private readonly lentLists: Uint32Array[] = [];
  private readonly freeKeys: Float64Array[] = [];
  private readonly lentKeys: Float64Array[] = [];

  constructor(private readonly size: number) {}

  /** A list with room for every document (contents undefined), lent until `reclaim`. */
  docList(): Uint32Array {
    const list = this.freeLists.pop() ?? new Uint32Array(this.size);
    this.lentLists.push(list);
    return list;
  }

  /** Room for one number per document (contents undefined), lent until `reclaim`. */
  keyList(): Float64Array {
    const keys = this.freeKeys.pop() ?? new Float64Array(this.size);
    this.lentKeys.push(keys);
    return keys;
  }

  /** A set of all zeros, lent until `reclaim`. */
  zeroed(): Bitset {
    const bits = this.free.pop() ?? emptyBitset(this.size);
    bits.fill(0);
    this.lent.push(bits);
    return bits;
  }

  /** A copy of `source`, lent until `reclaim`. */
  copyOf(source: Bitset): Bitset {
    const bits = this.free.pop() ?? emptyBitset(this.size);
    bits.set(source);
    this.lent.push(bits);
    return bits;
  }

  /** Takes back every set lent since the last call (at the end of a search). */
  reclaim(): void {
    // A few dozen sets are plenty for one page's multi-query; more are let go.
    while (this.lent.length > 0) {
      const bits = this.lent.pop()!;
      if (this.free.length < 64) this.free.push(bits);
    }
    while (this.lentLists.length > 0) {
      const list = this.lentLists.pop()!;
      if (this.freeLists.length < 8) this.freeLists.push(list);
    }
    while (this.lentKeys.length > 0) {
      const keys = this.lentKeys.pop()!;
      if (this.freeKeys.length < 2) this.freeKeys.push(keys);
    }
  }
}
