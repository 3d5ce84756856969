// The subset of Algolia's REST API that the lite client and InstantSearch use
// (issue 4 item 2), framework-neutral: the storefront's route handler under
// /api/search passes the method, path and body text in and sends `{ status,
// json }` back (or `body`, the JSON already serialized). The site's filter
// comes from the server, never from the body; the public limits apply to every
// call (issue 14).
import { type EmbeddedEngine, isSearchRequestError, type RawSearchRequest } from "../engine";
import { isLargerThan, type PublicSearchLimits, publicSearchLimitsWith } from "./public-limits";

export interface SearchHttpRequest {
  engine: EmbeddedEngine;
  method: string;
  /** The request path, with or without a mount prefix and query string: `/api/search/1/indexes/*\/queries?x-algolia-agent=...`. */
  path: string;
  /** The raw body: the lite client sends JSON as text/plain to avoid a CORS preflight (issue 4 item 7). */
  bodyText: string;
  /**
   * The filter ANDed onto every request on the server (the site's filter and its
   * template's base filter, issue 4 item 3); null only where no tenant applies.
   */
  siteFilter: string | null;
  /** Overrides of publicSearchLimits; none can loosen a limit past the engine's own. */
  limits?: Partial<PublicSearchLimits>;
}

export interface AlgoliaErrorBody {
  message: string;
  status: number;
}

export interface SearchHttpResponse {
  status: number;
  json: unknown;
  /** `json` serialized, when the handler has done it (to measure an answer): send it as is rather than stringify again. */
  body?: string;
}

type Route = { kind: "queries" } | { kind: "query"; indexName: string } | { kind: "facetValues"; indexName: string; facet: string };

export function algoliaError(status: number, message: string): SearchHttpResponse {
  return { status, json: { message, status } satisfies AlgoliaErrorBody };
}

class RouteError extends Error {
  constructor(readonly response: SearchHttpResponse) {
    super(String((response.json as AlgoliaErrorBody).message));
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new RouteError(algoliaError(400, `Malformed path segment: ${segment}`));
  }
}

/** Finds the Algolia route after any mount prefix: `.../1/indexes/{index}/...`. */
export function routeOf(path: string): Route | null {
  const pathname = path.split("?")[0]!.split("#")[0]!;
  const marker = pathname.indexOf("/1/indexes/");
  if (marker < 0) return null;
  const segments = pathname.slice(marker + "/1/indexes/".length).split("/");
  if (segments.length === 2 && segments[0] === "*" && segments[1] === "queries") return { kind: "queries" };
  if (segments.length === 2 && segments[0] !== "" && segments[1] === "query") return { kind: "query", indexName: decodeSegment(segments[0]!) };
  if (segments.length === 4 && segments[0] !== "" && segments[1] === "facets" && segments[2] !== "" && segments[3] === "query") {
    return { kind: "facetValues", indexName: decodeSegment(segments[0]!), facet: decodeSegment(segments[2]!) };
  }
  return null;
}

function parseBody(bodyText: string): Record<string, unknown> {
  if (bodyText.trim() === "") return {};
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw new RouteError(algoliaError(400, "The request body is not valid JSON"));
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw new RouteError(algoliaError(400, "The request body must be a JSON object"));
  return body as Record<string, unknown>;
}

/** The engine requests a route and body stand for; a multi-query answers `{ results }`, the others one result. */
function requestsFor(route: Route, body: Record<string, unknown>): RawSearchRequest[] {
  if (route.kind === "queries") {
    if (!Array.isArray(body.requests)) throw new RouteError(algoliaError(400, 'The body needs "requests": an array of { indexName, params }'));
    return body.requests as RawSearchRequest[];
  }
  if (route.kind === "query") return [{ ...body, indexName: route.indexName, type: "default" }];
  // Facet value search sends the search parameters beside facetQuery and maxFacetHits.
  return [{ ...body, indexName: route.indexName, type: "facet", facet: route.facet }];
}

export async function handleSearchHttp({ engine, method, path, bodyText, siteFilter, limits: overrides }: SearchHttpRequest): Promise<SearchHttpResponse> {
  try {
    const route = routeOf(path);
    if (!route) return algoliaError(404, "Not found: the embedded search answers POST /1/indexes/*/queries, /1/indexes/{index}/query and /1/indexes/{index}/facets/{facet}/query");
    if (method.toUpperCase() === "OPTIONS") return { status: 204, json: null };
    if (method.toUpperCase() !== "POST") return algoliaError(405, `Method ${method} not allowed: use POST`);
    const requests = requestsFor(route, parseBody(bodyText));
    const limits = publicSearchLimitsWith(overrides);
    const response = await engine.search(requests, { enforcedFilters: siteFilter, limits });
    const json = route.kind === "queries" ? response : response.results[0];
    const body = JSON.stringify(json);
    if (isLargerThan(body, limits.maxAnswerBytes)) {
      return algoliaError(400, `The answer is larger than ${limits.maxAnswerBytes} bytes, the most one call may return: ask for fewer hits (hitsPerPage, length), attributes (attributesToRetrieve) or facet values (facets, maxValuesPerFacet)`);
    }
    return { status: 200, json, body };
  } catch (error) {
    if (error instanceof RouteError) return error.response;
    if (isSearchRequestError(error)) return algoliaError(400, error.message);
    // Not the client's fault (a bad site filter, a bug): no details leave the server.
    return algoliaError(500, "The embedded search failed to answer");
  }
}
