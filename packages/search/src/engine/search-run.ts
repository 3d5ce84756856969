// One call of `search`: every request of the multi-query evaluated against one
// index, sharing the bitsets of identical filter parts and text queries between
// requests (InstantSearch's disjunctive queries repeat the main query minus one
// refinement, so most parts are computed once per page).
import { andInto, type Bitset, type BitsetPool, hasDoc, invertWithin, listDocs, orInto } from "./bitset";
import { badRequest } from "./errors";
import { type FacetIndex } from "./facet-index";
import { facetCountsObject, facetStats, releaseTally, tallyFacet, topValueIds } from "./facet-values";
import { type FilterNode, filterAttributes, filterKey } from "./filter-ast";
import { Highlighter, type HighlightTree, type WordMatchTable, wordMatchTable } from "./highlight";
import { type NormalizedRequest, paginationLimit } from "./params";
import { type SearchRecord } from "./record-values";
import { type AttributeSort, sortOfIndexName } from "./replicas";
import { type SearchIndex } from "./search-index";
import { sortSmallest } from "./smallest-keys";
import { type TextMatch } from "./text-index";
import { type FacetHit, type FacetHitsResult, type FacetStats, type HitsResult, type SearchHit } from "./types";
import { wordMatchCode, wordsOf } from "./words";

/** A bitset this run may not mutate (a shared posting bitset or a cached result). */
interface SetRef {
  bits: Bitset;
  owned: boolean;
}

export class SearchRun {
  private readonly partCache = new Map<string, Bitset>();
  private readonly textCache = new Map<string, TextMatch>();
  private readonly tableCache = new Map<string, WordMatchTable>();
  private readonly searchable: ReadonlySet<string>;

  constructor(
    private readonly index: SearchIndex,
    /** Scratch list of documents, one slot per document. */
    private readonly docsBuffer: Uint32Array,
    /** Temporary sets, reclaimed by the engine when the call ends. */
    private readonly pool: BitsetPool,
    private readonly enforced: FilterNode | null,
  ) {
    this.searchable = new Set(index.settings.searchableAttributes);
  }

  /** A filter's documents in a set of their own (not lent by the pool), to keep after the call. */
  evaluateToKeep(node: FilterNode): Bitset {
    return this.evaluate(node).bits.slice();
  }

  /** Uses `bits` as the documents of `node` in this call (read only). */
  usePart(node: FilterNode, bits: Bitset): void {
    this.partCache.set(filterKey(node), bits);
  }

  /** Rejects a request whose filters read an attribute the index cannot filter on. */
  checkRequest(request: NormalizedRequest): void {
    for (const part of request.filterParts) {
      for (const attribute of filterAttributes(part)) {
        if (!this.index.facets.has(attribute)) badRequest(`Attribute "${attribute}" is not in attributesForFaceting, so it cannot be used in filters`);
      }
    }
    if (request.type === "facet" && !this.index.facets.has(request.facet!)) {
      badRequest(`Cannot search in facet "${request.facet}": it is not in attributesForFaceting`);
    }
    const sort = sortOfIndexName(request.indexName);
    if (sort && !this.index.canSortBy(sort)) {
      badRequest(`Index "${request.indexName}" does not exist: sort replicas are {index}:{attribute}:{asc|desc} over attributesForFaceting`);
    }
  }

  execute(request: NormalizedRequest): HitsResult | FacetHitsResult {
    const started = performance.now();
    const bits = this.resultSet(request);
    const count = listDocs(bits, this.docsBuffer);
    const docs = this.docsBuffer.subarray(0, count);
    if (request.type === "facet") return this.facetSearch(request, docs, started);
    return this.hits(request, bits, docs, started);
  }

  /** text AND enforced filter AND every filter part of the request. */
  private resultSet(request: NormalizedRequest): Bitset {
    const bits = this.pool.copyOf(request.queryWords.length > 0 ? this.textMatch(request.queryWords).bits : this.index.universe);
    if (this.enforced) andInto(bits, this.cachedPart(this.enforced));
    for (const part of request.filterParts) andInto(bits, this.cachedPart(part));
    return bits;
  }

  private textMatch(queryWords: readonly string[]): TextMatch {
    const key = queryWords.join(" ");
    let match = this.textCache.get(key);
    if (!match) {
      // Every request of the call is ANDed with the enforced filter: the text is matched within it.
      match = this.index.text.match(queryWords, this.pool, this.enforced ? this.cachedPart(this.enforced) : this.index.universe);
      this.textCache.set(key, match);
    }
    return match;
  }

  private wordMatchTable(queryWords: readonly string[]): WordMatchTable {
    const key = queryWords.join(" ");
    let table = this.tableCache.get(key);
    if (!table) {
      table = wordMatchTable(this.index.text.vocabulary.words, this.textMatch(queryWords).candidates, queryWords);
      this.tableCache.set(key, table);
    }
    return table;
  }

