// Which documents hold each key (a word of the text index, a value of a facet).
// A key held by at least 1/32 of the documents is stored as a bitset (n/8 bytes,
// cheaper than its list from that point); rarer keys as a sorted list of
// document numbers in one shared array.
import { addDocs, andNotInto, type Bitset, emptyBitset, orInto } from "./bitset";
import { type DocKeyBuffer } from "./pair-buffer";

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

  /** Builds from each document's keys (each key once per document): lists come out sorted without a sort. */
  static fromDocKeys(buffer: DocKeyBuffer, keyCount: number): PostingLists {
    const { size, keys, docStarts, length } = buffer;
    const counts = new Uint32Array(keyCount);
    for (let index = 0; index < length; index++) counts[keys[index]!]!++;
    const { starts, denseSlot, dense, listed } = PostingLists.layout(size, counts);
    const docs = new Uint32Array(listed);
    const fill = starts.slice(0, keyCount);
    for (let doc = 0; doc < size; doc++) {
      const end = docStarts[doc + 1]!;
      for (let index = docStarts[doc]!; index < end; index++) {
        const key = keys[index]!;
        const slot = denseSlot[key]!;
        if (slot >= 0) dense[slot]![doc >>> 5]! |= 1 << (doc & 31);
        else docs[fill[key]!++] = doc;
      }
    }
    return new PostingLists(size, counts, starts, docs, denseSlot, dense);
  }

  /** Builds from a single-valued column: `column[doc]` is the document's key + 1, 0 for none. */
  static fromColumn(column: Uint32Array, keyCount: number): PostingLists {
    const size = column.length;
    const counts = new Uint32Array(keyCount);
    for (let doc = 0; doc < size; doc++) if (column[doc] !== 0) counts[column[doc]! - 1]!++;
    const { starts, denseSlot, dense, listed } = PostingLists.layout(size, counts);
    const docs = new Uint32Array(listed);
    const fill = starts.slice(0, keyCount);
    for (let doc = 0; doc < size; doc++) {
      const stored = column[doc]!;
      if (stored === 0) continue;
      const slot = denseSlot[stored - 1]!;
      if (slot >= 0) dense[slot]![doc >>> 5]! |= 1 << (doc & 31);
      else docs[fill[stored - 1]!++] = doc;
    }
    return new PostingLists(size, counts, starts, docs, denseSlot, dense);
  }

  /** Which keys are stored dense (held by 1/32 of the documents or more) and where each list starts. */
  private static layout(size: number, counts: Uint32Array): { starts: Uint32Array; denseSlot: Int32Array; dense: Bitset[]; listed: number } {
    const keyCount = counts.length;
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
    return { starts, denseSlot, dense, listed };
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

  /** Adds the documents of every key in [from, to): the listed ones are one run of the shared array. */
  orRunInto(bits: Bitset, from: number, to: number): void {
    if (from >= to) return;
    addDocs(bits, this.docs, this.starts[from]!, this.starts[to]!);
    for (let key = from; key < to; key++) {
      const slot = this.denseSlot[key]!;
      if (slot >= 0) orInto(bits, this.dense[slot]!);
    }
  }

  /** Clears the documents of every key in [from, to) from `bits`. */
  clearRunFrom(bits: Bitset, from: number, to: number): void {
    if (from >= to) return;
    const end = this.starts[to]!;
    for (let at = this.starts[from]!; at < end; at++) {
      const doc = this.docs[at]!;
      bits[doc >>> 5]! &= ~(1 << (doc & 31));
    }
    for (let key = from; key < to; key++) {
      const slot = this.denseSlot[key]!;
      if (slot >= 0) andNotInto(bits, this.dense[slot]!);
    }
  }

  /** Clears the key's documents from `bits`. */
  clearFrom(bits: Bitset, key: number): void {
    const dense = this.denseBits(key);
    if (dense) {
      andNotInto(bits, dense);
      return;
    }
    const end = this.starts[key + 1]!;
    for (let at = this.starts[key]!; at < end; at++) {
      const doc = this.docs[at]!;
      bits[doc >>> 5]! &= ~(1 << (doc & 31));
    }
  }

  /** Approximate bytes held, for the benchmark's memory figure. */
  get byteLength(): number {
    return this.counts.byteLength + this.starts.byteLength + this.docs.byteLength + this.denseSlot.byteLength + this.dense.reduce((sum, bits) => sum + bits.byteLength, 0);
  }
}
