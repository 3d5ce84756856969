// pnpm bench:lighthouse: Lighthouse (mobile preset: Moto G Power emulation,
// simulated slow 4G and 4x CPU slowdown) on the production build of every
// template app, in Debian's Chromium, for the vehicle search page `/cars/` and a
// vehicle page `/cars/{slug}` (a listed, available car of the site with photos,
// picked from the database), against the page budgets below. The baseline is the
// lightest page of the same app and site (`/success`: the site layout and a
// heading), measured the same way in the same run, so each page's cost over the
// shared layout shows as a ratio.
//
// Each URL runs once to warm up (not counted), then N times (default 3; runs are
// interleaved across pages so noise spreads evenly) and the table shows the
// median of each figure. JavaScript is
// the gzipped transfer of the page's script requests (Lighthouse's
// resource-summary), KB = 1,024 bytes as Lighthouse counts. Figures, not
// pass/fail: a miss is printed and the exit code stays 0.
//
// The bench starts its own stack (database owner on 54340, each template app of
// the template registry on its demo port plus 1200: 4200, 4201, ...; data in
// .data/bench-lighthouse, fresh), away from the demo and the end-to-end stack.
// It needs the apps built: `pnpm bench:lighthouse` builds first.
//
// Options: --runs N (1-15), --apps generic,toyota (a subset), --json DIR (write
// every run's Lighthouse result as JSON, for the report viewer or for digging).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result, type RunnerResult } from "lighthouse";
import { createDatabase, findSiteBySlug, listListedCars, listSites } from "@forecourt/db";
import { isCarAvailable, isCarSold, type TemplateId } from "@forecourt/domain";
import { registryAppPorts, root, stackPortOffsets, startStack, type Stack, templates } from "../scripts/stack";

type Template = TemplateId;
type PageKind = "baseline" | "search" | "vehicle";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    apps: { type: "string", default: templates.join(",") },
    json: { type: "string" },
  },
});
const runs = Number(values.runs);
const apps = values.apps!.split(",").map((name) => name.trim()) as Template[];
if (!Number.isInteger(runs) || runs < 1 || runs > 15 || apps.length === 0 || apps.some((app) => !templates.includes(app))) {
  console.error(`usage: pnpm bench:lighthouse [--runs 1-15 (3)] [--apps ${templates.join(",")}] [--json DIR]`);
  process.exit(2);
}
const jsonDir = values.json ? path.resolve(values.json) : undefined;

const stackOptions = { dataDir: ".data/bench-lighthouse", dbPort: 54340, appPorts: registryAppPorts(stackPortOffsets.bench) };
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"];
const KB = 1024;

interface Budget {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs?: number;
  jsKb: number;
}
/** The page budgets (the search page also has one for Total Blocking Time). */
const budgets: Record<Exclude<PageKind, "baseline">, Budget> = {
  search: { score: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150, jsKb: 230 },
  vehicle: { score: 95, lcpMs: 2000, cls: 0.05, jsKb: 180 },
};
const pageLabels: Record<PageKind, string> = { baseline: "/success (baseline)", search: "/cars/", vehicle: "/cars/{slug}" };

interface Target {
  template: Template;
  kind: PageKind;
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
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  si: number;
  jsBytes: number;
  jsRequests: number;
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
}

interface Measured {
  target: Target;
  runs: RunFigures[];
  /** Why some or all runs of this URL gave no figures (an error page, a failed load). */
  errors: string[];
}

// ---------- helpers ----------

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
const verdict = (ok: boolean) => (ok ? "PASS" : "MISS");

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

function buildIds(): Record<string, string> {
  return Object.fromEntries(
    apps.map((app) => {
      const file = path.join(root, "apps", app, ".next/BUILD_ID");
      return [app, fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : ""];
    }),
  );
}

// ---------- picking the pages ----------

