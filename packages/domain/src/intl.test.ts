import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateTimeFormat, formatDecimal, numberFormat } from "./intl";
import type { Locale } from "./locale";

describe("shared Intl formatters", () => {
  it("builds one formatter per locale and options, and reuses it", () => {
    const first = numberFormat("en-AU", { maximumFractionDigits: 0 });
    expect(numberFormat("en-AU", { maximumFractionDigits: 0 })).toBe(first);
    expect(numberFormat("en-AU", { maximumFractionDigits: 2 })).not.toBe(first);
    expect(numberFormat("de-DE", { maximumFractionDigits: 0 })).not.toBe(first);
    expect(first.format(12345.6)).toBe("12,346");
  });

  it("keeps options apart: a time zone is part of the key", () => {
    const date = new Date("2026-11-24T20:00:00Z");
    const utc = dateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" });
    const sydney = dateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Australia/Sydney" });
    expect(utc.format(date)).toBe("2026-11-24");
    expect(sydney.format(date)).toBe("2026-11-25");
  });

  it("throws for an unknown time zone, as the constructor does, and caches nothing for it", () => {
    expect(() => dateTimeFormat("en-AU", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => dateTimeFormat("en-AU", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
  });
});

describe("formatDecimal: the text Intl.NumberFormat gives, without building one", () => {
  const locales: Locale[] = ["en-AU", "en-NZ", "en-US"];
  const intl = (value: number, locale: Locale, minimumFractionDigits: number, maximumFractionDigits: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits }).format(value);

  it("groups thousands with commas and rounds half away from zero", () => {
    expect(formatDecimal(12345.6, "en-AU", { maximumFractionDigits: 0 })).toBe("12,346");
    expect(formatDecimal(1234567.891, "en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe("1,234,567.89");
    expect(formatDecimal(999, "en-NZ", { maximumFractionDigits: 0 })).toBe("999");
    expect(formatDecimal(2.5, "en-AU", { maximumFractionDigits: 0 })).toBe("3");
    expect(formatDecimal(-2.5, "en-AU", { maximumFractionDigits: 0 })).toBe("-3");
    expect(formatDecimal(1.5, "en-AU", { minimumFractionDigits: 0, maximumFractionDigits: 2 })).toBe("1.5");
    expect(formatDecimal(7, "en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe("7.00");
  });

  it("writes what Intl writes for signs and zeros, and hands Intl what toFixed cannot write", () => {
    for (const value of [0, -0, -0.4, 0.4, -1e-7, 1e21, -3e25, Number.MAX_VALUE, Infinity, -Infinity, Number.NaN]) {
      for (const digits of [0, 2]) expect(formatDecimal(value, "en-AU", { maximumFractionDigits: digits }), `${value} to ${digits}`).toBe(intl(value, "en-AU", 0, digits));
    }
  });

  it("equals Intl.NumberFormat for any number, locale and digits", () => {
    const value = fc.oneof(
      fc.double({ noNaN: true, min: -1e22, max: 1e22 }),
      fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
      // halves, quarters and eighths: exact ties in binary, where rounding rules differ
      fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 8),
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((n) => n / 1000),
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((n) => n / 200000),
      fc.double({ noNaN: true, min: -1e-3, max: 1e-3 }),
    );
    fc.assert(
      fc.property(value, fc.constantFrom(...locales), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (number, locale, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(formatDecimal(number, locale, { minimumFractionDigits: min, maximumFractionDigits: max })).toBe(intl(number, locale, min, max));
      }),
      { numRuns: 20_000 },
    );
  });
});
