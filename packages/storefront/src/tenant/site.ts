// Loads the site a request's [site] segment names, with its template's defaults,
// cached per process for a short time so every page of a request (and the next
// requests) share one read. A broken config throws SiteConfigError: the error
// page shows, the site never half-renders.
import { cache } from "react";
import { type RegionSettings, regionSettings, type SiteConfig } from "@forecourt/domain";
import { findSiteByDomain, findSiteBySlug, getDatabase } from "@forecourt/db";
import { storefrontEnv } from "../env";
import { siteLookup } from "./host";
import type { TemplateDefinition } from "./template";

export interface SiteContext {
  config: SiteConfig;
  region: RegionSettings;
  template: TemplateDefinition;
}

interface Entry {
  expires: number;
  value: Promise<SiteConfig | null>;
}

const entries = new Map<string, Entry>();
const MAX_ENTRIES = 500;

async function readSite(key: string, template: TemplateDefinition): Promise<SiteConfig | null> {
  const lookup = siteLookup(key, storefrontEnv().FORECOURT_DEPLOYMENT);
  if (!lookup) return null;
  const { db } = await getDatabase();
  const defaultsFor = () => template.defaults;
  return lookup.by === "slug" ? findSiteBySlug(db, lookup.slug, defaultsFor) : findSiteByDomain(db, lookup.hostname, defaultsFor);
}

async function cachedSite(key: string, template: TemplateDefinition): Promise<SiteConfig | null> {
  const now = Date.now();
  const cacheKey = `${template.id}:${key}`;
  const hit = entries.get(cacheKey);
  if (hit && hit.expires > now) return hit.value;
  const value = readSite(key, template);
  // A failed read is not cached: the next request tries again.
  value.catch(() => entries.delete(cacheKey));
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(cacheKey, { value, expires: now + storefrontEnv().FORECOURT_SITE_CACHE_SECONDS * 1000 });
  return value;
}

/**
 * The site for this request, or null when the host names no site of this
 * template (another template's site is not served by this app: it is a 404 here).
 */
export const loadSite = cache(async (key: string, template: TemplateDefinition): Promise<SiteContext | null> => {
  const config = await cachedSite(key, template);
  if (!config || config.template !== template.id) return null;
  return { config, region: regionSettings(config.region), template };
});
