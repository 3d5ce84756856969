import { describe, expect, it } from "vitest";
import { effectiveLocationType, locationCarouselLayout, locationSectionLayout, locationsForCarousel, locationsForSection, formatAddress, locationContactPath, locationPath, locationTypeLabel, teamPath, visibleLocationBySlug } from "./locations";

const location = (id: number, name: string, overrides: Record<string, unknown> = {}) => ({ id, name, slug: name.toLowerCase().replace(/\s+/g, "-"), visible: true, primary: false, location_type: "sales", location_subtype: [], manufacturers: [], ...overrides });
const list = [
  location(1, "Zillmere Toyota"),
  location(2, "Aspley Service", { location_type: "service" }),
  location(3, "Hidden Yard", { visible: false }),
  location(4, "brisbane city", { location_type: "" }),
  location(5, "Parts Hub", { location_type: "parts", manufacturers: ["toyota"], location_subtype: ["Buying"] }),
  location(6, "Main Showroom", { location_type: null, primary: true }),
];
const names = (items: Array<{ name: string }>) => items.map((item) => item.name);

describe("effectiveLocationType (spec 3: empty means sales)", () => {
  it("reads empty, blank and null types as sales", () => {
    expect(effectiveLocationType({ location_type: "" })).toBe("sales");
    expect(effectiveLocationType({ location_type: " " })).toBe("sales");
    expect(effectiveLocationType({ location_type: null })).toBe("sales");
    expect(effectiveLocationType({})).toBe("sales");
    expect(effectiveLocationType({ location_type: "service" })).toBe("service");
  });
});

describe("locationsForCarousel (spec 2.6 'Our Locations')", () => {
  it("drops invisible locations and sorts by name, ignoring case, without a type filter", () => {
    expect(names(locationsForCarousel(list))).toEqual(["Aspley Service", "brisbane city", "Main Showroom", "Parts Hub", "Zillmere Toyota"]);
  });
  it("filters by type, counting an empty or null type as sales", () => {
    expect(names(locationsForCarousel(list, { type: "sales" }))).toEqual(["brisbane city", "Main Showroom", "Zillmere Toyota"]);
    expect(names(locationsForCarousel(list, { type: "parts" }))).toEqual(["Parts Hub"]);
  });
  it("filters by a slug list", () => {
    expect(names(locationsForCarousel(list, { slugs: ["parts-hub", "hidden-yard", "aspley-service"] }))).toEqual(["Aspley Service", "Parts Hub"]);
  });
  it("keeps a fixed order, with unnamed locations after it by name", () => {
    expect(names(locationsForCarousel(list, { order: ["zillmere-toyota", "parts-hub"] }))).toEqual(["Zillmere Toyota", "Parts Hub", "Aspley Service", "brisbane city", "Main Showroom"]);
    expect(names(locationsForCarousel(list, { order: [] }))[0]).toBe("Aspley Service");
  });
  it("handles a missing list and missing names", () => {
    expect(locationsForCarousel(null)).toEqual([]);
    expect(locationsForCarousel([{ slug: "b", name: null }, { slug: "a", name: "A" }]).map((item) => item.slug)).toEqual(["b", "a"]);
    expect(locationsForCarousel([{ slug: "a", name: "A" }, { slug: "b", name: null }]).map((item) => item.slug)).toEqual(["b", "a"]);
    expect(locationsForCarousel([{ name: "A" }], { slugs: [""] })).toHaveLength(1);
    expect(locationsForCarousel([{ name: "A" }, { name: "B", slug: "b" }], { order: ["b"] }).map((item) => item.name)).toEqual(["B", "A"]);
  });
  it("hides the swipe hint on large screens above 3 and changes item width above 4", () => {
    expect(locationCarouselLayout(3)).toEqual({ swipeHintOnLarge: true, compactItems: false });
    expect(locationCarouselLayout(4)).toEqual({ swipeHintOnLarge: false, compactItems: false });
    expect(locationCarouselLayout(5)).toEqual({ swipeHintOnLarge: false, compactItems: true });
  });
});

