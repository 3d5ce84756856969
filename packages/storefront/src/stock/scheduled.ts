// Scheduled stock feeds (issue 19): the worker process imports each configured
// feed, from a URL (a DMS's nightly export) or a folder (where a DMS drops its
// files), every `everyMinutes`. A feed whose content has not changed since the last
// round is not imported again, so an hourly schedule adds nothing to the audit
// trail while the stock is unchanged (an import of the same feed writes no row
// anyway). A failed fetch or import is logged and tried on the next round; it never
// stops the worker. Two workers configured with the same feed are safe: the rows are
// applied in one transaction per import and a repeated feed changes nothing.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Db } from "@forecourt/db";
import type { StockMapping } from "@forecourt/domain";
import type { RefreshReport } from "../refresh";
import { feedFormatOf, parseMappingFile } from "./feed";
import { formatImportReport, importStock, type StockImportReport } from "./import";

/** One feed as configured (FORECOURT_STOCK_FEEDS, parsed in env.ts). */
export interface ScheduledFeedConfig {
  group: string;
  /** An http(s) URL, or a folder whose newest feed file is imported. */
  source: string;
  /** A mapping file for another system's export (see docs/stock-format.md). */
  mapping?: string | undefined;
  /** A full feed: a car of the group missing from it is marked sold. */
  full: boolean;
  everyMinutes: number;
}

export interface ScheduledFeed extends Omit<ScheduledFeedConfig, "mapping"> {
  mapping: StockMapping | null;
}

/** What one feed's round did: imported (with its report), skipped as unchanged or empty, or failed with a message. */
export type FeedRun =
  | { feed: string; outcome: "imported"; report: StockImportReport }
  | { feed: string; outcome: "unchanged" | "no-file" }
  | { feed: string; outcome: "failed"; message: string };

