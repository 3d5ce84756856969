// Content pages (spec 2.1 service, company, legal and protection-plan pages, and
// /pages/{page}): per-site articles stored as validated documents. The body is
// structured sections (a heading, then paragraphs, bullet lists, question and
// answer pairs, call-to-action links), never HTML, so any template can lay it out
// and no dealer copy can inject markup.
import { z } from "zod";

/**
 * spec 2.1 '/pages/{page}' values. book-a-service is a lead form page and reviews
 * a page of its own; the rest are content pages.
 */
export const sitePageSlugs = [
  "book-a-service",
  "parts-accessories",
  "warranty",
  "service-benefits",
  "pre-owned-benefits",
  "owner-benefits",
  "nissan-future-value",
  "4x4xbuild",
  "4x4xmore",
  "reviews",
  "local-offers",
  "service-and-win",
] as const;

const pageSlugsWithOwnRoute: ReadonlySet<string> = new Set(["book-a-service", "reviews"]);

/**
 * spec 2.1 top-level paths served from content pages (keys: no trailing slash):
 * service and company pages, Buying With Us, the legal pages and one dealer
 * group's protection-plan menu.
 */
export const contentPageRoutes = [
  "/warranty",
  "/diamond-advantage",
  "/roadside-assistance",
  "/prepaid-maintenance-plan",
  "/buying",
  "/terms-and-conditions",
  "/privacy-policy",
  "/faqs",
  "/autopact-handback-guarantee",
  "/autopact-protection-plan",
  "/ultratek",
] as const;

/**
 * The key a content page is stored and looked up under: the path without its
 * trailing slash (the proxy serves '/terms-and-conditions/' and both spellings
 * of '/pages/warranty' from one row), without query or fragment.
 */
export function contentPageKey(path: string): string {
  const bare = path.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return bare === "" ? "/" : bare;
}

/** Whether a site path is one that the content page routes serve (spec 2.1). */
export function isContentPagePath(path: string): boolean {
  const key = contentPageKey(path);
  if ((contentPageRoutes as readonly string[]).includes(key)) return true;
  const match = /^\/pages\/([^/]+)$/.exec(key);
  return match !== null && (sitePageSlugs as readonly string[]).includes(match[1]!) && !pageSlugsWithOwnRoute.has(match[1]!);
}

const text = z.string().trim().min(1);

/** A link inside the site: a path, never another host or a script URL (call-to-action links lead to the site's own pages). */
const sitePath = z
  .string()
  .regex(/^\/(?!\/)[^\s\\]*$/, "must be a path of the site starting with a single /");

export const contentLinkSchema = z.object({ label: text.max(80), href: sitePath });
export type ContentLink = z.infer<typeof contentLinkSchema>;

export const contentQuestionSchema = z.object({ question: text, answer: text });
export type ContentQuestion = z.infer<typeof contentQuestionSchema>;

export const contentBlockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), text }),
  z.object({ kind: z.literal("list"), items: z.array(text).min(1) }),
  /** Questions and answers, each a disclosure. */
  z.object({ kind: z.literal("faq"), items: z.array(contentQuestionSchema).min(1) }),
  /** One to three links to pages of the site, the first the main action. */
  z.object({ kind: z.literal("cta"), text: text.nullable().default(null), links: z.array(contentLinkSchema).min(1).max(3) }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentSectionSchema = z.object({
  /** An h2; null for the opening section under the title. */
  heading: text.nullable().default(null),
  blocks: z.array(contentBlockSchema).min(1),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

/** legal pages show their effective date; faq pages are one list of questions. */
export const contentPageKinds = ["article", "legal", "faq"] as const;
export type ContentPageKind = (typeof contentPageKinds)[number];

const isoDate = z.string().refine((value) => Number.isFinite(Date.parse(value)), "must be an ISO date");

export const contentPageSchema = z.object({
  id: z.number().int().positive(),
  /** The page's key (contentPageKey): '/pages/warranty', '/terms-and-conditions'. */
  path: z
    .string()
    .regex(/^(\/[a-z0-9][a-z0-9-]*)+$/, "must be a lowercase path without a trailing slash, such as /pages/warranty"),
  kind: z.enum(contentPageKinds).default("article"),
  title: text.max(120),
  /** One or two sentences: the lead paragraph and the meta description. */
  summary: text.max(300),
  sections: z.array(contentSectionSchema).min(1),
  /** An unpublished page is a 404, kept for the dealer to finish. */
  published: z.boolean().default(true),
  published_at: isoDate,
  updated_at: isoDate,
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export type ContentPageInput = z.input<typeof contentPageSchema>;

/** Every call-to-action link of a page, for checks that no page links to a missing one. */
export function contentPageLinks(page: Pick<ContentPage, "sections">): ContentLink[] {
  return page.sections.flatMap((section) => section.blocks.flatMap((block) => (block.kind === "cta" ? block.links : [])));
}
