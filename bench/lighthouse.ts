// pnpm bench:lighthouse: Lighthouse (mobile preset: Moto G Power emulation,
// simulated slow 4G and 4x CPU slowdown, performance and accessibility) on the
// production build of every template app, in Debian's Chromium, read against a
// floor: bench/floor, a bare Next.js App Router page (a heading, a paragraph and a
// link) of the same Next and React, built and served beside the apps. What a page
// costs is its difference from the floor, the part of its weight and time that is
// Forecourt's rather than the framework's.
//
// Pages of each app (`--pages`, default all): home `/`, the search page `/cars/`, a
// car page `/cars/{slug}` (a listed, available car of the site with photos, picked
// from the database), a content page `/terms-and-conditions/` (every demo site has
// it), `/success`, `/sign-in`, the car's reservation checkout (issue 17) and the
// instant valuation `/sell-my-car` (issue 18). A page a later issue adds is one line
// in `pages` below. All pages of an app are of one demo site, one that takes
// reservations without sign-in where the template has one.
//
// The bench runs in rounds: a round is the floor once, then each selected page once.
// A warm-up round comes first, not counted, then N rounds (`--runs N`, default 5).
// Each figure shown is the median over the rounds, and each difference is the median
// of the per-round differences between the page and that round's floor, so a host
// that slows down mid-run moves both sides of a difference alike. JavaScript is the
// gzipped transfer of the page's script requests (Lighthouse's resource-summary),
// HTML the gzipped transfer of the document itself (network-requests), KB = 1,024
// bytes as Lighthouse counts. Each figure is printed beside the floor's, with the
// limit it is held to (bench/limits.ts). Figures, not pass/fail: a miss is printed
// and the exit code stays 0.
//
// The bench starts its own stack (database owner on 54340, each template app of
// the template registry on its demo port plus 1200: 4200, 4201, ...; data in
// .data/bench-lighthouse, fresh) and the floor (`next start` on 4299), away from
// the demo and the end-to-end stack. It needs the apps and the floor built:
// `pnpm bench:lighthouse` builds them first.
//
// Options: --runs N (1-15, default 5), --apps generic,toyota (a subset),
// --pages home,cars,car,content,success,sign-in,checkout,valuation (a subset), --json DIR (write every
// run's Lighthouse result as JSON, for the report viewer or for digging), --cpu-slowdown N
// (2-16; the preset's is 4): Lantern scales the main thread's tasks by N instead of 4. At 8
// the floor's TBT reads about as a slow host (CPU index about half a fast one's) reads it,
// but our pages' reads much lower than on a real slow host, where the page, the browser and
// the app server also compete for two cores (docs/performance.md 'Lighthouse'); the limits
// are unchanged, and the figures show a change's direction, not the Done-when measure.
// `pnpm bench:bytes` reads the same pages' JavaScript from the build output, floor
// included, in seconds.
import { type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result, type RunnerResult } from "lighthouse";
import { createDatabase, findSiteBySlug, listListedCars, listSites } from "@forecourt/db";
import { isCarAvailable, isCarSold, type TemplateId } from "@forecourt/domain";
import { benchFloorPort, registryAppPorts, root, stackPortOffsets, startGroup, startStack, stopGroup, type Stack, templates, waitForHttp } from "../scripts/stack";
import { limitsFor, type PageKey, pageKeys, type PageLimits } from "./limits";

type Template = TemplateId;

interface Picked {
  car: string;
  /** The site's checkout path segment (`checkout` or `buy-online`); null when the site takes no reservations or gates them behind sign-in. */
  checkout: string | null;
}

/** Each page's path on a site: `car` is the picked car's page; null where the site has no such page. */
const pages: Record<PageKey, { label: string; path: (picked: Picked) => string | null }> = {
  home: { label: "/", path: () => "/" },
  cars: { label: "/cars/", path: () => "/cars/" },
  car: { label: "/cars/{slug}", path: ({ car }) => `/cars/${car}` },
  content: { label: "/terms-and-conditions/", path: () => "/terms-and-conditions/" },
  success: { label: "/success", path: () => "/success" },
  "sign-in": { label: "/sign-in", path: () => "/sign-in" },
  // Issue 17: the reservation checkout of the same car (a site whose checkout is not behind sign-in).
  checkout: { label: "/cars/{slug}/checkout", path: ({ car, checkout }) => (checkout ? `/cars/${car}/${checkout}` : null) },
  // Issue 18: the instant valuation's first step.
  valuation: { label: "/sell-my-car", path: () => "/sell-my-car" },
};

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    apps: { type: "string", default: templates.join(",") },
    pages: { type: "string", default: pageKeys.join(",") },
    json: { type: "string" },
    "cpu-slowdown": { type: "string", default: "4" },
  },
});
const runs = Number(values.runs);
const cpuSlowdown = Number(values["cpu-slowdown"]);
const apps = values.apps!.split(",").map((name) => name.trim()) as Template[];
const selectedPages = values.pages!.split(",").map((name) => name.trim()) as PageKey[];
if (
  !Number.isInteger(runs) ||
  runs < 1 ||
  runs > 15 ||
  apps.length === 0 ||
  apps.some((app) => !templates.includes(app)) ||
  selectedPages.length === 0 ||
  selectedPages.some((page) => !pageKeys.includes(page)) ||
  !Number.isInteger(cpuSlowdown) ||
  cpuSlowdown < 2 ||
  cpuSlowdown > 16
) {
  console.error(`usage: pnpm bench:lighthouse [--runs 1-15 (5)] [--apps ${templates.join(",")}] [--pages ${pageKeys.join(",")}] [--json DIR] [--cpu-slowdown 2-16 (4)]`);
  process.exit(2);
}
const jsonDir = values.json ? path.resolve(values.json) : undefined;

