// The instant valuation's reads and writes (issue 18): the seeded vehicle registry,
// comparables from the platform's listed used stock and its sold history, the
// valuations themselves, a shopper's saved valuations and pre-approvals. Every
// valuation and pre-approval is scoped by the site the host resolved.
import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { type AdjustmentAnswer, type Comparable, isUuid, type RegisteredVehicle, type SiteConfig, type ValuationOffer, type ValuationVehicle } from "@forecourt/domain";
import type { Db } from "../client";
import { cars, leads, preApprovals, soldVehicles, valuations, vehicleRegistry } from "../schema";
import { type RegistryRow, registryStateKey, type SoldRow } from "../seed/registry";

type SiteRef = Pick<SiteConfig, "id">;



/** A plate (already normalised) in a state of the site's region, or null. */
export async function findRegisteredVehicle(db: Db, lookup: { rego: string; state: string; region: string }): Promise<RegisteredVehicle | null> {
  const [row] = await db
    .select()
    .from(vehicleRegistry)
    .where(and(eq(vehicleRegistry.state, registryStateKey(lookup.region, lookup.state)), eq(vehicleRegistry.plate, lookup.rego)));
  if (!row) return null;
  return {
    rego: row.plate,
    state: lookup.state,
    make: row.make,
    model: row.model,
    year: row.year,
    variant: row.variant,
    body: row.body,
    fuel: row.fuel,
    transmission: row.transmission,
    vin_last_digits: row.vinLastDigits,
  };
}

export async function insertRegistryRows(db: Db, rows: readonly RegistryRow[]): Promise<void> {
  for (let index = 0; index < rows.length; index += 1000) await db.insert(vehicleRegistry).values(rows.slice(index, index + 1000)).onConflictDoNothing();
}

export async function insertSoldVehicles(db: Db, rows: readonly SoldRow[]): Promise<void> {
  for (let index = 0; index < rows.length; index += 1000) await db.insert(soldVehicles).values(rows.slice(index, index + 1000)).onConflictDoNothing();
}

export interface ComparableQuery {
  make: string;
  model: string;
  year: number;
  /** States the comparables are counted in (car data's `state`, the sold row's state). */
  states: readonly string[];
  now: Date;
  /** Sold within this many days (spec: 'in the last 90 days'). */
  soldWithinDays: number;
  yearWindow: number;
}

/**
 * Comparables across the platform: used and demo cars listed now (in stock or
 * coming soon, priced over $1,000) and cars sold within the window, of the same
 * make and model (any case), built within a year either way, in the given states.
 */
export async function listValuationComparables(db: Db, query: ComparableQuery): Promise<Comparable[]> {
  const year = sql<number>`((${cars.data}->>'year')::int)`;
  const listed = await db
    .select({ price: cars.price, year, km: sql<number>`coalesce(nullif(${cars.data}->>'km', '')::int, 0)` })
    .from(cars)
    .where(
      and(
        sql`lower(${cars.make}) = lower(${query.make})`,
        sql`lower(${cars.model}) = lower(${query.model})`,
        inArray(cars.status, ["in_stock", "coming_soon"]),
        inArray(cars.carType, ["used", "demo"]),
        eq(cars.showOnDealerWebsite, true),
        sql`${cars.price} > 1000`,
        sql`${cars.data}->>'year' ~ '^[0-9]{4}$'`,
        sql`${year} between ${query.year - query.yearWindow} and ${query.year + query.yearWindow}`,
        inArray(sql`${cars.data}->>'state'`, [...query.states]),
      ),
    );
  const since = new Date(query.now.getTime() - query.soldWithinDays * 86_400_000);
  const sold = await db
    .select({ price: soldVehicles.price, year: soldVehicles.year, km: soldVehicles.km })
    .from(soldVehicles)
    .where(
      and(
        sql`lower(${soldVehicles.make}) = lower(${query.make})`,
        sql`lower(${soldVehicles.model}) = lower(${query.model})`,
        gte(soldVehicles.soldAt, since),
        sql`${soldVehicles.year} between ${query.year - query.yearWindow} and ${query.year + query.yearWindow}`,
        inArray(soldVehicles.state, [...query.states]),
      ),
    );
  return [
    ...listed.map((row) => ({ price: Number(row.price), year: Number(row.year), km: Number(row.km), source: "listed" as const })),
    ...sold.map((row) => ({ price: row.price, year: row.year, km: row.km, source: "sold" as const })),
  ];
}

export type { ValuationVehicle };

export interface StoredValuation {
  id: string;
  rego: string | null;
  state: string | null;
  vehicle: ValuationVehicle;
  odometer: number;
  answers: AdjustmentAnswer[];
  offer: ValuationOffer | null;
  reason: string;
  savedAt: Date | null;
  createdAt: Date;
}

export interface NewValuation {
  rego: string | null;
  state: string | null;
  vehicle: ValuationVehicle;
  odometer: number;
  answers: readonly AdjustmentAnswer[];
  offer: ValuationOffer | null;
  reason: string;
  createdAt: Date;
}

function toStoredValuation(row: typeof valuations.$inferSelect): StoredValuation {
  return {
    id: row.id,
    rego: row.rego,
    state: row.state,
    vehicle: row.vehicle as ValuationVehicle,
    odometer: row.odometer,
    answers: row.answers as AdjustmentAnswer[],
    offer: (row.offer as ValuationOffer | null) ?? null,
    reason: row.reason,
    savedAt: row.savedAt,
    createdAt: row.createdAt,
  };
}

