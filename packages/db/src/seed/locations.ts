// Dealer premises (spec 3 'Location', 2.7 location card): real suburbs and
// approximate coordinates, opening hours with the cases spec 2.7 formats (Mon-Fri
// identical or not, weekends open or closed), holiday hours around the anchor date,
// licence numbers, and reviews including the ones spec 5 'Reviews shown' filters out.
import type { LocationInput, OpeningHour, Review, SpecialHours } from "@forecourt/domain";
import { slugify } from "./catalogue";
import { agoInWords, type Clock, dateInWords } from "./dates";
import { dealershipBySlug, type DealershipSpec, type HoursPattern, type LocationSpec, locationSpecs } from "./dealers";
import { findSuburb } from "./postcodes";
import type { DemoRandom } from "./random";

type Day = readonly [open: string, close: string] | null;
/** Sunday first, as spec 3 numbers weekdays (0 Sunday to 6 Saturday). */
type Week = readonly [Day, Day, Day, Day, Day, Day, Day];

const weekdaysOnly = (weekday: Day, saturday: Day, sunday: Day, friday: Day = weekday, thursday: Day = weekday): Week => [sunday, weekday, weekday, weekday, thursday, friday, saturday];

const hourPatterns: Record<HoursPattern, Week> = {
  showroom: weekdaysOnly(["08:30", "17:30"], ["08:30", "16:00"], null),
  // Thursday late night: Mon-Fri are not identical, so each weekday shows (spec 2.7).
  showroomLateThursday: weekdaysOnly(["08:30", "17:30"], ["08:30", "17:00"], null, ["08:30", "17:30"], ["08:30", "20:00"]),
  showroomSundays: weekdaysOnly(["08:00", "18:00"], ["08:00", "17:00"], ["10:00", "16:00"]),
  service: weekdaysOnly(["07:30", "17:30"], null, null),
  serviceSaturday: weekdaysOnly(["07:00", "17:30"], ["08:00", "12:00"], null),
  parts: weekdaysOnly(["08:00", "17:00"], null, null, ["08:00", "16:30"]),
  usEveryDay: weekdaysOnly(["09:00", "20:00"], ["09:00", "20:00"], ["11:00", "18:00"]),
};

/** '08:30' -> '8:30 AM', as the dealer feed's formated_hours spells it. */
function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "PM" : "AM";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

function openingHours(pattern: HoursPattern): OpeningHour[] {
  return hourPatterns[pattern].map((day, weekday) =>
    day
      ? { weekday, status: "Open" as const, open: day[0], close: day[1], formated_hours: `${clockText(day[0])} - ${clockText(day[1])}` }
      : { weekday, status: "Closed" as const, open: null, close: null, formated_hours: "Closed" },
  );
}

// Labels stay generic because the dates move with the anchor: a 'Christmas Day'
// label would land on the wrong day once the loader shifts to the current date.
function specialHours(random: DemoRandom, clock: Clock): SpecialHours[] {
  const entries: SpecialHours[] = [
    { status: "Closed", date: clock.dateAt(random.int(2, 6)), start_hour: null, end_hour: null, label: "Public holiday" },
    { status: "Open", date: clock.dateAt(random.int(9, 16)), start_hour: "10:00", end_hour: "14:00", label: "Reduced hours" },
    { status: "Closed", date: clock.dateAt(random.int(30, 45)), start_hour: null, end_hour: null, label: "Public holiday" },
  ];
  if (random.chance(0.5)) entries.push({ status: "Open", date: clock.dateAt(random.int(50, 60)), start_hour: "09:00", end_hour: "13:00", label: "Holiday trading" });
  // One in the past, which the dialog must not list.
  if (random.chance(0.4)) entries.unshift({ status: "Closed", date: clock.dateAt(-random.int(3, 20)), start_hour: null, end_hour: null, label: "Stocktake" });
  return entries;
}

const areaCodes: Record<string, string> = { NSW: "02", ACT: "02", VIC: "03", TAS: "03", QLD: "07", SA: "08", WA: "08", NT: "08" };

/**
 * Phone numbers from the ranges regulators set aside for fiction, so the demo
 * never prints a real business's number: ACMA's (0X) 5550 xxxx in Australia and
 * 555-01xx in the US. NZ has no such range; 09 555 0xxx is unallocated.
 */
export function fictionalPhone(random: DemoRandom, state: string): string {
  if (state === "AUK") return `09 555 0${random.int(100, 999)}`;
  if (state === "OR") return `(503) 555-01${String(random.int(0, 99)).padStart(2, "0")}`;
  return `(${areaCodes[state] ?? "02"}) 5550 ${String(random.int(0, 9999)).padStart(4, "0")}`;
}

/** Dealer licence numbers in each state's format (demo values, not real licences). */
function dealerLicence(random: DemoRandom, state: string): string {
  const digits = (count: number) => String(random.int(0, 10 ** count - 1)).padStart(count, "0");
  switch (state) {
    case "NSW":
      return `MD${digits(6)}`;
    case "VIC":
      return `LMCT ${random.int(10_000, 99_999)}`;
    case "QLD":
      return `3${digits(6)}`;
    case "ACT":
      return `DL ${digits(5)}`;
    case "WA":
      return `MD ${digits(5)}`;
    case "SA":
      return `MVD${digits(6)}`;
    case "TAS":
      return `MVT ${digits(4)}`;
    case "NT":
      return `MVD ${digits(4)}`;
    case "AUK":
      return `M${digits(6)}`;
    default:
      return `DLR-${digits(5)}`;
  }
}

