// The search client of issue 4 item 1: the result cache and kept hits of spec
// 4/8/9, the never-hanging in-process client, and both HTTP backends checked
// on the wire against servers on 127.0.0.1 (no test reaches the internet).
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { type AddressInfo } from "node:net";
import instantsearch from "instantsearch.js/es/index.js";
import connectHits from "instantsearch.js/es/connectors/hits/connectHits.js";
import connectRefinementList from "instantsearch.js/es/connectors/refinement-list/connectRefinementList.js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createSearchClient,
  defaultSearchIndexName,
  embeddedReadTimeoutMs,
  liteClientFor,
  type MultiQueryClient,
  SearchTimeoutError,
  withEmptyFallback,
  withResultCache,
} from "./client";
import { createEmbeddedEngine } from "./engine";
import { demoRecords } from "./engine/testing/demo-cars";
import type { FacetHitsResult, HitsResult, RawSearchRequest, SearchResponse } from "./engine/types";
import { handleSearchHttp } from "./protocol/http";

/** A response whose one hit names the request it answers, so tests can tell answers apart. */
function answer(requests: readonly RawSearchRequest[], label: string): SearchResponse {
  return {
    results: requests.map((request) =>
      request.type === "facet"
        ? ({ facetHits: [{ value: label, highlighted: label, count: 1 }], exhaustiveFacetsCount: true, processingTimeMS: 0 } satisfies FacetHitsResult)
        : ({
            hits: [{ objectID: label }],
            nbHits: 1,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            exhaustiveFacetsCount: true,
            exhaustiveNbHits: true,
            exhaustive: { facetsCount: true, nbHits: true, typo: true },
            query: label,
            params: "",
            index: String(request.indexName),
            processingTimeMS: 0,
          } satisfies HitsResult),
    ),
  };
}

/** A fake inner client that answers with the query as the hit's id, or fails while told to. */
function fakeClient() {
  const calls: string[] = [];
  let failing = false;
  const client = {
    search: vi.fn(async (requests: readonly RawSearchRequest[]) => {
      const label = requests.map((request) => String((request.params as { query?: string; facetQuery?: string }).query ?? (request.params as { facetQuery?: string }).facetQuery ?? "")).join("|");
      calls.push(label);
      if (failing) throw Object.assign(new Error("Unreachable hosts"), { status: 503 });
      return answer(requests, label);
    }),
    clearCache: vi.fn(),
  } satisfies MultiQueryClient;
  const fail = (on: boolean) => {
    failing = on;
  };
  return { client, calls, fail };
}

const hitsRequest = (query: string): RawSearchRequest[] => [{ indexName: defaultSearchIndexName, params: { query, hitsPerPage: 21 } }];
const firstHitId = (response: SearchResponse) => (response.results[0] as HitsResult).hits[0]!.objectID;

