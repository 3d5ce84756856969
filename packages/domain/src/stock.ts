// The Forecourt stock format (issue 19): one car of a dealer group's feed, as a
// JSON Lines row or a CSV line, with spec 3's car fields in their feed spelling.
// The same schema checks the `pnpm stock:import` rows and the stock push API's
// bodies, so a car is refused for the same reasons however it arrives.
// docs/stock-format.md is its reference page.
import { z } from "zod";
import type { CarInput } from "./entities";

/** A stock number is unique per dealership and sits in the push API's path: letters, digits, `.`, `_`, `-`. */
export const stockNumberPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
const stockNumber = z.string({ error: "is required" }).regex(stockNumberPattern, "must be 1-40 letters, digits, '.', '_' or '-', starting with a letter or digit");
const dealershipSlug = z.string({ error: "is required" }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a dealership slug (lowercase letters, digits and dashes)");
const text = (max: number) => z.string({ error: `must be text of at most ${max} characters` }).trim().max(max, `must be at most ${max} characters`);
const requiredText = (max: number) => text(max).min(1, "is required");
const optionalText = (max: number) => text(max).nullish();
const money = z.number({ error: "must be a number of dollars" }).min(0, "must not be negative").max(100_000_000, "must be at most 100000000").nullish();
/** Dates as a DMS exports them after mapping: YYYY-MM or YYYY-MM-DD. */
const feedDate = z
  .string({ error: "must be a date (YYYY-MM-DD)" })
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, "must be a date written YYYY-MM-DD (or YYYY-MM)")
  .nullish();
const photoUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

/** spec 4 statuses a feed may send; a car that leaves a full feed becomes sold by itself. */
export const stockStatuses = ["in_stock", "coming_soon", "sold"] as const;

export const stockCarSchema = z
  .object({
    dealership_slug: dealershipSlug,
    stock_number: stockNumber,
    car_type: z.enum(["new", "used", "demo"], { error: "must be new, used or demo" }),
    status: z.enum(stockStatuses, { error: "must be in_stock, coming_soon or sold" }).default("in_stock"),
    year: z.number({ error: "must be a year" }).int("must be a whole year").min(1900, "must be 1900 or later").max(2100, "must be 2100 or earlier"),
    make: requiredText(60),
    model: requiredText(80),
    badge: optionalText(80),
    series: optionalText(80),
    price: money,
    before_price: money,
    offer_price: money,
    subscription_price: money,
    price_type: optionalText(40),
    km: z.number({ error: "must be a number of kilometres" }).int("must be whole kilometres").min(0, "must not be negative").max(5_000_000, "must be at most 5000000").nullish(),
    build_date: feedDate,
    compliance_date: feedDate,
    rego_expiry: feedDate,
    regplate: optionalText(12),
    vin: z
      .string({ error: "must be text" })
      .regex(/^[A-HJ-NPR-Z0-9]{17}$/, "must be 17 letters and digits without I, O or Q")
      .nullish(),
    colour: optionalText(40),
    body: optionalText(40),
    drive: optionalText(20),
    seats: z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").max(99, "must be at most 99").nullish(),
    doors: z.number({ error: "must be a number" }).int("must be a whole number").min(0, "must not be negative").max(9, "must be at most 9").nullish(),
    fuel: optionalText(40),
    transmission: optionalText(40),
    engine_size: optionalText(20),
    dealercomments: optionalText(10_000),
    tag: optionalText(40),
    reserved: z.boolean({ error: "must be true or false" }).default(false),
    certified: z.boolean({ error: "must be true or false" }).default(false),
    preorder: z.boolean({ error: "must be true or false" }).default(false),
    show_on_dealer_website: z.boolean({ error: "must be true or false" }).default(true),
    /** Photos, in order; fetched once into the image store after the car is written. */
    images: z.array(photoUrl, { error: "must be a list of photo URLs" }).max(60, "must list at most 60 photos").default([]),
    /** The history report link (spec 4: its button shows only when set). */
    file: optionalText(500),
    standard_equipment: z.array(text(120), { error: "must be a list of text" }).max(200, "must list at most 200 items").default([]),
    /** The sales location's slug; the dealership's primary sales location when left out. */
    location_slug: optionalText(80),
  })
  .strict();

/** A car as the feed sends it (before defaults). */
export type StockCarInput = z.input<typeof stockCarSchema>;
export type StockCar = z.infer<typeof stockCarSchema>;