const stackOptions = { dataDir: ".data/bench-lighthouse", dbPort: 54340, appPorts: registryAppPorts(stackPortOffsets.bench) };
const floorDir = path.join(root, "bench/floor");
const floorUrl = `http://127.0.0.1:${benchFloorPort}/`;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"];
const KB = 1024;

interface Target {
  /** "floor" for bench/floor. */
  app: Template | "floor";
  page: PageKey | "floor";
  site: string;
  url: string;
}

interface Script {
  url: string;
  transfer: number;
  resource: number;
}

interface RunFigures {
  score: number;
  accessibility: number;
  /** The accessibility audits that failed (ids), when the score is under 100. */
  accessibilityFailures: string[];
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  si: number;
  jsBytes: number;
  jsRequests: number;
  /** The document's own transfer (gzip), bytes. */
  htmlBytes: number;
  totalBytes: number;
  benchmarkIndex: number;
  scripts: Script[];
  unusedJs: Map<string, number>;
  lcpElement: string;
  lcpPhases: Array<{ phase: string; timing: number }>;
  renderBlocking: Array<{ url: string; wastedMs: number }>;
  lcpLazyLoaded: boolean;
  lcpImageSavingsMs: number;
  layoutShifts: Array<{ node: string; score: number; causes: string[] }>;
  /** Script bytes by package or workspace module, when the build serves source maps; empty otherwise. */
  modules: Map<string, { bytes: number; transfer: number }>;
  /** The largest paint Chromium saw on the unthrottled load, ms after navigation. */
  observedLcp: number;
  /**
   * The scripts that had finished downloading before that paint (count, gzipped
   * transfer): Lantern's LCP estimate loads every one of them over simulated slow 4G
   * (docs/performance.md 'Why LCP stays over the floor').
   */
  scriptsBeforePaint: { count: number; transfer: number };
  /**
   * TBT split by what Lighthouse attributes each long task to (its `long-tasks` audit,
   * Lantern's timings under simulated throttling): the part of each task between FCP and
   * TTI beyond 50 ms, summed for tasks of the document itself (parsing, style, layout),
   * of scripts, and unattributable ones. The three add up to within a few tens of ms of TBT.
   */
  blocking: { document: number; scripts: number; other: number };
}

interface Measured {
  target: Target;
  /** Index r is round r + 1; undefined where that round's run failed. */
  rounds: Array<RunFigures | undefined>;
  /** Why some or all runs of this URL gave no figures (an error page, a failed load). */
  errors: string[];
}

// ---------- helpers ----------

function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "-");
const kb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / KB).toFixed(1) : "-");
const signed = (value: string) => (value.startsWith("-") ? value : `+${value}`);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
const verdict = (ok: boolean) => (ok ? "PASS" : "MISS");
const labelOf = (target: Target) => (target.page === "floor" ? "/ (bare Next.js)" : pages[target.page].label);

/** A path relative to the origin, shortened for the tables. */
function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

/**
 * A GET on 127.0.0.1 with the site's Host header (Node cannot resolve *.localhost);
 * warms the app process (site config, search index, route code) before measuring.
 */
function warm(url: string): Promise<number> {
  const parsed = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: parsed.port, path: parsed.pathname + parsed.search, headers: { host: parsed.host, "accept-encoding": "gzip" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.setTimeout(60_000, () => request.destroy(new Error(`${url} took over 60 s`)));
    request.on("error", reject);
    request.end();
  });
}

function lighthouseVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")) as { version: string }).version;
}

const buildDirs = () => [...apps.map((app) => ({ name: `apps/${app}`, dir: path.join(root, "apps", app) })), { name: "bench/floor", dir: floorDir }];

function buildIds(): Record<string, string> {
  return Object.fromEntries(
    buildDirs().map(({ name, dir }) => {
      const file = path.join(dir, ".next/BUILD_ID");
      return [name, fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : ""];
    }),
  );
}

// ---------- picking the pages ----------

/**
 * Per template: a demo site with a listed, available car with photos, preferring one
 * that takes reservations without sign-in (so its checkout is measured too); the
 * selected pages of that site.
 */
async function pickTargets(stack: Stack): Promise<Target[]> {
  const database = createDatabase(stack.databaseUrl, { max: 1 });
  const now = new Date();
  const targets: Target[] = [];
  try {
    const sites = await listSites(database.db);
    for (const template of apps) {
      const origin = new URL(stack.origins[template]);
      let picked: (Picked & { site: string }) | undefined;
      for (const summary of sites.filter((site) => site.template === template)) {
        const site = await findSiteBySlug(database.db, summary.slug);
        if (!site) continue;
        const car = (await listListedCars(database.db, site, now)).find((listed) => isCarAvailable(listed) && !isCarSold(listed) && listed.images.length > 0);
        if (!car) continue;
        const { reservation, signInGate } = site.features;
        const candidate = { site: summary.slug, car: car.slug, checkout: reservation.enabled && !signInGate ? reservation.path : null };
        if (!picked) picked = candidate;
        if (candidate.checkout) {
          picked = candidate;
          break;
        }
      }
      if (!picked) throw new Error(`No ${template} demo site has a listed, available car with photos`);
      const base = `${origin.protocol}//${picked.site}.localhost:${origin.port}`;
      for (const page of selectedPages) {
        const path = pages[page].path(picked);
        if (path === null) console.log(`  ${template}: no ${pages[page].label} measured: no demo site of this template with such a car takes reservations without sign-in`);
        else targets.push({ app: template, page, site: picked.site, url: `${base}${path}` });
      }
    }
  } finally {
    await database.close();
  }
  return targets;
}

