// Keys collected while indexing, document by document: `keys` holds each
// document's keys in turn and `docStarts` where each document begins (a
// compressed sparse row layout). 200k cars give millions of keys, too many for
// arrays of objects, and storing no document number per key halves the memory.
//
// The keys live in a plain array of small integers (4 bytes each, like a
// Uint32Array) on purpose: this buffer is thrown away after the build, and
// tens of megabytes of short-lived typed arrays count as "external memory",
// which makes V8 mark the whole heap (the records included) several times
// during a build; a plain array does not.
export class DocKeyBuffer {
  readonly keys: number[];
  length = 0;
  readonly docStarts: Uint32Array;
  private currentDoc = -1;

  constructor(
    readonly size: number,
    initialCapacity: number,
  ) {
    this.keys = new Array<number>(Math.max(16, initialCapacity)).fill(0);
    this.docStarts = new Uint32Array(size + 1);
  }

  /** Keys must be added for documents in ascending order. */
  push(doc: number, key: number): void {
    if (doc !== this.currentDoc) this.startDoc(doc);
    if (this.length < this.keys.length) this.keys[this.length] = key;
    else this.keys.push(key);
    this.length++;
  }

  private startDoc(doc: number): void {
    for (let next = this.currentDoc + 1; next <= doc; next++) this.docStarts[next] = this.length;
    this.currentDoc = doc;
  }

  /** Closes the last document: call once all keys are in. */
  finish(): void {
    for (let next = this.currentDoc + 1; next <= this.size; next++) this.docStarts[next] = this.length;
    this.currentDoc = this.size;
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
