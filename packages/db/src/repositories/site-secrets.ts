// Per-site secrets (issue 17): a dealer's Stripe keys now, other integrations'
// keys later. This table stores what the storefront sealed (AES-256-GCM under
// FORECOURT_SECRETS_KEY); it never sees a plain value, and the site config that
// pages read never holds one.
import { and, eq, sql } from "drizzle-orm";
import type { SiteConfig } from "@forecourt/domain";
import type { Db } from "../client";
import { siteSecrets } from "../schema";

type SiteRef = Pick<SiteConfig, "id">;

/** Stores (or replaces) one sealed secret of the site. */
export async function saveSiteSecret(db: Db, site: SiteRef, name: string, sealed: string): Promise<void> {
  if (!/^[a-z][a-z0-9_.-]{0,63}$/.test(name)) throw new Error(`A secret name is lower-case letters, digits, '.', '_' or '-', got "${name}"`);
  await db
    .insert(siteSecrets)
    .values({ siteId: site.id, name, sealed })
    .onConflictDoUpdate({ target: [siteSecrets.siteId, siteSecrets.name], set: { sealed, updatedAt: sql`now()` } });
}

/** The site's sealed secrets by name; another site's are never read. */
export async function siteSecretsOf(db: Db, site: SiteRef, names?: readonly string[]): Promise<Map<string, string>> {
  const rows = await db.select({ name: siteSecrets.name, sealed: siteSecrets.sealed }).from(siteSecrets).where(eq(siteSecrets.siteId, site.id));
  return new Map(rows.filter((row) => !names || names.includes(row.name)).map((row) => [row.name, row.sealed]));
}

/** Removes one secret of the site. */
export async function deleteSiteSecret(db: Db, site: SiteRef, name: string): Promise<void> {
  await db.delete(siteSecrets).where(and(eq(siteSecrets.siteId, site.id), eq(siteSecrets.name, name)));
}
