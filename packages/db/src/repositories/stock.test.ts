// A dealer group's own stock (issue 19) on both backends: a 500-car feed of a new
// group, a re-import that writes nothing, a full feed that marks exactly the
// missing cars sold, a car of another group refused, and the push API's keys.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStockCar, type StockCar } from "@forecourt/domain";
import { sql } from "drizzle-orm";
import { pgliteBackend, postgresBackend, type TestBackend } from "../testing/backends";
import { testCar, testSite } from "../testing/fixtures";
import { carsVersion, upsertCars } from "./cars";
import { applyStockRows, findGroupCar, markGroupCarSold, setCarPhotos, type StockRow } from "./stock";
import { createStockApiKey, findStockApiKey, listStockAudit, recordStockAudit, revokeStockApiKey } from "./stock-keys";
import { DomainTakenError, findSiteByDomain, saveGroup, saveSiteConfig } from "./sites";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

const makes = [
  ["Toyota", "Corolla"],
  ["Ford", "Ranger"],
  ["Mazda", "CX-5"],
  ["Kia", "Sportage"],
] as const;

function feedCar(index: number, overrides: Record<string, unknown> = {}): StockCar {
  const [make, model] = makes[index % makes.length]!;
  const result = parseStockCar({
    dealership_slug: index % 2 === 0 ? "harbour-ford" : "harbour-mazda",
    stock_number: `HB${String(index).padStart(5, "0")}`,
    car_type: index % 3 === 0 ? "new" : "used",
    year: 2015 + (index % 10),
    make,
    model,
    badge: "GX",
    price: 20_000 + index * 10,
    km: index * 100,
    images: [`http://photos.example/${index}/1.jpg`],
    ...overrides,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.car;
}

const rowsOf = (cars: StockCar[]): StockRow[] => cars.map((car, index) => ({ line: index + 1, car }));

describe.each(backends)("stock import and push on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  const now = new Date("2026-11-28T00:00:00Z");

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    const { db } = backend.database;
    await saveGroup(db, { slug: "harbour-group", name: "Harbour Group" });
    await saveGroup(db, { slug: "other-group", name: "Other Group" });
    await saveSiteConfig(
      db,
      testSite({
        slug: "harbour-motors",
        id: 50,
        group: "harbour-group",
        dealership_id: 500,
        domains: ["www.harbourmotors.example"],
        dealerships: [
          { id: 500, slug: "harbour-ford", name: "Harbour Ford" },
          { id: 501, slug: "harbour-mazda", name: "Harbour Mazda" },
        ],
      }),
    );
    await saveSiteConfig(db, testSite({ slug: "other-motors", id: 60, group: "other-group", dealership_id: 600, dealerships: [{ id: 600, slug: "other-kia", name: "Other Kia" }] }));
    // A demo-style car with an explicit id keeps it; imported cars get ids from the sequence.
    await upsertCars(db, [testCar({ id: 42, dealership_id: 600, dealership_slug: "other-kia", stocknum: "OK1" })]);
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  it("imports a 500-car feed of a new group, then a re-import writes nothing", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const feed = rowsOf(Array.from({ length: 500 }, (_, index) => feedCar(index)));
    const before = await carsVersion(db);
    const first = await applyStockRows(db, { group: "harbour-group", rows: feed, now });
    expect(first).toMatchObject({ created: 500, updated: 0, unchanged: 0, markedSold: 0, rejected: [] });
    expect(first.photoWork).toHaveLength(500);
    expect(await carsVersion(db)).toBe(before + 1);
    const car = await findGroupCar(db, "harbour-group", "harbour-ford", "HB00000");
    expect(car?.id).toBeGreaterThanOrEqual(10_000_001);
    expect(car?.slug).toBe(`2015-toyota-corolla-gx-${car?.id}`);
    expect(car?.car.dealership_id).toBe(500);

    const stamp = await db.execute<{ latest: string }>(sql`select max(updated_at)::text as latest from cars`);
    const again = await applyStockRows(db, { group: "harbour-group", rows: feed, now });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 500, markedSold: 0, changedCarIds: [] });
    expect(await carsVersion(db)).toBe(before + 1);
    const stampAfter = await db.execute<{ latest: string }>(sql`select max(updated_at)::text as latest from cars`);
    expect(stampAfter.rows[0]!.latest).toBe(stamp.rows[0]!.latest);
  });

  it("keeps a car's id and slug when its price changes, and a dry run writes nothing", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const before = await findGroupCar(db, "harbour-group", "harbour-ford", "HB00002");
    const repriced = rowsOf([feedCar(2, { price: 1234, badge: "GXL" })]);
    const dry = await applyStockRows(db, { group: "harbour-group", rows: repriced, now, dryRun: true });
    expect(dry).toMatchObject({ updated: 1, changedCarIds: [] });
    expect((await findGroupCar(db, "harbour-group", "harbour-ford", "HB00002"))?.car.price).toBe(20_020);
    const result = await applyStockRows(db, { group: "harbour-group", rows: repriced, now });
    expect(result).toMatchObject({ updated: 1, created: 0, changedCarIds: [before!.id] });
    const after = await findGroupCar(db, "harbour-group", "harbour-ford", "HB00002");
    expect(after).toMatchObject({ id: before!.id, slug: before!.slug });
    expect(after?.car.price).toBe(1234);
    await applyStockRows(db, { group: "harbour-group", rows: rowsOf([feedCar(2)]), now });
  });

  it("marks exactly the cars a full feed no longer has sold, with their sold date, and deletes none", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const all = Array.from({ length: 500 }, (_, index) => feedCar(index));
    const missing = new Set(Array.from({ length: 100 }, (_, index) => index * 5));
    const result = await applyStockRows(db, { group: "harbour-group", rows: rowsOf(all.filter((_, index) => !missing.has(index))), now, full: true });
    expect(result).toMatchObject({ created: 0, updated: 0, unchanged: 400, markedSold: 100 });
    const sold = await db.execute<{ stock_number: string; sold_date_timestamp: string }>(sql`select stock_number, sold_date_timestamp from cars where status = 'sold' and dealership_id in (500, 501) order by stock_number`);
    expect(sold.rows.map((row) => row.stock_number)).toEqual([...missing].sort((a, b) => a - b).map((index) => `HB${String(index).padStart(5, "0")}`));
    expect(new Set(sold.rows.map((row) => Number(row.sold_date_timestamp)))).toEqual(new Set([now.getTime() / 1000]));
    const count = await db.execute<{ total: string }>(sql`select count(*)::text as total from cars where dealership_id in (500, 501)`);
    expect(count.rows[0]!.total).toBe("500");
    // The other group's car is untouched by this group's full feed.
    const other = await findGroupCar(db, "other-group", "other-kia", "OK1");
    expect(other?.status).toBe("in_stock");
    // A sold car that comes back in the feed is written again.
    const back = await applyStockRows(db, { group: "harbour-group", rows: rowsOf([feedCar(0)]), now });
    expect(back.updated).toBe(1);
  });

  it("refuses a car of another group's dealership, an unknown location and a repeated stock number, and writes the rest", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const rows: StockRow[] = [
      { line: 1, car: feedCar(900, { dealership_slug: "other-kia" }) },
      { line: 2, car: feedCar(901, { location_slug: "nowhere" }) },
      { line: 3, car: feedCar(902) },
      { line: 4, car: feedCar(902) },
    ];
    const result = await applyStockRows(db, { group: "harbour-group", rows, now });
    expect(result.created).toBe(1);
    expect(result.rejected).toEqual([
      { line: 1, field: "dealership_slug", message: '"other-kia" is not a dealership of the group harbour-group' },
      { line: 2, field: "location_slug", message: '"nowhere" is not a location of harbour-mazda' },
      { line: 4, field: "stock_number", message: "HB00902 of harbour-ford appears again (first on line 3)" },
    ]);
    expect(await findGroupCar(db, "harbour-group", "other-kia", "OK1")).toBeNull();
  });

  it("marks one car sold for the push API's DELETE, and points cars at their fetched photos", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const version = await carsVersion(db);
    const sold = await markGroupCarSold(db, "harbour-group", "harbour-ford", "HB00004", now);
    expect(sold?.changed).toBe(true);
    expect(await carsVersion(db)).toBe(version + 1);
    expect(await markGroupCarSold(db, "harbour-group", "harbour-ford", "HB00004", now)).toMatchObject({ changed: false });
    expect(await markGroupCarSold(db, "other-group", "harbour-ford", "HB00004", now)).toBeNull();

    const car = await findGroupCar(db, "harbour-group", "harbour-ford", "HB00006");
    expect(await setCarPhotos(db, [{ carId: car!.id, photos: ["/media/stock/abc.jpg"] }])).toBe(1);
    const after = await findGroupCar(db, "harbour-group", "harbour-ford", "HB00006");
    expect(after?.car).toMatchObject({ images: ["/media/stock/abc.jpg"], primary_image_url: "/media/stock/abc.jpg", photos_count: 1 });
    // Photos stored, the same row is still unchanged.
    const again = await applyStockRows(db, { group: "harbour-group", rows: rowsOf([feedCar(6)]), now, storedPhoto: () => "/media/stock/abc.jpg" });
    expect(again.unchanged).toBe(1);
  });

  it("keeps only a hash of a key, finds its group by the key, and forgets a revoked key", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const { id, key } = await createStockApiKey(db, "harbour-group", "DMS");
    expect(key).toMatch(new RegExp(`^fck_${id}_`));
    const stored = await db.execute<{ key_hash: string }>(sql`select key_hash from stock_api_keys where id = ${id}`);
    expect(stored.rows[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain(key.slice(13));
    expect(await findStockApiKey(db, key)).toEqual({ id, group: "harbour-group" });
    expect(await findStockApiKey(db, `${key.slice(0, -1)}x`)).toBeNull();
    expect(await findStockApiKey(db, "not a key")).toBeNull();
    expect(await revokeStockApiKey(db, id, now)).toBe("harbour-group");
    expect(await findStockApiKey(db, key)).toBeNull();
    expect(await revokeStockApiKey(db, id, now)).toBeNull();
  });

  it("records the audit trail, newest first", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await recordStockAudit(db, { group: "harbour-group", actor: "cli:dana", action: "stock.import", subject: "feed.jsonl", counts: { created: 3 } });
    await recordStockAudit(db, { group: "harbour-group", actor: "key:ab12cd34", action: "stock.push", subject: "harbour-ford/HB1" });
    const trail = await listStockAudit(db, "harbour-group");
    expect(trail.map((entry) => entry.action)).toEqual(["stock.push", "stock.import"]);
    expect(trail[1]).toMatchObject({ actor: "cli:dana", counts: { created: 3 } });
  });

  it("gives a domain to one site only: a second claim is refused and nothing is written", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const claim = testSite({ slug: "third-motors", id: 70, group: "other-group", dealership_id: 600, domains: ["www.harbourmotors.example"], dealerships: [{ id: 600, slug: "other-kia", name: "Other Kia" }] });
    await expect(saveSiteConfig(db, claim)).rejects.toThrow(DomainTakenError);
    await expect(saveSiteConfig(db, claim)).rejects.toThrow('domains: www.harbourmotors.example already belongs to the site "harbour-motors"');
    const none = await db.execute(sql`select 1 from sites where slug = 'third-motors'`);
    expect(none.rows).toHaveLength(0);
    expect((await findSiteByDomain(db, "www.harbourmotors.example"))?.slug).toBe("harbour-motors");
  });
});
