// `pnpm stock:import` (issue 19): a dealer group's feed validated row by row,
// the valid rows applied in batched writes, a report of what happened to each, the
// changed cars' pages refreshed on every app, then the photos fetched into the
// image store. Every import that writes is recorded in the group's audit trail.
import { applyStockRows, type Db, groupExists, type PhotoWork, recordStockAudit, setCarPhotos, type StockRejection } from "@forecourt/db";
import type { StockMapping } from "@forecourt/domain";
import type { RefreshReport } from "../refresh";
import { type FeedFormat, feedFormatOf, parseFeed } from "./feed";
import { storedPhotoLookup } from "./image-store";
import { fetchStockPhotos, type PhotoFailure, type PhotoFetchOptions } from "./photos";

export interface StockImportOptions {
  db: Db;
  group: string;
  /** The feed's name (its extension picks JSON Lines or CSV without a mapping). */
  fileName: string;
  text: string;
  mapping?: StockMapping | null;
  full?: boolean;
  dryRun?: boolean;
  now: Date;
  /** Who ran it, for the audit trail: "cli:{user}". */
  actor: string;
  /** The image store folder. */
  imageDir: string;
  photos?: Omit<PhotoFetchOptions, "dir">;
  /** Refreshes the changed cars' pages on every app (refreshCars); left out, pages refresh on their own schedule. */
  refresh?: (carIds: number[]) => Promise<RefreshReport>;
}

export interface StockImportReport {
  group: string;
  file: string;
  format: FeedFormat;
  dryRun: boolean;
  full: boolean;
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  markedSold: number;
  /** One entry per problem: a row with two bad fields has two. */
  rejected: StockRejection[];
  /** Rows refused (each counted once). */
  rejectedRows: number;
  photos: { fetched: number; failed: PhotoFailure[] } | null;
  refresh: { ok: boolean; problems: string[] } | null;
  ms: number;
}

export class StockImportError extends Error {
  override readonly name = "StockImportError";
}

async function fetchAndAttach(options: StockImportOptions, work: PhotoWork[], report: StockImportReport, changed: Set<number>): Promise<void> {
  if (work.length === 0) {
    report.photos = { fetched: 0, failed: [] };
    return;
  }
  const fetched = await fetchStockPhotos(work, { ...options.photos, dir: options.imageDir });
  report.photos = { fetched: fetched.fetched, failed: fetched.failed };
  const attached = await setCarPhotos(options.db, fetched.cars);
  if (attached > 0) for (const car of fetched.cars) changed.add(car.carId);
}

export async function importStock(options: StockImportOptions): Promise<StockImportReport> {
  const started = performance.now();
  const { db, group } = options;
  if (!(await groupExists(db, group))) throw new StockImportError(`No dealer group with slug "${group}"`);
  const format = feedFormatOf(options.fileName, options.mapping ?? null);
  if (!format) throw new StockImportError(`${options.fileName}: a Forecourt feed is .jsonl or .csv; give --mapping FILE for another export`);
  const feed = parseFeed(options.text, format, options.mapping ?? null);
  const applied = await applyStockRows(db, { group, rows: feed.rows, full: options.full, dryRun: options.dryRun, now: options.now, storedPhoto: storedPhotoLookup(options.imageDir) });
  const rejected = [...feed.rejected, ...applied.rejected].sort((a, b) => a.line - b.line);
  const report: StockImportReport = {
    group,
    file: options.fileName,
    format,
    dryRun: options.dryRun ?? false,
    full: options.full ?? false,
    read: feed.read,
    created: applied.created,
    updated: applied.updated,
    unchanged: applied.unchanged,
    markedSold: applied.markedSold,
    rejected,
    rejectedRows: new Set(rejected.map((entry) => entry.line)).size,
    photos: null,
    refresh: null,
    ms: 0,
  };
  if (options.dryRun) {
    report.ms = Math.round(performance.now() - started);
    return report;
  }
  await recordStockAudit(db, {
    group,
    actor: options.actor,
    action: "stock.import",
    subject: options.fileName,
    counts: { read: report.read, created: report.created, updated: report.updated, unchanged: report.unchanged, rejected: report.rejectedRows, markedSold: report.markedSold },
  });
  const changed = new Set(applied.changedCarIds);
  // Rows first, refreshed at once; then the photos, which may take a while.
  if (options.refresh && changed.size > 0) {
    const refreshed = await options.refresh([...changed]);
    report.refresh = { ok: refreshed.ok, problems: refreshed.problems };
  }
  const withPhotos = new Set<number>();
  await fetchAndAttach(options, applied.photoWork, report, withPhotos);
  if (options.refresh && withPhotos.size > 0) {
    const refreshed = await options.refresh([...withPhotos]);
    report.refresh = { ok: (report.refresh?.ok ?? true) && refreshed.ok, problems: [...(report.refresh?.problems ?? []), ...refreshed.problems] };
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

/** The report as the CLI prints it. */
export function formatImportReport(report: StockImportReport): string {
  const lines = [
    `${report.dryRun ? "Dry run (nothing written): " : ""}${report.group} <- ${report.file} (${report.format}${report.full ? ", full feed" : ""})`,
    `  rows read      ${report.read}`,
    `  created        ${report.created}`,
    `  updated        ${report.updated}`,
    `  unchanged      ${report.unchanged}`,
    `  rejected       ${report.rejectedRows}`,
    `  marked sold    ${report.markedSold}`,
  ];
  if (report.photos) lines.push(`  photos         ${report.photos.fetched} fetched, ${report.photos.failed.length} failed`);
  lines.push(`  took           ${report.ms} ms`);
  if (report.rejected.length > 0) {
    lines.push("", "Rejected rows (line, field: problem):");
    for (const entry of report.rejected) lines.push(`  line ${entry.line}, ${entry.field}: ${entry.message}`);
  }
  if (report.photos && report.photos.failed.length > 0) {
    lines.push("", "Photos not fetched (the cars are kept without them):");
    for (const failure of report.photos.failed) lines.push(`  car ${failure.carId}: ${failure.url}: ${failure.reason}`);
  }
  if (report.refresh && !report.refresh.ok) {
    lines.push("", "Pages not refreshed on every app (they refresh within the hour):");
    for (const problem of report.refresh.problems) lines.push(`  ${problem}`);
  }
  return lines.join("\n");
}