export async function createValuation(db: Db, site: SiteRef, valuation: NewValuation): Promise<string> {
  const id = randomUUID();
  await db.insert(valuations).values({ id, siteId: site.id, ...valuation, answers: [...valuation.answers] });
  return id;
}

/** A valuation of this site; another site's is never found. */
export async function findValuation(db: Db, site: SiteRef, id: string): Promise<StoredValuation | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(valuations)
    .where(and(eq(valuations.siteId, site.id), eq(valuations.id, id)));
  return row ? toStoredValuation(row) : null;
}

/**
 * Saves a valuation of this site to a shopper (POST /api/miscellaneous, spec 7).
 * A valuation another shopper saved stays theirs; returns whether it is now this shopper's.
 */
export async function saveValuationForShopper(db: Db, site: SiteRef, id: string, shopperId: string, now: Date): Promise<boolean> {
  if (!isUuid(id)) return false;
  const saved = await db
    .update(valuations)
    .set({ shopperId, savedAt: now })
    .where(and(eq(valuations.siteId, site.id), eq(valuations.id, id), sql`(${valuations.shopperId} is null or ${valuations.shopperId} = ${shopperId})`))
    .returning({ id: valuations.id });
  return saved.length > 0;
}

/** A shopper's saved valuations on this site, newest first (the account page). */
export async function listShopperValuations(db: Db, site: SiteRef, shopperId: string, limit = 20): Promise<StoredValuation[]> {
  const rows = await db
    .select()
    .from(valuations)
    .where(and(eq(valuations.siteId, site.id), eq(valuations.shopperId, shopperId), isNotNull(valuations.savedAt)))
    .orderBy(desc(valuations.savedAt))
    .limit(limit);
  return rows.map(toStoredValuation);
}

export interface StoredPreApproval {
  id: string;
  borrowingPower: number;
  deposit: number;
  data: Record<string, unknown>;
  leadId: string | null;
  createdAt: Date;
}

export async function createPreApproval(db: Db, site: SiteRef, input: { shopperId: string; borrowingPower: number; deposit: number; data: Record<string, unknown>; leadId: string | null; createdAt: Date }): Promise<string> {
  const id = randomUUID();
  await db.insert(preApprovals).values({ id, siteId: site.id, ...input });
  return id;
}

type PreApprovalRow = typeof preApprovals.$inferSelect;
const toStoredPreApproval = (row: PreApprovalRow): StoredPreApproval => ({ id: row.id, borrowingPower: row.borrowingPower, deposit: row.deposit, data: row.data as Record<string, unknown>, leadId: row.leadId, createdAt: row.createdAt });

/** A signed-in shopper's pre-approvals on this site, newest first (the account page). */
export async function listShopperPreApprovals(db: Db, site: SiteRef, shopperId: string, limit = 10): Promise<StoredPreApproval[]> {
  const rows = await db
    .select()
    .from(preApprovals)
    .where(and(eq(preApprovals.siteId, site.id), eq(preApprovals.shopperId, shopperId)))
    .orderBy(desc(preApprovals.createdAt))
    .limit(Math.min(Math.max(1, limit), 50));
  return rows.map(toStoredPreApproval);
}

export type KeepPreApprovalOutcome = { kind: "kept"; id: string } | { kind: "already-kept"; id: string } | { kind: "other-shopper" };

/**
 * Keeps a pre-approval made signed out for the shopper who then signed in (issue 18):
 * its row, once per lead (pre_approvals_lead_key), and the lead linked to the shopper
 * when it has no shopper yet, so it shows among their enquiries. A lead already kept
 * for this shopper is 'already-kept'; one kept for another shopper is never moved.
 */
export async function keepPreApprovalForShopper(
  db: Db,
  site: SiteRef,
  input: { shopperId: string; leadId: string; borrowingPower: number; deposit: number; data: Record<string, unknown>; createdAt: Date },
): Promise<KeepPreApprovalOutcome> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(preApprovals)
      .values({ id: randomUUID(), siteId: site.id, ...input })
      .onConflictDoNothing({ target: [preApprovals.siteId, preApprovals.leadId] })
      .returning({ id: preApprovals.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: preApprovals.id, shopperId: preApprovals.shopperId })
        .from(preApprovals)
        .where(and(eq(preApprovals.siteId, site.id), eq(preApprovals.leadId, input.leadId)));
      return existing && existing.shopperId === input.shopperId ? { kind: "already-kept", id: existing.id } : { kind: "other-shopper" };
    }
    await tx
      .update(leads)
      .set({ shopperId: input.shopperId })
      .where(and(eq(leads.siteId, site.id), eq(leads.id, input.leadId), isNull(leads.shopperId)));
    return { kind: "kept", id: inserted.id };
  });
}

/** The shopper's latest pre-approval on this site: the 'Pre-Approved' state (spec 9). */
export async function findLatestPreApproval(db: Db, site: SiteRef, shopperId: string): Promise<StoredPreApproval | null> {
  const [row] = await db
    .select()
    .from(preApprovals)
    .where(and(eq(preApprovals.siteId, site.id), eq(preApprovals.shopperId, shopperId)))
    .orderBy(desc(preApprovals.createdAt))
    .limit(1);
  return row ? toStoredPreApproval(row) : null;
}
