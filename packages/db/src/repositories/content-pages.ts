// Content pages of a site (spec 2.1): read by site and path, validated into the
// domain type. Every read names the site, so site A's page is never served on B.
import { and, asc, eq } from "drizzle-orm";
import { type ContentPage, contentPageKey, contentPageSchema, type SiteConfig } from "@forecourt/domain";
import type { Db } from "../client";
import { contentPages } from "../schema";

type SiteRef = Pick<SiteConfig, "id">;

/**
 * The site's published page at `path` (any spelling: '/terms-and-conditions/' and
 * '/terms-and-conditions' find one row), or null: the route answers 404.
 */
export async function findContentPage(db: Db, site: SiteRef, path: string): Promise<ContentPage | null> {
  const [row] = await db
    .select({ data: contentPages.data })
    .from(contentPages)
    .where(and(eq(contentPages.siteId, site.id), eq(contentPages.path, contentPageKey(path)), eq(contentPages.published, true)))
    .limit(1);
  return row ? contentPageSchema.parse(row.data) : null;
}

/** The paths of the site's published pages, A to Z (for a sitemap, and tests that no link is missing). */
export async function listContentPagePaths(db: Db, site: SiteRef): Promise<string[]> {
  const rows = await db
    .select({ path: contentPages.path })
    .from(contentPages)
    .where(and(eq(contentPages.siteId, site.id), eq(contentPages.published, true)))
    .orderBy(asc(contentPages.path));
  return rows.map((row) => row.path);
}

/**
 * Validates and stores one of the site's pages (insert, or update by id). A page
 * id that belongs to another site is refused, never moved across sites; a second
 * page at a path the site already has is refused by the unique index.
 */
export async function saveContentPage(db: Db, site: SiteRef, raw: unknown): Promise<ContentPage> {
  const page = contentPageSchema.parse(raw);
  const values = { path: page.path, published: page.published, data: page, updatedAt: new Date(page.updated_at) };
  const saved = await db
    .insert(contentPages)
    .values({ id: page.id, siteId: site.id, ...values })
    .onConflictDoUpdate({ target: contentPages.id, set: values, setWhere: eq(contentPages.siteId, site.id) })
    .returning({ id: contentPages.id });
  if (saved.length === 0) throw new Error(`Content page ${page.id} belongs to another site`);
  return page;
}
