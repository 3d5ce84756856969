import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { now } from "./test-fixtures";
import {
  adjustedComparablePrice,
  adjustmentOf,
  median,
  percentile,
  regoStatePlace,
  valuationMessages,
  type Comparable,
  defaultValuationRule,
  isRegoWellFormed,
  valuationExplanation,
  valueTradeIn,
} from "./valuation";
import { regoLookupSchema, valuationRequestSchema, valuationVehicleSchema } from "./valuation-schemas";

const comparable = (price: number, overrides: Partial<Comparable> = {}): Comparable => ({ price, year: 2022, km: 40_000, source: "listed", ...overrides });
const five = [40_000, 42_000, 44_000, 46_000, 48_000].map((price) => comparable(price));
const base = { vehicle: { year: 2022 }, odometer: 40_000, answers: [], comparables: five, rule: defaultValuationRule, place: "NSW", now };

describe("plates and states (issue 18: 400 for a malformed plate or state)", () => {
  it("accepts 2 to 8 letters and digits, ignoring case, spaces and hyphens", () => {
    expect(isRegoWellFormed("ab12cd")).toBe(true);
    expect(isRegoWellFormed("123 ABC")).toBe(true);
    expect(isRegoWellFormed("A")).toBe(false);
    expect(isRegoWellFormed("ABCDEFGHJ")).toBe(false);
    expect(isRegoWellFormed("AB#12")).toBe(false);
  });
  it("normalises the plate and takes only the site region's states", () => {
    expect(regoLookupSchema("AU").parse({ rego: "ab 12-cd", state: "nsw" })).toEqual({ rego: "AB12CD", state: "NSW" });
    expect(regoLookupSchema("AU").safeParse({ rego: "AB12CD", state: "OR" }).success).toBe(false);
    expect(regoLookupSchema("US").safeParse({ rego: "123 ABC", state: "OR" }).success).toBe(true);
    expect(regoLookupSchema("AU").safeParse({ rego: "AB12CD", state: "NSW", extra: 1 }).success).toBe(false);
  });
  it("takes a rego and state or a vehicle, with an odometer and answers with ids", () => {
    const schema = valuationRequestSchema("AU", now);
    expect(schema.safeParse({ rego: "AB12CD", state: "NSW", odometer: 40000, answers: [{ id: 1, answer: "good" }] }).success).toBe(true);
    expect(schema.safeParse({ vehicle: { make: "Toyota", model: "HiLux", year: 2022 }, odometer: 40000 }).success).toBe(true);
    const neither = schema.safeParse({ odometer: 40000 });
    expect(neither.success || neither.error.issues.map((issue) => issue.path.join("."))).toEqual(["vehicle"]);
    const badAnswer = schema.safeParse({ rego: "AB12CD", state: "NSW", odometer: 40000, answers: [{ id: 1, answer: "shiny" }] });
    expect(badAnswer.success || badAnswer.error.issues[0]?.path.join(".")).toBe("answers");
    expect(schema.safeParse({ rego: "AB12CD", state: "NSW", odometer: -1 }).success).toBe(false);
  });
});

