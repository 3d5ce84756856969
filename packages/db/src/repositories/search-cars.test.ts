// The search index's reads, on both backends: every car of every dealership
// (listed or not) in id order, a dealership filter, the dealership names of the
// stored site configs, and a data version bump without a car write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteBackend, postgresBackend, type TestBackend } from "../testing/backends";
import { testCar, testSite } from "../testing/fixtures";
import { carsVersion, upsertCars } from "./cars";
import { bumpCarsVersion, dealershipNames, listCarsForIndex } from "./search-cars";
import { saveGroup, saveSiteConfig } from "./sites";

const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

describe.each(backends)("search index reads on %s", (_name, open) => {
  let backend: TestBackend | null = null;

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    const { db } = backend.database;
    await saveGroup(db, { slug: "test-group", name: "Test Group" });
    await saveSiteConfig(db, testSite({ slug: "alpha-motors", id: 1, dealership_id: 10, dealerships: [{ id: 10, slug: "alpha", name: "Alpha Motors" }, { id: 11, slug: "alpha-east", name: "Alpha East" }] }));
    // A second site naming dealership 10 differently: the lower site id's name wins.
    await saveSiteConfig(db, testSite({ slug: "bravo-motors", id: 2, dealership_id: 20, dealerships: [{ id: 20, slug: "bravo", name: "Bravo Motors" }, { id: 10, slug: "alpha", name: "Alpha (Bravo's name)" }] }));
    // Written out of id order, on purpose.
    await upsertCars(db, [
      testCar({ id: 9, slug: "bravo-navara", dealership_id: 20, dealership_slug: "bravo", make: "Nissan", model: "Navara" }),
      testCar({ id: 3, slug: "alpha-sold-long-ago", dealership_id: 10, dealership_slug: "alpha", status: "sold", sold: true, sold_date_timestamp: unix("2025-01-01T00:00:00Z") }),
      testCar({ id: 1, slug: "alpha-corolla", dealership_id: 10, dealership_slug: "alpha" }),
      testCar({ id: 5, slug: "alpha-hidden", dealership_id: 11, dealership_slug: "alpha-east", show_on_dealer_website: false }),
      testCar({ id: 7, slug: "orphan", dealership_id: 99, dealership_slug: "orphan" }),
    ]);
  });

  afterAll(async () => {
    await backend?.dispose();
  });

  it("lists every car of every dealership, sold and hidden ones too, parsed and ordered by id", async ({ skip }) => {
    if (!backend) return skip();
    const cars = await listCarsForIndex(backend.database.db);
    expect(cars.map((car) => car.id)).toEqual([1, 3, 5, 7, 9]);
    const sold = cars.find((car) => car.id === 3)!;
    expect(sold).toMatchObject({ slug: "alpha-sold-long-ago", status: "sold", sold_date_timestamp: unix("2025-01-01T00:00:00Z"), dealership_slug: "alpha" });
    // carSchema's defaults are applied (the row is the parsed domain type).
    expect(cars.find((car) => car.id === 1)!.show_on_dealer_website).toBe(true);
    expect(cars.find((car) => car.id === 5)!.show_on_dealer_website).toBe(false);
  });

  it("limits the list to the given dealerships, and to nothing for none", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    expect((await listCarsForIndex(db, { dealershipIds: [10, 11] })).map((car) => car.id)).toEqual([1, 3, 5]);
    expect((await listCarsForIndex(db, { dealershipIds: [20] })).map((car) => car.id)).toEqual([9]);
    expect(await listCarsForIndex(db, { dealershipIds: [] })).toEqual([]);
  });

  it("pages through a large inventory without losing or repeating a car", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const many = Array.from({ length: 5_003 }, (_, index) => testCar({ id: 100_000 + index, slug: `bulk-${index}`, dealership_id: 30, dealership_slug: "bulk" }));
    await upsertCars(db, many);
    const ids = (await listCarsForIndex(db, { dealershipIds: [30] })).map((car) => car.id);
    expect(ids).toEqual(many.map((car) => car.id));
    expect((await listCarsForIndex(db)).length).toBe(5 + 5_003);
  });

  it("reads the dealership names of the stored site configs, the lower site id winning", async ({ skip }) => {
    if (!backend) return skip();
    const names = await dealershipNames(backend.database.db);
    expect(Object.fromEntries(names)).toEqual({ 10: "Alpha Motors", 11: "Alpha East", 20: "Bravo Motors" });
  });

  it("bumps the cars data version without a car write, and returns it", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const before = await carsVersion(db);
    expect(await bumpCarsVersion(db)).toBe(before + 1);
    expect(await carsVersion(db)).toBe(before + 1);
    expect((await listCarsForIndex(db)).length).toBe(5 + 5_003);
  });
});
