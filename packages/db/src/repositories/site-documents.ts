// Writing a site document (issue 19: `pnpm site:add`, `site:update`): the group,
// the site config (its dealerships and domains), its locations and its lead
// destinations, in one transaction, after every check has passed; a bad document
// writes nothing. The config is checked over its template's defaults, as the apps
// and `serve` read it, and saving it bumps the `sites` data version, so every app
// serves the new site (or the change) without a restart.
import { and, eq, inArray, ne, notInArray } from "drizzle-orm";
import { parseSiteConfig, parseSiteDocument, type SiteConfig, SiteConfigError, type SiteDocumentIssue, withTemplateDefaults } from "@forecourt/domain";
import type { Db } from "../client";
import { leadDestinations, locations, siteDomains, sites } from "../schema";
import { saveLeadDestination } from "./leads";
import { registryTemplateDefaults, saveGroup, saveSiteConfig } from "./sites";

export type SiteDocumentMode = "add" | "update" | "check";

export type SiteDocumentResult = { ok: true; site: SiteConfig; locations: number; leadDestinations: number; written: boolean } | { ok: false; issues: SiteDocumentIssue[] };

/** Checks a site document against itself and the database; with mode add or update, writes it when every check passes. */
export async function applySiteDocument(db: Db, raw: unknown, mode: SiteDocumentMode): Promise<SiteDocumentResult> {
  const parsed = parseSiteDocument(raw);
  if (!parsed.ok) return parsed;
  const { document } = parsed;
  const template = typeof document.site.template === "string" ? document.site.template : "";
  let config: SiteConfig;
  try {
    config = parseSiteConfig(withTemplateDefaults(registryTemplateDefaults(template), document.site));
  } catch (error) {
    if (error instanceof SiteConfigError) return { ok: false, issues: error.issues.map((issue) => ({ path: `site.${issue.path}`, message: issue.message })) };
    throw error;
  }
  const issues: SiteDocumentIssue[] = [];
  const [bySlug] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, config.slug)).limit(1);
  const [byId] = await db.select({ slug: sites.slug }).from(sites).where(eq(sites.id, config.id)).limit(1);
  if (mode === "add" && bySlug) issues.push({ path: "site.slug", message: `a site with slug ${config.slug} exists already (site:update changes it)` });
  if (mode === "add" && !bySlug && byId) issues.push({ path: "site.id", message: `${config.id} is the id of the site ${byId.slug}` });
  if (mode === "update" && !bySlug) issues.push({ path: "site.slug", message: `no site has the slug ${config.slug} (site:add creates it)` });
  if (mode === "update" && bySlug && bySlug.id !== config.id) issues.push({ path: "site.id", message: `must stay ${bySlug.id}, the id of the site ${config.slug}` });
  if (config.domains.length > 0) {
    const taken = await db
      .select({ domain: siteDomains.domain, site: sites.slug })
      .from(siteDomains)
      .innerJoin(sites, eq(sites.id, siteDomains.siteId))
      .where(and(inArray(siteDomains.domain, config.domains), ne(siteDomains.siteId, config.id)));
    for (const claim of taken) issues.push({ path: `site.domains[${config.domains.indexOf(claim.domain)}]`, message: `${claim.domain} already belongs to the site ${claim.site}` });
  }
  if (document.locations.length > 0) {
    const dealershipIds = new Set(config.dealerships.map((dealership) => dealership.id));
    const clashes = await db
      .select({ id: locations.id, slug: locations.slug, dealershipId: locations.dealershipId })
      .from(locations)
      .where(inArray(locations.slug, document.locations.map((location) => location.slug)));
    for (const clash of clashes) {
      if (dealershipIds.has(clash.dealershipId) && document.locations.some((location) => location.id === clash.id && location.slug === clash.slug)) continue;
      const index = document.locations.findIndex((location) => location.slug === clash.slug);
      issues.push({ path: `locations[${index}].slug`, message: `${clash.slug} is the slug of another dealership's location` });
    }
    const idClashes = await db
      .select({ id: locations.id, dealershipId: locations.dealershipId })
      .from(locations)
      .where(inArray(locations.id, document.locations.map((location) => location.id)));
    for (const clash of idClashes) {
      if (dealershipIds.has(clash.dealershipId)) continue;
      const index = document.locations.findIndex((location) => location.id === clash.id);
      issues.push({ path: `locations[${index}].id`, message: `${clash.id} is the id of another dealership's location` });
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  if (mode === "check") return { ok: true, site: config, locations: document.locations.length, leadDestinations: document.lead_destinations.length, written: false };

  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await saveGroup(txDb, document.group);
    // The document as written, not with the template's defaults folded in: a later change of a default still reaches the site.
    await saveSiteConfig(txDb, document.site);
    const ids = document.locations.map((location) => location.id);
    const dealershipIds = config.dealerships.map((dealership) => dealership.id);
    // A location the document no longer lists leaves the site's dealerships.
    await tx.delete(locations).where(ids.length > 0 ? and(inArray(locations.dealershipId, dealershipIds), notInArray(locations.id, ids)) : inArray(locations.dealershipId, dealershipIds));
    for (const location of document.locations) {
      await tx
        .insert(locations)
        .values({ id: location.id, slug: location.slug, dealershipId: location.dealership_id, data: location })
        .onConflictDoUpdate({ target: locations.id, set: { slug: location.slug, dealershipId: location.dealership_id, data: location } });
    }
    // Destinations keep their rows (their leads' deliveries point at them): one the
    // document no longer lists is disabled, a listed one enabled, a new one added.
    const existing = await tx.select().from(leadDestinations).where(eq(leadDestinations.siteId, config.id));
    for (const row of existing) {
      const listed = document.lead_destinations.find((destination) => destination.kind === row.kind && destination.target === row.target);
      await tx
        .update(leadDestinations)
        .set({ enabled: listed !== undefined, secret: listed && "secret" in listed ? listed.secret : row.secret })
        .where(eq(leadDestinations.id, row.id));
    }
    for (const destination of document.lead_destinations) {
      if (!existing.some((row) => row.kind === destination.kind && row.target === destination.target)) await saveLeadDestination(txDb, { id: config.id }, destination);
    }
  });
  return { ok: true, site: config, locations: document.locations.length, leadDestinations: document.lead_destinations.length, written: true };
}
