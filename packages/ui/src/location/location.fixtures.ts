// Locations for the stories, read through domain's locationCardView as the pages read them.
import { type LocationCardOptions, type LocationInput, locationCardView, type LocationCardView, locationSchema } from "@forecourt/domain";

export const storyNow = new Date("2026-11-23T00:00:00Z");

const open = (weekday: number, from: string, to: string) => ({ weekday, status: "Open" as const, open: from, close: to });
const closed = (weekday: number) => ({ weekday, status: "Closed" as const });

/** Mon-Fri identical, Saturday morning, Sunday closed. */
export const showroomHours = [closed(0), open(1, "08:30", "17:30"), open(2, "08:30", "17:30"), open(3, "08:30", "17:30"), open(4, "08:30", "17:30"), open(5, "08:30", "17:30"), open(6, "08:30", "16:00")];
/** Thursday late night: each weekday shows (spec 2.7). */
export const lateThursdayHours = showroomHours.map((day) => (day.weekday === 4 ? open(4, "08:30", "20:00") : day));
/** Closed on both weekend days. */
export const weekdaysOnlyHours = showroomHours.map((day) => (day.weekday === 6 ? closed(6) : day));

const holidays = [
  { status: "Closed" as const, date: "2026-11-20", label: "Stocktake" },
  { status: "Closed" as const, date: "2026-12-25", label: "Public holiday" },
  { status: "Open" as const, date: "2026-12-27", start_hour: "10:00", end_hour: "14:00", label: "Reduced hours" },
];

export const sunshine: LocationInput = {
  id: 1,
  name: "Sunshine Toyota Maroochydore",
  slug: "sunshine-toyota-maroochydore",
  dealership_id: 1,
  dealership_slug: "sunshine-toyota",
  location_type: "sales",
  primary: true,
  dealer_license_number: "3123456",
  average_rating: "4.6",
  review_count: 312,
  address: { street: "120 Maroochydore Road", city: "Maroochydore", state: "QLD", postcode: "4558", lat: -26.6555, long: 153.0912, place_url: "https://www.google.com/maps/search/?api=1&query=-26.6555,153.0912" },
  contact_detail: { phone: "(07) 5550 1234", landline_phone: "1300 555 019", email: "sales@sunshine-toyota.example" },
  opening_hours: showroomHours,
  special_hours: holidays,
};

export const sunshineService: LocationInput = {
  ...sunshine,
  id: 2,
  name: "Sunshine Toyota Service Centre",
  slug: "sunshine-toyota-service-centre",
  location_type: "service",
  primary: false,
  dealer_license_number: null,
  motor_vehicle_repairer: "MVRL45210",
  average_rating: 4.2,
  review_count: 88,
  address: { ...sunshine.address, street: "15 Enterprise Street", city: "Kunda Park", postcode: "4556" },
  contact_detail: { phone: "(07) 5550 8821", email: "service@sunshine-toyota.example" },
  opening_hours: weekdaysOnlyHours,
};

export const sunshineParts: LocationInput = {
  ...sunshineService,
  id: 3,
  name: "Sunshine Toyota Genuine Parts",
  slug: "sunshine-toyota-genuine-parts",
  location_type: "parts",
  motor_vehicle_repairer: null,
  average_rating: null,
  review_count: 0,
  contact_detail: { phone: "(07) 5550 8830" },
  opening_hours: lateThursdayHours,
  special_hours: [],
};

export const tasman: LocationInput = {
  ...sunshine,
  id: 4,
  name: "Tasman Motors Penrose",
  slug: "tasman-motors-penrose",
  dealership_id: 4,
  dealership_slug: "tasman-motors",
  dealer_license_number: "M123456",
  average_rating: 4.8,
  review_count: 57,
  address: { street: "12 Great South Road", city: "Penrose", state: "AUK", postcode: "1061", lat: -36.91, long: 174.81, place_url: null },
  contact_detail: { phone: "09 555 0123" },
};

export const roseCity: LocationInput = {
  ...sunshine,
  id: 5,
  name: "Rose City Motors Portland",
  slug: "rose-city-motors-portland",
  dealership_id: 5,
  dealership_slug: "rose-city-motors",
  dealer_license_number: "DLR-10442",
  average_rating: "4.4",
  review_count: 1204,
  address: { street: "4100 SE 82nd Ave", city: "Portland", state: "OR", postcode: "97266", lat: 45.49, long: -122.58, place_url: null },
  contact_detail: { phone: "(503) 555-0142" },
  opening_hours: [open(0, "11:00", "18:00"), open(1, "09:00", "20:00"), open(2, "09:00", "20:00"), open(3, "09:00", "20:00"), open(4, "09:00", "20:00"), open(5, "09:00", "20:00"), open(6, "09:00", "20:00")],
};

export function cardView(location: LocationInput, options: LocationCardOptions = {}): LocationCardView {
  return locationCardView(locationSchema.parse(location), { now: storyNow, timeZone: "Australia/Brisbane", ...options });
}
