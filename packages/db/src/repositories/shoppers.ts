// Shopper accounts beyond sign-in (issue 16): the watchlist (spec 3 'Watchlist
// entry', spec 4 'Watchlist'), the enquiries a shopper sent while signed in, and
// deleting an account. better-auth reads and writes the account tables itself,
// through auth/site-adapter.ts; these are Forecourt's own reads and writes. Every
// one is scoped by the site the host resolved and by the signed-in shopper.
import { and, desc, eq, inArray } from "drizzle-orm";
import { type Car, carHeading, carSchema, listedPrice, type SiteConfig } from "@forecourt/domain";
import type { Db } from "../client";
import { cars, leads, preApprovals, shoppers, shopperVerifications, valuations, watchlistEntries } from "../schema";
import { listedCarsWhere } from "./cars";

type SiteRef = Pick<SiteConfig, "id">;
type SiteScope = Pick<SiteConfig, "id" | "dealerships" | "search">;

export interface Shopper {
  id: string;
  siteId: number;
  phoneNumber: string | null;
  createdAt: Date;
}

/** A shopper of this site; another site's shopper is never found. */
export async function findShopper(db: Db, site: SiteRef, shopperId: string): Promise<Shopper | null> {
  const [row] = await db
    .select({ id: shoppers.id, siteId: shoppers.siteId, phoneNumber: shoppers.phoneNumber, createdAt: shoppers.createdAt })
    .from(shoppers)
    .where(and(eq(shoppers.siteId, site.id), eq(shoppers.id, shopperId)));
  return row ?? null;
}

/** The price and status a car is saved with, so the watchlist can say what changed. */
export interface WatchlistCarState {
  id: number;
  price: number | null;
  status: string;
  title: string;
}

/**
 * Adds a car to a shopper's watchlist. Saving a car twice keeps the first save
 * (its price and date are what changes are measured from). Returns false when the
 * shopper is not this site's.
 */
export async function saveWatchlistCar(db: Db, site: SiteRef, shopperId: string, car: WatchlistCarState, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: shoppers.id })
      .from(shoppers)
      .where(and(eq(shoppers.siteId, site.id), eq(shoppers.id, shopperId)));
    if (!owner) return false;
    await tx
      .insert(watchlistEntries)
      .values({ siteId: site.id, userId: shopperId, carId: car.id, savedPrice: car.price, savedStatus: car.status, savedTitle: car.title, savedAt: now })
      .onConflictDoNothing({ target: [watchlistEntries.userId, watchlistEntries.carId] });
    return true;
  });
}

/** Removes a car from a shopper's watchlist; removing a car that is not there is not an error. */
export async function removeWatchlistCar(db: Db, site: SiteRef, shopperId: string, carId: number): Promise<void> {
  await db.delete(watchlistEntries).where(and(eq(watchlistEntries.siteId, site.id), eq(watchlistEntries.userId, shopperId), eq(watchlistEntries.carId, carId)));
}

/** The ids on a shopper's watchlist, newest first (the heart on cards and car pages). */
export async function watchlistCarIds(db: Db, site: SiteRef, shopperId: string): Promise<number[]> {
  const rows = await db
    .select({ carId: watchlistEntries.carId })
    .from(watchlistEntries)
    .where(and(eq(watchlistEntries.siteId, site.id), eq(watchlistEntries.userId, shopperId)))
    .orderBy(desc(watchlistEntries.savedAt), desc(watchlistEntries.id));
  return rows.map((row) => row.carId);
}

export interface WatchlistEntry {
  carId: number;
  savedAt: Date;
  savedPrice: number | null;
  savedStatus: string | null;
  savedTitle: string | null;
  /** The car as this site lists it now; null when the site no longer lists it (spec 4's listing rule). */
  car: Car | null;
}

