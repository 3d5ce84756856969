// The index record of a car (issue 4 item 4): the spec 3 fields a result card
// needs (spec 2.4), the facets of spec 3 'Search facets', the attributes the
// platform filters on, and custom_rank. The same record feeds Algolia and the
// embedded engine, so both backends answer alike.
import { type CarInput, formatPrice, fuelTag, isCarAvailable, isCarSold, listedPrice, listingTimestamp, loanRepayment, parseLooseNumber } from "@forecourt/domain";

export interface CarRecordOptions {
  /** The clock of the reindex: custom_rank's freshness is the car's age at this moment. */
  now: Date;
  /** The dealership's display name (site config); derived from the slug when not given. */
  dealershipName?: string | null;
}

export interface CarRecord {
  objectID: string;
  [attribute: string]: unknown;
}

const daySeconds = 86_400;

/** Upper edges of the price bands (spec 2.3 budget links search by price range). */
const priceBandEdges = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000];
/** Upper edges of the weekly repayment bands. */
const weeklyBandEdges = [100, 150, 200, 250, 300, 400, 500];

/** The label of each band: 'Under $10,000', '$20,000 - $30,000', ..., '$100,000 and over'. */
export function bandLabels(edges: readonly number[]): string[] {
  return [
    `Under ${formatPrice(edges[0])}`,
    ...edges.slice(1).map((edge, index) => `${formatPrice(edges[index])} - ${formatPrice(edge)}`),
    `${formatPrice(edges[edges.length - 1])} and over`,
  ];
}

// Formatting builds an Intl.NumberFormat per call: the labels are made once, not per car.
const priceBandLabels = bandLabels(priceBandEdges);
const weeklyBandLabels = bandLabels(weeklyBandEdges);

/** The band a value falls in (lower edge inclusive); null without a value. */
export function bandOf(value: number | null, edges: readonly number[], labels: readonly string[]): string | null {
  if (value === null || !Number.isFinite(value) || value < 0) return null;
  const upperIndex = edges.findIndex((edge) => value < edge);
  return labels[upperIndex === -1 ? edges.length : upperIndex]!;
}

/**
 * The weekly figure shown to shoppers: the subscription price when there is
 * one, else the finance calculator's weekly repayment on the listed price
 * (domain `loanRepayment` defaults: 8.5% over 5 years, no deposit).
 */
export function weeklyPrice(car: Pick<CarInput, "price" | "offer_price" | "subscription_price">): number | null {
  const subscription = parseLooseNumber(car.subscription_price);
  if (subscription !== null && subscription > 0) return Math.round(subscription);
  const price = listedPrice(car);
  if (price === null) return null;
  const weekly = loanRepayment({ amount: price, frequency: "weekly" });
  return weekly === null ? null : Math.round(weekly);
}

const bodyCategories: Record<string, string> = {
  suv: "SUV",
  ute: "Ute",
  cabChassis: "Ute",
  "4x4": "4x4",
  van: "Commercial",
  bus: "Commercial",
  lightTruck: "Commercial",
  peopleMover: "People Mover",
  hatch: "Hatch",
  hatchback: "Hatch",
  sedan: "Sedan",
  wagon: "Wagon",
  stationWagon: "Wagon",
  convertible: "Sports & Convertible",
  coupe: "Sports & Convertible",
  softtop: "Sports & Convertible",
  hardtop: "Sports & Convertible",
  motorhome: "Motorhome",
};

/** Category tiles (spec 7 'Category search'): the body group, Electric or Hybrid, 7+ seats, 4WD and AWD. */
export function carCategories(car: Pick<CarInput, "simple_body" | "fuel" | "simple_fuel" | "seats" | "drive">): string[] {
  const categories: string[] = [];
  const body = car.simple_body ? bodyCategories[car.simple_body] : undefined;
  if (body) categories.push(body);
  const fuel = fuelTag(car);
  if (fuel) categories.push(fuel === "electric" ? "Electric" : "Hybrid");
  if (typeof car.seats === "number" && car.seats >= 7) categories.push("7+ Seats");
  if (/^(4x4|4wd|awd)$/i.test(car.drive?.trim() ?? "")) categories.push("4WD & AWD");
  return categories;
}

/** Equipment shoppers filter on; the rest of a car's equipment list stays on its detail page. */
const filterableFeatures = [
  "Apple CarPlay",
  "Wireless Apple CarPlay",
  "Android Auto",
  "Reversing Camera",
  "360-degree Camera",
  "Adaptive Cruise Control",
  "Blind Spot Monitor",
  "Lane Keep Assist",
  "Heated Front Seats",
  "Leather-Accented Seats",
  "Panoramic Sunroof",
  "Satellite Navigation",
  "Keyless Entry",
  "Power Tailgate",
  "Tow Bar",
];
const featureByLowerName = new Map(filterableFeatures.map((feature) => [feature.toLowerCase(), feature]));

export function filteredFeatures(equipment: readonly string[] | null | undefined): string[] {
  const found = new Set<string>();
  for (const item of equipment ?? []) {
    const feature = featureByLowerName.get(item.trim().toLowerCase());
    if (feature) found.add(feature);
  }
  return filterableFeatures.filter((feature) => found.has(feature));
}

function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(" ");
}

export function unixSeconds(iso: string | null | undefined): number | null {
  const time = Date.parse(iso ?? "");
  return Number.isFinite(time) ? Math.floor(time / 1000) : null;
}

