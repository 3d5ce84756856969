// Region rules (spec 1): NZ gives en-NZ; US gives en-US with miles; otherwise
// en-AU with kilometres. US spelling swaps colour, personalised, enquiry and enquire.
import { dateTimeFormat, formatDecimal } from "./intl";

export const regions = ["AU", "NZ", "US"] as const;
export type Region = (typeof regions)[number];
export type Locale = "en-AU" | "en-NZ" | "en-US";
export type DistanceUnit = "km" | "mi";

export interface RegionSettings {
  locale: Locale;
  distanceUnit: DistanceUnit;
  /** ISO 4217 code used for money in this region. */
  currency: "AUD" | "NZD" | "USD";
}

export function regionSettings(region: string | null | undefined): RegionSettings {
  switch ((region ?? "").toUpperCase()) {
    case "NZ":
      return { locale: "en-NZ", distanceUnit: "km", currency: "NZD" };
    case "US":
      return { locale: "en-US", distanceUnit: "mi", currency: "USD" };
    default:
      return { locale: "en-AU", distanceUnit: "km", currency: "AUD" };
  }
}

export { localizeSpelling } from "./spelling";

const kmPerMile = 1.609344;

/** A distance in the region's unit, e.g. "12,345 km" or "7,671 mi". */
export function formatDistance(km: number, settings: Pick<RegionSettings, "locale" | "distanceUnit">): string {
  const value = settings.distanceUnit === "mi" ? km / kmPerMile : km;
  return `${formatDecimal(value, settings.locale, { maximumFractionDigits: 0 })} ${settings.distanceUnit}`;
}

/** A calendar date in the region's format: 23/11/2026 in AU and NZ, 11/23/2026 in the US. */
export function formatDate(date: Date, locale: Locale, timeZone = "UTC"): string {
  return dateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", timeZone }).format(date);
}

/** A date written out in the region's order: 23 November 2026 in AU and NZ, November 23, 2026 in the US. */
export function formatLongDate(date: Date, locale: Locale, timeZone = "UTC"): string {
  return dateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone }).format(date);
}

/**
 * The calendar day of an instant in a time zone, as YYYY-MM-DD (a `<time>`
 * element's dateTime, or a key to compare days by). An unknown zone reads UTC,
 * so a bad zone in a site's config never breaks a page.
 */
export function calendarDate(date: Date, timeZone = "UTC"): string {
  // en-CA writes dates as YYYY-MM-DD.
  const format = (zone: string) => dateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: zone }).format(date);
  try {
    return format(timeZone);
  } catch {
    return format("UTC");
  }
}

export { siteTimeZone } from "./time-zones";
