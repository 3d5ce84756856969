import { describe, expect, it } from "vitest";
import { displayPrice, isAutoPriceEligible, listedPrice, marketPriceIndicator, previousPrice } from "./pricing";

describe("listedPrice (spec 4: reduced price, or car price, above 10)", () => {
  it("prefers offer_price when it is a price", () => {
    expect(listedPrice({ price: 30000, offer_price: 27990 })).toBe(27990);
  });
  it("falls back to price when offer_price is missing, junk or not above 10", () => {
    expect(listedPrice({ price: 30000, offer_price: null })).toBe(30000);
    expect(listedPrice({ price: 30000, offer_price: "n/a" })).toBe(30000);
    expect(listedPrice({ price: 30000, offer_price: 10 })).toBe(30000);
  });
  it("needs more than 10: 10 is no price, 11 is (spec 9 boundary)", () => {
    expect(listedPrice({ price: 10 })).toBeNull();
    expect(listedPrice({ price: 10.01 })).toBe(10.01);
    expect(listedPrice({ price: "11" })).toBe(11);
  });
  it("gives null with no price at all", () => {
    expect(listedPrice({})).toBeNull();
  });
});

describe("previousPrice", () => {
  it("is before_price when above the listed price", () => {
    expect(previousPrice({ price: 30000, before_price: "32,990" })).toBe(32990);
  });
  it("is null when not above, missing, or there is no listed price", () => {
    expect(previousPrice({ price: 30000, before_price: 30000 })).toBeNull();
    expect(previousPrice({ price: 30000 })).toBeNull();
    expect(previousPrice({ price: null, before_price: 30000 })).toBeNull();
  });
});

describe("displayPrice (spec 4 price display priority)", () => {
  it("1. shows the subscription price per week when the dealership offers subscriptions", () => {
    expect(displayPrice({ subscription_price: 189, price: 40000 }, { subscriptions: true })).toEqual({ kind: "subscription", amount: 189, text: "$189 / week" });
  });
  it("1. ignores the subscription price when subscriptions are off or it is not above 0", () => {
    expect(displayPrice({ subscription_price: 189, price: 40000 }).kind).toBe("price");
    expect(displayPrice({ subscription_price: 0, price: 40000 }, { subscriptions: true }).kind).toBe("price");
    expect(displayPrice({ subscription_price: "abc", price: 40000 }, { subscriptions: true }).kind).toBe("price");
  });
  it("2. shows the reduced price, else the car price, above 10", () => {
    expect(displayPrice({ price: 40000, offer_price: 38990 })).toEqual({ kind: "price", amount: 38990, text: "$38,990" });
    expect(displayPrice({ price: "12345.6" })).toEqual({ kind: "price", amount: 12345.6, text: "$12,346" });
  });
  it("2. treats a price of 10 as no price (spec 9 boundary)", () => {
    expect(displayPrice({ price: 10 }).kind).toBe("none");
    expect(displayPrice({ price: 11 }).kind).toBe("price");
  });
  it("3. shows PREORDER for a preorder car without a price", () => {
    expect(displayPrice({ price: null, preorder: true })).toEqual({ kind: "preorder", text: "PREORDER" });
    expect(displayPrice({ price: 50000, preorder: true }).kind).toBe("price");
  });
  it("4. shows the configured no-price text, 'Enquire for price' by default", () => {
    expect(displayPrice({ price: null })).toEqual({ kind: "none", text: "Enquire for price" });
    expect(displayPrice({}, { noPriceText: "Call for price" })).toEqual({ kind: "none", text: "Call for price" });
    expect(displayPrice({}, { noPriceText: "  " }).text).toBe("Enquire for price");
    expect(displayPrice({}, { noPriceText: null }).text).toBe("Enquire for price");
  });
});

describe("marketPriceIndicator (spec 5: more than $499 under the state average, national without one)", () => {
  const car = (price: unknown, state: unknown, national: unknown = null) => ({ price, autograb_data: { state_average_market_price: state, average_market_price: national } });
  it("shows at $500 under the state average and not at $499 (boundary)", () => {
    expect(marketPriceIndicator(car(10000, 10500))).toEqual({ belowBy: 500, reference: "state" });
    expect(marketPriceIndicator(car(10000, 10499))).toBeNull();
  });
  it("shows just over $499 under", () => {
    expect(marketPriceIndicator(car(10000, 10499.5))).toEqual({ belowBy: 500, reference: "state" });
  });
  it("uses the national average when no state average exists", () => {
    expect(marketPriceIndicator(car(20000, null, 21000))).toEqual({ belowBy: 1000, reference: "national" });
    expect(marketPriceIndicator(car(20000, 0, 21000))).toEqual({ belowBy: 1000, reference: "national" });
  });
  it("prefers the state average even when the national one would show", () => {
    expect(marketPriceIndicator(car(20000, 20200, 30000))).toBeNull();
  });
  it("is null above the average, without autograb data, or without a price", () => {
    expect(marketPriceIndicator(car(25000, 20000))).toBeNull();
    expect(marketPriceIndicator({ price: 20000 })).toBeNull();
    expect(marketPriceIndicator({ price: 20000, autograb_data: null })).toBeNull();
    expect(marketPriceIndicator(car(null, 20000))).toBeNull();
  });
  it("reads averages sent as strings and uses the reduced price", () => {
    expect(marketPriceIndicator({ price: 30000, offer_price: 25000, autograb_data: { state_average_market_price: "26,000" } })).toEqual({ belowBy: 1000, reference: "state" });
  });
});

describe("isAutoPriceEligible (spec 5: in stock, not sold, not reserved, price above 200)", () => {
  const base = { status: "in_stock", sold: false, reserved: false, price: 201 };
  it("is true at a price of 201 and false at 200 (boundary)", () => {
    expect(isAutoPriceEligible(base)).toBe(true);
    expect(isAutoPriceEligible({ ...base, price: 200 })).toBe(false);
  });
  it("is false for reserved, sold, coming soon or priceless cars", () => {
    expect(isAutoPriceEligible({ ...base, reserved: true })).toBe(false);
    expect(isAutoPriceEligible({ ...base, sold: true })).toBe(false);
    expect(isAutoPriceEligible({ ...base, status: "coming_soon" })).toBe(false);
    expect(isAutoPriceEligible({ ...base, price: null })).toBe(false);
  });
  it("reads a price sent as a string", () => {
    expect(isAutoPriceEligible({ ...base, price: "15,000" })).toBe(true);
  });
});
