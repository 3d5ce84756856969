import { describe, expect, it } from "vitest";
import { cardTag, fuelTag, isNewArrival, showsCertifiedBadge } from "./tags";
import { daysBefore, dayMs, now, testCar } from "./test-fixtures";

const all = { electricTags: true, certifiedBadge: true, runoutGreen: true };

describe("cardTag: sold cars (spec 4: a configurable sold tag, 'Just Sold' by default)", () => {
  it("shows the site's sold tag before anything else", () => {
    const car = testCar({ status: "sold", reserved: true, fuel: "Electric", tag: "Runout" });
    expect(cardTag(car, { ...all, soldTag: "JUST SOLD" }, now)).toEqual({ kind: "sold", label: "JUST SOLD" });
  });
  it("defaults to 'Just Sold' when the setting is missing or blank, and honours the sold flag", () => {
    expect(cardTag(testCar({ status: "sold" }), {}, now)).toEqual({ kind: "sold", label: "Just Sold" });
    expect(cardTag(testCar({ sold: true }), { soldTag: " " }, now)).toEqual({ kind: "sold", label: "Just Sold" });
  });
});

describe("cardTag priority (spec 4)", () => {
  it("1. electric or hybrid first, only on sites that enable it", () => {
    const ev = testCar({ fuel: "Electric", reserved: true });
    expect(cardTag(ev, all, now)).toEqual({ kind: "electric", label: "Electric" });
    expect(cardTag(testCar({ simple_fuel: "Hybrid", fuel: "Petrol/Electric Hybrid" }), all, now)).toEqual({ kind: "hybrid", label: "Hybrid" });
    expect(cardTag(ev, { ...all, electricTags: false }, now)).toEqual({ kind: "reserved", label: "Reserved" });
  });
  it("2. reserved before certified", () => {
    expect(cardTag(testCar({ reserved: true, certified: true }), all, now)?.kind).toBe("reserved");
  });
  it("3. the certified Toyota badge before a custom tag", () => {
    expect(cardTag(testCar({ certified: true, tag: "Runout" }), all, now)).toEqual({ kind: "certified", label: "Toyota Certified" });
  });
  it("4. a custom tag: green for a runout sale where the site asks, else red", () => {
    expect(cardTag(testCar({ tag: "Runout Sale" }), all, now)).toEqual({ kind: "custom", label: "Runout Sale", tone: "green" });
    expect(cardTag(testCar({ tag: "Run-out" }), all, now)?.tone).toBe("green");
    expect(cardTag(testCar({ tag: "Runout Sale" }), { ...all, runoutGreen: false }, now)?.tone).toBe("red");
    expect(cardTag(testCar({ tag: " Low kms " }), all, now)).toEqual({ kind: "custom", label: "Low kms", tone: "red" });
  });
  it("4. a blank tag is no tag", () => {
    expect(cardTag(testCar({ tag: "   ", status: "coming_soon" }), all, now)?.kind).toBe("coming-soon");
  });
  it("5. COMING SOON for status coming_soon, before new arrival", () => {
    expect(cardTag(testCar({ status: "coming_soon", created_at: now.toISOString() }), all, now)).toEqual({ kind: "coming-soon", label: "COMING SOON" });
  });
  it("6. New Arrival when created less than 8 days before now", () => {
    expect(cardTag(testCar({ created_at: daysBefore(7.99).toISOString() }), all, now)).toEqual({ kind: "new-arrival", label: "New Arrival" });
  });
  it("7. none otherwise", () => {
    expect(cardTag(testCar(), all, now)).toBeNull();
    expect(cardTag({}, {}, now)).toBeNull();
  });
});

describe("isNewArrival (spec 9: 8-day window)", () => {
  it("is true just inside 8 days and false at exactly 8 days", () => {
    expect(isNewArrival({ created_at: new Date(now.getTime() - 8 * dayMs + 1).toISOString() }, now)).toBe(true);
    expect(isNewArrival({ created_at: daysBefore(8).toISOString() }, now)).toBe(false);
  });
  it("is false for a missing or invalid created_at", () => {
    expect(isNewArrival({ created_at: null }, now)).toBe(false);
    expect(isNewArrival({ created_at: "not a date" }, now)).toBe(false);
  });
});

describe("fuelTag", () => {
  it("reads hybrid before electric so plug-in hybrids are hybrids", () => {
    expect(fuelTag({ fuel: "Plug-in Hybrid Electric" })).toBe("hybrid");
    expect(fuelTag({ simple_fuel: "PHEV" })).toBe("hybrid");
    expect(fuelTag({ simple_fuel: "EV" })).toBe("electric");
    expect(fuelTag({ fuel: "Electric" })).toBe("electric");
  });
  it("is null for other fuels and missing values, and does not match words containing ev", () => {
    expect(fuelTag({ fuel: "Diesel" })).toBeNull();
    expect(fuelTag({ fuel: "Chevron unleaded" })).toBeNull();
    expect(fuelTag({})).toBeNull();
  });
});

describe("showsCertifiedBadge (spec 5: Toyota, certified, feature on, not sold)", () => {
  const certified = testCar({ make: "TOYOTA", certified: true });
  it("shows for a certified Toyota in any case when the feature is on", () => {
    expect(showsCertifiedBadge(certified, { certifiedBadge: true })).toBe(true);
  });
  it("hides when any condition fails", () => {
    expect(showsCertifiedBadge(certified, { certifiedBadge: false })).toBe(false);
    expect(showsCertifiedBadge(certified)).toBe(false);
    expect(showsCertifiedBadge({ ...certified, make: "Lexus" }, { certifiedBadge: true })).toBe(false);
    expect(showsCertifiedBadge({ ...certified, certified: false }, { certifiedBadge: true })).toBe(false);
    expect(showsCertifiedBadge({ ...certified, status: "sold" }, { certifiedBadge: true })).toBe(false);
    expect(showsCertifiedBadge({ ...certified, make: null }, { certifiedBadge: true })).toBe(false);
  });
});
