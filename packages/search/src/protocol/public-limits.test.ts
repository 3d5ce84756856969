// issue 14: one small request to the public endpoint must not ask for a huge
// answer. Each limit: over it is Algolia's 400 naming the parameter and the
// maximum, at it an answer.
import { describe, expect, it } from "vitest";
import { createEmbeddedEngine, type EmbeddedEngine, type SearchResponse } from "../engine";
import { demoRecords } from "../engine/testing/demo-cars";
import { handleSearchHttp, type SearchHttpRequest } from "./http";
import { type PublicSearchLimits, publicSearchLimits } from "./public-limits";

const engine = createEmbeddedEngine(demoRecords(300, 21));
const siteFilter = "dealership_slug:sunshine-toyota";
const queriesPath = "/api/search/1/indexes/*/queries";

function post(body: unknown, options: Partial<SearchHttpRequest> = {}) {
  return handleSearchHttp({ engine, method: "POST", path: queriesPath, bodyText: JSON.stringify(body), siteFilter, ...options });
}

function call(...requests: Array<Record<string, unknown>>) {
  return post({ requests: requests.map((request) => ({ indexName: "Car_production", ...request })) });
}

const refused = (message: RegExp) => ({ status: 400, json: { message: expect.stringMatching(message), status: 400 } });
const answered = { status: 200 };

