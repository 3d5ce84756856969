import { describe, expect, it } from "vitest";
import { cardActions, detailActions, isReservable, reservationPrice, reserveButtonText, soldNotice } from "./actions";
import { testCar } from "./test-fixtures";

const on = { reservation: { enabled: true }, finance: true, tradeIn: true };
const kinds = (result: { actions: Array<{ kind: string }> }) => result.actions.map((action) => action.kind);

describe("reservation (spec 2.5, 9: processor price or $200; 'Reserve This Car $200')", () => {
  it("reads 'Reserve This Car $200' by default", () => {
    expect(reserveButtonText(testCar())).toBe("Reserve This Car $200");
  });
  it("uses the payment processor's price, then the site's, then $200", () => {
    expect(reservationPrice(testCar({ payment_processors: { stripe: "500" } }))).toBe(500);
    expect(reservationPrice(testCar({ payment_processors: { stripe: 0, test: null } }), 300)).toBe(300);
    expect(reserveButtonText(testCar({ payment_processors: { stripe: 250 } }), { label: "Reserve Now" })).toBe("Reserve Now $250");
    expect(reserveButtonText(testCar({ payment_processors: null }), { price: 300 })).toBe("Reserve This Car $300");
  });
  it("is reservable only when enabled, in stock, not reserved, not sold and not test-drive-only", () => {
    expect(isReservable(testCar(), { enabled: true })).toBe(true);
    expect(isReservable(testCar())).toBe(false);
    expect(isReservable(testCar({ reserved: true }), { enabled: true })).toBe(false);
    expect(isReservable(testCar({ status: "coming_soon" }), { enabled: true })).toBe(false);
    expect(isReservable(testCar({ sold: true }), { enabled: true })).toBe(false);
    expect(isReservable(testCar({ tag: "Test Drive Only" }), { enabled: true })).toBe(false);
  });
});

describe("cardActions (spec 2.4 result card buttons)", () => {
  it("shows View Details, Get Finance and Reserve for an available car on a site with both", () => {
    const result = cardActions(testCar({ offer_price: 44990 }), { ...on, reservation: { enabled: true, label: "Reserve this Car" } });
    expect(result.notice).toBeNull();
    expect(result.actions).toEqual([
      { kind: "details", label: "View Details", href: "/cars/2022-toyota-hilux-sr5-101" },
      { kind: "finance", label: "Get Finance", href: "/finance?preferredDealership=brisbane-toyota&vehiclePriceBudget=44990&car_id=101&car_type=used#finance-form" },
      { kind: "reserve", label: "Reserve this Car", href: "/cars/2022-toyota-hilux-sr5-101/checkout" },
    ]);
  });
  it("opens a test drive instead of finance for a test-drive-only car, and never offers to reserve it", () => {
    expect(kinds(cardActions(testCar({ tag: "Test Drive Only" }), on))).toEqual(["details", "test-drive"]);
    expect(kinds(cardActions(testCar({ tag: "Test Drive Only" }), { ...on, testDrive: false }))).toEqual(["details"]);
  });
  it("follows the site's flags: no finance or reserve when they are off", () => {
    expect(kinds(cardActions(testCar()))).toEqual(["details"]);
  });
  it("uses the buy-online path and the finance path the site sets", () => {
    const result = cardActions(testCar({ price: null }), { finance: true, financePath: "/apply-for-finance", reservation: { enabled: true, path: "buy-online" } });
    expect(result.actions[1]?.href).toBe("/apply-for-finance?preferredDealership=brisbane-toyota&car_id=101&car_type=used#finance-form");
    expect(result.actions[2]).toEqual({ kind: "reserve", label: "Reserve Now", href: "/cars/2022-toyota-hilux-sr5-101/buy-online" });
  });
  it("replaces the buttons of a sold car with the sold notice and Find Me Something Similar", () => {
    expect(cardActions(testCar({ status: "sold" }), { ...on, vehicleType: "ute" })).toEqual({
      notice: "Unfortunately this ute recently sold. But don't worry, we can help you find a similar one!",
      prompt: "Like this and want something similar?",
      actions: [{ kind: "find-similar", label: "Find Me Something Similar" }],
    });
  });
  it("shows only the prompt for an unavailable car that is not sold", () => {
    const result = cardActions(testCar({ status: "on_hold" }), on);
    expect(result.notice).toBeNull();
    expect(kinds(result)).toEqual(["find-similar"]);
  });
  it("localises labels for a US site", () => {
    expect(detailActions(testCar(), { locale: "en-US" }).actions[0]?.label).toBe("Inquire Now");
    expect(cardActions(testCar(), { locale: "en-AU" }).actions[0]?.label).toBe("View Details");
  });
  it("links to /cars/ with an empty slug when a record has none, never throwing", () => {
    expect(cardActions({ status: "in_stock" }).actions[0]?.href).toBe("/cars/");
    expect(cardActions({ status: "in_stock" }, { reservation: { enabled: true } }).actions[1]?.href).toBe("/cars//checkout");
    expect(detailActions({ status: "in_stock" }, { reservation: { enabled: true } }).actions.at(-1)?.href).toBe("/cars//checkout");
  });
});

describe("detailActions (spec 2.5 sidebar, spec 4 conditional buttons)", () => {
  it("shows enquire, test drive, finance, trade in and a full-width Reserve Now $200 without a file", () => {
    const result = detailActions(testCar(), on);
    expect(kinds(result)).toEqual(["enquire", "test-drive", "finance", "trade-in", "reserve"]);
    expect(result.actions.at(-1)).toEqual({ kind: "reserve", label: "Reserve Now $200", href: "/cars/2022-toyota-hilux-sr5-101/checkout", width: "full" });
    expect(result.actions[3]).toEqual({ kind: "trade-in", label: "Trade In", href: "/cars/trade-in?car_id=101" });
    // Until the per-car trade-in page exists, the button goes to the general form, never a missing page.
    expect(detailActions(testCar(), { ...on, tradeInForCar: false }).actions[3]?.href).toBe("/trade-in");
  });
  it("adds the history report only when a file exists, and the reserve button goes half width", () => {
    const result = detailActions(testCar({ file: "https://reports.example/abc.pdf" }), on);
    expect(result.actions.find((action) => action.kind === "history-report")).toEqual({ kind: "history-report", label: "Car History Report", href: "https://reports.example/abc.pdf" });
    expect(result.actions.at(-1)?.width).toBe("half");
    expect(kinds(detailActions(testCar({ file: "  " }), on))).not.toContain("history-report");
  });
  it("labels finance 'Finance Quote' under the experiment flag and uses the site's reserve price", () => {
    const result = detailActions(testCar(), { ...on, financeQuote: true, reservation: { enabled: true, price: 500 } });
    expect(result.actions.find((action) => action.kind === "finance")?.label).toBe("Finance Quote");
    expect(result.actions.at(-1)?.label).toBe("Reserve Now $500");
  });
  it("hides trade in, finance and test drive when not allowed", () => {
    expect(kinds(detailActions(testCar(), { testDrive: false }))).toEqual(["enquire"]);
  });
  it("offers only Find Me Something Similar for a sold car", () => {
    const result = detailActions(testCar({ status: "sold" }), on);
    expect(result.notice).toBe(soldNotice());
    expect(kinds(result)).toEqual(["find-similar"]);
  });
});
