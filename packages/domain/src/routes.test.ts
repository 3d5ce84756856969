import { describe, expect, it } from "vitest";
import { canonicalPath, carPath, checkoutJourneyPath, financeFormUrl, gatedRedirect, parseCarFormQuery, personalisedFinancePath, reservePath, signInUrl, tradeInPath, watchlistRedirect } from "./routes";

describe("paths of spec 2.1", () => {
  it("builds car, checkout and buy-online paths", () => {
    expect(carPath("2022-toyota-hilux")).toBe("/cars/2022-toyota-hilux");
    expect(reservePath("abc")).toBe("/cars/abc/checkout");
    expect(reservePath("abc", "buy-online")).toBe("/cars/abc/buy-online");
    expect(carPath("a b/c")).toBe("/cars/a%20b%2Fc");
  });
  it("builds the online purchase, trade-in and personalised finance paths", () => {
    expect(checkoutJourneyPath("abc")).toBe("/checkout-journey?car_id=abc");
    expect(tradeInPath(101)).toBe("/cars/trade-in?car_id=101");
    expect(tradeInPath()).toBe("/trade-in");
    expect(tradeInPath(null)).toBe("/trade-in");
    expect(tradeInPath("")).toBe("/trade-in");
    expect(personalisedFinancePath(101)).toBe("/personalised/finance?car_id=101");
  });
  it("builds the finance form link with its query and anchor", () => {
    expect(financeFormUrl({ preferredDealership: "brisbane-toyota", vehiclePriceBudget: 45990.4, carId: 101, carType: "used" })).toBe(
      "/finance?preferredDealership=brisbane-toyota&vehiclePriceBudget=45990&car_id=101&car_type=used#finance-form",
    );
    expect(financeFormUrl({ path: "/apply-for-finance", vehiclePriceBudget: Number.NaN })).toBe("/apply-for-finance#finance-form");
    expect(financeFormUrl()).toBe("/finance#finance-form");
  });
  it("reads back the query the finance and trade-in links write", () => {
    const url = new URL(financeFormUrl({ preferredDealership: "brisbane-toyota", vehiclePriceBudget: 45990, carId: 101, carType: "used" }), "https://example.com");
    expect(parseCarFormQuery(Object.fromEntries(url.searchParams))).toEqual({ carId: 101, preferredDealership: "brisbane-toyota", vehiclePriceBudget: 45990 });
    expect(parseCarFormQuery({ car_id: ["7", "8"] })).toEqual({ carId: 7, preferredDealership: null, vehiclePriceBudget: null });
  });
  it("reads a malformed query as absent", () => {
    expect(parseCarFormQuery({})).toEqual({ carId: null, preferredDealership: null, vehiclePriceBudget: null });
    expect(parseCarFormQuery({ car_id: "12abc", preferredDealership: "<script>", vehiclePriceBudget: "-5" })).toEqual({ carId: null, preferredDealership: null, vehiclePriceBudget: null });
    expect(parseCarFormQuery({ car_id: "0", vehiclePriceBudget: "99999999" })).toEqual({ carId: null, preferredDealership: null, vehiclePriceBudget: null });
  });
});

describe("sign-in gate (spec 2.1, 6)", () => {
  const base = { redirect: "/cars/abc/checkout", back: "/cars/abc" };
  it("sends a signed-out visitor to /sign-in for checkout and personalised finance when the gate is on", () => {
    expect(gatedRedirect({ ...base, route: "checkout", signedIn: false, gateEnabled: true })).toBe("/sign-in?type=checkout&redirect=%2Fcars%2Fabc%2Fcheckout&back=%2Fcars%2Fabc");
    expect(gatedRedirect({ ...base, route: "personalised-finance", signedIn: false, gateEnabled: true })).toMatch(/^\/sign-in\?type=finance&/);
  });
  it("lets the visitor through when signed in or when the site has no gate", () => {
    expect(gatedRedirect({ ...base, route: "checkout", signedIn: true, gateEnabled: true })).toBeNull();
    expect(gatedRedirect({ ...base, route: "checkout", signedIn: false, gateEnabled: false })).toBeNull();
  });
  it("never gates trade-in or sell-my-car", () => {
    expect(gatedRedirect({ ...base, route: "trade-in", signedIn: false, gateEnabled: true })).toBeNull();
    expect(gatedRedirect({ ...base, route: "sell-my-car", signedIn: false, gateEnabled: true })).toBeNull();
  });
  it("sends a visitor without a phone to /sign-in with type=watchlist (spec 4)", () => {
    expect(watchlistRedirect({ phone: null, redirect: "/cars/abc" })).toBe("/sign-in?type=watchlist&redirect=%2Fcars%2Fabc");
    expect(watchlistRedirect({ phone: " ", redirect: "/x" })).not.toBeNull();
    expect(watchlistRedirect({ phone: "0412345678", redirect: "/x" })).toBeNull();
    expect(signInUrl({ type: "trade-in" })).toBe("/sign-in?type=trade-in");
  });
});

describe("canonicalPath (spec 2.1: the trailing slash where the spec writes one)", () => {
  it("adds the slash to the paths the spec writes with one", () => {
    expect(canonicalPath("/cars")).toBe("/cars/");
    expect(canonicalPath("/cars/")).toBe("/cars/");
    expect(canonicalPath("/cars//")).toBe("/cars/");
    expect(canonicalPath("/search/new-used-and-demo-cars")).toBe("/search/new-used-and-demo-cars/");
    expect(canonicalPath("/book-test-drive")).toBe("/book-test-drive/");
    expect(canonicalPath("/terms-and-conditions")).toBe("/terms-and-conditions/");
    expect(canonicalPath("/pages/nissan-future-value")).toBe("/pages/nissan-future-value/");
  });
  it("drops it everywhere else, and keeps the root", () => {
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("//")).toBe("/");
    expect(canonicalPath("/contact-us/")).toBe("/contact-us");
    expect(canonicalPath("/contact-us")).toBe("/contact-us");
    expect(canonicalPath("/search/new-cars/")).toBe("/search/new-cars");
    expect(canonicalPath("/cars/toyota-hilux-123/")).toBe("/cars/toyota-hilux-123");
    expect(canonicalPath("/search/toyota/hilux")).toBe("/search/toyota/hilux");
  });
  it("serves both spellings of the paths the spec writes both ways (spec 2.2)", () => {
    expect(canonicalPath("/pages/warranty")).toBe("/pages/warranty");
    expect(canonicalPath("/pages/warranty/")).toBe("/pages/warranty/");
    expect(canonicalPath("/roadside-assistance/")).toBe("/roadside-assistance/");
    expect(canonicalPath("/roadside-assistance//")).toBe("/roadside-assistance/");
  });
});
