import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEmbeddedEngine } from "./engine";
import { isSearchRequestError } from "./errors";
import { type FacetHitsResult, type HitsResult, type RawSearchRequest, type SearchRecord } from "./types";

function car(objectID: string, fields: Record<string, unknown>): SearchRecord {
  return { objectID, custom_rank: 0, ...fields };
}

const cars: SearchRecord[] = [
  car("1", { make: "Toyota", model: "HiLux", badge: "SR5", colour: "White", price: 45990, km: 42000, year: 2022, custom_rank: 300, dealership_slug: "site-a", categories: ["Ute", "4WD & AWD"] }),
  car("2", { make: "Toyota", model: "HiLux", badge: "SR", colour: "Silver", price: 38990, km: 81000, year: 2019, custom_rank: 100, dealership_slug: "site-a", categories: ["Ute"] }),
  car("3", { make: "Toyota", model: "Hiace", badge: "LWB", colour: "White", price: 52990, km: 12000, year: 2023, custom_rank: 200, dealership_slug: "site-b", categories: ["Commercial"] }),
  car("4", { make: "Ford", model: "Ranger", badge: "XLT", colour: "Blue", price: 55990, km: 30000, year: 2022, custom_rank: 300, dealership_slug: "site-b", categories: ["Ute", "4WD & AWD"] }),
  car("5", { make: "Ford", model: "Everest", badge: "Trend", colour: "White", price: null, km: 5000, year: 2024, custom_rank: 300, dealership_slug: "site-a", categories: [] }),
  car("10", { make: "Mazda", model: "CX-5", badge: "Maxx", colour: "Red", price: 29990, year: 2018, dealership_slug: "site-a", categories: ["SUV"] }),
];
const engine = createEmbeddedEngine(cars);

async function hits(params: Record<string, unknown>, indexName = "Car_production", enforcedFilters: string | null = null): Promise<HitsResult> {
  const { results } = await engine.search([{ indexName, ...params }], { enforcedFilters });
  return results[0] as HitsResult;
}

async function ids(params: Record<string, unknown>, indexName = "Car_production", enforcedFilters: string | null = null): Promise<string[]> {
  return (await hits(params, indexName, enforcedFilters)).hits.map((hit) => hit.objectID);
}

