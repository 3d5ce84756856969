// `pnpm bench:stock` (issue 19): a 10,000-car Forecourt feed imported for a new
// group on the embedded PGlite owner and on PostgreSQL (127.0.0.1:5432, skipped
// when none answers): rows per second of the first import (parse, validate, write),
// the re-import of the same feed (nothing written), and a full feed missing 10% of
// the cars. Photos are left out: they are fetched after the rows and depend on the
// photo host. Prints figures; not a timed test. Options: --cars N (10000), --rounds N (3).
import { parseArgs } from "node:util";
import { applyStockRows, saveGroup, saveSiteConfig } from "@forecourt/db";
import { pgliteBackend, postgresBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { testSite } from "@forecourt/db/testing/fixtures";
import { parseJsonLines } from "../packages/storefront/src/stock/feed";

const { values } = parseArgs({ options: { cars: { type: "string", default: "10000" }, rounds: { type: "string", default: "3" } } });
const cars = Number(values.cars);
const rounds = Number(values.rounds);
const now = new Date("2026-11-28T00:00:00Z");

const models = [
  ["Toyota", "Corolla", "Ascent Sport"],
  ["Ford", "Ranger", "XLT"],
  ["Mazda", "CX-5", "Touring"],
  ["Kia", "Sportage", "SX"],
  ["Hyundai", "Tucson", "Elite"],
] as const;

function feed(count: number, skip = (_index: number) => false): string {
  const lines: string[] = [];
  for (let index = 0; index < count; index++) {
    if (skip(index)) continue;
    const [make, model, badge] = models[index % models.length]!;
    lines.push(
      JSON.stringify({
        dealership_slug: `bench-${index % 4}`,
        stock_number: `B${String(index).padStart(6, "0")}`,
        car_type: index % 3 === 0 ? "new" : "used",
        year: 2014 + (index % 12),
        make,
        model,
        badge,
        price: 15_000 + (index % 500) * 100,
        km: (index * 37) % 200_000,
        colour: ["White", "Black", "Silver", "Blue"][index % 4],
        body: "SUV",
        fuel: "Petrol",
        transmission: "Automatic",
        dealercomments: `Well kept ${make} ${model}, serviced on time.`,
        standard_equipment: ["Reversing camera", "Apple CarPlay", "Cruise control"],
      }),
    );
  }
  return `${lines.join("\n")}\n`;
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function time<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function benchBackend(name: string, open: () => Promise<TestBackend | null>): Promise<void> {
  const first: number[] = [];
  const again: number[] = [];
  const full: number[] = [];
  const text = feed(cars);
  const fullText = feed(cars, (index) => index % 10 === 0);
  for (let round = 0; round < rounds; round++) {
    const backend = await open();
    if (!backend) {
      console.log(`${name}: not reachable, skipped`);
      return;
    }
    try {
      const { db } = backend.database;
      await saveGroup(db, { slug: "bench-group", name: "Bench Group" });
      await saveSiteConfig(db, testSite({ slug: "bench-motors", id: 1, group: "bench-group", dealership_id: 800, dealerships: [0, 1, 2, 3].map((index) => ({ id: 800 + index, slug: `bench-${index}`, name: `Bench ${index}` })) }));
      const [created, firstMs] = await time(async () => applyStockRows(db, { group: "bench-group", rows: parseJsonLines(text).rows, now }));
      if (created.created !== cars) throw new Error(`${name}: created ${created.created} of ${cars}`);
      const [unchanged, againMs] = await time(async () => applyStockRows(db, { group: "bench-group", rows: parseJsonLines(text).rows, now }));
      if (unchanged.unchanged !== cars) throw new Error(`${name}: ${unchanged.unchanged} unchanged of ${cars}`);
      const [sold, fullMs] = await time(async () => applyStockRows(db, { group: "bench-group", rows: parseJsonLines(fullText).rows, now, full: true }));
      if (sold.markedSold !== cars / 10) throw new Error(`${name}: ${sold.markedSold} marked sold`);
      first.push(firstMs);
      again.push(againMs);
      full.push(fullMs);
    } finally {
      await backend.dispose();
    }
  }
  const rate = (ms: number) => Math.round(cars / (ms / 1000)).toLocaleString("en-AU");
  console.log(
    `${name.padEnd(10)} first import ${(median(first) / 1000).toFixed(2)} s (${rate(median(first))} rows/s)   re-import ${(median(again) / 1000).toFixed(2)} s (${rate(median(again))} rows/s, nothing written)   full feed, 10% gone ${(median(full) / 1000).toFixed(2)} s   [median of ${rounds}]`,
  );
}

const [parsed, parseMs] = await time(async () => parseJsonLines(feed(cars)));
console.log(`${cars.toLocaleString("en-AU")} cars, ${(feed(cars).length / 1024 / 1024).toFixed(1)} MB of JSON Lines; parsing and validating alone ${parseMs.toFixed(0)} ms (${parsed.rows.length} rows)`);
await benchBackend("PGlite", pgliteBackend);
await benchBackend("PostgreSQL", postgresBackend);
process.exit(0);
