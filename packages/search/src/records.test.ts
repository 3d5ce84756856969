import { carSchema, listingFilter } from "@forecourt/domain";
import { describe, expect, it } from "vitest";
import { createEmbeddedEngine, type HitsResult } from "./engine";
import { demoCars, demoNow } from "./engine/testing/demo-cars";
import { bandLabels, carCategories, carToRecord, customRank, filteredFeatures, weeklyPrice } from "./records";

const [sample] = demoCars(1, 3);

describe("carToRecord (issue 4 item 4)", () => {
  it("carries objectID, the card's fields and the facets of spec 3", () => {
    const record = carToRecord({ ...sample!, make: "Toyota", model: "HiLux", price: "$45,990", simple_body: "ute", simple_fuel: "Diesel", fuel: "Diesel", simple_transmission: "Automatic" }, { now: demoNow });
    expect(record).toMatchObject({
      objectID: String(sample!.id),
      make_model: "Toyota HiLux",
      price: 45990,
      price_range: "$40,000 - $50,000",
      body: "ute",
      fuel: "Diesel",
      transmission: "Automatic",
      item_type: "Car",
      dealership_name: "Sunshine Toyota",
    });
    for (const facet of ["badge", "status", "car_type", "categories", "city", "colour", "km", "location_name", "make", "model", "seats", "drive", "state", "tag", "weekly_price_range", "year"]) expect(record).toHaveProperty(facet);
    expect(record.created_at).toBe(Math.floor(Date.parse(sample!.created_at) / 1000));
    expect(record.created_at_iso).toBe(sample!.created_at);
  });

  it("accepts a parsed Car as well as raw input", () => {
    const car = carSchema.parse(sample);
    expect(carToRecord(car, { now: demoNow, dealershipName: "Sunshine Toyota Group" }).dealership_name).toBe("Sunshine Toyota Group");
  });

  it("bands prices as '$20,000 - $30,000', from 'Under' to 'and over'", () => {
    expect(bandLabels([10_000, 20_000])).toEqual(["Under $10,000", "$10,000 - $20,000", "$20,000 and over"]);
    expect(carToRecord({ ...sample!, price: 9990, offer_price: null }, { now: demoNow }).price_range).toBe("Under $10,000");
    expect(carToRecord({ ...sample!, price: 250_000, offer_price: null }, { now: demoNow }).price_range).toBe("$100,000 and over");
    // spec 4: a price of 10 or less is no price.
    expect(carToRecord({ ...sample!, price: 10, offer_price: null }, { now: demoNow }).price_range).toBeNull();
  });

  it("weekly price: the subscription when set, else the finance calculator's weekly repayment", () => {
    expect(weeklyPrice({ price: 30_000, subscription_price: 189 })).toBe(189);
    expect(weeklyPrice({ price: 30_000 })).toBe(142);
    expect(weeklyPrice({ price: null })).toBeNull();
  });

  it("custom_rank: available before sold, then photos, then newer stock", () => {
    const base = { status: "in_stock", photos_count: 8, created_at: new Date(demoNow.getTime() - 10 * 86_400_000).toISOString() } as const;
    const rank = (overrides: Record<string, unknown>) => customRank({ ...base, ...overrides }, demoNow);
    expect(rank({})).toBe(3 * 100_000 + 2 * 10_000 + 9_989);
    expect(rank({})).toBeGreaterThan(rank({ status: "coming_soon" }));
    expect(rank({ status: "coming_soon" })).toBeGreaterThan(rank({ status: "on_hold" }));
    expect(rank({ status: "on_hold", photos_count: 0 })).toBeGreaterThan(rank({ status: "sold", photos_count: 12, created_at: demoNow.toISOString() }));
    expect(rank({ photos_count: 2, created_at: demoNow.toISOString() })).toBeLessThan(rank({ created_at: "2001-01-01T00:00:00Z" }));
    expect(rank({ created_at: new Date(demoNow.getTime() - 86_400_000).toISOString() })).toBeGreaterThan(rank({}));
  });

  it("keeps lenders' figures but not their disclaimers (spec 7 fetches those by car id)", () => {
    const record = carToRecord({ ...sample!, finance_lenders: { taurus: { interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 120, disclaimer: "Long legal text" } } }, { now: demoNow });
    expect(record.finance_lenders).toEqual({ taurus: { interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 120 } });
  });

  it("categories and filterable features", () => {
    expect(carCategories({ simple_body: "suv", fuel: "Plug-in Hybrid", seats: 7, drive: "AWD" })).toEqual(["SUV", "Hybrid", "7+ Seats", "4WD & AWD"]);
    expect(filteredFeatures(["tow bar", "Apple CarPlay", "Cup Holders"])).toEqual(["Apple CarPlay", "Tow Bar"]);
  });

  it("records answer the domain's listing filter as the listing rule says", async () => {
    const cars = demoCars(300, 5);
    const engine = createEmbeddedEngine(cars.map((car) => carToRecord(car, { now: demoNow })));
    const { results } = await engine.search([{ indexName: "Car_production", filters: listingFilter({ now: demoNow }), hitsPerPage: 1000 }]);
    const listed = new Set((results[0] as HitsResult).hits.map((hit) => hit.objectID));
    const cutoff = Math.floor(demoNow.getTime() / 1000) - 3 * 86_400;
    for (const car of cars) {
      const shown = car.show_on_dealer_website !== false && (car.status === "in_stock" || car.status === "coming_soon" || (car.status === "sold" && (car.sold_date_timestamp ?? 0) >= cutoff));
      expect(listed.has(String(car.id)), String(car.id)).toBe(shown);
    }
  });
});
