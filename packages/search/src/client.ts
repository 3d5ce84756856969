// The search client a storefront page hands to InstantSearch (issue 4 item 1).
// One interface, three backends the UI cannot tell apart:
//   - 'algolia': the unchanged `algoliasearch/lite` client on Algolia's hosts,
//     with the site's search-only (secured) key (see secured-key.ts);
//   - 'embedded-http': the same lite client pointed with custom hosts at the
//     embedded endpoint of the app serving the page (`{origin}/api/search`);
//   - 'in-process': during server rendering, a function that calls the engine
//     directly (no HTTP hop to itself: Node cannot resolve `*.localhost`).
// Every client keeps the last results per request (spec 4 'Search', spec 9)
// and keeps the previous hits on screen when a search fails (spec 8).
import { type LiteClient, liteClient } from "algoliasearch/lite";
import type { SearchClient } from "instantsearch.js";
import type { RawSearchRequest, SearchResponse } from "./engine/types";
import { emptySearchResponse } from "./protocol/empty-results";

/** spec 7: the vehicle index is `Car_production` unless the site names its own. */
export const defaultSearchIndexName = "Car_production";

/** spec 9: 'Result caches hold about 10 entries, evicting the oldest.' */
export const defaultResultCacheSize = 10;

/** The embedded endpoint accepts any application id and key: the site comes from the host (issue 4 item 2). */
export const embeddedCredentials = { appId: "embedded", apiKey: "embedded" } as const;

/** Where the embedded endpoint is mounted in every template app. */
export const embeddedSearchPath = "/api/search";

/** issue 4 item 7: the lite client's 5 s default is too short for a cold dev server. */
export const embeddedReadTimeoutMs = 30_000;

/** A server-rendered page never waits longer than this for a search (issue 4 item 7). */
export const inProcessTimeoutMs = 10_000;

/** One host of Algolia's REST API, as the lite client takes it. */
export interface SearchHost {
  /** Host, port and optional path prefix: `127.0.0.1:4000` or `acme.localhost:3001/api/search`. */
  url: string;
  protocol: "http" | "https";
}

/** Runs a multi-query as InstantSearch sends it (`[{ indexName, params }]`) and resolves Algolia's `{ results }`. */
export type MultiQuerySearch = (requests: readonly RawSearchRequest[]) => Promise<SearchResponse>;

export type SearchBackend =
  | {
      kind: "algolia";
      appId: string;
      /** The search-only key; for a site, the secured key that embeds the site's filter (secured-key.ts). */
      searchKey: string;
      /** Replaces Algolia's hosts: a stand-in server in tests, or a proxy in front of Algolia. */
      hosts?: readonly SearchHost[];
    }
  | {
      kind: "embedded-http";
      /** The origin serving the page: `window.location.origin` or `http://sunshine-toyota.localhost:3001`. */
      origin: string;
      /** Mount path of the endpoint; default `/api/search`. */
      path?: string;
      /** Read timeout in ms; default 30 s. */
      readTimeoutMs?: number;
    }
  | {
      kind: "in-process";
      /** Calls the engine with the site's filter enforced (the storefront supplies it). */
      search: MultiQuerySearch;
      /** After this many ms the page gets empty results; default 10 s. */
      timeoutMs?: number;
      /** Told about a failed or timed-out search (the page itself gets empty results). */
      onError?: (error: unknown) => void;
    };

/**
 * The part of a search client the wrappers here rely on. `clearCache` is what
 * InstantSearch's `refresh()` calls; `addAlgoliaAgent` lets it name itself in
 * the user agent of Algolia requests.
 */
export interface MultiQueryClient {
  search: MultiQuerySearch;
  clearCache?: () => Promise<void> | void;
  addAlgoliaAgent?: (segment: string, version?: string) => void;
}

/** What `createSearchClient` returns: InstantSearch's client type, plus our typed `search`. */
export type ForecourtSearchClient = SearchClient & MultiQueryClient;

export interface ResultCacheOptions {
  /** Number of responses kept; default 10 (spec 9). */
  size?: number;
}

/** Whether `response` can stand in for an answer to `requests`: same count, and facet searches where facet searches were asked. */
function answersShapeOf(requests: readonly RawSearchRequest[], response: SearchResponse): boolean {
  return response.results.length === requests.length && requests.every((request, index) => (request.type === "facet") === "facetHits" in response.results[index]!);
}

/**
 * Caches responses per request key (the JSON of the requests) and, when a
 * search fails, answers with the last response shown if it has the same
 * shape, so the previous hits stay on screen (spec 4 'Search', spec 8
 * 'Search error'); otherwise the error goes on to InstantSearch. Searches
 * within a facet list (`type: 'facet'`) are remembered apart, so typing in a
 * facet's search box does not replace the hits kept for the page.
 *
 * Written by hand because it is about 20 lines: a Map keeps insertion order,
 * so deleting its first key evicts the oldest answer (spec 9); a cache
 * library would add nothing here.
 * Responses are cloned in and out because InstantSearch's helper annotates
 * the objects it receives.
 */
