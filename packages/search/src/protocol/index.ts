// @forecourt/search/protocol: Algolia's HTTP protocol over the embedded engine (issue 4 item 2).
export { algoliaError, type AlgoliaErrorBody, handleSearchHttp, routeOf, type SearchHttpRequest, type SearchHttpResponse } from "./http";
export { emptySearchResponse } from "./empty-results";
export { type PublicSearchLimits, publicSearchLimits } from "./public-limits";
