import { describe, expect, it } from "vitest";
import { availableListingTimestamp, defaultSoldDays, isCarListed, listingCutoff, listingFilter, listingTimestamp, searchBaseFilter } from "./listing";
import { now, nowSeconds } from "./test-fixtures";

const day = 86_400;
const sold = (secondsAgo: number | string | null) => ({ show_on_dealer_website: true, status: "sold", sold_date_timestamp: typeof secondsAgo === "number" ? nowSeconds - secondsAgo : secondsAgo });

describe("listingCutoff (spec 4: sold cars shown for 3 days by default)", () => {
  it("is now minus 3 days in unix seconds by default", () => {
    expect(defaultSoldDays).toBe(3);
    expect(listingCutoff({ now })).toBe(nowSeconds - 3 * day);
  });
  it("takes a dealer's own number of days, including 0", () => {
    expect(listingCutoff({ now, soldDays: 7 })).toBe(nowSeconds - 7 * day);
    expect(listingCutoff({ now, soldDays: 0 })).toBe(nowSeconds);
  });
  it("falls back to 3 days for a negative or non-finite soldDays", () => {
    expect(listingCutoff({ now, soldDays: -1 })).toBe(nowSeconds - 3 * day);
    expect(listingCutoff({ now, soldDays: Number.NaN })).toBe(nowSeconds - 3 * day);
  });
});

describe("isCarListed (spec 4: in stock, coming soon, or sold within soldDays, and show_on_dealer_website)", () => {
  it("lists in-stock and coming-soon cars shown on the dealer website", () => {
    expect(isCarListed({ show_on_dealer_website: true, status: "in_stock" }, { now })).toBe(true);
    expect(isCarListed({ show_on_dealer_website: true, status: "coming_soon" }, { now })).toBe(true);
  });
  it("never lists a car whose show_on_dealer_website is not exactly true", () => {
    for (const flag of [false, null, undefined]) expect(isCarListed({ show_on_dealer_website: flag, status: "in_stock" }, { now })).toBe(false);
  });
  it("lists a car sold 3 days ago to the second, and not one second earlier (3-day boundary)", () => {
    expect(isCarListed(sold(3 * day), { now })).toBe(true);
    expect(isCarListed(sold(3 * day + 1), { now })).toBe(false);
  });
  it("uses the dealer's soldDays", () => {
    expect(isCarListed(sold(5 * day), { now, soldDays: 7 })).toBe(true);
    expect(isCarListed(sold(1), { now, soldDays: 0 })).toBe(false);
  });
  it("reads a timestamp sent as a numeric string", () => {
    expect(isCarListed(sold(String(nowSeconds - day)), { now })).toBe(true);
  });
  it("does not list a sold car with no or a junk timestamp", () => {
    expect(isCarListed(sold(null), { now })).toBe(false);
    expect(isCarListed(sold("yesterday"), { now })).toBe(false);
  });
  it("does not list other statuses, and lists nothing sold for an invalid now", () => {
    expect(isCarListed({ show_on_dealer_website: true, status: "in_transit" }, { now })).toBe(false);
    expect(isCarListed(sold(day), { now: new Date("invalid") })).toBe(false);
  });
});

describe("listingFilter (spec 7: the search base filter uses the same cutoff)", () => {
  it("embeds the cutoff of listingCutoff", () => {
    const filter = listingFilter({ now, soldDays: 5 });
    expect(filter).toBe(`show_on_dealer_website:true AND listing_timestamp >= ${nowSeconds - 5 * day}`);
  });
  it("agrees with isCarListed through listingTimestamp, for every status and sold moment", () => {
    const cutoff = listingCutoff({ now, soldDays: 3 });
    const cars = [
      { show_on_dealer_website: true, status: "in_stock" },
      { show_on_dealer_website: true, status: "coming_soon" },
      { show_on_dealer_website: true, status: "in_transit" },
      sold(0),
      sold(3 * day),
      sold(3 * day + 1),
      sold(40 * day),
      sold(null),
      sold("junk"),
      sold(String(nowSeconds - day)),
    ];
    for (const car of cars) expect(listingTimestamp(car) >= cutoff).toBe(isCarListed(car, { now, soldDays: 3 }));
    expect(listingTimestamp({ status: "in_stock" })).toBe(availableListingTimestamp);
    expect(listingTimestamp({ status: "in_transit" })).toBe(0);
    expect(listingTimestamp(sold(null))).toBe(0);
  });
});

describe("searchBaseFilter (spec 7: listed, in-stock or used-only, plus the site filter)", () => {
  it("gives the listing clause for listed", () => {
    expect(searchBaseFilter("listed", { now })).toBe(listingFilter({ now }));
  });
  it("gives in-stock only", () => {
    expect(searchBaseFilter("in-stock", { now })).toBe("show_on_dealer_website:true AND status:in_stock");
  });
  it("adds car_type:used to the listing clause for used-only", () => {
    expect(searchBaseFilter("used-only", { now })).toBe(`${listingFilter({ now })} AND car_type:used`);
  });
  it("always ANDs the site's own filter in parentheses, ignoring a blank one", () => {
    expect(searchBaseFilter("in-stock", { now, siteFilter: "dealership_id:7 OR dealership_id:8" })).toBe("show_on_dealer_website:true AND status:in_stock AND (dealership_id:7 OR dealership_id:8)");
    expect(searchBaseFilter("in-stock", { now, siteFilter: "  " })).toBe("show_on_dealer_website:true AND status:in_stock");
  });
});
