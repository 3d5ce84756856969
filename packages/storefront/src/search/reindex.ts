// `pnpm search:reindex --site SLUG | --all` (issue 4 item 4).
//
// - A site with Algolia credentials (config `search.algolia`) gets its index pushed
//   with the algoliasearch write client and the admin key from ALGOLIA_ADMIN_KEY
//   (env.ts): every car of its dealerships as index records (carToRecord), the index
//   settings, and the sort replicas. The listing rule and the site's scope are not
//   baked into the records: like the embedded index, Algolia holds every car and the
//   site's secured search key carries the filter (issue 4 item 3), so a sold car
//   ages out without a reindex.
//   Sites sharing one Algolia application and index name share the index: it is
//   pushed once with the cars of all their dealerships, so reindexing one of them
//   never drops the other's cars.
// - A site on the embedded engine needs no push: the command bumps the cars data
//   version, and every app process rebuilds its index on its next search after its
//   version check (engine-holder.ts).
import { type SiteConfig } from "@forecourt/domain";
import { bumpCarsVersion, type Db, dealershipNames, findSiteBySlug, listCarsForIndex, listSites } from "@forecourt/db";
import { carToRecord } from "@forecourt/search";
import { type AlgoliaHost, pushIndexToAlgolia } from "@forecourt/search/algolia-indexer";

export type ReindexTarget = { kind: "site"; slug: string } | { kind: "all" };

export const reindexUsage = "Usage: pnpm search:reindex --site SLUG | --all";

/** `--site SLUG`, `--site=SLUG` or `--all`; throws the usage otherwise. */
export function parseReindexArgs(argv: readonly string[]): ReindexTarget {
  const args = argv.filter((arg) => arg !== "--");
  let target: ReindexTarget | null = null;
  const set = (next: ReindexTarget) => {
    if (target) throw new Error(`Give one of --site SLUG or --all. ${reindexUsage}`);
    target = next;
  };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === "--all") set({ kind: "all" });
    else if (arg === "--site" || arg.startsWith("--site=")) {
      const slug = arg === "--site" ? args[++index] : arg.slice("--site=".length);
      if (!slug || slug.startsWith("--")) throw new Error(`--site needs a site slug. ${reindexUsage}`);
      set({ kind: "site", slug });
    } else throw new Error(`Unknown argument "${arg}". ${reindexUsage}`);
  }
  if (!target) throw new Error(reindexUsage);
  return target;
}

export interface ReindexDeps {
  db: Db;
  /** ALGOLIA_ADMIN_KEY; null when unset. */
  adminKey: string | null;
  now: Date;
  /** Seconds between the apps' data version checks, for the message. */
  versionCheckSeconds: number;
  /** Hosts to call instead of Algolia's (a local stand-in in tests). */
  algoliaHosts?: readonly AlgoliaHost[];
  /** Records per batch request to Algolia. */
  batchSize?: number;
  log: (line: string) => void;
}

export interface ReindexResult {
  /** One entry per Algolia index pushed. */
  pushed: Array<{ appId: string; indexName: string; sites: string[]; records: number }>;
  /** Sites on the embedded engine, and the data version they rebuild to. */
  embedded: { sites: string[]; version: number } | null;
  /** Sites that could not be reindexed, with the reason. */
  failed: Array<{ site: string; error: string }>;
}

/** Every stored site config; one that fails validation is reported, not fatal, unless it is the target. */
async function loadConfigs(db: Db): Promise<{ configs: SiteConfig[]; broken: Array<{ site: string; error: string }> }> {
  const configs: SiteConfig[] = [];
  const broken: Array<{ site: string; error: string }> = [];
  for (const summary of await listSites(db)) {
    try {
      const config = await findSiteBySlug(db, summary.slug);
      if (config) configs.push(config);
    } catch (error) {
      broken.push({ site: summary.slug, error: (error as Error).message });
    }
  }
  return { configs, broken };
}

