// The full-text side of the index: every word of the searchable attributes and
// the documents holding it, and the matching of a query against them with the
// rules of issue 4 item 6 (every query word must match; the last one as a
// prefix or a whole word within its typo budget, the others as whole words).
import { type Bitset, emptyBitset, hasDoc } from "./bitset";
import { ensureInt32Capacity, PairBuffer } from "./pair-buffer";
import { PostingLists } from "./postings";
import { attributeValues, searchableTextOf, type SearchRecord } from "./record-values";
import { Vocabulary } from "./vocabulary";
import { typoBudget, wordsOf } from "./words";

/** The documents a query matches, in ascending order, with their relevance bucket. */
export interface TextMatch {
  bits: Bitset;
  docs: Uint32Array;
  /**
   * Per matched document (parallel to `docs`): typos * (words + 1) + words not
   * matched whole, so a smaller bucket ranks first (fewer typos, then more whole words).
   */
  buckets: Uint32Array;
}

const chunkSeparators = /[|.,;!?\n]/;

/**
 * Word ids of a chunk of text, remembered per distinct chunk while it pays:
 * an attribute whose chunks rarely repeat (VINs, stock numbers) stops being
 * remembered after its first thousand chunks.
 */
class ChunkWordCache {
  private readonly cache = new Map<string, number[]>();
  private readonly lookups: number[] = [];
  private readonly hits: number[] = [];

  constructor(private readonly ids: Map<string, number>) {}

  wordIds(attribute: number, chunk: string): number[] {
    const lookups = (this.lookups[attribute] ?? 0) + 1;
    this.lookups[attribute] = lookups;
    const caching = lookups < 1000 || (this.hits[attribute] ?? 0) * 2 >= lookups;
    if (caching) {
      const cached = this.cache.get(chunk);
      if (cached) {
        this.hits[attribute] = (this.hits[attribute] ?? 0) + 1;
        return cached;
      }
    }
    const wordIds = wordsOf(chunk).map((word) => {
      let id = this.ids.get(word);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(word, id);
      }
      return id;
    });
    if (caching) this.cache.set(chunk, wordIds);
    return wordIds;
  }
}

export class TextIndex {
  private constructor(
    readonly size: number,
    readonly vocabulary: Vocabulary,
    readonly postings: PostingLists,
    // Scratch state per document, reused by every match (the engine is single-threaded).
    private readonly matchedWords: Uint16Array,
    private readonly bestCode: Uint8Array,
    private readonly typos: Uint16Array,
    private readonly wholeWords: Uint16Array,
  ) {}

  static build(records: readonly SearchRecord[], searchableAttributes: readonly string[]): TextIndex {
    const size = records.length;
    const ids = new Map<string, number>();
    const pairs = new PairBuffer(size * 16);
    let lastDocOfId: Int32Array = new Int32Array(1024).fill(-1);
    const chunkWords = new ChunkWordCache(ids);
    for (let doc = 0; doc < size; doc++) {
      const record = records[doc]!;
      for (let attribute = 0; attribute < searchableAttributes.length; attribute++) {
        for (const value of attributeValues(record, searchableAttributes[attribute]!)) {
          const text = searchableTextOf(value);
          if (text === null) continue;
          // Words never span these characters, so each chunk tokenizes alone; dealer
          // comments repeat their sentences, names and models repeat whole.
          for (const chunk of text.split(chunkSeparators)) {
            for (const id of chunkWords.wordIds(attribute, chunk)) {
              lastDocOfId = ensureInt32Capacity(lastDocOfId, id, -1);
              if (lastDocOfId[id] === doc) continue;
              lastDocOfId[id] = doc;
              pairs.push(id, doc);
            }
          }
        }
      }
    }
    const words = Array.from(ids.keys()).sort();
    const remap = new Uint32Array(words.length);
    words.forEach((word, index) => (remap[ids.get(word)!] = index));
    ids.clear();
    for (let index = 0; index < pairs.length; index++) pairs.keys[index] = remap[pairs.keys[index]!]!;
    const postings = PostingLists.fromPairs(size, words.length, pairs.keys, pairs.docs, pairs.length);
    return new TextIndex(size, new Vocabulary(words), postings, new Uint16Array(size), new Uint8Array(size).fill(0xff), new Uint16Array(size), new Uint16Array(size));
  }

