import { describe, expect, it } from "vitest";
import { budgetSearchUrl, carTypeSearchPaths, dealershipSearchUrl, defaultSearchPath, priceRangeSearchUrl, rangeValue, searchUrl, sortOptions, withoutPageParam } from "./search-url";

describe("search links (spec 2.3 URL format)", () => {
  it("links a dealership with refinementList[dealership_slug][0]", () => {
    expect(dealershipSearchUrl("brisbane-toyota")).toBe("/search/new-used-and-demo-cars/?refinementList[dealership_slug][0]=brisbane-toyota");
    expect(dealershipSearchUrl("a", carTypeSearchPaths.used)).toBe("/search/used-cars?refinementList[dealership_slug][0]=a");
  });
  it("links a budget with range[price]=:{budget}", () => {
    expect(budgetSearchUrl(54000)).toBe(`${defaultSearchPath}?range[price]=:54000`);
    expect(budgetSearchUrl(54000.4, "/cars/")).toBe("/cars/?range[price]=:54000");
  });
  it("links a price range sorted by price descending", () => {
    expect(priceRangeSearchUrl([20000, 30000])).toBe(`${defaultSearchPath}?range[price]=20000:30000&sortBy=Car_production:price:desc`);
    expect(priceRangeSearchUrl([null, 30000], { path: "/cars/", index: "Car_acme" })).toBe("/cars/?range[price]=:30000&sortBy=Car_acme:price:desc");
  });
  it("writes query, refinements, ranges and sort, encoding values, with no page", () => {
    expect(searchUrl("/cars/", { query: " ford ranger ", refinementList: { make: ["Ford", "Mazda & Co"], body: [] }, range: { km: "0:50000" }, sortBy: "Car_production:created_at:desc" })).toBe(
      "/cars/?query=ford%20ranger&refinementList[make][0]=Ford&refinementList[make][1]=Mazda%20%26%20Co&range[km]=0:50000&sortBy=Car_production:created_at:desc",
    );
    expect(searchUrl("/cars/")).toBe("/cars/");
    expect(searchUrl("/cars/", { query: "  " })).toBe("/cars/");
  });
  it("survives URLSearchParams parsing with the spec's parameter names", () => {
    const params = new URLSearchParams(dealershipSearchUrl("x-y").split("?")[1]);
    expect(params.get("refinementList[dealership_slug][0]")).toBe("x-y");
  });
  it("writes open-ended ranges", () => {
    expect(rangeValue(1000, null)).toBe("1000:");
    expect(rangeValue(undefined, Number.POSITIVE_INFINITY)).toBe(":");
  });
});

describe("sortOptions (spec 2.3: most relevant, latest, highest price, lowest price)", () => {
  it("lists the four sorts as replicas of the site's index", () => {
    expect(sortOptions()).toEqual([
      { value: "Car_production", label: "Most relevant" },
      { value: "Car_production:created_at:desc", label: "Latest" },
      { value: "Car_production:price:desc", label: "Highest price" },
      { value: "Car_production:price:asc", label: "Lowest price" },
    ]);
    expect(sortOptions("Car_acme")[3]?.value).toBe("Car_acme:price:asc");
  });
});

describe("withoutPageParam (spec 2.3: page removed whenever a filter changes)", () => {
  it("drops page and keeps the rest", () => {
    expect(withoutPageParam("?query=ute&page=3&sortBy=x")).toBe("?query=ute&sortBy=x");
    expect(withoutPageParam("page=2")).toBe("");
    expect(withoutPageParam("pages=2&page")).toBe("pages=2");
    expect(withoutPageParam("")).toBe("");
  });
});