describe("withResultCache (spec 4 'Search', spec 9)", () => {
  it("answers a repeated request from the cache without calling the inner client", async () => {
    const { client, calls } = fakeClient();
    const cached = withResultCache(client);
    const first = await cached.search(hitsRequest("hilux"));
    const second = await cached.search(hitsRequest("hilux"));
    expect(calls).toEqual(["hilux"]);
    expect(second).toEqual(first);
  });

  it("keys on the whole request: another parameter is another entry", async () => {
    const { client, calls } = fakeClient();
    const cached = withResultCache(client);
    await cached.search(hitsRequest("hilux"));
    await cached.search([{ indexName: defaultSearchIndexName, params: { query: "hilux", hitsPerPage: 21, page: 1 } }]);
    await cached.search([{ indexName: `${defaultSearchIndexName}:price:desc`, params: { query: "hilux", hitsPerPage: 21 } }]);
    expect(calls).toEqual(["hilux", "hilux", "hilux"]);
  });

  it("holds 10 entries: the 11th distinct key evicts the oldest, and only it", async () => {
    const { client, calls } = fakeClient();
    const cached = withResultCache(client);
    for (let key = 1; key <= 11; key++) await cached.search(hitsRequest(`q${key}`));
    expect(calls).toHaveLength(11);
    for (let key = 2; key <= 11; key++) await cached.search(hitsRequest(`q${key}`));
    expect(calls).toHaveLength(11);
    await cached.search(hitsRequest("q1"));
    expect(calls.slice(11)).toEqual(["q1"]);
  });

  it("evicts by age of the answer, not by use: a hit does not keep an old entry (spec 9 'evicting the oldest')", async () => {
    const { client, calls } = fakeClient();
    const cached = withResultCache(client, { size: 2 });
    await cached.search(hitsRequest("a"));
    await cached.search(hitsRequest("b"));
    await cached.search(hitsRequest("a"));
    await cached.search(hitsRequest("c"));
    await cached.search(hitsRequest("b"));
    await cached.search(hitsRequest("a"));
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });

  it("hands out copies: InstantSearch annotating a response does not change the cached one", async () => {
    const { client } = fakeClient();
    const cached = withResultCache(client);
    const first = await cached.search(hitsRequest("ranger"));
    (first.results[0] as HitsResult).hits.length = 0;
    const second = await cached.search(hitsRequest("ranger"));
    (second.results[0] as HitsResult).hits[0]!.objectID = "changed";
    expect(firstHitId(await cached.search(hitsRequest("ranger")))).toBe("ranger");
  });

  it("keeps the previous hits when a search fails (spec 8 'Search error')", async () => {
    const { client, fail } = fakeClient();
    const cached = withResultCache(client);
    await cached.search(hitsRequest("hilux"));
    fail(true);
    const kept = await cached.search(hitsRequest("hilux sr5"));
    expect(firstHitId(kept)).toBe("hilux");
  });

  it("keeps the hits last shown, even when they came from the cache", async () => {
    const { client, fail } = fakeClient();
    const cached = withResultCache(client);
    await cached.search(hitsRequest("hilux"));
    await cached.search(hitsRequest("corolla"));
    await cached.search(hitsRequest("hilux"));
    fail(true);
    expect(firstHitId(await cached.search(hitsRequest("rav4")))).toBe("hilux");
  });

  it("keeps the page's hits through a facet search, and the facet values through a failed facet search", async () => {
    const { client, fail } = fakeClient();
    const cached = withResultCache(client);
    const facetSearch = (facetQuery: string): RawSearchRequest[] => [{ indexName: defaultSearchIndexName, type: "facet", facet: "model", params: { facetQuery } }];
    await cached.search(hitsRequest("hilux"));
    await cached.search(facetSearch("hi"));
    fail(true);
    expect(firstHitId(await cached.search(hitsRequest("hilux sr")))).toBe("hilux");
    expect((await cached.search(facetSearch("hil"))).results[0]).toMatchObject({ facetHits: [{ value: "hi" }] });
  });

  it("rethrows when the previous response has another shape, or there is none", async () => {
    const { client, fail } = fakeClient();
    const cached = withResultCache(client);
    fail(true);
    await expect(cached.search(hitsRequest("hilux"))).rejects.toThrow("Unreachable hosts");
    fail(false);
    await cached.search(hitsRequest("hilux"));
    fail(true);
    const twoQueries = [...hitsRequest("a"), ...hitsRequest("b")];
    await expect(cached.search(twoQueries)).rejects.toMatchObject({ status: 503 });
    const facetSearch: RawSearchRequest[] = [{ indexName: defaultSearchIndexName, type: "facet", facet: "model", params: { facetQuery: "hi" } }];
    await expect(cached.search(facetSearch)).rejects.toThrow("Unreachable hosts");
  });

  it("does not cache a failure: the same request is asked again", async () => {
    const { client, calls, fail } = fakeClient();
    const cached = withResultCache(client);
    fail(true);
    await expect(cached.search(hitsRequest("x"))).rejects.toThrow();
    fail(false);
    expect(firstHitId(await cached.search(hitsRequest("x")))).toBe("x");
    expect(calls).toEqual(["x", "x"]);
  });

  it("clearCache (InstantSearch's refresh) empties the cache and the inner client's", async () => {
    const { client, calls } = fakeClient();
    const cached = withResultCache(client);
    await cached.search(hitsRequest("hilux"));
    await cached.clearCache!();
    await cached.search(hitsRequest("hilux"));
    expect(calls).toEqual(["hilux", "hilux"]);
    expect(client.clearCache).toHaveBeenCalledTimes(1);
  });

  it("refuses a size that is not a positive integer", () => {
    const { client } = fakeClient();
    expect(() => withResultCache(client, { size: 0 })).toThrow(RangeError);
    expect(() => withResultCache(client, { size: 2.5 })).toThrow(RangeError);
  });
});

