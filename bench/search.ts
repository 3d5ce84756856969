// pnpm bench:search (issue 4 item 8): the embedded engine on the demo data at
// 10k, 50k and 200k cars, with 500 different search pages, each the full
// multi-query InstantSearch sends (a mix of kinds: text with prefixes and
// typos, refinements with disjunctive counts, price ranges with stats, sort
// replicas, page 2; see pageKinds). Prints index build time, index memory
// beyond the records, engine latency p50/p95/p99/max overall and per kind of
// page, latency through HTTP on loopback, and the ratio to a plain optimised
// scan of the same pages in the same run (bench/plain-scan.ts), whose answers
// must equal the engine's; a few pages are also checked against the
// brute-force reference. Loopback only; every loop is bounded.
// Timed queries run back to back with no forced collection between them, so
// the engine's garbage is paid for in the figures as it is in production.
// Run with --expose-gc (the script does): memory is measured after collection.
import { createServer, type Server } from "node:http";
import { type AddressInfo } from "node:net";
import { constants, PerformanceObserver } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { generateDemoDataset } from "@forecourt/db/seed";
import { searchBaseFilter } from "@forecourt/domain";
import { carToRecord } from "@forecourt/search";
import { createEmbeddedEngine, type EmbeddedEngine, type HitsResult, type RawSearchRequest, type SearchRecord } from "@forecourt/search/engine";
import { createReferenceEngine } from "@forecourt/search/engine/reference";
import { handleSearchHttp } from "@forecourt/search/protocol";
import { createPlainScan, type ScanResult } from "./plain-scan";

/** `pnpm bench:search 50000` runs one size; by default all three. */
const requestedSizes = process.argv.slice(2).map(Number).filter((size) => Number.isInteger(size) && size > 0 && size < 1_000_000);
const sizes = requestedSizes.length > 0 ? requestedSizes : [10_000, 50_000, 200_000];
/** Targets from issue 4 'Done when'. */
const targets: Partial<Record<number, { engineP95: number; httpP95: number }>> = {
  10_000: { engineP95: 1, httpP95: 3 },
  50_000: { engineP95: 2.5, httpP95: 5 },
  200_000: { engineP95: 8, httpP95: 12 },
};
/** Different search pages per size (the mix of pageKinds in equal shares). */
const pageStates = 500;
/** Each page is timed this many times, in rounds over all pages (p99 of 1,000 samples). */
const timedRounds = 2;
/** Warm-up until the JIT has settled: at least this many page queries and this long, at most 5,000. */
const warmupRuns = 300;
const warmupMs = 1500;
/** Brute force is slow by design: a few pages per size. */
const bruteForcePages: Record<number, number> = { 10_000: 12, 50_000: 6, 200_000: 3 };
/** Pages run through the plain scan (each one compared with the engine's answer). */
const scanPages: Record<number, number> = { 10_000: 500, 50_000: 300, 200_000: 120 };
const now = new Date();

interface PageQuery {
  kind: PageKind;
  site: string;
  siteFilter: string;
  requests: RawSearchRequest[];
}

interface Row {
  cars: number;
  buildSeconds: number;
  indexMegabytes: number;
  engine: Percentiles;
  kinds: Array<{ kind: PageKind; pages: number; times: Percentiles; meanHits: number }>;
  http: Percentiles;
  bruteForceMs: number;
  scan: { pages: number; medianMs: number; meanMs: number; engineMedianMs: number; engineMeanMs: number };
  meanHits: number;
}

interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function heapBytes(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

function median(values: readonly number[]): number {
  return percentile([...values].sort((a, b) => a - b), 0.5);
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1]! };
}

function formatPercentiles(times: Percentiles): string {
  return `${times.p50.toFixed(2)} / ${times.p95.toFixed(2)} / ${times.p99.toFixed(2)} / ${times.max.toFixed(2)}`;
}

