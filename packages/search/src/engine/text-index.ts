// The full-text side of the index: every word of the searchable attributes and
// the documents holding it, and the matching of a query against them with the
// rules of issue 4 item 6 (every query word must match; the last one as a
// prefix or a whole word within its typo budget, the others as whole words).
import { type Bitset, emptyBitset, hasDoc } from "./bitset";
import { DocKeyBuffer, ensureInt32Capacity } from "./pair-buffer";
import { PostingLists } from "./postings";
import { attributeValues, searchableTextOf, type SearchRecord } from "./record-values";
import { Vocabulary } from "./vocabulary";
import { WordTable } from "./word-table";
import { typoBudget } from "./words";

/** The documents a query matches, in ascending order, with their relevance bucket. */
export interface TextMatch {
  bits: Bitset;
  docs: Uint32Array;
  /**
   * Per matched document (parallel to `docs`): typos * (words + 1) + words not
   * matched whole, so a smaller bucket ranks first (fewer typos, then more whole words).
   */
  buckets: Uint32Array;
  /** Per query word: the vocabulary words it matches, for highlighting. */
  candidates: QueryWordCandidates[];
}

/**
 * The vocabulary words one query word matches: whole words within the typo
 * budget with their code (typos * 2), and for the last query word the range of
 * words it is a prefix of (code 1), kept as a range because a short prefix
 * such as "m" covers thousands of words.
 */
export interface QueryWordCandidates {
  whole: Map<number, number>;
  prefix: [number, number] | null;
}

export class TextIndex {
  constructor(
    readonly size: number,
    readonly vocabulary: Vocabulary,
    readonly postings: PostingLists,
    // Scratch state per document, reused by every match (the engine is single-threaded).
    private readonly matchedWords: Uint16Array,
    private readonly bestCode: Uint8Array,
    private readonly typos: Uint16Array,
    private readonly wholeWords: Uint16Array,
  ) {
    this.touched = new Uint32Array(size);
    this.survivors = new Uint32Array(size);
  }

  // Lists of documents reused by every match: the documents touched by the
  // current query word, and those that matched every word so far.
  private touched: Uint32Array;
  private survivors: Uint32Array;

  /** Builds the text index on its own; SearchIndex builds it in its one pass over the records instead. */
  static build(records: readonly SearchRecord[], searchableAttributes: readonly string[]): TextIndex {
    const builder = new TextIndexBuilder(searchableAttributes, records.length);
    records.forEach((record, doc) => builder.addRecord(doc, record));
    return builder.finish();
  }

  /**
   * The documents matching every query word. Per query word, each candidate
   * vocabulary word carries a code (typos * 2, + 1 when only a prefix), and a
   * document keeps its best code per query word.
   */
  match(queryWords: readonly string[]): TextMatch {
    const { matchedWords, bestCode, typos, wholeWords, postings } = this;
    let survivorCount = 0;
    const candidatesPerWord: QueryWordCandidates[] = [];
    for (let position = 0; position < queryWords.length; position++) {
      const candidates = this.candidateWords(queryWords[position]!, position === queryWords.length - 1);
      candidatesPerWord.push(candidates);
      const touched = this.touched;
      let touchedCount = 0;
      // A document keeps the best (smallest) code among the words it holds.
      const visitDoc = (doc: number, code: number) => {
        if (matchedWords[doc] !== position) return;
        if (bestCode[doc] === 0xff) touched[touchedCount++] = doc;
        if (code < bestCode[doc]!) bestCode[doc] = code;
      };
      const visitDense = (dense: Bitset, code: number) => {
        for (let block = 0; block < dense.length; block++) {
          let bitsWord = dense[block]!;
          while (bitsWord !== 0) {
            const lowest = bitsWord & -bitsWord;
            visitDoc((block << 5) + 31 - Math.clz32(lowest), code);
            bitsWord ^= lowest;
          }
        }
      };
      const visitListed = (from: number, to: number, code: number) => {
        for (let at = from; at < to; at++) visitDoc(postings.docs[at]!, code);
      };
      for (const [wordIndex, code] of candidates.whole) {
        const dense = postings.denseBits(wordIndex);
        if (dense) visitDense(dense, code);
        else visitListed(postings.starts[wordIndex]!, postings.starts[wordIndex + 1]!, code);
      }
      if (candidates.prefix) {
        // The listed postings of a run of words are one run of the shared array.
        const [first, end] = candidates.prefix;
        visitListed(postings.starts[first]!, postings.starts[end]!, 1);
        for (let wordIndex = first; wordIndex < end; wordIndex++) {
          const dense = postings.denseBits(wordIndex);
          if (dense) visitDense(dense, 1);
        }
      }
      for (let index = 0; index < touchedCount; index++) {
        const doc = touched[index]!;
        const code = bestCode[doc]!;
        matchedWords[doc] = position + 1;
        typos[doc]! += code >>> 1;
        wholeWords[doc]! += 1 - (code & 1);
        bestCode[doc] = 0xff;
      }
      // Documents that matched the earlier words but not this one drop out here.
      for (let index = 0; index < survivorCount; index++) {
        const doc = this.survivors[index]!;
        if (matchedWords[doc] === position) this.reset(doc);
      }
      [this.survivors, this.touched] = [touched, this.survivors];
      survivorCount = touchedCount;
      if (survivorCount === 0) break;
    }

    const docs = this.survivors.slice(0, survivorCount).sort();
    const wordCount = queryWords.length;
    const bits = emptyBitset(this.size);
    const buckets = new Uint32Array(docs.length);
    for (let index = 0; index < docs.length; index++) {
      const doc = docs[index]!;
      bits[doc >>> 5]! |= 1 << (doc & 31);
      buckets[index] = typos[doc]! * (wordCount + 1) + (wordCount - wholeWords[doc]!);
      this.reset(doc);
    }
    return { bits, docs, buckets, candidates: candidatesPerWord };
  }

