// Cars of a site's dealerships. The listing rule (spec 4: in stock, coming soon,
// or sold within soldDays, and show_on_dealer_website) comes from
// @forecourt/domain's listingCutoff, so the SQL and isCarListed never disagree.
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { type Car, type CarInput, carSchema, listingCutoff, type SimilarCarsCriteria, type SiteConfig } from "@forecourt/domain";
import type { Db } from "../client";
import { bumpDataVersion } from "./data-versions";
import { cars, dataVersions, siteDealerships, sites } from "../schema";

type SiteScope = Pick<SiteConfig, "dealerships" | "search">;

function dealershipIds(site: SiteScope): number[] {
  return site.dealerships.map((dealership) => dealership.id);
}

/** SQL for spec 4's listing rule, scoped to the site's dealerships. */
export function listedCarsWhere(site: SiteScope, now: Date): SQL {
  const cutoff = listingCutoff({ now, soldDays: site.search.soldDays });
  return and(
    inArray(cars.dealershipId, dealershipIds(site)),
    eq(cars.showOnDealerWebsite, true),
    or(inArray(cars.status, ["in_stock", "coming_soon"]), and(eq(cars.status, "sold"), gte(cars.soldDateTimestamp, cutoff))),
  )!;
}

/** Listed cars by car type, for the Our Stock menu and the home page (spec 2.2). */
export async function stockCountsByType(db: Db, site: SiteScope, now: Date): Promise<Record<"new" | "used" | "demo", number>> {
  const rows = await db.select({ carType: cars.carType, total: count() }).from(cars).where(listedCarsWhere(site, now)).groupBy(cars.carType);
  const counts = { new: 0, used: 0, demo: 0 };
  for (const row of rows) if (row.carType in counts) counts[row.carType as keyof typeof counts] = Number(row.total);
  return counts;
}

export interface ModelCount {
  make: string;
  model: string;
  total: number;
}

/** The models a site stocks new, most stocked first, for the Vehicles dropdown (spec 2.2). */
export async function newModelCounts(db: Db, site: SiteScope, now: Date, limit = 12): Promise<ModelCount[]> {
  const rows = await db
    .select({ make: cars.make, model: cars.model, total: count() })
    .from(cars)
    .where(and(listedCarsWhere(site, now), inArray(cars.carType, ["new", "demo"])))
    .groupBy(cars.make, cars.model)
    .orderBy(desc(count()), asc(cars.make), asc(cars.model))
    .limit(limit);
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}

/** Newest listed cars first, for the home page. */
export async function latestListedCars(db: Db, site: SiteScope, now: Date, limit = 8): Promise<Car[]> {
  const rows = await db
    .select({ data: cars.data })
    .from(cars)
    .where(and(listedCarsWhere(site, now), inArray(cars.status, ["in_stock", "coming_soon"])))
    .orderBy(desc(cars.createdAt), asc(cars.id))
    .limit(limit);
  return rows.map((row) => carSchema.parse(row.data));
}

/** One listed car of this site by slug; a car of another site is never found. */
export async function findListedCar(db: Db, site: SiteScope, slug: string, now: Date): Promise<Car | null> {
  const [row] = await db
    .select({ data: cars.data })
    .from(cars)
    .where(and(listedCarsWhere(site, now), eq(cars.slug, slug)))
    .limit(1);
  return row ? carSchema.parse(row.data) : null;
}

/**
 * One listed car of this site by id, for forms opened from a car (the finance and
 * trade-in links carry `car_id`, spec 2.1). An id of another site's car is never found.
 */
export async function findListedCarById(db: Db, site: SiteScope, id: number, now: Date): Promise<Car | null> {
  return (await listedCarsByIds(db, site, [id], now))[0] ?? null;
}

/**
 * The listed cars of this site among `ids`, in the order of `ids` (the compare
 * page's query). Ids of another site's cars, or of cars no longer listed, are
 * left out: ids from a URL are never trusted.
 */
export async function listedCarsByIds(db: Db, site: SiteScope, ids: readonly number[], now: Date): Promise<Car[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ data: cars.data })
    .from(cars)
    .where(and(listedCarsWhere(site, now), inArray(cars.id, wanted)));
  const byId = new Map(rows.map((row) => {
    const car = carSchema.parse(row.data);
    return [car.id, car] as const;
  }));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** Every listed car of the site (spec 4), oldest id first; for sitemaps and end-to-end tests. */
export async function listListedCars(db: Db, site: SiteScope, now: Date): Promise<Car[]> {
  const rows = await db.select({ data: cars.data }).from(cars).where(listedCarsWhere(site, now)).orderBy(asc(cars.id));
  return rows.map((row) => carSchema.parse(row.data));
}

/** The listed cars' addresses and when each last changed, for the sitemap: slugs only, no documents read. */
export async function listListedCarSlugs(db: Db, site: SiteScope, now: Date): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db.select({ slug: cars.slug, updatedAt: cars.updatedAt }).from(cars).where(listedCarsWhere(site, now)).orderBy(asc(cars.id));
}

/**
 * A car of this site by slug whether listed or not (sold long ago, hidden), so
 * a 404 for it can still offer cars like it. Never a car of another site.
 */
export async function findSiteCarBySlug(db: Db, site: SiteScope, slug: string): Promise<Car | null> {
  const [row] = await db
    .select({ data: cars.data })
    .from(cars)
    .where(and(inArray(cars.dealershipId, dealershipIds(site)), eq(cars.slug, slug)))
    .limit(1);
  return row ? carSchema.parse(row.data) : null;
}