  private cachedPart(node: FilterNode): Bitset {
    const key = filterKey(node);
    let bits = this.partCache.get(key);
    if (!bits) {
      bits = this.evaluate(node).bits;
      this.partCache.set(key, bits);
    }
    return bits;
  }

  private evaluate(node: FilterNode): SetRef {
    switch (node.kind) {
      case "and": {
        const [first, ...rest] = node.children.map((child) => this.evaluate(child));
        const bits = first!.owned ? first!.bits : this.pool.copyOf(first!.bits);
        for (const child of rest) andInto(bits, child.bits);
        return { bits, owned: true };
      }
      case "or": {
        const bits = this.pool.zeroed();
        for (const child of node.children) orInto(bits, this.evaluate(child).bits);
        return { bits, owned: true };
      }
      case "not": {
        const child = this.evaluate(node.child);
        const bits = child.owned ? child.bits : this.pool.copyOf(child.bits);
        invertWithin(bits, this.index.universe);
        return { bits, owned: true };
      }
      case "facet": {
        const facet = this.facet(node.attribute);
        const ids = facet.idsOfKey(node.value);
        const dense = ids.length === 1 ? facet.postings.denseBits(ids[0]!) : null;
        if (dense) return { bits: dense, owned: false };
        const bits = this.pool.zeroed();
        for (const id of ids) facet.postings.orInto(bits, id);
        return { bits, owned: true };
      }
      case "numeric": {
        const facet = this.facet(node.attribute);
        const { value } = node;
        const below = facet.numericLowerBound(value, false);
        const atOrBelow = facet.numericLowerBound(value, true);
        const [from, to] =
          node.operator === "<" ? [0, below]
          : node.operator === "<=" ? [0, atOrBelow]
          : node.operator === ">" ? [atOrBelow, facet.numericCount]
          : node.operator === ">=" ? [below, facet.numericCount]
          : [below, atOrBelow];
        const bits = this.pool.zeroed();
        facet.numericRangeInto(bits, from, to);
        // Not equal: every record without this value, records without the attribute included.
        if (node.operator === "!=") invertWithin(bits, this.index.universe);
        return { bits, owned: true };
      }
      case "range": {
        const facet = this.facet(node.attribute);
        const from = facet.numericLowerBound(node.lower, false);
        const to = Math.max(from, facet.numericLowerBound(node.upper, true));
        const bits = this.pool.zeroed();
        facet.numericRangeInto(bits, from, to);
        return { bits, owned: true };
      }
    }
    throw new Error("unreachable filter node");
  }

  private facet(attribute: string): FacetIndex {
    const facet = this.index.facets.get(attribute);
    if (!facet) badRequest(`Attribute "${attribute}" is not in attributesForFaceting, so it cannot be used in filters`);
    return facet;
  }

  /** Facets to count: "*" is every attribute for faceting; unknown names are ignored, as Algolia does. */
  private requestedFacets(request: NormalizedRequest): FacetIndex[] {
    const names = request.facets.includes("*") ? Array.from(this.index.facets.keys()) : request.facets;
    const seen = new Set<string>();
    const facets: FacetIndex[] = [];
    for (const name of names) {
      const facet = this.index.facets.get(name);
      if (facet && !seen.has(name)) {
        seen.add(name);
        facets.push(facet);
      }
    }
    return facets;
  }

  private hits(request: NormalizedRequest, bits: Bitset, docs: Uint32Array, started: number): HitsResult {
    const count = docs.length;
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, FacetStats> = {};
    for (const facet of this.requestedFacets(request)) {
      const tally = tallyFacet(facet, docs, count);
      if (tally.length > 0) facets[facet.attribute] = facetCountsObject(facet, topValueIds(facet, tally, request.maxValuesPerFacet));
      const facetStat = facetStats(facet, tally);
      if (facetStat) stats[facet.attribute] = facetStat;
      releaseTally(facet, tally);
    }

    const { hitsPerPage } = request;
    const start = request.offset ?? request.page * hitsPerPage;
    const length = request.length ?? hitsPerPage;
    const end = Math.min(start + length, count, paginationLimit);
    const pageDocs = start < end ? this.pageOfDocs(request, bits, docs, start, end) : [];
    const highlightAttributes = this.highlightAttributes(request);
    let hits: SearchHit[] = [];
    if (pageDocs.length > 0) {
      const table = request.queryWords.length > 0 ? this.wordMatchTable(request.queryWords) : null;
      const highlighter = new Highlighter(request.queryWords, request.highlightPreTag, request.highlightPostTag, table);
      hits = pageDocs.map((doc) => toHit(this.index.records[doc]!, request.attributesToRetrieve, highlighter, highlightAttributes, this.searchable));
    }

    const result: HitsResult = {
      hits,
      nbHits: count,
      page: request.offset !== null ? (hitsPerPage > 0 ? Math.floor(request.offset / hitsPerPage) : 0) : request.page,
      nbPages: hitsPerPage > 0 ? Math.min(Math.ceil(count / hitsPerPage), Math.ceil(paginationLimit / hitsPerPage)) : 0,
      hitsPerPage,
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      exhaustive: { facetsCount: true, nbHits: true, typo: true },
      query: request.query,
      params: request.params,
      index: request.indexName,
      processingTimeMS: Math.round(performance.now() - started),
    };
    if (request.offset !== null) {
      result.offset = request.offset;
      result.length = length;
    }
    if (request.facets.length > 0) result.facets = facets;
    if (Object.keys(stats).length > 0) result.facets_stats = stats;
    return result;
  }

