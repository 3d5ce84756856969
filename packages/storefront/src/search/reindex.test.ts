// `pnpm search:reindex` on a real database (PGlite), with Algolia stood in for by
// a loopback HTTP server (no test reaches the internet): which sites are pushed,
// with which key, which records (every car of the site's dealerships, and of the
// sites sharing its index), and the embedded path bumping the data version. The
// exact request sequence of the push is tested in @forecourt/search
// (algolia-indexer.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { carsVersion, saveGroup, saveSiteConfig, upsertCars } from "@forecourt/db";
import { pgliteBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { testCar, testSite } from "@forecourt/db/testing/fixtures";
import { type LocalServer, localServer, openBackend } from "../leads/test-support";
import { parseReindexArgs, reindex, type ReindexDeps } from "./reindex";

const NOW = new Date("2026-11-23T01:00:00Z");
const daysAgo = (days: number) => Math.floor(NOW.getTime() / 1000) - days * 86_400;

describe("parseReindexArgs", () => {
  it("reads --site SLUG, --site=SLUG and --all", () => {
    expect(parseReindexArgs(["--site", "alpha-motors"])).toEqual({ kind: "site", slug: "alpha-motors" });
    expect(parseReindexArgs(["--", "--site=alpha-motors"])).toEqual({ kind: "site", slug: "alpha-motors" });
    expect(parseReindexArgs(["--all"])).toEqual({ kind: "all" });
  });

  it("refuses nothing, both, a missing slug and unknown arguments, with the usage", () => {
    for (const argv of [[], ["--all", "--site", "x"], ["--site"], ["--site", "--all"], ["--sites", "x"], ["alpha"]]) {
      expect(() => parseReindexArgs(argv), argv.join(" ")).toThrow(/Usage: pnpm search:reindex --site SLUG \| --all/);
    }
  });
});

describe("reindex", () => {
  let backend: TestBackend;
  let algolia: LocalServer;
  let taskID = 1;
  const lines: string[] = [];

  beforeAll(async () => {
    backend = (await openBackend(pgliteBackend))!;
    const { db } = backend.database;
    await saveGroup(db, { slug: "test-group", name: "Test Group" });
    // alpha: the embedded engine. bravo and charlie: one Algolia application and index. delta: its own application.
    await saveSiteConfig(db, testSite({ slug: "alpha-motors", id: 1, dealership_id: 10, dealerships: [{ id: 10, slug: "alpha", name: "Alpha Motors" }] }));
    await saveSiteConfig(db, testSite({ slug: "bravo-motors", id: 2, dealership_id: 20, dealerships: [{ id: 20, slug: "bravo", name: "Bravo Motors" }], search: { algolia: { appId: "SHAREDAPP", searchKey: "search-only-key" } } }));
    await saveSiteConfig(db, testSite({ slug: "charlie-motors", id: 3, dealership_id: 30, dealerships: [{ id: 30, slug: "charlie", name: "Charlie Cars" }], search: { algolia: { appId: "SHAREDAPP", searchKey: "search-only-key" } } }));
    await saveSiteConfig(db, testSite({ slug: "delta-motors", id: 4, dealership_id: 40, dealerships: [{ id: 40, slug: "delta", name: "Delta" }], search: { index: "Delta_cars", algolia: { appId: "DELTAAPP", searchKey: "delta-search" } } }));
    await upsertCars(db, [
      testCar({ id: 1, dealership_id: 10, dealership_slug: "alpha" }),
      testCar({ id: 2, dealership_id: 20, dealership_slug: "bravo", make: "Nissan", model: "Navara" }),
      // Sold long ago and hidden: still pushed, the secured key's filter hides them (issue 4 item 3).
      testCar({ id: 3, dealership_id: 20, dealership_slug: "bravo", status: "sold", sold: true, sold_date_timestamp: daysAgo(60) }),
      testCar({ id: 4, dealership_id: 20, dealership_slug: "bravo", show_on_dealer_website: false }),
      testCar({ id: 5, dealership_id: 30, dealership_slug: "charlie" }),
      testCar({ id: 6, dealership_id: 40, dealership_slug: "delta" }),
    ]);
    algolia = await localServer((request) => {
      if (request.method === "GET" && /\/task\/\d+$/.test(request.url.split("?")[0]!)) return { status: 200, body: JSON.stringify({ status: "published" }) };
      if (request.method === "POST" && request.url.includes("/batch")) {
        const requests = (JSON.parse(request.body) as { requests: Array<{ body: { objectID: string } }> }).requests;
        return { status: 200, body: JSON.stringify({ taskID: taskID++, objectIDs: requests.map((entry) => entry.body.objectID) }) };
      }
      return { status: 200, body: JSON.stringify({ taskID: taskID++, updatedAt: NOW.toISOString() }) };
    });
  });
  afterAll(async () => {
    await algolia?.close();
    await backend?.dispose();
  });
  beforeEach(() => {
    algolia.requests.length = 0;
    lines.length = 0;
  });

  const deps = (overrides: Partial<ReindexDeps> = {}): ReindexDeps => ({
    db: backend.database.db,
    adminKey: "admin-key",
    now: NOW,
    versionCheckSeconds: 5,
    algoliaHosts: [{ url: algolia.url.replace("http://", ""), protocol: "http" }],
    log: (line) => lines.push(line),
    ...overrides,
  });

  /** The records each index received, by index name (temporary names folded onto their primary). */
  function pushedRecords(): Record<string, Array<Record<string, unknown>>> {
    const byIndex: Record<string, Array<Record<string, unknown>>> = {};
    for (const request of algolia.requests) {
      const match = /^\/1\/indexes\/([^/]+)\/batch/.exec(request.url);
      if (!match) continue;
      const index = decodeURIComponent(match[1]!).replace(/_tmp_\d+$/, "");
      for (const entry of (JSON.parse(request.body) as { requests: Array<{ action: string; body: Record<string, unknown> }> }).requests) {
        expect(entry.action).toBe("addObject");
        (byIndex[index] ??= []).push(entry.body);
      }
    }
    return byIndex;
  }

  it("pushes an Algolia site's index with the admin key: every car of the dealerships sharing the index, settings and replicas", async () => {
    const before = await carsVersion(backend.database.db);
    const result = await reindex({ kind: "site", slug: "bravo-motors" }, deps());
    expect(result).toEqual({ pushed: [{ appId: "SHAREDAPP", indexName: "Car_production", sites: ["bravo-motors", "charlie-motors"], records: 4 }], embedded: null, failed: [] });
    for (const request of algolia.requests) {
      expect(request.headers["x-algolia-application-id"]).toBe("SHAREDAPP");
      expect(request.headers["x-algolia-api-key"]).toBe("admin-key");
    }
    const records = pushedRecords();
    expect(Object.keys(records)).toEqual(["Car_production"]);
    expect(records.Car_production!.map((record) => record.objectID)).toEqual(["2", "3", "4", "5"]);
    // Records from carToRecord, with the dealership names of the site configs.
    expect(records.Car_production![0]).toMatchObject({ objectID: "2", id: 2, make: "Nissan", make_model: "Nissan Navara", dealership_id: 20, dealership_name: "Bravo Motors", custom_rank: expect.any(Number) });
    expect(records.Car_production![3]).toMatchObject({ dealership_name: "Charlie Cars" });
    const settings = algolia.requests.filter((request) => request.method === "PUT").map((request) => [decodeURIComponent(request.url.split("?")[0]!), JSON.parse(request.body) as Record<string, unknown>] as const);
    expect(settings.map(([url]) => url)).toEqual([
      "/1/indexes/Car_production/settings",
      "/1/indexes/Car_production:created_at:desc/settings",
      "/1/indexes/Car_production:price:desc/settings",
      "/1/indexes/Car_production:price:asc/settings",
    ]);
    expect(settings[0]![1]).toMatchObject({ customRanking: ["desc(custom_rank)"], replicas: ["Car_production:created_at:desc", "Car_production:price:desc", "Car_production:price:asc"] });
    expect(settings[0]![1].attributesForFaceting).toEqual(expect.arrayContaining(["make", "dealership_id", "dealership_slug", "price", "status", "show_on_dealer_website", "sold_date_timestamp"]));
    // The Algolia path does not touch the embedded engines.
    expect(await carsVersion(backend.database.db)).toBe(before);
    expect(lines).toEqual([expect.stringMatching(/^site bravo-motors, charlie-motors: pushed 4 cars, the index settings and 3 sort replicas .* to Algolia application SHAREDAPP, index Car_production$/)]);
  });

  it("bumps the cars data version for a site on the embedded engine, without calling Algolia", async () => {
    const before = await carsVersion(backend.database.db);
    const result = await reindex({ kind: "site", slug: "alpha-motors" }, deps());
    expect(result).toEqual({ pushed: [], embedded: { sites: ["alpha-motors"], version: before + 1 }, failed: [] });
    expect(await carsVersion(backend.database.db)).toBe(before + 1);
    expect(algolia.requests).toEqual([]);
    expect(lines).toEqual([`site alpha-motors uses the embedded search engine (no Algolia credentials): bumped the cars data version to ${before + 1}, so every app process rebuilds its index on its next search (each checks every 5 s)`]);
  });

  it("--all pushes each Algolia index once and bumps the version once", async () => {
    const before = await carsVersion(backend.database.db);
    const result = await reindex({ kind: "all" }, deps());
    expect(result.pushed).toEqual([
      { appId: "SHAREDAPP", indexName: "Car_production", sites: ["bravo-motors", "charlie-motors"], records: 4 },
      { appId: "DELTAAPP", indexName: "Delta_cars", sites: ["delta-motors"], records: 1 },
    ]);
    expect(result.embedded).toEqual({ sites: ["alpha-motors"], version: before + 1 });
    expect(result.failed).toEqual([]);
    expect(Object.fromEntries(Object.entries(pushedRecords()).map(([index, records]) => [index, records.map((record) => record.objectID)]))).toEqual({ Car_production: ["2", "3", "4", "5"], Delta_cars: ["6"] });
    expect(algolia.requests.filter((request) => request.headers["x-algolia-application-id"] === "DELTAAPP").every((request) => request.url.startsWith("/1/indexes/Delta_cars"))).toBe(true);
  });

  it("reports an Algolia site as failed without ALGOLIA_ADMIN_KEY, and still rebuilds the embedded ones", async () => {
    const result = await reindex({ kind: "all" }, deps({ adminKey: null }));
    expect(result.pushed).toEqual([]);
    expect(result.embedded?.sites).toEqual(["alpha-motors"]);
    expect(result.failed.map((failure) => failure.site)).toEqual(["bravo-motors", "charlie-motors", "delta-motors"]);
    expect(result.failed[0]!.error).toMatch(/ALGOLIA_ADMIN_KEY is not set/);
    expect(algolia.requests).toEqual([]);
  });

  it("reports a push Algolia refuses as a failure of that site", async () => {
    const refusing = await localServer(() => ({ status: 403, body: JSON.stringify({ message: "Invalid Application-ID or API key", status: 403 }) }));
    try {
      const result = await reindex({ kind: "site", slug: "delta-motors" }, deps({ algoliaHosts: [{ url: refusing.url.replace("http://", ""), protocol: "http" }] }));
      expect(result.failed).toEqual([{ site: "delta-motors", error: "Invalid Application-ID or API key" }]);
      expect(lines.at(-1)).toMatch(/the push to Algolia application DELTAAPP, index Delta_cars failed: Invalid Application-ID or API key/);
    } finally {
      await refusing.close();
    }
  });

  it("refuses an unknown site with the usage", async () => {
    await expect(reindex({ kind: "site", slug: "nobody" }, deps())).rejects.toThrow(/No site "nobody"\. Usage/);
  });
});
