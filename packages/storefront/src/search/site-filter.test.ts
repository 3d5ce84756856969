// The enforced filter of a site: its dealerships AND its template's base filter AND
// its own filter (spec 4, 7), checked as text and against the engine with records
// built from cars, where it must agree with the domain's listing rule.
import { describe, expect, it } from "vitest";
import { type CarInput, isCarListed, listingCutoff, parseSiteConfig, type SiteConfig } from "@forecourt/domain";
import { carToRecord, type HitsResult } from "@forecourt/search";
import { createEmbeddedEngine, parseEnforcedFilter } from "@forecourt/search/engine";
import { testCar, testSite } from "@forecourt/db/testing/fixtures";
import { dealershipsFilter, siteSearchFilter } from "./site-filter";

const now = new Date("2026-11-23T00:00:00Z");
const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function site(search: Record<string, unknown> = {}, dealerships = [{ id: 10, slug: "alpha-north", name: "Alpha North" }, { id: 11, slug: "alpha-south", name: "Alpha South" }]): SiteConfig {
  return parseSiteConfig(testSite({ dealerships, search }));
}

describe("dealershipsFilter", () => {
  it("ORs the site's dealership ids, each once", () => {
    expect(dealershipsFilter(site())).toBe("dealership_id:10 OR dealership_id:11");
    expect(dealershipsFilter({ dealerships: [...site().dealerships, site().dealerships[0]!] })).toBe("dealership_id:10 OR dealership_id:11");
  });

  it("refuses a site without dealerships rather than searching every car", () => {
    expect(() => dealershipsFilter({ dealerships: [] })).toThrow(/without dealerships/);
  });
});

describe("siteSearchFilter", () => {
  const cutoff = listingCutoff({ now, soldDays: 3 });

  it("is the dealerships AND the listing clause by default (spec 4: sold shown 3 days)", () => {
    expect(siteSearchFilter(site(), now)).toBe(
      `(dealership_id:10 OR dealership_id:11) AND show_on_dealer_website:true AND listing_timestamp >= ${cutoff}`,
    );
  });

  it("follows the template's base filter kind and the site's soldDays (spec 7)", () => {
    expect(siteSearchFilter(site({ baseFilter: "in-stock" }), now)).toBe("(dealership_id:10 OR dealership_id:11) AND show_on_dealer_website:true AND status:in_stock");
    expect(siteSearchFilter(site({ baseFilter: "used-only", soldDays: 7 }), now)).toBe(
      `(dealership_id:10 OR dealership_id:11) AND show_on_dealer_website:true AND listing_timestamp >= ${listingCutoff({ now, soldDays: 7 })} AND car_type:used`,
    );
  });

  it("always ANDs the site's own filter, in parentheses so its ORs cannot escape (spec 7)", () => {
    expect(siteSearchFilter(site({ baseFilter: "in-stock", filter: "make:Toyota OR make:Lexus" }), now)).toBe(
      "(dealership_id:10 OR dealership_id:11) AND show_on_dealer_website:true AND status:in_stock AND (make:Toyota OR make:Lexus)",
    );
  });

  it("does not add an age clause for ageDays (spec 4 says which cars are shown; see site-filter.ts)", () => {
    expect(siteSearchFilter(site({ ageDays: 14 }), now)).toBe(siteSearchFilter(site({ ageDays: 0 }), now));
  });

  it("parses as an enforced filter for every base filter kind", () => {
    for (const baseFilter of ["listed", "in-stock", "used-only"]) {
      expect(parseEnforcedFilter(siteSearchFilter(site({ baseFilter, filter: "make:Toyota" }), now))).not.toBeNull();
    }
  });

  it("lets the engine return exactly the site's listed cars (the same rule as isCarListed and the car pages)", async () => {
    const cars: CarInput[] = [
      testCar({ id: 1, dealership_id: 10, dealership_slug: "alpha-north" }),
      testCar({ id: 2, dealership_id: 11, dealership_slug: "alpha-south", status: "coming_soon", car_type: "new" }),
      testCar({ id: 3, dealership_id: 10, dealership_slug: "alpha-north", status: "sold", sold: true, sold_date_timestamp: unix("2026-11-21T00:00:00Z") }),
      testCar({ id: 4, dealership_id: 10, dealership_slug: "alpha-north", status: "sold", sold: true, sold_date_timestamp: unix("2026-11-10T00:00:00Z") }),
      testCar({ id: 5, dealership_id: 11, dealership_slug: "alpha-south", show_on_dealer_website: false }),
      testCar({ id: 6, dealership_id: 20, dealership_slug: "bravo" }),
      testCar({ id: 7, dealership_id: 10, dealership_slug: "alpha-north", car_type: "new", make: "Lexus" }),
    ];
    const engine = createEmbeddedEngine(cars.map((car) => carToRecord(car, { now })));
    const hitIds = async (config: SiteConfig) => {
      const { results } = await engine.search([{ indexName: "Car_production", params: "hitsPerPage=100" }], { enforcedFilters: siteSearchFilter(config, now) });
      return (results[0] as HitsResult).hits.map((hit) => hit.id as number).sort((a, b) => a - b);
    };
    const alpha = site();
    expect(await hitIds(alpha)).toEqual(cars.filter((car) => [10, 11].includes(car.dealership_id) && isCarListed({ show_on_dealer_website: true, ...car }, { now, soldDays: 3 })).map((car) => car.id));
    expect(await hitIds(alpha)).toEqual([1, 2, 3, 7]);
    expect(await hitIds(site({ baseFilter: "in-stock" }))).toEqual([1, 7]);
    expect(await hitIds(site({ baseFilter: "used-only" }))).toEqual([1, 3]);
    expect(await hitIds(site({ filter: "NOT make:Lexus" }))).toEqual([1, 2, 3]);
    expect(await hitIds(site({ soldDays: 30 }))).toEqual([1, 2, 3, 4, 7]);
    expect(await hitIds(site({}, [{ id: 20, slug: "bravo", name: "Bravo" }]))).toEqual([6]);
  });
});
