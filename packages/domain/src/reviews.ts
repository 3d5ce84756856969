// Which reviews a site shows and how a rating reads (spec 5 'Reviews shown', spec 9 'Reviews').
import { parseLooseNumber } from "./values";

/** spec 5, 9: minimum rating 4, 10 shown by default, Google reviews full quantity 12. */
export const reviewDefaults = { minRating: 4, max: 10, googleFullQuantity: 12 } as const;

interface ReviewLike {
  id?: unknown;
  text?: string | null;
  customer_name?: string | null;
  rating?: unknown;
}

export interface VisibleReviewsOptions {
  /** spec 5: one specific review id is excluded; a list allows more. */
  excludedIds?: ReadonlyArray<string | number>;
  hiddenCustomers?: ReadonlyArray<string>;
  minRating?: number;
  max?: number;
}

const normaliseName = (name: string | null | undefined) => (name ?? "").trim().toLowerCase();

/**
 * spec 5: drops excluded ids, reviews without text, machine-translated ones
 * (text containing 'Translated'), hidden customers and ratings under the
 * minimum; keeps the order given and at most `max`.
 */
export function visibleReviews<T extends ReviewLike>(
  reviews: ReadonlyArray<T> | null | undefined,
  { excludedIds = [], hiddenCustomers = [], minRating = reviewDefaults.minRating, max = reviewDefaults.max }: VisibleReviewsOptions = {},
): T[] {
  const excluded = new Set(excludedIds.map(String));
  const hidden = new Set(hiddenCustomers.map(normaliseName));
  const limit = Number.isFinite(max) && max >= 0 ? Math.floor(max) : reviewDefaults.max;
  return (reviews ?? [])
    .filter((review) => {
      const text = typeof review.text === "string" ? review.text.trim() : "";
      const rating = parseLooseNumber(review.rating);
      return (
        !excluded.has(String(review.id)) &&
        text !== "" &&
        !text.includes("Translated") &&
        !hidden.has(normaliseName(review.customer_name)) &&
        rating !== null &&
        rating >= minRating
      );
    })
    .slice(0, limit);
}

export interface StarRating {
  /** Whole stars, at most 4. */
  full: number;
  /** Fill of the next star, only when its fraction exceeds 0.3, else 0. */
  partial: number;
  /** The average with one decimal, e.g. "4.6". */
  text: string;
}

/** spec 5: the partial star fills only above this fraction. */
export const partialStarThreshold = 0.3;

/**
 * spec 5: at most 4 whole stars plus a partial one; the partial fill applies
 * when the fraction exceeds 0.3. `average` may be a string (the reviews API
 * sends one); junk reads as 0.
 */
export function starRating(average: unknown): StarRating {
  const parsed = parseLooseNumber(average) ?? 0;
  // Two decimals first, so 4.3 - 4 (0.2999...) and 1.3 - 1 (0.3000...1) both read 0.3.
  const value = Math.round(Math.min(5, Math.max(0, parsed)) * 100) / 100;
  const full = Math.min(4, Math.floor(value));
  const fraction = Math.round((value - full) * 100) / 100;
  return { full, partial: fraction > partialStarThreshold ? fraction : 0, text: (Math.round(value * 10) / 10).toFixed(1) };
}

/** spec 5: a rating shows only when the average exceeds the site's configured minimum. */
export function showsRating(average: unknown, minimum: number): boolean {
  const value = parseLooseNumber(average);
  return value !== null && value > minimum;
}

interface DatedReviewLike {
  id?: unknown;
  review_date?: string | null;
}

const reviewTime = (review: DatedReviewLike) => {
  const time = Date.parse(review.review_date ?? "");
  return Number.isFinite(time) ? time : -Infinity;
};

/** Reviews newest first by review_date; undated ones last; ties by id, highest first. */
export function newestReviewsFirst<T extends DatedReviewLike>(reviews: ReadonlyArray<T> | null | undefined): T[] {
  return [...(reviews ?? [])].sort((a, b) => reviewTime(b) - reviewTime(a) || (parseLooseNumber(b.id) ?? 0) - (parseLooseNumber(a.id) ?? 0));
}

export interface RatingSummary {
  /** The average over every rated location, by review count; null when none is rated. */
  average: number | null;
  count: number;
}

/**
 * spec 3 'Review': a site's rating over its locations, each location's
 * average_rating (a number or a string) weighted by its review_count. A
 * location without an average or without reviews adds nothing.
 */
export function combinedRating(locations: ReadonlyArray<{ average_rating?: unknown; review_count?: number | null }>): RatingSummary {
  let count = 0;
  let sum = 0;
  for (const location of locations) {
    const average = parseLooseNumber(location.average_rating);
    const reviews = location.review_count ?? 0;
    if (average === null || !(reviews > 0)) continue;
    count += reviews;
    sum += average * reviews;
  }
  return { average: count > 0 ? Math.round((sum / count) * 100) / 100 : null, count };
}
