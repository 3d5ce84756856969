// The embedded search endpoint end to end, on a real database (PGlite and
// PostgreSQL), through the process wiring an app uses (getDatabase, the engine
// holder on globalThis): the Host header picks the site, and a query from site A
// never returns, counts or suggests a car of site B whatever the client sends
// (issue 4 item 3); unknown hosts are 404, bad filters 400, huge bodies 413, an
// outage 503, all in Algolia's error shape; and the real algoliasearch lite client
// works against it over loopback HTTP. Everything stays on 127.0.0.1.
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CarInput, type SiteConfig } from "@forecourt/domain";
import { getDatabase, saveGroup, saveSiteConfig, upsertCars } from "@forecourt/db";
import { pgliteBackend, postgresBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { testCar, testSite } from "@forecourt/db/testing/fixtures";
import { type HitsResult, type RawSearchRequest, type SearchResponse } from "@forecourt/search";
import { openBackend } from "../leads/test-support";
import { defineTemplate } from "../tenant/template";
import { createEngineHolder } from "./engine-holder";
import { createSearchRoutes, MAX_SEARCH_BODY_BYTES, searchForSite } from "./routes";

/**
 * The real algoliasearch lite client, the one browsers run. Storefront does not
 * depend on algoliasearch (@forecourt/search does), so it is loaded from there.
 */
type LiteClient = { search(request: { requests: Array<Record<string, unknown>> }): Promise<unknown> };
type LiteClientFactory = (appId: string, apiKey: string, options: { hosts: Array<{ url: string; protocol: string; accept: string }>; baseHeaders?: Record<string, string> }) => LiteClient;
const fromSearchPackage = createRequire(createRequire(import.meta.url).resolve("@forecourt/search"));
const { liteClient } = fromSearchPackage("algoliasearch/lite") as { liteClient: LiteClientFactory };

const NOW = new Date("2026-11-23T01:00:00Z");
const daysAgo = (days: number) => Math.floor(NOW.getTime() / 1000) - days * 86_400;
const generic = defineTemplate({ id: "generic", label: "Generic", themeClass: "template-generic", defaults: {} });
const toyota = defineTemplate({ id: "toyota", label: "Toyota", themeClass: "template-toyota", defaults: {} });

const ALPHA_HOST = "alpha-motors.localhost:3000";
const BRAVO_HOST = "bravo-motors.localhost:3000";
const alphaDealerships = new Set([10, 11]);
const bravoDealerships = new Set([20]);

const alphaCars = (overrides: Partial<CarInput>) => testCar({ dealership_id: 10, dealership_slug: "alpha-north", ...overrides });
const bravoCars = (overrides: Partial<CarInput>) => testCar({ dealership_id: 20, dealership_slug: "bravo", ...overrides });

const cars: CarInput[] = [
  alphaCars({ id: 1, slug: "alpha-hilux", make: "Toyota", model: "HiLux", badge: "SR5", car_type: "used", price: 45_990 }),
  alphaCars({ id: 2, slug: "alpha-corolla", dealership_id: 11, dealership_slug: "alpha-south", make: "Toyota", model: "Corolla", car_type: "new", price: 31_990 }),
  alphaCars({ id: 4, slug: "alpha-sold-yesterday", make: "Toyota", model: "Camry", status: "sold", sold: true, sold_date_timestamp: daysAgo(1) }),
  alphaCars({ id: 5, slug: "alpha-sold-long-ago", make: "Toyota", model: "Yaris", status: "sold", sold: true, sold_date_timestamp: daysAgo(40) }),
  alphaCars({ id: 6, slug: "alpha-hidden", dealership_id: 11, dealership_slug: "alpha-south", make: "Toyota", model: "RAV4", show_on_dealer_website: false }),
  alphaCars({ id: 7, slug: "alpha-coming", make: "Toyota", model: "Prado", status: "coming_soon", car_type: "demo" }),
  // Bravo stocks the same make and model as alpha, so any leak would show.
  bravoCars({ id: 3, slug: "bravo-navara", make: "Nissan", model: "Navara", car_type: "used", price: 39_990 }),
  bravoCars({ id: 8, slug: "bravo-hilux", make: "Toyota", model: "HiLux", badge: "SR5", car_type: "used", price: 44_990 }),
  bravoCars({ id: 9, slug: "bravo-sold-yesterday", make: "Toyota", model: "Camry", status: "sold", sold: true, sold_date_timestamp: daysAgo(1) }),
];
/** The listed cars of each site (spec 4): in stock, coming soon, or sold within 3 days, and shown on the website. */
const alphaListed = ["1", "2", "4", "7"];
const bravoListed = ["3", "8", "9"];

async function seed(backend: TestBackend): Promise<{ alpha: SiteConfig; bravo: SiteConfig }> {
  const { db } = backend.database;
  await saveGroup(db, { slug: "test-group", name: "Test Group" });
  const alpha = await saveSiteConfig(
    db,
    testSite({
      slug: "alpha-motors",
      id: 1,
      dealership_id: 10,
      name: "Alpha Motors",
      dealerships: [
        { id: 10, slug: "alpha-north", name: "Alpha North" },
        { id: 11, slug: "alpha-south", name: "Alpha South" },
      ],
    }),
  );
  const bravo = await saveSiteConfig(db, testSite({ slug: "bravo-motors", id: 2, dealership_id: 20, name: "Bravo Motors", dealerships: [{ id: 20, slug: "bravo", name: "Bravo" }] }));
  await upsertCars(db, cars);
  return { alpha, bravo };
}

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

const databaseKey = Symbol.for("forecourt.database");
const holderKey = Symbol.for("forecourt.search.engine");

describe.each(backends)("the search endpoint on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  let sites: { alpha: SiteConfig; bravo: SiteConfig };
  const saved = { ...process.env };
  const logs: string[] = [];
  const routes = createSearchRoutes(generic, { now: () => NOW, log: (line) => logs.push(line) });

  beforeAll(async () => {
    backend = await openBackend(open);
    if (!backend) return;
    sites = await seed(backend);
    Object.assign(process.env, { DATABASE_URL: backend.url, FORECOURT_SITE_CACHE_SECONDS: "0", FORECOURT_SEARCH_VERSION_CHECK_SECONDS: "0" });
  });
  afterAll(async () => {
    const store = globalThis as Record<symbol, unknown>;
    if (store[databaseKey]) await (await getDatabase()).close();
    delete store[databaseKey];
    delete store[holderKey];
    process.env = saved;
    await backend?.dispose();
  });

  const post = (host: string, body: unknown, path = "/api/search/1/indexes/*/queries?x-algolia-agent=test") =>
    routes.search(new Request(`http://${host}${path}`, { method: "POST", headers: { host, "content-type": "text/plain" }, body: typeof body === "string" ? body : JSON.stringify(body) }));

  async function multi(host: string, requests: RawSearchRequest[]): Promise<{ status: number; json: SearchResponse & { message?: string; status?: number } }> {
    const response = await post(host, { requests });
    return { status: response.status, json: (await response.json()) as SearchResponse & { message?: string; status?: number } };
  }
  const hitsOf = (result: unknown) => (result as HitsResult).hits;

  it("answers a site's query with its listed cars only, scoped by the Host header", async ({ skip }) => {
    if (!backend) return skip();
    const alpha = await multi(ALPHA_HOST, [{ indexName: "Car_production", params: "hitsPerPage=50&facets=%5B%22dealership_slug%22%5D" }]);
    expect(alpha.status).toBe(200);
    const result = alpha.json.results[0] as HitsResult;
    expect(result.hits.map((hit) => hit.objectID).sort()).toEqual(alphaListed);
    expect(result.nbHits).toBe(alphaListed.length);
    expect(result.facets).toEqual({ dealership_slug: { "alpha-north": 3, "alpha-south": 1 } });
    expect(result.hits.find((hit) => hit.objectID === "2")).toMatchObject({ dealership_name: "Alpha South" });
    const bravo = await multi(BRAVO_HOST, [{ indexName: "Car_production", params: "hitsPerPage=50" }]);
    expect(hitsOf(bravo.json.results[0]).map((hit) => hit.objectID).sort()).toEqual(bravoListed);
  });

  it("never returns, counts or suggests a car of another site, whatever filters the client sends", async ({ skip }) => {
    if (!backend) return skip();
    const crafted: Array<Record<string, unknown>> = [
      { filters: "dealership_slug:bravo" },
      { filters: "dealership_id:20" },
      { filters: "dealership_id = 20" },
      { filters: "NOT dealership_id:10" },
      { filters: "NOT dealership_id:10 AND NOT dealership_id:11" },
      { filters: "dealership_id:10 OR dealership_id:20" },
      { filters: "dealership_slug:alpha-north OR dealership_slug:bravo" },
      { filters: "make:Toyota OR dealership_slug:bravo" },
      { filters: "(dealership_slug:bravo) OR (NOT dealership_slug:bravo)" },
      { filters: "status:sold OR show_on_dealer_website:false OR dealership_id:20" },
      { facetFilters: [["dealership_slug:bravo", "dealership_slug:alpha-north"]] },
      { facetFilters: ["dealership_name:Bravo"] },
      { facetFilters: ["-dealership_id:10", "-dealership_id:11"] },
      { numericFilters: ["dealership_id=20"] },
      { numericFilters: [["dealership_id>=20", "dealership_id<=11"]] },
      { query: "navara" },
      { query: "hilux", filters: "dealership_slug:bravo OR dealership_slug:alpha-north" },
      { filters: "sold_date_timestamp < 100000000000 OR dealership_id > 0" },
    ];
    for (const [host, own, other] of [
      [ALPHA_HOST, alphaDealerships, bravoDealerships],
      [BRAVO_HOST, bravoDealerships, alphaDealerships],
    ] as const) {
      for (const params of crafted) {
        for (const indexName of ["Car_production", "Car_production:price:desc", "Car_production:created_at:desc"]) {
          const { status, json } = await multi(host, [{ indexName, params: { ...params, hitsPerPage: 100, facets: ["dealership_slug", "dealership_id", "dealership_name", "make_model"] } }]);
          expect(status, JSON.stringify(params)).toBe(200);
          const result = json.results[0] as HitsResult;
          for (const hit of result.hits) expect(own.has(hit.dealership_id as number), `${host} ${JSON.stringify(params)} returned car ${hit.objectID}`).toBe(true);
          for (const id of Object.keys(result.facets?.dealership_id ?? {})) expect(other.has(Number(id)), `${host} ${JSON.stringify(params)} counted dealership ${id}`).toBe(false);
          expect(Object.keys(result.facets?.dealership_name ?? {}).every((name) => (host === ALPHA_HOST ? name.startsWith("Alpha") : name === "Bravo"))).toBe(true);
        }
      }
    }
    // A client filter still narrows within the site: the crafted OR keeps the site's own matches.
    const own = await multi(ALPHA_HOST, [{ indexName: "Car_production", params: { filters: "make:Toyota OR dealership_slug:bravo", hitsPerPage: 50 } }]);
    expect(hitsOf(own.json.results[0]).map((hit) => hit.objectID).sort()).toEqual(alphaListed);
    const bravoOwn = await multi(BRAVO_HOST, [{ indexName: "Car_production", params: { filters: "make:Nissan OR dealership_slug:alpha-north", hitsPerPage: 50 } }]);
    expect(hitsOf(bravoOwn.json.results[0]).map((hit) => hit.objectID)).toEqual(["3"]);
    // Facet value search cannot suggest another site's values either.
    const suggest = await post(ALPHA_HOST, { facetQuery: "bra", params: "filters=dealership_slug%3Abravo" }, "/api/search/1/indexes/Car_production/facets/dealership_slug/query");
    expect(suggest.status).toBe(200);
    expect(((await suggest.json()) as { facetHits: unknown[] }).facetHits).toEqual([]);
    // The single-index route is confined the same way.
    const single = await post(ALPHA_HOST, { filters: "dealership_id:20", hitsPerPage: 50 }, "/api/search/1/indexes/Car_production/query");
    expect(((await single.json()) as HitsResult).hits).toEqual([]);
  });

  it("answers a filter that tries to break out of the site's scope with a 400, not with other cars", async ({ skip }) => {
    if (!backend) return skip();
    for (const filters of ["OR dealership_slug:bravo", ") OR (dealership_slug:bravo", "dealership_slug:alpha-north) OR (dealership_slug:bravo", "dealership_slug:alpha-north OR", "price >"]) {
      const { status, json } = await multi(ALPHA_HOST, [{ indexName: "Car_production", params: { filters } }]);
      expect(status, filters).toBe(400);
      expect(json).toEqual({ message: expect.any(String), status: 400 });
      expect(json.message?.length).toBeGreaterThan(0);
    }
    // A malformed body is a 400 too.
    const notJson = await post(ALPHA_HOST, "{requests:");
    expect([notJson.status, await notJson.json()]).toEqual([400, { message: "The request body is not valid JSON", status: 400 }]);
  });

  it("answers 404 in Algolia's shape for a host that names no site of this template", async ({ skip }) => {
    if (!backend) return skip();
    for (const host of ["nobody.localhost:3000", "localhost:3000", "127.0.0.1:3000"]) {
      const response = await post(host, { requests: [{ indexName: "Car_production" }] });
      expect(response.status, host).toBe(404);
      expect(await response.json()).toEqual({ message: expect.stringMatching(/Unknown site/), status: 404 });
    }
    // Alpha is a generic site: the toyota app does not serve it.
    const toyotaRoutes = createSearchRoutes(toyota, { now: () => NOW });
    const other = await toyotaRoutes.search(new Request(`http://${ALPHA_HOST}/api/search/1/indexes/*/queries`, { method: "POST", headers: { host: ALPHA_HOST }, body: JSON.stringify({ requests: [] }) }));
    expect(other.status).toBe(404);
    // An unknown path under the mount is Algolia's 404 too.
    const path = await post(ALPHA_HOST, {}, "/api/search/1/keys");
    expect([path.status, ((await path.json()) as { status: number }).status]).toEqual([404, 404]);
  });

  it("refuses a body over 256 KB with 413, and GET with 405, in Algolia's shape", async ({ skip }) => {
    if (!backend) return skip();
    const huge = await post(ALPHA_HOST, JSON.stringify({ requests: [{ indexName: "Car_production", query: "x".repeat(MAX_SEARCH_BODY_BYTES) }] }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: expect.stringMatching(/256 KB/), status: 413 });
    const get = await routes.search(new Request(`http://${ALPHA_HOST}/api/search/1/indexes/*/queries`, { headers: { host: ALPHA_HOST } }));
    expect(get.status).toBe(405);
    expect(((await get.json()) as { status: number }).status).toBe(405);
    expect(get.headers.get("cache-control")).toBe("no-store");
  });

  it("sees a car written by another process on the next search (data version check)", async ({ skip }) => {
    if (!backend) return skip();
    await upsertCars(backend.database.db, [alphaCars({ id: 10, slug: "alpha-new-arrival", make: "Toyota", model: "bZ4X", car_type: "new" })]);
    const { json } = await multi(ALPHA_HOST, [{ indexName: "Car_production", params: { query: "bz4x" } }]);
    expect(hitsOf(json.results[0]).map((hit) => hit.objectID)).toEqual(["10"]);
    const bravo = await multi(BRAVO_HOST, [{ indexName: "Car_production", params: { query: "bz4x" } }]);
    expect(hitsOf(bravo.json.results[0])).toEqual([]);
  });

  it("searches in process for server rendering with the same enforced filter", async ({ skip }) => {
    if (!backend) return skip();
    const response = await searchForSite(sites.alpha, [{ indexName: "Car_production", params: { filters: "dealership_slug:bravo OR make:Toyota", hitsPerPage: 50 } }], { now: NOW });
    expect(hitsOf(response.results[0]).every((hit) => alphaDealerships.has(hit.dealership_id as number))).toBe(true);
    expect(hitsOf(response.results[0]).length).toBeGreaterThan(0);
    await expect(searchForSite(sites.alpha, [{ indexName: "Car_production", params: { filters: "OR" } }], { now: NOW })).rejects.toMatchObject({ status: 400 });
    // An index that never gets ready does not hang the page.
    const never = createEngineHolder({ readVersion: () => new Promise(() => undefined), loadRecords: async () => [], checkIntervalMs: 0 });
    await expect(searchForSite(sites.alpha, [{ indexName: "Car_production" }], { holder: never, timeoutMs: 50 })).rejects.toThrow(/not ready within 50 ms/);
  });

  it("works with the real algoliasearch lite client over loopback HTTP", async ({ skip }) => {
    if (!backend) return skip();
    const seen: Array<{ url: string; contentType: string | undefined }> = [];
    // Stands in for the Next server: a Request from the node request, the route's Response written back.
    const server: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", async () => {
        seen.push({ url: req.url ?? "", contentType: req.headers["content-type"] });
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
        const method = req.method ?? "GET";
        const request = new Request(`http://${req.headers.host}${req.url}`, { method, headers, body: method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks) });
        const response = await routes.search(request);
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      // Node cannot resolve *.localhost (docs/architecture.md 'Platform notes'): connect to 127.0.0.1 and name the site in the Host header, as a browser would.
      const client = (host: string) =>
        liteClient("embedded", "any-search-key", {
          hosts: [{ url: `127.0.0.1:${port}/api/search`, protocol: "http", accept: "readWrite" }],
          baseHeaders: { host },
        });
      const response = (await client(ALPHA_HOST).search({
        requests: [
          { indexName: "Car_production", query: "hilux", filters: "dealership_slug:bravo OR dealership_slug:alpha-north", hitsPerPage: 20 },
          { indexName: "Car_production:price:desc", facets: ["make", "dealership_slug"], hitsPerPage: 50 },
        ],
      })) as unknown as SearchResponse;
      expect(seen[0]!.url).toMatch(/^\/api\/search\/1\/indexes\/\*\/queries\?/);
      expect(hitsOf(response.results[0]).map((hit) => hit.objectID)).toEqual(["1"]);
      const sorted = response.results[1] as HitsResult;
      expect(sorted.hits.every((hit) => alphaDealerships.has(hit.dealership_id as number))).toBe(true);
      expect(Object.keys(sorted.facets!.dealership_slug!).sort()).toEqual(["alpha-north", "alpha-south"]);
      const prices = sorted.hits.map((hit) => hit.price as number | null).filter((price): price is number => price !== null);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));

      const bravo = (await client(BRAVO_HOST).search({ requests: [{ indexName: "Car_production", query: "hilux", hitsPerPage: 20 }] })) as unknown as SearchResponse;
      expect(hitsOf(bravo.results[0]).map((hit) => hit.objectID)).toEqual(["8"]);

      // A bad filter reaches the client as Algolia's 400 with its message.
      await expect(client(ALPHA_HOST).search({ requests: [{ indexName: "Car_production", filters: "price >" }] })).rejects.toMatchObject({ status: 400, message: expect.any(String) });
    } finally {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    }
  });

  it("answers 503, never 500, when the database is down", async ({ skip }) => {
    if (!backend) return skip();
    // The site cannot be loaded: the process's connection is gone and the database refuses.
    const store = globalThis as Record<symbol, unknown>;
    await (await getDatabase()).close();
    delete store[databaseKey];
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/none";
    try {
      const response = await post(ALPHA_HOST, { requests: [{ indexName: "Car_production" }] });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await response.json()).toEqual({ message: expect.stringMatching(/unavailable/), status: 503 });
    } finally {
      delete store[databaseKey];
      process.env.DATABASE_URL = backend.url;
    }
    // The site loads but the index was never built and cannot be: 503 too.
    const failing = createEngineHolder({ readVersion: () => Promise.reject(new Error("connection refused")), loadRecords: async () => [], checkIntervalMs: 0, log: () => undefined });
    const noIndex = createSearchRoutes(generic, { holder: failing, now: () => NOW });
    const response = await noIndex.search(new Request(`http://${ALPHA_HOST}/api/search/1/indexes/*/queries`, { method: "POST", headers: { host: ALPHA_HOST }, body: JSON.stringify({ requests: [{ indexName: "Car_production" }] }) }));
    expect([response.status, ((await response.json()) as { status: number }).status]).toEqual([503, 503]);
    expect(logs.some((line) => /could not load the site for alpha-motors\.localhost:3000/.test(line))).toBe(true);
  });

  it("answers 500 (logged, never unfiltered) for a site whose own search filter is broken", async ({ skip }) => {
    if (!backend) return skip();
    await saveSiteConfig(backend.database.db, { ...testSite({ slug: "bravo-motors", id: 2, dealership_id: 20, name: "Bravo Motors", dealerships: [{ id: 20, slug: "bravo", name: "Bravo" }] }), search: { filter: "make:Nissan AND (" } });
    try {
      const { status, json } = await multi(BRAVO_HOST, [{ indexName: "Car_production" }]);
      expect([status, json]).toEqual([500, { message: "This site's search is misconfigured", status: 500 }]);
      expect(logs.at(-1)).toMatch(/site bravo-motors: its search filter is invalid/);
    } finally {
      await saveSiteConfig(backend.database.db, sites.bravo);
    }
  });
});