/** Only NSW and WA license repairers among the demo states. */
function repairerLicence(random: DemoRandom, state: string): string | null {
  if (state === "NSW") return `MVRL${String(random.int(10_000, 99_999))}`;
  if (state === "WA") return `MRB ${random.int(1000, 9999)}`;
  return null;
}

const praise = [
  "Sales team were friendly and not pushy at all. Picked up the car on time and everything was explained clearly.",
  "Great experience from start to finish. The trade-in price was fair and the paperwork took no time.",
  "Service was done same day and they washed the car too. Will be back.",
  "Very professional, answered all my questions about the hybrid and organised a long test drive.",
  "Booked online, dropped the car at 7:30 and it was ready by lunch. Clear explanation of what was done.",
  "Helpful staff in the parts department, had the towbar kit in stock and fitted it the same week.",
  "Bought my first car here. They were patient and walked me through the finance options.",
];
const middling = [
  "Car was fine but the handover took longer than expected.",
  "Service was OK, a bit pricey for a standard log book service.",
  "Good range of stock, although it took a few calls to get a reply about the price.",
];
const complaints = [
  "Waited almost an hour past the promised pick-up time and nobody called.",
  "Was quoted one price on the phone and another in the showroom. Disappointing.",
  "The car was not cleaned properly before delivery.",
];
const translated = [
  "(Translated by Google) Excellent service, very attentive staff. (Original) Excelente servicio, personal muy atento.",
  "(Translated by Google) Fast delivery and good price. (Original) 配送很快，价格合理。",
  "(Translated by Google) Very happy with my new car. (Original) Rất hài lòng với chiếc xe mới của tôi.",
];

const ratings = [
  { stars: 5, weight: 60 },
  { stars: 4, weight: 20 },
  { stars: 3, weight: 8 },
  { stars: 2, weight: 5 },
  { stars: 1, weight: 7 },
];

function reviews(random: DemoRandom, clock: Clock, count: number, ids: { next: number }): Review[] {
  const list: Review[] = [];
  for (let index = 0; index < count; index++) {
    const rating = random.weighted(ratings, (entry) => entry.weight).stars;
    const daysAgo = random.int(1, 700);
    const date = clock.dateAt(-daysAgo);
    const roll = random.int(0, 99);
    // spec 5: reviews without text and reviews containing 'Translated' are filtered out.
    const text = roll < 8 ? (random.chance(0.5) ? "" : null) : roll < 16 ? random.pick(translated) : rating >= 4 ? random.pick(praise) : rating === 3 ? random.pick(middling) : random.pick(complaints);
    const first = random.faker.person.firstName();
    const last = random.faker.person.lastName();
    list.push({
      id: ids.next++,
      text,
      customer_name: random.chance(0.6) ? `${first} ${last[0]}.` : `${first} ${last}`,
      rating,
      image: null,
      created_at_time_ago_in_words: agoInWords(daysAgo),
      review_date: date,
      review_date_in_words: dateInWords(date),
    });
  }
  return list;
}

function makeSlugsFor(spec: LocationSpec, dealership: DealershipSpec): string[] {
  return (spec.makes ?? dealership.newMakes).map(slugify);
}

export function generateLocations(random: DemoRandom, clock: Clock): LocationInput[] {
  const reviewIds = { next: 1 };
  return locationSpecs.map((spec, index) => {
    const dealership = dealershipBySlug.get(spec.dealership);
    if (!dealership) throw new Error(`Location ${spec.name} names unknown dealership ${spec.dealership}`);
    const place = findSuburb(spec.suburb, spec.state, spec.postcode);
    const slug = slugify(spec.name);
    // Jitter within a few hundred metres so two premises in one suburb do not overlap on a map.
    const lat = Number((place.lat + random.float(-0.004, 0.004)).toFixed(6));
    const long = Number((place.lng + random.float(-0.004, 0.004)).toFixed(6));
    const reviewCount = index === 8 ? 0 : random.int(2, 12);
    const locationReviews = reviews(random, clock, reviewCount, reviewIds);
    const shownAverage = locationReviews.length ? Number(random.float(3.6, 4.9).toFixed(1)) : null;
    const isSales = spec.type === "sales" || spec.type === "";
    return {
      id: index + 1,
      name: spec.name,
      slug,
      primary: spec.primary ?? false,
      visible: spec.visible ?? true,
      dealership_id: dealership.id,
      dealership_slug: dealership.slug,
      location_type: spec.type,
      location_subtype: [...(spec.subtype ?? [])],
      manufacturers: makeSlugsFor(spec, dealership),
      dealer_license_number: isSales ? dealerLicence(random, spec.state) : null,
      motor_vehicle_repairer: spec.type === "service" ? repairerLicence(random, spec.state) : null,
      image: { url: `/media/location/${slug}.svg`, thumb_url: `/media/location/${slug}.svg` },
      // The feed sends the average as a string on some dealers (spec 3 reviews response).
      average_rating: shownAverage === null ? null : index % 5 === 0 ? shownAverage.toFixed(1) : shownAverage,
      review_count: locationReviews.length ? random.int(locationReviews.length * 5, 900) : 0,
      reviews: locationReviews,
      address: {
        street: spec.street,
        city: place.suburb,
        state: place.state,
        postcode: place.postcode,
        lat,
        long,
        place_url: `https://www.google.com/maps/search/?api=1&query=${lat},${long}`,
        place_id: null,
        map_key: null,
      },
      contact_detail: { phone: fictionalPhone(random, spec.state), email: `${spec.type === "service" ? "service" : spec.type === "parts" ? "parts" : "sales"}@${dealership.slug}.example` },
      opening_hours: openingHours(spec.hours),
      special_hours: specialHours(random, clock),
    } satisfies LocationInput;
  });
}
