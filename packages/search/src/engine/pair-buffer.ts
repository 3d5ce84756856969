// (key, document) pairs collected while indexing, in typed arrays that grow by
// doubling: 200k cars give millions of pairs, too many for arrays of objects.
export class PairBuffer {
  keys: Uint32Array;
  docs: Uint32Array;
  length = 0;

  constructor(initialCapacity: number) {
    const capacity = Math.max(16, initialCapacity);
    this.keys = new Uint32Array(capacity);
    this.docs = new Uint32Array(capacity);
  }

  push(key: number, doc: number): void {
    if (this.length === this.keys.length) {
      const keys = new Uint32Array(this.keys.length * 2);
      keys.set(this.keys);
      this.keys = keys;
      const docs = new Uint32Array(this.docs.length * 2);
      docs.set(this.docs);
      this.docs = docs;
    }
    this.keys[this.length] = key;
    this.docs[this.length] = doc;
    this.length++;
  }
}

/** Grows an Int32Array to hold `index`, filling new slots with `fill`. */
export function ensureInt32Capacity(array: Int32Array, index: number, fill: number): Int32Array {
  if (index < array.length) return array;
  const grown = new Int32Array(Math.max(index + 1, array.length * 2));
  grown.set(array);
  grown.fill(fill, array.length);
  return grown;
}