// ---------- reading a Lighthouse result ----------

type Details = { type?: string; items?: Array<Record<string, unknown>> } | undefined;

function auditDetails(lhr: Result, id: string): Details {
  return lhr.audits[id]?.details as Details;
}

function nodeLabel(value: unknown): string {
  const node = value as { nodeLabel?: string; selector?: string; snippet?: string } | undefined;
  if (!node) return "";
  const label = (node.nodeLabel ?? "").replace(/\s+/g, " ").slice(0, 60);
  const snippet = (node.snippet ?? "").replace(/\s+/g, " ").slice(0, 120);
  return [label && `"${label}"`, snippet].filter(Boolean).join(" ");
}

interface TreemapNode {
  name: string;
  resourceBytes: number;
  children?: TreemapNode[];
}

/**
 * Who a source file belongs to: an npm package (`zod`, `@radix-ui/react-dialog`,
 * `next/compiled/react-dom`, `next` for the App Router runtime) or a workspace file
 * (`packages/ui/vehicle/vehicle-gallery.tsx`).
 */
function moduleOwner(sourcePath: string): string {
  const afterModules = sourcePath.split("node_modules/").pop()!;
  if (afterModules !== sourcePath) {
    const [first, second, third, fourth] = afterModules.split("/");
    const name = first!.startsWith("@") ? `${first}/${second}` : first!;
    if (name === "next" && (second === "dist" || second === "src") && third === "compiled") return `next/compiled/${fourth}`;
    return name;
  }
  const workspace = /(?:^|\/)(packages|apps)\/([^/]+)\/(?:src\/)?(.+)$/.exec(sourcePath);
  return workspace ? `${workspace[1]}/${workspace[2]}/${workspace[3]}` : sourcePath.replace(/^.*\]\/?/, "");
}

/**
 * Lighthouse's script-treemap-data has a module tree per script when the build serves
 * source maps (Next's productionBrowserSourceMaps). Each module's share of its script's
 * transfer is estimated as its share of the script's bytes.
 */
function moduleBytes(lhr: Result, scripts: readonly Script[]): Map<string, { bytes: number; transfer: number }> {
  const totals = new Map<string, { bytes: number; transfer: number }>();
  const nodes = ((auditDetails(lhr, "script-treemap-data") as { nodes?: TreemapNode[] } | undefined)?.nodes ?? []) as TreemapNode[];
  for (const scriptNode of nodes) {
    const script = scripts.find((candidate) => candidate.url === scriptNode.name);
    if (!script || !scriptNode.children?.length || scriptNode.resourceBytes === 0) continue;
    const ratio = script.transfer / scriptNode.resourceBytes;
    const visit = (node: TreemapNode, prefix: string) => {
      const nodePath = prefix ? `${prefix}/${node.name}` : node.name;
      if (node.children?.length) {
        for (const child of node.children) visit(child, nodePath);
        return;
      }
      const owner = moduleOwner(nodePath);
      const entry = totals.get(owner) ?? { bytes: 0, transfer: 0 };
      entry.bytes += node.resourceBytes;
      entry.transfer += node.resourceBytes * ratio;
      totals.set(owner, entry);
    };
    for (const child of scriptNode.children) visit(child, "");
  }
  return totals;
}

