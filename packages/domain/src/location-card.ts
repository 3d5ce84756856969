// What a location card shows (spec 2.7 'Card contents'): name, address with
// directions link, phones, opening hours and holiday hours, review rating,
// licence numbers, and its Contact Us and Get Directions links, worked out once
// here so the card, the location page and the contact page read the same rules.
import type { Location } from "./entities";
import { directionsUrl, type LatLng, locationPoint } from "./geo";
import { type ClosedDayMode, closedDayText, type HoursRow, openingHoursRows, specialHoursRows, type SpecialHoursRow } from "./hours";
import { localizeSpelling, type Locale } from "./locale";
import { formatAddress, locationContactPath, locationPath, locationTypeLabel, teamPath } from "./locations";
import { telHref } from "./phone";
import { showsRating } from "./reviews";
import { parseLooseNumber } from "./values";

export interface LocationPhone {
  label: string;
  number: string;
  href: string;
}

export interface LocationCardView {
  id: number;
  name: string;
  slug: string;
  /** Sales, Service or Parts. */
  typeLabel: string;
  /** One line: street, suburb, state and postcode. */
  address: string;
  /** spec 2.7: the place's own URL when known, else a maps search. */
  directionsHref: string;
  point: LatLng | null;
  phones: LocationPhone[];
  email: string | null;
  openingHours: OpeningHoursView;
  holidayHours: SpecialHoursRow[];
  /** Null when there is nothing to show (no reviews, or the average does not exceed the site's minimum, spec 5). */
  rating: { average: number; count: number } | null;
  licences: Array<{ label: string; value: string }>;
  image: string | null;
  links: { location: string; team: string; contact: string };
}

/** A location's opening hours as every page shows them (spec 2.7 'Opening hours'). */
export interface OpeningHoursView {
  /** Mon-Fri as one row when identical, then Saturday and Sunday; a closed day reads the site's closed-day text. */
  rows: HoursRow[];
  /** Where a closed day links when the site's closed days read Enquire Now: the location's contact form. Null when they read plain text. */
  enquireHref: string | null;
}

/**
 * spec 2.7: a closed day reads Closed, By appointment only, or an Enquire Now
 * link to the location's contact form, as the site's `labels.closedDay` says.
 * The one rule for the location card, the home page and the form pages.
 */
export function locationOpeningHours(location: Pick<Location, "slug" | "opening_hours">, closedDay: ClosedDayMode = "Closed"): OpeningHoursView {
  return {
    rows: openingHoursRows(location.opening_hours, { closedText: closedDayText(closedDay) }),
    enquireHref: closedDay === "Enquire Now" ? locationContactPath(location.slug) : null,
  };
}

export interface LocationCardOptions {
  closedDay?: ClosedDayMode;
  locale?: Locale;
  /** Holiday hours before today (in `timeZone`) are left out. */
  now?: Date;
  timeZone?: string;
  /** spec 5: the rating shows only when the average exceeds this. */
  minAverage?: number;
}

export function locationCardView(location: Location, { closedDay = "Closed", locale = "en-AU", now, timeZone = "UTC", minAverage = 0 }: LocationCardOptions = {}): LocationCardView {
  const phones: LocationPhone[] = [];
  for (const [label, number] of [
    ["Phone", location.contact_detail.phone],
    ["Landline", location.contact_detail.landline_phone],
  ] as const) {
    const href = telHref(number);
    if (number && href && !phones.some((phone) => phone.href === href)) phones.push({ label, number: number.trim(), href });
  }
  const average = parseLooseNumber(location.average_rating);
  const count = location.review_count ?? location.reviews.length;
  const licences = [
    { label: "Dealer Licence", value: location.dealer_license_number?.trim() ?? "" },
    { label: "Motor Vehicle Repairer Licence", value: location.motor_vehicle_repairer?.trim() ?? "" },
  ]
    .filter((licence) => licence.value !== "")
    .map((licence) => ({ ...licence, label: localizeSpelling(licence.label, locale) }));
  return {
    id: location.id,
    name: location.name,
    slug: location.slug,
    typeLabel: locationTypeLabel(location),
    address: formatAddress(location.address),
    directionsHref: directionsUrl(location.address),
    point: locationPoint(location),
    phones,
    email: location.contact_detail.email?.trim() || null,
    openingHours: locationOpeningHours(location, closedDay),
    holidayHours: specialHoursRows(location.special_hours, { closedText: closedDayText(closedDay, { linkable: false }), locale, now, timeZone }),
    rating: average !== null && count > 0 && showsRating(average, minAverage) ? { average, count } : null,
    licences,
    image: location.image?.url?.trim() || null,
    links: { location: locationPath(location.slug), team: teamPath(location.slug), contact: locationContactPath(location.slug) },
  };
}
