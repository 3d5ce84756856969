// Which documents hold each key (a word of the text index, a value of a facet).
// A key held by at least 1/32 of the documents is stored as a bitset (n/8 bytes,
// cheaper than its list from that point); rarer keys as a sorted list of
// document numbers in one shared array.
import { addDocs, type Bitset, emptyBitset, orInto } from "./bitset";

export class PostingLists {
  private constructor(
    readonly size: number,
    /** Number of documents per key. */
    readonly counts: Uint32Array,
    /** starts[key]..starts[key + 1] in `docs` for a listed key. */
    readonly starts: Uint32Array,
    readonly docs: Uint32Array,
    /** Index into `dense` for a key stored as a bitset, else -1. */
    readonly denseSlot: Int32Array,
    readonly dense: Bitset[],
  ) {}

  /**
   * Builds from (key, doc) pairs given in ascending doc order, each pair once:
   * lists come out sorted without a sort.
   */
  static fromPairs(size: number, keyCount: number, pairKeys: Uint32Array, pairDocs: Uint32Array, pairCount: number): PostingLists {
    const counts = new Uint32Array(keyCount);
    for (let index = 0; index < pairCount; index++) counts[pairKeys[index]!]!++;
    const denseThreshold = Math.max(1, Math.ceil(size / 32));
    const denseSlot = new Int32Array(keyCount).fill(-1);
    const dense: Bitset[] = [];
    const starts = new Uint32Array(keyCount + 1);
    let listed = 0;
    for (let key = 0; key < keyCount; key++) {
      starts[key] = listed;
      if (counts[key]! >= denseThreshold && size >= 64) {
        denseSlot[key] = dense.length;
        dense.push(emptyBitset(size));
      } else {
        listed += counts[key]!;
      }
    }
    starts[keyCount] = listed;
    const docs = new Uint32Array(listed);
    const fill = starts.slice(0, keyCount);
    for (let index = 0; index < pairCount; index++) {
      const key = pairKeys[index]!;
      const doc = pairDocs[index]!;
      const slot = denseSlot[key]!;
      if (slot >= 0) dense[slot]![doc >>> 5]! |= 1 << (doc & 31);
      else docs[fill[key]!++] = doc;
    }
    return new PostingLists(size, counts, starts, docs, denseSlot, dense);
  }

  get keyCount(): number {
    return this.counts.length;
  }

  /** The key's bitset when it is stored dense (shared: never mutate it). */
  denseBits(key: number): Bitset | null {
    const slot = this.denseSlot[key]!;
    return slot >= 0 ? this.dense[slot]! : null;
  }

  orInto(bits: Bitset, key: number): void {
    const dense = this.denseBits(key);
    if (dense) orInto(bits, dense);
    else addDocs(bits, this.docs, this.starts[key]!, this.starts[key + 1]!);
  }

  /** Approximate bytes held, for the benchmark's memory figure. */
  get byteLength(): number {
    return this.counts.byteLength + this.starts.byteLength + this.docs.byteLength + this.denseSlot.byteLength + this.dense.reduce((sum, bits) => sum + bits.byteLength, 0);
  }
}
