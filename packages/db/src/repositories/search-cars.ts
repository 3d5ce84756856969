// Cars for the search index (issue 4 item 4). The index holds every car of every
// dealership: the listing rule (spec 4) and the site's scope are a filter applied
// at query time (spec 7 'Search base filters'), so a sold car ages out of results
// without a rebuild, and one index serves every site of the process.
import { and, asc, gt, inArray, type SQL, sql } from "drizzle-orm";
import { type Car, carSchema, dealershipSchema } from "@forecourt/domain";
import type { Db } from "../client";
import { bumpDataVersion } from "./data-versions";
import { cars, sites } from "../schema";

/** Rows read per query, so a large inventory is never one huge result set. */
const pageSize = 5_000;

export interface CarsForIndexOptions {
  /** Only these dealerships' cars (a site's Algolia index); every car when omitted. */
  dealershipIds?: readonly number[];
}

/**
 * Every car (or every car of the given dealerships), whatever its status or
 * listing, parsed through carSchema and ordered by id.
 */
export async function listCarsForIndex(db: Db, options: CarsForIndexOptions = {}): Promise<Car[]> {
  const { dealershipIds } = options;
  if (dealershipIds && dealershipIds.length === 0) return [];
  const out: Car[] = [];
  let after: number | null = null;
  for (;;) {
    const conditions: Array<SQL | undefined> = [dealershipIds ? inArray(cars.dealershipId, [...dealershipIds]) : undefined, after === null ? undefined : gt(cars.id, after)];
    const rows: Array<{ id: number; data: unknown }> = await db
      .select({ id: cars.id, data: cars.data })
      .from(cars)
      .where(and(...conditions))
      .orderBy(asc(cars.id))
      .limit(pageSize);
    for (const row of rows) out.push(carSchema.parse(row.data));
    if (rows.length < pageSize) return out;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * The display name of every dealership named in a stored site config (the
 * `dealership_name` facet, spec 3 'Search facets'). Where two sites name one
 * dealership differently, the site with the lower id wins.
 */
export async function dealershipNames(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ dealerships: sql<unknown>`${sites.config}->'dealerships'` }).from(sites).orderBy(asc(sites.id));
  const names = new Map<number, string>();
  const list = dealershipSchema.pick({ id: true, name: true }).array();
  for (const row of rows) {
    // Configs are validated on write; a row that no longer parses names nobody rather than failing the index.
    const parsed = list.safeParse(row.dealerships);
    if (!parsed.success) continue;
    for (const dealership of parsed.data) if (!names.has(dealership.id)) names.set(dealership.id, dealership.name);
  }
  return names;
}

/**
 * Bumps the `cars` data version without writing a car, so every process that
 * caches cars (the embedded search index) rebuilds: `pnpm search:reindex` for
 * sites on the embedded engine. Returns the new version.
 */
export function bumpCarsVersion(db: Db): Promise<number> {
  return bumpDataVersion(db, "cars");
}
