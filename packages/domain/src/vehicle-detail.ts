// Vehicle detail page content (spec 2.5, spec 5 'Rego expiry', spec 9 'Cars and display').
import { reservationDefaults, usedCarPromise } from "./actions";
import { type CarLike, conditionLabel } from "./car";
import { parseLooseNumber } from "./values";
import { formatKm, formatNumber, formatPrice } from "./format";
import { listedPrice } from "./pricing";
import { formatDate, localizeSpelling, type Locale, type RegionSettings } from "./locale";

/** spec 2.5, 9: dealer comments truncate at 400 characters. */
export const dealerCommentLimit = 400;
export const dealerCommentsFallback = "Dealer comments are pending. Please check back here later.";
/** spec 2.5, 9: key information shows 4 rows, feature lists 8 items, before Show More / Show All. */
export const keyInformationInitialRows = 4;
export const featuresInitialCount = 8;

/**
 * spec 2.5: dealer comments are sections separated by a vertical bar, the
 * whole text cut at 400 characters; empty input gives the pending message.
 */
export function dealerCommentSections(text: string | null | undefined): string[] {
  const sections = String(text ?? "")
    .slice(0, dealerCommentLimit)
    .split("|")
    .map((section) => section.trim())
    .filter((section) => section !== "");
  return sections.length > 0 ? sections : [dealerCommentsFallback];
}

/** spec 5: 'Expires on {date}' only when the expiry is after `now`; invalid or past dates give null. */
export function regoExpiryText(isoDate: string | null | undefined, now: Date, locale: Locale = "en-AU"): string | null {
  const expiry = new Date(isoDate ?? "");
  if (!Number.isFinite(expiry.getTime()) || !(expiry.getTime() > now.getTime())) return null;
  return `Expires on ${formatDate(expiry, locale)}`;
}

export interface DetailRow {
  label: string;
  value: string;
}

export interface DetailContext extends Pick<RegionSettings, "locale" | "distanceUnit"> {
  now: Date;
}

function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

function measure(value: unknown, unit: string, locale: Locale): string | null {
  const number = parseLooseNumber(value);
  return number === null ? null : `${formatNumber(number, locale, 1)} ${unit}`;
}

/** A row before the empty-row rule: the compare table keeps a row while any car has a value. */
export interface DetailEntry {
  label: string;
  value: string | null;
}

/** Labels follow the region's spelling. */
function entries(list: ReadonlyArray<readonly [string, string | null]>, locale: Locale): DetailEntry[] {
  return list.map(([label, value]) => ({ label: localizeSpelling(label, locale), value: value || null }));
}

/** spec 5: rows hide when their value is empty or null. */
export function filledRows(list: ReadonlyArray<DetailEntry>): DetailRow[] {
  return list.flatMap(({ label, value }) => (value ? [{ label, value }] : []));
}

/** Key information (spec 2.5): the facts a shopper scans first; show 4, then Show More. */
export function keyInformationRows(car: CarLike, context: DetailContext): DetailRow[] {
  return filledRows(keyInformationEntries(car, context));
}

/** Every Key information row, empty ones included, in page order. */
export function keyInformationEntries(car: CarLike, context: Pick<DetailContext, "locale" | "distanceUnit">): DetailEntry[] {
  return entries(
    [
      ["Condition", conditionLabel(car.car_type)],
      ["Odometer", formatKm(car.km, context)],
      ["Transmission", text(car.transmission) ?? text(car.simple_transmission) ?? text(car.trans)],
      ["Fuel Type", text(car.fuel) ?? text(car.simple_fuel)],
      ["Body", text(car.simple_body)],
      ["Drive", text(car.drive)],
      ["Colour", text(car.colour)],
      ["Seats", text(car.seats)],
      ["Doors", text(car.doors)],
      ["Engine", text(car.engine_size)],
    ],
    context.locale,
  );
}

/** Car Summary (spec 2.5): identity and registration, with the rego expiry rule of spec 5. */
export function carSummaryRows(car: CarLike, context: DetailContext): DetailRow[] {
  return filledRows(carSummaryEntries(car, context));
}

/** Every Car Summary row, empty ones included, in page order. */
export function carSummaryEntries(car: CarLike, context: DetailContext): DetailEntry[] {
  return entries(
    [
      ["Year", text(car.year)],
      ["Make", text(car.make)],
      ["Model", text(car.model)],
      ["Badge", text(car.badge)],
      ["Series", text(car.series)],
      ["Build Date", text(car.build_date)],
      ["Compliance Date", text(car.compliance_date)],
      ["Rego", text(car.regplate)],
      ["Rego Expiry", regoExpiryText(car.rego_expiry, context.now, context.locale)],
      ["Stock Number", text(car.stocknum)],
      ["VIN", text(car.vin)],
    ],
    context.locale,
  );
}

/** All Specifications (spec 2.5, 3): variant data, then caravan specifications. */
export function specificationRows(car: Pick<CarLike, "variant" | "specifications">, context: Pick<DetailContext, "locale">): DetailRow[] {
  return filledRows(specificationEntries(car, context));
}

