// The blog (spec 2.1 /blog and its categories, spec 2.6 'Blog images are 375x375'):
// the list's query (category and page), its pages, a post's paragraphs and the
// posts shown beside it.
import { type BlogPost, blogCategories } from "./entities";

export type BlogCategory = (typeof blogCategories)[number];

/** spec 2.1: the blog's categories as a shopper reads them. */
export const blogCategoryLabels: Readonly<Record<BlogCategory, string>> = {
  "vehicle-reviews": "Vehicle Reviews",
  "buyer-advice": "Buyer Advice",
  "motoring-tips": "Motoring Tips",
  "servicing-insights": "Servicing Insights",
  "4x4xmore-adventures": "4x4xMORE Adventures",
};

export const blogPath = "/blog";

/** Posts per page of /blog. */
export const blogPageSize = 6;

/** Related posts under a post. */
export const relatedPostCount = 3;

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === "string" && (blogCategories as readonly string[]).includes(value);
}

export interface BlogQuery {
  category: BlogCategory | null;
  /** 1-based. */
  page: number;
}

type QueryValue = string | string[] | undefined;

const first = (value: QueryValue) => (Array.isArray(value) ? value[0] : value)?.trim() ?? "";

/**
 * `/blog?category=buyer-advice&page=2`. An unknown category or a page that is
 * not a whole number from 1 gives null: the page does not exist (a 404), rather
 * than quietly showing every post.
 */
export function parseBlogQuery(query: Readonly<Record<string, QueryValue>>): BlogQuery | null {
  const category = first(query.category);
  const page = first(query.page);
  if (category !== "" && !isBlogCategory(category)) return null;
  if (page !== "" && !/^[1-9]\d{0,5}$/.test(page)) return null;
  return { category: category === "" ? null : (category as BlogCategory), page: page === "" ? 1 : Number(page) };
}

/** The list's URL; page 1 and no category leave their parameters out (one spelling per page). */
export function blogListHref({ category = null, page = 1 }: Partial<BlogQuery> = {}): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${blogPath}?${query}` : blogPath;
}

export function blogPostPath(slug: string): string {
  return `${blogPath}/${encodeURIComponent(slug)}`;
}

/** How many pages `total` posts fill; an empty list still has its one page. */
export function blogPageCount(total: number, pageSize = blogPageSize): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A post's body as paragraphs: split on blank lines, each trimmed, empty ones dropped. */
export function blogParagraphs(body: string | null | undefined): string[] {
  return (body ?? "")
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter((paragraph) => paragraph !== "");
}

type PostLike = Pick<BlogPost, "slug" | "category" | "published_at">;

const newestFirst = (a: PostLike, b: PostLike) => Date.parse(b.published_at) - Date.parse(a.published_at) || a.slug.localeCompare(b.slug);

/** Up to `limit` other posts of the site: the same category first, then the newest. */
export function relatedBlogPosts<T extends PostLike>(posts: ReadonlyArray<T>, current: PostLike, limit = relatedPostCount): T[] {
  const others = posts.filter((post) => post.slug !== current.slug);
  const same = others.filter((post) => post.category === current.category).sort(newestFirst);
  const rest = others.filter((post) => post.category !== current.category).sort(newestFirst);
  return [...same, ...rest].slice(0, Math.max(0, limit));
}