  private highlightAttributes(request: NormalizedRequest): readonly string[] {
    const listed = request.attributesToHighlight;
    if (listed === null || listed.includes("*")) return this.index.settings.searchableAttributes;
    return listed;
  }

  /**
   * The documents at positions [start, end) of the ranking. Without text, or
   * on a sort replica, the order is the precomputed one; with text on the main
   * index, the text bucket comes first, then custom_rank and objectID.
   */
  private pageOfDocs(request: NormalizedRequest, bits: Bitset, docs: Uint32Array, start: number, end: number): number[] {
    const sort: AttributeSort | null = sortOfIndexName(request.indexName);
    const order = sort ? this.index.sortOrder(sort) : this.index.relevance;
    const size = this.index.size;
    const count = docs.length;

    if (sort || request.queryWords.length === 0) {
      // Walking the order visits about end * size / count documents; sorting costs count * log(count).
      if ((end * size) / count < count * Math.log2(count + 1)) {
        const page: number[] = [];
        let seen = 0;
        for (let position = 0; position < size && seen < end; position++) {
          const doc = order.order[position]!;
          if (!hasDoc(bits, doc)) continue;
          if (seen >= start) page.push(doc);
          seen++;
        }
        return page;
      }
      const ranks = this.pool.keyList();
      for (let index = 0; index < count; index++) ranks[index] = order.rank[docs[index]!]!;
      sortSmallest(ranks, count, end);
      return pageOf(ranks, start, end, (rank) => order.order[rank]!);
    }

    // Both lists ascend by document, so each result's bucket is found by merging.
    const match = this.textMatch(request.queryWords);
    const keys = this.pool.keyList();
    let cursor = 0;
    for (let index = 0; index < count; index++) {
      const doc = docs[index]!;
      while (match.docs[cursor]! < doc) cursor++;
      keys[index] = match.buckets[cursor]! * size + order.rank[doc]!;
    }
    sortSmallest(keys, count, end);
    return pageOf(keys, start, end, (key) => order.order[key % size]!);
  }

  private facetSearch(request: NormalizedRequest, docs: Uint32Array, started: number): FacetHitsResult {
    const facet = this.facet(request.facet!);
    const tally = tallyFacet(facet, docs, docs.length);
    const queryWords = wordsOf(request.facetQuery);
    const highlighter = new Highlighter(queryWords, request.highlightPreTag, request.highlightPostTag);
    const matching = new Map<string, number>();
    for (let index = 0; index < tally.length; index++) {
      const id = tally.touched[index]!;
      const key = facet.keys[id]!;
      if (facetValueMatches(key, queryWords)) matching.set(key, (matching.get(key) ?? 0) + facet.counts[id]!);
    }
    releaseTally(facet, tally);
    const facetHits: FacetHit[] = Array.from(matching, ([value, count]) => ({ value, count, highlighted: "" }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
      .slice(0, request.maxFacetHits)
      .map((hit) => ({ value: hit.value, highlighted: highlighter.highlightText(hit.value).value, count: hit.count }));
    return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) };
  }
}

/** The documents of sorted keys [start, end). */
function pageOf(keys: Float64Array, start: number, end: number, docOf: (key: number) => number): number[] {
  const page = new Array<number>(end - start);
  for (let index = start; index < end; index++) page[index - start] = docOf(keys[index]!);
  return page;
}

/** The facet query's words must each match a word of the value, by the same rules as a search. */
export function facetValueMatches(value: string, queryWords: readonly string[]): boolean {
  if (queryWords.length === 0) return true;
  const valueWords = wordsOf(value);
  return queryWords.every((queryWord, position) => valueWords.some((word) => wordMatchCode(queryWord, word, position === queryWords.length - 1) >= 0));
}

