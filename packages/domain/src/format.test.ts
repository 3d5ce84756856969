import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatKm, formatMoney, formatNumber, formatPercent, formatPrice, parsePrice } from "./format";
import { regionSettings } from "./locale";

describe("formatPrice (spec 4: dollar sign, no decimals, comma thousands)", () => {
  it("formats 12345.6 as $12,346", () => {
    expect(formatPrice(12345.6)).toBe("$12,346");
  });
  it("rounds halves away from zero and never shows -$0", () => {
    expect(formatPrice(0.5)).toBe("$1");
    expect(formatPrice(0.49)).toBe("$0");
    expect(formatPrice(-0.4)).toBe("$0");
    expect(formatPrice(-0)).toBe("$0");
    expect(formatPrice(-1234.5)).toBe("-$1,235");
  });
  it("groups millions and reads numeric strings", () => {
    expect(formatPrice(1234567)).toBe("$1,234,567");
    expect(formatPrice("45990")).toBe("$45,990");
    expect(formatPrice(999)).toBe("$999");
  });
  it("gives an empty string for missing or junk values", () => {
    for (const value of [null, undefined, "", "POA", Number.NaN, Infinity]) expect(formatPrice(value)).toBe("");
  });
  it("round-trips through parsePrice to the whole-dollar value (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const expected = Math.sign(value) * Math.round(Math.abs(value));
        return parsePrice(formatPrice(value)) === (expected === 0 ? 0 : expected);
      }),
    );
  });
  it("always writes a dollar sign, digits and comma groups of three (property)", () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (value) => /^-?\$\d{1,3}(,\d{3})*$/.test(formatPrice(value))));
  });
});

describe("formatMoney (consistent with formatPrice)", () => {
  it("equals formatPrice without options", () => {
    expect(formatMoney(12345.6)).toBe(formatPrice(12345.6));
  });
  it("shows cents when asked, rounding half away from zero", () => {
    expect(formatMoney(12345.675, { decimals: 2 })).toBe("$12,345.68");
    expect(formatMoney(-3.5, { decimals: 2 })).toBe("-$3.50");
    expect(formatMoney(7, { decimals: 2, locale: "en-US" })).toBe("$7.00");
  });
  it("gives an empty string for junk", () => {
    expect(formatMoney("n/a", { decimals: 2 })).toBe("");
  });
});

describe("formatNumber", () => {
  it("groups thousands for the locale and keeps at most the given decimals", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(1234.567, "en-NZ", 1)).toBe("1,234.6");
    expect(formatNumber("12,000", "en-US")).toBe("12,000");
  });
  it("gives an empty string for junk", () => {
    expect(formatNumber(null)).toBe("");
  });
});

describe("formatKm (spec 2.4 odometer in km; spec 1 miles on US sites)", () => {
  it("shows km for AU and NZ", () => {
    expect(formatKm(42000, regionSettings("AU"))).toBe("42,000 km");
    expect(formatKm("42,000", regionSettings("NZ"))).toBe("42,000 km");
    expect(formatKm(0, regionSettings("AU"))).toBe("0 km");
  });
  it("shows miles for US", () => {
    expect(formatKm(16093.44, regionSettings("US"))).toBe("10,000 mi");
  });
  it("gives null for missing, junk or negative readings so the row hides (spec 5)", () => {
    for (const value of [null, undefined, "", "unknown", -1]) expect(formatKm(value, regionSettings("AU"))).toBeNull();
  });
});

describe("formatPercent", () => {
  it("shows two decimals by default", () => {
    expect(formatPercent(8.375)).toBe("8.38%");
    expect(formatPercent("19.42")).toBe("19.42%");
    expect(formatPercent(10, 1)).toBe("10.0%");
  });
  it("gives an empty string for junk", () => {
    expect(formatPercent(null)).toBe("");
  });
});
