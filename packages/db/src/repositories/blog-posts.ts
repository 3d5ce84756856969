// A site's blog posts (spec 2.1 /blog and its categories): read per site, newest
// first, validated into domain types. A post of another site is never found.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { type BlogCategory, type BlogPost, blogPostSchema, type SiteConfig } from "@forecourt/domain";
import type { Db } from "../client";
import { blogPosts } from "../schema";

type SiteRef = Pick<SiteConfig, "id">;

export interface BlogListOptions {
  category?: BlogCategory | null;
  /** Without a limit, every post. */
  limit?: number;
  offset?: number;
}

const categoryOf = sql<string>`${blogPosts.data}->>'category'`;

function scope(site: SiteRef, category: BlogCategory | null | undefined) {
  return category ? and(eq(blogPosts.siteId, site.id), eq(categoryOf, category)) : eq(blogPosts.siteId, site.id);
}

/** The site's posts, newest first (ties by id, newest first), one page of them and how many there are. */
export async function listBlogPostsForSite(db: Db, site: SiteRef, { category, limit, offset = 0 }: BlogListOptions = {}): Promise<{ posts: BlogPost[]; total: number }> {
  const where = scope(site, category);
  const query = db.select({ data: blogPosts.data }).from(blogPosts).where(where).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).offset(Math.max(0, offset));
  const [rows, totals] = await Promise.all([limit === undefined ? query : query.limit(Math.max(0, limit)), db.select({ total: count() }).from(blogPosts).where(where)]);
  return { posts: rows.map((row) => blogPostSchema.parse(row.data)), total: Number(totals[0]?.total ?? 0) };
}

/** How many posts the site has in each category that has any. */
export async function blogCategoryCounts(db: Db, site: SiteRef): Promise<Partial<Record<BlogCategory, number>>> {
  const rows = await db.select({ category: categoryOf, total: count() }).from(blogPosts).where(eq(blogPosts.siteId, site.id)).groupBy(categoryOf);
  return Object.fromEntries(rows.map((row) => [row.category, Number(row.total)]));
}

/** One of the site's posts by slug; another site's post, or an unknown slug, is null. */
export async function findBlogPostForSite(db: Db, site: SiteRef, slug: string): Promise<BlogPost | null> {
  const [row] = await db
    .select({ data: blogPosts.data })
    .from(blogPosts)
    .where(and(eq(blogPosts.siteId, site.id), eq(blogPosts.slug, slug)))
    .limit(1);
  return row ? blogPostSchema.parse(row.data) : null;
}

/**
 * Validates and stores one of the site's posts (insert, or update by id). A post
 * id that belongs to another site is refused, never moved across sites.
 */
export async function saveBlogPost(db: Db, site: SiteRef, raw: unknown): Promise<BlogPost> {
  const post = blogPostSchema.parse(raw);
  const values = { slug: post.slug, publishedAt: new Date(post.published_at), data: post };
  const saved = await db
    .insert(blogPosts)
    .values({ id: post.id, siteId: site.id, ...values })
    .onConflictDoUpdate({ target: blogPosts.id, set: values, setWhere: eq(blogPosts.siteId, site.id) })
    .returning({ id: blogPosts.id });
  if (saved.length === 0) throw new Error(`Blog post ${post.id} belongs to another site`);
  return post;
}
