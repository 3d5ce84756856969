// A dealer group's own stock (issue 19): feed rows and pushed cars written by
// (dealership, stock number), in batched multi-row writes inside one transaction.
// A row equal to what the car was last written from is left alone, so re-importing
// a feed writes no car row and bumps no data version. A full feed marks the group's
// cars it no longer lists sold, with their sold date (spec 4 then ages them out);
// nothing is ever deleted.
import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { carSchema, type CarInput, locationSchema, type StockCar, stockCarSlug, stockCarToCar, type StockFieldIssue, type StockPlacement } from "@forecourt/domain";
import type { Db } from "../client";
import { bumpDataVersion } from "./data-versions";
import { cars, groups, locations, sites } from "../schema";
import { carListingFromExcluded } from "./cars";

/** A dealership of a group, with the sales locations its cars may name. */
export interface GroupDealership {
  id: number;
  slug: string;
  name: string;
  locations: Array<NonNullable<StockPlacement["location"]> & { primary: boolean; sales: boolean }>;
}

export async function groupExists(db: Db, group: string): Promise<boolean> {
  const [row] = await db.select({ slug: groups.slug }).from(groups).where(eq(groups.slug, group)).limit(1);
  return row !== undefined;
}

/** The dealerships the group's sites list (a dealership listed by several sites counts once), by slug. */
export async function groupDealerships(db: Db, group: string): Promise<Map<string, GroupDealership>> {
  const rows = await db.select({ config: sites.config }).from(sites).where(eq(sites.groupSlug, group));
  const found = new Map<string, GroupDealership>();
  for (const row of rows) {
    const dealerships = (row.config as { dealerships?: Array<{ id: number; slug: string; name: string }> }).dealerships ?? [];
    for (const dealership of dealerships) if (!found.has(dealership.slug)) found.set(dealership.slug, { id: dealership.id, slug: dealership.slug, name: dealership.name, locations: [] });
  }
  if (found.size === 0) return found;
  const byId = new Map([...found.values()].map((dealership) => [dealership.id, dealership]));
  const locationRows = await db.select({ data: locations.data }).from(locations).where(inArray(locations.dealershipId, [...byId.keys()]));
  for (const row of locationRows) {
    const parsed = locationSchema.safeParse(row.data);
    if (!parsed.success) continue;
    const location = parsed.data;
    byId.get(location.dealership_id)?.locations.push({
      id: location.id,
      name: location.name,
      slug: location.slug,
      city: location.address.city,
      state: location.address.state,
      primary: location.primary,
      sales: !location.location_type || location.location_type === "sales",
    });
  }
  return found;
}

/** A row of a feed: its line in the file (1-based) and the car it validated to. */
export interface StockRow {
  line: number;
  car: StockCar;
}

export interface StockRejection extends StockFieldIssue {
  line: number;
}

export interface ApplyStockOptions {
  group: string;
  rows: readonly StockRow[];
  /** Mark the group's cars the rows do not list sold (a full feed). */
  full?: boolean;
  /** Validate and count, write nothing. */
  dryRun?: boolean;
  now: Date;
  /** The image store path of a photo URL already fetched, or null (photos are fetched after the rows are written). */
  storedPhoto?: (url: string) => string | null;
}

/** A car whose photos are not all in the image store yet. */
export interface PhotoWork {
  carId: number;
  sources: string[];
}

export interface ApplyStockResult {
  created: number;
  updated: number;
  unchanged: number;
  markedSold: number;
  rejected: StockRejection[];
  /** Created, updated and newly sold cars: their pages need refreshing. */
  changedCarIds: number[];
  /** Per row, in order: what happened to it (the push API answers 201 or 200 from it). */
  outcomes: Array<{ line: number; carId: number | null; outcome: "created" | "updated" | "unchanged" }>;
  photoWork: PhotoWork[];
}

interface ExistingCar {
  id: number;
  slug: string;
  dealershipId: number;
  stockNumber: string;
  feedHash: string | null;
  status: string;
  createdAt: Date;
  soldDateTimestamp: number | null;
}

const WRITE_BATCH = 500;

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The hash a car row keeps of the feed row it was written from. */
export function stockRowHash(car: StockCar): string {
  return createHash("sha256").update(canonical(car)).digest("hex").slice(0, 32);
}

function placementOf(dealership: GroupDealership, car: StockCar): StockPlacement["location"] | "unknown" {
  if (car.location_slug) return dealership.locations.find((location) => location.slug === car.location_slug) ?? "unknown";
  const sales = dealership.locations.filter((location) => location.sales);
  return sales.find((location) => location.primary) ?? sales[0] ?? null;
}