/** Per template: the first demo site with a listed, available car with photos; that car's page. */
async function pickTargets(stack: Stack): Promise<Target[]> {
  const database = createDatabase(stack.databaseUrl, { max: 1 });
  const now = new Date();
  const targets: Target[] = [];
  try {
    const sites = await listSites(database.db);
    for (const template of apps) {
      const origin = new URL(stack.origins[template]);
      let picked: { site: string; car: string } | undefined;
      for (const summary of sites.filter((site) => site.template === template)) {
        const site = await findSiteBySlug(database.db, summary.slug);
        if (!site) continue;
        const car = (await listListedCars(database.db, site, now)).find((listed) => isCarAvailable(listed) && !isCarSold(listed) && listed.images.length > 0);
        if (car) {
          picked = { site: summary.slug, car: car.slug };
          break;
        }
      }
      if (!picked) throw new Error(`No ${template} demo site has a listed, available car with photos`);
      const base = `${origin.protocol}//${picked.site}.localhost:${origin.port}`;
      targets.push(
        { template, kind: "baseline", site: picked.site, url: `${base}/success` },
        { template, kind: "search", site: picked.site, url: `${base}/cars/` },
        { template, kind: "vehicle", site: picked.site, url: `${base}/cars/${picked.car}` },
      );
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
  const requests = (auditDetails(lhr, "network-requests")?.items ?? []) as Array<{ url: string; resourceType?: string; transferSize?: number; resourceSize?: number }>;
  const scripts = requests
    .filter((request) => request.resourceType === "Script")
    .map((request) => ({ url: request.url, transfer: request.transferSize ?? 0, resource: request.resourceSize ?? 0 }))
    .sort((a, b) => b.transfer - a.transfer);
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

  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbt: numeric("total-blocking-time"),
    si: numeric("speed-index"),
    jsBytes: row("script")?.transferSize ?? scripts.reduce((sum, script) => sum + script.transfer, 0),
    jsRequests: row("script")?.requestCount ?? scripts.length,
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
let stopping = false;

async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  await stack?.stop();
}

async function runLighthouse(url: string): Promise<RunnerResult> {
  const flags: Flags = { port: chrome!.port, output: "json", logLevel: "error", onlyCategories: ["performance"], disableFullPageScreenshot: true };
  // No config: Lighthouse's default, the mobile preset.
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return result;
}

/** The run nearest the medians of FCP and LCP, for the chunk list and diagnostics. */
function representative(measured: Measured): RunFigures {
  const fcp = median(measured.runs.map((run) => run.fcp));
  const lcp = median(measured.runs.map((run) => run.lcp));
  const distance = (run: RunFigures) => Math.abs(run.fcp - fcp) / fcp + Math.abs(run.lcp - lcp) / lcp;
  return [...measured.runs].sort((a, b) => distance(a) - distance(b))[0]!;
}

async function main(): Promise<void> {
  const missing = apps.filter((app) => !fs.existsSync(path.join(root, "apps", app, ".next/BUILD_ID")));
  if (missing.length > 0) {
    console.error(`No production build for ${missing.map((app) => `apps/${app}`).join(", ")}.`);
    console.error("Build first: `pnpm exec turbo run build --filter=./apps/*` (or run `pnpm bench:lighthouse`, which builds before measuring).");
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

  console.log(`Lighthouse bench: lighthouse ${lighthouseVersion()}, mobile preset (simulated throttling), ${runs} run(s) per URL, median shown`);
  console.log(`Chromium ${chromePath} ${chromeFlags.join(" ")}; Node ${process.version}; ${os.cpus().length} cores; load average ${loadAtStart} (1, 5, 15 min)`);
  console.log(`Starting the stack: database on ${stackOptions.dbPort}, apps on ${templates.map((template) => stackOptions.appPorts[template]).join(", ")}, data in ${stackOptions.dataDir} (fresh)...`);

  process.on("SIGINT", () => void shutdown().then(() => process.exit(130)));
  process.on("SIGTERM", () => void shutdown().then(() => process.exit(143)));

  stack = await startStack({
    ...stackOptions,
    fresh: true,
    log: (line) => {
      // App errors while measuring are worth seeing; the database closing under the apps at shutdown is not.
      if (!stopping && /\berror\b/i.test(line) && !/dbus/i.test(line)) console.log(`  ${line}`);
    },
  });
  try {
    const targets = await pickTargets(stack);
    for (const app of apps) {
      const site = targets.find((target) => target.template === app)!;
      console.log(`  ${app}: site ${site.site}; ${targets.filter((target) => target.template === app).map((target) => shortUrl(target.url)).join(", ")}`);
    }
    // A page that does not answer 200 is reported as not measured; the others still run.
    const measured: Measured[] = targets.map((target) => ({ target, runs: [], errors: [] }));
    for (const entry of measured) {
      for (let attempt = 0; attempt < 2 && entry.errors.length === 0; attempt++) {
        const status = await warm(entry.target.url).catch((error: Error) => error.message);
        if (status !== 200) entry.errors.push(`HTTP ${status} before measuring`);
      }
      if (entry.errors.length > 0) console.log(`  NOT MEASURED: ${entry.target.url} answered ${entry.errors[0]}`);
    }
    const measurable = measured.filter((entry) => entry.errors.length === 0);
    if (measurable.length === 0) throw new Error("No page answered 200");

    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
    if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
    // One discarded run per page, so Chromium's and the app's first-use costs are not
    // in any figure: above all the image service's first render of each photo (an
    // AVIF encode of several hundred ms) that a production image CDN serves from
    // its cache, and that otherwise lands in the first run's LCP.
    for (const entry of measurable) {
      const warmup = await runLighthouse(entry.target.url);
      if (entry === measurable[0]) console.log(`  Chromium connected to ${new URL(entry.target.url).host} at ${documentAddress(warmup)} (warm-up runs, one per page, not counted)\n`);
    }

    for (let run = 1; run <= runs; run++) {
      for (const entry of measurable) {
        let result: RunnerResult;
        try {
          result = await runLighthouse(entry.target.url);
        } catch (error) {
          entry.errors.push((error as Error).message);
          console.log(`  run ${run}/${runs} ${entry.target.template.padEnd(7)} ${pageLabels[entry.target.kind].padEnd(19)} FAILED: ${(error as Error).message}`);
          continue;
        }
        const run_ = figures(result.lhr);
        entry.runs.push(run_);
        if (jsonDir) fs.writeFileSync(path.join(jsonDir, `${entry.target.template}-${entry.target.kind}-${run}.json`), JSON.stringify(result.lhr));
        console.log(
          `  run ${run}/${runs} ${entry.target.template.padEnd(7)} ${pageLabels[entry.target.kind].padEnd(19)} score ${String(run_.score).padStart(3)}  FCP ${seconds(run_.fcp)}  LCP ${seconds(run_.lcp)}  CLS ${run_.cls.toFixed(3)}  TBT ${run_.tbt.toFixed(0)} ms  JS ${kb(run_.jsBytes)} KB  (load ${os.loadavg()[0]!.toFixed(2)})`,
        );
      }
    }

    printTables(measured);
    const buildsAtEnd = buildIds();
    const rebuilt = apps.filter((app) => buildsAtEnd[app] !== buildsAtStart[app]);
    console.log(`\nStarted ${startedAt.toISOString()}, ${((Date.now() - startedAt.getTime()) / 60_000).toFixed(1)} min; load average at start ${loadAtStart}, at end ${loadAverage()} (1, 5, 15 min).`);
    console.log(`Lighthouse CPU benchmark index (median over all runs): ${median(measured.flatMap((entry) => entry.runs.map((run) => run.benchmarkIndex))).toFixed(0)}; a busy host scores lower and shows higher TBT.`);
    const cores = os.cpus().length;
    if (Math.max(Number.parseFloat(loadAtStart), os.loadavg()[0]!) > cores) {
      console.log(`The 1-minute load average exceeded the ${cores} cores: TBT, LCP and the score swing with the CPU left over; compare the spread above and measure again on a quiet machine before acting on a timing.`);
    }
    if (rebuilt.length > 0) console.log(`WARNING: ${rebuilt.map((app) => `apps/${app}`).join(", ")} was rebuilt while the bench ran; its figures mix two builds. Run again.`);
  } finally {
    await shutdown();
  }
}

function printTables(measured: Measured[]): void {
  const baselineOf = (template: Template) => measured.find((entry) => entry.target.template === template && entry.target.kind === "baseline")!;
  const med = (entry: Measured, pick: (run: RunFigures) => number) => (entry.runs.length === 0 ? Number.NaN : median(entry.runs.map(pick)));
  const ratio = (value: number, base: number) => (Number.isFinite(value / base) ? `${(value / base).toFixed(2)}x` : "-");

  console.log(
    `\nMedians of ${runs} run(s). JS = script transfer (gzip) in KB of 1,024 bytes; "x base" = this page over /success of the same app and site; "TBT over base" = this page's TBT less the baseline's, the blocking time the page adds to the shared layout and the framework's start-up.\n`,
  );
  console.log("| app | page | score | FCP | LCP | CLS | TBT | TBT over base | SI | JS KB | JS x base | LCP x base | total KB | score >= 95 | LCP < 2.0 s | CLS < 0.05 | TBT < 150 ms | JS budget |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|---|---|");
  for (const entry of measured) {
    const { template, kind } = entry.target;
    if (entry.runs.length === 0) {
      console.log(`| ${template} | ${pageLabels[kind]} | not measured: ${entry.errors[0] ?? "no run"} | | | | | | | | | | | | | | | |`);
      continue;
    }
    const base = baselineOf(template);
    const score = med(entry, (run) => run.score);
    const lcp = med(entry, (run) => run.lcp);
    const cls = med(entry, (run) => run.cls);
    const tbt = med(entry, (run) => run.tbt);
    const js = med(entry, (run) => run.jsBytes);
    const budget = kind === "baseline" ? undefined : budgets[kind];
    const cells = budget
      ? [
          verdict(score >= budget.score),
          verdict(lcp < budget.lcpMs),
          verdict(cls < budget.cls),
          budget.tbtMs === undefined ? "-" : verdict(tbt < budget.tbtMs),
          `${verdict(js / KB < budget.jsKb)} (< ${budget.jsKb})`,
        ]
      : ["-", "-", "-", "-", "-"];
    console.log(
      `| ${template} | ${pageLabels[kind]} | ${score.toFixed(0)} | ${seconds(med(entry, (run) => run.fcp))} | ${seconds(lcp)} | ${cls.toFixed(3)} | ${tbt.toFixed(0)} ms | ${kind === "baseline" ? "-" : `${(tbt - med(base, (run) => run.tbt)).toFixed(0)} ms`} | ${seconds(med(entry, (run) => run.si))} | ${kb(js)} | ${ratio(js, med(base, (run) => run.jsBytes))} | ${ratio(lcp, med(base, (run) => run.lcp))} | ${kb(med(entry, (run) => run.totalBytes))} | ${cells.join(" | ")} |`,
    );
  }
  const spread = measured.filter((entry) => entry.runs.length > 0).map((entry) => {
    const scores = entry.runs.map((run) => run.score);
    const lcps = entry.runs.map((run) => run.lcp);
    return `${entry.target.template} ${pageLabels[entry.target.kind]}: score ${Math.min(...scores)}-${Math.max(...scores)}, LCP ${seconds(Math.min(...lcps))}-${seconds(Math.max(...lcps))}`;
  });
  console.log(`\nSpread over the runs: ${spread.join("; ")}.`);
  for (const entry of measured) {
    if (entry.errors.length > 0 && entry.runs.length > 0) console.log(`${entry.target.template} ${pageLabels[entry.target.kind]}: ${entry.errors.length} failed run(s), median of ${entry.runs.length}: ${entry.errors.join("; ")}`);
  }

  for (const entry of measured) {
    if (entry.target.kind === "baseline" || entry.runs.length === 0) continue;
    const run = representative(entry);
    const baseUrls = new Set(baselineOf(entry.target.template).runs.flatMap((baseRun) => baseRun.scripts.map((script) => shortUrl(script.url))));
    const routeOnly = run.scripts.filter((script) => !baseUrls.has(shortUrl(script.url)));
    console.log(`\n${entry.target.template} ${shortUrl(entry.target.url)}: ${run.scripts.length} scripts, ${kb(run.jsBytes)} KB; ${routeOnly.length} not on the baseline page, ${kb(routeOnly.reduce((sum, script) => sum + script.transfer, 0))} KB`);
    console.log("| script | transfer KB | uncompressed KB | unused KB (Lighthouse) | on baseline |");
    console.log("|---|---:|---:|---:|---|");
    for (const script of run.scripts.slice(0, 10)) {
      const unused = run.unusedJs.get(script.url);
      console.log(`| ${shortUrl(script.url)} | ${kb(script.transfer)} | ${kb(script.resource)} | ${unused === undefined ? "" : kb(unused)} | ${baseUrls.has(shortUrl(script.url)) ? "yes" : "no"} |`);
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
    if (run.lcpPhases.length > 0) console.log(`  LCP phases: ${run.lcpPhases.map((phase) => `${phase.phase} ${phase.timing.toFixed(0)} ms`).join(", ")}`);
    console.log(`  LCP image lazy-loaded: ${run.lcpLazyLoaded ? "YES (remove loading=lazy)" : "no"}; prioritising the LCP image would save ${run.lcpImageSavingsMs.toFixed(0)} ms`);
    console.log(`  Render-blocking: ${run.renderBlocking.length === 0 ? "none" : run.renderBlocking.map((item) => `${shortUrl(item.url)} (${item.wastedMs.toFixed(0)} ms)`).join(", ")}`);
    // Shifts come and go with timing (a web font landing before or after first paint): show the worst run's.
    const shifted = [...entry.runs].sort((a, b) => b.cls - a.cls)[0]!;
    console.log(
      `  Layout shifts (run with the highest CLS, ${shifted.cls.toFixed(3)}): ${shifted.layoutShifts.length === 0 ? "none" : shifted.layoutShifts.map((shift) => `${shift.score.toFixed(3)} ${shift.node}${shift.causes.length ? ` [${shift.causes.join("; ")}]` : ""}`).join(" | ")}`,
    );
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await shutdown();
  process.exitCode = 1;
});