/** A small deterministic generator, so every run benchmarks the same pages. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const pageFacets = ["make", "model", "body", "fuel", "transmission", "drive", "colour", "car_type", "city", "location_name", "seats", "year", "price", "km"];
const sortedIndexes = ["Car_production:price:desc", "Car_production:price:asc", "Car_production:created_at:desc"];
const sorts = ["Car_production", ...sortedIndexes];

/**
 * The kinds of search page in the mix, in equal shares:
 * - text: a model or make and model (often mid-word, sometimes with a typo), nothing refined, page 1;
 * - refine: no text, one to three refinements with their disjunctive counts, page 1;
 * - range: a price range and a make, sorted, with the price stats query, page 1;
 * - browse: nothing typed or refined, sorted, page 2 (every car of the site counted in 14 facets);
 * - short: a two- or three-letter prefix (thousands of words match), page 2;
 * - full: text, three refinements, a price range, disjunctive counts, stats, sorted, page 2.
 */
const pageKinds = ["text", "refine", "range", "browse", "short", "full"] as const;
type PageKind = (typeof pageKinds)[number];

/** A word with one typo (a letter changed), as a shopper types. */
function withTypo(word: string, random: () => number): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const letter = "aeiourstn"[Math.floor(random() * 9)]!;
  return word.slice(0, at) + letter + word.slice(at + 1);
}

/**
 * One search page's multi-query as the InstantSearch helper builds it: the main
 * query with every refinement and every facet, then one query per refined
 * disjunctive facet without its own refinement (hitsPerPage 0), which gives the
 * disjunctive counts, and with a price range one without it for the price stats.
 */
function pageQuery(kind: PageKind, record: SearchRecord, siteFilter: string, site: string, random: () => number): PageQuery {
  let query = "";
  let page = 0;
  let indexName = "Car_production";
  let refinements: Record<string, string[]> = {};
  let priceRange: string[] = [];
  const price = typeof record.price === "number" ? record.price : 30_000;
  const range = () => [`price>=${Math.floor((price * 0.5) / 1000) * 1000}`, `price<=${Math.ceil((price * 1.6) / 1000) * 1000}`];
  const modelText = () => String(random() < 0.5 ? record.model : `${record.make} ${record.model}`).toLowerCase();
  switch (kind) {
    case "text": {
      const text = modelText();
      const roll = random();
      // A shopper mid-word: the last word is often still a prefix; some words carry a typo.
      query = roll < 0.4 ? text.slice(0, Math.max(3, text.length - 2)) : roll < 0.7 ? text.split(" ").map((word) => withTypo(word, random)).join(" ") : text;
      break;
    }
    case "refine": {
      const all: Record<string, string[]> = { make: [`make:${record.make}`], body: [`body:${record.body}`, ...(random() < 0.5 ? ["body:suv"] : [])], fuel: [`fuel:${record.fuel}`] };
      const names = Object.keys(all).slice(0, 1 + Math.floor(random() * 3));
      refinements = Object.fromEntries(names.map((name) => [name, all[name]!]));
      break;
    }
    case "range":
      refinements = { make: [`make:${record.make}`] };
      priceRange = range();
      indexName = sortedIndexes[Math.floor(random() * sortedIndexes.length)]!;
      break;
    case "browse":
      indexName = sorts[Math.floor(random() * sorts.length)]!;
      page = 1;
      break;
    case "short":
      query = String(random() < 0.5 ? record.make : record.model).toLowerCase().slice(0, 2 + Math.floor(random() * 2));
      indexName = sorts[Math.floor(random() * sorts.length)]!;
      page = 1;
      break;
    case "full": {
      const text = modelText();
      query = random() < 0.4 ? text.slice(0, Math.max(3, text.length - 2)) : text;
      refinements = { make: [`make:${record.make}`], body: [`body:${record.body}`, ...(random() < 0.5 ? ["body:suv"] : [])], fuel: [`fuel:${record.fuel}`] };
      priceRange = range();
      indexName = sorts[Math.floor(random() * sorts.length)]!;
      page = 1;
      break;
    }
  }
  const common = { query, highlightPreTag: "__ais-highlight__", highlightPostTag: "__/ais-highlight__", maxValuesPerFacet: 40 };
  const others = (attribute: string) => Object.entries(refinements).filter(([name]) => name !== attribute).map(([, values]) => values);
  const numeric = priceRange.length > 0 ? { numericFilters: priceRange } : {};
  const disjunctive = { hitsPerPage: 0, page: 0, analytics: false, clickAnalytics: false, attributesToRetrieve: [], attributesToHighlight: [], attributesToSnippet: [] };
  const requests: RawSearchRequest[] = [
    { indexName, ...common, facets: pageFacets, facetFilters: Object.values(refinements), ...numeric, hitsPerPage: 21, page },
    ...Object.keys(refinements).map((attribute) => ({ indexName, ...common, ...disjunctive, facets: attribute, facetFilters: others(attribute), ...numeric })),
    ...(priceRange.length > 0 ? [{ indexName, ...common, ...disjunctive, facets: "price", facetFilters: Object.values(refinements) }] : []),
  ];
  return { kind, site, siteFilter, requests };
}

