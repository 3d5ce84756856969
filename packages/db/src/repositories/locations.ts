// Locations of a site's dealerships (spec 3 'Location'), hidden ones dropped (spec 6).
import { asc, inArray } from "drizzle-orm";
import { type Location, locationSchema, type SiteConfig } from "@forecourt/domain";
import type { Db } from "../client";
import { locations } from "../schema";

export async function listLocationsForSite(db: Db, site: Pick<SiteConfig, "dealerships" | "hiddenLocationIds">): Promise<Location[]> {
  const dealershipIds = site.dealerships.map((dealership) => dealership.id);
  const rows = await db.select({ data: locations.data }).from(locations).where(inArray(locations.dealershipId, dealershipIds)).orderBy(asc(locations.id));
  const hidden = new Set(site.hiddenLocationIds);
  return rows.map((row) => locationSchema.parse(row.data)).filter((location) => !hidden.has(location.id));
}