async function existingCars(db: Db, dealershipIds: readonly number[]): Promise<ExistingCar[]> {
  if (dealershipIds.length === 0) return [];
  return db
    .select({
      id: cars.id,
      slug: cars.slug,
      dealershipId: cars.dealershipId,
      stockNumber: cars.stockNumber,
      feedHash: cars.feedHash,
      status: cars.status,
      createdAt: cars.createdAt,
      soldDateTimestamp: cars.soldDateTimestamp,
    })
    .from(cars)
    .where(inArray(cars.dealershipId, [...dealershipIds]));
}

function carRowValues(car: CarInput, feedHash: string | null, photoSources: readonly string[]) {
  const parsed = carSchema.parse(car);
  return {
    id: parsed.id,
    slug: parsed.slug,
    dealershipId: parsed.dealership_id,
    stockNumber: parsed.stocknum,
    feedHash,
    photoSources: [...photoSources],
    status: parsed.status,
    carType: parsed.car_type,
    make: parsed.make,
    model: parsed.model,
    price: parsed.price,
    showOnDealerWebsite: parsed.show_on_dealer_website,
    soldDateTimestamp: parsed.sold_date_timestamp ?? null,
    createdAt: new Date(parsed.created_at),
    data: parsed,
  };
}

/**
 * Applies validated feed rows to a group's cars. A row of a dealership the group
 * does not have, of a location its dealership does not have, or repeating a stock
 * number already seen in the rows is rejected with its line and field; the rest
 * are written. With `full`, the group's unsold cars the rows do not list are
 * marked sold. Nothing is written (and no version bumped) when nothing changed.
 */
export async function applyStockRows(db: Db, options: ApplyStockOptions): Promise<ApplyStockResult> {
  const { group, rows, now } = options;
  const storedPhoto = options.storedPhoto ?? (() => null);
  const dealerships = await groupDealerships(db, group);
  const dealershipIds = [...dealerships.values()].map((dealership) => dealership.id);
  const existing = await existingCars(db, dealershipIds);
  const byKey = new Map(existing.map((car) => [`${car.dealershipId}|${car.stockNumber}`, car]));
  const nowSeconds = Math.floor(now.getTime() / 1000);

  const result: ApplyStockResult = { created: 0, updated: 0, unchanged: 0, markedSold: 0, rejected: [], changedCarIds: [], outcomes: [], photoWork: [] };
  const seen = new Map<string, number>();
  type Pending = { row: StockRow; dealership: GroupDealership; location: StockPlacement["location"]; existing: ExistingCar | undefined; photos: string[]; hash: string };
  const pending: Pending[] = [];
  for (const row of rows) {
    const dealership = dealerships.get(row.car.dealership_slug);
    if (!dealership) {
      result.rejected.push({ line: row.line, field: "dealership_slug", message: `"${row.car.dealership_slug}" is not a dealership of the group ${group}` });
      continue;
    }
    const location = placementOf(dealership, row.car);
    if (location === "unknown") {
      result.rejected.push({ line: row.line, field: "location_slug", message: `"${row.car.location_slug}" is not a location of ${dealership.slug}` });
      continue;
    }
    const key = `${dealership.id}|${row.car.stock_number}`;
    const firstLine = seen.get(key);
    if (firstLine !== undefined) {
      result.rejected.push({ line: row.line, field: "stock_number", message: `${row.car.stock_number} of ${dealership.slug} appears again (first on line ${firstLine})` });
      continue;
    }
    seen.set(key, row.line);
    const photos = row.car.images.map(storedPhoto).filter((path): path is string => path !== null);
    const hash = stockRowHash(row.car);
    const current = byKey.get(key);
    if (current && current.feedHash === hash) {
      result.unchanged++;
      result.outcomes.push({ line: row.line, carId: current.id, outcome: "unchanged" });
      if (photos.length < row.car.images.length) result.photoWork.push({ carId: current.id, sources: row.car.images });
      continue;
    }
    pending.push({ row, dealership, location, existing: current, photos, hash });
  }

  const listed = new Set(seen.keys());
  const toSell = options.full ? existing.filter((car) => car.status !== "sold" && !listed.has(`${car.dealershipId}|${car.stockNumber}`)) : [];

  if (options.dryRun) {
    for (const entry of pending) {
      if (entry.existing) result.updated++;
      else result.created++;
      result.outcomes.push({ line: entry.row.line, carId: entry.existing?.id ?? null, outcome: entry.existing ? "updated" : "created" });
    }
    result.markedSold = toSell.length;
    return result;
  }
  if (pending.length === 0 && toSell.length === 0) return result;

  await db.transaction(async (tx) => {
    const newCount = pending.filter((entry) => !entry.existing).length;
    const ids: number[] = [];
    if (newCount > 0) {
      const allocated = await tx.execute<{ id: string }>(sql`select nextval('cars_id_seq') as id from generate_series(1, ${newCount})`);
      for (const row of allocated.rows) ids.push(Number(row.id));
    }
    const values = pending.map((entry) => {
      const id = entry.existing?.id ?? ids.shift()!;
      const wasSold = entry.existing?.status === "sold" && entry.existing.soldDateTimestamp !== null;
      const car = stockCarToCar(
        entry.row.car,
        {
          id,
          slug: entry.existing?.slug ?? stockCarSlug(entry.row.car, id),
          createdAt: (entry.existing?.createdAt ?? now).toISOString(),
          soldAt: wasSold ? entry.existing!.soldDateTimestamp : nowSeconds,
          photos: entry.photos,
        },
        { dealership: { id: entry.dealership.id, slug: entry.dealership.slug }, location: entry.location },
      );
      if (entry.existing) result.updated++;
      else result.created++;
      result.outcomes.push({ line: entry.row.line, carId: id, outcome: entry.existing ? "updated" : "created" });
      result.changedCarIds.push(id);
      if (entry.photos.length < entry.row.car.images.length) result.photoWork.push({ carId: id, sources: entry.row.car.images });
      return carRowValues(car, entry.hash, entry.row.car.images);
    });
    for (let index = 0; index < values.length; index += WRITE_BATCH) {
      await tx
        .insert(cars)
        .values(values.slice(index, index + WRITE_BATCH))
        .onConflictDoUpdate({
          target: cars.id,
          set: {
            ...carListingFromExcluded,
            feedHash: sql`excluded.feed_hash`,
            photoSources: sql`excluded.photo_sources`,
          },
        });
    }
    const soldIds = toSell.map((car) => car.id);
    for (let index = 0; index < soldIds.length; index += WRITE_BATCH) {
      await markSold(tx as unknown as Db, soldIds.slice(index, index + WRITE_BATCH), nowSeconds);
    }
    result.markedSold = soldIds.length;
    result.changedCarIds.push(...soldIds);
    await bumpDataVersion(tx, "cars");
  });
  return result;
}

