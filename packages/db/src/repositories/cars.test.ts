// The vehicle page's reads (issue 7): similar cars for a sold or unavailable car,
// a 404's unlisted car, and the history report by its file path; on both backends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { similarCarsCriteria } from "@forecourt/domain";
import { findListedCarByFile, findSiteCarBySlug, listedCarsByIds, listListedCarSlugs, listListedCars, similarListedCars, upsertCars } from "./cars";
import { findSiteBySlug, saveGroup, saveSiteConfig } from "./sites";
import { pgliteBackend, postgresBackend, type TestBackend } from "../testing/backends";
import { testCar, testSite } from "../testing/fixtures";

const now = new Date("2026-11-23T00:00:00Z");
const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

describe.each(backends)("vehicle page reads on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  const site = testSite({ slug: "alpha-motors", id: 1, dealership_id: 10, dealerships: [{ id: 10, slug: "alpha", name: "Alpha Motors" }] });
  const other = testSite({ slug: "bravo-motors", id: 2, dealership_id: 20, dealerships: [{ id: 20, slug: "bravo", name: "Bravo Motors" }] });
  const sold = testCar({ id: 1, slug: "sold-rav4", make: "Toyota", model: "RAV4", simple_body: "suv", price: 40_000, status: "sold", sold_date_timestamp: unix("2026-11-22T00:00:00Z") });

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    const { db } = backend.database;
    await saveGroup(db, { slug: "test-group", name: "Test Group" });
    await saveSiteConfig(db, site);
    await saveSiteConfig(db, other);
    await upsertCars(db, [
      sold,
      testCar({ id: 2, slug: "same-make-body-near", make: "Toyota", model: "RAV4", simple_body: "suv", price: 41_000 }),
      testCar({ id: 3, slug: "same-make-body-far", make: "Toyota", model: "Kluger", simple_body: "suv", price: 47_000 }),
      testCar({ id: 4, slug: "same-body-other-make", make: "Mazda", model: "CX-5", simple_body: "suv", price: 40_500 }),
      testCar({ id: 5, slug: "same-make-other-body", make: "Toyota", model: "HiLux", simple_body: "ute", price: 39_000 }),
      testCar({ id: 6, slug: "too-dear", make: "Toyota", model: "LandCruiser", simple_body: "suv", price: 90_000 }),
      testCar({ id: 7, slug: "unrelated", make: "Kia", model: "Picanto", simple_body: "hatch", price: 40_000 }),
      testCar({ id: 8, slug: "also-sold", make: "Toyota", model: "RAV4", simple_body: "suv", price: 40_000, status: "sold", sold_date_timestamp: unix("2026-11-22T00:00:00Z") }),
      testCar({ id: 9, slug: "other-site", dealership_id: 20, make: "Toyota", model: "RAV4", simple_body: "suv", price: 40_000 }),
      testCar({ id: 10, slug: "hidden", make: "Toyota", model: "RAV4", simple_body: "suv", price: 40_000, show_on_dealer_website: false, file: "/history-reports/S10" }),
      testCar({ id: 11, slug: "with-report", file: "/history-reports/S11" }),
    ]);
  });

  afterAll(async () => {
    await backend?.dispose();
  });

  it("suggests available listed cars of the same make or body in the price band, closest first, never sold, hidden or another site's", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const alpha = (await findSiteBySlug(db, "alpha-motors"))!;
    const similar = await similarListedCars(db, alpha, similarCarsCriteria(sold), now);
    expect(similar.map((car) => car.slug)).toEqual(["same-make-body-near", "same-make-body-far", "same-make-other-body", "same-body-other-make"]);
    expect((await similarListedCars(db, alpha, similarCarsCriteria(sold), now, 1)).map((car) => car.slug)).toEqual(["same-make-body-near"]);
  });

  it("without a price or make, suggests by what it has", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const alpha = (await findSiteBySlug(db, "alpha-motors"))!;
    const similar = await similarListedCars(db, alpha, { excludeId: null, make: null, body: "hatch", minPrice: null, maxPrice: null }, now);
    expect(similar.map((car) => car.slug)).toEqual(["unrelated"]);
  });

  it("finds an unlisted car of the site by slug for its 404, never another site's", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const alpha = (await findSiteBySlug(db, "alpha-motors"))!;
    expect((await findSiteCarBySlug(db, alpha, "hidden"))?.id).toBe(10);
    expect(await findSiteCarBySlug(db, alpha, "other-site")).toBeNull();
    expect(await findSiteCarBySlug(db, alpha, "nothing")).toBeNull();
  });

  it("finds a listed car by its history report path only", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const alpha = (await findSiteBySlug(db, "alpha-motors"))!;
    expect((await findListedCarByFile(db, alpha, "/history-reports/S11", now))?.slug).toBe("with-report");
    expect(await findListedCarByFile(db, alpha, "/history-reports/S10", now)).toBeNull();
  });

  it("lists every listed car of the site, sold ones within the window included", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const alpha = (await findSiteBySlug(db, "alpha-motors"))!;
    const listed = await listListedCars(db, alpha, now);
    expect(listed.map((car) => car.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 11]);
    // The sitemap's list: the same cars, by slug, each with the time its row last changed.
    const slugs = await listListedCarSlugs(db, alpha, now);
    expect(slugs.map((entry) => entry.slug)).toEqual(listed.map((car) => car.slug));
    expect(slugs.every((entry) => entry.updatedAt instanceof Date && Number.isFinite(entry.updatedAt.getTime()))).toBe(true);
    const bravo = (await findSiteBySlug(db, "bravo-motors"))!;
    expect((await listListedCarSlugs(db, bravo, now)).some((entry) => slugs.some((own) => own.slug === entry.slug))).toBe(false);
  });

  it("finds the compare page's cars by id in the order asked, never another site's or an unlisted one", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const alpha = (await findSiteBySlug(db, "alpha-motors"))!;
    const bravo = (await findSiteBySlug(db, "bravo-motors"))!;
    // 9 is bravo's, 10 is hidden, 404 does not exist; 1 is sold within the window, so still listed.
    expect((await listedCarsByIds(db, alpha, [7, 9, 3, 10, 404, 1, 7], now)).map((car) => car.id)).toEqual([7, 3, 1]);
    expect((await listedCarsByIds(db, bravo, [7, 9], now)).map((car) => car.id)).toEqual([9]);
    expect(await listedCarsByIds(db, alpha, [], now)).toEqual([]);
    expect(await listedCarsByIds(db, alpha, [-1, 0, 1.5, Number.MAX_SAFE_INTEGER + 2], now)).toEqual([]);
  });
});
