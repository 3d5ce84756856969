// Promotional cards of a site (spec 3 'Page section node', spec 4 'Promotional
// cards'): read per site, validated into domain types; which are live and in
// what order is domain's rule (activePromoCards), applied here to what is read.
import { asc, eq, sql } from "drizzle-orm";
import { activePromoCards, type PromoCard, promoCardSchema, type SiteConfig } from "@forecourt/domain";
import type { Db } from "../client";
import { promoCards } from "../schema";

type SiteRef = Pick<SiteConfig, "id">;

/** Every card of the site, live or not, by position then id. */
export async function listPromoCardsForSite(db: Db, site: SiteRef): Promise<PromoCard[]> {
  const rows = await db
    .select({ data: promoCards.data })
    .from(promoCards)
    .where(eq(promoCards.siteId, site.id))
    .orderBy(sql`(${promoCards.data}->>'position')::int`, asc(promoCards.id));
  return rows.map((row) => promoCardSchema.parse(row.data));
}

/** spec 4: the site's cards live at `now` (start and expiry, display), ordered by position. */
export async function currentPromoCards(db: Db, site: SiteRef, now: Date): Promise<PromoCard[]> {
  return activePromoCards(await listPromoCardsForSite(db, site), { now });
}

/**
 * Validates and stores one of the site's cards (insert, or update by id). A card
 * id that belongs to another site is refused, never moved across sites.
 */
export async function savePromoCard(db: Db, site: SiteRef, raw: unknown): Promise<PromoCard> {
  const card = promoCardSchema.parse(raw);
  const saved = await db
    .insert(promoCards)
    .values({ id: card.id, siteId: site.id, data: card })
    .onConflictDoUpdate({ target: promoCards.id, set: { data: card }, setWhere: eq(promoCards.siteId, site.id) })
    .returning({ id: promoCards.id });
  if (saved.length === 0) throw new Error(`Promo card ${card.id} belongs to another site`);
  return card;
}