describe("the in-process client never hangs a server render (issue 4 item 7)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers empty Algolia-shaped results per request when the search does not answer in time", async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const client = createSearchClient({ kind: "in-process", search: () => new Promise<SearchResponse>(() => {}), onError });
    const requests: RawSearchRequest[] = [
      { indexName: defaultSearchIndexName, params: { query: "hilux", hitsPerPage: 21 } },
      { indexName: defaultSearchIndexName, type: "facet", facet: "model", params: { facetQuery: "hi" } },
    ];
    const pending = client.search(requests);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(onError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const response = await pending;
    expect(response.results).toEqual([
      expect.objectContaining({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 21, query: "hilux", index: defaultSearchIndexName }),
      { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 },
    ]);
    expect(onError).toHaveBeenCalledWith(expect.any(SearchTimeoutError));
  });

  it("takes a shorter budget, and answers empty results when the search throws, even synchronously", async () => {
    const errors: unknown[] = [];
    const slow = createSearchClient({ kind: "in-process", search: () => new Promise<SearchResponse>((resolve) => setTimeout(() => resolve(answer(hitsRequest("late"), "late")), 200)), timeoutMs: 20, onError: (error) => errors.push(error) });
    expect((await slow.search(hitsRequest("late"))).results[0]).toMatchObject({ hits: [], nbHits: 0 });
    const throwing = createSearchClient({
      kind: "in-process",
      search: () => {
        throw new Error("engine not ready");
      },
      onError: (error) => errors.push(error),
    });
    expect((await throwing.search(hitsRequest("x"))).results[0]).toMatchObject({ hits: [], nbHits: 0 });
    expect(errors.map((error) => (error as Error).message)).toEqual(["The search took longer than 20 ms", "engine not ready"]);
  });

  it("passes a timely answer through and caches it, but never caches an empty fallback", async () => {
    let calls = 0;
    let failing = true;
    const client = createSearchClient({
      kind: "in-process",
      search: async (requests) => {
        calls++;
        if (failing) throw new Error("down");
        return answer(requests, "fresh");
      },
      onError: () => {},
    });
    expect((await client.search(hitsRequest("q"))).results[0]).toMatchObject({ nbHits: 0 });
    failing = false;
    expect(firstHitId(await client.search(hitsRequest("q")))).toBe("fresh");
    expect(firstHitId(await client.search(hitsRequest("q")))).toBe("fresh");
    expect(calls).toBe(2);
  });

  it("withEmptyFallback reports each failure once, even when a timed-out search fails later", async () => {
    const onError = vi.fn();
    let reject: (error: Error) => void = () => {};
    const guarded = withEmptyFallback({ search: () => new Promise<SearchResponse>((_, fail) => (reject = fail)) }, { timeoutMs: 5, onError });
    await guarded.search(hitsRequest("q"));
    reject(new Error("late failure"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A server on 127.0.0.1 that records each request and answers with `respond`. */
async function recordingServer(respond: (seen: Seen) => Promise<{ status: number; json: unknown }> | { status: number; json: unknown }) {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = { method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") };
      seen.push(entry);
      void Promise.resolve(respond(entry)).then(({ status, json }) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(json));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("the 'algolia' backend against a local stand-in for Algolia", () => {
  let standIn: Awaited<ReturnType<typeof recordingServer>>;
  let status = 200;

  beforeAll(async () => {
    standIn = await recordingServer(({ body }) => {
      if (status !== 200) return { status, json: { message: "Index does not exist", status } };
      const { requests } = JSON.parse(body) as { requests: RawSearchRequest[] };
      return { status: 200, json: answer(requests, "from-stand-in") };
    });
  });
  afterAll(() => standIn.close());

  const algolia = () => createSearchClient({ kind: "algolia", appId: "LATENCY", searchKey: "secured-search-key", hosts: [{ url: `127.0.0.1:${standIn.port}`, protocol: "http" }] });

  it("is built on Algolia's own hosts when no override is given", () => {
    const { transporter } = liteClientFor({ kind: "algolia", appId: "LATENCY", searchKey: "k" });
    expect(transporter.hosts.map((host) => `${host.protocol}://${host.url} ${host.accept}`).sort()).toEqual([
      "https://LATENCY-1.algolianet.com readWrite",
      "https://LATENCY-2.algolianet.com readWrite",
      "https://LATENCY-3.algolianet.com readWrite",
      "https://LATENCY-dsn.algolia.net read",
      "https://LATENCY.algolia.net write",
    ]);
  });

  it("sends InstantSearch's multi-query exactly as Algolia expects it (seen from Node)", async () => {
    standIn.seen.length = 0;
    const requests: RawSearchRequest[] = [
      { indexName: "Car_production", params: { query: "hilux", hitsPerPage: 21, facets: ["make", "model"], facetFilters: [["make:Toyota"]], page: 1 } },
      { indexName: "Car_production", params: { query: "hilux", hitsPerPage: 0, facets: "make", analytics: false } },
      { indexName: "Car_production", type: "facet", facet: "model", params: { facetQuery: "hi", maxFacetHits: 10 } },
    ];
    const response = await algolia().search(requests);
    expect(response.results.map((result) => ("hits" in result ? result.hits[0]!.objectID : result.facetHits[0]!.value))).toEqual(["from-stand-in", "from-stand-in", "from-stand-in"]);

    expect(standIn.seen).toHaveLength(1);
    const [sent] = standIn.seen;
    expect(sent!.method).toBe("POST");
    const url = new URL(sent!.url, "http://127.0.0.1");
    expect(url.pathname).toBe("/1/indexes/*/queries");
    // In Node the lite client sends the credentials as headers and only its agent in the query string;
    // the browser build puts them in the query string instead (issue 4 item 7, lite-client.test.ts).
    expect([...url.searchParams.keys()]).toEqual(["x-algolia-agent"]);
    expect(url.searchParams.get("x-algolia-agent")).toMatch(/^Algolia for JavaScript \(5\.64\.0\); Lite \(5\.64\.0\); Node\.js \(20\./);
    expect(sent!.headers).toMatchObject({
      "x-algolia-api-key": "secured-search-key",
      "x-algolia-application-id": "LATENCY",
      "content-type": "text/plain",
      accept: "application/json",
      host: `127.0.0.1:${standIn.port}`,
    });
    expect(sent!.headers["request-id"]).toEqual(expect.any(String));
    // The lite client flattens `params` beside `indexName`; facet searches keep `type` and `facet`.
    expect(JSON.parse(sent!.body)).toEqual({
      requests: [
        { indexName: "Car_production", query: "hilux", hitsPerPage: 21, facets: ["make", "model"], facetFilters: [["make:Toyota"]], page: 1 },
        { indexName: "Car_production", query: "hilux", hitsPerPage: 0, facets: "make", analytics: false },
        { indexName: "Car_production", type: "facet", facet: "model", facetQuery: "hi", maxFacetHits: 10 },
      ],
    });
  });

  it("serves a repeated query from its cache, and keeps the hits when Algolia answers an error", async () => {
    const client = algolia();
    standIn.seen.length = 0;
    await client.search(hitsRequest("ranger"));
    await client.search(hitsRequest("ranger"));
    expect(standIn.seen).toHaveLength(1);
    status = 404;
    try {
      const kept = await client.search(hitsRequest("everest"));
      expect(firstHitId(kept)).toBe("from-stand-in");
      expect(standIn.seen).toHaveLength(2);
      await expect(algolia().search(hitsRequest("everest"))).rejects.toMatchObject({ status: 404, message: "Index does not exist" });
    } finally {
      status = 200;
    }
  });
});

describe("the 'embedded-http' backend: the unchanged lite client on the app's /api/search", () => {
  const records = demoRecords(200, 31);
  const engine = createEmbeddedEngine(records);
  const siteFilter = "dealership_slug:sunshine-toyota";
  let app: Awaited<ReturnType<typeof recordingServer>>;

  beforeAll(async () => {
    app = await recordingServer(({ method, url, body }) => handleSearchHttp({ engine, method, path: url, bodyText: body, siteFilter }));
  });
  afterAll(() => app.close());

  it("points at {origin}/api/search with a 30 s read timeout", () => {
    const { transporter } = liteClientFor({ kind: "embedded-http", origin: "http://sunshine-toyota.localhost:3001" });
    expect(transporter.hosts).toEqual([{ url: "sunshine-toyota.localhost:3001/api/search", protocol: "http", accept: "readWrite" }]);
    expect(transporter.timeouts.read).toBe(embeddedReadTimeoutMs);
    const secure = liteClientFor({ kind: "embedded-http", origin: "https://www.sunshinetoyota.com.au", path: "/search-api/", readTimeoutMs: 8_000 });
    expect(secure.transporter.hosts).toEqual([{ url: "www.sunshinetoyota.com.au/search-api", protocol: "https", accept: "readWrite" }]);
    expect(secure.transporter.timeouts.read).toBe(8_000);
    expect(() => liteClientFor({ kind: "embedded-http", origin: "ftp://example.test" })).toThrow(TypeError);
  });

  it("answers through HTTP exactly what the engine answers in-process for the site", async () => {
    const client = createSearchClient({ kind: "embedded-http", origin: `http://127.0.0.1:${app.port}` });
    app.seen.length = 0;
    const requests: RawSearchRequest[] = [
      { indexName: "Car_production:price:desc", params: { query: "toyota", facets: ["make", "model", "price"], numericFilters: ["price>=10000"], hitsPerPage: 21, page: 0 } },
      { indexName: "Car_production", type: "facet", facet: "model", params: { facetQuery: "hi", maxFacetHits: 5 } },
    ];
    const response = await client.search(requests);
    const expected = await engine.search(
      requests.map(({ params, ...request }) => ({ ...request, ...(params as object) })),
      { enforcedFilters: siteFilter },
    );
    expect(response.results.map(({ processingTimeMS: _time, ...result }) => result)).toEqual(expected.results.map(({ processingTimeMS: _time, ...result }) => result));
    expect((response.results[0] as HitsResult).nbHits).toBeGreaterThan(0);
    for (const hit of (response.results[0] as HitsResult).hits) expect(hit.dealership_slug).toBe("sunshine-toyota");
    expect(app.seen).toHaveLength(1);
    expect(new URL(app.seen[0]!.url, "http://127.0.0.1").pathname).toBe("/api/search/1/indexes/*/queries");
    expect(app.seen[0]!.headers["x-algolia-application-id"]).toBe("embedded");
  });

  it("drives InstantSearch: hits, a refinement list and a facet search, with the refinement sent on the wire", async () => {
    const client = createSearchClient({ kind: "embedded-http", origin: `http://127.0.0.1:${app.port}` });
    const search = instantsearch({ indexName: defaultSearchIndexName, searchClient: client });
    let hits: Array<{ make?: unknown }> = [];
    let refine: (value: string) => void = () => {};
    let searchForItems: (query: string) => void = () => {};
    let makes: Array<{ value: string; count: number; isRefined: boolean }> = [];
    search.addWidgets([
      connectHits((state) => {
        hits = state.items as typeof hits;
      })({}),
      connectRefinementList((state) => {
        makes = state.items;
        refine = state.refine;
        searchForItems = state.searchForItems;
      })({ attribute: "make", limit: 20 }),
    ]);
    /** The next render once InstantSearch has its results (it also renders while loading). */
    const rendered = () =>
      new Promise<void>((resolve) => {
        const onRender = () => {
          if (search.status === "loading" || search.status === "stalled") return;
          search.removeListener("render", onRender);
          resolve();
        };
        search.on("render", onRender);
      });
    search.start();
    await rendered();
    expect(search.error).toBeUndefined();
    expect(hits.length).toBeGreaterThan(0);
    expect(makes.map((make) => make.value)).toContain("Toyota");

    app.seen.length = 0;
    refine("Toyota");
    await rendered();
    expect(hits.every((hit) => hit.make === "Toyota")).toBe(true);
    expect(makes.find((make) => make.value === "Toyota")?.isRefined).toBe(true);
    const sent = JSON.parse(app.seen[0]!.body) as { requests: Array<{ facetFilters?: unknown }> };
    expect(sent.requests[0]!.facetFilters).toEqual([["make:Toyota"]]);

    // A facet search renders the widget alone, not the whole instance.
    searchForItems("maz");
    await vi.waitFor(() => expect(makes.map((make) => make.value)).toEqual(["Mazda"]));
    search.dispose();
  });
});

describe("one InstantSearch page, two backends (issue 4 'Done when')", () => {
  // The stand-in plays Algolia: Algolia's own path (/1/indexes/*/queries, no
  // /api/search prefix), credentials in headers, the site's filter enforced the
  // way a secured key makes Algolia enforce it. The embedded endpoint is the
  // app's /api/search. The page must not be able to tell them apart.
  const records = demoRecords(400, 57);
  const engine = createEmbeddedEngine(records);
  const siteFilter = "dealership_slug:sunshine-toyota OR dealership_slug:metro-pre-owned";
  let algolia: Awaited<ReturnType<typeof recordingServer>>;
  let embedded: Awaited<ReturnType<typeof recordingServer>>;

  beforeAll(async () => {
    algolia = await recordingServer(({ method, url, body }) => handleSearchHttp({ engine, method, path: url, bodyText: body, siteFilter }));
    embedded = await recordingServer(({ method, url, body }) => handleSearchHttp({ engine, method, path: url, bodyText: body, siteFilter }));
  });
  afterAll(async () => {
    await algolia.close();
    await embedded.close();
  });

  /** Drives one search page: first results, a make refinement, a price range, page 2, and a sort; returns what it showed at each step. */
  async function drive(client: ReturnType<typeof createSearchClient>) {
    const search = instantsearch({ indexName: defaultSearchIndexName, searchClient: client });
    let snapshot = () => ({}) as Record<string, unknown>;
    let refineMake: (value: string) => void = () => {};
    let makeItems: Array<{ value: string; count: number; isRefined: boolean }> = [];
    let hitIds: string[] = [];
    search.addWidgets([
      connectHits((state) => {
        hitIds = state.items.map((hit) => hit.objectID);
      })({}),
      connectRefinementList((state) => {
        makeItems = state.items.map(({ value, count, isRefined }) => ({ value, count, isRefined }));
        refineMake = state.refine;
      })({ attribute: "make", limit: 10 }),
    ]);
    snapshot = () => ({ hits: hitIds, makes: makeItems, nbHits: search.helper?.lastResults?.nbHits, page: search.helper?.lastResults?.page });
    const rendered = () =>
      new Promise<void>((resolve) => {
        const onRender = () => {
          if (search.status === "loading" || search.status === "stalled") return;
          search.removeListener("render", onRender);
          resolve();
        };
        search.on("render", onRender);
      });
    const steps: Array<Record<string, unknown>> = [];
    search.start();
    await rendered();
    steps.push(snapshot());
    refineMake(makeItems[0]!.value);
    await rendered();
    steps.push(snapshot());
    search.helper!.addNumericRefinement("price", ">=", 20_000).search();
    await rendered();
    steps.push(snapshot());
    search.helper!.setPage(1).search();
    await rendered();
    steps.push(snapshot());
    search.helper!.setIndex(`${defaultSearchIndexName}:price:desc`).setPage(0).search();
    await rendered();
    steps.push(snapshot());
    expect(search.error).toBeUndefined();
    search.dispose();
    return steps;
  }

  it("shows the same hits, facet counts and paging through Algolia's protocol and through the embedded endpoint", async () => {
    const viaAlgolia = await drive(createSearchClient({ kind: "algolia", appId: "FORECOURT", searchKey: "secured-search-key", hosts: [{ url: `127.0.0.1:${algolia.port}`, protocol: "http" }] }));
    const viaEmbedded = await drive(createSearchClient({ kind: "embedded-http", origin: `http://127.0.0.1:${embedded.port}` }));
    expect(viaAlgolia).toEqual(viaEmbedded);
    // The page really moved: a refinement narrowed it, a second page and a sort changed the hits.
    expect((viaAlgolia[1]!.nbHits as number) < (viaAlgolia[0]!.nbHits as number)).toBe(true);
    expect(viaAlgolia[3]!.page).toBe(1);
    expect(viaAlgolia[4]!.hits).not.toEqual(viaAlgolia[2]!.hits);
    expect(new URL(algolia.seen[0]!.url, "http://x").pathname).toBe("/1/indexes/*/queries");
    expect(algolia.seen[0]!.headers["x-algolia-api-key"]).toBe("secured-search-key");
    expect(new URL(embedded.seen[0]!.url, "http://x").pathname).toBe("/api/search/1/indexes/*/queries");
  });
});