/** A shopper's watchlist, newest first, each entry with the car as listed now. */
export async function listWatchlist(db: Db, site: SiteScope, shopperId: string, now: Date): Promise<WatchlistEntry[]> {
  const entries = await db
    .select({ carId: watchlistEntries.carId, savedAt: watchlistEntries.savedAt, savedPrice: watchlistEntries.savedPrice, savedStatus: watchlistEntries.savedStatus, savedTitle: watchlistEntries.savedTitle })
    .from(watchlistEntries)
    .where(and(eq(watchlistEntries.siteId, site.id), eq(watchlistEntries.userId, shopperId)))
    .orderBy(desc(watchlistEntries.savedAt), desc(watchlistEntries.id));
  if (entries.length === 0) return [];
  const rows = await db
    .select({ id: cars.id, data: cars.data })
    .from(cars)
    .where(
      and(
        listedCarsWhere(site, now),
        inArray(
          cars.id,
          entries.map((entry) => entry.carId),
        ),
      ),
    );
  const listed = new Map(rows.map((row) => [row.id, carSchema.parse(row.data)]));
  return entries.map((entry) => ({ ...entry, car: listed.get(entry.carId) ?? null }));
}

/** A car this site lists (spec 4's rule), with what the watchlist saves of it; null for another site's car or one no longer listed. */
export async function findWatchableCar(db: Db, site: SiteScope, carId: number, now: Date): Promise<WatchlistCarState | null> {
  if (!Number.isSafeInteger(carId) || carId <= 0) return null;
  const [row] = await db
    .select({ id: cars.id, status: cars.status, data: cars.data })
    .from(cars)
    .where(and(listedCarsWhere(site, now), eq(cars.id, carId)));
  if (!row) return null;
  const car = carSchema.parse(row.data);
  return { id: row.id, status: row.status, price: listedPrice(car), title: carHeading(car).title };
}

export interface ShopperLead {
  id: string;
  form: string;
  category: string;
  carId: number | null;
  carMake: string | null;
  carModel: string | null;
  dealershipSlug: string | null;
  createdAt: Date;
}

/** The enquiries a shopper sent on this site while signed in, newest first. */
export async function listShopperLeads(db: Db, site: SiteRef, shopperId: string, limit = 50): Promise<ShopperLead[]> {
  return db
    .select({ id: leads.id, form: leads.form, category: leads.category, carId: leads.carId, carMake: leads.carMake, carModel: leads.carModel, dealershipSlug: leads.dealershipSlug, createdAt: leads.createdAt })
    .from(leads)
    .where(and(eq(leads.siteId, site.id), eq(leads.shopperId, shopperId), eq(leads.spam, false)))
    .orderBy(desc(leads.createdAt))
    .limit(Math.min(Math.max(1, limit), 200));
}

/**
 * Deletes a shopper of this site (issue 16 'Account'): the account, its sessions
 * and its watchlist (cascading from the shopper row), and any code still waiting
 * for the phone. Their leads stay with the dealer, as the privacy page says, with
 * the link to the account cleared. Returns false when there was no such shopper.
 */
export async function deleteShopper(db: Db, site: SiteRef, shopperId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [shopper] = await tx
      .select({ id: shoppers.id, phoneNumber: shoppers.phoneNumber })
      .from(shoppers)
      .where(and(eq(shoppers.siteId, site.id), eq(shoppers.id, shopperId)))
      .for("update");
    if (!shopper) return false;
    await tx.update(leads).set({ shopperId: null }).where(and(eq(leads.siteId, site.id), eq(leads.shopperId, shopperId)));
    // Issue 18: saved valuations and pre-approvals are the shopper's own: they go with the account.
    await tx.delete(valuations).where(and(eq(valuations.siteId, site.id), eq(valuations.shopperId, shopperId)));
    await tx.delete(preApprovals).where(and(eq(preApprovals.siteId, site.id), eq(preApprovals.shopperId, shopperId)));
    if (shopper.phoneNumber) {
      await tx.delete(shopperVerifications).where(and(eq(shopperVerifications.siteId, site.id), inArray(shopperVerifications.identifier, [`phone-number-otp-${shopper.phoneNumber}`, `phone-number-reset-${shopper.phoneNumber}`])));
    }
    await tx.delete(shoppers).where(and(eq(shoppers.siteId, site.id), eq(shoppers.id, shopperId)));
    return true;
  });
}
