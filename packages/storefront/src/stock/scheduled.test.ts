// Scheduled stock feeds (issue 19) on both backends: a feed from a URL and one
// from a folder are imported on their schedule, an unchanged feed is not imported
// again, a changed one is, and a feed host that fails is reported without stopping
// the other feeds.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findGroupCar, listStockAudit, saveGroup, saveSiteConfig } from "@forecourt/db";
import { pgliteBackend, postgresBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { testSite } from "@forecourt/db/testing/fixtures";
import { storefrontEnv } from "../env";
import { type FeedRun, loadScheduledFeeds, startStockFeedWorker } from "./scheduled";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

const car = (stock: string, price: number) => JSON.stringify({ dealership_slug: "harbour-ford", stock_number: stock, car_type: "used", year: 2021, make: "Ford", model: "Focus", price });

describe("FORECOURT_STOCK_FEEDS", () => {
  it("reads the feeds with their defaults and names a bad entry", () => {
    const env = storefrontEnv({ FORECOURT_STOCK_FEEDS: JSON.stringify([{ group: "harbour-group", source: "https://dms.example/feed.jsonl" }]) });
    expect(env.FORECOURT_STOCK_FEEDS).toEqual([{ group: "harbour-group", source: "https://dms.example/feed.jsonl", full: false, everyMinutes: 60 }]);
    expect(() => storefrontEnv({ FORECOURT_STOCK_FEEDS: "[{" })).toThrow(/FORECOURT_STOCK_FEEDS is not JSON/);
    expect(() => storefrontEnv({ FORECOURT_STOCK_FEEDS: JSON.stringify([{ group: "g", source: "/x", every_minutes: 1 }]) })).toThrow(/at least every 5 minutes/);
    expect(() => loadScheduledFeeds([{ group: "g", source: "/x", mapping: "/no/such/mapping.json", full: false, everyMinutes: 60 }])).toThrow(/FORECOURT_STOCK_FEEDS\[0\]\.mapping: no such file/);
  });
});

describe.each(backends)("scheduled stock feeds on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  let server: http.Server;
  let origin = "";
  let served = [car("HF-1", 19990), car("HF-2", 21990)].join("\n");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-feeds-"));
  const folder = path.join(dir, "drop");

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    const { db } = backend.database;
    await saveGroup(db, { slug: "harbour-group", name: "Harbour Group" });
    await saveSiteConfig(db, testSite({ slug: "harbour-motors", id: 50, group: "harbour-group", dealership_id: 500, dealerships: [{ id: 500, slug: "harbour-ford", name: "Harbour Ford" }] }));
    server = http.createServer((request, response) => {
      if (request.url === "/feed.jsonl") response.writeHead(200, { "content-type": "application/x-ndjson" }).end(served);
      else response.writeHead(500).end("down");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    fs.mkdirSync(folder, { recursive: true });
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await backend?.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("imports each feed when due, skips an unchanged one, imports a changed one, and carries on past a failing host", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    let clock = new Date("2026-11-28T00:00:00Z");
    const logged: string[] = [];
    const outcomes = (runs: FeedRun[]) => runs.map((run) => run.outcome);
    const feeds = loadScheduledFeeds([
      { group: "harbour-group", source: `${origin}/feed.jsonl`, full: true, everyMinutes: 60 },
      { group: "harbour-group", source: `${origin}/broken.jsonl`, full: false, everyMinutes: 60 },
      { group: "harbour-group", source: folder, full: false, everyMinutes: 15 },
      { group: "harbour-group", source: path.join(dir, "missing"), full: false, everyMinutes: 60 },
    ]);
    const worker = startStockFeedWorker({ db, feeds, imageDir: path.join(dir, "images"), intervalMs: 3_600_000, now: () => clock, log: (line) => logged.push(line) });
    try {
      // The first round runs at once: the URL feed is imported, the broken host reported, the empty folder skipped.
      const first = await worker.runDue();
      expect(outcomes(first)).toEqual(["imported", "failed", "no-file", "failed"]);
      expect(first[1]).toMatchObject({ message: expect.stringContaining("HTTP 500") });
      expect(first[3]).toMatchObject({ message: expect.stringContaining("no such folder") });
      expect(logged.some((line) => line.includes("not imported (tried again in 60 min)"))).toBe(true);
      expect((await findGroupCar(db, "harbour-group", "harbour-ford", "HF-2"))?.car.price).toBe(21990);

      // Not due yet: nothing runs.
      clock = new Date("2026-11-28T00:10:00Z");
      expect(await worker.runDue()).toEqual([]);

      // A file dropped in the folder is imported on the folder's 15-minute schedule.
      fs.writeFileSync(path.join(folder, "today.jsonl"), car("HF-3", 15990));
      fs.writeFileSync(path.join(folder, "notes.txt"), "not a feed");
      clock = new Date("2026-11-28T00:16:00Z");
      const third = await worker.runDue();
      expect(outcomes(third)).toEqual(["imported"]);
      expect((await findGroupCar(db, "harbour-group", "harbour-ford", "HF-3"))?.car.price).toBe(15990);

      // An hour on, the URL feed is unchanged: not imported again, so no audit entry either.
      const auditBefore = (await listStockAudit(db, "harbour-group", 100)).length;
      clock = new Date("2026-11-28T01:01:00Z");
      expect(outcomes(await worker.runDue())).toEqual(["unchanged", "failed", "unchanged", "failed"]);
      expect((await listStockAudit(db, "harbour-group", 100)).length).toBe(auditBefore);

      // The DMS reprices one car and drops the other: the full feed updates it and marks the missing one sold.
      served = car("HF-1", 18990);
      clock = new Date("2026-11-28T02:02:00Z");
      const changed = await worker.runDue();
      expect(changed[0]).toMatchObject({ outcome: "imported", report: { updated: 1, markedSold: 2 } });
      expect((await findGroupCar(db, "harbour-group", "harbour-ford", "HF-1"))?.car.price).toBe(18990);
    } finally {
      await worker.stop();
    }
  });
});