/** Every All Specifications row, empty ones included, in page order. */
export function specificationEntries(car: Pick<CarLike, "variant" | "specifications">, context: Pick<DetailContext, "locale">): DetailEntry[] {
  const variant = car.variant ?? {};
  const caravan = car.specifications ?? {};
  const { locale } = context;
  const ancap = parseLooseNumber(variant.ancaprating);
  return entries(
    [
      ["Cylinders", text(parseLooseNumber(variant.cylinders))],
      ["Engine Size", measure(variant.enginesize_litres, "L", locale) ?? measure(variant.enginesize, "cc", locale)],
      ["Induction", text(variant.induction)],
      ["Gear Type", text(variant.geartype)],
      ["Fuel Consumption (Combined)", measure(variant.fuelconsumptioncombined, "L/100km", locale)],
      ["Fuel Capacity", measure(variant.fuelcapacity, "L", locale)],
      ["Gross Vehicle Mass", measure(variant.grossvehiclemass, "kg", locale)],
      ["Length", measure(variant.vehiclelength, "mm", locale)],
      ["Height", measure(variant.vehicleheight, "mm", locale)],
      ["Width", measure(variant.vehiclewidth, "mm", locale)],
      ["Torque", text(variant.torque)],
      ["ANCAP Rating", ancap === null ? null : `${ancap} star${ancap === 1 ? "" : "s"}`],
      ["Body Width", measure(caravan.body_width, "mm", locale)],
      ["Body Length", measure(caravan.body_length, "mm", locale)],
      ["Tare Weight", measure(caravan.tare_weight, "kg", locale)],
      ["Axle Type", text(caravan.axle_type)],
      ["Sleeps", text(parseLooseNumber(caravan.sleeps))],
      ["Aggregate Trailer Mass", measure(caravan.aggregate_trailer_mass, "kg", locale)],
    ],
    locale,
  );
}

/** spec 2.5: the Features section shows only when equipment exists. */
export function carFeatures(car: Pick<CarLike, "standardEquipment">): string[] {
  return (car.standardEquipment ?? [])
    .filter((item): item is string => typeof item === "string")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

export interface CollapsedList<T> {
  items: T[];
  hiddenCount: number;
}

/** spec 2.5: a list shows its first `limit` items until expanded (Show More/Less, Show All/Hide). */
export function collapsedList<T>(items: ReadonlyArray<T>, limit: number, expanded: boolean): CollapsedList<T> {
  if (expanded || items.length <= limit) return { items: [...items], hiddenCount: 0 };
  return { items: items.slice(0, limit), hiddenCount: items.length - limit };
}

export type DetailSectionId =
  | "key-information"
  | "dealer-comments"
  | "whats-included"
  | "why-buy"
  | "reserve-online"
  | "protect"
  | "car-summary"
  | "specifications"
  | "features";

export interface DetailSection {
  id: DetailSectionId;
  title: string;
}

export interface DetailSectionsInput {
  /** spec 2.5: Dealer Comments or Our Comments, flag-gated. */
  dealerComments: { enabled: boolean; title: string };
  /** Reserve Online explains the reservation, so it shows only when the car can be reserved. */
  reservable: boolean;
  /** spec 2.5: Features only when equipment exists. */
  featureCount: number;
  /** spec 5: specification rows hide when empty, so a car with none has no All Specifications. */
  specificationCount: number;
  locale?: Locale;
}

/** The sections of the vehicle page in the order of spec 2.5, each only when its rule allows. */
export function detailSections({ dealerComments, reservable, featureCount, specificationCount, locale = "en-AU" }: DetailSectionsInput): DetailSection[] {
  const sections: Array<DetailSection | false> = [
    { id: "key-information", title: "Key Information" },
    dealerComments.enabled && { id: "dealer-comments", title: dealerComments.title },
    { id: "whats-included", title: "What's Included" },
    { id: "why-buy", title: "Why Buy From Us?" },
    reservable && { id: "reserve-online", title: "Reserve Online" },
    { id: "protect", title: "Protect Your Car" },
    { id: "car-summary", title: "Car Summary" },
    specificationCount > 0 && { id: "specifications", title: "All Specifications" },
    featureCount > 0 && { id: "features", title: "Features" },
  ];
  return sections.filter((section): section is DetailSection => section !== false).map((section) => ({ ...section, title: localizeSpelling(section.title, locale) }));
}

/** spec 9 'Reservation' and the used-car promise: what comes with the car, by condition. */
export function whatsIncludedItems(car: Pick<CarLike, "car_type">): string[] {
  const common = "A full pre-delivery inspection and detail before you collect";
  const carType = (car.car_type ?? "").toLowerCase();
  if (carType === "used") {
    return [`${usedCarPromise.moneyBackHours}-hour money-back guarantee`, `${usedCarPromise.roadsideAssistMonths} months roadside assist`, common];
  }
  if (carType === "demo") return ["The balance of the manufacturer's new car warranty", common];
  if (carType === "new") return ["The manufacturer's full new car warranty", common];
  return [common];
}

/** spec 9: a reservation holds the car 48 hours for a refundable deposit. */
export function reserveOnlineText(deposit: number): string {
  return `Reserve this car online for ${formatPrice(deposit)}. We hold it for ${reservationDefaults.holdHours} hours while you arrange a viewing or finance, and the deposit is ${reservationDefaults.refundablePercent}% refundable.`;
}

/** Similar cars (issue 7, for sold or unavailable cars): the same make or body, within this share of the price. */
export const similarPriceBand = 0.2;

export interface SimilarCarsCriteria {
  excludeId: number | null;
  make: string | null;
  body: string | null;
  minPrice: number | null;
  maxPrice: number | null;
}

/** The search for cars like this one: same make or body, priced within 20% when the car has a price. */
export function similarCarsCriteria(car: Pick<CarLike, "id" | "make" | "simple_body" | "price" | "offer_price">): SimilarCarsCriteria {
  const price = listedPrice(car);
  const make = car.make?.trim() || null;
  const body = car.simple_body?.trim() || null;
  return {
    excludeId: parseLooseNumber(car.id),
    make,
    body,
    minPrice: price === null ? null : Math.floor(price * (1 - similarPriceBand)),
    maxPrice: price === null ? null : Math.ceil(price * (1 + similarPriceBand)),
  };
}
