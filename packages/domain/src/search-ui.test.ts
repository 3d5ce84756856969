import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { regionSettings } from "./locale";
import {
  bodyTypeTileLimit,
  carSummaryItems,
  clampDealerGroupRange,
  clampRange,
  dealerGroupSliderBounds,
  displayCount,
  pushSearchHistory,
  type SearchHistoryEntry,
  searchLimits,
  showMeCarsLabel,
  showsCarSummary,
  sliderBounds,
  sliderStep,
  toggleInList,
} from "./search-ui";
import { testCar } from "./test-fixtures";

describe("clampRange (spec 5 'Price range slider')", () => {
  const bounds = { min: 0, max: 100000 };
  it("rounds price and km to the nearest 1000 first: 499 down, 500 up", () => {
    expect(clampRange([499, 20499], { ...bounds, attribute: "price" })).toEqual([0, 20000]);
    expect(clampRange([500, 20500], { ...bounds, attribute: "km" })).toEqual([1000, 21000]);
  });
  it("does not round other attributes", () => {
    expect(clampRange([2015.4, 2020], { min: 2000, max: 2026, attribute: "year" })).toEqual([2015.4, 2020]);
  });
  it("clamps to the range minimum and maximum after rounding", () => {
    expect(clampRange([-5000, 250000], { ...bounds, attribute: "price" })).toEqual([0, 100000]);
    expect(clampRange([1200, 99000], { min: 1500, max: 98600, attribute: "price" })).toEqual([1500, 98600]);
  });
  it("keeps the lower value at or below the upper", () => {
    expect(clampRange([60000, 40000], { ...bounds, attribute: "price" })).toEqual([40000, 40000]);
  });
  it("defaults to 0 to 100000 without facet stats, and a junk value takes its bound", () => {
    expect(clampRange(["abc", null])).toEqual([0, 100000]);
    expect(clampRange(["5,000", "7000"], { attribute: "price" })).toEqual([5000, 7000]);
    expect(clampRange([10, 20], { min: 50, max: 5 })).toEqual([10, 20]);
  });
  it("always gives min <= lo <= hi <= max (property)", () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.oneof(fc.double({ noNaN: true }), fc.constant(null), fc.string()), fc.oneof(fc.double({ noNaN: true }), fc.constant(null), fc.string())),
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.constantFrom("price", "km", "year", undefined),
        (range, min, span, attribute) => {
          const [lo, hi] = clampRange(range, { min, max: min + span, attribute });
          return min <= lo && lo <= hi && hi <= min + span;
        },
      ),
    );
  });
});

describe("sliderStep and sliderBounds (spec 5: step 1/100 of the range; default 0 to 100000)", () => {
  it("steps by 1/100 of the range", () => {
    expect(sliderStep(0, 100000)).toBe(1000);
    expect(sliderStep(5000, 255000)).toBe(2500);
  });
  it("steps by 1 for an empty or broken range", () => {
    expect(sliderStep(10, 10)).toBe(1);
    expect(sliderStep(10, 5)).toBe(1);
    expect(sliderStep(Number.NaN, 5)).toBe(1);
  });
  it("takes the facet stats, or 0 to 100000 when they are missing or broken", () => {
    expect(sliderBounds({ min: 3990, max: "89,990" })).toEqual({ min: 3990, max: 89990 });
    expect(sliderBounds(null)).toEqual({ min: 0, max: 100000 });
    expect(sliderBounds({ min: 10 })).toEqual({ min: 0, max: 100000 });
    expect(sliderBounds({ min: 10, max: 5 })).toEqual({ min: 0, max: 100000 });
  });
});

describe("dealer-group slider (spec 5: 5000 / 250000 / step 500; unknown range max 100000)", () => {
  it("defaults to 5000, 250000 and 500", () => {
    expect(dealerGroupSliderBounds()).toEqual({ min: 5000, max: 250000, step: 500 });
  });
  it("falls back to a maximum of 100000 when the range is unknown", () => {
    expect(dealerGroupSliderBounds({ max: null })).toEqual({ min: 5000, max: 100000, step: 500 });
    expect(dealerGroupSliderBounds({ max: "n/a", step: 0 })).toEqual({ min: 5000, max: 100000, step: 500 });
    expect(dealerGroupSliderBounds({ min: 0, max: 80000, step: 1000 })).toEqual({ min: 0, max: 80000, step: 1000 });
    expect(dealerGroupSliderBounds({ min: 200000, max: 150000 })).toEqual({ min: 200000, max: 200500, step: 500 });
  });
  const bounds = dealerGroupSliderBounds();
  it("snaps to the step and clamps to the bounds", () => {
    expect(clampDealerGroupRange([5260, 300000], bounds)).toEqual([5500, 250000]);
    expect(clampDealerGroupRange([null, undefined], bounds)).toEqual([5000, 250000]);
  });
  it("stops the lower thumb one step short of the upper", () => {
    expect(clampDealerGroupRange([40000, 40000], bounds, "lower")).toEqual([39500, 40000]);
    expect(clampDealerGroupRange([90000, 40000], bounds, "lower")).toEqual([39500, 40000]);
    expect(clampDealerGroupRange([5000, 5000], bounds, "lower")).toEqual([5000, 5500]);
  });
  it("lets the upper thumb reach the lower but not pass it", () => {
    expect(clampDealerGroupRange([40000, 40000], bounds, "upper")).toEqual([40000, 40000]);
    expect(clampDealerGroupRange([40000, 30000], bounds, "upper")).toEqual([40000, 40000]);
  });
  it("keeps thumbs in bounds and ordered, the lower strictly below after a lower move (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }), fc.constantFrom("lower" as const, "upper" as const), (a, b, moved) => {
        const [lo, hi] = clampDealerGroupRange([a, b], bounds, moved);
        return bounds.min <= lo && lo <= hi && hi <= bounds.max && (moved === "upper" || lo < hi);
      }),
    );
  });
});

