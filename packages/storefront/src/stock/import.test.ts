// `pnpm stock:import` (issue 19) on both backends: the rows are written before any
// photo is fetched (a slow photo host never holds up the stock), a photo that fails
// is reported and its car kept, and the report names each bad row by line and field.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findGroupCar, listStockAudit, saveGroup, saveSiteConfig } from "@forecourt/db";
import { pgliteBackend, postgresBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { testSite } from "@forecourt/db/testing/fixtures";
import { formatImportReport, importStock, StockImportError } from "./import";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

describe.each(backends)("stock import on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  let server: http.Server;
  let origin = "";
  const carSeenBeforePhoto: boolean[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-import-"));

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    const { db } = backend.database;
    await saveGroup(db, { slug: "harbour-group", name: "Harbour Group" });
    await saveSiteConfig(db, testSite({ slug: "harbour-motors", id: 50, group: "harbour-group", dealership_id: 500, dealerships: [{ id: 500, slug: "harbour-ford", name: "Harbour Ford" }] }));
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3060c0" } }).png().toBuffer();
    server = http.createServer((request, response) => {
      void findGroupCar(db, "harbour-group", "harbour-ford", "HF-1").then((car) => {
        carSeenBeforePhoto.push(car !== null);
        if (request.url === "/1.png") response.writeHead(200, { "content-type": "image/png" }).end(png);
        else response.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await backend?.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("writes the rows first, then fetches the photos, reports a failed one and keeps its car", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const text = [
      JSON.stringify({ dealership_slug: "harbour-ford", stock_number: "HF-1", car_type: "used", year: 2021, make: "Ford", model: "Focus", price: 19990, images: [`${origin}/1.png`, `${origin}/gone.jpg`] }),
      JSON.stringify({ dealership_slug: "harbour-ford", stock_number: "HF-2", car_type: "used", year: 1850, make: "Ford", model: "Focus" }),
    ].join("\n");
    const refreshed: number[][] = [];
    const report = await importStock({ db, group: "harbour-group", fileName: "feed.jsonl", text, now: new Date("2026-11-28T00:00:00Z"), actor: "cli:test", imageDir: dir, refresh: async (ids) => (refreshed.push(ids), { ok: true, apps: [], problems: [] }) });
    expect(report).toMatchObject({ read: 2, created: 1, rejectedRows: 1, photos: { fetched: 1, failed: [{ url: `${origin}/gone.jpg`, reason: "the photo host answered 404" }] } });
    expect(carSeenBeforePhoto.length).toBeGreaterThan(0);
    expect(carSeenBeforePhoto.every(Boolean)).toBe(true);
    const car = await findGroupCar(db, "harbour-group", "harbour-ford", "HF-1");
    expect(car?.car.images).toHaveLength(1);
    expect(refreshed).toEqual([[car!.id], [car!.id]]);
    const printed = formatImportReport(report);
    expect(printed).toContain("line 2, year: must be 1900 or later");
    expect(printed).toContain(`car ${car!.id}: ${origin}/gone.jpg: the photo host answered 404`);
    expect((await listStockAudit(db, "harbour-group"))[0]).toMatchObject({ actor: "cli:test", action: "stock.import", subject: "feed.jsonl", counts: { created: 1, rejected: 1 } });
  });

  it("refuses an unknown group and a file that is neither JSON Lines nor CSV without a mapping", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const base = { db, text: "", now: new Date(), actor: "cli:test", imageDir: dir };
    await expect(importStock({ ...base, group: "nobody", fileName: "feed.jsonl" })).rejects.toThrow(new StockImportError('No dealer group with slug "nobody"'));
    await expect(importStock({ ...base, group: "harbour-group", fileName: "feed.xml" })).rejects.toThrow(/give --mapping FILE/);
  });
});