describe("the public endpoint's limits (issue 14)", () => {
  it("documents each maximum", () => {
    expect(publicSearchLimits).toEqual({ maxQueriesPerCall: 50, maxHitsPerPage: 100, maxHitsPerCall: 300, maxTagLength: 64, maxAttributesListed: 100, maxValuesPerFacet: 200, maxAnswerBytes: 1024 * 1024 });
  });

  it("refuses a 2 KB highlightPreTag, whichever shape and route it comes by", async () => {
    const tag = "<mark>".padEnd(2048, "x");
    expect(await call({ highlightPreTag: tag })).toMatchObject(refused(/^Invalid value for "highlightPreTag": longer than 64 characters$/));
    expect(await call({ params: { highlightPreTag: tag } })).toMatchObject(refused(/"highlightPreTag": longer than 64/));
    expect(await call({ params: `query=toyota&highlightPreTag=${encodeURIComponent(tag)}` })).toMatchObject(refused(/"highlightPreTag": longer than 64/));
    expect(await post({ query: "toyota", highlightPreTag: tag }, { path: "/api/search/1/indexes/Car_production/query" })).toMatchObject(refused(/"highlightPreTag": longer than 64/));
    expect(await post({ facetQuery: "hi", highlightPreTag: tag }, { path: "/api/search/1/indexes/Car_production/facets/model/query" })).toMatchObject(refused(/"highlightPreTag": longer than 64/));
  });

  it("refuses a highlightPostTag or snippetEllipsisText over 64 characters, and answers tags of 64", async () => {
    const over = "x".repeat(65);
    const at = "x".repeat(64);
    expect(await call({ query: "toyota", highlightPostTag: over })).toMatchObject(refused(/^Invalid value for "highlightPostTag": longer than 64 characters$/));
    expect(await call({ query: "toyota", snippetEllipsisText: over })).toMatchObject(refused(/^Invalid value for "snippetEllipsisText": longer than 64 characters$/));
    expect(await call({ query: "toyota", highlightPreTag: at, highlightPostTag: at, snippetEllipsisText: at })).toMatchObject(answered);
  });

  it("refuses 101 queries, and 51, in one call; answers 50", async () => {
    const queries = (count: number) => Array.from({ length: count }, () => ({ hitsPerPage: 0 }));
    expect(await call(...queries(101))).toMatchObject(refused(/^Invalid value for "requests": at most 50 queries per call, got 101$/));
    expect(await call(...queries(51))).toMatchObject(refused(/at most 50 queries per call, got 51/));
    expect(await call(...queries(50))).toMatchObject(answered);
  });

  it("refuses hitsPerPage 1000, and 101; answers 100", async () => {
    expect(await call({ hitsPerPage: 1000 })).toMatchObject(refused(/^Invalid value for "hitsPerPage": expected an integer from 0 to 100$/));
    expect(await call({ params: "hitsPerPage=101" })).toMatchObject(refused(/"hitsPerPage": expected an integer from 0 to 100$/));
    expect(await call({ hitsPerPage: 100 })).toMatchObject(answered);
  });

  it("refuses maxValuesPerFacet 201; answers 200, what 'Show all makes' asks", async () => {
    expect(await call({ facets: ["*"], maxValuesPerFacet: 1000 })).toMatchObject(refused(/^Invalid value for "maxValuesPerFacet": expected an integer from 0 to 200$/));
    expect(await call({ params: "facets=make&maxValuesPerFacet=201" })).toMatchObject(refused(/"maxValuesPerFacet": expected an integer from 0 to 200$/));
    expect(await call({ facets: ["make"], maxValuesPerFacet: 200 })).toMatchObject(answered);
  });

  it("refuses length 101; answers 100", async () => {
    expect(await call({ offset: 0, length: 101 })).toMatchObject(refused(/^Invalid value for "length": expected an integer from 0 to 100$/));
    expect(await call({ params: { offset: 20, length: 100 } })).toMatchObject(answered);
  });

  it("refuses more than 100 attributes to retrieve or to highlight; answers 100", async () => {
    const names = (count: number) => Array.from({ length: count }, (_, index) => `field${index}`);
    expect(await call({ attributesToRetrieve: names(101) })).toMatchObject(refused(/^Invalid value for "attributesToRetrieve": more than 100 attributes$/));
    expect(await call({ params: `attributesToHighlight=${encodeURIComponent(names(101).join(","))}` })).toMatchObject(refused(/^Invalid value for "attributesToHighlight": more than 100 attributes$/));
    expect(await call({ query: "toyota", attributesToRetrieve: names(100), attributesToHighlight: names(100) })).toMatchObject(answered);
  });

  it("refuses more than 300 hits asked across one call, counting length where sent; answers 300", async () => {
    const page = { hitsPerPage: 100 };
    expect(await call(page, page, page, { hitsPerPage: 1 })).toMatchObject(refused(/^Too many hits asked in one call: the requests' hitsPerPage \(or length\) add up to 301, at most 300$/));
    expect(await call(page, page, { hitsPerPage: 5, offset: 0, length: 100 }, { hitsPerPage: 1 })).toMatchObject(refused(/add up to 301, at most 300/));
    // Facet value searches ask for facet hits, not hits.
    expect(await call(page, page, page, { type: "facet", facet: "model", facetQuery: "" })).toMatchObject(answered);
  });

  it("checks every request before running any: one over a limit fails the whole call", async () => {
    const response = await call({ query: "toyota" }, { hitsPerPage: 20 }, { hitsPerPage: 101 });
    expect(response).toEqual({ status: 400, json: { message: 'Invalid value for "hitsPerPage": expected an integer from 0 to 100', status: 400 } });
  });

  it("refuses an answer over 1 MB, though every parameter is within its limit", async () => {
    // A bigger stock than the site's: every facet value of every facet, 48 times, plus two pages with long tags.
    const big = createEmbeddedEngine(demoRecords(1500, 5));
    const tag = "x".repeat(64);
    const requests = [
      ...Array.from({ length: 2 }, () => ({ indexName: "Car_production", query: "toyota", hitsPerPage: 100, highlightPreTag: tag, highlightPostTag: tag })),
      ...Array.from({ length: 48 }, () => ({ indexName: "Car_production", hitsPerPage: 0, facets: ["*"], maxValuesPerFacet: 200 })),
    ];
    const response = await handleSearchHttp({ engine: big, method: "POST", path: queriesPath, bodyText: JSON.stringify({ requests }), siteFilter: null });
    expect(response).toMatchObject(refused(/^The answer is larger than 1048576 bytes, the most one call may return: ask for fewer hits/));
    const allowed = await handleSearchHttp({ engine: big, method: "POST", path: queriesPath, bodyText: JSON.stringify({ requests }), siteFilter: null, limits: { maxAnswerBytes: 64 * 1024 * 1024 } });
    expect(allowed.status).toBe(200);
    expect(Buffer.byteLength(allowed.body!)).toBeGreaterThan(1024 * 1024);
  });

  it("answers at exactly maxAnswerBytes and refuses one byte more, counting UTF-8 bytes, not characters", async () => {
    // A fixed answer, so its size does not move with processingTimeMS.
    const answer: SearchResponse = { results: [{ facetHits: [{ value: "Citroën Škoda", highlighted: "Citroën Škoda", count: 1 }], exhaustiveFacetsCount: true, processingTimeMS: 0 }] };
    const fixed: EmbeddedEngine = { search: () => Promise.resolve(answer), replace: () => {}, size: 0, indexBytes: 0 };
    const body = JSON.stringify(answer);
    const bytes = Buffer.byteLength(body);
    expect(bytes).toBeGreaterThan(body.length);
    const withLimit = (maxAnswerBytes: number) => post({ requests: [{ indexName: "Car_production" }] }, { engine: fixed, limits: { maxAnswerBytes } });
    expect(await withLimit(bytes)).toEqual({ status: 200, json: answer, body });
    expect(await withLimit(bytes - 1)).toMatchObject(refused(new RegExp(`^The answer is larger than ${bytes - 1} bytes`)));
    expect(await withLimit(body.length)).toMatchObject(refused(/larger than/));
  });

  it("sends the answer serialized once, in body, beside json", async () => {
    const response = await call({ query: "hilux", hitsPerPage: 3 });
    expect(response.status).toBe(200);
    expect(response.body).toBe(JSON.stringify(response.json));
  });

  it("lets handleSearchHttp's caller set other limits, but none past the engine's own", async () => {
    const withLimits = (limits: Partial<PublicSearchLimits>, ...requests: Array<Record<string, unknown>>) => post({ requests: requests.map((request) => ({ indexName: "Car_production", ...request })) }, { limits });
    expect(await withLimits({ maxHitsPerPage: 200, maxHitsPerCall: 200 }, { hitsPerPage: 200 })).toMatchObject(answered);
    expect(await withLimits({ maxHitsPerPage: 10 }, { hitsPerPage: 11 })).toMatchObject(refused(/from 0 to 10$/));
    expect(await withLimits({ maxHitsPerPage: 5000, maxHitsPerCall: 5000 }, { hitsPerPage: 1001 })).toMatchObject(refused(/from 0 to 1000$/));
  });
});