/** A listed car of this site by the history-report path in its `file` field (the demo's /history-reports/{stocknum}). */
export async function findListedCarByFile(db: Db, site: SiteScope, file: string, now: Date): Promise<Car | null> {
  const [row] = await db
    .select({ data: cars.data })
    .from(cars)
    .where(and(listedCarsWhere(site, now), sql`${cars.data}->>'file' = ${file}`))
    .limit(1);
  return row ? carSchema.parse(row.data) : null;
}

/**
 * Available cars like the given one (issue 7: same make or body, within the
 * price band of domain's similarCarsCriteria), same make and body first, then
 * nearest in price. Sold cars are never suggested.
 */
export async function similarListedCars(db: Db, site: SiteScope, criteria: SimilarCarsCriteria, now: Date, limit = 8): Promise<Car[]> {
  const body = sql`${cars.data}->>'simple_body'`;
  const likeness = [criteria.make ? eq(cars.make, criteria.make) : undefined, criteria.body ? sql`${body} = ${criteria.body}` : undefined].filter((clause) => clause !== undefined);
  const conditions: Array<SQL | undefined> = [listedCarsWhere(site, now), inArray(cars.status, ["in_stock", "coming_soon"])];
  if (criteria.excludeId !== null) conditions.push(ne(cars.id, criteria.excludeId));
  if (likeness.length > 0) conditions.push(or(...likeness));
  if (criteria.minPrice !== null && criteria.maxPrice !== null) conditions.push(and(gte(cars.price, criteria.minPrice), lte(cars.price, criteria.maxPrice)));
  const middle = criteria.minPrice !== null && criteria.maxPrice !== null ? (criteria.minPrice + criteria.maxPrice) / 2 : null;
  // A constant in ORDER BY would be read as a column position, so absent criteria add no term.
  const order: SQL[] = [];
  if (criteria.make) order.push(desc(sql`(${cars.make} = ${criteria.make})`));
  if (criteria.body) order.push(desc(sql`(${body} = ${criteria.body})`));
  if (middle !== null) order.push(asc(sql`abs(coalesce(${cars.price}, 0) - ${middle})`));
  const rows = await db
    .select({ data: cars.data })
    .from(cars)
    .where(and(...conditions))
    .orderBy(...order, desc(cars.createdAt), asc(cars.id))
    .limit(limit);
  return rows.map((row) => carSchema.parse(row.data));
}

function carRow(input: CarInput) {
  const car = carSchema.parse(input);
  return {
    id: car.id,
    slug: car.slug,
    dealershipId: car.dealership_id,
    stockNumber: car.stocknum,
    status: car.status,
    carType: car.car_type,
    make: car.make,
    model: car.model,
    price: car.price,
    showOnDealerWebsite: car.show_on_dealer_website,
    soldDateTimestamp: car.sold_date_timestamp ?? null,
    createdAt: new Date(car.created_at),
    data: car,
  };
}

/**
 * The columns an upsert of a car takes from the incoming row (`excluded`): what a
 * listing shows and filters on, its data, and the time of the change. The demo seed's
 * upsert adds the car's identity; a stock feed's (stock.ts) keeps the slug and adds
 * the feed's hash and photo sources.
 */
export const carListingFromExcluded = {
  status: sql`excluded.status`,
  carType: sql`excluded.car_type`,
  make: sql`excluded.make`,
  model: sql`excluded.model`,
  price: sql`excluded.price`,
  showOnDealerWebsite: sql`excluded.show_on_dealer_website`,
  soldDateTimestamp: sql`excluded.sold_date_timestamp`,
  data: sql`excluded.data`,
  updatedAt: sql`now()`,
};

/**
 * Validates and writes cars (insert or replace by id) in one transaction, and
 * bumps the `cars` data version so every process rebuilds what it caches.
 */
export async function upsertCars(db: Db, inputs: readonly CarInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const rows = inputs.map(carRow);
  await db.transaction(async (tx) => {
    for (let index = 0; index < rows.length; index += 500) {
      await tx
        .insert(cars)
        .values(rows.slice(index, index + 500))
        .onConflictDoUpdate({
          target: cars.id,
          set: {
            ...carListingFromExcluded,
            slug: sql`excluded.slug`,
            dealershipId: sql`excluded.dealership_id`,
            stockNumber: sql`excluded.stock_number`,
            createdAt: sql`excluded.created_at`,
          },
        });
    }
    await bumpDataVersion(tx, "cars");
  });
  return rows.length;
}

/** One car's page on one site: the site's slug and the car's page slug (/cars/{slug}). */
export interface CarPage {
  carId: number;
  site: string;
  slug: string;
}

/**
 * Every site page showing these cars, listed or not: a car appears on every site
 * whose dealerships include its dealership, so a change to it (sold, reserved,
 * repriced) must refresh its page on each. Ids of no stored car are left out.
 * Ordered by car id, then site slug.
 */
export async function carPagesByIds(db: Db, ids: readonly number[]): Promise<CarPage[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (wanted.length === 0) return [];
  return db
    .select({ carId: cars.id, site: sites.slug, slug: cars.slug })
    .from(cars)
    .innerJoin(siteDealerships, eq(siteDealerships.dealershipId, cars.dealershipId))
    .innerJoin(sites, eq(sites.id, siteDealerships.siteId))
    .where(inArray(cars.id, wanted))
    .orderBy(asc(cars.id), asc(sites.slug));
}

/** The version of the car data set; a process caching cars rebuilds when it grows. */
export async function carsVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, "cars"));
  return row?.version ?? 0;
}