/**
 * custom_rank, descending in the main index (spec 7), as one integer:
 *   availability * 100,000 + photos * 10,000 + freshness
 * - availability: 3 in stock, 2 coming soon, 1 other unsold statuses, 0 sold;
 * - photos: 2 with four or more photos, 1 with one to three, 0 without;
 * - freshness: 9,999 minus the car's age in whole days at `now` (0 from 27 years, 9,999 when listed today or dated ahead).
 * So available cars come before sold ones, cars with photos before those without, newer stock first.
 */
export function customRank(car: Pick<CarInput, "status" | "sold" | "photos_count" | "created_at">, now: Date): number {
  const availability = isCarSold(car) ? 0 : car.status === "in_stock" ? 3 : isCarAvailable(car) ? 2 : 1;
  const photos = car.photos_count ?? 0;
  const photoTier = photos >= 4 ? 2 : photos > 0 ? 1 : 0;
  const created = unixSeconds(car.created_at);
  const ageDays = created === null ? 9_999 : Math.floor((now.getTime() / 1000 - created) / daySeconds);
  const freshness = 9_999 - Math.min(9_999, Math.max(0, ageDays));
  return availability * 100_000 + photoTier * 10_000 + freshness;
}

const nullable = <T>(value: T | null | undefined): T | null => value ?? null;

/**
 * The lenders' figures a result card can show, without their disclaimers:
 * spec 7 fetches the disclaimer by car id when it is shown, and carrying it in
 * every hit would double the size of a results page.
 */
export function lenderFigures(lenders: CarInput["finance_lenders"]): Record<string, Record<string, unknown>> {
  const figures: Record<string, Record<string, unknown>> = {};
  for (const [provider, lender] of Object.entries(lenders ?? {})) {
    if (!lender || typeof lender !== "object") continue;
    const { disclaimer: _disclaimer, ...numbers } = lender as Record<string, unknown>;
    figures[provider] = numbers;
  }
  return figures;
}

export function carToRecord(car: CarInput, { now, dealershipName }: CarRecordOptions): CarRecord {
  const price = parseLooseNumber(car.price);
  const fuel = car.simple_fuel ?? car.fuel ?? null;
  const transmission = car.simple_transmission ?? car.trans ?? car.transmission ?? null;
  const weekly = weeklyPrice(car);
  const location = car.location ? { name: car.location.name, slug: car.location.slug, phone: nullable(car.location.phone) } : null;
  return {
    objectID: String(car.id),
    // identity and classification (spec 3 'Car')
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    make_model: `${car.make} ${car.model}`,
    badge: nullable(car.badge),
    series: nullable(car.series),
    car_type: car.car_type,
    status: car.status,
    tag: nullable(car.tag),
    reserved: car.reserved ?? false,
    certified: car.certified ?? false,
    preorder: car.preorder ?? false,
    show_on_dealer_website: car.show_on_dealer_website ?? true,
    sold: car.sold ?? false,
    sold_date_timestamp: nullable(car.sold_date_timestamp),
    // spec 4: the listing rule as one number (see listingTimestamp in @forecourt/domain)
    listing_timestamp: listingTimestamp(car),
    // pricing: numbers, so ranges, sorts and stats work on them
    price,
    before_price: parseLooseNumber(car.before_price),
    offer_price: parseLooseNumber(car.offer_price),
    subscription_price: parseLooseNumber(car.subscription_price),
    price_type: nullable(car.price_type),
    price_range: bandOf(listedPrice(car), priceBandEdges, priceBandLabels),
    weekly_price: weekly,
    weekly_price_range: bandOf(weekly, weeklyBandEdges, weeklyBandLabels),
    // condition and drivetrain; fuel, transmission and body are the simple values shoppers filter on
    km: parseLooseNumber(car.km),
    build_date: nullable(car.build_date),
    stocknum: car.stocknum,
    vin: nullable(car.vin),
    colour: nullable(car.colour),
    drive: nullable(car.drive),
    seats: nullable(car.seats),
    doors: nullable(car.doors),
    fuel,
    simple_fuel: nullable(car.simple_fuel),
    transmission,
    simple_transmission: nullable(car.simple_transmission),
    trans: nullable(car.trans),
    body: nullable(car.simple_body),
    simple_body: nullable(car.simple_body),
    engine_size: nullable(car.engine_size),
    categories: carCategories(car),
    filtered_features: filteredFeatures(car.standardEquipment),
    item_type: car.simple_body === "motorhome" ? "Motorhome" : "Car",
    // text and media
    dealercomments: nullable(car.dealercomments),
    created_at: unixSeconds(car.created_at),
    /** The ISO form, for the domain rules that read dates (new-arrival tag). */
    created_at_iso: car.created_at,
    thumbnails: (car.thumbnails ?? []).slice(0, 3),
    primary_image_url: nullable(car.primary_image_url),
    photos_count: car.photos_count ?? 0,
    file: nullable(car.file),
    // location and ownership
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    dealership_name: dealershipName?.trim() || titleFromSlug(car.dealership_slug),
    city: nullable(car.city),
    state: nullable(car.state),
    location_name: nullable(car.location_name),
    location_id: nullable(car.location_id),
    location,
    payment_processors: car.payment_processors ?? {},
    autograb_data: nullable(car.autograb_data),
    finance_lenders: lenderFigures(car.finance_lenders),
    custom_rank: customRank(car, now),
  };
}
