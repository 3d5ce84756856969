// An empty answer in Algolia's shape for each request: what a page shows when
// a search fails during server rendering, instead of hanging (issue 4 item 7).
import { type FacetHitsResult, type HitsResult, type RawSearchRequest, type SearchResponse } from "../engine";

export function emptySearchResponse(requests: readonly RawSearchRequest[]): SearchResponse {
  return {
    results: requests.map((request): HitsResult | FacetHitsResult => {
      if (request.type === "facet") return { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 };
      const params = typeof request.params === "object" && request.params !== null ? (request.params as Record<string, unknown>) : request;
      const query = typeof params.query === "string" ? params.query : "";
      const hitsPerPage = typeof params.hitsPerPage === "number" ? params.hitsPerPage : 20;
      return {
        hits: [],
        nbHits: 0,
        page: 0,
        nbPages: 0,
        hitsPerPage,
        facets: {},
        exhaustiveFacetsCount: true,
        exhaustiveNbHits: true,
        exhaustive: { facetsCount: true, nbHits: true, typo: true },
        query,
        params: typeof request.params === "string" ? request.params : "",
        index: typeof request.indexName === "string" ? request.indexName : "",
        processingTimeMS: 0,
      };
    }),
  };
}