const indexKey = (config: SiteConfig) => `${config.search.algolia!.appId}\u0000${config.search.index}`;

export async function reindex(target: ReindexTarget, deps: ReindexDeps): Promise<ReindexResult> {
  const { db, log } = deps;
  const result: ReindexResult = { pushed: [], embedded: null, failed: [] };
  const { configs, broken } = await loadConfigs(db);

  let targets: SiteConfig[];
  if (target.kind === "site") {
    const config = configs.find((candidate) => candidate.slug === target.slug);
    if (!config) {
      const fault = broken.find((entry) => entry.site === target.slug);
      throw new Error(fault ? fault.error : `No site "${target.slug}". ${reindexUsage}`);
    }
    targets = [config];
  } else {
    targets = configs;
    for (const fault of broken) {
      result.failed.push(fault);
      log(`site ${fault.site}: skipped, its config is invalid: ${fault.error}`);
    }
  }

  // Algolia: one push per application and index, with the cars of every site sharing it.
  const algoliaTargets = targets.filter((config) => config.search.algolia !== null);
  const groups = new Map<string, SiteConfig[]>();
  for (const config of configs.filter((candidate) => candidate.search.algolia !== null)) {
    groups.set(indexKey(config), [...(groups.get(indexKey(config)) ?? []), config]);
  }
  const names = algoliaTargets.length > 0 ? await dealershipNames(db) : new Map<number, string>();
  const done = new Set<string>();
  for (const config of algoliaTargets) {
    const key = indexKey(config);
    if (done.has(key)) continue;
    done.add(key);
    const sharing = groups.get(key)!;
    const slugs = sharing.map((site) => site.slug);
    const { appId } = config.search.algolia!;
    const indexName = config.search.index;
    if (!deps.adminKey) {
      const error = `ALGOLIA_ADMIN_KEY is not set: it is needed to push index ${indexName} of Algolia application ${appId}`;
      for (const slug of slugs.filter((slug) => targets.some((site) => site.slug === slug))) result.failed.push({ site: slug, error });
      log(`site ${slugs.join(", ")}: ${error}`);
      continue;
    }
    try {
      const dealershipIds = [...new Set(sharing.flatMap((site) => site.dealerships.map((dealership) => dealership.id)))];
      const cars = await listCarsForIndex(db, { dealershipIds });
      const records = cars.map((car) => carToRecord(car, { now: deps.now, dealershipName: names.get(car.dealership_id) ?? null }));
      const pushed = await pushIndexToAlgolia({ appId, adminKey: deps.adminKey, indexName, records, hosts: deps.algoliaHosts, batchSize: deps.batchSize });
      result.pushed.push({ appId, indexName, sites: slugs, records: pushed.records });
      log(`site ${slugs.join(", ")}: pushed ${pushed.records} cars, the index settings and ${pushed.replicas.length} sort replicas (${pushed.replicas.join(", ")}) to Algolia application ${appId}, index ${indexName}`);
    } catch (error) {
      const message = (error as Error).message;
      for (const slug of slugs.filter((slug) => targets.some((site) => site.slug === slug))) result.failed.push({ site: slug, error: message });
      log(`site ${slugs.join(", ")}: the push to Algolia application ${appId}, index ${indexName} failed: ${message}`);
    }
  }

  // The embedded engine: one version bump rebuilds every process's index.
  const embeddedTargets = targets.filter((config) => config.search.algolia === null).map((config) => config.slug);
  if (embeddedTargets.length > 0) {
    const version = await bumpCarsVersion(db);
    result.embedded = { sites: embeddedTargets, version };
    log(
      `${embeddedTargets.length === 1 ? `site ${embeddedTargets[0]} uses` : `${embeddedTargets.length} sites use`} the embedded search engine (no Algolia credentials): ` +
        `bumped the cars data version to ${version}, so every app process rebuilds its index on its next search (each checks every ${deps.versionCheckSeconds} s)`,
    );
  }
  return result;
}
