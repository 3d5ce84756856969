import { describe, expect, it } from "vitest";
import { carHeading, conditionLabel, isCarAvailable, isCarSold, isTestDriveOnly } from "./car";

describe("isCarAvailable (spec 4: in_stock and coming_soon count as available)", () => {
  it("is true for in_stock and coming_soon", () => {
    expect(isCarAvailable({ status: "in_stock" })).toBe(true);
    expect(isCarAvailable({ status: "coming_soon" })).toBe(true);
  });
  it("is false for sold, other feed statuses and missing status", () => {
    for (const status of ["sold", "in_transit", "on_hold", "withdrawn", "IN_STOCK", "", null, undefined]) expect(isCarAvailable({ status })).toBe(false);
  });
});

describe("isCarSold", () => {
  it("is true for status sold or the sold flag", () => {
    expect(isCarSold({ status: "sold" })).toBe(true);
    expect(isCarSold({ status: "in_stock", sold: true })).toBe(true);
    expect(isCarSold({ status: "in_stock", sold: false })).toBe(false);
    expect(isCarSold({})).toBe(false);
  });
});

describe("isTestDriveOnly (spec 3 tag 'Test Drive Only')", () => {
  it("matches the tag in any case and spacing", () => {
    expect(isTestDriveOnly({ tag: "Test Drive Only" })).toBe(true);
    expect(isTestDriveOnly({ tag: "  test drive only " })).toBe(true);
    expect(isTestDriveOnly({ tag: "Test Drive" })).toBe(false);
    expect(isTestDriveOnly({ tag: null })).toBe(false);
    expect(isTestDriveOnly({})).toBe(false);
  });
});

describe("conditionLabel (spec 2.4 summary 'Condition')", () => {
  it("names new, used and demo, in any case", () => {
    expect(conditionLabel("new")).toBe("New");
    expect(conditionLabel("USED")).toBe("Used");
    expect(conditionLabel("demo")).toBe("Demo");
  });
  it("gives null for unknown or missing car types", () => {
    expect(conditionLabel("classic")).toBeNull();
    expect(conditionLabel(null)).toBeNull();
    expect(conditionLabel(undefined)).toBeNull();
  });
});

describe("carHeading (spec 2.4: year make model, then badge and series)", () => {
  it("joins year, make and model, then badge and series", () => {
    expect(carHeading({ year: 2022, make: "Toyota", model: "HiLux", badge: "SR5", series: "GUN126R" })).toEqual({ title: "2022 Toyota HiLux", subtitle: "SR5 GUN126R" });
  });
  it("skips missing, blank and non-finite parts and accepts a string year", () => {
    expect(carHeading({ year: "2019", make: " Mazda ", model: "CX-5", badge: "  ", series: null })).toEqual({ title: "2019 Mazda CX-5", subtitle: "" });
    expect(carHeading({ year: Number.NaN, make: "Kia", model: undefined })).toEqual({ title: "Kia", subtitle: "" });
  });
});
