import { describe, expect, it } from "vitest";
import { cardActions } from "./actions";
import { displayPrice } from "./pricing";
import { siteSettings } from "./settings";
import { type SiteConfigInput, siteConfigSchema } from "./site-config";
import { cardTag } from "./tags";
import { now, testCar } from "./test-fixtures";

const input: SiteConfigInput = {
  slug: "acme-motors",
  template: "generic",
  id: 12,
  dealership_id: 5,
  name: "Acme Motors",
  group: "acme",
  region: "US",
  address: { city: "Austin", state: "TX" },
  dealerships: [{ id: 5, slug: "acme-motors", name: "Acme Motors" }],
  navigation: { header: [{ kind: "link", label: "Home", href: "/" }] },
  features: {
    reservation: { enabled: true, path: "buy-online", price: 300, buttonLabel: "Reserve this Car" },
    electricTags: true,
    runoutGreen: true,
    subscriptions: true,
    finance: true,
    experiments: { financeQuote: true },
  },
  labels: { soldTag: "JUST SOLD", noPriceText: "Call us", closedDay: "By appointment only" },
  search: { soldDays: 5, promoPositions: [8, 17], bodyTypes: ["suv", "ute"] },
  finance: { provider: "taurus", excludedDealerships: ["acme-trucks"] },
};

describe("siteSettings", () => {
  const settings = siteSettings(siteConfigSchema.parse(input));
  it("flattens the region, labels, flags and search settings the rules read", () => {
    expect(settings).toMatchObject({
      locale: "en-US",
      distanceUnit: "mi",
      siteId: 12,
      soldTag: "JUST SOLD",
      noPriceText: "Call us",
      closedText: "By appointment only",
      electricTags: true,
      subscriptions: true,
      reservation: { enabled: true, path: "buy-online", price: 300, label: "Reserve this Car" },
      financeQuote: true,
      financeProvider: "taurus",
      excludedDealerships: ["acme-trucks"],
      soldDays: 5,
      promoPositions: [8, 17],
      bodyTypes: ["suv", "ute"],
      makesShown: 7,
      pageSize: 21,
      ctaPosition: null,
      promoShuffle: false,
    });
  });
  it("is accepted as is by the rules that take site switches", () => {
    expect(cardTag(testCar({ status: "sold" }), settings, now)?.label).toBe("JUST SOLD");
    expect(displayPrice(testCar({ price: null }), settings).text).toBe("Call us");
    const actions = cardActions(testCar(), settings).actions;
    expect(actions.map((action) => action.label)).toEqual(["View Details", "Finance Quote", "Reserve this Car"]);
    expect(actions[2]?.href).toBe("/cars/2022-toyota-hilux-sr5-101/buy-online");
  });
  it("keeps a missing body-type list as null", () => {
    expect(siteSettings(siteConfigSchema.parse({ ...input, search: {} })).bodyTypes).toBeNull();
  });
});
