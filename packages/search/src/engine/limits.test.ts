import { describe, expect, it } from "vitest";
import { createEmbeddedEngine } from "./engine";
import { engineSearchLimits, resolveSearchLimits } from "./limits";
import { demoRecords } from "./testing/demo-cars";
import { type HitsResult, type RawSearchRequest, type SearchOptions } from "./types";

const records = demoRecords(300, 21);
const engine = createEmbeddedEngine(records);

async function outcomeOf(requests: readonly RawSearchRequest[], options: SearchOptions = {}): Promise<{ status: number; message?: string }> {
  return engine.search(requests, options).then(
    () => ({ status: 200 }),
    (error: { status?: number; message: string }) => ({ status: error.status ?? 500, message: error.message }),
  );
}

const queries = (count: number, params: Record<string, unknown> = {}): RawSearchRequest[] => Array.from({ length: count }, () => ({ indexName: "Car_production", hitsPerPage: 0, ...params }));

describe("the engine's own limits are Algolia's (issue 14)", () => {
  it("in-process callers keep them: 100 queries, hitsPerPage 1000, maxValuesPerFacet 1000, any tag or attribute list", async () => {
    expect(await outcomeOf(queries(100))).toEqual({ status: 200 });
    const { results } = await engine.search([{ indexName: "Car_production", hitsPerPage: 1000, facets: ["make", "make_model"], maxValuesPerFacet: 1000 }]);
    expect((results[0] as HitsResult).hits).toHaveLength(records.length);
    const tag = "x".repeat(2048);
    expect(await outcomeOf([{ indexName: "Car_production", query: "toyota", highlightPreTag: tag, highlightPostTag: tag, snippetEllipsisText: tag, attributesToRetrieve: Array.from({ length: 500 }, (_, index) => `field${index}`) }])).toEqual({ status: 200 });
  });

  it("refuses 101 queries and hitsPerPage or length 1001, naming the parameter and the maximum", async () => {
    expect(await outcomeOf(queries(101))).toEqual({ status: 400, message: 'Invalid value for "requests": at most 100 queries per call, got 101' });
    expect(await outcomeOf(queries(1, { hitsPerPage: 1001 }))).toEqual({ status: 400, message: 'Invalid value for "hitsPerPage": expected an integer from 0 to 1000' });
    expect(await outcomeOf(queries(1, { offset: 0, length: 1001 }))).toEqual({ status: 400, message: 'Invalid value for "length": expected an integer from 0 to 1000' });
  });
});

describe("a caller's stricter limits (issue 14)", () => {
  const limits = { maxHitsPerPage: 10, maxTagLength: 8 };

  it("apply after the parameters are merged, whichever shape they come in", async () => {
    const shapes = (params: Record<string, unknown>): RawSearchRequest[] => [
      { indexName: "Car_production", ...params },
      { indexName: "Car_production", params },
      { indexName: "Car_production", params: new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString() },
    ];
    for (const request of shapes({ hitsPerPage: 11 })) expect(await outcomeOf([request], { limits }), JSON.stringify(request)).toMatchObject({ status: 400, message: expect.stringMatching(/"hitsPerPage".* 10$/) });
    for (const request of shapes({ hitsPerPage: 10 })) expect(await outcomeOf([request], { limits }), JSON.stringify(request)).toEqual({ status: 200 });
    for (const request of shapes({ highlightPreTag: "<em class>" })) expect(await outcomeOf([request], { limits }), JSON.stringify(request)).toMatchObject({ status: 400, message: expect.stringMatching(/"highlightPreTag": longer than 8 characters/) });
    for (const request of shapes({ highlightPreTag: "<strong>" })) expect(await outcomeOf([request], { limits }), JSON.stringify(request)).toEqual({ status: 200 });
  });

  it("are checked on every request before any runs: one over a limit fails the whole call", async () => {
    expect(await outcomeOf([...queries(3), ...queries(1, { hitsPerPage: 11 })], { limits })).toMatchObject({ status: 400, message: expect.stringMatching(/hitsPerPage/) });
  });

  it("cannot loosen the engine's own", async () => {
    expect(await outcomeOf(queries(101), { limits: { maxQueriesPerCall: 500 } })).toMatchObject({ status: 400, message: expect.stringMatching(/at most 100 queries/) });
    expect(await outcomeOf(queries(1, { hitsPerPage: 1001 }), { limits: { maxHitsPerPage: 5000 } })).toMatchObject({ status: 400, message: expect.stringMatching(/from 0 to 1000/) });
    expect(resolveSearchLimits({ maxHitsPerPage: 5000, maxTagLength: 64, maxAttributesListed: undefined })).toEqual({ ...engineSearchLimits, maxTagLength: 64 });
  });
});
