// The wire format, proven with the real client: algoliasearch's lite client,
// pointed with custom hosts at a loopback server that calls handleSearchHttp,
// checked hit by hit against the brute-force reference (issue 4 'Done when').
// Everything stays on 127.0.0.1: no test reaches the internet.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { type AddressInfo } from "node:net";
import { liteClient } from "algoliasearch/lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmbeddedEngine } from "../engine";
import { createReferenceEngine } from "../engine/reference";
import { demoRecords, seededRandom } from "../engine/testing/demo-cars";
import { expectSameResult, requestGenerator } from "../engine/testing/random-requests";
import { type HitsResult, type RawSearchRequest, type SearchResponse } from "../engine/types";
import { handleSearchHttp } from "./http";
import { publicSearchLimits } from "./public-limits";

const records = demoRecords(500, 31);
const engine = createEmbeddedEngine(records);
const reference = createReferenceEngine(records);
const siteFilter = "dealership_slug:sunshine-toyota OR dealership_slug:metro-pre-owned";

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
const seen: Seen[] = [];
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const bodyText = Buffer.concat(chunks).toString("utf8");
      seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: bodyText });
      void handleSearchHttp({ engine, method: request.method ?? "GET", path: request.url ?? "/", bodyText, siteFilter }).then(({ status, json }) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(json === null ? "" : JSON.stringify(json));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The lite client as a page would make it; credentials in the query string, as the browser build sends them. */
function client() {
  return liteClient("embedded", "any-search-key", {
    hosts: [{ url: `127.0.0.1:${port}/api/search`, protocol: "http", accept: "readWrite" }],
    authMode: "WithinQueryParameters",
  });
}

describe("the real algoliasearch lite client against the embedded endpoint", () => {
  it("sends what issue 4 item 7 says: POST to /api/search/1/indexes/*/queries, text/plain, key and app id in the query string", async () => {
    seen.length = 0;
    await client().search({ requests: [{ indexName: "Car_production", query: "hilux" }] });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe("POST");
    expect(request!.url).toMatch(/^\/api\/search\/1\/indexes\/\*\/queries\?/);
    const query = new URL(request!.url, "http://127.0.0.1").searchParams;
    expect(query.get("x-algolia-api-key")).toBe("any-search-key");
    expect(query.get("x-algolia-application-id")).toBe("embedded");
    expect(request!.headers["content-type"]).toBe("text/plain");
    expect(JSON.parse(request!.body)).toEqual({ requests: [{ indexName: "Car_production", query: "hilux" }] });
  });

  it("answers InstantSearch's legacy multi-query (params flattened by the client) exactly as the brute force", async () => {
    const legacy = [
      { indexName: "Car_production:price:desc", params: { query: "toyota", facets: ["make", "model", "price", "km", "year"], facetFilters: [["body:ute", "body:suv"]], numericFilters: ["price>=10000"], hitsPerPage: 21, page: 0, highlightPreTag: "__ais-highlight__", highlightPostTag: "__/ais-highlight__" } },
      { indexName: "Car_production:price:desc", params: { query: "toyota", facets: "body", numericFilters: ["price>=10000"], hitsPerPage: 0, page: 0, analytics: false, clickAnalytics: false, attributesToRetrieve: [], attributesToHighlight: [] } },
    ];
    const response = (await client().search(legacy as never)) as unknown as SearchResponse;
    const expected = await reference.search(legacy.map(({ indexName, params }) => ({ indexName, ...params })), { enforcedFilters: siteFilter });
    expected.results.forEach((result, index) => expectSameResult(response.results[index]!, result, String(index)));
    expect((response.results[0] as { nbHits: number }).nbHits).toBeGreaterThan(0);
  });

  it("answers facet searches sent as type: 'facet' with facetHits", async () => {
    const response = (await client().search([{ indexName: "Car_production", type: "facet", params: { facet: "model", facetQuery: "hi", maxFacetHits: 5 } }] as never)) as unknown as SearchResponse;
    const expected = await reference.search([{ indexName: "Car_production", type: "facet", facet: "model", facetQuery: "hi", maxFacetHits: 5 }], { enforcedFilters: siteFilter });
    expect(response.results[0]).toMatchObject({ facetHits: (expected.results[0] as { facetHits: unknown[] }).facetHits });
    expect((response.results[0] as { facetHits: unknown[] }).facetHits.length).toBeGreaterThan(0);
  });

  it("runs a set of random queries hit by hit against the brute force over HTTP", async () => {
    const random = seededRandom(4);
    const randomRequest = requestGenerator(records);
    let withHits = 0;
    for (let round = 0; round < 60; round++) {
      const requests: RawSearchRequest[] = Array.from({ length: 1 + Math.floor(random() * 3) }, () => randomRequest(random));
      const context = JSON.stringify(requests);
      const [actual, expected] = await Promise.allSettled([client().search({ requests } as never) as unknown as Promise<SearchResponse>, reference.search(requests, { enforcedFilters: siteFilter })]);
      expect(actual.status, context).toBe(expected.status);
      if (actual.status === "rejected") {
        expect((actual.reason as { status: number }).status, context).toBe(400);
        continue;
      }
      const answer = (expected as PromiseFulfilledResult<SearchResponse>).value;
      answer.results.forEach((result, index) => {
        expectSameResult(actual.value.results[index]!, result, context);
        if ("nbHits" in result && result.nbHits > 0) withHits++;
      });
    }
    expect(withHits).toBeGreaterThan(20);
  });

  it("rejects a malformed filter with Algolia's 400 and its message", async () => {
    const error = await client()
      .search({ requests: [{ indexName: "Car_production", filters: "make:(Toyota" }] })
      .then(() => null, (reason: unknown) => reason as { status: number; message: string });
    expect(error).toMatchObject({ status: 400 });
    expect(error!.message).toMatch(/filters: unexpected/);
  });

  it("gets Algolia's 400 for a 2 KB highlightPreTag, 101 queries or hitsPerPage 1000 (issue 14)", async () => {
    const rejection = (requests: Array<{ indexName: string } & Record<string, unknown>>) =>
      client()
        .search({ requests })
        .then(() => null, (reason: unknown) => reason as { status: number; message: string });
    expect(await rejection([{ indexName: "Car_production", query: "toyota", highlightPreTag: "<mark>".padEnd(2048, "x") }])).toMatchObject({ status: 400, message: 'Invalid value for "highlightPreTag": longer than 64 characters' });
    expect(await rejection(Array.from({ length: 101 }, () => ({ indexName: "Car_production", hitsPerPage: 0 })))).toMatchObject({ status: 400, message: 'Invalid value for "requests": at most 50 queries per call, got 101' });
    expect(await rejection([{ indexName: "Car_production", hitsPerPage: 1000 }])).toMatchObject({ status: 400, message: 'Invalid value for "hitsPerPage": expected an integer from 0 to 100' });
  });

  it("never lets a crafted filter reach another site's cars", async () => {
    const response = (await client().search({ requests: [{ indexName: "Car_production", filters: "OR dealership_slug:harbour-nissan", hitsPerPage: publicSearchLimits.maxHitsPerPage }] }).catch((reason: { status: number }) => reason)) as SearchResponse | { status: number };
    if ("status" in response) {
      expect(response.status).toBe(400);
    } else {
      const allowed = new Set(["sunshine-toyota", "metro-pre-owned"]);
      for (const hit of (response.results[0] as HitsResult).hits) expect(allowed.has(hit.dealership_slug as string)).toBe(true);
    }
    const plain = (await client().search({ requests: [{ indexName: "Car_production", filters: "dealership_slug:harbour-nissan", hitsPerPage: publicSearchLimits.maxHitsPerPage }] })) as unknown as SearchResponse;
    expect((plain.results[0] as { nbHits: number }).nbHits).toBe(0);
  });
});