/** A hit: the retrieved attributes, objectID, and the highlight of each highlighted attribute the record has. */
export function toHit(
  record: SearchRecord,
  attributesToRetrieve: readonly string[] | null,
  highlighter: Highlighter,
  highlightAttributes: readonly string[],
  searchable: ReadonlySet<string>,
): SearchHit {
  const highlights: Record<string, HighlightTree> = {};
  for (const attribute of highlightAttributes) {
    const value = record[attribute];
    if (value === undefined || value === null) continue;
    const highlighted = highlighter.highlightValue(value, searchable.has(attribute));
    if (highlighted !== undefined) highlights[attribute] = highlighted;
  }
  if (attributesToRetrieve === null || (attributesToRetrieve.length === 1 && attributesToRetrieve[0] === "*")) {
    const copy = hitFactoryOf(record);
    if (copy) return copy(record, highlights);
  }
  const hit = projectRecord(record, attributesToRetrieve);
  hit._highlightResult = highlights;
  return hit;
}

/** attributesToRetrieve: null or "*" for all, "-attr" to leave one out of "*"; objectID always. */
function projectRecord(record: SearchRecord, attributes: readonly string[] | null): SearchHit {
  if (attributes === null) return copyRecord(record, null);
  if (attributes.includes("*")) {
    let left: Set<string> | null = null;
    for (const attribute of attributes) if (attribute.startsWith("-") && attribute !== "-objectID") (left ??= new Set()).add(attribute.slice(1));
    return copyRecord(record, left);
  }
  const hit: SearchHit = { objectID: record.objectID };
  for (const attribute of attributes) if (Object.hasOwn(record, attribute)) hit[attribute] = record[attribute];
  return hit;
}

/**
 * A shallow copy of a record, as `{ ...record }` makes it (own enumerable
 * properties, in order), less the names in `left`. Not a spread on purpose:
 * V8 promoted spread copies of the 70-field car records to the old generation
 * at every minor collection (about 2.4 MB each in the bench), which made each
 * minor pause 3-4 ms and brought full collections of the whole heap.
 */
function copyRecord(record: SearchRecord, left: ReadonlySet<string> | null): SearchHit {
  const hit = {} as SearchHit;
  const names = Object.keys(record);
  for (let index = 0; index < names.length; index++) {
    const name = names[index]!;
    if (left !== null && left.has(name)) continue;
    if (name === "__proto__") Object.defineProperty(hit, name, { value: record[name], enumerable: true, writable: true, configurable: true });
    else hit[name] = record[name];
  }
  return hit;
}

type HitFactory = (record: SearchRecord, highlights: Record<string, HighlightTree>) => SearchHit;

interface RecordShape {
  names: string[];
  make: HitFactory;
}

/**
 * Hits are built per record shape (its own enumerable names, in order) by
 * one object literal naming every property: the hit is allocated once at its
 * final size, where a copy property by property grows it step by step (2.5 KB
 * instead of 6 KB per car hit, and a page makes 21 of them; the garbage of a
 * search sets how often the young generation is collected, and each
 * collection lands on a search). Inventories have a handful of shapes.
 */
const shapes: RecordShape[] = [];
const maxShapes = 16;
let codeGenerationAllowed = true;

function hasShape(record: SearchRecord, names: readonly string[]): boolean {
  let index = 0;
  // for...in walks own enumerable names in order, then inherited ones: any inherited name is a mismatch.
  for (const name in record) {
    if (names[index] !== name) return false;
    index++;
  }
  return index === names.length;
}

function hitFactoryOf(record: SearchRecord): HitFactory | null {
  if (Object.getOwnPropertySymbols(record).length > 0) return null;
  for (let index = 0; index < shapes.length; index++) {
    const shape = shapes[index]!;
    if (hasShape(record, shape.names)) {
      // Most recently used first: an inventory's records nearly all share one shape.
      if (index > 0) {
        shapes.splice(index, 1);
        shapes.unshift(shape);
      }
      return shape.make;
    }
  }
  if (shapes.length >= maxShapes || !codeGenerationAllowed) return null;
  const names = Object.keys(record);
  // A literal's "__proto__" sets the prototype; such a record takes the general path.
  if (names.includes("__proto__") || !hasShape(record, names)) return null;
  const fields = names.map((name) => (name === "_highlightResult" ? "_highlightResult: highlights" : `${JSON.stringify(name)}: record[${JSON.stringify(name)}]`));
  if (!names.includes("_highlightResult")) fields.push("_highlightResult: highlights");
  let make: HitFactory;
  try {
    // The names are written as JSON string literals: no record text is ever run as code.
    make = new Function("record", "highlights", `return { ${fields.join(", ")} };`) as HitFactory;
  } catch {
    // Code generation from strings disallowed (--disallow-code-generation-from-strings): copy instead.
    codeGenerationAllowed = false;
    return null;
  }
  shapes.unshift({ names, make });
  return make;
}
