import { describe, expect, it } from "vitest";
import { type Offer } from "./entities";
import {
  isOfferInWindow,
  isOfferVisible,
  offerExploreLink,
  offerExploreLinkOnSite,
  offerImage,
  offerMakeName,
  offerMakes,
  offerIdFromPath,
  offerPath,
  offerPlainDescription,
  offerValidity,
  searchOffers,
  truncateOfferText,
} from "./offers";
import { now } from "./test-fixtures";

/** Words of text, exactly `length` characters, not ending in a space. */
const words = (length: number) => `${"lorem ipsum dolor sit amet ".repeat(20).slice(0, length - 1)}x`;

describe("isOfferVisible (spec 5 'Offer visibility')", () => {
  it("hides an offer whose excluded_website_ids holds the site id", () => {
    expect(isOfferVisible({ id: 1, excluded_website_ids: [3, 9] }, 9)).toBe(false);
    expect(isOfferVisible({ id: 1, excluded_website_ids: [3] }, 9)).toBe(true);
  });
  it("compares ids as text and handles missing lists", () => {
    expect(isOfferVisible({ id: 1, excluded_website_ids: ["9"] }, 9)).toBe(false);
    expect(isOfferVisible({ id: 1, excluded_website_ids: null }, 9)).toBe(true);
    expect(isOfferVisible({ id: 1 }, "9")).toBe(true);
  });
  it("shows an excluded offer the site lists as an exception", () => {
    expect(isOfferVisible({ id: 42, excluded_website_ids: [9] }, 9, { alwaysShownIds: [42] })).toBe(true);
  });
  it("also hides an offer outside its window when given now", () => {
    expect(isOfferVisible({ id: 1, expires_at: "2026-11-01T00:00:00Z" }, 9, { now })).toBe(false);
    expect(isOfferVisible({ id: 1, expires_at: "2026-11-01T00:00:00Z" }, 9)).toBe(true);
  });
});

describe("isOfferInWindow", () => {
  it("is live from starts_at until expires_at, open where a date is missing or unreadable", () => {
    expect(isOfferInWindow({ starts_at: "2026-11-23T00:00:00Z", expires_at: "2026-11-24T00:00:00Z" }, now)).toBe(true);
    expect(isOfferInWindow({ starts_at: "2026-11-23T00:00:01Z" }, now)).toBe(false);
    expect(isOfferInWindow({ expires_at: "2026-11-23T00:00:00Z" }, now)).toBe(false);
    expect(isOfferInWindow({ starts_at: "soon", expires_at: null }, now)).toBe(true);
  });
});

describe("truncateOfferText (spec 2.8, 9: description 200 -> about 160, disclaimer at 200)", () => {
  it("keeps a description of exactly 200 characters", () => {
    expect(truncateOfferText(words(200), "description")).toEqual({ text: words(200), truncated: false });
  });
  it("cuts a 201-character description to about 160, at a word, with an ellipsis", () => {
    const result = truncateOfferText(words(201), "description");
    expect(result.truncated).toBe(true);
    expect(result.text.endsWith("…")).toBe(true);
    expect(result.text.length).toBeGreaterThanOrEqual(140);
    expect(result.text.length).toBeLessThanOrEqual(161);
    expect(words(201).startsWith(result.text.slice(0, -1))).toBe(true);
    expect(result.text.slice(0, -1).endsWith(" ")).toBe(false);
  });
  it("cuts a description without spaces at 160 exactly", () => {
    expect(truncateOfferText("x".repeat(300), "description").text).toBe(`${"x".repeat(160)}…`);
  });
  it("keeps a disclaimer of exactly 200 characters and cuts one of 201 at 200", () => {
    expect(truncateOfferText("d".repeat(200), "disclaimer")).toEqual({ text: "d".repeat(200), truncated: false });
    expect(truncateOfferText("d".repeat(201), "disclaimer")).toEqual({ text: `${"d".repeat(200)}…`, truncated: true });
  });
  it("gives empty text for missing input", () => {
    expect(truncateOfferText(null, "description")).toEqual({ text: "", truncated: false });
  });
});

