import { describe, expect, it } from "vitest";
import { isOfferInWindow, isOfferVisible, offerExploreLink, offerImage, offerPath, truncateOfferText } from "./offers";
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
