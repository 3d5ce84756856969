import { describe, expect, it } from "vitest";
import { reviewDefaults, showsRating, starRating, visibleReviews, combinedRating, newestReviewsFirst } from "./reviews";

const review = (id: number, overrides: Record<string, unknown> = {}) => ({ id, text: `Great service ${id}`, customer_name: `Customer ${id}`, rating: 5, ...overrides });

describe("visibleReviews (spec 5 'Reviews shown')", () => {
  it("keeps at most 10 by default, in the order given", () => {
    const reviews = Array.from({ length: 12 }, (_, index) => review(index + 1));
    expect(visibleReviews(reviews).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(visibleReviews(reviews, { max: 12 })).toHaveLength(reviewDefaults.googleFullQuantity);
  });
  it("falls back to 10 for a negative or non-finite max, and allows 0", () => {
    const reviews = Array.from({ length: 12 }, (_, index) => review(index + 1));
    expect(visibleReviews(reviews, { max: -1 })).toHaveLength(10);
    expect(visibleReviews(reviews, { max: Number.NaN })).toHaveLength(10);
    expect(visibleReviews(reviews, { max: 0 })).toHaveLength(0);
  });
  it("keeps a rating of 4 and drops 3.9 (minimum rating 4), reading string ratings", () => {
    const kept = visibleReviews([review(1, { rating: 4 }), review(2, { rating: 3.9 }), review(3, { rating: "4.5" }), review(4, { rating: null })]);
    expect(kept.map((item) => item.id)).toEqual([1, 3]);
  });
  it("drops the excluded review id, even when ids arrive as strings", () => {
    expect(visibleReviews([review(1), review(2)], { excludedIds: ["2"] }).map((item) => item.id)).toEqual([1]);
  });
  it("drops reviews without text or with blank text", () => {
    expect(visibleReviews([review(1, { text: null }), review(2, { text: "   " }), review(3)]).map((item) => item.id)).toEqual([3]);
  });
  it("drops reviews containing 'Translated'", () => {
    expect(visibleReviews([review(1, { text: "Great (Translated by Google)" }), review(2)]).map((item) => item.id)).toEqual([2]);
  });
  it("drops hidden customers whatever their case and spacing", () => {
    expect(visibleReviews([review(1, { customer_name: " JANE doe " }), review(2)], { hiddenCustomers: ["Jane Doe"] }).map((item) => item.id)).toEqual([2]);
  });
  it("keeps a review without a customer name when customers are hidden by name", () => {
    expect(visibleReviews([review(1, { customer_name: null })], { hiddenCustomers: ["Jane"] })).toHaveLength(1);
  });
  it("takes a site's own minimum rating and handles missing lists", () => {
    expect(visibleReviews([review(1, { rating: 3 })], { minRating: 3 })).toHaveLength(1);
    expect(visibleReviews(null)).toEqual([]);
  });
});

describe("starRating (spec 5: at most 4 whole stars plus a partial above 0.3)", () => {
  it("gives a partial star only when the fraction exceeds 0.3", () => {
    expect(starRating(4.3)).toEqual({ full: 4, partial: 0, text: "4.3" });
    // Halves round up, as a shopper reads them ("4.35" is 4.4, not 4.3 from binary floating point).
    expect(starRating("4.35").text).toBe("4.4");
    expect(starRating(4.05).text).toBe("4.1");
    expect(starRating(4.31)).toEqual({ full: 4, partial: 0.31, text: "4.3" });
    expect(starRating(3.7)).toEqual({ full: 3, partial: 0.7, text: "3.7" });
  });
  it("is not fooled by floating point at 0.3 (1.3 and 3.3)", () => {
    expect(starRating(1.3).partial).toBe(0);
    expect(starRating(3.3).partial).toBe(0);
  });
  it("caps whole stars at 4, with the fifth as the partial", () => {
    expect(starRating(5)).toEqual({ full: 4, partial: 1, text: "5.0" });
    expect(starRating(4.9)).toEqual({ full: 4, partial: 0.9, text: "4.9" });
    expect(starRating(7)).toEqual({ full: 4, partial: 1, text: "5.0" });
  });
  it("reads the API's string average and treats junk as 0", () => {
    expect(starRating("4.6")).toEqual({ full: 4, partial: 0.6, text: "4.6" });
    expect(starRating("n/a")).toEqual({ full: 0, partial: 0, text: "0.0" });
    expect(starRating(-2)).toEqual({ full: 0, partial: 0, text: "0.0" });
  });
});

describe("showsRating (spec 5: the average must exceed the configured minimum)", () => {
  it("shows above the minimum only", () => {
    expect(showsRating("4.1", 4)).toBe(true);
    expect(showsRating(4, 4)).toBe(false);
    expect(showsRating(null, 0)).toBe(false);
  });
});

describe("newestReviewsFirst (the reviews page lists the newest first)", () => {
  it("sorts by review date, newest first, undated last, ties by id", () => {
    const reviews = [
      { id: 1, review_date: "2026-01-05" },
      { id: 2, review_date: "2026-11-05" },
      { id: 3, review_date: null },
      { id: 4, review_date: "2026-11-05" },
      { id: 5, review_date: "later" },
      { id: "x", review_date: "2025-02-01" },
    ];
    expect(newestReviewsFirst(reviews).map((review) => review.id)).toEqual([4, 2, 1, "x", 5, 3]);
    expect(newestReviewsFirst(null)).toEqual([]);
  });
  it("keeps the given list as it was", () => {
    const reviews = [{ id: 1, review_date: "2026-01-05" }, { id: 2, review_date: "2026-02-05" }];
    newestReviewsFirst(reviews);
    expect(reviews.map((review) => review.id)).toEqual([1, 2]);
  });
});

describe("combinedRating (spec 3 'Review': average_rating may be a string)", () => {
  it("weights each location's average by its review count", () => {
    expect(combinedRating([{ average_rating: 4.8, review_count: 300 }, { average_rating: "4.0", review_count: 100 }])).toEqual({ average: 4.6, count: 400 });
  });
  it("leaves out locations without an average or without reviews", () => {
    expect(combinedRating([{ average_rating: null, review_count: 50 }, { average_rating: 4.2, review_count: 0 }, { average_rating: 3.9, review_count: null }, { average_rating: 4.5, review_count: 10 }])).toEqual({ average: 4.5, count: 10 });
    expect(combinedRating([])).toEqual({ average: null, count: 0 });
  });
});
