// How much one call may ask of the engine (issue 14: a 1.2 KB request got
// 1.52 MB back). The engine's own limits are Algolia's, which in-process
// callers rely on (the make list asks maxValuesPerFacet 1000); a caller facing
// the public passes stricter ones in SearchOptions.limits.
import { badRequest } from "./errors";
import { type NormalizedRequest } from "./params";

export interface SearchLimits {
  /** Requests (queries) in one multi-query call. */
  maxQueriesPerCall: number;
  /** `hitsPerPage`, and `length`, of one request. */
  maxHitsPerPage: number;
  /** The hits asked by all the requests of one call together: each one's `length`, else its `hitsPerPage`. */
  maxHitsPerCall: number;
  /** `highlightPreTag`, `highlightPostTag` and `snippetEllipsisText`, in characters. */
  maxTagLength: number;
  /** Names listed in `attributesToRetrieve`, and in `attributesToHighlight`. */
  maxAttributesListed: number;
  /** Values counted per facet (`maxValuesPerFacet`). */
  maxValuesPerFacet: number;
}

/** Algolia's own limits; where Algolia documents none, the engine sets none either. */
export const engineSearchLimits: Readonly<SearchLimits> = {
  /** Algolia answers at most 100 queries in one multi-query. */
  maxQueriesPerCall: 100,
  /** Algolia's hitsPerPage and length go up to 1000. */
  maxHitsPerPage: 1000,
  maxHitsPerCall: Number.POSITIVE_INFINITY,
  maxTagLength: Number.POSITIVE_INFINITY,
  maxAttributesListed: Number.POSITIVE_INFINITY,
  /** Algolia's maxValuesPerFacet goes up to 1000. */
  maxValuesPerFacet: 1000,
};

const limitNames = Object.keys(engineSearchLimits) as Array<keyof SearchLimits>;

/** The engine's limits tightened by a caller's; a limit looser than the engine's own is ignored. */
export function resolveSearchLimits(stricter: Partial<SearchLimits> = {}): SearchLimits {
  const limits = { ...engineSearchLimits };
  for (const name of limitNames) {
    const limit = stricter[name];
    if (limit !== undefined) limits[name] = Math.min(limits[name], limit);
  }
  return limits;
}

export function checkQueryCount(count: number, limits: SearchLimits): void {
  if (count > limits.maxQueriesPerCall) badRequest(`Invalid value for "requests": at most ${limits.maxQueriesPerCall} queries per call, got ${count}`);
}

/** Hits are counted as asked, not as found: the check runs before any request does. */
export function checkHitsPerCall(requests: readonly NormalizedRequest[], limits: SearchLimits): void {
  let asked = 0;
  for (const request of requests) if (request.type === "default") asked += request.length ?? request.hitsPerPage;
  if (asked > limits.maxHitsPerCall) badRequest(`Too many hits asked in one call: the requests' hitsPerPage (or length) add up to ${asked}, at most ${limits.maxHitsPerCall}`);
}
