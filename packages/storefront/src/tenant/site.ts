// Loads the site a request's [site] segment names, with its template's defaults,
// cached per process for a short time so every page of a request (and the next
// requests) share one read; a saved config drops the cached ones on every process
// within FORECOURT_SITE_VERSION_CHECK_SECONDS (site-cache.ts). A broken config
// throws SiteConfigError: the error page shows, the site never half-renders.
import { cache } from "react";
import { type RegionSettings, regionSettings, type SiteConfig } from "@forecourt/domain";
import { findSiteByDomain, findSiteBySlug, getDatabase, sitesVersion } from "@forecourt/db";
import { storefrontEnv } from "../env";
import { siteLookup } from "./host";
import { createSiteConfigCache, type SiteConfigCache } from "./site-cache";
import type { TemplateDefinition } from "./template";

export interface SiteContext {
  config: SiteConfig;
  region: RegionSettings;
  template: TemplateDefinition;
}

async function readSite(key: string, template: TemplateDefinition): Promise<SiteConfig | null> {
  const lookup = siteLookup(key, storefrontEnv().FORECOURT_DEPLOYMENT);
  if (!lookup) return null;
  const { db } = await getDatabase();
  const defaultsFor = () => template.defaults;
  return lookup.by === "slug" ? findSiteBySlug(db, lookup.slug, defaultsFor) : findSiteByDomain(db, lookup.hostname, defaultsFor);
}

// On globalThis: Next may bundle the pages and the route handlers (POST
// /api/revalidate forgets a site) separately, and they must share one cache.
const cacheKey = Symbol.for("forecourt.site-configs");
type GlobalWithCache = typeof globalThis & { [cacheKey]?: SiteConfigCache };

function siteConfigCache(): SiteConfigCache {
  const store = globalThis as GlobalWithCache;
  store[cacheKey] ??= createSiteConfigCache({
    readVersion: async () => sitesVersion((await getDatabase()).db),
    ttlMs: () => storefrontEnv().FORECOURT_SITE_CACHE_SECONDS * 1000,
    checkIntervalMs: () => storefrontEnv().FORECOURT_SITE_VERSION_CHECK_SECONDS * 1000,
  });
  return store[cacheKey];
}

/** Drops this process's cached config of a site key (the `[site]` segment), so the next request reads it again. */
export function forgetSiteConfig(key: string): void {
  siteConfigCache().forget(key);
}

/**
 * The site for this request, or null when the host names no site of this
 * template (another template's site is not served by this app: it is a 404 here).
 */
export const loadSite = cache(async (key: string, template: TemplateDefinition): Promise<SiteContext | null> => {
  const config = await siteConfigCache().get(key, template.id, () => readSite(key, template));
  if (!config || config.template !== template.id) return null;
  return { config, region: regionSettings(config.region), template };
});
