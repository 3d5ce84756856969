import { describe, expect, it } from "vitest";
import { calendarDate, formatDate, formatDistance, formatLongDate, localizeSpelling, regionSettings, siteTimeZone } from "./locale";

describe("regionSettings (spec 1)", () => {
  it("gives en-NZ with kilometres for NZ", () => {
    expect(regionSettings("NZ")).toMatchObject({ locale: "en-NZ", distanceUnit: "km" });
  });
  it("gives en-US with miles for US, in any case", () => {
    expect(regionSettings("us")).toMatchObject({ locale: "en-US", distanceUnit: "mi" });
  });
  it("falls back to en-AU with kilometres for AU, unknown and missing regions", () => {
    for (const region of ["AU", "GB", "", null, undefined]) {
      expect(regionSettings(region)).toMatchObject({ locale: "en-AU", distanceUnit: "km", currency: "AUD" });
    }
  });
});

describe("localizeSpelling (spec 1: US spelling)", () => {
  it("swaps the four words for en-US", () => {
    expect(localizeSpelling("Make an enquiry", "en-US")).toBe("Make an inquiry");
    expect(localizeSpelling("Enquire now", "en-US")).toBe("Inquire now");
    expect(localizeSpelling("Exterior colour", "en-US")).toBe("Exterior color");
    expect(localizeSpelling("Personalised finance", "en-US")).toBe("Personalized finance");
  });
  it("keeps case, plurals and longer words", () => {
    expect(localizeSpelling("ENQUIRE NOW", "en-US")).toBe("INQUIRE NOW");
    expect(localizeSpelling("Enquiries and colours", "en-US")).toBe("Inquiries and colors");
    expect(localizeSpelling("We enquired about Colourful trims", "en-US")).toBe("We inquired about Colorful trims");
  });
  it("leaves en-AU and en-NZ text alone", () => {
    expect(localizeSpelling("Enquire about this colour", "en-AU")).toBe("Enquire about this colour");
    expect(localizeSpelling("Enquire about this colour", "en-NZ")).toBe("Enquire about this colour");
    expect(localizeSpelling("", "en-US")).toBe("");
  });
});

describe("formatDistance", () => {
  it("shows kilometres for AU and miles for US", () => {
    expect(formatDistance(12345, regionSettings("AU"))).toBe("12,345 km");
    expect(formatDistance(16093.44, regionSettings("US"))).toBe("10,000 mi");
  });
});

describe("formatDate", () => {
  it("orders day and month by locale", () => {
    const date = new Date("2026-11-23T00:00:00Z");
    expect(formatDate(date, "en-AU")).toBe("23/11/2026");
    expect(formatDate(date, "en-NZ")).toBe("23/11/2026");
    expect(formatDate(date, "en-US")).toBe("11/23/2026");
  });
});

describe("formatLongDate (a content page's 'Last updated' line)", () => {
  it("writes the month in words, in the locale's order and the dealer's zone", () => {
    const date = new Date("2026-10-03T00:00:00Z");
    expect(formatLongDate(date, "en-AU")).toBe("3 October 2026");
    expect(formatLongDate(date, "en-US")).toBe("October 3, 2026");
    // Midnight UTC is still the 2nd in Oregon.
    expect(formatLongDate(date, "en-US", "America/Los_Angeles")).toBe("October 2, 2026");
  });
});

describe("siteTimeZone (dates read in the dealer's zone; spec 9: default state qld)", () => {
  it("maps AU states, NZ and US states to their zones", () => {
    expect(siteTimeZone("AU", "qld")).toBe("Australia/Brisbane");
    expect(siteTimeZone("AU", "ACT")).toBe("Australia/Sydney");
    expect(siteTimeZone("AU", "wa")).toBe("Australia/Perth");
    expect(siteTimeZone("NZ", "auk")).toBe("Pacific/Auckland");
    expect(siteTimeZone("US", "OR")).toBe("America/Los_Angeles");
    expect(siteTimeZone("us", "tx")).toBe("America/Chicago");
    expect(siteTimeZone("US", "hi")).toBe("Pacific/Honolulu");
  });
  it("falls back to Brisbane in AU and Eastern time in the US", () => {
    expect(siteTimeZone("AU", "nowhere")).toBe("Australia/Brisbane");
    expect(siteTimeZone(null, null)).toBe("Australia/Brisbane");
    expect(siteTimeZone("US", "ny")).toBe("America/New_York");
    expect(siteTimeZone("US", undefined)).toBe("America/New_York");
  });
  it("names zones the runtime knows", () => {
    for (const [region, state] of [["AU", "tas"], ["AU", "nt"], ["AU", "sa"], ["AU", "vic"], ["AU", "nsw"], ["US", "az"], ["US", "co"], ["US", "ak"]] as const) {
      expect(() => new Intl.DateTimeFormat("en-AU", { timeZone: siteTimeZone(region, state) })).not.toThrow();
    }
  });
});

describe("formatLongDate and calendarDate (a blog post's date in the dealer's time zone)", () => {
  const instant = new Date("2026-11-22T20:00:00Z");
  it("writes the day, month and year in the region's order, in the given zone", () => {
    expect(formatLongDate(instant, "en-AU", "Australia/Brisbane")).toBe("23 November 2026");
    expect(formatLongDate(instant, "en-US", "America/Los_Angeles")).toBe("November 22, 2026");
    expect(formatLongDate(instant, "en-NZ")).toBe("22 November 2026");
  });
  it("gives the calendar day in the zone, UTC for an unknown zone", () => {
    expect(calendarDate(instant, "Australia/Brisbane")).toBe("2026-11-23");
    expect(calendarDate(instant)).toBe("2026-11-22");
    expect(calendarDate(instant, "Mars/Olympus")).toBe("2026-11-22");
  });
});
