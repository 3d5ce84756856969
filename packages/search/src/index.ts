// @forecourt/search: vehicle search for the storefront (issue 4). The engine
// and its HTTP protocol live at their own subpaths so a browser bundle that
// only needs records or types never pulls them in:
//   @forecourt/search/engine    createEmbeddedEngine, the brute-force reference
//   @forecourt/search/protocol  handleSearchHttp (mounted under /api/search)
//   @forecourt/search/secured-key  securedSearchKey (server only: Node's HMAC)
// The client and routing helpers below are safe in the browser.
export { bandLabels, bandOf, carCategories, type CarRecord, type CarRecordOptions, carToRecord, customRank, filteredFeatures, lenderFigures, unixSeconds, weeklyPrice } from "./records";
export type { EmbeddedEngine, EmbeddedEngineOptions, FacetHitsResult, HitsResult, RawSearchRequest, SearchHit, SearchOptions, SearchRecord, SearchResponse, SearchResult } from "./engine";
export {
  createSearchClient,
  defaultResultCacheSize,
  defaultSearchIndexName,
  embeddedCredentials,
  embeddedReadTimeoutMs,
  embeddedSearchPath,
  type ForecourtSearchClient,
  inProcessTimeoutMs,
  liteClientFor,
  type MultiQueryClient,
  type MultiQuerySearch,
  type ResultCacheOptions,
  type SearchBackend,
  type SearchClientOptions,
  type SearchHost,
  SearchTimeoutError,
  withEmptyFallback,
  withResultCache,
} from "./client";
export {
  createSearchRouting,
  isSortOfIndex,
  queryToUiState,
  searchHref,
  type SearchRouteState,
  searchRouteState,
  type SearchRouting,
  type SearchRoutingOptions,
  searchStateMapping,
  uiStateToQuery,
  withoutPageOnFilterChange,
} from "./routing";