describe("valueTradeIn (issue 18 valuation rule, spec 9 'Trade-in')", () => {
  it("worked example: five listed cars of $40k-$48k at the same age and odometer, the default rule (12% margin, $1,500 reconditioning)", () => {
    // Retail: the median $44,000 give or take half the interquartile range ($2,000), $42,000-$46,000; x 0.88 - 1,500 = $35,460-$38,980; rounded to $100.
    expect(valueTradeIn(base)).toEqual({
      offer: { low: 35_500, high: 39_000, comparables: 5 },
      reason: "Based on 5 similar cars sold or listed in NSW in the last 90 days",
      no_offer_reason: null,
      adjustments: [],
    });
  });

  it("worked example: fair condition (-7%) and one key (-$350) move both ends", () => {
    const result = valueTradeIn({ ...base, answers: [{ id: 1, answer: "fair" }, { id: 6, answer: "1" }] });
    // 35,460 x 0.93 - 350 = 32,627.8; 38,980 x 0.93 - 350 = 35,901.4.
    expect(result.offer).toEqual({ low: 32_600, high: 35_900, comparables: 5 });
    expect(result.adjustments).toEqual([{ id: 1, answer: "fair", percent: -7, dollars: 0 }, { id: 6, answer: "1", percent: 0, dollars: -350 }]);
  });

  it("worked example: widely spread comparables ($17,000 to $35,100) keep the range within 10% of their median", () => {
    const spread = [17_000, 17_600, 31_000, 34_500, 35_100].map((price) => comparable(price));
    // Median $31,000; half the interquartile range is wider than 10%, so retail is $27,900-$34,100; x 0.88 - 1,500 = $23,052-$28,508.
    expect(valueTradeIn({ ...base, comparables: spread }).offer).toEqual({ low: 23_100, high: 28_500, comparables: 5 });
  });

  it("adjusts a comparable by 1.5% per 10,000 km and 8% per year, each at most 25%", () => {
    expect(adjustedComparablePrice(comparable(40_000, { km: 60_000 }), { year: 2022, odometer: 40_000 })).toBeCloseTo(41_200);
    expect(adjustedComparablePrice(comparable(40_000, { year: 2021 }), { year: 2022, odometer: 40_000 })).toBeCloseTo(43_200);
    expect(adjustedComparablePrice(comparable(40_000, { km: 500_000 }), { year: 2022, odometer: 0 })).toBeCloseTo(50_000);
  });

  it("gives no estimate over 7 years, over 100,000 km or under 3 comparables, and says a valuer will call", () => {
    expect(valueTradeIn({ ...base, vehicle: { year: 2019 } }).offer).not.toBeNull();
    const old = valueTradeIn({ ...base, vehicle: { year: 2018 } });
    expect([old.offer, old.no_offer_reason]).toEqual([null, "too-old"]);
    expect(old.reason).toContain("valuers will call");
    expect(valueTradeIn({ ...base, odometer: 100_000 }).offer).not.toBeNull();
    expect(valueTradeIn({ ...base, odometer: 100_001 }).no_offer_reason).toBe("too-far");
    expect(valueTradeIn({ ...base, comparables: five.slice(0, 2) }).no_offer_reason).toBe("too-few-comparables");
  });

  it("explains itself in one sentence", () => {
    expect(valuationExplanation(14, "NSW")).toBe("Based on 14 similar cars sold or listed in NSW in the last 90 days");
    expect(valuationExplanation(1, "Auckland")).toBe("Based on 1 similar car sold or listed in Auckland in the last 90 days");
  });

  it("property: listed prices within 40% of each other, no answers: 0 < low < high, low at least half and high at most 1.5 times their median", () => {
    fc.assert(
      fc.property(fc.integer({ min: 15_000, max: 120_000 }), fc.array(fc.double({ min: 1, max: 1.4, noNaN: true }), { minLength: 3, maxLength: 30 }), (floor, factors) => {
        const prices = factors.map((factor) => Math.round(floor * factor));
        const { offer } = valueTradeIn({ ...base, comparables: prices.map((price) => comparable(price)) });
        const sorted = [...prices].sort((a, b) => a - b);
        const middle = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
        expect(offer).not.toBeNull();
        expect(offer!.low).toBeGreaterThan(0);
        expect(offer!.high).toBeGreaterThan(offer!.low);
        expect(offer!.low).toBeGreaterThanOrEqual(middle / 2);
        expect(offer!.high).toBeLessThanOrEqual(middle * 1.5);
      }),
    );
  });
});

describe("valuation edges", () => {
  it("names places, including the US's WA as Washington", () => {
    expect([regoStatePlace("WA", "US"), regoStatePlace("WA", "AU"), regoStatePlace("ACT", "AU"), regoStatePlace("ZZ", "AU")]).toEqual(["Washington", "WA", "the ACT", "ZZ"]);
  });
  it("words the rate limit in minutes", () => {
    expect(valuationMessages.rateLimited(1)).toBe("You have looked up a lot of plates. Please try again in 1 minute.");
    expect(valuationMessages.rateLimited(5)).toContain("5 minutes");
  });
  it("checks a vehicle entered by hand as the valuation request does", () => {
    const schema = valuationVehicleSchema(now);
    expect(schema.parse({ make: " Toyota ", model: "HiLux", year: 2022 })).toEqual({ make: "Toyota", model: "HiLux", year: 2022 });
    const parsed = schema.safeParse({ make: "", model: "", year: 1900 });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([valuationMessages.makeRequired, valuationMessages.modelRequired, valuationMessages.yearInvalid(now)]);
  });
  it("refuses half a rego lookup, both kinds of vehicle, and a year out of range", () => {
    const schema = valuationRequestSchema("AU", now);
    const paths = (body: unknown) => {
      const parsed = schema.safeParse(body);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
    };
    expect(paths({ rego: "AB12CD", odometer: 1 })).toEqual(["state"]);
    expect(paths({ state: "NSW", odometer: 1 })).toEqual(["rego"]);
    expect(paths({ rego: "AB12CD", state: "NSW", vehicle: { make: "Toyota", model: "HiLux", year: 2022 }, odometer: 1 })).toEqual(["vehicle"]);
    expect(paths({ vehicle: { make: "Toyota", model: "HiLux", year: 2030 }, odometer: 1 })).toEqual(["vehicle.year"]);
    expect(paths({ rego: "AB12CD", state: "NSW", odometer: 1, answers: [{ id: 1, answer: "good" }, { id: 1, answer: "fair" }] })).toEqual(["answers"]);
  });
  it("moves nothing for an unknown question or answer", () => {
    expect(adjustmentOf({ id: 99, answer: "x" })).toEqual({ percent: 0, dollars: 0 });
    expect(adjustmentOf({ id: 1, answer: "x" })).toEqual({ percent: 0, dollars: 0 });
  });
  it("takes percentiles and medians", () => {
    expect(percentile([], 50)).toBeNaN();
    expect(median([3, 1, 2, 10])).toBe(2.5);
  });
  it("gives no offer when reconditioning would cost more than the car is worth", () => {
    const cheap = [1_000, 1_100, 1_200].map((price) => comparable(price));
    expect(valueTradeIn({ ...base, comparables: cheap }).offer).toBeNull();
  });
});
