// The home page's one server-side search (spec 2.3 quick search; spec 7 'Budget
// finder search': base filter AND price > 1000), run through the real engine
// with the site's enforced filter, as serverSearchClient does in process.
import { describe, expect, it } from "vitest";
import { type CarInput, parseSiteConfig } from "@forecourt/domain";
import { testCar, testSite } from "@forecourt/db/testing/fixtures";
import { carToRecord, createSearchClient } from "@forecourt/search";
import { createEmbeddedEngine } from "@forecourt/search/engine";
import { emptySearchResponse } from "@forecourt/search/protocol";
import { serverSearchClient } from "../search/backends";
import { siteSearchFilter } from "../search/site-filter";
import { homeSearchRequests, loadHomeSearch } from "./home-search";

const now = new Date("2026-11-23T00:00:00Z");
const config = parseSiteConfig(testSite({ dealerships: [{ id: 10, slug: "alpha-north", name: "Alpha North" }] }));

const cars: CarInput[] = [
  testCar({ id: 1, make: "Toyota", simple_body: "suv", car_type: "used", price: 32_990 }),
  testCar({ id: 2, make: "Toyota", simple_body: "ute", car_type: "new", price: 61_990 }),
  testCar({ id: 3, make: "mazda", simple_body: "hatch", car_type: "demo", price: 3_990 }),
  testCar({ id: 4, make: "BMW", simple_body: "suv", car_type: "used", price: 1_000 }),
  testCar({ id: 5, make: "Kia", simple_body: "peopleMover", car_type: "new", price: 0 }),
  // Another site's car: never counted, never the cheapest.
  testCar({ id: 6, make: "Volvo", simple_body: "suv", car_type: "used", price: 1_500, dealership_id: 20, dealership_slug: "bravo" }),
];

const engine = createEmbeddedEngine(cars.map((car) => carToRecord(car, { now })));
const siteClient = () => serverSearchClient(config, { now, search: (requests) => engine.search(requests, { enforcedFilters: siteSearchFilter(config, now) }) });

describe("homeSearchRequests", () => {
  it("asks for the quick search's facets and price stats, and the budget search of spec 7, with no hits", () => {
    expect(homeSearchRequests("Car_production")).toEqual([
      { indexName: "Car_production", params: { hitsPerPage: 0, facets: ["make", "body", "car_type", "price"], maxValuesPerFacet: 200 } },
      { indexName: "Car_production", params: { hitsPerPage: 0, filters: "price > 1000", facets: ["price", "simple_body", "make"] } },
    ]);
  });
});

describe("loadHomeSearch", () => {
  it("lists the site's makes and body types by name and its car types as new, used, demo, with counts", async () => {
    const summary = await loadHomeSearch(config, { now, client: siteClient() });
    expect(summary.total).toBe(5);
    expect(summary.facets.make).toEqual([
      { value: "BMW", count: 1 },
      { value: "Kia", count: 1 },
      { value: "mazda", count: 1 },
      { value: "Toyota", count: 2 },
    ]);
    expect(summary.facets.body.map(({ value }) => value)).toEqual(["hatch", "peopleMover", "suv", "ute"]);
    expect(summary.facets.car_type).toEqual([
      { value: "new", count: 2 },
      { value: "used", count: 2 },
      { value: "demo", count: 1 },
    ]);
    expect(summary.maxPrices).toEqual([10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 60_000, 75_000]);
  });

  it("takes the budget finder's minimum from cars priced over 1000 on this site only (spec 5, 7, 9)", async () => {
    const summary = await loadHomeSearch(config, { now, client: siteClient() });
    // $0 and exactly $1,000 are not over 1000; the other site's $1,500 car is not this site's.
    expect(summary.budgetMinPrice).toBe(3_990);
  });

  it("has no minimum when no car is priced over 1000, so every budget finds nothing (spec 8)", async () => {
    const cheap = createEmbeddedEngine([testCar({ id: 30, price: 900 }), testCar({ id: 31, price: 0 })].map((car) => carToRecord(car, { now })));
    const summary = await loadHomeSearch(config, { now, client: createSearchClient({ kind: "in-process", search: (requests) => cheap.search(requests) }) });
    expect(summary.total).toBe(2);
    expect(summary.budgetMinPrice).toBeNull();
  });

  it("leaves the count to the page when the search fails or answers empty (spec 8)", async () => {
    const failing = { search: () => Promise.reject(new Error("Algolia is unreachable")) };
    const originalError = console.error;
    console.error = () => undefined;
    try {
      const failed = await loadHomeSearch(config, { now, client: failing });
      expect(failed).toEqual({ total: null, facets: { make: [], body: [], car_type: [] }, maxPrices: [], budgetMinPrice: null });
    } finally {
      console.error = originalError;
    }
    const empty = await loadHomeSearch(config, { now, client: { search: async (requests) => emptySearchResponse(requests) } });
    expect(empty.total).toBeNull();
    expect(empty.budgetMinPrice).toBeNull();
  });
});