function figures(lhr: Result): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (auditDetails(lhr, "network-requests")?.items ?? []) as Array<{ url: string; resourceType?: string; transferSize?: number; resourceSize?: number; networkEndTime?: number }>;
  const scripts = requests
    .filter((request) => request.resourceType === "Script")
    .map((request) => ({ url: request.url, transfer: request.transferSize ?? 0, resource: request.resourceSize ?? 0 }))
    .sort((a, b) => b.transfer - a.transfer);
  const documentUrl = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  const documents = requests.filter((request) => request.resourceType === "Document");
  const mainDocument = documents.find((request) => request.url === documentUrl) ?? documents[0];
  const summary = (auditDetails(lhr, "resource-summary")?.items ?? []) as Array<{ resourceType: string; transferSize: number; requestCount: number }>;
  const row = (type: string) => summary.find((item) => item.resourceType === type);

  const lcpLists = (auditDetails(lhr, "largest-contentful-paint-element")?.items ?? []) as unknown as Details[];
  const lcpElement = nodeLabel(lcpLists[0]?.items?.[0]?.node);
  const lcpPhases = ((lcpLists[1]?.items ?? []) as Array<{ phase: string; timing: number }>).map(({ phase, timing }) => ({ phase, timing }));

  const layoutShifts = ((auditDetails(lhr, "layout-shifts")?.items ?? []) as Array<{ node?: unknown; score: number; subItems?: { items: Array<{ cause?: string; extra?: unknown }> } }>).map((item) => ({
    node: nodeLabel(item.node),
    score: item.score,
    causes: (item.subItems?.items ?? []).map((sub) => [sub.cause, typeof sub.extra === "object" && sub.extra && "url" in sub.extra ? shortUrl(String((sub.extra as { url: string }).url)) : ""].filter(Boolean).join(" ")),
  }));

  // Lantern (Lighthouse's simulation) builds its LCP estimate from the requests that
  // ended before the observed paint. A script leaves that graph only when its
  // evaluation is seen to start after the paint, and evaluation tasks under 10 ms are
  // pruned from the graph first, so a small script that arrived before the paint is
  // always counted. Both clocks are ms from navigation start.
  const metrics = (auditDetails(lhr, "metrics")?.items?.[0] ?? {}) as { observedLargestContentfulPaint?: number };
  const observedLcp = metrics.observedLargestContentfulPaint ?? Number.NaN;
  const arrivedBeforePaint = requests.filter((request) => request.resourceType === "Script" && (request.networkEndTime ?? Number.POSITIVE_INFINITY) <= observedLcp);

  const blocking = { document: 0, scripts: 0, other: 0 };
  const fcp = numeric("first-contentful-paint");
  const tti = numeric("interactive");
  for (const task of (auditDetails(lhr, "long-tasks")?.items ?? []) as Array<{ url: string; startTime: number; duration: number }>) {
    const during = Math.min(task.startTime + task.duration, tti) - Math.max(task.startTime, fcp);
    if (during <= 50) continue;
    const kind = task.url === "Unattributable" ? "other" : scripts.some((script) => script.url === task.url) ? "scripts" : task.url === documentUrl || task.url === mainDocument?.url ? "document" : "other";
    blocking[kind] += during - 50;
  }

  const accessibility = lhr.categories.accessibility;
  const accessibilityFailures = (accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);

  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: accessibility?.score === null || accessibility === undefined ? Number.NaN : Math.round(accessibility.score * 100),
    accessibilityFailures,
    fcp,
    lcp: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbt: numeric("total-blocking-time"),
    si: numeric("speed-index"),
    jsBytes: row("script")?.transferSize ?? scripts.reduce((sum, script) => sum + script.transfer, 0),
    jsRequests: row("script")?.requestCount ?? scripts.length,
    htmlBytes: mainDocument?.transferSize ?? Number.NaN,
    totalBytes: row("total")?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scripts,
    unusedJs: new Map(((auditDetails(lhr, "unused-javascript")?.items ?? []) as Array<{ url: string; wastedBytes: number }>).map((item) => [item.url, item.wastedBytes])),
    lcpElement,
    lcpPhases,
    renderBlocking: ((auditDetails(lhr, "render-blocking-resources")?.items ?? []) as Array<{ url: string; wastedMs?: number }>).map((item) => ({ url: item.url, wastedMs: item.wastedMs ?? 0 })),
    lcpLazyLoaded: lhr.audits["lcp-lazy-loaded"]?.score === 0,
    lcpImageSavingsMs: lhr.audits["prioritize-lcp-image"]?.metricSavings?.LCP ?? 0,
    layoutShifts,
    modules: moduleBytes(lhr, scripts),
    observedLcp,
    scriptsBeforePaint: { count: arrivedBeforePaint.length, transfer: arrivedBeforePaint.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) },
    blocking,
  };
}

/** The address Chromium connected to for the page itself, from the DevTools log: proof that *.localhost resolved to loopback. */
function documentAddress(result: RunnerResult): string {
  const log = (result.artifacts as unknown as { DevtoolsLog?: Array<{ method: string; params: { type?: string; response?: { url?: string; remoteIPAddress?: string } } }> }).DevtoolsLog ?? [];
  const entry = log.find((event) => event.method === "Network.responseReceived" && event.params.type === "Document");
  return entry?.params.response?.remoteIPAddress ?? "unknown";
}

// ---------- running ----------

let chrome: chromeLauncher.LaunchedChrome | undefined;
let stack: Stack | undefined;
let floorServer: ChildProcess | undefined;
let stopping = false;

async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  await Promise.all([stack?.stop(), floorServer ? stopGroup(floorServer) : undefined]);
}