describe("offer links and images (spec 2.1, 2.8, 3)", () => {
  it("links to /offers/{manufacturer}/{id}, or /offers/{id} without a manufacturer", () => {
    expect(offerPath({ id: 12, manufacturer: "Toyota" })).toBe("/offers/toyota/12");
    expect(offerPath({ id: 12, manufacturer: { name: "GWM Haval", slug: "gwm-haval" } })).toBe("/offers/gwm-haval/12");
    expect(offerPath({ id: 12, manufacturer: { name: "Land Rover" } })).toBe("/offers/land-rover/12");
    expect(offerPath({ id: 12, manufacturer: "  " })).toBe("/offers/12");
    expect(offerPath({ id: 12, manufacturer: null as never })).toBe("/offers/12");
  });
  it("reads the offer id from a detail path of one or two segments, and nothing else", () => {
    expect(offerIdFromPath(["toyota", "12"])).toBe(12);
    expect(offerIdFromPath(["12"])).toBe(12);
    expect(offerIdFromPath(["any-make", "907"])).toBe(907);
    for (const segments of [[], ["toyota"], ["toyota", "0"], ["toyota", "012"], ["toyota", "-3"], ["toyota", "1.5"], ["toyota", "12abc"], ["a", "b", "12"], ["toyota", "9999999999999999"]]) {
      expect(offerIdFromPath(segments)).toBeNull();
    }
  });
  it("gives the description as plain text: the sanitized one, else the HTML without its tags", () => {
    expect(offerPlainDescription({ description: "<p>Ignored</p>", sanitized_description: " Drive away today. " })).toBe("Drive away today.");
    expect(offerPlainDescription({ description: "<p>Drive away in a new <b>HiLux</b></p>\n<p>today.</p>", sanitized_description: null })).toBe("Drive away in a new HiLux today.");
    expect(offerPlainDescription({ description: "<p> </p>", sanitized_description: "" })).toBeNull();
  });
  it("explores the model's override URL, else /{model slug}", () => {
    expect(offerExploreLink({ model: { name: "RAV4", slug: "rav4", override_url: "https://example.test/rav4" } })).toEqual({ label: "Explore RAV4", href: "https://example.test/rav4" });
    expect(offerExploreLink({ model: { name: "RAV4", slug: "rav4" } })).toEqual({ label: "Explore RAV4", href: "/rav4" });
    expect(offerExploreLink({ model: { name: "RAV4", slug: " " } })).toBeNull();
    expect(offerExploreLink({ model: null })).toBeNull();
  });
  it("uses image_url, else the model image, else null", () => {
    expect(offerImage({ image_url: "/a.jpg", image_or_model_image: { url: "/b.jpg" } })).toBe("/a.jpg");
    expect(offerImage({ image_url: " ", image_or_model_image: { url: "/b.jpg" } })).toBe("/b.jpg");
    expect(offerImage({ image_url: null, image_or_model_image: null })).toBeNull();
  });
});

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  id: 1,
  name: "HiLux SR5 from $62,990 drive away",
  description: "<p>Drive away in a new <b>Toyota HiLux</b> today.</p>",
  sanitized_description: "Drive away in a new Toyota HiLux today.",
  manufacturer: { name: "Toyota", slug: "toyota" },
  model: { name: "HiLux", slug: "hilux", override_url: null },
  excluded_website_ids: [],
  ...overrides,
});

describe("offerExploreLinkOnSite (spec 2.8 'Explore {model}', never a link to a missing page)", () => {
  const stock = { makes: ["Toyota", "GWM Haval"], models: [{ make: "Toyota", model: "HiLux" }, { make: "Toyota", model: "LandCruiser 300" }, { make: "GWM Haval", model: "Jolion" }] };
  it("keeps an absolute override URL and a search override the site serves", () => {
    expect(offerExploreLinkOnSite(offer({ model: { name: "HiLux", slug: "hilux", override_url: "https://www.toyota.com.au/hilux" } }), stock)).toEqual({ label: "Explore HiLux", href: "https://www.toyota.com.au/hilux" });
    expect(offerExploreLinkOnSite(offer({ model: { name: "HiLux", slug: "hilux", override_url: "/search/toyota/hilux" } }), stock)).toEqual({ label: "Explore HiLux", href: "/search/toyota/hilux" });
    expect(offerExploreLinkOnSite(offer({ model: { name: "HiLux", slug: "hilux", override_url: "/search/used-cars?query=hilux" } }), stock)?.href).toBe("/search/used-cars?query=hilux");
  });
  it("sends /{model slug} and unserved search paths to the model's search when the site stocks it", () => {
    expect(offerExploreLinkOnSite(offer(), stock)).toEqual({ label: "Explore HiLux", href: "/search/toyota/hilux" });
    expect(offerExploreLinkOnSite(offer({ model: { name: "Prado", slug: "prado", override_url: "/search/toyota/prado" } }), stock)).toBeNull();
    expect(offerExploreLinkOnSite(offer({ model: { name: "LandCruiser 300", slug: "landcruiser-300" } }), stock)?.href).toBe("/search/toyota/landcruiser-300");
    expect(offerExploreLinkOnSite(offer({ manufacturer: "GWM Haval", model: { name: "Jolion", slug: "jolion" } }), stock)?.href).toBe("/search/gwm-haval/jolion");
  });
  it("gives no link for a model the site does not stock, or an offer without a model", () => {
    expect(offerExploreLinkOnSite(offer({ model: { name: "Corolla", slug: "corolla" } }), stock)).toBeNull();
    expect(offerExploreLinkOnSite(offer({ model: null }), stock)).toBeNull();
    expect(offerExploreLinkOnSite(offer(), { makes: [], models: [] })).toBeNull();
  });
});

