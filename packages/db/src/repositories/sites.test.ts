// What a refresh on every app reads (issue 15), on both backends: the `sites` data
// version that makes each app process drop its cached configs, and the site pages
// a car appears on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteBackend, postgresBackend, type TestBackend } from "../testing/backends";
import { testCar, testSite } from "../testing/fixtures";
import { carPagesByIds, carsVersion, upsertCars } from "./cars";
import { bumpSitesVersion, saveGroup, saveSiteConfig, sitesVersion } from "./sites";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

describe.each(backends)("site versions and car pages on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  // Two sites share dealership 10 (a group site and a dealer's own site); bravo has 20.
  const alpha = testSite({ slug: "alpha-motors", id: 1, dealership_id: 10, dealerships: [{ id: 10, slug: "alpha", name: "Alpha Motors" }] });
  const group = testSite({
    slug: "metro-group",
    id: 2,
    dealership_id: 10,
    dealerships: [
      { id: 10, slug: "alpha", name: "Alpha Motors" },
      { id: 20, slug: "bravo", name: "Bravo Motors" },
    ],
  });
  const bravo = testSite({ slug: "bravo-motors", id: 3, dealership_id: 20, dealerships: [{ id: 20, slug: "bravo", name: "Bravo Motors" }] });

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    await saveGroup(backend.database.db, { slug: "test-group", name: "Test Group" });
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  it("starts at 0 and grows with every saved config, in the same transaction as the config", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    expect(await sitesVersion(db)).toBe(0);
    await saveSiteConfig(db, alpha);
    expect(await sitesVersion(db)).toBe(1);
    await saveSiteConfig(db, { ...alpha, name: "Alpha Motors Renamed" });
    expect(await sitesVersion(db)).toBe(2);
    // A config refused by validation writes nothing, so the version stays.
    await expect(saveSiteConfig(db, { ...alpha, region: "Mars" })).rejects.toThrow(/region/);
    expect(await sitesVersion(db)).toBe(2);
  });

  it("is bumped by other writers with bumpSitesVersion, and never touches the cars version", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const cars = await carsVersion(db);
    const before = await sitesVersion(db);
    expect(await bumpSitesVersion(db)).toBe(before + 1);
    expect(await sitesVersion(db)).toBe(before + 1);
    expect(await carsVersion(db)).toBe(cars);
  });

  it("finds every site page a car appears on, by its dealership, whether listed or not", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await saveSiteConfig(db, group);
    await saveSiteConfig(db, bravo);
    await upsertCars(db, [
      testCar({ id: 101, slug: "2022-toyota-hilux-101", dealership_id: 10 }),
      testCar({ id: 102, slug: "2021-nissan-navara-102", dealership_id: 20, status: "sold", sold_date_timestamp: 1 }),
      testCar({ id: 103, slug: "orphan-103", dealership_id: 99 }),
    ]);
    expect(await carPagesByIds(db, [102, 101, 103, 101, 999, -1])).toEqual([
      { carId: 101, site: "alpha-motors", slug: "2022-toyota-hilux-101" },
      { carId: 101, site: "metro-group", slug: "2022-toyota-hilux-101" },
      { carId: 102, site: "bravo-motors", slug: "2021-nissan-navara-102" },
      { carId: 102, site: "metro-group", slug: "2021-nissan-navara-102" },
    ]);
    expect(await carPagesByIds(db, [])).toEqual([]);
  });
});
