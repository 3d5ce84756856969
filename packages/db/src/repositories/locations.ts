// Locations of a site's dealerships (spec 3 'Location'), hidden ones dropped (spec 6).
import { and, asc, eq, inArray } from "drizzle-orm";
import { type Location, locationSchema, type SiteConfig } from "@forecourt/domain";
import type { Db } from "../client";
import { locations } from "../schema";

type SiteRef = Pick<SiteConfig, "dealerships" | "hiddenLocationIds">;

export async function listLocationsForSite(db: Db, site: SiteRef): Promise<Location[]> {
  const dealershipIds = site.dealerships.map((dealership) => dealership.id);
  const rows = await db.select({ data: locations.data }).from(locations).where(inArray(locations.dealershipId, dealershipIds)).orderBy(asc(locations.id));
  const hidden = new Set(site.hiddenLocationIds);
  return rows.map((row) => locationSchema.parse(row.data)).filter((location) => !hidden.has(location.id));
}

/**
 * One location of the site's dealerships by slug, for its pages (spec 2.1
 * /locations/{slug}, /teams/{slug}, /contact-us/{slug}). A location of another
 * site, one the site hides (hiddenLocationIds) or one with visible false
 * (spec 2.6) is null: its pages are a 404.
 */
export async function findLocationForSite(db: Db, site: SiteRef, slug: string): Promise<Location | null> {
  const dealershipIds = site.dealerships.map((dealership) => dealership.id);
  const [row] = await db
    .select({ data: locations.data })
    .from(locations)
    .where(and(eq(locations.slug, slug), inArray(locations.dealershipId, dealershipIds)))
    .limit(1);
  if (!row) return null;
  const location = locationSchema.parse(row.data);
  return location.visible && !site.hiddenLocationIds.includes(location.id) ? location : null;
}
