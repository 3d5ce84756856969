// The engine's public shapes: what `search` takes and resolves to, exactly as
// the Algolia multi-query endpoint answers (issue 4 item 6).
import { type HighlightTree } from "./highlight";
import { type SearchLimits } from "./limits";
import { type RawSearchRequest } from "./params";
import { type SearchRecord } from "./record-values";

export type { RawSearchRequest, SearchRecord };

export interface EmbeddedEngineOptions {
  /** Attributes whose words are searched; defaults to the car's searchable fields. */
  searchableAttributes?: readonly string[];
  /** Attributes that can be filtered, counted and sorted on; defaults to the spec 3 facets plus the platform's filters. */
  attributesForFaceting?: readonly string[];
  /** The custom ranking of the main index (descending); default `custom_rank`. */
  customRankAttribute?: string;
  /** Sort replicas (`attribute:asc|desc`) ranked when the index is built; others are ranked on first use. */
  sortReplicas?: readonly string[];
}

export interface SearchOptions {
  /**
   * A filter the server ANDs onto every request, parsed on its own so nothing
   * the client sends can regroup it (tenant isolation, issue 4 item 3).
   */
  enforcedFilters?: string | null;
  /**
   * Stricter limits for this call than the engine's own (Algolia's): the public
   * endpoint's (issue 14). A limit looser than the engine's is ignored.
   */
  limits?: Partial<SearchLimits>;
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export type SearchHit = Record<string, unknown> & { objectID: string; _highlightResult?: Record<string, HighlightTree> };

export interface HitsResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveFacetsCount: true;
  exhaustiveNbHits: true;
  exhaustive: { facetsCount: true; nbHits: true; typo: true };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface FacetHitsResult {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

export type SearchResult = HitsResult | FacetHitsResult;

export interface SearchResponse {
  results: SearchResult[];
}

export interface EmbeddedEngine {
  /** Answers a multi-query; rejects with a SearchRequestError (`status: 400`) for a bad request. */
  search(requests: readonly RawSearchRequest[], options?: SearchOptions): Promise<SearchResponse>;
  /** Rebuilds the index from a new set of records (issue 4 item 4: on a newer data version). */
  replace(records: readonly SearchRecord[]): void;
  /** Number of records indexed. */
  readonly size: number;
  /** Approximate bytes held by the index beyond the records themselves. */
  readonly indexBytes: number;
}