function makePages(records: readonly SearchRecord[], sites: ReadonlyArray<{ slug: string; dealerships?: ReadonlyArray<{ slug: string }> }>): PageQuery[] {
  const random = seeded(2026);
  const pages: PageQuery[] = [];
  for (let attempt = 0; pages.length < pageStates && attempt < pageStates * 50; attempt++) {
    const site = sites[Math.floor(random() * sites.length)]!;
    const slugs = (site.dealerships ?? []).map((dealership) => dealership.slug);
    if (slugs.length === 0) continue;
    // spec 7: the template's base filter (here the listing rule) AND the site's own filter.
    const siteFilter = searchBaseFilter("listed", { now, siteFilter: slugs.map((slug) => `dealership_slug:${slug}`).join(" OR ") });
    const record = records[Math.floor(random() * records.length)]!;
    if (!slugs.includes(String(record.dealership_slug)) || record.status !== "in_stock" || !record.body || !record.fuel) continue;
    pages.push(pageQuery(pageKinds[pages.length % pageKinds.length]!, record, siteFilter, site.slug, random));
  }
  return pages;
}

interface GcDuringTiming {
  minor: number;
  major: number;
  pauseMs: number;
  maxPauseMs: number;
  /** Timed queries during which a collection ran, and the p99 of the others. */
  overlapped: number;
  p99WithoutGc: number;
}

/**
 * Each page's time per round, no collection forced in between:
 * times[round][page]. The collections that happen during the timed queries
 * are observed (not caused), so the tail can be told apart into garbage
 * collection and the rest.
 */
async function timeEngine(engine: EmbeddedEngine, pages: readonly PageQuery[]): Promise<{ rounds: number[][]; gc: GcDuringTiming }> {
  const warmupStarted = performance.now();
  for (let run = 0; run < 5000 && (run < warmupRuns || performance.now() - warmupStarted < warmupMs); run++) {
    const page = pages[run % pages.length]!;
    await engine.search(page.requests, { enforcedFilters: page.siteFilter });
  }
  const collections: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => collections.push(...list.getEntries()));
  observer.observe({ entryTypes: ["gc"] });
  const rounds: number[][] = [];
  const spans: Array<[number, number]> = [];
  for (let round = 0; round < timedRounds; round++) {
    const times: number[] = [];
    for (const page of pages) {
      const started = performance.now();
      await engine.search(page.requests, { enforcedFilters: page.siteFilter });
      const ended = performance.now();
      times.push(ended - started);
      spans.push([started, ended]);
    }
    rounds.push(times);
  }
  // Entries are delivered after the fact: give the observer a turn before reading them.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  const timedEnd = spans[spans.length - 1]![1];
  const during = collections.filter((entry) => entry.startTime >= spans[0]![0] && entry.startTime <= timedEnd);
  const hit = spans.map(([from, to]) => during.some((entry) => entry.startTime < to && entry.startTime + entry.duration > from));
  const others = spans.flatMap(([from, to], index) => (hit[index] ? [] : [to - from]));
  const kinds = during.map((entry) => (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind);
  return {
    rounds,
    gc: {
      minor: kinds.filter((kind) => kind === constants.NODE_PERFORMANCE_GC_MINOR).length,
      major: kinds.filter((kind) => kind === constants.NODE_PERFORMANCE_GC_MAJOR).length,
      pauseMs: during.reduce((sum, entry) => sum + entry.duration, 0),
      maxPauseMs: during.reduce((most, entry) => Math.max(most, entry.duration), 0),
      overlapped: hit.filter(Boolean).length,
      p99WithoutGc: percentiles(others).p99,
    },
  };
}