describe("locationsForSection (spec 2.7)", () => {
  it("filters by primary, a type, service-and-parts, all or an id, never showing hidden ones", () => {
    expect(names(locationsForSection(list, { filter: "primary" }))).toEqual(["Main Showroom"]);
    expect(names(locationsForSection(list, { filter: "sales" }))).toEqual(["Zillmere Toyota", "brisbane city", "Main Showroom"]);
    expect(names(locationsForSection(list, { filter: "service-and-parts" }))).toEqual(["Aspley Service", "Parts Hub"]);
    expect(locationsForSection(list)).toHaveLength(5);
    expect(names(locationsForSection(list, { filter: 5 }))).toEqual(["Parts Hub"]);
    expect(locationsForSection(list, { filter: 3 })).toEqual([]);
  });
  it("narrows by manufacturer and subtype in any case, and drops excluded ids", () => {
    expect(names(locationsForSection(list, { manufacturer: "Toyota" }))).toEqual(["Parts Hub"]);
    expect(names(locationsForSection(list, { subtype: "buying" }))).toEqual(["Parts Hub"]);
    expect(names(locationsForSection(list, { filter: "sales", excludedIds: ["1", 6] }))).toEqual(["brisbane city"]);
    expect(locationsForSection([{ id: 9, name: "x", manufacturers: null, location_subtype: null }], { manufacturer: "kia" })).toEqual([]);
    expect(locationsForSection([{ id: 9, name: "x", location_subtype: null }], { subtype: "buying" })).toEqual([]);
    expect(locationsForSection(undefined)).toEqual([]);
  });
  it("lays out one location as a single card with a map and several as a grid", () => {
    expect(locationSectionLayout(0)).toBe("none");
    expect(locationSectionLayout(1)).toBe("single");
    expect(locationSectionLayout(2)).toBe("grid");
  });
});

describe("location pages (spec 2.1, 2.7)", () => {
  const locations = [
    { id: 1, slug: "alpha-sales", name: "Alpha Sales", visible: true, location_type: "sales" },
    { id: 2, slug: "alpha-hidden", name: "Alpha Hidden", visible: false, location_type: "service" },
    { id: 3, slug: "alpha-parts", name: "Alpha Parts", location_type: "parts" },
  ];
  it("finds a visible location by slug; a hidden or unknown one is not found", () => {
    expect(visibleLocationBySlug(locations, "alpha-parts")?.id).toBe(3);
    expect(visibleLocationBySlug(locations, "alpha-hidden")).toBeNull();
    expect(visibleLocationBySlug(locations, "bravo-sales")).toBeNull();
    expect(visibleLocationBySlug(null, "alpha-sales")).toBeNull();
  });
  it("builds the location, team and contact paths", () => {
    expect(locationPath("alpha-sales")).toBe("/locations/alpha-sales");
    expect(teamPath("alpha sales")).toBe("/teams/alpha%20sales");
    expect(locationContactPath("alpha-sales")).toBe("/contact-us/alpha-sales");
  });
  it("labels the type, an empty one as sales", () => {
    expect(locationTypeLabel({ location_type: "" })).toBe("Sales");
    expect(locationTypeLabel({ location_type: "service" })).toBe("Service");
    expect(locationTypeLabel({ location_type: "bodyshop" })).toBe("Bodyshop");
  });
  it("writes an address on one line, leaving out empty parts", () => {
    expect(formatAddress({ street: "120 Maroochydore Road", city: "Maroochydore", state: "qld", postcode: "4558" })).toBe("120 Maroochydore Road, Maroochydore QLD 4558");
    expect(formatAddress({ street: " ", city: "Auckland", state: null, postcode: "1010" })).toBe("Auckland 1010");
    expect(formatAddress(null)).toBe("");
  });
});