export interface StockFeedWorkerOptions {
  db: Db;
  feeds: readonly ScheduledFeed[];
  imageDir: string;
  photoTimeoutMs?: number;
  /** How long fetching a feed from a URL may take. */
  fetchTimeoutMs?: number;
  /** The largest feed accepted from a URL (bytes). */
  maxFeedBytes?: number;
  refresh?: (carIds: number[]) => Promise<RefreshReport>;
  /** How often to look for due feeds. */
  intervalMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

const DEFAULT_MAX_FEED_BYTES = 200 * 1024 * 1024;

/** Reads each configured mapping file; a missing or invalid one is a configuration error naming the feed. */
export function loadScheduledFeeds(configs: readonly ScheduledFeedConfig[], baseDir = process.cwd()): ScheduledFeed[] {
  return configs.map((config, index) => {
    let mapping: StockMapping | null = null;
    if (config.mapping) {
      const file = path.resolve(baseDir, config.mapping);
      let text: string;
      try {
        text = fs.readFileSync(file, "utf8");
      } catch {
        throw new Error(`FORECOURT_STOCK_FEEDS[${index}].mapping: no such file ${file}`);
      }
      const parsed = parseMappingFile(text);
      if (!parsed.ok) throw new Error(`FORECOURT_STOCK_FEEDS[${index}].mapping: ${parsed.message}`);
      mapping = parsed.mapping;
    }
    const source = /^https?:\/\//i.test(config.source) ? config.source : path.resolve(baseDir, config.source);
    return { group: config.group, source, mapping, full: config.full, everyMinutes: config.everyMinutes };
  });
}

/** A feed file's format by its extension: a folder feed counts only the files of its format (its mapping's, else JSON Lines or CSV). */
function formatOfExtension(name: string): "jsonl" | "csv" | "xml" | null {
  return feedFormatOf(name, null) ?? (/\.xml$/i.test(name) ? "xml" : null);
}

/** The feed's current file: fetched from its URL, or the newest feed file of its folder (null when the folder has none). */
export async function readFeedSource(feed: ScheduledFeed, options: { fetchTimeoutMs?: number; maxFeedBytes?: number } = {}): Promise<{ name: string; text: string } | null> {
  const maxBytes = options.maxFeedBytes ?? DEFAULT_MAX_FEED_BYTES;
  if (/^https?:\/\//i.test(feed.source)) {
    const response = await fetch(feed.source, { signal: AbortSignal.timeout(options.fetchTimeoutMs ?? 60_000), headers: { accept: "application/x-ndjson, text/csv, application/xml, */*" } });
    if (!response.ok) throw new Error(`${feed.source} answered HTTP ${response.status}`);
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > maxBytes) throw new Error(`${feed.source} is ${declared} bytes, over the ${maxBytes}-byte limit`);
    const text = await response.text();
    if (Buffer.byteLength(text) > maxBytes) throw new Error(`${feed.source} is over the ${maxBytes}-byte limit`);
    // The URL's last segment names the file, so its extension picks the format as on the command line.
    return { name: decodeURIComponent(new URL(feed.source).pathname.split("/").pop() || "feed"), text };
  }
  if (!fs.existsSync(feed.source) || !fs.statSync(feed.source).isDirectory()) throw new Error(`${feed.source}: no such folder (a feed's source is an http(s) URL or a folder)`);
  const entries = fs.readdirSync(feed.source, { withFileTypes: true }).filter((entry) => {
    if (!entry.isFile()) return false;
    const format = formatOfExtension(entry.name);
    return feed.mapping ? format === feed.mapping.format : format === "jsonl" || format === "csv";
  });
  if (entries.length === 0) return null;
  const newest = entries
    .map((entry) => ({ name: entry.name, mtime: fs.statSync(path.join(feed.source, entry.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name))[0]!;
  return { name: newest.name, text: fs.readFileSync(path.join(feed.source, newest.name), "utf8") };
}

/** Starts the schedule; `runDue` runs one round now (what the timer calls, and the tests). */
export function startStockFeedWorker(options: StockFeedWorkerOptions): { runDue: () => Promise<FeedRun[]>; stop: () => Promise<void> } {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  const state = options.feeds.map(() => ({ lastRun: -Infinity, lastHash: "" }));
  let running: Promise<FeedRun[]> | null = null;

  async function runFeed(feed: ScheduledFeed, index: number): Promise<FeedRun> {
    const label = `${feed.group} <- ${feed.source}`;
    try {
      const file = await readFeedSource(feed, options);
      if (!file) return { feed: label, outcome: "no-file" };
      const hash = createHash("sha256").update(file.name).update("\0").update(file.text).digest("hex");
      if (hash === state[index]!.lastHash) return { feed: label, outcome: "unchanged" };
      const report = await importStock({
        db: options.db,
        group: feed.group,
        fileName: file.name,
        text: file.text,
        mapping: feed.mapping,
        full: feed.full,
        now: now(),
        actor: "worker:stock-feed",
        imageDir: options.imageDir,
        photos: options.photoTimeoutMs ? { timeoutMs: options.photoTimeoutMs } : undefined,
        refresh: options.refresh,
      });
      state[index]!.lastHash = hash;
      return { feed: label, outcome: "imported", report };
    } catch (error) {
      return { feed: label, outcome: "failed", message: (error as Error).message };
    }
  }

  async function runDue(): Promise<FeedRun[]> {
    const runs: FeedRun[] = [];
    const at = now().getTime();
    for (const [index, feed] of options.feeds.entries()) {
      if (at - state[index]!.lastRun < feed.everyMinutes * 60_000) continue;
      state[index]!.lastRun = at;
      const run = await runFeed(feed, index);
      runs.push(run);
      if (run.outcome === "imported") log(`[stock feeds] ${formatImportReport(run.report)}`);
      else if (run.outcome === "failed") log(`[stock feeds] ${run.feed}: not imported (tried again in ${feed.everyMinutes} min): ${run.message}`);
    }
    return runs;
  }

  function round(): Promise<FeedRun[]> {
    running ??= runDue().finally(() => (running = null));
    return running;
  }

  const timer = options.feeds.length > 0 ? setInterval(() => void round(), options.intervalMs ?? 60_000) : null;
  timer?.unref?.();
  if (options.feeds.length > 0) void round();
  return {
    runDue: round,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
