import { describe, expect, it } from "vitest";
import { locationSchema } from "./entities";
import { locationCardView, locationOpeningHours } from "./location-card";
import { localizeSpelling } from "./locale";
import { now } from "./test-fixtures";

const base = {
  id: 7,
  name: "Sunshine Toyota Maroochydore",
  slug: "sunshine-toyota-maroochydore",
  dealership_id: 1,
  dealership_slug: "sunshine-toyota",
  location_type: "sales",
  dealer_license_number: "3123456",
  motor_vehicle_repairer: " ",
  image: { url: "/media/location/sunshine-toyota-maroochydore.svg" },
  average_rating: "4.6",
  review_count: 312,
  address: { street: "120 Maroochydore Road", city: "Maroochydore", state: "QLD", postcode: "4558", lat: -26.65, long: 153.09, place_url: null },
  contact_detail: { phone: "(07) 5550 1234", landline_phone: "07 5550 1234", email: " sales@sunshine.example " },
  opening_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday === 0 ? { weekday, status: "Closed" } : { weekday, status: "Open", open: "08:30", close: "17:30" })),
  special_hours: [
    { status: "Closed", date: "2026-11-20", label: "Stocktake" },
    { status: "Closed", date: "2026-12-25", label: "Public holiday" },
  ],
};

const view = (overrides: Record<string, unknown> = {}, options: Parameters<typeof locationCardView>[1] = {}) => locationCardView(locationSchema.parse({ ...base, ...overrides }), options);

describe("locationCardView (spec 2.7 'Card contents')", () => {
  it("gives the card's name, type, address, directions, phones, email, image and links", () => {
    const card = view();
    expect(card).toMatchObject({
      id: 7,
      typeLabel: "Sales",
      address: "120 Maroochydore Road, Maroochydore QLD 4558",
      directionsHref: "https://www.google.com/maps/dir/?api=1&destination=-26.65%2C153.09",
      point: { lat: -26.65, lng: 153.09 },
      email: "sales@sunshine.example",
      image: "/media/location/sunshine-toyota-maroochydore.svg",
      links: { location: "/locations/sunshine-toyota-maroochydore", team: "/teams/sunshine-toyota-maroochydore", contact: "/contact-us/sunshine-toyota-maroochydore" },
    });
    // The landline that dials the same number is not listed twice.
    expect(card.phones).toEqual([{ label: "Phone", number: "(07) 5550 1234", href: "tel:0755501234" }]);
    expect(view({ contact_detail: { phone: null, landline_phone: "1300 555 000" } }).phones).toEqual([{ label: "Landline", number: "1300 555 000", href: "tel:1300555000" }]);
    expect(view({ contact_detail: {}, image: null })).toMatchObject({ phones: [], email: null, image: null });
  });
  it("uses the place's own URL for directions when it has one", () => {
    expect(view({ address: { ...base.address, place_url: "https://maps.example/place/1" } }).directionsHref).toBe("https://maps.example/place/1");
  });
  it("reads hours with the site's closed-day text; holiday hours from today, in the site's date format", () => {
    const card = view({}, { closedDay: "By appointment only", now, locale: "en-US", timeZone: "Australia/Brisbane" });
    expect(card.openingHours).toEqual({ rows: [{ label: "Mon-Fri", value: "8:30am - 5:30pm", closed: false }, { label: "Saturday", value: "8:30am - 5:30pm", closed: false }, { label: "Sunday", value: "By appointment only", closed: true }], enquireHref: null });
    expect(card.holidayHours).toEqual([{ date: "2026-12-25", label: "12/25/2026", name: "Public holiday", value: "By appointment only", closed: true }]);
  });
  it("keeps Enquire Now on the card's closed days (a link to its contact form) but reads Closed in the holiday list", () => {
    const card = view({}, { closedDay: "Enquire Now" });
    expect(card.openingHours.rows.at(-1)?.value).toBe("Enquire Now");
    expect(card.openingHours.enquireHref).toBe(card.links.contact);
    expect(card.holidayHours.map((row) => row.value)).toEqual(["Closed", "Closed"]);
  });
  it("shows a rating only with reviews and an average above the site's minimum (spec 5)", () => {
    expect(view().rating).toEqual({ average: 4.6, count: 312 });
    expect(view({}, { minAverage: 4.6 }).rating).toBeNull();
    expect(view({ review_count: 0 }).rating).toBeNull();
    expect(view({ average_rating: null }).rating).toBeNull();
    // Without a review count the listed reviews count.
    expect(view({ review_count: null, reviews: [{ id: 1, customer_name: "Ann", rating: 5, review_date: "2026-11-01", text: "Great" }] }).rating).toEqual({ average: 4.6, count: 1 });
  });
  it("lists the licences it has, with US spelling on a US site", () => {
    expect(view().licences).toEqual([{ label: "Dealer Licence", value: "3123456" }]);
    expect(view({ motor_vehicle_repairer: "MVRL12345" }, { locale: "en-US" }).licences).toEqual([
      { label: "Dealer License", value: "3123456" },
      { label: "Motor Vehicle Repairer License", value: "MVRL12345" },
    ]);
    expect(view({ dealer_license_number: null }).licences).toEqual([]);
    expect(localizeSpelling("Licences", "en-US")).toBe("Licenses");
  });
});

describe("locationOpeningHours (spec 2.7: a closed day reads Closed, By appointment only, or an Enquire Now link)", () => {
  const location = locationSchema.parse(base);
  const sunday = (closedDay?: Parameters<typeof locationOpeningHours>[1]) => locationOpeningHours(location, closedDay).rows.find((row) => row.label === "Sunday");

  it("reads Closed by default and By appointment only where the site says so, with no link", () => {
    expect(sunday()).toEqual({ label: "Sunday", value: "Closed", closed: true });
    expect(locationOpeningHours(location).enquireHref).toBeNull();
    expect(sunday("By appointment only")).toEqual({ label: "Sunday", value: "By appointment only", closed: true });
    expect(locationOpeningHours(location, "By appointment only").enquireHref).toBeNull();
  });

  it("makes a closed day an Enquire Now link to the location's contact form where the site says so", () => {
    expect(sunday("Enquire Now")).toEqual({ label: "Sunday", value: "Enquire Now", closed: true });
    expect(locationOpeningHours(location, "Enquire Now").enquireHref).toBe("/contact-us/sunshine-toyota-maroochydore");
  });

  it("gives the location card the same hours", () => {
    for (const closedDay of ["Closed", "By appointment only", "Enquire Now"] as const) {
      expect(view({}, { closedDay }).openingHours).toEqual(locationOpeningHours(location, closedDay));
    }
  });

  it("gives no rows to a location without hours", () => {
    expect(locationOpeningHours(locationSchema.parse({ ...base, opening_hours: [] }), "Enquire Now").rows).toEqual([]);
  });
});
