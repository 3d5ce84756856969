// Refresh on every app (issue 15): a change that every app must show (a car sold,
// reserved or repriced; a site's config) reaches every app process of the
// deployment in one server-side call.
//
//   await refreshCars([{ id: 1042 }])                                  every site page showing car 1042
//   await refreshCars([{ site: "coral-coast-auto", slug: "2022-toyota-hilux-sr5-1042" }])
//   await refreshSite("coral-coast-auto")                               every page of the site, and its config
//
// Design: the caller (the `pnpm refresh` command, a stock import, a checkout) calls
// POST /api/revalidate on every app process itself; the endpoint acts on its own
// process only and never calls the others. So there is one place that knows the
// deployment's processes (FORECOURT_APP_ORIGINS), no call can loop or multiply, a
// process that is down costs one failed line rather than a failed chain, and the
// caller gets an outcome per process, which a relay could only summarise.
//
// Each call goes to an app of the site's template (another template's app does not
// serve the site) once per host the site answers on, since the page cache is kept
// per host: {slug}.localhost in the demo, plus every configured domain. Calls run
// in parallel with a timeout each; a failing or slow app is reported, never thrown,
// and the others are still refreshed.
//
// What each app does (vehicle/revalidate.ts): {"cars": [...]} expires those car
// pages; {"site": true} drops the site's cached config (tenant/site.ts) and expires
// every page carrying the site's cache tag (tenant/site-pages-tag.ts). The next
// visit to an expired page regenerates it. A saved config also reaches every
// process on its own within FORECOURT_SITE_VERSION_CHECK_SECONDS (the `sites` data
// version), but cached pages keep what they rendered until refreshed or an hour old.
import type { SiteConfig } from "@forecourt/domain";
import { carPagesByIds, type Db, findSiteBySlug, getDatabase } from "@forecourt/db";
import { type AppOrigin, appOrigins, storefrontEnv, type StorefrontEnv } from "../env";
import type { Deployment } from "../tenant/host";
import { carSlugSchema, MAX_BODY_BYTES, MAX_CARS_PER_CALL } from "../vehicle/revalidate-body";
import { postRevalidate } from "./revalidate-call";

/** A site by its slug (its template and domains are read from the database), or those fields at hand. */
export type RefreshSite = string | Pick<SiteConfig, "slug" | "template" | "domains">;

/** A car's page on one site, by its page slug (/cars/{slug}); or a car by id: its page on every site that shows it. */
export type CarToRefresh = { site: RefreshSite; slug: string } | { id: number };

export interface RefreshOptions {
  /** FORECOURT_REVALIDATE_TOKEN by default. */
  token?: string;
  /** The app processes to call; FORECOURT_APP_ORIGINS (else FORECOURT_TEMPLATE_ORIGINS) by default. */
  origins?: readonly AppOrigin[];
  /** Where sites and cars are looked up; the process's database by default, read only when needed. */
  db?: Db;
  /** Which hosts a site answers on; FORECOURT_DEPLOYMENT by default. */
  deployment?: Deployment;
  /** Per call; 3 s by default. */
  timeoutMs?: number;
}

export interface HostOutcome {
  host: string;
  ok: boolean;
  /** What the app said: what it revalidated, or why it failed. */
  message: string;
  ms: number;
}

/** One app process's part in refreshing one site. */
export interface AppOutcome {
  site: string;
  template: string;
  origin: string;
  /** Every host of the site was refreshed on this app. */
  ok: boolean;
  hosts: HostOutcome[];
}

export interface RefreshReport {
  /** Every app of every site was refreshed, and nothing asked for was left out. */
  ok: boolean;
  apps: AppOutcome[];
  /** What could not be sent at all: no token, an unknown site or car id, a site no app serves. */
  problems: string[];
}

export const DEFAULT_REFRESH_TIMEOUT_MS = 3_000;
/** Calls in flight at once, whatever the number of apps, sites and hosts. */
const PARALLEL_CALLS = 8;

type Work = { kind: "site" } | { kind: "cars"; slugs: Set<string> };
interface Target {
  site: RefreshSite;
  work: Work;
}
type SiteAddress = Pick<SiteConfig, "slug" | "template" | "domains">;

const siteSlugOf = (site: RefreshSite) => (typeof site === "string" ? site : site.slug);

/** The hosts a site's pages are cached under: {slug}.localhost in the demo, and its configured domains. */
export function siteHosts(site: SiteAddress, deployment: Deployment): string[] {
  return [...new Set([...(deployment === "demo" ? [`${site.slug}.localhost`] : []), ...site.domains])];
}

/** The car slugs as bodies the endpoint accepts: at most MAX_CARS_PER_CALL slugs and well under its body limit each. */
function carBodies(slugs: readonly string[]): Array<{ cars: string[] }> {
  const bodies: Array<{ cars: string[] }> = [];
  let current: string[] = [];
  let size = 0;
  for (const slug of slugs) {
    const added = JSON.stringify(slug).length + 1;
    if (current.length > 0 && (current.length >= MAX_CARS_PER_CALL || size + added > MAX_BODY_BYTES / 2)) {
      bodies.push({ cars: current });
      current = [];
      size = 0;
    }
    current.push(slug);
    size += added;
  }
  if (current.length > 0) bodies.push({ cars: current });
  return bodies;
}

