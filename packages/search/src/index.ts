// @forecourt/search: vehicle search for the storefront (issue 4). The engine
// and its HTTP protocol live at their own subpaths so a browser bundle that
// only needs records or types never pulls them in:
//   @forecourt/search/engine    createEmbeddedEngine, the brute-force reference
//   @forecourt/search/protocol  handleSearchHttp (mounted under /api/search)
export { bandLabels, bandOf, carCategories, type CarRecord, type CarRecordOptions, carToRecord, customRank, filteredFeatures, lenderFigures, unixSeconds, weeklyPrice } from "./records";
export type { EmbeddedEngine, EmbeddedEngineOptions, FacetHitsResult, HitsResult, RawSearchRequest, SearchHit, SearchOptions, SearchRecord, SearchResponse, SearchResult } from "./engine";
