// The per-process cache of loaded site configs (tenant/site.ts), kept for a short
// time so the pages of a request, and the next requests, share one read.
//
// A saved config must show on every app process without a restart (issue 15):
// saveSiteConfig bumps the `sites` data version, and before answering, the cache
// compares it with the version each entry was read at, at most once per check
// interval, dropping older entries. The request that starts a check waits for it
// (as do those arriving meanwhile), so a config saved before a request is never
// answered from an entry read before the save once the interval has passed.
// A failed check keeps the entries (pages keep rendering through a database blip)
// and is logged. `forget` drops a site's entries at once: POST /api/revalidate
// with {"site": true}, called on every app by refreshSite.
import type { SiteConfig } from "@forecourt/domain";

export interface SiteConfigCacheOptions {
  /** The current `sites` data version (sitesVersion). */
  readVersion(): Promise<number>;
  /** Milliseconds an entry is kept at most (FORECOURT_SITE_CACHE_SECONDS). */
  ttlMs(): number;
  /** Minimum milliseconds between two version checks (FORECOURT_SITE_VERSION_CHECK_SECONDS). */
  checkIntervalMs(): number;
  /** Milliseconds clock; Date.now by default. */
  clock?: () => number;
  log?: (line: string) => void;
  maxEntries?: number;
}

export interface SiteConfigCache {
  /** The config of a site key as a template's app reads it: cached, or read now with `read`. */
  get(siteKey: string, templateId: string, read: () => Promise<SiteConfig | null>): Promise<SiteConfig | null>;
  /** Drops every cached entry of the site key (whatever the template). */
  forget(siteKey: string): void;
  /** The `sites` version the last successful check saw; null before one. */
  readonly version: number | null;
}

interface Entry {
  siteKey: string;
  expires: number;
  /** The version known when the read started; -1 when none was known. */
  version: number;
  value: Promise<SiteConfig | null>;
}

export function createSiteConfigCache(options: SiteConfigCacheOptions): SiteConfigCache {
  const clock = options.clock ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Entry>();
  let version: number | null = null;
  let lastCheck = Number.NEGATIVE_INFINITY;
  let check: Promise<void> | null = null;

  async function compareVersion(): Promise<void> {
    try {
      const seen = await options.readVersion();
      // Every entry read before this version is dropped, including one whose read
      // began before an earlier check noticed the change.
      for (const [key, entry] of entries) if (entry.version < seen) entries.delete(key);
      version = seen;
    } catch (error) {
      log(`[site] could not read the sites data version; keeping the cached configs: ${(error as Error).message}`);
    }
  }

  function checkWhenDue(): Promise<void> | null {
    if (check) return check;
    if (clock() - lastCheck < options.checkIntervalMs()) return null;
    lastCheck = clock();
    check = compareVersion().finally(() => {
      check = null;
    });
    return check;
  }

  return {
    get version() {
      return version;
    },
    async get(siteKey, templateId, read) {
      const due = checkWhenDue();
      if (due) await due;
      const now = clock();
      const cacheKey = `${templateId}:${siteKey}`;
      const hit = entries.get(cacheKey);
      if (hit && hit.expires > now) return hit.value;
      const entry: Entry = { siteKey, expires: now + options.ttlMs(), version: version ?? -1, value: read() };
      // A failed read is not cached: the next request tries again.
      entry.value.catch(() => {
        if (entries.get(cacheKey) === entry) entries.delete(cacheKey);
      });
      entries.delete(cacheKey);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(cacheKey, entry);
      return entry.value;
    },
    forget(siteKey) {
      for (const [key, entry] of entries) if (entry.siteKey === siteKey) entries.delete(key);
    },
  };
}