/** One problem of a row: the field it names (`(row)` for the row as a whole) and what is wrong. */
export interface StockFieldIssue {
  field: string;
  message: string;
}

export type StockRowResult = { ok: true; car: StockCar } | { ok: false; issues: StockFieldIssue[] };

/**
 * Validates one feed row. Each problem names its field: "year: must be 1900 or later",
 * an unknown column "colour_code: is not a field of the Forecourt stock format".
 */
export function parseStockCar(raw: unknown): StockRowResult {
  const result = stockCarSchema.safeParse(raw);
  if (result.success) return { ok: true, car: result.data };
  const issues: StockFieldIssue[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) issues.push({ field: key, message: "is not a field of the Forecourt stock format" });
      continue;
    }
    const field = issue.path.map(String).join(".") || "(row)";
    issues.push({ field, message: issue.path.length === 0 ? "must be an object of car fields" : issue.message });
  }
  return { ok: false, issues };
}

/** What a car's dealership and location add to a feed row to make it a stored car. */
export interface StockPlacement {
  dealership: { id: number; slug: string };
  location: { id: number; name: string; slug: string; city: string; state: string } | null;
}

function slugWords(textValue: string): string {
  return textValue
    .toLowerCase()
    .replace(/\+/g, "-plus")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A car's page slug: year, make, model, badge and id, as the demo's cars have.
 * It is given once, when the car is created, and kept through every later change
 * (a new price, a corrected badge), so a shared link never breaks.
 */
export function stockCarSlug(car: Pick<StockCar, "year" | "make" | "model" | "badge">, id: number): string {
  return [String(car.year), car.make, car.model, car.badge ?? ""].map(slugWords).filter(Boolean).concat(String(id)).join("-");
}

const simpleTransmission = (transmission: string | null | undefined) => (transmission ? (/manual/i.test(transmission) ? "Manual" : "Automatic") : null);

/**
 * The stored car of a feed row. `photos` are the image store paths of the row's
 * photos fetched so far; `soldAt` (unix seconds) stamps a sold car, `createdAt`
 * (ISO) is when the car first arrived.
 */
export function stockCarToCar(car: StockCar, identity: { id: number; slug: string; createdAt: string; soldAt: number | null; photos: readonly string[] }, placement: StockPlacement): CarInput {
  const name = [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ");
  const { location } = placement;
  return {
    id: identity.id,
    slug: identity.slug,
    name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge ?? null,
    series: car.series ?? null,
    car_type: car.car_type,
    status: car.status,
    tag: car.tag ?? null,
    reserved: car.reserved,
    certified: car.certified,
    preorder: car.preorder,
    show_on_dealer_website: car.show_on_dealer_website,
    sold_date_timestamp: car.status === "sold" ? identity.soldAt : null,
    sold: car.status === "sold",
    price: car.price ?? null,
    before_price: car.before_price ?? null,
    offer_price: car.offer_price ?? null,
    subscription_price: car.subscription_price ?? null,
    price_type: car.price_type ?? null,
    km: car.km ?? null,
    build_date: car.build_date ?? null,
    compliance_date: car.compliance_date ?? null,
    rego_expiry: car.rego_expiry ?? null,
    regplate: car.regplate ?? null,
    stocknum: car.stock_number,
    vin: car.vin ?? null,
    colour: car.colour ?? null,
    drive: car.drive ?? null,
    seats: car.seats ?? null,
    doors: car.doors ?? null,
    fuel: car.fuel ?? null,
    simple_fuel: car.fuel ?? null,
    simple_body: car.body ? slugWords(car.body) : null,
    trans: simpleTransmission(car.transmission),
    transmission: car.transmission ?? null,
    simple_transmission: simpleTransmission(car.transmission),
    engine_size: car.engine_size ?? null,
    dealercomments: car.dealercomments ?? null,
    created_at: identity.createdAt,
    images: [...identity.photos],
    thumbnails: [...identity.photos],
    primary_image_url: identity.photos[0] ?? null,
    photos_count: identity.photos.length,
    file: car.file ?? null,
    dealership_id: placement.dealership.id,
    dealership_slug: placement.dealership.slug,
    city: location?.city ?? null,
    state: location?.state ?? null,
    location_name: location?.name ?? null,
    location_id: location?.id ?? null,
    location: location ? { name: location.name, slug: location.slug } : null,
    standardEquipment: car.standard_equipment,
  };
}
