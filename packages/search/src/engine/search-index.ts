// Everything built from one set of records: the text index, one facet index
// per attribute for faceting, and the precomputed orders. Built whole by
// `replace` and swapped in, so a search never sees half an index.
import { type Bitset, fullBitset } from "./bitset";
import { type FacetIndex, FacetIndexBuilder } from "./facet-index";
import { type SearchRecord, sortValueOf } from "./record-values";
import { type AttributeSort, parseReplica } from "./replicas";
import { numericSortOrder, objectIdRanks, type SortOrder, sortValues } from "./sort-order";
import { type TextIndex, TextIndexBuilder } from "./text-index";

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
    checkRecords(input);
    let records = input;
    let idRanks = objectIdRanks(records.map((record) => record.objectID));
    if (!idRanks) {
      records = lastRecordPerObjectId(input);
      idRanks = objectIdRanks(records.map((record) => record.objectID))!;
    }
    // One pass over the records feeds every builder: each record is read while it is in the CPU cache.
    const textBuilder = new TextIndexBuilder(settings.searchableAttributes, records.length);
    const facetBuilders = settings.attributesForFaceting.map((attribute) => new FacetIndexBuilder(attribute, records.length));
    // custom_rank is read in the same pass; a facet's own index gives its sort values later.
    const customRanks = new Float64Array(records.length);
    for (let doc = 0; doc < records.length; doc++) {
      const record = records[doc]!;
      textBuilder.addRecord(doc, record);
      for (const builder of facetBuilders) builder.addRecord(doc, record);
      customRanks[doc] = sortValueOf(record, settings.customRankAttribute) ?? Number.NaN;
    }
    const text = textBuilder.finish();
    const facets = new Map(facetBuilders.map((builder) => [builder.attribute, builder.finish()]));
    const relevance = numericSortOrder(customRanks, "desc", idRanks);
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
      order = numericSortOrder(this.facets.get(sort.attribute)?.sortValues() ?? sortValues(this.records, sort.attribute), sort.direction, this.idRanks);
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

/** Records need a non-empty string objectID. */
function checkRecords(records: readonly SearchRecord[]): void {
  for (const record of records) {
    if (record === null || typeof record !== "object" || typeof record.objectID !== "string" || record.objectID === "") {
      throw new TypeError("Every search record needs a non-empty string objectID");
    }
  }
}

/** A repeated objectID keeps the last record, as an Algolia save would. */
function lastRecordPerObjectId(records: readonly SearchRecord[]): SearchRecord[] {
  const byId = new Map<string, SearchRecord>();
  for (const record of records) {
    byId.delete(record.objectID);
    byId.set(record.objectID, record);
  }
  return Array.from(byId.values());
}
