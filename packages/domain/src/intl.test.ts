import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl";

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