  private reset(doc: number): void {
    this.matchedWords[doc] = 0;
    this.typos[doc] = 0;
    this.wholeWords[doc] = 0;
  }

  /** Vocabulary words a query word matches whole within its budget, and for the last word the words it begins. */
  private candidateWords(queryWord: string, isLast: boolean): QueryWordCandidates {
    const whole = new Map<number, number>();
    this.vocabulary.forEachWithin(queryWord, typoBudget(queryWord), (index, typoCount) => whole.set(index, typoCount * 2));
    const prefix = isLast ? this.vocabulary.prefixRange(queryWord) : null;
    return { whole, prefix: prefix && prefix[1] > prefix[0] ? prefix : null };
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
    return wordBytes + this.vocabulary.size * 8 + this.postings.byteLength + this.matchedWords.byteLength * 3 + this.bestCode.byteLength + this.touched.byteLength * 2;
  }
}

/** Collects the words of each document (documents in ascending order), then lays them out as a TextIndex. */
export class TextIndexBuilder {
  private readonly table = new WordTable();
  private readonly pairs: DocKeyBuffer;
  private lastDocOfId: Int32Array = new Int32Array(1024).fill(-1);
  private doc = 0;
  // Each word once per document: the key list is the posting lists to be.
  private readonly addWord = (id: number): void => {
    if (id >= this.lastDocOfId.length) this.lastDocOfId = ensureInt32Capacity(this.lastDocOfId, id, -1);
    if (this.lastDocOfId[id] === this.doc) return;
    this.lastDocOfId[id] = this.doc;
    this.pairs.push(this.doc, id);
  };

  constructor(
    private readonly searchableAttributes: readonly string[],
    private readonly size: number,
  ) {
    this.pairs = new DocKeyBuffer(size, size * 48);
  }

  addRecord(doc: number, record: SearchRecord): void {
    this.doc = doc;
    for (let attribute = 0; attribute < this.searchableAttributes.length; attribute++) {
      const name = this.searchableAttributes[attribute]!;
      const direct = name.includes(".") ? undefined : record[name];
      if (direct !== undefined && !Array.isArray(direct)) this.addText(direct, attribute);
      else for (const value of attributeValues(record, name)) this.addText(value, attribute);
    }
  }

  private addText(value: unknown, attribute: number): void {
    const text = searchableTextOf(value);
    if (text === null) return;
    // Short values repeat from car to car (makes, models, badges, colours):
    // their word ids are remembered, while it pays, instead of rescanned.
    if (text.length <= 48 && this.caching[attribute] !== false) {
      let ids = this.idsOfValue.get(text);
      if (ids === undefined) {
        ids = [];
        this.table.forEachWordId(text, (id) => ids!.push(id));
        if (this.idsOfValue.size < 100_000) this.idsOfValue.set(text, ids);
        this.misses[attribute] = (this.misses[attribute] ?? 0) + 1;
        // After 500 values, an attribute that missed more than half the time (VINs, stock numbers) stops being remembered.
        const seen = (this.misses[attribute] ?? 0) + (this.hits[attribute] ?? 0);
        if (seen >= 500 && this.misses[attribute]! * 2 > seen) this.caching[attribute] = false;
      } else {
        this.hits[attribute] = (this.hits[attribute] ?? 0) + 1;
      }
      for (const id of ids) this.addWord(id);
      return;
    }
    this.table.forEachWordId(text, this.addWord);
  }

  private readonly idsOfValue = new Map<string, number[]>();
  private readonly caching: boolean[] = [];
  private readonly hits: number[] = [];
  private readonly misses: number[] = [];

  finish(): TextIndex {
    const { pairs, size } = this;
    pairs.finish();
    // UTF-16 code unit order, the order the vocabulary walks.
    const unsorted = this.table.words;
    const order = Array.from(unsorted.keys()).sort((a, b) => (unsorted[a]! < unsorted[b]! ? -1 : 1));
    const words = order.map((id) => unsorted[id]!);
    const remap = new Uint32Array(words.length);
    order.forEach((id, index) => (remap[id] = index));
    for (let index = 0; index < pairs.length; index++) pairs.keys[index] = remap[pairs.keys[index]!]!;
    const postings = PostingLists.fromDocKeys(pairs, words.length);
    return new TextIndex(size, new Vocabulary(words), postings, new Uint16Array(size), new Uint8Array(size).fill(0xff), new Uint16Array(size), new Uint16Array(size));
  }
}