/** Marks cars sold now (spec 4: a sold car stays listed for the dealer's recent days, then ages out). */
async function markSold(db: Db, ids: readonly number[], soldAt: number): Promise<void> {
  await db
    .update(cars)
    .set({
      status: "sold",
      soldDateTimestamp: soldAt,
      // The next feed row for the car is written again, whatever it says.
      feedHash: null,
      data: sql`${cars.data} || jsonb_build_object('status', 'sold', 'sold', true, 'sold_date_timestamp', ${soldAt}::bigint)`,
      updatedAt: sql`now()`,
    })
    .where(inArray(cars.id, [...ids]));
}

/** A car of the group found by its dealership and stock number, or null (another group's car is not found either). */
export async function findGroupCar(db: Db, group: string, dealershipSlug: string, stockNumber: string) {
  const dealership = (await groupDealerships(db, group)).get(dealershipSlug);
  if (!dealership) return null;
  const [row] = await db
    .select({ id: cars.id, slug: cars.slug, status: cars.status, photoSources: cars.photoSources, data: cars.data, updatedAt: cars.updatedAt })
    .from(cars)
    .where(and(eq(cars.dealershipId, dealership.id), eq(cars.stockNumber, stockNumber)))
    .limit(1);
  if (!row) return null;
  return { id: row.id, slug: row.slug, status: row.status, dealershipSlug, stockNumber, photoSources: row.photoSources, car: carSchema.parse(row.data), updatedAt: row.updatedAt };
}

/** Marks one car of the group sold (the push API's DELETE); null when the group has no such car. */
export async function markGroupCarSold(db: Db, group: string, dealershipSlug: string, stockNumber: string, now: Date): Promise<{ carId: number; changed: boolean } | null> {
  const found = await findGroupCar(db, group, dealershipSlug, stockNumber);
  if (!found) return null;
  if (found.status === "sold") return { carId: found.id, changed: false };
  await db.transaction(async (tx) => {
    await markSold(tx as unknown as Db, [found.id], Math.floor(now.getTime() / 1000));
    await bumpDataVersion(tx, "cars");
  });
  return { carId: found.id, changed: true };
}

/**
 * Points cars at their photos in the image store once fetched (photos in the
 * feed's order, failed ones left out), in one statement per batch, and bumps the
 * cars version once. The feed hash is of the row alone, so the next equal row
 * stays unchanged.
 */
export async function setCarPhotos(db: Db, updates: ReadonlyArray<{ carId: number; photos: readonly string[] }>): Promise<number> {
  if (updates.length === 0) return 0;
  let written = 0;
  await db.transaction(async (tx) => {
    for (const update of updates) {
      const [row] = await tx.select({ data: cars.data }).from(cars).where(eq(cars.id, update.carId)).limit(1);
      if (!row) continue;
      const car = carSchema.parse(row.data);
      const photos = [...update.photos];
      const next = { ...car, images: photos, thumbnails: photos, primary_image_url: photos[0] ?? null, photos_count: photos.length };
      await tx.update(cars).set({ data: next, updatedAt: sql`now()` }).where(eq(cars.id, update.carId));
      written++;
    }
    if (written > 0) await bumpDataVersion(tx, "cars");
  });
  return written;
}
