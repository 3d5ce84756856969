import { describe, expect, it } from "vitest";
import { canSaveCar, compareLimit, storageKey, toggleCompare, toggleSavedCar } from "./saved-cars";
import { testCar } from "./test-fixtures";

describe("canSaveCar (spec 5 'Favourites and compare')", () => {
  it("needs the site to enable it and the car not sold", () => {
    expect(canSaveCar(testCar(), { enabled: true })).toBe(true);
    expect(canSaveCar(testCar(), { enabled: false })).toBe(false);
    expect(canSaveCar(testCar({ status: "sold" }), { enabled: true })).toBe(false);
  });
  it("on used-only sites needs a used car with a price above 0 and an image", () => {
    const settings = { enabled: true, usedOnly: true };
    expect(canSaveCar(testCar({ price: 1 }), settings)).toBe(true);
    expect(canSaveCar(testCar({ price: 0 }), settings)).toBe(false);
    expect(canSaveCar(testCar({ price: "abc" }), settings)).toBe(false);
    expect(canSaveCar(testCar({ car_type: "new" }), settings)).toBe(false);
    expect(canSaveCar(testCar({ images: [], thumbnails: [], primary_image_url: null }), settings)).toBe(false);
    expect(canSaveCar(testCar({ images: [], primary_image_url: "/p.jpg" }), settings)).toBe(true);
  });
});

describe("toggleSavedCar (spec 4: save adds at once, remove filters out)", () => {
  it("adds a new id and removes a saved one", () => {
    expect(toggleSavedCar([1, 2], 3)).toEqual({ ids: [1, 2, 3], added: true });
    expect(toggleSavedCar([1, 2, 3], 2)).toEqual({ ids: [1, 3], added: false });
    expect(toggleSavedCar(null, "a")).toEqual({ ids: ["a"], added: true });
  });
});

describe("toggleCompare", () => {
  it("refuses a fifth car but still removes one", () => {
    expect(compareLimit).toBe(4);
    expect(toggleCompare([1, 2, 3, 4], 5)).toEqual({ ids: [1, 2, 3, 4], added: false, full: true });
    expect(toggleCompare([1, 2, 3, 4], 4)).toEqual({ ids: [1, 2, 3], added: false, full: false });
    expect(toggleCompare(undefined, 1)).toEqual({ ids: [1], added: true, full: false });
  });
});

describe("storageKey (spec 3: favourites and the enquired car per dealership)", () => {
  it("scopes each kind by dealership", () => {
    expect(storageKey("favourites", "brisbane-toyota")).toBe("forecourt:favourites:brisbane-toyota");
    expect(storageKey("favourites", "a")).not.toBe(storageKey("favourites", "b"));
  });
});
