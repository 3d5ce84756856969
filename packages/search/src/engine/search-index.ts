// Everything built from one set of records: the text index, one facet index
// per attribute for faceting, and the precomputed orders. Built whole by
// `replace` and swapped in, so a search never sees half an index.
import { type Bitset, fullBitset } from "./bitset";
import { FacetIndex } from "./facet-index";
import { type SearchRecord } from "./record-values";
import { type AttributeSort, parseReplica } from "./replicas";
import { numericSortOrder, objectIdRanks, type SortOrder } from "./sort-order";
import { TextIndex } from "./text-index";

export interface IndexSettings {
  searchableAttributes: readonly string[];
  attributesForFaceting: readonly string[];
  customRankAttribute: string;
  sortReplicas: readonly string[];
}

export class SearchIndex {
  private readonly sortOrders = new Map<string, SortOrder>();

  private constructor(
    readonly settings: IndexSettings,
    readonly records: readonly SearchRecord[],
    readonly universe: Bitset,
    readonly text: TextIndex,
    readonly facets: ReadonlyMap<string, FacetIndex>,
    private readonly idRanks: Uint32Array,
    /** custom_rank descending, then objectID: the order of a search without text. */
    readonly relevance: SortOrder,
  ) {}

  static build(input: readonly SearchRecord[], settings: IndexSettings): SearchIndex {
    const records = uniqueRecords(input);
    const objectIDs = records.map((record) => record.objectID);
    const idRanks = objectIdRanks(objectIDs);
    const text = TextIndex.build(records, settings.searchableAttributes);
    const facets = new Map(settings.attributesForFaceting.map((attribute) => [attribute, FacetIndex.build(records, attribute)]));
    const relevance = numericSortOrder(records, settings.customRankAttribute, "desc", idRanks);
    const index = new SearchIndex(settings, records, fullBitset(records.length), text, facets, idRanks, relevance);
    for (const replica of settings.sortReplicas) {
      const sort = parseReplica(replica);
      if (!sort) throw new TypeError(`Invalid sort replica ${JSON.stringify(replica)}: expected attribute:asc or attribute:desc`);
      index.sortOrder(sort);
    }
    return index;
  }

  get size(): number {
    return this.records.length;
  }

  /** Whether sorting by this attribute is allowed: a replica or an attribute for faceting (bounds what can be built on demand). */
  canSortBy(sort: AttributeSort): boolean {
    return this.facets.has(sort.attribute) || this.settings.sortReplicas.includes(`${sort.attribute}:${sort.direction}`);
  }

  sortOrder(sort: AttributeSort): SortOrder {
    const key = `${sort.attribute}:${sort.direction}`;
    let order = this.sortOrders.get(key);
    if (!order) {
      order = numericSortOrder(this.records, sort.attribute, sort.direction, this.idRanks);
      this.sortOrders.set(key, order);
    }
    return order;
  }

  get byteLength(): number {
    let bytes = this.universe.byteLength + this.idRanks.byteLength + this.text.byteLength;
    for (const facet of this.facets.values()) bytes += facet.byteLength;
    for (const order of [this.relevance, ...this.sortOrders.values()]) bytes += order.order.byteLength + order.rank.byteLength;
    return bytes;
  }
}

/** Records need a non-empty string objectID; a repeated objectID keeps the last record, as an Algolia save would. */
function uniqueRecords(records: readonly SearchRecord[]): SearchRecord[] {
  const byId = new Map<string, SearchRecord>();
  for (const record of records) {
    if (record === null || typeof record !== "object" || typeof record.objectID !== "string" || record.objectID === "") {
      throw new TypeError("Every search record needs a non-empty string objectID");
    }
    if (byId.has(record.objectID)) byId.delete(record.objectID);
    byId.set(record.objectID, record);
  }
  return byId.size === records.length ? [...records] : Array.from(byId.values());
}