  /**
   * The documents matching every query word. Per query word, each candidate
   * vocabulary word carries a code (typos * 2, + 1 when only a prefix), and a
   * document keeps its best code per query word.
   */
  match(queryWords: readonly string[]): TextMatch {
    const { matchedWords, bestCode, typos, wholeWords, postings } = this;
    let survivors = new Uint32Array(0);
    for (let position = 0; position < queryWords.length; position++) {
      const candidates = this.candidateWords(queryWords[position]!, position === queryWords.length - 1);
      const touched: number[] = [];
      for (const [wordIndex, code] of candidates) {
        const dense = postings.denseBits(wordIndex);
        if (dense) {
          for (let block = 0; block < dense.length; block++) {
            let bitsWord = dense[block]!;
            while (bitsWord !== 0) {
              const lowest = bitsWord & -bitsWord;
              const doc = (block << 5) + 31 - Math.clz32(lowest);
              bitsWord ^= lowest;
              if (matchedWords[doc] !== position) continue;
              if (bestCode[doc] === 0xff) touched.push(doc);
              if (code < bestCode[doc]!) bestCode[doc] = code;
            }
          }
        } else {
          const end = postings.starts[wordIndex + 1]!;
          for (let at = postings.starts[wordIndex]!; at < end; at++) {
            const doc = postings.docs[at]!;
            if (matchedWords[doc] !== position) continue;
            if (bestCode[doc] === 0xff) touched.push(doc);
            if (code < bestCode[doc]!) bestCode[doc] = code;
          }
        }
      }
      for (const doc of touched) {
        const code = bestCode[doc]!;
        matchedWords[doc] = position + 1;
        typos[doc]! += code >>> 1;
        wholeWords[doc]! += 1 - (code & 1);
        bestCode[doc] = 0xff;
      }
      // Documents that matched the earlier words but not this one drop out here.
      for (const doc of survivors) if (matchedWords[doc] === position) this.reset(doc);
      survivors = Uint32Array.from(touched);
      if (survivors.length === 0) break;
    }

    survivors.sort();
    const wordCount = queryWords.length;
    const bits = emptyBitset(this.size);
    const buckets = new Uint32Array(survivors.length);
    survivors.forEach((doc, index) => {
      bits[doc >>> 5]! |= 1 << (doc & 31);
      buckets[index] = typos[doc]! * (wordCount + 1) + (wordCount - wholeWords[doc]!);
      this.reset(doc);
    });
    return { bits, docs: survivors, buckets };
  }

  private reset(doc: number): void {
    this.matchedWords[doc] = 0;
    this.typos[doc] = 0;
    this.wholeWords[doc] = 0;
  }

  /** Vocabulary words a query word matches, with their best code. */
  private candidateWords(queryWord: string, isLast: boolean): Map<number, number> {
    const candidates = new Map<number, number>();
    this.vocabulary.forEachWithin(queryWord, typoBudget(queryWord), (index, typoCount) => candidates.set(index, typoCount * 2));
    if (isLast) {
      const [start, end] = this.vocabulary.prefixRange(queryWord);
      for (let index = start; index < end; index++) {
        const code = candidates.get(index);
        if (code === undefined || code > 1) candidates.set(index, 1);
      }
    }
    return candidates;
  }

  /** Whether `doc` contains a word: used by tests of the index itself. */
  holds(doc: number, word: string): boolean {
    const index = this.vocabulary.indexOf(word);
    if (index < 0) return false;
    const dense = this.postings.denseBits(index);
    if (dense) return hasDoc(dense, doc);
    const end = this.postings.starts[index + 1]!;
    for (let at = this.postings.starts[index]!; at < end; at++) if (this.postings.docs[at] === doc) return true;
    return false;
  }

  get byteLength(): number {
    const wordBytes = this.vocabulary.words.reduce((sum, word) => sum + 16 + word.length, 0);
    return wordBytes + this.vocabulary.size * 8 + this.postings.byteLength + this.matchedWords.byteLength * 3 + this.bestCode.byteLength;
  }
}
