// Assigns ids to the words of the text being indexed without cutting every
// word out as a string: an open-addressing hash table keyed by the characters
// of a run of the source text, lowercased and hashed in the same pass that
// finds the run. Only a new word becomes a string, which keeps a 200k-car
// build fast and light on garbage collection.
import { wordsOf } from "./words";

/** ASCII code to its lowercase word character, 0 for a separator. */
export const asciiWordCode = new Uint8Array(128);
for (let code = 48; code <= 57; code++) asciiWordCode[code] = code;
for (let code = 97; code <= 122; code++) asciiWordCode[code] = code;
for (let code = 65; code <= 90; code++) asciiWordCode[code] = code + 32;

export const fnvOffset = 0x811c9dc5;
export const fnvPrime = 0x01000193;

/** The hash the table files a lowercase word under. */
export function wordHash(word: string): number {
  let hash = fnvOffset;
  for (let at = 0; at < word.length; at++) hash = Math.imul(hash ^ word.charCodeAt(at), fnvPrime);
  return hash;
}

export class WordTable {
  readonly words: string[] = [];
  private hashes: Int32Array = new Int32Array(1 << 12);
  private slots: Int32Array = new Int32Array(1 << 13).fill(-1);
  /** Ids of the text being scanned, kept until the text proves to be plain ASCII. */
  private pending: Int32Array = new Int32Array(256);

  get size(): number {
    return this.words.length;
  }

  /** Calls `visit(id)` for each word of `text` (the rules of words.ts), in order. */
  forEachWordId(text: string, visit: (id: number) => void): void {
    let pendingCount = 0;
    let start = -1;
    let hash = 0;
    const length = text.length;
    for (let at = 0; at <= length; at++) {
      const code = at < length ? text.charCodeAt(at) : 32;
      if (code > 127) {
        // Letters beyond ASCII need Unicode's rules: the slow, exact path.
        for (const word of wordsOf(text)) visit(this.idOf(word, 0, word.length, wordHash(word)));
        return;
      }
      const wordCode = asciiWordCode[code]!;
      if (wordCode !== 0) {
        if (start < 0) {
          start = at;
          hash = fnvOffset;
        }
        hash = Math.imul(hash ^ wordCode, fnvPrime);
      } else if (start >= 0) {
        if (pendingCount === this.pending.length) {
          const grown = new Int32Array(this.pending.length * 2);
          grown.set(this.pending);
          this.pending = grown;
        }
        this.pending[pendingCount++] = this.idOf(text, start, at, hash);
        start = -1;
      }
    }
    for (let index = 0; index < pendingCount; index++) visit(this.pending[index]!);
  }

  /** The id of a lowercase word already in the table. */
  idOfWord(word: string): number {
    return this.idOf(word, 0, word.length, wordHash(word));
  }

  /** The id of the word text[start..end) (lowercased ASCII, or already lowercase), added when new. */
  private idOf(text: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    const length = end - start;
    let slot = hash & mask;
    for (;;) {
      const id = this.slots[slot]!;
      if (id < 0) break;
      if (this.hashes[id] === hash && this.sameWord(this.words[id]!, text, start, length)) return id;
      slot = (slot + 1) & mask;
    }
    const id = this.words.length;
    this.words.push(text.slice(start, end).toLowerCase());
    if (id === this.hashes.length) {
      const grown = new Int32Array(this.hashes.length * 2);
      grown.set(this.hashes);
      this.hashes = grown;
    }
    this.hashes[id] = hash;
    this.slots[slot] = id;
    if (this.words.length * 2 > this.slots.length) this.grow();
    return id;
  }

  private sameWord(word: string, text: string, start: number, length: number): boolean {
    if (word.length !== length) return false;
    for (let offset = 0; offset < length; offset++) {
      const code = text.charCodeAt(start + offset);
      if (word.charCodeAt(offset) !== (code < 128 ? asciiWordCode[code]! : code)) return false;
    }
    return true;
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = slots.length - 1;
    for (let id = 0; id < this.words.length; id++) {
      let slot = this.hashes[id]! & mask;
      while (slots[slot]! >= 0) slot = (slot + 1) & mask;
      slots[slot] = id;
    }
    this.slots = slots;
  }
}
