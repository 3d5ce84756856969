// The full-text side of the index: every word of the searchable attributes and
// the documents holding it, and the matching of a query against them with the
// rules of issue 4 item 6 (every query word must match; the last one as a
// prefix or a whole word within its typo budget, the others as whole words).
import { andUnionInto, type Bitset, type BitsetPool, hasDoc, listDocs } from "./bitset";
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

/** Match codes (typos * 2, + 1 for a prefix-only match): 0, 1, 2 and 4. */
const codeSlots = 5;

export class TextIndex {
  constructor(
    readonly size: number,
    readonly vocabulary: Vocabulary,
    readonly postings: PostingLists,
  ) {}

  /** Builds the text index on its own; SearchIndex builds it in its one pass over the records instead. */
  static build(records: readonly SearchRecord[], searchableAttributes: readonly string[]): TextIndex {
    const builder = new TextIndexBuilder(searchableAttributes, records.length);
    records.forEach((record, doc) => builder.addRecord(doc, record));
    return builder.finish();
  }

  /**
   * The documents of `within` matching every query word. Per query word, each
   * candidate vocabulary word carries a code (typos * 2, + 1 when only a
   * prefix), and a document keeps its best code per query word. Computed with
   * sets: per query word and code, the union of its words' postings; the
   * documents left are the intersection over the query words; only those are
   * visited one by one, for their bucket. The sets, lists and the answer are
   * lent by `pool` (valid until it reclaims them).
   */
  match(queryWords: readonly string[], pool: BitsetPool, within: Bitset): TextMatch {
    const wordCount = queryWords.length;
    const candidatesPerWord: QueryWordCandidates[] = [];
    const bits = pool.copyOf(within);
    // classes[position * codeSlots + code]: documents holding a word of that code for that query word.
    const classes: Array<Bitset | null> = new Array<Bitset | null>(wordCount * codeSlots).fill(null);
    const owned: boolean[] = new Array<boolean>(wordCount * codeSlots).fill(false);
    const union: Bitset[] = [];
    let any = wordCount > 0;
    for (let position = 0; position < wordCount && any; position++) {
      const candidates = this.candidateWords(queryWords[position]!, position === wordCount - 1);
      candidatesPerWord.push(candidates);
      const base = position * codeSlots;
      for (const [wordIndex, code] of candidates.whole) this.addWord(classes, owned, base + code, wordIndex, pool);
      if (candidates.prefix) this.addPrefix(classes, owned, base + 1, candidates.prefix, pool);
      union.length = 0;
      for (let code = 0; code < codeSlots; code++) if (classes[base + code]) union.push(classes[base + code]!);
      any = union.length > 0 && andUnionInto(bits, union);
    }
    if (!any) {
      bits.fill(0);
      return { bits, docs: new Uint32Array(0), buckets: new Uint32Array(0), candidates: candidatesPerWord };
    }
    const list = pool.docList();
    const count = listDocs(bits, list);
    const buckets = pool.docList();
    for (let index = 0; index < count; index++) {
      const doc = list[index]!;
      const word = doc >>> 5;
      const mask = 1 << (doc & 31);
      let typos = 0;
      let whole = 0;
      for (let base = 0; base < classes.length; base += codeSlots) {
        let code = 0;
        while (code < codeSlots && ((classes[base + code]?.[word] ?? 0) & mask) === 0) code++;
        typos += code >>> 1;
        whole += 1 - (code & 1);
      }
      buckets[index] = typos * (wordCount + 1) + (wordCount - whole);
    }
    return { bits, docs: list.subarray(0, count), buckets: buckets.subarray(0, count), candidates: candidatesPerWord };
  }

  /** Adds a word's documents to a class; a class of one dense word is that word's shared set, copied only when a second word joins. */
  private addWord(classes: Array<Bitset | null>, owned: boolean[], slot: number, wordIndex: number, pool: BitsetPool): void {
    const current = classes[slot];
    const dense = this.postings.denseBits(wordIndex);
    if (!current && dense) {
      classes[slot] = dense;
      return;
    }
    const target = this.ownedClass(classes, owned, slot, pool);
    this.postings.orInto(target, wordIndex);
  }

  /** Adds the documents of every word in [first, end) (one run of the shared postings array). */
  private addPrefix(classes: Array<Bitset | null>, owned: boolean[], slot: number, [first, end]: [number, number], pool: BitsetPool): void {
    this.postings.orRunInto(this.ownedClass(classes, owned, slot, pool), first, end);
  }

  private ownedClass(classes: Array<Bitset | null>, owned: boolean[], slot: number, pool: BitsetPool): Bitset {
    const current = classes[slot];
    if (current && owned[slot]) return current;
    const bits = current ? pool.copyOf(current) : pool.zeroed();
    classes[slot] = bits;
    owned[slot] = true;
    return bits;
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
    return wordBytes + this.vocabulary.size * 8 + this.vocabulary.groupBytes + this.postings.byteLength;
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
    return new TextIndex(size, new Vocabulary(words), postings);
  }
}
