// Contract: the engine answers exactly as the brute-force reference, hit by hit
// (issue 4 'Done when'), on a few hundred random requests over generated cars:
// filters, facet counts, stats, paging, sorting, text with typos, facet search.
import { describe, expect, it } from "vitest";
import { createEmbeddedEngine } from "./engine";
import { createReferenceEngine } from "./reference";
import { demoRecords, seededRandom } from "./testing/demo-cars";
import { expectSameResult, requestGenerator } from "./testing/random-requests";
import { type HitsResult, type RawSearchRequest } from "./types";

const records = demoRecords(600, 11);
const engine = createEmbeddedEngine(records);
const reference = createReferenceEngine(records);
const randomRequest = requestGenerator(records);

describe("engine against the brute-force reference (issue 4 contract)", () => {
  it("answers 400 random multi-queries hit by hit as the reference does", async () => {
    const random = seededRandom(20261123);
    let requestsWithHits = 0;
    let textRequestsWithHits = 0;
    let partialHighlights = 0;
    for (let round = 0; round < 400; round++) {
      const requests = Array.from({ length: 1 + Math.floor(random() * 3) }, () => randomRequest(random));
      const enforcedFilters = random() < 0.3 ? "dealership_slug:sunshine-toyota OR dealership_slug:swan-motors" : null;
      const context = JSON.stringify({ round, requests, enforcedFilters });
      const [actual, expected] = await Promise.allSettled([engine.search(requests, { enforcedFilters }), reference.search(requests, { enforcedFilters })]);
      expect(actual.status, context).toBe(expected.status);
      if (expected.status === "rejected" || actual.status === "rejected") {
        expect((actual as PromiseRejectedResult).reason.status, context).toBe(400);
        continue;
      }
      expected.value.results.forEach((result, index) => {
        expectSameResult(actual.value.results[index]!, result, context);
        if ("nbHits" in result && result.nbHits > 0) {
          requestsWithHits++;
          if (result.query.trim() !== "") textRequestsWithHits++;
          if (result.hits.some((hit) => JSON.stringify(hit._highlightResult).includes('"fullyHighlighted":false'))) partialHighlights++;
        }
      });
    }
    // The comparison means something only if many requests find cars, with text too.
    expect(requestsWithHits).toBeGreaterThan(150);
    expect(textRequestsWithHits).toBeGreaterThan(40);
    expect(partialHighlights).toBeGreaterThan(10);
  }, 120_000);

  it("agrees on a full search page's multi-query with disjunctive facets", async () => {
    const refinements = { make: ["make:Toyota", "make:Ford"], body: ["body:ute"] };
    const common = { query: "ranger", facets: ["make", "model", "body", "price", "km", "year"], highlightPreTag: "__ais-highlight__", highlightPostTag: "__/ais-highlight__" };
    const requests: RawSearchRequest[] = [
      { indexName: "Car_production:price:desc", ...common, facetFilters: Object.values(refinements), numericFilters: ["price>=10000", "price<=80000"], hitsPerPage: 21, page: 0 },
      { indexName: "Car_production:price:desc", ...common, facets: "make", facetFilters: [refinements.body], numericFilters: ["price>=10000", "price<=80000"], hitsPerPage: 0 },
      { indexName: "Car_production:price:desc", ...common, facets: "price", facetFilters: Object.values(refinements), hitsPerPage: 0 },
    ];
    const actual = await engine.search(requests);
    const expected = await reference.search(requests);
    expected.results.forEach((result, index) => expectSameResult(actual.results[index]!, result, String(index)));
    expect((actual.results[0] as HitsResult).nbHits).toBeGreaterThan(0);
  });
});