async function rejectionOf(requests: unknown, enforcedFilters: string | null = null): Promise<{ status: number; message: string }> {
  try {
    await engine.search(requests as RawSearchRequest[], { enforcedFilters });
  } catch (error) {
    if (isSearchRequestError(error)) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a 400");
}

describe("ranking (issue 4 item 2)", () => {
  it("without text: custom_rank descending, then objectID ascending (as text), missing rank last", async () => {
    expect(await ids({})).toEqual(["1", "4", "5", "3", "2", "10"]);
  });

  it("with text: fewer typos first, then more words whole, then custom_rank, then objectID", async () => {
    // "hilux" exact in 1 and 2; "hiace" is one substitution... away from "hilux"? no: two, so it is out.
    expect(await ids({ query: "hilux" })).toEqual(["1", "2"]);
    // "hiluz": one typo to hilux (1, 2); as a last word it is no prefix of anything.
    expect(await ids({ query: "toyota hiluz" })).toEqual(["1", "2"]);
    // "sr": whole in 2 (0 typos, whole), prefix of sr5 in 1 (0 typos, prefix): whole first despite custom_rank.
    expect(await ids({ query: "sr" })).toEqual(["2", "1"]);
    // "whte": one typo from white; "white" exact ranks before it.
    expect(await ids({ query: "toyta white" })).toEqual(["1", "3"]);
    expect((await hits({ query: "toyta white" })).nbHits).toBe(2);
  });

  it("every query word must match; the last may be a prefix, the others must be whole", async () => {
    expect(await ids({ query: "toy hilux" })).toEqual([]);
    expect(await ids({ query: "hilux toy" })).toEqual(["1", "2"]);
    expect(await ids({ query: "ford ever" })).toEqual(["5"]);
  });

  it("sort replicas order by the attribute, missing values last, then objectID", async () => {
    expect(await ids({}, "Car_production:price:asc")).toEqual(["10", "2", "1", "3", "4", "5"]);
    expect(await ids({}, "Car_production:price:desc")).toEqual(["4", "3", "1", "2", "10", "5"]);
    expect(await ids({ query: "toyota" }, "Car_production:km:asc")).toEqual(["3", "1", "2"]);
    expect(await ids({}, "Car_production:year:desc")).toEqual(["5", "3", "1", "4", "2", "10"]);
  });

  it("an unknown sort attribute is a 400, like an index that does not exist", async () => {
    expect((await rejectionOf([{ indexName: "Car_production:horsepower:desc" }])).message).toMatch(/does not exist/);
  });
});

describe("filters", () => {
  it("combine filters, facetFilters (OR arrays, negation) and numericFilters", async () => {
    expect(await ids({ filters: "make:Toyota AND NOT colour:White" })).toEqual(["2"]);
    expect(await ids({ facetFilters: [["make:Ford", "make:Mazda"], "-colour:White"] })).toEqual(["4", "10"]);
    expect(await ids({ numericFilters: ["price>=40000", "price<=53000"] })).toEqual(["1", "3"]);
    expect(await ids({ numericFilters: [["year<2019", "year>2023"]] })).toEqual(["5", "10"]);
    expect(await ids({ filters: "price:38990 TO 45990" })).toEqual(["1", "2"]);
    expect(await ids({ filters: "categories:Ute AND categories:\"4WD & AWD\"" })).toEqual(["1", "4"]);
  });

  it("!= keeps records without the attribute", async () => {
    expect(await ids({ filters: "price != 45990" })).toEqual(["4", "5", "3", "2", "10"]);
  });

  it("a filter on an attribute not for faceting is a 400 naming it", async () => {
    const { status, message } = await rejectionOf([{ indexName: "Car_production", filters: "vin:ABC" }]);
    expect(status).toBe(400);
    expect(message).toMatch(/"vin" is not in attributesForFaceting/);
  });

  it("the enforced filter confines every request, whatever the client sends", async () => {
    const site = "dealership_slug:site-a";
    for (const filters of ["OR dealership_slug:site-b", "make:Ford OR dealership_slug:site-b", "(dealership_slug:site-b)", "NOT dealership_slug:site-a", ") OR (dealership_slug:site-b"]) {
      try {
        const found = await ids({ filters }, "Car_production", site);
        for (const id of found) expect(cars.find((record) => record.objectID === id)!.dealership_slug).toBe("site-a");
      } catch (error) {
        expect(isSearchRequestError(error)).toBe(true);
      }
    }
    expect(await ids({ facetFilters: [["dealership_slug:site-b", "dealership_slug:site-a"]] }, "Car_production", site)).toEqual(["1", "5", "2", "10"]);
  });
});

describe("facets (issue 4 item 2)", () => {
  it("counts values, keeps the highest counts when cut, ties by value ascending", async () => {
    const result = await hits({ facets: ["make", "colour", "categories"], maxValuesPerFacet: 2 });
    expect(result.facets).toEqual({ make: { Toyota: 3, Ford: 2 }, colour: { White: 3, Blue: 1 }, categories: { Ute: 3, "4WD & AWD": 2 } });
  });

  it("'*' counts every attribute for faceting; unknown names are ignored", async () => {
    const result = await hits({ facets: ["*"] });
    expect(Object.keys(result.facets!)).toEqual(expect.arrayContaining(["make", "model", "price", "year"]));
    expect((await hits({ facets: ["nope"] })).facets).toEqual({});
  });

  it("gives min, max, avg and sum of numeric facets", async () => {
    const result = await hits({ facets: ["price", "year"], filters: "make:Toyota" });
    expect(result.facets_stats).toEqual({
      price: { min: 38990, max: 52990, avg: (45990 + 38990 + 52990) / 3, sum: 45990 + 38990 + 52990 },
      year: { min: 2019, max: 2023, avg: (2022 + 2019 + 2023) / 3, sum: 2022 + 2019 + 2023 },
    });
  });

  it("facet search: values matching the facet query, by count, highlighted", async () => {
    const { results } = await engine.search([{ indexName: "Car_production", type: "facet", facet: "model", facetQuery: "hi", maxFacetHits: 5 }]);
    expect((results[0] as FacetHitsResult).facetHits).toEqual([
      { value: "HiLux", highlighted: "__ais-highlight__Hi__/ais-highlight__Lux", count: 2 },
      { value: "Hiace", highlighted: "__ais-highlight__Hi__/ais-highlight__ace", count: 1 },
    ]);
  });
});

describe("paging, retrieval and highlighting", () => {
  it("pages are 0-based, 20 hits by default, nbPages capped at 1000 hits", async () => {
    const result = await hits({ hitsPerPage: 4, page: 1 });
    expect(result).toMatchObject({ nbHits: 6, page: 1, nbPages: 2, hitsPerPage: 4 });
    expect(result.hits.map((hit) => hit.objectID)).toEqual(["2", "10"]);
    expect((await hits({})).hitsPerPage).toBe(20);
    expect(await ids({ offset: 2, length: 2 })).toEqual(["5", "3"]);
  });

  it("retrieves the listed attributes plus objectID, or all but the excluded ones", async () => {
    const [hit] = (await hits({ attributesToRetrieve: ["make", "price"], hitsPerPage: 1, attributesToHighlight: [] })).hits;
    expect(hit).toEqual({ objectID: "1", make: "Toyota", price: 45990, _highlightResult: {} });
    const [other] = (await hits({ attributesToRetrieve: ["*", "-km"], hitsPerPage: 1 })).hits;
    expect(other).not.toHaveProperty("km");
    expect(other).toHaveProperty("badge", "SR5");
  });

  it("highlights matches with InstantSearch's tags, the prefix only for a prefix match", async () => {
    const [hit] = (await hits({ query: "toyota sr", facetFilters: ["badge:SR5"] })).hits;
    expect(hit!._highlightResult!.badge).toEqual({ value: "__ais-highlight__SR__/ais-highlight__5", matchLevel: "partial", matchedWords: ["sr"], fullyHighlighted: false });
    expect(hit!._highlightResult!.make).toEqual({ value: "__ais-highlight__Toyota__/ais-highlight__", matchLevel: "partial", matchedWords: ["toyota"], fullyHighlighted: true });
    expect(hit!._highlightResult!.colour).toEqual({ value: "White", matchLevel: "none", matchedWords: [] });
  });

  it("echoes the query, the URL-encoded params and the index", async () => {
    const result = await hits({ query: "hilux", facets: ["make"], hitsPerPage: 2 });
    expect(result).toMatchObject({ query: "hilux", index: "Car_production", params: "query=hilux&facets=%5B%22make%22%5D&hitsPerPage=2", exhaustiveNbHits: true, exhaustiveFacetsCount: true });
    const { results } = await engine.search([{ indexName: "Car_production", params: "query=hilux&hitsPerPage=2" }]);
    expect((results[0] as HitsResult).params).toBe("query=hilux&hitsPerPage=2");
  });
});

describe("bad requests are 400s naming the problem (issue 4 item 2)", () => {
  it.each([
    [{ notRequests: true }, /"requests" must be an array/],
    [[{}], /indexName/],
    [[{ indexName: "Car_production", hitsPerPage: -1 }], /"hitsPerPage": expected an integer from 0 to 1000/],
    [[{ indexName: "Car_production", page: "two" }], /"page"/],
    [[{ indexName: "Car_production", query: 5 }], /"query": expected a string/],
    [[{ indexName: "Car_production", filters: "make:(" }], /filters: unexpected/],
    [[{ indexName: "Car_production", facetFilters: "[[" }], /"facetFilters": malformed JSON/],
    [[{ indexName: "Car_production", facetFilters: ["make"] }], /not of the form attribute:value/],
    [[{ indexName: "Car_production", numericFilters: ["make:Toyota"] }], /"numericFilters".*not a numeric comparison/],
    [[{ indexName: "Car_production", bogus: 1 }], /Unknown parameter: bogus/],
    [[{ indexName: "Car_production", params: 42 }], /"params"/],
    [[{ indexName: "Car_production", type: "facet" }], /needs "facet"/],
    [[{ indexName: "Car_production", type: "facet", facet: "vin" }], /Cannot search in facet "vin"/],
    [[{ indexName: "Car_production", tagFilters: ["a"] }], /tagFilters/],
  ])("%j", async (requests, message) => {
    const rejection = await rejectionOf(requests);
    expect(rejection.status).toBe(400);
    expect(rejection.message).toMatch(message);
  });

  it("accepts and ignores analytics, clickAnalytics and other Algolia parameters", async () => {
    expect(await ids({ analytics: false, clickAnalytics: true, userToken: "u", getRankingInfo: true, filters: "make:Mazda" })).toEqual(["10"]);
  });

  it("fuzz: any parameter values yield results or a 400, never another error", async () => {
    const value = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 })), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
    const name = fc.constantFrom("query", "filters", "facetFilters", "numericFilters", "facets", "hitsPerPage", "page", "offset", "length", "maxValuesPerFacet", "attributesToRetrieve", "attributesToHighlight", "highlightPreTag", "facetQuery", "maxFacetHits", "params", "type", "facet");
    await fc.assert(
      fc.asyncProperty(fc.dictionary(name, value, { maxKeys: 5 }), async (params) => {
        try {
          await engine.search([{ indexName: "Car_production", ...params }]);
        } catch (error) {
          expect(isSearchRequestError(error)).toBe(true);
        }
      }),
      { numRuns: 1500 },
    );
  });
});

describe("replace", () => {
  it("rebuilds from new records; a repeated objectID keeps the last record", async () => {
    const local = createEmbeddedEngine(cars);
    local.replace([car("a", { make: "Kia" }), car("b", { make: "Kia" }), car("a", { make: "Hyundai" })]);
    const { results } = await local.search([{ indexName: "Car_production", facets: ["make"] }]);
    expect(results[0]).toMatchObject({ nbHits: 2, facets: { make: { Kia: 1, Hyundai: 1 } } });
    expect(local.size).toBe(2);
  });

  it("refuses records without a string objectID", () => {
    expect(() => createEmbeddedEngine([{ make: "Kia" } as unknown as SearchRecord])).toThrow(/objectID/);
  });
});