describe("offer search (spec 2.1 '/special-offers': offer search and offer cards)", () => {
  const offers = [
    offer({ id: 1 }),
    offer({ id: 2, name: "1.99% p.a. finance on Sportage", description: "<p>Finance a new Kia Sportage S.</p>", sanitized_description: null, manufacturer: "Kia", model: { name: "Sportage", slug: "sportage" } }),
    offer({ id: 3, name: "Bonus accessories with Jolion", sanitized_description: "Floor mats and tinted windows.", manufacturer: { name: "GWM Haval" }, model: null }),
    offer({ id: 4, name: "Carnival bonus", sanitized_description: "Bonus pack.", manufacturer: "kia", model: { name: "Carnival", slug: "carnival" } }),
  ];
  it("reads the make from a name or an object", () => {
    expect(offerMakeName(offers[1]!)).toBe("Kia");
    expect(offerMakeName(offers[2]!)).toBe("GWM Haval");
  });
  it("lists each make once, A to Z, as first written", () => {
    expect(offerMakes(offers)).toEqual(["GWM Haval", "Kia", "Toyota"]);
    expect(offerMakes([offer({ manufacturer: " " })])).toEqual([]);
  });
  it("filters by make name or slug, and by every keyword across name, description, make and model", () => {
    expect(searchOffers(offers, {}).map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
    expect(searchOffers(offers, { make: "kia" }).map((entry) => entry.id)).toEqual([2, 4]);
    expect(searchOffers(offers, { make: "gwm-haval" }).map((entry) => entry.id)).toEqual([3]);
    expect(searchOffers(offers, { query: "  finance   SPORTAGE " }).map((entry) => entry.id)).toEqual([2]);
    expect(searchOffers(offers, { query: "kia sportage s" }).map((entry) => entry.id)).toEqual([2]);
    expect(searchOffers(offers, { query: "tinted" }).map((entry) => entry.id)).toEqual([3]);
    expect(searchOffers(offers, { query: "bonus", make: "Kia" }).map((entry) => entry.id)).toEqual([4]);
    expect(searchOffers(offers, { query: "<p>" })).toEqual([]);
    expect(searchOffers(offers, { query: "ranger" })).toEqual([]);
  });
});

describe("offerValidity (the offer's last day, in the dealer's time zone)", () => {
  const brisbane = { now, locale: "en-AU" as const, timeZone: "Australia/Brisbane" };
  it("reads an open-ended offer as ongoing", () => {
    expect(offerValidity({ expires_at: null }, brisbane)).toEqual({ state: "ongoing", text: "Ongoing offer" });
    expect(offerValidity({ expires_at: "soon" }, brisbane).state).toBe("ongoing");
  });
  it("shows the last day the offer runs: an end at local midnight is the day before", () => {
    // Midnight 15 January in Brisbane is 14:00 UTC on the 14th.
    expect(offerValidity({ expires_at: "2027-01-14T14:00:00Z" }, brisbane)).toEqual({ state: "ends", text: "Offer ends 14/01/2027" });
    expect(offerValidity({ expires_at: "2027-01-14T14:00:01Z" }, brisbane).text).toBe("Offer ends 15/01/2027");
    // One moment, two dealers: 1 am on the 15th in Brisbane is 7 am on the 14th in Los Angeles.
    expect(offerValidity({ expires_at: "2027-01-14T15:00:00Z" }, brisbane).text).toBe("Offer ends 15/01/2027");
    expect(offerValidity({ expires_at: "2027-01-14T15:00:00Z" }, { ...brisbane, locale: "en-US", timeZone: "America/Los_Angeles" }).text).toBe("Offer ends 01/14/2027");
  });
  it("flags an offer ending within 7 days, and one already over", () => {
    expect(offerValidity({ expires_at: "2026-11-30T00:00:00Z" }, brisbane).state).toBe("ending-soon");
    expect(offerValidity({ expires_at: "2026-11-30T00:00:01Z" }, brisbane).state).toBe("ends");
    expect(offerValidity({ expires_at: "2026-11-22T00:00:00Z" }, brisbane)).toEqual({ state: "ended", text: "Offer ended 22/11/2026" });
    expect(offerValidity({ expires_at: now.toISOString() }, brisbane).state).toBe("ended");
  });
});