/** The storefront's mount, with the site in the path instead of the host (Node's fetch cannot resolve *.localhost). */
async function startServer(engine: EmbeddedEngine, pages: readonly PageQuery[]): Promise<{ server: Server; port: number }> {
  const filters = new Map(pages.map((page) => [page.site, page.siteFilter]));
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const site = /^\/sites\/([^/]+)\//.exec(request.url ?? "")?.[1] ?? "";
      void handleSearchHttp({ engine, method: request.method ?? "GET", path: request.url ?? "/", bodyText: Buffer.concat(chunks).toString("utf8"), siteFilter: filters.get(site) ?? "dealership_slug:none" }).then(({ status, json }) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(json));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/**
 * The browser's side of the HTTP measurement, in a worker thread so that its
 * JSON parsing and garbage do not run on the server's thread (in production
 * they are different machines). Sequential requests, as one shopper makes them.
 */
const httpClientSource = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { port, pages, warmupRuns, warmupMs } = workerData;
// A kept-alive connection, as algoliasearch's Node requester and a browser use.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function send(page) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method: "POST", agent, path: "/sites/" + page.site + "/api/search/1/indexes/*/queries?x-algolia-api-key=bench&x-algolia-application-id=bench", headers: { "content-type": "text/plain" } },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          if (response.statusCode !== 200) return reject(new Error("HTTP " + response.statusCode + ": " + text));
          JSON.parse(text);
          resolve();
        });
      },
    );
    request.on("error", reject);
    request.end(page.body);
  });
}
(async () => {
  const warmupStarted = performance.now();
  for (let run = 0; run < 5000 && (run < warmupRuns || performance.now() - warmupStarted < warmupMs); run++) await send(pages[run % pages.length]);
  const times = [];
  for (let run = 0; run < pages.length; run++) {
    const started = performance.now();
    await send(pages[run]);
    times.push(performance.now() - started);
  }
  parentPort.postMessage(times);
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

async function timeHttp(engine: EmbeddedEngine, pages: readonly PageQuery[]): Promise<number[]> {
  const { server, port } = await startServer(engine, pages);
  try {
    // As the lite client sends it: JSON as text/plain, credentials in the query string.
    const workerData = { port, pages: pages.map((page) => ({ site: page.site, body: JSON.stringify({ requests: page.requests }) })), warmupRuns, warmupMs };
    const worker = new Worker(httpClientSource, { eval: true, workerData });
    try {
      const message = await new Promise<unknown>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
      if (!Array.isArray(message)) throw new Error(`HTTP client failed: ${JSON.stringify(message)}`);
      return message as number[];
    } finally {
      await worker.terminate();
    }
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

function sameAnswer(got: HitsResult, want: HitsResult | ScanResult): boolean {
  return (
    got.nbHits === want.nbHits &&
    got.hits.map((hit) => hit.objectID).join() === want.hits.map((hit) => hit.objectID).join() &&
    JSON.stringify(got.facets ?? {}) === JSON.stringify(want.facets ?? {}) &&
    JSON.stringify(got.facets_stats ?? {}) === JSON.stringify(want.facets_stats ?? {})
  );
}

/** Brute force and engine on the same pages, answers compared hit by hit. */
async function compareWithBruteForce(engine: EmbeddedEngine, records: readonly SearchRecord[], pages: readonly PageQuery[]): Promise<number> {
  const reference = createReferenceEngine(records);
  const bruteForce: number[] = [];
  for (const page of pages) {
    const started = performance.now();
    const expected = await reference.search(page.requests, { enforcedFilters: page.siteFilter });
    bruteForce.push(performance.now() - started);
    const actual = await engine.search(page.requests, { enforcedFilters: page.siteFilter });
    expected.results.forEach((result, index) => {
      if (!sameAnswer(actual.results[index] as HitsResult, result as HitsResult)) throw new Error(`The engine and the brute force disagree on ${JSON.stringify(page.requests[index])}`);
    });
  }
  return median(bruteForce);
}

/** The plain scan and the engine, page by page in turn, answers compared; times per page for both. */
async function compareWithScan(engine: EmbeddedEngine, records: readonly SearchRecord[], pages: readonly PageQuery[]): Promise<Row["scan"]> {
  const started = performance.now();
  const scan = createPlainScan(records);
  console.log(`  plain scan set up in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  const scanTimes: number[] = [];
  const engineTimes: number[] = [];
  for (const page of pages) {
    let at = performance.now();
    const expected = scan.search(page.requests, page.siteFilter);
    scanTimes.push(performance.now() - at);
    at = performance.now();
    const actual = await engine.search(page.requests, { enforcedFilters: page.siteFilter });
    engineTimes.push(performance.now() - at);
    expected.forEach((result, index) => {
      if (!sameAnswer(actual.results[index] as HitsResult, result)) throw new Error(`The engine and the plain scan disagree on ${JSON.stringify(page.requests[index])} (site filter ${page.siteFilter})`);
    });
  }
  return { pages: pages.length, medianMs: median(scanTimes), meanMs: mean(scanTimes), engineMedianMs: median(engineTimes), engineMeanMs: mean(engineTimes) };
}

async function benchmark(cars: number): Promise<Row> {
  let started = performance.now();
  const dataset = generateDemoDataset({ cars, now });
  const records: SearchRecord[] = dataset.cars.map((car) => carToRecord(car, { now }));
  const sites = dataset.sites;
  dataset.cars.length = 0;
  console.log(`\n${cars.toLocaleString("en-AU")} cars: demo data and records in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Touch every field once, so V8's one-time reshaping of the records is not counted as index memory.
  let fields = 0;
  for (const record of records) for (const key in record) if (record[key] !== undefined) fields++;
  collectGarbage();
  const before = heapBytes();
  started = performance.now();
  const engine = createEmbeddedEngine(records);
  const buildSeconds = (performance.now() - started) / 1000;
  collectGarbage();
  const indexMegabytes = (heapBytes() - before) / 1e6;
  console.log(`  index built in ${buildSeconds.toFixed(2)} s, ${indexMegabytes.toFixed(1)} MB beyond the records (engine's own estimate ${(engine.indexBytes / 1e6).toFixed(1)} MB; ${fields.toLocaleString("en-AU")} record fields)`);

  const pages = makePages(records, sites);
  const hitsOfPage: number[] = [];
  for (const page of pages) hitsOfPage.push(((await engine.search(page.requests, { enforcedFilters: page.siteFilter })).results[0] as HitsResult).nbHits);
  const { rounds, gc } = await timeEngine(engine, pages);
  const httpTimes = await timeHttp(engine, pages);
  const scan = await compareWithScan(engine, records, pages.slice(0, scanPages[cars] ?? 100));
  const bruteForceMs = await compareWithBruteForce(engine, records, pages.slice(0, bruteForcePages[cars] ?? 3));
  const kinds = pageKinds.map((kind) => {
    const indexes = pages.flatMap((page, index) => (page.kind === kind ? [index] : []));
    return { kind, pages: indexes.length, times: percentiles(rounds.flatMap((times) => indexes.map((index) => times[index]!))), meanHits: mean(indexes.map((index) => hitsOfPage[index]!)) };
  });
  const row: Row = { cars, buildSeconds, indexMegabytes, engine: percentiles(rounds.flat()), kinds, http: percentiles(httpTimes), bruteForceMs, scan, meanHits: mean(hitsOfPage) };
  console.log(`  ${pages.length} pages (${pageKinds.length} kinds), ${mean(pages.map((page) => page.requests.length)).toFixed(1)} requests and ${row.meanHits.toFixed(0)} hits per page on average; ${timedRounds} timed rounds`);
  console.log("  | page kind | pages | mean hits | engine p50 / p95 / p99 / max (ms) |");
  for (const kind of kinds) console.log(`  | ${kind.kind} | ${kind.pages} | ${kind.meanHits.toFixed(0)} | ${formatPercentiles(kind.times)} |`);
  console.log(`  | all | ${pages.length} | ${row.meanHits.toFixed(0)} | ${formatPercentiles(row.engine)} |`);
  console.log(
    `  collections during the ${rounds.flat().length} timed queries: ${gc.minor} minor, ${gc.major} major, ${gc.pauseMs.toFixed(1)} ms in all (longest ${gc.maxPauseMs.toFixed(2)} ms); ${gc.overlapped} queries overlapped one, p99 of the others ${gc.p99WithoutGc.toFixed(2)} ms`,
  );
  console.log(`  HTTP p50 / p95 / p99 / max ${formatPercentiles(row.http)} ms`);
  console.log(
    `  plain scan on ${scan.pages} pages (same answers): median ${scan.medianMs.toFixed(1)} ms, mean ${scan.meanMs.toFixed(1)} ms per page; engine on the same pages median ${scan.engineMedianMs.toFixed(2)} ms, mean ${scan.engineMeanMs.toFixed(2)} ms`,
  );
  console.log(`  brute-force reference ${bruteForceMs.toFixed(0)} ms per page on ${Math.min(pages.length, bruteForcePages[cars] ?? 3)} pages (same answers)`);
  return row;
}

function mark(ok: boolean): string {
  return ok ? "ok" : "MISSED";
}

async function main(): Promise<void> {
  if (!(globalThis as { gc?: unknown }).gc) console.warn("Run with node --expose-gc for exact memory figures (pnpm bench:search does).");
  console.log(`Search benchmark on Node ${process.version}: ${pageStates} different pages per size, each timed ${timedRounds} times (no collection forced between them) after ${warmupRuns}+ warm-up queries (${warmupMs / 1000} s at least)`);
  const rows: Row[] = [];
  for (const cars of sizes) rows.push(await benchmark(cars));

  console.log("\n| cars | build (s) | index MB | engine p50 / p95 / p99 / max (ms) | HTTP p50 / p95 / p99 (ms) | plain scan median / mean (ms/page) | scan / engine, medians | scan / engine, means |");
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    console.log(
      `| ${row.cars.toLocaleString("en-AU")} | ${row.buildSeconds.toFixed(2)} | ${row.indexMegabytes.toFixed(1)} | ${formatPercentiles(row.engine)} | ${row.http.p50.toFixed(2)} / ${row.http.p95.toFixed(2)} / ${row.http.p99.toFixed(2)} | ${row.scan.medianMs.toFixed(1)} / ${row.scan.meanMs.toFixed(1)} | ${(row.scan.medianMs / row.scan.engineMedianMs).toFixed(1)}x | ${(row.scan.meanMs / row.scan.engineMeanMs).toFixed(1)}x |`,
    );
  }
  console.log("\nTargets:");
  for (const row of rows) {
    const target = targets[row.cars];
    if (!target) continue;
    console.log(`  ${row.cars.toLocaleString("en-AU")}: engine p95 <= ${target.engineP95} ms ${mark(row.engine.p95 <= target.engineP95)}; HTTP p95 <= ${target.httpP95} ms ${mark(row.http.p95 <= target.httpP95)}`);
  }
  const at50k = rows.find((row) => row.cars === 50_000);
  const at200k = rows.find((row) => row.cars === 200_000);
  if (at50k) {
    console.log(`  50,000: engine p95 < 1.5 ms ${mark(at50k.engine.p95 < 1.5)}, p99 < 3 ms ${mark(at50k.engine.p99 < 3)}`);
    console.log(`  50,000: >= 15x faster than the plain scan (medians) ${mark(at50k.scan.medianMs / at50k.scan.engineMedianMs >= 15)}`);
  }
  if (at200k) console.log(`  200,000: indexed in < 5 s ${mark(at200k.buildSeconds < 5)}, index < 100 MB ${mark(at200k.indexMegabytes < 100)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
