import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { carouselArrows, isPurchaseGated, pushToast, toastLimit, watchlistToast } from "./ui-state";

describe("pushToast (spec 4, 9: the toast queue holds at most one)", () => {
  it("replaces the shown toast with the new one", () => {
    expect(pushToast(["saved"], "removed")).toEqual(["removed"]);
    expect(pushToast(null, "saved")).toEqual(["saved"]);
  });
  it("never holds more than the limit (property)", () => {
    fc.assert(fc.property(fc.array(fc.string()), (toasts) => toasts.reduce<string[]>((queue, toast) => pushToast(queue, toast), []).length <= toastLimit));
  });
  it("takes another limit and treats a negative one as 0", () => {
    expect(pushToast(["a", "b"], "c", 2)).toEqual(["c", "a"]);
    expect(pushToast(["a"], "b", -1)).toEqual([]);
  });
});

describe("watchlistToast (spec 8)", () => {
  it("words the saved and removed toasts with a View List action", () => {
    expect(watchlistToast("saved", "2022 Toyota HiLux")).toEqual({ title: "Car Saved In Watchlist", description: "2022 Toyota HiLux is now available in your watchlist", action: "View List" });
    expect(watchlistToast("removed", "2022 Toyota HiLux")).toEqual({ title: "Car Removed", description: "2022 Toyota HiLux is no longer in your watchlist", action: "View List" });
  });
});

describe("carouselArrows (spec 2.6, 4: disabled at the ends)", () => {
  it("disables previous at the start and next at the end", () => {
    expect(carouselArrows({ index: 0, count: 5 })).toEqual({ previousDisabled: true, nextDisabled: false });
    expect(carouselArrows({ index: 4, count: 5 })).toEqual({ previousDisabled: false, nextDisabled: true });
    expect(carouselArrows({ index: 2, count: 5, perView: 3 })).toEqual({ previousDisabled: false, nextDisabled: true });
  });
  it("disables both when everything fits", () => {
    expect(carouselArrows({ index: 0, count: 3, perView: 4 })).toEqual({ previousDisabled: true, nextDisabled: true });
    expect(carouselArrows({ index: 0, count: 0, perView: 0 })).toEqual({ previousDisabled: true, nextDisabled: true });
  });
});

describe("isPurchaseGated (spec 4: signed out with loading finished)", () => {
  it("gates only a signed-out visitor once loading is done", () => {
    expect(isPurchaseGated({ signedIn: false, loading: false })).toBe(true);
    expect(isPurchaseGated({ signedIn: false, loading: true })).toBe(false);
    expect(isPurchaseGated({ signedIn: true, loading: false })).toBe(false);
  });
});
