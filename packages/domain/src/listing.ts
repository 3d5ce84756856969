// Which cars a dealer site lists (spec 4 'Car status', spec 7 'Search base filters').
// One rule feeds both the page code (isCarListed) and the search index filter
// (listingFilter), so a car never shows in results yet 404s on its page.
import { type CarLike, isCarAvailable } from "./car";
import { parseLooseNumber } from "./values";

/** spec 4, 9: sold cars are shown for 3 days by default, overridable per dealer. */
export const defaultSoldDays = 3;

const secondsPerDay = 86_400;

export interface ListingOptions {
  now: Date;
  soldDays?: number;
}

function validSoldDays(soldDays: number | undefined): number {
  return soldDays !== undefined && Number.isFinite(soldDays) && soldDays >= 0 ? soldDays : defaultSoldDays;
}

/**
 * The earliest `sold_date_timestamp` (unix seconds) still listed: a car sold at
 * this second or later is within `soldDays` days of `now`.
 */
export function listingCutoff({ now, soldDays }: ListingOptions): number {
  return Math.floor(now.getTime() / 1000) - Math.round(validSoldDays(soldDays) * secondsPerDay);
}

/**
 * spec 4: shown when `show_on_dealer_website` is true and the car is in stock,
 * coming soon, or sold within the last `soldDays` days.
 */
export function isCarListed(car: Pick<CarLike, "show_on_dealer_website" | "status" | "sold_date_timestamp">, options: ListingOptions): boolean {
  if (car.show_on_dealer_website !== true) return false;
  if (isCarAvailable(car)) return true;
  if (car.status !== "sold") return false;
  const soldAt = parseLooseNumber(car.sold_date_timestamp);
  // An invalid `now` gives a NaN cutoff, and NaN compares false: nothing sold is listed.
  return soldAt !== null && soldAt >= listingCutoff(options);
}

/**
 * The listing moment of a car, for the search index (`listing_timestamp`): an
 * available car never ages out (it gets `availableListingTimestamp`, 2100-01-01),
 * a sold car is listed while its `sold_date_timestamp` is at or after the cutoff,
 * anything else never (0). One number lets the listing rule be a single numeric
 * comparison, which Algolia's filter grammar accepts; `status:sold AND ...` inside
 * an OR is not allowed there ('Don't group ANDs within ORs').
 */
export const availableListingTimestamp = 4_102_444_800;

export function listingTimestamp(car: Pick<CarLike, "status" | "sold_date_timestamp">): number {
  if (isCarAvailable(car)) return availableListingTimestamp;
  if (car.status !== "sold") return 0;
  return parseLooseNumber(car.sold_date_timestamp) ?? 0;
}

/**
 * The listing rule as a search filter (Algolia filter grammar), built from the
 * same cutoff as isCarListed over the record's `listing_timestamp`.
 */
export function listingFilter(options: ListingOptions): string {
  return `show_on_dealer_website:true AND listing_timestamp >= ${listingCutoff(options)}`;
}

export type SearchBaseFilterKind = "listed" | "in-stock" | "used-only";

/**
 * spec 7: the base filter varies by template (the listing clause, in-stock, or
 * used-only); the site's own filter is always ANDed on.
 */
export function searchBaseFilter(kind: SearchBaseFilterKind, options: ListingOptions & { siteFilter?: string | null }): string {
  const base =
    kind === "in-stock"
      ? "show_on_dealer_website:true AND status:in_stock"
      : kind === "used-only"
        ? `${listingFilter(options)} AND car_type:used`
        : listingFilter(options);
  const siteFilter = options.siteFilter?.trim();
  return siteFilter ? `${base} AND (${siteFilter})` : base;
}
