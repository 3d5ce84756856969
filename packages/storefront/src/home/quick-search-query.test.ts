// The home page's quick search (spec 2.3 'A home-page Show me N cars button
// opens the filtered search URL'): its link is the search page's own URL format,
// and the count it shows is the count the search page finds for that URL,
// checked through the real engine and the search page's own server-side widgets.
import { describe, expect, it } from "vitest";
import { type CarInput, sortOptions } from "@forecourt/domain";
import { testCar } from "@forecourt/db/testing/fixtures";
import { carToRecord, createSearchClient, type HitsResult, queryToUiState, type SearchResponse } from "@forecourt/search";
import { createEmbeddedEngine } from "@forecourt/search/engine";
import { searchPageServerState } from "@forecourt/search/widgets/server";
import { maxPriceOptions, quickSearchCountRequests, quickSearchHref, quickSearchUiState, readQuickSearchCounts, type QuickSearchSelection } from "./quick-search-query";

const now = new Date("2026-11-23T00:00:00Z");
const indexName = "Car_production";

const cars: CarInput[] = [
  testCar({ id: 1, make: "Toyota", model: "RAV4", simple_body: "suv", car_type: "new", price: 42_990 }),
  testCar({ id: 2, make: "Toyota", model: "RAV4", simple_body: "suv", car_type: "used", price: 28_990 }),
  testCar({ id: 3, make: "Toyota", model: "HiLux", simple_body: "ute", car_type: "used", price: 39_990 }),
  testCar({ id: 4, make: "Toyota", model: "Corolla", simple_body: "hatch", car_type: "demo", price: 24_990 }),
  testCar({ id: 5, make: "Mazda", model: "CX-5", simple_body: "suv", car_type: "used", price: 26_500 }),
  testCar({ id: 6, make: "Mazda", model: "BT-50", simple_body: "ute", car_type: "new", price: 55_000 }),
  testCar({ id: 7, make: "Land Rover", model: "Defender", simple_body: "suv", car_type: "used", price: 89_990 }),
  testCar({ id: 8, make: "Kia", model: "Carnival", simple_body: "peopleMover", car_type: "new", price: 0 }),
  testCar({ id: 9, make: "Toyota", model: "RAV4", simple_body: "suv", car_type: "used", price: 18_000 }),
];

const engine = createEmbeddedEngine(cars.map((car) => carToRecord(car, { now })));
const search = createSearchClient({ kind: "in-process", search: (requests) => engine.search(requests) });

async function quickCount(selection: QuickSearchSelection) {
  return readQuickSearchCounts(selection, await search.search(quickSearchCountRequests(indexName, selection)));
}

/** What the search page finds for a URL: its server-side widgets, reading the URL as the page does. */
async function searchPageCount(href: string): Promise<number> {
  const url = new URL(href, "http://sunshine-toyota.localhost");
  const initial = await searchPageServerState({ searchClient: search, indexName, uiState: queryToUiState(url.search, indexName), configure: { hitsPerPage: 21 }, sortItems: sortOptions(indexName) });
  return (initial[indexName]!.results![0] as unknown as HitsResult).nbHits;
}

function bruteForce(selection: QuickSearchSelection): CarInput[] {
  return cars.filter(
    (car) =>
      (!selection.make || car.make === selection.make) &&
      (!selection.body || car.simple_body === selection.body) &&
      (!selection.car_type || car.car_type === selection.car_type) &&
      (!selection.maxPrice || Number(car.price) <= selection.maxPrice),
  );
}

