import { describe, expect, it } from "vitest";
import { normalizeRequest } from "./params";

describe("reading a request as each Algolia client sends it", () => {
  const expected = { query: "hilux", hitsPerPage: 21, page: 2, facets: ["make", "model"], maxValuesPerFacet: 10 };

  it("reads flattened (v5 lite client), params object and URL-encoded params alike", () => {
    const flattened = normalizeRequest({ indexName: "Car_production", query: "hilux", hitsPerPage: 21, page: 2, facets: ["make", "model"], maxValuesPerFacet: 10 });
    const object = normalizeRequest({ indexName: "Car_production", params: { query: "hilux", hitsPerPage: 21, page: 2, facets: ["make", "model"], maxValuesPerFacet: 10 } });
    const encoded = normalizeRequest({ indexName: "Car_production", params: "query=hilux&hitsPerPage=21&page=2&facets=%5B%22make%22%2C%22model%22%5D&maxValuesPerFacet=10" });
    for (const request of [flattened, object, encoded]) expect(request).toMatchObject(expected);
    expect(encoded.params).toBe("query=hilux&hitsPerPage=21&page=2&facets=%5B%22make%22%2C%22model%22%5D&maxValuesPerFacet=10");
    expect(flattened.params).toBe("query=hilux&hitsPerPage=21&page=2&facets=%5B%22make%22%2C%22model%22%5D&maxValuesPerFacet=10");
  });

  it("takes a bare facet name (InstantSearch's disjunctive queries) and comma lists", () => {
    expect(normalizeRequest({ indexName: "i", facets: "make" }).facets).toEqual(["make"]);
    expect(normalizeRequest({ indexName: "i", params: "facets=make,model" }).facets).toEqual(["make", "model"]);
  });

  it("defaults: 20 hits per page, page 0, 100 values per facet, InstantSearch's highlight tags", () => {
    expect(normalizeRequest({ indexName: "i" })).toMatchObject({ hitsPerPage: 20, page: 0, maxValuesPerFacet: 100, offset: null, length: null, highlightPreTag: "__ais-highlight__", highlightPostTag: "__/ais-highlight__", queryWords: [] });
  });

  it("offset without length takes hitsPerPage; length without offset starts at 0", () => {
    expect(normalizeRequest({ indexName: "i", offset: 5, hitsPerPage: 7 })).toMatchObject({ offset: 5, length: 7 });
    expect(normalizeRequest({ indexName: "i", length: 3 })).toMatchObject({ offset: 0, length: 3 });
  });

  it("turns facetFilters and numericFilters, also as JSON text, into ANDed parts with OR groups", () => {
    const request = normalizeRequest({ indexName: "i", params: `facetFilters=${encodeURIComponent('[["make:Toyota","make:Ford"],"-colour:White"]')}&numericFilters=${encodeURIComponent('["price>=1000"]')}` });
    expect(request.filterParts).toEqual([
      { kind: "or", children: [{ kind: "facet", attribute: "make", value: "Toyota" }, { kind: "facet", attribute: "make", value: "Ford" }] },
      { kind: "not", child: { kind: "facet", attribute: "colour", value: "White" } },
      { kind: "numeric", attribute: "price", operator: ">=", value: 1000 },
    ]);
  });

  it("keeps a value's own colons and a literal leading dash", () => {
    expect(normalizeRequest({ indexName: "i", facetFilters: ["tag:Sale: 10% off", "\\-tag:-5%"] }).filterParts).toEqual([
      { kind: "facet", attribute: "tag", value: "Sale: 10% off" },
      { kind: "facet", attribute: "-tag", value: "-5%" },
    ]);
  });
});
