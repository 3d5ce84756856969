import { describe, expect, it } from "vitest";
import { brandOnSite, brandPath, franchiseMakes } from "./brands";

describe("brand pages (spec 2.1 '/brands/{slug}')", () => {
  it("brandPath writes the make's slug as the search routes do", () => {
    expect(brandPath("GWM Haval")).toBe("/brands/gwm-haval");
    expect(brandPath("RAM")).toBe("/brands/ram");
  });

  it("franchiseMakes lists each dealership's make once, skipping used-car yards", () => {
    expect(franchiseMakes([{ manufacturer: "Kia" }, { manufacturer: null }, { manufacturer: " kia " }, { manufacturer: "GWM Haval" }])).toEqual(["Kia", "GWM Haval"]);
  });

  it("a franchise make is served even with nothing in stock; a stocked make is served as used stock", () => {
    expect(brandOnSite("ram", { franchise: ["Jeep", "RAM"], stocked: ["Jeep"] })).toEqual({ make: "RAM", slug: "ram", franchise: true });
    expect(brandOnSite("toyota", { franchise: ["Kia"], stocked: ["Kia", "Toyota"] })).toEqual({ make: "Toyota", slug: "toyota", franchise: false });
    expect(brandOnSite("GWM-Haval", { franchise: ["GWM Haval"], stocked: [] })).toMatchObject({ make: "GWM Haval", slug: "gwm-haval" });
  });

  it("a make the site neither sells nor stocks, or a malformed slug, is a 404", () => {
    expect(brandOnSite("ferrari", { franchise: ["Kia"], stocked: ["Toyota"] })).toBeNull();
    expect(brandOnSite("", { franchise: ["Kia"], stocked: [] })).toBeNull();
    expect(brandOnSite("kia--", { franchise: ["Kia"], stocked: [] })).toBeNull();
  });
});
