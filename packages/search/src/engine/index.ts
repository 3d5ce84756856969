// @forecourt/search/engine: the embedded Algolia-compatible engine (issue 4 item 6).
export { createEmbeddedEngine, parseEnforcedFilter } from "./engine";
export { defaultAttributesForFaceting, defaultCustomRankAttribute, defaultSearchableAttributes, defaultSortReplicas, specSearchFacets } from "./defaults";
export { SearchRequestError, isSearchRequestError } from "./errors";
export { type FilterNode, type NumericOperator } from "./filter-ast";
export { parseFilterString } from "./filter-parser";
export { engineSearchLimits, type SearchLimits } from "./limits";
export { defaultHitsPerPage, paginationLimit } from "./params";
export { type HighlightResult, type HighlightTree } from "./highlight";
export type {
  EmbeddedEngine,
  EmbeddedEngineOptions,
  FacetHit,
  FacetHitsResult,
  FacetStats,
  HitsResult,
  RawSearchRequest,
  SearchHit,
  SearchOptions,
  SearchRecord,
  SearchResponse,
  SearchResult,
} from "./types";
