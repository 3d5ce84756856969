// A site document (issue 19): everything `pnpm site:add FILE` needs to bring a
// dealer's site live without a developer: the group, the site config (spec 3
// 'Site configuration', with its dealerships and domains), its locations with
// opening hours (spec 3 'Location') and where its leads go. Every problem is
// reported by the path of its field, as `serve` reports a bad stored config.
import { z } from "zod";
import { locationSchema } from "./entities";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a slug (lowercase letters, digits and dashes)");

export const leadDestinationDocumentSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("webhook"), target: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }), secret: z.string().min(16, "must be at least 16 characters (the webhook's signing secret)") }).strict(),
  z.object({ kind: z.literal("email"), target: z.string().regex(/^[^@\s,]+@[^@\s,]+\.[^@\s,]+(\s*,\s*[^@\s,]+@[^@\s,]+\.[^@\s,]+)*$/, "must be one or more email addresses, comma separated") }).strict(),
]);

export const siteDocumentSchema = z
  .object({
    group: z.object({ slug, name: z.string().min(1, "is required") }).strict(),
    /** The site config; checked over its template's defaults by the caller (parseSiteConfig). */
    site: z.record(z.string(), z.unknown()),
    locations: z.array(locationSchema).default([]),
    lead_destinations: z.array(leadDestinationDocumentSchema).default([]),
  })
  .strict();

export type SiteDocument = z.infer<typeof siteDocumentSchema>;

export interface SiteDocumentIssue {
  path: string;
  message: string;
}

function pathOf(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), "") || "(document)";
}

/**
 * Validates a site document's shape and how its parts fit together: the group the
 * config names is the document's group, every location belongs to one of the site's
 * dealerships, and no location id or slug repeats. The config's own fields are
 * checked by parseSiteConfig (with the template's defaults) before anything is written.
 */
export function parseSiteDocument(raw: unknown): { ok: true; document: SiteDocument } | { ok: false; issues: SiteDocumentIssue[] } {
  const result = siteDocumentSchema.safeParse(raw);
  if (!result.success) return { ok: false, issues: result.error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message })) };
  const document = result.data;
  const issues: SiteDocumentIssue[] = [];
  if (document.site.group !== document.group.slug) issues.push({ path: "site.group", message: `must be ${document.group.slug}, the document's group` });
  const dealerships = Array.isArray(document.site.dealerships) ? (document.site.dealerships as Array<{ id?: unknown; slug?: unknown }>) : [];
  const dealershipIds = new Map(dealerships.map((dealership) => [dealership.id, dealership.slug]));
  const ids = new Set<number>();
  const slugs = new Set<string>();
  document.locations.forEach((location, index) => {
    const owner = dealershipIds.get(location.dealership_id);
    if (owner === undefined) issues.push({ path: `locations[${index}].dealership_id`, message: `${location.dealership_id} is not a dealership of the site` });
    else if (owner !== location.dealership_slug) issues.push({ path: `locations[${index}].dealership_slug`, message: `must be ${String(owner)}, the slug of dealership ${location.dealership_id}` });
    if (ids.has(location.id)) issues.push({ path: `locations[${index}].id`, message: `${location.id} is used by another location of the document` });
    if (slugs.has(location.slug)) issues.push({ path: `locations[${index}].slug`, message: `${location.slug} is used by another location of the document` });
    ids.add(location.id);
    slugs.add(location.slug);
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, document };
}
