import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { carSchema, leadSchema, looseNumber } from "./entities";
import { parseLooseNumber } from "./values";

describe("parseLooseNumber / looseNumber (spec 3: numbers may arrive as strings)", () => {
  it("keeps finite numbers, including 0 and negatives", () => {
    expect(parseLooseNumber(12990)).toBe(12990);
    expect(parseLooseNumber(0)).toBe(0);
    expect(parseLooseNumber(-5.5)).toBe(-5.5);
  });
  it("reads numeric strings with dollar signs, commas and spaces", () => {
    expect(parseLooseNumber("12990")).toBe(12990);
    expect(parseLooseNumber("$12,990")).toBe(12990);
    expect(parseLooseNumber(" 4.5 ")).toBe(4.5);
    expect(parseLooseNumber("-$1,234")).toBe(-1234);
  });
  it("turns blank, separator-only and junk strings into null, never 0", () => {
    for (const value of ["", " ", "$", ",", "abc", "12abc", "1e999"]) expect(parseLooseNumber(value)).toBeNull();
  });
  it("turns null, undefined, NaN, Infinity and other types into null", () => {
    for (const value of [null, undefined, Number.NaN, Infinity, -Infinity, true, {}, [], [5]]) expect(parseLooseNumber(value)).toBeNull();
  });
  it("is what the looseNumber schema applies", () => {
    expect(looseNumber.parse("$45,990")).toBe(45990);
    expect(looseNumber.parse("junk")).toBeNull();
    expect(looseNumber.parse(undefined)).toBeNull();
  });
  it("round-trips any finite number written as a string (property)", () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => parseLooseNumber(String(value)) === value));
  });
});

describe("carSchema", () => {
  const raw = {
    id: 1,
    slug: "a-car",
    name: "A car",
    year: 2020,
    make: "Mazda",
    model: "CX-5",
    car_type: "used",
    status: "in_stock",
    price: "$29,990",
    km: "55,000",
    stocknum: "S1",
    created_at: "2026-11-01T00:00:00Z",
    dealership_id: 3,
    dealership_slug: "mazda-city",
  };
  it("parses numeric strings and applies the spec defaults", () => {
    const car = carSchema.parse(raw);
    expect(car).toMatchObject({ price: 29990, km: 55000, reserved: false, show_on_dealer_website: true, finance_lenders: {}, images: [] });
  });
  it("rejects an unknown car type", () => {
    expect(carSchema.safeParse({ ...raw, car_type: "classic" }).success).toBe(false);
  });
});

describe("leadSchema (spec 3 'Lead')", () => {
  it("defaults opt_in to true (spec 5) and lead_attributes to empty lists", () => {
    const lead = leadSchema.parse({ category: "General Enquiry", "Vehicle Make": "Toyota" });
    expect(lead.opt_in).toBe(true);
    expect(lead.lead_attributes).toEqual({ visited_pages: [], linked_query_params: {} });
    expect(lead["Vehicle Make"]).toBe("Toyota");
  });
  it("requires a category", () => {
    expect(leadSchema.safeParse({ category: "" }).success).toBe(false);
  });
});
