// issue 6 'SSR': the server computes the first page with the page's widgets, so
// the first HTML holds the hits and every facet of the panel.
import { describe, expect, it } from "vitest";
import { createSearchClient } from "../client";
import { createEmbeddedEngine } from "../engine";
import { demoRecords } from "../engine/testing/demo-cars";
import { searchPageServerState } from "./server-state";
import { rangeWidgets, refinementWidgets } from "./search-page-widgets";

const records = demoRecords(300);
const engine = createEmbeddedEngine(records, { attributesForFaceting: ["make", "model", "car_type", "body", "city", "location_name", "fuel", "transmission", "colour", "dealership_slug", "price", "km", "year"] });
const searchClient = createSearchClient({ kind: "in-process", search: (requests) => engine.search(requests) });
const sortItems = [{ value: "Car_production", label: "Most relevant" }];

describe("searchPageServerState", () => {
  it("answers the first page of the page size with the facets of every widget", async () => {
    const initial = await searchPageServerState({ searchClient, indexName: "Car_production", uiState: {}, configure: { hitsPerPage: 21 }, sortItems });
    const main = initial.Car_production!;
    expect(main.results![0]!.hits).toHaveLength(21);
    expect(main.state!.hitsPerPage).toBe(21);
    const facets = Object.keys(main.results![0]!.facets ?? {});
    for (const widget of Object.values(refinementWidgets)) expect(facets).toContain(widget.attribute);
    for (const attribute of rangeWidgets) expect(main.results![0]!.facets_stats?.[attribute]).toBeDefined();
  });

  it("applies the route's refinements, page and preset filter", async () => {
    const make = String(records[0]!.make);
    const initial = await searchPageServerState({
      searchClient,
      indexName: "Car_production",
      uiState: { refinementList: { make: [make] }, page: 2 },
      configure: { hitsPerPage: 5, filters: "car_type:used" },
      sortItems,
    });
    const main = initial.Car_production!.results![0]!;
    expect(main.page).toBe(1);
    expect(main.hits.every((hit) => (hit as unknown as { make: string; car_type: string }).make === make && (hit as unknown as { car_type: string }).car_type === "used")).toBe(true);
  });
});
