// The demo dataset loads into both backends, once: a restart keeps what is there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "./demo";
import { stockCountsByType } from "./repositories/cars";
import { findContentPage, listContentPagePaths } from "./repositories/content-pages";
import { findPostcode } from "./repositories/postcodes";
import { listValuationComparables, findRegisteredVehicle } from "./repositories/valuations";
import { contentPages, vehicleRegistry } from "./schema";
import { dealerships } from "./seed/dealers";
import { generateDemoDataset } from "./seed";
import { checkSiteConfigs, findSiteBySlug, listSites } from "./repositories/sites";
import { pgliteBackend, postgresBackend, type TestBackend } from "./testing/backends";

const now = new Date("2026-11-23T00:00:00Z");

describe.each([
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
] as const)("the demo seed on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  it("loads every site with a valid config, and only once", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const first = await seedDemo(db, { now });
    expect(first).toMatchObject({ seeded: true, sites: 14, cars: 3000 });
    expect(await checkSiteConfigs(db)).toEqual([]);
    const sites = await listSites(db);
    expect(sites).toHaveLength(14);
    expect(new Set(sites.map((site) => site.template))).toEqual(new Set(["generic", "toyota", "nissan"]));
    expect(new Set(sites.map((site) => site.region))).toEqual(new Set(["AU", "NZ", "US"]));
    expect(await seedDemo(db, { now })).toEqual({ seeded: false, cars: 0, sites: 0 });
  });

  it("gives every site listed stock, shifted to the seeding date", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    for (const summary of await listSites(db)) {
      const site = (await findSiteBySlug(db, summary.slug))!;
      const counts = await stockCountsByType(db, site, now);
      expect(counts.new + counts.used + counts.demo, summary.slug).toBeGreaterThan(0);
    }
  });

  it("looks a postcode up in the right country", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    expect((await findPostcode(db, "AU", "2010"))?.state).toBe("NSW");
    expect((await findPostcode(db, "NZ", "2010"))?.country).toBe("NZ");
    expect(await findPostcode(db, "AU", "0000")).toBeNull();
  });

  it("gives every site its content pages, and puts them back into a database seeded before they existed", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const toyota = (await findSiteBySlug(db, "sunshine-toyota"))!;
    const paths = await listContentPagePaths(db, toyota);
    expect(paths).toEqual(expect.arrayContaining(["/pages/warranty", "/terms-and-conditions", "/privacy-policy", "/pages/owner-benefits"]));
    expect((await findContentPage(db, toyota, "/terms-and-conditions/"))?.title).toBe("Terms and Conditions");
    // A demo database from before migration 0002: seeded, with an empty content_pages table.
    await db.delete(contentPages);
    expect(await seedDemo(db, { now })).toEqual({ seeded: false, cars: 0, sites: 0 });
    expect(await listContentPagePaths(db, toyota)).toEqual(paths);
  });

  it("registers every demo car's plate in its dealership's state, with HiLux comparables to value against, and fills a registry seeded before it existed (issue 18)", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const car = generateDemoDataset({ now }).cars.find((entry) => entry.car_type === "used" && entry.regplate)!;
    const state = dealerships.find((dealership) => dealership.id === car.dealership_id)!.state;
    const lookup = { rego: String(car.regplate).replace(/\s+/g, ""), state, region: "AU" };
    expect(await findRegisteredVehicle(db, lookup)).toMatchObject({ make: car.make, model: car.model, year: car.year });
    const hilux = await listValuationComparables(db, { make: "Toyota", model: "HiLux", year: 2022, states: ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"], now, soldWithinDays: 90, yearWindow: 1 });
    expect(hilux.filter((entry) => entry.source === "listed").length).toBeGreaterThanOrEqual(5);
    expect(hilux.filter((entry) => entry.source === "sold").length).toBeGreaterThanOrEqual(3);
    await db.delete(vehicleRegistry);
    expect(await seedDemo(db, { now })).toEqual({ seeded: false, cars: 0, sites: 0 });
    expect(await findRegisteredVehicle(db, lookup)).not.toBeNull();
  });
});