describe("displayCount (spec 9: counts above 1999 are capped)", () => {
  it("shows counts up to 1999 as they are", () => {
    expect(displayCount({ nbHits: 1999, inStockCount: 50 })).toBe(1999);
    expect(displayCount({ nbHits: "12" })).toBe(12);
  });
  it("falls back to the in-stock count at 2000", () => {
    expect(displayCount({ nbHits: 2000, inStockCount: 2345, facetCounts: { new: 1 } })).toBe(2345);
  });
  it("else sums the facet counts, ignoring junk", () => {
    expect(displayCount({ nbHits: 2000, facetCounts: { new: 1200, used: "900", demo: "x" } })).toBe(2100);
  });
  it("else keeps the capped count, and gives 0 for junk", () => {
    expect(displayCount({ nbHits: 2000, facetCounts: {} })).toBe(2000);
    expect(displayCount({ nbHits: 2000, inStockCount: -1, facetCounts: null })).toBe(2000);
    expect(displayCount({ nbHits: undefined })).toBe(0);
    expect(displayCount({ nbHits: -3 })).toBe(0);
  });
});

describe("pushSearchHistory (spec 4, 9: newest first, at most 5)", () => {
  const entry = (n: number): SearchHistoryEntry => ({ path: `/cars/?query=${n}` });
  it("puts the newest first and drops the oldest past 5", () => {
    const history = [1, 2, 3, 4, 5].reduce<SearchHistoryEntry[]>((list, n) => pushSearchHistory(list, entry(n)), []);
    expect(history.map((item) => item.path)).toEqual([5, 4, 3, 2, 1].map((n) => `/cars/?query=${n}`));
    expect(pushSearchHistory(history, entry(6)).map((item) => item.path)).toEqual([6, 5, 4, 3, 2].map((n) => `/cars/?query=${n}`));
  });
  it("moves a repeated search to the front instead of listing it twice", () => {
    expect(pushSearchHistory([entry(1), entry(2)], entry(2)).map((item) => item.path)).toEqual(["/cars/?query=2", "/cars/?query=1"]);
  });
  it("survives corrupt stored history", () => {
    expect(pushSearchHistory(null, entry(1))).toEqual([entry(1)]);
    expect(pushSearchHistory("junk" as never, entry(1))).toEqual([entry(1)]);
    expect(pushSearchHistory([null, entry(2)] as never, entry(1))).toEqual([entry(1), entry(2)]);
  });
  it("keeps distinct entries that have no path, and drops exact repeats", () => {
    expect(pushSearchHistory<unknown>([{ query: "a" }, "b"], { query: "c" })).toEqual([{ query: "c" }, { query: "a" }, "b"]);
    expect(pushSearchHistory(["a", "b"], "a")).toEqual(["a", "b"]);
  });
  it("never exceeds 5 entries and always starts with the newest (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 30 }), (paths) => {
        let history: SearchHistoryEntry[] = [];
        for (const path of paths) {
          history = pushSearchHistory(history, { path });
          if (history.length > searchLimits.historyEntries || history[0]?.path !== path) return false;
        }
        return true;
      }),
    );
  });
});

describe("search widgets (spec 2.3, 2.4)", () => {
  it("toggles a tile's value in and out", () => {
    expect(toggleInList(["suv"], "ute")).toEqual(["suv", "ute"]);
    expect(toggleInList(["suv", "ute"], "suv")).toEqual(["ute"]);
  });
  it("shows 4 body-type tiles, or 20 with a custom list", () => {
    expect(bodyTypeTileLimit(null)).toBe(4);
    expect(bodyTypeTileLimit([])).toBe(4);
    expect(bodyTypeTileLimit(["suv"])).toBe(20);
  });
  it("shows the summary only when the description is enabled and the car available", () => {
    expect(showsCarSummary({ status: "coming_soon" }, { description: true })).toBe(true);
    expect(showsCarSummary({ status: "sold" }, { description: true })).toBe(false);
    expect(showsCarSummary({ status: "in_stock" }, { description: false })).toBe(false);
  });
  it("lists Condition, Transmission, Odometer and Fuel Type, skipping missing ones", () => {
    expect(carSummaryItems(testCar(), regionSettings("AU"))).toEqual([
      { label: "Condition", value: "Used" },
      { label: "Transmission", value: "Automatic" },
      { label: "Odometer", value: "42,000 km" },
      { label: "Fuel Type", value: "Diesel" },
    ]);
    expect(carSummaryItems({ car_type: "new", simple_transmission: " ", trans: "Manual", km: null }, regionSettings("AU"))).toEqual([
      { label: "Condition", value: "New" },
      { label: "Transmission", value: "Manual" },
    ]);
  });
});

describe("showMeCarsLabel (spec 2.3 home page button)", () => {
  it("counts the cars in the site's number format", () => {
    expect(showMeCarsLabel(1234)).toBe("Show me 1,234 cars");
    expect(showMeCarsLabel(1)).toBe("Show me 1 car");
    expect(showMeCarsLabel(Number.NaN)).toBe("Show me 0 cars");
    expect(showMeCarsLabel(-3, "en-US")).toBe("Show me 0 cars");
  });
});
