import { describe, expect, it } from "vitest";
import { now } from "./test-fixtures";
import { tradeInEstimateAvailable, tradeInTerms } from "./trade-in";

describe("tradeInEstimateAvailable (spec 9: not generally given over 7 years or 100,000 km)", () => {
  it("gives an estimate at 7 years and 100,000 km", () => {
    expect(tradeInEstimateAvailable({ year: 2019, km: 100000 }, now)).toBe(true);
  });
  it("gives none over 7 years or over 100,000 km", () => {
    expect(tradeInEstimateAvailable({ year: 2018, km: 1000 }, now)).toBe(false);
    expect(tradeInEstimateAvailable({ year: 2024, km: "100,001" }, now)).toBe(false);
  });
  it("does not rule one out on an unknown year or odometer", () => {
    expect(tradeInEstimateAvailable({}, now)).toBe(true);
    expect(tradeInEstimateAvailable({ year: "unknown", km: null }, now)).toBe(true);
  });
  it("states the four terms", () => {
    expect(tradeInTerms).toEqual(["14-day return period", "No more than 500 km driven", "At least a quarter tank of fuel", "All keys and accessories returned"]);
  });
});
