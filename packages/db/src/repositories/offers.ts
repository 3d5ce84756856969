// Manufacturer offers a site shows (spec 2.8, 3 'Offer', 5 'Offer visibility'):
// offers for the makes its dealerships sell, or offers published to the site by
// name, minus those that exclude the site or are outside their dates.
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { isOfferVisible, type Offer, offerSchema, type SiteConfig } from "@forecourt/domain";
import type { Db } from "../client";
import { offers } from "../schema";

type SiteRef = Pick<SiteConfig, "id" | "slug" | "dealerships">;

/** The makes a site's offers come from: its dealerships' franchises. */
function franchiseMakes(site: SiteRef): string[] {
  return [...new Set(site.dealerships.flatMap((dealership) => (dealership.manufacturer?.trim() ? [dealership.manufacturer.trim().toLowerCase()] : [])))];
}

/** spec 5: where an offer may be shown to a site: its franchise makes, or published to it by name. */
function offeredToSite(site: SiteRef): SQL {
  const makes = franchiseMakes(site);
  const publishedToSite = sql`${site.slug} = any(${offers.siteSlugs})`;
  const forItsMakes = makes.length > 0 ? and(isNull(offers.siteSlugs), inArray(sql`lower(${offers.manufacturer})`, makes)) : undefined;
  return forItsMakes ? or(forItsMakes, publishedToSite)! : publishedToSite;
}

/** spec 5: the offers the site shows at `now`, oldest first (the order they were published in). */
export async function currentOffersForSite(db: Db, site: SiteRef, now: Date): Promise<Offer[]> {
  const rows = await db.select({ data: offers.data }).from(offers).where(offeredToSite(site)).orderBy(asc(offers.id));
  return rows.map((row) => offerSchema.parse(row.data)).filter((offer) => isOfferVisible(offer, site.id, { now }));
}

/**
 * One offer by id (spec 2.1 offer detail), only when the site shows it at `now`
 * by the same rules as its list: another site's, an excluded or an expired offer
 * is not found.
 */
export async function findCurrentOfferForSite(db: Db, site: SiteRef, id: number, now: Date): Promise<Offer | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await db
    .select({ data: offers.data })
    .from(offers)
    .where(and(eq(offers.id, id), offeredToSite(site)))
    .limit(1);
  const offer = row ? offerSchema.parse(row.data) : null;
  return offer && isOfferVisible(offer, site.id, { now }) ? offer : null;
}

/**
 * Validates and stores an offer (insert, or update by id). `siteSlugs` narrows it
 * to named sites; null publishes it to every site selling its make.
 */
export async function saveOffer(db: Db, raw: unknown, { siteSlugs = null }: { siteSlugs?: string[] | null } = {}): Promise<Offer> {
  const offer = offerSchema.parse(raw);
  const manufacturer = typeof offer.manufacturer === "string" ? offer.manufacturer : offer.manufacturer.name;
  await db
    .insert(offers)
    .values({ id: offer.id, manufacturer, siteSlugs, data: offer })
    .onConflictDoUpdate({ target: offers.id, set: { manufacturer, siteSlugs, data: offer } });
  return offer;
}