describe("quickSearchHref (spec 2.3 URL format)", () => {
  it("is the bare Our Stock search before any choice", () => {
    expect(quickSearchHref({})).toBe("/cars/");
    expect(quickSearchHref({ make: "", body: "", car_type: "", maxPrice: null })).toBe("/cars/");
  });

  it("writes one refinementList parameter per chosen facet and the price range, brackets and colon readable", () => {
    expect(quickSearchHref({ make: "Toyota", body: "suv" })).toBe("/cars/?refinementList[body][0]=suv&refinementList[make][0]=Toyota");
    expect(quickSearchHref({ make: "Toyota", body: "suv", car_type: "used", maxPrice: 30_000 })).toBe(
      "/cars/?range[price]=:30000&refinementList[body][0]=suv&refinementList[car_type][0]=used&refinementList[make][0]=Toyota",
    );
    expect(quickSearchHref({ make: "Land Rover" })).toBe("/cars/?refinementList[make][0]=Land+Rover");
  });

  it("reads back on the search page as exactly the shopper's choices", () => {
    const selection = { make: "Land Rover", body: "suv", car_type: "used", maxPrice: 100_000 };
    expect(queryToUiState(new URL(quickSearchHref(selection), "http://x").search, indexName)).toEqual(quickSearchUiState(selection));
    expect(quickSearchUiState(selection)).toEqual({ refinementList: { make: ["Land Rover"], body: ["suv"], car_type: ["used"] }, range: { price: ":100000" } });
  });

  it("ignores a price that is not a positive number", () => {
    expect(quickSearchHref({ maxPrice: Number.NaN })).toBe("/cars/");
    expect(quickSearchHref({ maxPrice: 0 })).toBe("/cars/");
  });
});

describe("the quick search count", () => {
  const selections: QuickSearchSelection[] = [
    {},
    { make: "Toyota" },
    { make: "Toyota", body: "suv" },
    { make: "Toyota", body: "suv", car_type: "used" },
    { body: "ute", maxPrice: 40_000 },
    { make: "Land Rover", maxPrice: 50_000 },
    { car_type: "new", maxPrice: 50_000 },
  ];

  it.each(selections)("equals the cars matching and the count the search page finds for its link: %o", async (selection) => {
    const { count } = await quickCount(selection);
    expect(count).toBe(bruteForce(selection).length);
    expect(await searchPageCount(quickSearchHref(selection))).toBe(count);
  });

  it("counts each chosen facet's options without its own choice, and the others under every choice", async () => {
    const selection = { make: "Toyota", body: "suv" };
    const { facets } = await quickCount(selection);
    // Makes: every make's SUVs, so the shopper sees what another make would find.
    expect(facets.make).toEqual({ Toyota: 3, Mazda: 1, "Land Rover": 1 });
    // Body types: Toyota's, whatever the body chosen.
    expect(facets.body).toEqual({ suv: 3, ute: 1, hatch: 1 });
    // Car types: under both choices.
    expect(facets.car_type).toEqual({ new: 1, used: 2 });
  });

  it("asks one request for the count and one per chosen facet, fetching no hits", () => {
    const requests = quickSearchCountRequests(indexName, { make: "Toyota", maxPrice: 30_000 });
    expect(requests).toEqual([
      { indexName, params: { hitsPerPage: 0, facets: ["car_type", "body"], facetFilters: [["make:Toyota"]], numericFilters: ["price<=30000"] } },
      { indexName, params: { hitsPerPage: 0, facets: ["make"], numericFilters: ["price<=30000"] } },
    ]);
  });

  it("falls back as the search page does when the count is capped (spec 9: above 1999)", () => {
    const response = { results: [{ nbHits: 5000, hits: [], facets: { car_type: { new: 1200, used: 900, demo: 150 } } }] } as unknown as SearchResponse;
    expect(readQuickSearchCounts({}, response).count).toBe(2250);
  });
});

describe("maxPriceOptions", () => {
  it("offers the caps from the cheapest car up to the first that covers the dearest", () => {
    expect(maxPriceOptions({ min: 0, max: 133_990 })).toEqual([10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 60_000, 75_000, 100_000, 150_000]);
    expect(maxPriceOptions({ min: 12_000, max: 28_000 })).toEqual([15_000, 20_000, 25_000, 30_000]);
    expect(maxPriceOptions({ min: 20_000, max: 20_000 })).toEqual([20_000]);
  });

  it("offers none without prices", () => {
    expect(maxPriceOptions(null)).toEqual([]);
    expect(maxPriceOptions({ min: 0, max: 0 })).toEqual([]);
    expect(maxPriceOptions({ min: Number.NaN, max: 10 })).toEqual([]);
  });
});
