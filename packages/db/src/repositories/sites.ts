// Sites: the tenant registry. Configs are validated on write and on read
// (spec 3 'Site configuration'); a broken config throws SiteConfigError naming the field.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { parseSiteConfig, type Region, regions, type SiteConfig, type SiteConfigError, type TemplateDefaults, templateEntry, type TemplateId, templates, withTemplateDefaults } from "@forecourt/domain";
import type { Db } from "../client";
import { bumpDataVersion } from "./data-versions";
import { dataVersions, groups, siteDealerships, siteDomains, sites } from "../schema";

export interface SiteSummary {
  id: number;
  slug: string;
  name: string;
  template: TemplateId;
  region: Region;
  city: string;
  state: string;
  group: string;
  groupName: string;
}

export type TemplateDefaultsFor = (template: string) => TemplateDefaults;

function isTemplateId(template: string): template is TemplateId {
  return (templates as readonly string[]).includes(template);
}

/**
 * Each template's defaults from the template registry (@forecourt/domain), the
 * config a template's app serves. A template the registry does not list has none:
 * the config's `template` field then names the error.
 */
export const registryTemplateDefaults: TemplateDefaultsFor = (template) => (isTemplateId(template) ? templateEntry(template).defaults : {});

function parseRow(row: { slug: string; template: string; config: unknown }, defaultsFor?: TemplateDefaultsFor): SiteConfig {
  const raw = defaultsFor ? withTemplateDefaults(defaultsFor(row.template), row.config) : row.config;
  return parseSiteConfig(raw, row.slug);
}

/** A domain another site already answers on (issue 19: a domain belongs to one site only). */
export class DomainTakenError extends Error {
  override readonly name = "DomainTakenError";
  constructor(
    readonly domain: string,
    readonly takenBy: string,
  ) {
    super(`domains: ${domain} already belongs to the site "${takenBy}"`);
  }
}

/**
 * Validates and stores a site config (insert or update), with its dealership links
 * and its domains (site_domains: a domain another site holds is a DomainTakenError
 * and nothing is written), in one transaction, and bumps the `sites` data version so every app process drops
 * the configs it caches (storefront tenant/site.ts) without a restart.
 */
export async function saveSiteConfig(db: Db, raw: unknown): Promise<SiteConfig> {
  const config = parseSiteConfig(raw);
  await db.transaction(async (tx) => {
    await tx
      .insert(sites)
      .values({ id: config.id, slug: config.slug, template: config.template, groupSlug: config.group, domains: config.domains, config: raw })
      .onConflictDoUpdate({
        target: sites.id,
        set: { slug: config.slug, template: config.template, groupSlug: config.group, domains: config.domains, config: raw, updatedAt: sql`now()` },
      });
    if (config.domains.length > 0) {
      const [taken] = await tx
        .select({ domain: siteDomains.domain, site: sites.slug })
        .from(siteDomains)
        .innerJoin(sites, eq(sites.id, siteDomains.siteId))
        .where(and(inArray(siteDomains.domain, config.domains), ne(siteDomains.siteId, config.id)))
        .limit(1);
      if (taken) throw new DomainTakenError(taken.domain, taken.site);
    }
    await tx.delete(siteDomains).where(eq(siteDomains.siteId, config.id));
    if (config.domains.length > 0) await tx.insert(siteDomains).values([...new Set(config.domains)].map((domain) => ({ domain, siteId: config.id })));
    await tx.delete(siteDealerships).where(eq(siteDealerships.siteId, config.id));
    await tx.insert(siteDealerships).values(config.dealerships.map((dealership) => ({ siteId: config.id, dealershipId: dealership.id })));
    await bumpDataVersion(tx, "sites");
  });
  return config;
}

/** The version of the stored site configs; a process caching configs drops them when it grows. */
export async function sitesVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, "sites"));
  return row?.version ?? 0;
}

/**
 * Bumps the `sites` data version without going through saveSiteConfig, for a
 * writer that changes what a site shows some other way (a script editing the
 * `sites` table, a change to data every site's config is read with). Returns the
 * new version.
 */
export function bumpSitesVersion(db: Db): Promise<number> {
  return bumpDataVersion(db, "sites");
}

export async function saveGroup(db: Db, group: { slug: string; name: string }): Promise<void> {
  await db.insert(groups).values(group).onConflictDoUpdate({ target: groups.slug, set: { name: group.name } });
}

export async function findSiteBySlug(db: Db, slug: string, defaultsFor?: TemplateDefaultsFor): Promise<SiteConfig | null> {
  const [row] = await db.select({ slug: sites.slug, template: sites.template, config: sites.config }).from(sites).where(eq(sites.slug, slug)).limit(1);
  return row ? parseRow(row, defaultsFor) : null;
}

/** A production hostname (www.example.com.au) selects the one site holding it in site_domains. */
export async function findSiteByDomain(db: Db, hostname: string, defaultsFor?: TemplateDefaultsFor): Promise<SiteConfig | null> {
  const [row] = await db
    .select({ slug: sites.slug, template: sites.template, config: sites.config })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(eq(siteDomains.domain, hostname))
    .limit(1);
  return row ? parseRow(row, defaultsFor) : null;
}

/** Every site, for the directory page; reads only the fields a summary needs. */
export async function listSites(db: Db): Promise<SiteSummary[]> {
  const rows = await db
    .select({
      id: sites.id,
      slug: sites.slug,
      template: sites.template,
      name: sql<string>`${sites.config}->>'name'`,
      region: sql<string>`coalesce(${sites.config}->>'region', 'AU')`,
      city: sql<string>`coalesce(${sites.config}->'address'->>'city', '')`,
      state: sql<string>`upper(coalesce(${sites.config}->'address'->>'state', ''))`,
      group: sites.groupSlug,
      groupName: groups.name,
    })
    .from(sites)
    .innerJoin(groups, eq(groups.slug, sites.groupSlug))
    .orderBy(asc(sites.groupSlug), asc(sites.slug));
  // Stored configs are validated on write; a summary keeps only what it can name.
  return rows.map((row) => ({
    ...row,
    template: isTemplateId(row.template) ? row.template : "generic",
    region: (regions as readonly string[]).includes(row.region) ? (row.region as Region) : "AU",
  }));
}

/**
 * Validates every stored config, over its template's defaults when `defaultsFor` is
 * given (`registryTemplateDefaults`: as the apps serve it); returns the errors,
 * each naming its site and field.
 */
export async function checkSiteConfigs(db: Db, defaultsFor?: TemplateDefaultsFor): Promise<SiteConfigError[]> {
  const rows = await db.select({ slug: sites.slug, template: sites.template, config: sites.config }).from(sites);
  const errors: SiteConfigError[] = [];
  for (const row of rows) {
    try {
      parseRow(row, defaultsFor);
    } catch (error) {
      if (error instanceof Error && error.name === "SiteConfigError") errors.push(error as SiteConfigError);
      else throw error;
    }
  }
  return errors;
}
