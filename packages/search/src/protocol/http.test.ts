import { describe, expect, it } from "vitest";
import { createEmbeddedEngine, type HitsResult } from "../engine";
import { demoRecords } from "../engine/testing/demo-cars";
import { handleSearchHttp, routeOf } from "./http";
import { publicSearchLimits } from "./public-limits";

const records = demoRecords(300, 21);
const engine = createEmbeddedEngine(records);
const siteA = "dealership_slug:sunshine-toyota";
const slugOf = new Map(records.map((record) => [record.objectID, record.dealership_slug]));

function post(path: string, body: unknown, siteFilter: string | null = siteA) {
  return handleSearchHttp({ engine, method: "POST", path, bodyText: typeof body === "string" ? body : JSON.stringify(body), siteFilter });
}

describe("routes of the embedded endpoint (issue 4 item 2)", () => {
  it("finds the Algolia route behind any mount prefix and query string", () => {
    expect(routeOf("/api/search/1/indexes/*/queries?x-algolia-agent=Algolia&x-algolia-api-key=k")).toEqual({ kind: "queries" });
    expect(routeOf("/1/indexes/Car_production%3Aprice%3Adesc/query")).toEqual({ kind: "query", indexName: "Car_production:price:desc" });
    expect(routeOf("/api/search/1/indexes/Car_production/facets/make/query")).toEqual({ kind: "facetValues", indexName: "Car_production", facet: "make" });
    expect(routeOf("/api/search/1/indexes/Car_production")).toBeNull();
    expect(routeOf("/api/search/health")).toBeNull();
  });

  it("answers a multi-query with { results }", async () => {
    const response = await post("/api/search/1/indexes/*/queries", { requests: [{ indexName: "Car_production", params: "query=&hitsPerPage=5&facets=%5B%22make%22%5D" }, { indexName: "Car_production", query: "toyota", hitsPerPage: 0 }] });
    expect(response.status).toBe(200);
    const { results } = response.json as { results: HitsResult[] };
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ hitsPerPage: 5, index: "Car_production", params: "query=&hitsPerPage=5&facets=%5B%22make%22%5D" });
    expect(results[0]!.hits).toHaveLength(5);
  });

  it("answers a single-index query and a facet value search with one result", async () => {
    const single = await post("/api/search/1/indexes/Car_production/query", { params: "query=hilux&hitsPerPage=2" });
    expect(single.status).toBe(200);
    expect(single.json).toMatchObject({ query: "hilux", hitsPerPage: 2, index: "Car_production" });
    const facets = await post("/api/search/1/indexes/Car_production/facets/model/query", { facetQuery: "hi", maxFacetHits: 3 });
    expect(facets.status).toBe(200);
    expect((facets.json as { facetHits: Array<{ value: string }> }).facetHits.map((hit) => hit.value)).toEqual(expect.arrayContaining(["HiLux"]));
  });

  it("gives Algolia's error body for bad input: { message, status }, never a 500", async () => {
    const cases: Array<[unknown, RegExp]> = [
      ["{not json", /not valid JSON/],
      ["[1,2]", /must be a JSON object/],
      [{ requests: "all" }, /"requests"/],
      [{ requests: [{ indexName: "Car_production", filters: "make:Toyota OR" }] }, /filters: unexpected end of input/],
      [{ requests: [{ indexName: "Car_production", hitsPerPage: 5000 }] }, /hitsPerPage/],
      [{ requests: [{ indexName: "Car_production", filters: "vin:X" }] }, /"vin" is not in attributesForFaceting/],
    ];
    for (const [body, message] of cases) {
      const response = await post("/api/search/1/indexes/*/queries", body);
      expect(response.status, String(body)).toBe(400);
      expect(response.json).toEqual({ message: expect.stringMatching(message), status: 400 });
    }
  });

  it("404 for other paths, 405 for other methods, 204 for a preflight", async () => {
    expect((await post("/api/search/1/keys", {})).status).toBe(404);
    expect((await handleSearchHttp({ engine, method: "GET", path: "/api/search/1/indexes/*/queries", bodyText: "", siteFilter: siteA })).status).toBe(405);
    expect((await handleSearchHttp({ engine, method: "OPTIONS", path: "/api/search/1/indexes/*/queries", bodyText: "", siteFilter: siteA })).status).toBe(204);
  });

  it("a bad site filter is the server's fault: 500 without details", async () => {
    const response = await post("/api/search/1/indexes/*/queries", { requests: [{ indexName: "Car_production" }] }, "dealership_slug:");
    expect(response).toEqual({ status: 500, json: { message: "The embedded search failed to answer", status: 500 } });
    expect((await post("/api/search/1/indexes/*/queries", { requests: [{ indexName: "Car_production" }] }, "  ")).status).toBe(500);
  });
});

describe("tenant isolation (issue 4 item 3)", () => {
  const attempts = [
    "OR dealership_slug:metro-pre-owned",
    "make:Toyota OR dealership_slug:metro-pre-owned",
    "dealership_slug:metro-pre-owned",
    "NOT dealership_slug:sunshine-toyota",
    ") OR (dealership_slug:metro-pre-owned",
    "dealership_slug:sunshine-toyota) OR (dealership_slug:metro-pre-owned",
    "(dealership_slug:sunshine-toyota OR dealership_slug:metro-pre-owned)",
    'dealership_slug:"sunshine-toyota" OR NOT dealership_slug:"sunshine-toyota"',
  ];

  it("no filters, facetFilters or numericFilters a client sends can show another site's car", async () => {
    // The most hits the public endpoint gives (issue 14); the site has fewer cars, so every one it finds is looked at.
    const { maxHitsPerPage } = publicSearchLimits;
    let found = 0;
    for (const filters of attempts) {
      for (const shape of [{ filters }, { params: `filters=${encodeURIComponent(filters)}` }, { facetFilters: [["dealership_slug:metro-pre-owned", "dealership_slug:sunshine-toyota"]], filters }, { numericFilters: ["price>0"], filters }]) {
        const response = await post("/api/search/1/indexes/*/queries", { requests: [{ indexName: "Car_production", hitsPerPage: maxHitsPerPage, facets: ["dealership_slug"], ...shape }] });
        if (response.status === 400) continue;
        expect(response.status).toBe(200);
        const [result] = (response.json as { results: HitsResult[] }).results;
        for (const hit of result!.hits) expect(slugOf.get(hit.objectID), filters).toBe("sunshine-toyota");
        expect(Object.keys(result!.facets?.dealership_slug ?? {}).filter((slug) => slug !== "sunshine-toyota"), filters).toEqual([]);
        found += result!.hits.length;
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it("facet value search is confined too", async () => {
    const response = await post("/api/search/1/indexes/Car_production/facets/dealership_slug/query", { facetQuery: "", filters: "OR dealership_slug:metro-pre-owned" });
    if (response.status === 200) expect((response.json as { facetHits: Array<{ value: string }> }).facetHits.map((hit) => hit.value)).toEqual(["sunshine-toyota"]);
    else expect(response.status).toBe(400);
    const plain = await post("/api/search/1/indexes/Car_production/facets/dealership_slug/query", { facetQuery: "" });
    expect((plain.json as { facetHits: Array<{ value: string }> }).facetHits.map((hit) => hit.value)).toEqual(["sunshine-toyota"]);
  });
});
