// Basic facts about one car that several rules share (spec 3 'Car', spec 4 'Car status').
import type { CarInput } from "./entities";

type LooseKeys = "id" | "year" | "sold_date_timestamp" | "dealership_id" | "location_id" | "seats" | "doors" | "views" | "photos_count";

/**
 * A car as the rules accept it: any subset of the spec's fields, as the data
 * arrives (numbers may be numeric strings, any field may be null), so a search
 * record, a database row and a parsed `Car` all fit.
 */
export type CarLike = { [K in Exclude<keyof CarInput, LooseKeys | "status" | "car_type">]?: CarInput[K] | null } & {
  [K in LooseKeys]?: unknown;
} & {
  status?: string | null;
  car_type?: string | null;
};

/** spec 4: in_stock and coming_soon count as available. */
export function isCarAvailable(car: Pick<CarLike, "status">): boolean {
  return car.status === "in_stock" || car.status === "coming_soon";
}

/** A car is sold by its status, or by the `sold` flag some feeds set before the status catches up. */
export function isCarSold(car: Pick<CarLike, "status" | "sold">): boolean {
  return car.status === "sold" || car.sold === true;
}

/** spec 3: the 'Test Drive Only' tag marks a car that can be test driven but not reserved. */
export function isTestDriveOnly(car: Pick<CarLike, "tag">): boolean {
  return (car.tag ?? "").trim().toLowerCase() === "test drive only";
}

const conditionLabels: Record<string, string> = { new: "New", used: "Used", demo: "Demo" };

/** The Condition item of the result card summary (spec 2.4): New, Used or Demo. */
export function conditionLabel(carType: string | null | undefined): string | null {
  return conditionLabels[(carType ?? "").toLowerCase()] ?? null;
}

function joinWords(parts: ReadonlyArray<unknown>): string {
  return parts
    .filter((part) => (typeof part === "string" && part.trim() !== "") || (typeof part === "number" && Number.isFinite(part)))
    .map((part) => String(part).trim())
    .join(" ");
}

/** spec 2.4: the heading reads year make model, then badge and series on a second line. */
export function carHeading(car: Pick<CarLike, "year" | "make" | "model" | "badge" | "series">): { title: string; subtitle: string } {
  return { title: joinWords([car.year, car.make, car.model]), subtitle: joinWords([car.badge, car.series]) };
}

/**
 * The car fields a search result card reads (spec 2.4). The search page asks the
 * index for these alone (`attributesToRetrieve`), so the first HTML and every
 * search response carry a card's worth of each hit, not the whole record.
 */
export const vehicleCardFields = [
  "id",
  "slug",
  "year",
  "make",
  "model",
  "badge",
  "series",
  "status",
  "sold",
  "reserved",
  "certified",
  "tag",
  "preorder",
  "price",
  "offer_price",
  "subscription_price",
  "price_type",
  "car_type",
  "km",
  "fuel",
  "simple_fuel",
  "transmission",
  "simple_transmission",
  "trans",
  "created_at",
  "primary_image_url",
  "images",
  "thumbnails",
  "file",
  "payment_processors",
  "dealership_slug",
  "city",
  "location_name",
] as const satisfies ReadonlyArray<keyof CarLike>;