async function inParallel<T>(tasks: ReadonlyArray<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

async function refreshTargets(targets: readonly Target[], options: RefreshOptions, problems: string[], database: () => Promise<Db>): Promise<RefreshReport> {
  if (targets.length === 0) return { ok: problems.length === 0, apps: [], problems };
  let env: StorefrontEnv;
  try {
    env = storefrontEnv();
  } catch (error) {
    return { ok: false, apps: [], problems: [...problems, `the environment is invalid: ${(error as Error).message}`] };
  }
  const token = options.token ?? env.FORECOURT_REVALIDATE_TOKEN;
  if (!token) return { ok: false, apps: [], problems: [...problems, "FORECOURT_REVALIDATE_TOKEN is not set: the apps have no revalidate endpoint to call"] };
  const origins = options.origins ?? appOrigins(env);
  const deployment = options.deployment ?? env.FORECOURT_DEPLOYMENT;
  const timeoutMs = options.timeoutMs ?? DEFAULT_REFRESH_TIMEOUT_MS;

  const apps: AppOutcome[] = [];
  const calls: Array<() => Promise<void>> = [];
  for (const target of targets) {
    let site: SiteAddress;
    if (typeof target.site === "string") {
      try {
        const found = await findSiteBySlug(await database(), target.site);
        if (!found) {
          problems.push(`${target.site}: no such site`);
          continue;
        }
        site = found;
      } catch (error) {
        problems.push(`${target.site}: could not read the site: ${(error as Error).message}`);
        continue;
      }
    } else {
      site = target.site;
    }
    const hosts = siteHosts(site, deployment);
    if (hosts.length === 0) {
      problems.push(`${site.slug}: the site has no domains, so no page of it is served in production`);
      continue;
    }
    const serving = origins.filter((app) => app.template === site.template);
    if (serving.length === 0) {
      problems.push(`${site.slug}: no app serves its template "${site.template}" (FORECOURT_APP_ORIGINS)`);
      continue;
    }
    const bodies = target.work.kind === "site" ? [{ site: true }] : carBodies([...target.work.slugs]);
    for (const app of serving) {
      const outcome: AppOutcome = { site: site.slug, template: site.template, origin: app.origin, ok: false, hosts: [] };
      apps.push(outcome);
      for (const host of hosts) {
        const hostOutcome: HostOutcome = { host, ok: false, message: "", ms: 0 };
        outcome.hosts.push(hostOutcome);
        calls.push(async () => {
          const started = performance.now();
          let cars = 0;
          for (const body of bodies) {
            const result = await postRevalidate({ origin: app.origin, host, token, body, timeoutMs });
            if (!result.ok) {
              hostOutcome.message = result.reason;
              hostOutcome.ms = Math.round(performance.now() - started);
              return;
            }
            if ("cars" in body) cars += body.cars.length;
          }
          hostOutcome.ok = true;
          hostOutcome.message = target.work.kind === "site" ? "revalidated every page and the config" : `revalidated ${cars} car ${cars === 1 ? "page" : "pages"}`;
          hostOutcome.ms = Math.round(performance.now() - started);
        });
      }
    }
  }
  await inParallel(calls, PARALLEL_CALLS);
  for (const app of apps) app.ok = app.hosts.every((host) => host.ok);
  return { ok: problems.length === 0 && apps.every((app) => app.ok), apps, problems };
}

function lazyDatabase(options: RefreshOptions): () => Promise<Db> {
  let db: Promise<Db> | null = options.db ? Promise.resolve(options.db) : null;
  return () => (db ??= getDatabase().then((database) => database.db));
}

/**
 * Revalidates the pages of these cars on every app process that serves their
 * sites. Never throws: a failed app, an unknown site or car id is in the report.
 */
export async function refreshCars(cars: readonly CarToRefresh[], options: RefreshOptions = {}): Promise<RefreshReport> {
  const database = lazyDatabase(options);
  const problems: string[] = [];
  const pages: Array<{ site: RefreshSite; slug: string }> = [];
  const ids: number[] = [];
  for (const car of cars) {
    if ("id" in car) ids.push(car.id);
    else pages.push(car);
  }
  if (ids.length > 0) {
    try {
      const found = await carPagesByIds(await database(), ids);
      pages.push(...found.map((page) => ({ site: page.site, slug: page.slug })));
      const known = new Set(found.map((page) => page.carId));
      for (const id of new Set(ids)) if (!known.has(id)) problems.push(`car ${id}: no stored car, or no site shows its dealership`);
    } catch (error) {
      problems.push(`cars ${[...new Set(ids)].join(", ")}: could not read their sites: ${(error as Error).message}`);
    }
  }
  const bySite = new Map<string, Target>();
  for (const page of pages) {
    const key = siteSlugOf(page.site);
    // A slug the endpoint would refuse would fail the call for every car beside it.
    const slug = carSlugSchema.safeParse(page.slug);
    if (!slug.success) {
      problems.push(`${key}: car "${page.slug}": ${slug.error.issues[0]!.message}`);
      continue;
    }
    const target: Target = bySite.get(key) ?? { site: page.site, work: { kind: "cars", slugs: new Set<string>() } };
    bySite.set(key, target);
    if (target.work.kind === "cars") target.work.slugs.add(slug.data);
  }
  return refreshTargets([...bySite.values()], options, problems, database);
}

/**
 * Revalidates every page of the site and drops its cached config on every app
 * process that serves it: after a config change, or anything every page shows.
 * Never throws: a failed app or an unknown site is in the report.
 */
export async function refreshSite(site: RefreshSite, options: RefreshOptions = {}): Promise<RefreshReport> {
  return refreshTargets([{ site, work: { kind: "site" } }], options, [], lazyDatabase(options));
}