export function withResultCache(client: MultiQueryClient, { size = defaultResultCacheSize }: ResultCacheOptions = {}): MultiQueryClient {
  if (!Number.isSafeInteger(size) || size < 1) throw new RangeError(`withResultCache: size must be a positive integer, got ${size}`);
  const entries = new Map<string, SearchResponse>();
  const lastShown = new Map<"hits" | "facet", SearchResponse>();
  const kindOf = (requests: readonly RawSearchRequest[]) => (requests.some((request) => request.type === "facet") ? "facet" : "hits");

  const cached: MultiQueryClient = {
    async search(requests) {
      const key = JSON.stringify(requests);
      const hit = entries.get(key);
      if (hit !== undefined) {
        lastShown.set(kindOf(requests), hit);
        return structuredClone(hit);
      }
      try {
        const response = await client.search(requests);
        const stored = structuredClone(response);
        entries.set(key, stored);
        if (entries.size > size) entries.delete(entries.keys().next().value!);
        lastShown.set(kindOf(requests), stored);
        return response;
      } catch (error) {
        const previous = lastShown.get(kindOf(requests));
        if (previous !== undefined && answersShapeOf(requests, previous)) return structuredClone(previous);
        throw error;
      }
    },
    async clearCache() {
      entries.clear();
      lastShown.clear();
      await client.clearCache?.();
    },
  };
  if (client.addAlgoliaAgent) cached.addAlgoliaAgent = client.addAlgoliaAgent.bind(client);
  return cached;
}

/** The error an in-process search reports when it took longer than its budget. */
export class SearchTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The search took longer than ${timeoutMs} ms`);
    this.name = "SearchTimeoutError";
  }
}

/**
 * A client that always resolves: the inner search's answer within `timeoutMs`,
 * otherwise (failure or timeout) an empty Algolia-shaped result per request, so
 * a server-rendered page never hangs on search (issue 4 item 7).
 */
export function withEmptyFallback(client: MultiQueryClient, { timeoutMs = inProcessTimeoutMs, onError }: { timeoutMs?: number; onError?: (error: unknown) => void } = {}): MultiQueryClient {
  const guarded: MultiQueryClient = {
    search(requests) {
      return new Promise<SearchResponse>((resolve) => {
        let settled = false;
        const settle = (response: SearchResponse, error?: unknown) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (error !== undefined) onError?.(error);
          resolve(response);
        };
        const timer = setTimeout(() => settle(emptySearchResponse(requests), new SearchTimeoutError(timeoutMs)), timeoutMs);
        Promise.resolve()
          .then(() => client.search(requests))
          .then(
            (response) => settle(response),
            (error: unknown) => settle(emptySearchResponse(requests), error ?? new Error("The search failed")),
          );
      });
    },
  };
  if (client.clearCache) guarded.clearCache = client.clearCache.bind(client);
  return guarded;
}

/**
 * The unchanged lite client for an HTTP backend: Algolia's own hosts, or the
 * embedded endpoint of the app serving the page. Exported so tests can check
 * the hosts and timeouts it is built with.
 */
export function liteClientFor(backend: Extract<SearchBackend, { kind: "algolia" | "embedded-http" }>): LiteClient {
  if (backend.kind === "algolia") {
    const hosts = backend.hosts?.map((host) => ({ url: host.url, protocol: host.protocol, accept: "readWrite" as const }));
    return liteClient(backend.appId, backend.searchKey, hosts === undefined ? undefined : { hosts });
  }
  const origin = new URL(backend.origin);
  if (origin.protocol !== "http:" && origin.protocol !== "https:") throw new TypeError(`embedded-http: the origin must be http or https, got ${backend.origin}`);
  const path = `/${(backend.path ?? embeddedSearchPath).replace(/^\/+|\/+$/g, "")}`;
  return liteClient(embeddedCredentials.appId, embeddedCredentials.apiKey, {
    hosts: [{ url: `${origin.host}${path === "/" ? "" : path}`, protocol: origin.protocol === "https:" ? "https" : "http", accept: "readWrite" }],
    timeouts: { connect: 2_000, read: backend.readTimeoutMs ?? embeddedReadTimeoutMs, write: 30_000 },
  });
}

/** Our view of the lite client: the same calls, typed with the engine's wire shapes. */
function fromLiteClient(client: LiteClient): MultiQueryClient {
  return {
    // The lite client flattens InstantSearch's `{ indexName, params }` requests
    // itself; its response is Algolia's wire shape, which SearchResponse describes.
    search: (requests) => client.search(requests as Parameters<LiteClient["search"]>[0]) as unknown as Promise<SearchResponse>,
    clearCache: () => client.clearCache(),
    addAlgoliaAgent: (segment, version) => client.addAlgoliaAgent(segment, version),
  };
}

export interface SearchClientOptions {
  /** Responses kept by the result cache; default 10 (spec 9). */
  cacheSize?: number;
}

/**
 * An InstantSearch search client for a site's backend (issue 4 item 1), with
 * the result cache of spec 4/9. For 'in-process', make one client per server
 * render: its cache lives as long as the client, and the engine's data may
 * change between renders.
 */
export function createSearchClient(backend: SearchBackend, { cacheSize }: SearchClientOptions = {}): ForecourtSearchClient {
  const cacheOptions = cacheSize === undefined ? {} : { size: cacheSize };
  const client =
    backend.kind === "in-process"
      ? // The fallback sits outside the cache, so an empty answer after a failure is never cached.
        withEmptyFallback(withResultCache({ search: backend.search }, cacheOptions), { timeoutMs: backend.timeoutMs, onError: backend.onError })
      : withResultCache(fromLiteClient(liteClientFor(backend)), cacheOptions);
  // InstantSearch's SearchClient type is generic over the hit type, which no
  // concrete client can state; the wire shape is the same.
  return client as ForecourtSearchClient;
}