async function runLighthouse(url: string): Promise<RunnerResult> {
  // gzip only, for every page and the floor alike: the app server sends Brotli to a
  // browser that takes it (server/static-assets.ts), `next start` does not, and a
  // difference from the floor is to measure the page, not the compression.
  const flags: Flags = {
    port: chrome!.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    disableFullPageScreenshot: true,
    extraHeaders: { "Accept-Encoding": "gzip, deflate" },
    // Merged into the preset's throttling: only the CPU multiplier changes, and only when asked.
    ...(cpuSlowdown === 4 ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
  };
  // No config: Lighthouse's default, the mobile preset.
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return result;
}

/** The floor's production server: plain `next start`, as bare as the page. */
async function startFloor(log: (line: string) => void): Promise<void> {
  floorServer = startGroup(path.join(floorDir, "node_modules/.bin/next"), ["start", "-p", String(benchFloorPort), "-H", "127.0.0.1"], {
    cwd: floorDir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    name: "floor",
    log,
  });
  await waitForHttp(floorUrl, 60_000);
}

const measuredRuns = (entry: Measured) => entry.rounds.filter((run): run is RunFigures => run !== undefined);

/** The run nearest the medians of FCP and LCP, for the chunk list and diagnostics. */
function representative(measured: Measured): RunFigures {
  const done = measuredRuns(measured);
  const fcp = median(done.map((run) => run.fcp));
  const lcp = median(done.map((run) => run.lcp));
  const distance = (run: RunFigures) => Math.abs(run.fcp - fcp) / fcp + Math.abs(run.lcp - lcp) / lcp;
  return [...done].sort((a, b) => distance(a) - distance(b))[0]!;
}

function runLine(round: string, target: Target, run: RunFigures): string {
  return `  ${round} ${target.app.padEnd(7)} ${labelOf(target).padEnd(22)} score ${String(run.score).padStart(3)}  a11y ${String(run.accessibility).padStart(3)}  FCP ${seconds(run.fcp)}  LCP ${seconds(run.lcp)} (${run.scriptsBeforePaint.count} scripts, ${kb(run.scriptsBeforePaint.transfer)} KB before the paint)  CLS ${run.cls.toFixed(3)}  TBT ${run.tbt.toFixed(0)} ms  JS ${kb(run.jsBytes)} KB  HTML ${kb(run.htmlBytes)} KB  (CPU index ${run.benchmarkIndex.toFixed(0)}, load ${os.loadavg()[0]!.toFixed(2)})`;
}

async function main(): Promise<void> {
  const missing = buildDirs().filter(({ dir }) => !fs.existsSync(path.join(dir, ".next/BUILD_ID")));
  if (missing.length > 0) {
    console.error(`No production build for ${missing.map(({ name }) => name).join(", ")}.`);
    console.error("Build first: `pnpm exec turbo run build --filter=./apps/* --filter=@forecourt/bench-floor` (or run `pnpm bench:lighthouse`, which builds before measuring).");
    process.exitCode = 1;
    return;
  }
  if (!fs.existsSync(chromePath)) {
    console.error(`No Chromium at ${chromePath}: install Debian's (bash scripts/ensure-chromium.sh) or set CHROME_PATH.`);
    process.exitCode = 1;
    return;
  }
  const buildsAtStart = buildIds();
  const startedAt = new Date();
  const loadAtStart = loadAverage();

  console.log(
    `Lighthouse bench: lighthouse ${lighthouseVersion()}, mobile preset (simulated throttling${cpuSlowdown === 4 ? "" : `, CPU slowdown ${cpuSlowdown}x instead of 4x: every task ${(cpuSlowdown / 4).toFixed(1)} times longer, a diagnostic that reads a slow host's TBT too low`}), performance and accessibility; a warm-up round, then ${runs} round(s) of the floor and ${apps.length * selectedPages.length} page(s); medians shown`,
  );
  console.log(`Chromium ${chromePath} ${chromeFlags.join(" ")}; Node ${process.version}; ${os.cpus().length} cores; load average ${loadAtStart} (1, 5, 15 min)`);
  console.log(
    `Starting the stack: database on ${stackOptions.dbPort}, apps on ${templates.map((template) => stackOptions.appPorts[template]).join(", ")}, data in ${stackOptions.dataDir} (fresh); the floor (bench/floor) on ${benchFloorPort}...`,
  );

  process.on("SIGINT", () => void shutdown().then(() => process.exit(130)));
  process.on("SIGTERM", () => void shutdown().then(() => process.exit(143)));

  const log = (line: string) => {
    // App errors while measuring are worth seeing; the database closing under the apps at shutdown is not.
    if (!stopping && /\berror\b/i.test(line) && !/dbus/i.test(line)) console.log(`  ${line}`);
  };
  await startFloor(log);
  stack = await startStack({ ...stackOptions, fresh: true, log });
  try {
    const targets = await pickTargets(stack);
    for (const app of apps) {
      const site = targets.find((target) => target.app === app)!;
      console.log(`  ${app}: site ${site.site}; ${targets.filter((target) => target.app === app).map((target) => shortUrl(target.url)).join(", ")}`);
    }
    const floor: Measured = { target: { app: "floor", page: "floor", site: "-", url: floorUrl }, rounds: [], errors: [] };
    // A page that does not answer 200 is reported as not measured; the others still run.
    const measured: Measured[] = targets.map((target) => ({ target, rounds: [], errors: [] }));
    for (const entry of [floor, ...measured]) {
      for (let attempt = 0; attempt < 2 && entry.errors.length === 0; attempt++) {
        const status = await warm(entry.target.url).catch((error: Error) => error.message);
        if (status !== 200) entry.errors.push(`HTTP ${status} before measuring`);
      }
      if (entry.errors.length > 0) console.log(`  NOT MEASURED: ${entry.target.url} answered ${entry.errors[0]}`);
    }
    if (floor.errors.length > 0) throw new Error(`The floor (${floorUrl}) did not answer 200`);
    const measurable = measured.filter((entry) => entry.errors.length === 0);
    if (measurable.length === 0) throw new Error("No page answered 200");

    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
    if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
    // A warm-up round, not counted, so Chromium's and the app's first-use costs are
    // not in any figure: above all the image service's first render of each photo (an
    // AVIF encode of several hundred ms) that a production image CDN serves from
    // its cache, and that otherwise lands in the first run's LCP.
    for (const entry of [floor, ...measurable]) {
      const warmup = await runLighthouse(entry.target.url);
      if (entry === measurable[0]) console.log(`  Chromium connected to ${new URL(entry.target.url).host} at ${documentAddress(warmup)} (warm-up round, not counted)\n`);
    }

    // Each round: the floor, then every page once.
    for (let round = 1; round <= runs; round++) {
      for (const entry of [floor, ...measurable]) {
        const name = entry.target.app === "floor" ? "floor" : `${entry.target.app}-${entry.target.page}`;
        try {
          const result = await runLighthouse(entry.target.url);
          const run = figures(result.lhr);
          entry.rounds[round - 1] = run;
          if (jsonDir) fs.writeFileSync(path.join(jsonDir, `${name}-${round}.json`), JSON.stringify(result.lhr));
          console.log(runLine(`round ${round}/${runs}`, entry.target, run));
        } catch (error) {
          entry.errors.push((error as Error).message);
          console.log(`  round ${round}/${runs} ${entry.target.app.padEnd(7)} ${labelOf(entry.target).padEnd(22)} FAILED: ${(error as Error).message}`);
        }
      }
    }

    printTables(floor, measured);
    const buildsAtEnd = buildIds();
    const rebuilt = Object.keys(buildsAtStart).filter((name) => buildsAtEnd[name] !== buildsAtStart[name]);
    console.log(`\nStarted ${startedAt.toISOString()}, ${((Date.now() - startedAt.getTime()) / 60_000).toFixed(1)} min; load average at start ${loadAtStart}, at end ${loadAverage()} (1, 5, 15 min).`);
    const indexes = [floor, ...measured].flatMap((entry) => measuredRuns(entry).map((run) => run.benchmarkIndex));
    console.log(
      `Lighthouse CPU benchmark index of this host (environment.benchmarkIndex): median ${median(indexes).toFixed(0)}, ${Math.min(...indexes).toFixed(0)}-${Math.max(...indexes).toFixed(0)} over all runs; a busy or slower host scores lower and shows higher TBT, the floor's included.`,
    );
    const cores = os.cpus().length;
    if (Math.max(Number.parseFloat(loadAtStart), os.loadavg()[0]!) > cores) {
      console.log(`The 1-minute load average exceeded the ${cores} cores: TBT, LCP and the score swing with the CPU left over; read the differences from the floor, and measure again on a quiet machine before acting on a timing.`);
    }
    if (rebuilt.length > 0) console.log(`WARNING: ${rebuilt.join(", ")} was rebuilt while the bench ran; its figures mix two builds. Run again.`);
  } finally {
    await shutdown();
  }
}

// ---------- the tables ----------

/** "floor + 35 KB; /cars/ + 80 KB": the default limit and each page's own, for the row labels. */
function describeLimit<T extends number | string>(pick: (limits: PageLimits) => T | undefined, format: (value: T) => string): string {
  const every = pick(limitsFor(undefined));
  const own = pageKeys.filter((page) => pick(limitsFor(page)) !== every).map((page) => `${pages[page].label} ${format(pick(limitsFor(page))!)}`);
  return [every === undefined ? "" : format(every), ...own].join("; ").replace(/^; /, "") || "none";
}

function printTables(floor: Measured, measured: Measured[]): void {
  const med = (entry: Measured, pick: (run: RunFigures) => number) => median(measuredRuns(entry).map(pick));
  /** The median over the rounds of the page's figure less that round's floor. */
  const diff = (entry: Measured, pick: (run: RunFigures) => number) =>
    median(entry.rounds.flatMap((run, round) => (run && floor.rounds[round] ? [pick(run) - pick(floor.rounds[round]!)] : [])));
  const pageKey = (entry: Measured) => entry.target.page as PageKey;
  const misses: string[] = [];
  const held = (entry: Measured, ok: boolean, what: string) => {
    if (!ok) misses.push(`${entry.target.app} ${labelOf(entry.target)}: ${what}`);
    return verdict(ok);
  };

  interface Row {
    label: string;
    floor: string;
    cell: (entry: Measured) => string;
  }
  const rows: Row[] = [
    {
      label: `JS KB (limit: floor ${describeLimit((limits) => limits.jsOverFloorKb, (value) => `+ ${value} KB`)})`,
      floor: kb(med(floor, (run) => run.jsBytes)),
      cell: (entry) => {
        const over = diff(entry, (run) => run.jsBytes) / KB;
        const limit = limitsFor(pageKey(entry)).jsOverFloorKb;
        return `${kb(med(entry, (run) => run.jsBytes))} (${signed(over.toFixed(1))}) ${held(entry, over <= limit, `JS floor ${signed(over.toFixed(1))} KB, limit floor + ${limit} KB`)}`;
      },
    },
    {
      label: `HTML KB, the document (limit: ${describeLimit((limits) => limits.htmlKb, (value) => `${value} KB`)}; other pages none)`,
      floor: kb(med(floor, (run) => run.htmlBytes)),
      cell: (entry) => {
        const html = med(entry, (run) => run.htmlBytes) / KB;
        const limit = limitsFor(pageKey(entry)).htmlKb;
        const figure = `${kb(html * KB)} (${signed(kb(diff(entry, (run) => run.htmlBytes)))})`;
        return limit === undefined ? figure : `${figure} ${held(entry, html <= limit, `HTML ${html.toFixed(1)} KB, limit ${limit} KB`)}`;
      },
    },
    {
      label: `LCP (limit: floor ${describeLimit((limits) => limits.lcpOverFloorMs, (value) => `+ ${(value / 1000).toFixed(1)} s`)})`,
      floor: seconds(med(floor, (run) => run.lcp)),
      cell: (entry) => {
        const over = diff(entry, (run) => run.lcp);
        const limit = limitsFor(pageKey(entry)).lcpOverFloorMs;
        return `${seconds(med(entry, (run) => run.lcp))} (${signed(seconds(over))}) ${held(entry, over <= limit, `LCP floor ${signed(seconds(over))}, limit + ${seconds(limit)}`)}`;
      },
    },
    {
      label: `TBT (limit: ${describeLimit((limits) => `${limits.tbtTimesFloor} x floor + ${limits.tbtPlusMs} ms`, (value) => value)})`,
      floor: `${med(floor, (run) => run.tbt).toFixed(0)} ms`,
      cell: (entry) => {
        const limits = limitsFor(pageKey(entry));
        // The page's TBT less the limit its own round's floor sets, median over the rounds.
        const excess = median(entry.rounds.flatMap((run, round) => (run && floor.rounds[round] ? [run.tbt - (limits.tbtTimesFloor * floor.rounds[round]!.tbt + limits.tbtPlusMs)] : [])));
        const ok = excess <= 0;
        return `${med(entry, (run) => run.tbt).toFixed(0)} ms (${signed(diff(entry, (run) => run.tbt).toFixed(0))}) ${held(entry, ok, `TBT ${excess.toFixed(0)} ms over ${limits.tbtTimesFloor} x floor + ${limits.tbtPlusMs} ms`)}${ok ? "" : ` by ${excess.toFixed(0)} ms`}`;
      },
    },
    {
      label: `CLS (limit: ${describeLimit((limits) => limits.cls, (value) => `${value}`)})`,
      floor: med(floor, (run) => run.cls).toFixed(3),
      cell: (entry) => {
        const cls = med(entry, (run) => run.cls);
        const limit = limitsFor(pageKey(entry)).cls;
        return `${cls.toFixed(3)} ${held(entry, cls <= limit, `CLS ${cls.toFixed(3)}, limit ${limit}`)}`;
      },
    },
    {
      label: "Performance score (no limit)",
      floor: med(floor, (run) => run.score).toFixed(0),
      cell: (entry) => `${med(entry, (run) => run.score).toFixed(0)} (${signed(diff(entry, (run) => run.score).toFixed(0))})`,
    },
    {
      label: `Accessibility (limit: ${describeLimit((limits) => limits.accessibility, (value) => `${value}`)})`,
      floor: med(floor, (run) => run.accessibility).toFixed(0),
      cell: (entry) => {
        const score = med(entry, (run) => run.accessibility);
        const limit = limitsFor(pageKey(entry)).accessibility;
        const failed = [...new Set(measuredRuns(entry).flatMap((run) => run.accessibilityFailures))];
        return `${score.toFixed(0)} ${held(entry, score >= limit, `accessibility ${score.toFixed(0)}${failed.length ? ` (${failed.join(", ")})` : ""}, limit ${limit}`)}`;
      },
    },
  ];

  console.log(
    `\nMedians of ${runs} round(s); each round ran the floor (bench/floor, a bare Next.js page) and then every page once. In brackets: the page less the floor of the same round, median over the rounds. JS = script transfer (gzip), HTML = the document's transfer (gzip), KB of 1,024 bytes. Limits from bench/limits.ts; a MISS is a figure, not a failure.`,
  );
  for (const app of apps) {
    const entries = measured.filter((entry) => entry.target.app === app);
    console.log(`\n${app} (site ${entries[0]?.target.site ?? "-"})\n`);
    console.log(`| figure | floor | ${entries.map((entry) => labelOf(entry.target)).join(" | ")} |`);
    console.log(`|---|---:|${entries.map(() => "---:").join("|")}|`);
    for (const row of rows) {
      const cells = entries.map((entry) => (measuredRuns(entry).length === 0 ? `not measured: ${entry.errors[0] ?? "no run"}` : row.cell(entry)));
      console.log(`| ${row.label} | ${row.floor} | ${cells.join(" | ")} |`);
    }
  }
  console.log(misses.length === 0 ? "\nEvery measured page is within its limits." : `\nMisses (${misses.length}):\n${misses.map((miss) => `- ${miss}`).join("\n")}`);

  const spread = [floor, ...measured]
    .filter((entry) => measuredRuns(entry).length > 0)
    .map((entry) => {
      const done = measuredRuns(entry);
      const range = (pick: (run: RunFigures) => number, format: (value: number) => string) => `${format(Math.min(...done.map(pick)))}-${format(Math.max(...done.map(pick)))}`;
      return `${entry.target.app} ${labelOf(entry.target)}: LCP ${range((run) => run.lcp, seconds)}, TBT ${range((run) => run.tbt, (value) => value.toFixed(0))} ms`;
    });
  console.log(`\nSpread over the rounds: ${spread.join("; ")}.`);
  console.log(floorRace(floor, measured));
  for (const entry of [floor, ...measured]) {
    const done = measuredRuns(entry).length;
    if (entry.errors.length > 0 && done > 0) console.log(`${entry.target.app} ${labelOf(entry.target)}: ${entry.errors.length} failed run(s), median of ${done}: ${entry.errors.join("; ")}`);
  }

  for (const entry of measured) {
    if (measuredRuns(entry).length === 0) continue;
    const run = representative(entry);
    const success = measured.find((other) => other.target.app === entry.target.app && other.target.page === "success");
    const shared = success && success !== entry ? new Set(measuredRuns(success).flatMap((successRun) => successRun.scripts.map((script) => shortUrl(script.url)))) : undefined;
    const routeOnly = shared ? run.scripts.filter((script) => !shared.has(shortUrl(script.url))) : [];
    console.log(
      `\n${entry.target.app} ${shortUrl(entry.target.url)}: ${run.scripts.length} scripts, ${kb(run.jsBytes)} KB${shared ? `; ${routeOnly.length} not on /success, ${kb(routeOnly.reduce((sum, script) => sum + script.transfer, 0))} KB` : ""}`,
    );
    console.log("| script | transfer KB | uncompressed KB | unused KB (Lighthouse) | on /success |");
    console.log("|---|---:|---:|---:|---|");
    for (const script of run.scripts.slice(0, 10)) {
      const unused = run.unusedJs.get(script.url);
      console.log(`| ${shortUrl(script.url)} | ${kb(script.transfer)} | ${kb(script.resource)} | ${unused === undefined ? "" : kb(unused)} | ${shared ? (shared.has(shortUrl(script.url)) ? "yes" : "no") : "-"} |`);
    }
    if (run.modules.size > 0) {
      const top = [...run.modules].sort((a, b) => b[1].transfer - a[1].transfer).slice(0, 15);
      const mapped = [...run.modules.values()].reduce((sum, size) => sum + size.transfer, 0);
      console.log(
        `  Largest modules, KB transfer estimated by share of each chunk (source maps read for ${kb(mapped)} of ${kb(run.jsBytes)} KB): ${top.map(([owner, size]) => `${owner} ${kb(size.transfer)}`).join(", ")}`,
      );
    } else {
      console.log("  (No source maps served: build with productionBrowserSourceMaps: true for a breakdown by module.)");
    }
    console.log(`  LCP element: ${run.lcpElement || "(none reported)"}`);
    const prePaint = measuredRuns(entry).map((each) => `${each.scriptsBeforePaint.count}/${each.scripts.length} ${kb(each.scriptsBeforePaint.transfer)} KB at ${each.observedLcp.toFixed(0)} ms`);
    console.log(`  Scripts downloaded before the observed paint, which Lantern's LCP counts (per round: scripts, KB, the paint on the unthrottled load): ${prePaint.join("; ")}`);
    const blockingOf = (of: Measured, kind: keyof RunFigures["blocking"]) => median(measuredRuns(of).map((each) => each.blocking[kind])).toFixed(0);
    console.log(
      `  TBT by what its long tasks are attributed to (medians, ms; the floor's in brackets): the document (parsing, style, layout) ${blockingOf(entry, "document")} (${blockingOf(floor, "document")}), scripts ${blockingOf(entry, "scripts")} (${blockingOf(floor, "scripts")}), unattributable ${blockingOf(entry, "other")} (${blockingOf(floor, "other")})`,
    );
    if (run.lcpPhases.length > 0) console.log(`  LCP phases: ${run.lcpPhases.map((phase) => `${phase.phase} ${phase.timing.toFixed(0)} ms`).join(", ")}`);
    console.log(`  LCP image lazy-loaded: ${run.lcpLazyLoaded ? "YES (remove loading=lazy)" : "no"}; prioritising the LCP image would save ${run.lcpImageSavingsMs.toFixed(0)} ms`);
    console.log(`  Render-blocking: ${run.renderBlocking.length === 0 ? "none" : run.renderBlocking.map((item) => `${shortUrl(item.url)} (${item.wastedMs.toFixed(0)} ms)`).join(", ")}`);
    // Shifts come and go with timing (a web font landing before or after first paint): show the worst run's.
    const shifted = [...measuredRuns(entry)].sort((a, b) => b.cls - a.cls)[0]!;
    console.log(
      `  Layout shifts (run with the highest CLS, ${shifted.cls.toFixed(3)}): ${shifted.layoutShifts.length === 0 ? "none" : shifted.layoutShifts.map((shift) => `${shift.score.toFixed(3)} ${shift.node}${shift.causes.length ? ` [${shift.causes.join("; ")}]` : ""}`).join(" | ")}`,
    );
    if (run.accessibilityFailures.length > 0) console.log(`  Accessibility audits failed: ${run.accessibilityFailures.join(", ")}`);
  }
}

/**
 * A diagnostic beside the LCP row, not a limit: Lantern's LCP counts every script
 * that finished downloading before the paint Chromium observed (docs/performance.md
 * 'Why LCP stays over the floor'). The floor, with nothing to lay out, sometimes
 * paints before its own scripts have all landed, and its estimate then drops by
 * about half a second; a page with a stylesheet and content to lay out does not.
 * So the floor's LCP is two figures, and which of them a round gets is a race on
 * the unthrottled load. This line says how the rounds split, and gives each page's
 * LCP difference against the floor's rounds that lost that race too (like for
 * like), where there were any.
 */
function floorRace(floor: Measured, measured: Measured[]): string {
  const lost = (run: RunFigures) => run.scripts.length > 0 && run.scriptsBeforePaint.count === run.scripts.length;
  const floorRounds = floor.rounds.map((run, round) => ({ run, round })).filter((item): item is { run: RunFigures; round: number } => item.run !== undefined);
  const lostRounds = floorRounds.filter(({ run }) => lost(run));
  const wonRounds = floorRounds.filter(({ run }) => !lost(run));
  const list = (items: { run: RunFigures }[]) => items.map(({ run }) => seconds(run.lcp)).join(", ");
  const split = `LCP and the floor's race: the floor painted before all its scripts had landed in ${wonRounds.length} of ${floorRounds.length} rounds (LCP ${list(wonRounds) || "-"}), after them in ${lostRounds.length} (LCP ${list(lostRounds) || "-"}).`;
  if (lostRounds.length === 0) return `${split} No round to compare like for like.`;
  const likeForLike = measured
    .map((entry) => {
      const diffs = lostRounds.flatMap(({ run, round }) => {
        const page = entry.rounds[round];
        return page ? [page.lcp - run.lcp] : [];
      });
      return diffs.length === 0 ? undefined : `${entry.target.app} ${labelOf(entry.target)} ${signed(seconds(median(diffs)))}`;
    })
    .filter((cell): cell is string => cell !== undefined);
  return `${split} LCP over the floor in those ${lostRounds.length} round(s), median: ${likeForLike.join("; ")}.`;
}

main().catch(async (error: unknown) => {
  console.error(error);
  await shutdown();
  process.exitCode = 1;
});
