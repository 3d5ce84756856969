// Repository tests, run on both backends: the embedded PGlite owner and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SiteConfigError, templateEntry } from "@forecourt/domain";
import { runMigrations } from "./migrate";
import { carsVersion, findListedCar, findListedCarById, findSiteCarBySlug, latestListedCars, newModelCounts, stockCountsByType, upsertCars } from "./repositories/cars";
import { listLocationsForSite } from "./repositories/locations";
import { checkSiteConfigs, findSiteByDomain, findSiteBySlug, listSites, registryTemplateDefaults, saveGroup, saveSiteConfig } from "./repositories/sites";
import { pgliteBackend, postgresBackend, type TestBackend } from "./testing/backends";
import { testCar, testSite } from "./testing/fixtures";
import { locations } from "./schema";

const now = new Date("2026-11-23T00:00:00Z");
const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

describe.each(backends)("repositories on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  const site = testSite({ slug: "alpha-motors", id: 1, dealership_id: 10, dealerships: [{ id: 10, slug: "alpha", name: "Alpha Motors" }], domains: ["www.alpha.example"] });
  const other = testSite({ slug: "bravo-motors", id: 2, dealership_id: 20, dealerships: [{ id: 20, slug: "bravo", name: "Bravo Motors" }] });

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    const { db } = backend.database;
    await saveGroup(db, { slug: "test-group", name: "Test Group" });
    await saveSiteConfig(db, site);
    await saveSiteConfig(db, other);
    await upsertCars(db, [
      testCar({ id: 1, slug: "alpha-corolla", dealership_id: 10, car_type: "new", make: "Toyota", model: "Corolla", created_at: "2026-11-20T00:00:00Z" }),
      testCar({ id: 2, slug: "alpha-hilux", dealership_id: 10, car_type: "used", make: "Toyota", model: "HiLux", created_at: "2026-11-10T00:00:00Z" }),
      testCar({ id: 3, slug: "alpha-sold-yesterday", dealership_id: 10, status: "sold", sold_date_timestamp: unix("2026-11-22T00:00:00Z") }),
      testCar({ id: 4, slug: "alpha-sold-last-week", dealership_id: 10, status: "sold", sold_date_timestamp: unix("2026-11-16T00:00:00Z") }),
      testCar({ id: 5, slug: "alpha-hidden", dealership_id: 10, show_on_dealer_website: false }),
      testCar({ id: 6, slug: "bravo-navara", dealership_id: 20, make: "Nissan", model: "Navara", car_type: "new" }),
      testCar({ id: 7, slug: "alpha-coming", dealership_id: 10, status: "coming_soon", car_type: "demo", make: "Toyota", model: "Corolla" }),
    ]);
  });

  afterAll(async () => {
    await backend?.dispose();
  });

  it("applies the same migrations again without change", async ({ skip }) => {
    if (!backend) return skip();
    await expect(runMigrations(backend.database.pool)).resolves.toBeUndefined();
  });

  it("finds a site by its slug and by a production domain", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    expect((await findSiteBySlug(db, "alpha-motors"))?.name).toBe("Test Motors");
    expect((await findSiteByDomain(db, "www.alpha.example"))?.slug).toBe("alpha-motors");
    expect(await findSiteBySlug(db, "nobody")).toBeNull();
    expect(await findSiteByDomain(db, "www.nobody.example")).toBeNull();
  });

  it("applies template defaults under the stored config, the site winning", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const withDefaults = await findSiteBySlug(db, "alpha-motors", () => ({ features: { certifiedBadge: true, favourites: false }, labels: { soldTag: "JUST SOLD" } }));
    expect(withDefaults?.features.certifiedBadge).toBe(true);
    expect(withDefaults?.labels.soldTag).toBe("JUST SOLD");
    const siteWins = await saveSiteConfig(db, { ...site, features: { favourites: true } });
    expect(siteWins.features.favourites).toBe(true);
    expect((await findSiteBySlug(db, "alpha-motors", () => ({ features: { favourites: false } })))?.features.favourites).toBe(true);
  });

  it("refuses to store an invalid config and names the field", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const broken = { ...site, search: { pageSize: "lots" } };
    await expect(saveSiteConfig(db, broken)).rejects.toThrow(SiteConfigError);
    await expect(saveSiteConfig(db, broken)).rejects.toThrow(/search\.pageSize/);
  });

  it("reports a broken stored config with the path of the bad field", async ({ skip }) => {
    if (!backend) return skip();
    const { db, pool } = backend.database;
    expect(await checkSiteConfigs(db)).toEqual([]);
    await pool.query(`update sites set config = jsonb_set(config, '{branding}', '{"colors": {"primary": "not-a-colour"}}') where slug = 'bravo-motors'`);
    const errors = await checkSiteConfigs(db);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('"bravo-motors"');
    expect(errors[0]!.message).toContain("branding.colors.primary");
    await expect(findSiteBySlug(db, "bravo-motors")).rejects.toThrow(/branding\.colors\.primary/);
    await saveSiteConfig(db, other);
  });

  it("checks each stored config over its template's defaults from the template registry (issue 15)", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    expect(registryTemplateDefaults("toyota")).toBe(templateEntry("toyota").defaults);
    // A template the registry does not list has no defaults; the config's `template` field names the error.
    expect(registryTemplateDefaults("retired-brand")).toEqual({});
    expect(await checkSiteConfigs(db, registryTemplateDefaults)).toEqual([]);
    // The defaults are part of what is checked: a template default that breaks the config is reported per site.
    const errors = await checkSiteConfigs(db, () => ({ search: { pageSize: 0 } }));
    expect(errors.map((error) => error.site)).toEqual(expect.arrayContaining(["alpha-motors", "bravo-motors"]));
    expect(errors[0]!.message).toContain("search.pageSize");
    await saveSiteConfig(db, { ...other, template: "toyota" });
    expect((await findSiteBySlug(db, "bravo-motors", registryTemplateDefaults))?.search.promoPositions).toEqual([8, 17]);
    await saveSiteConfig(db, other);
  });

  it("lists the sites for the directory", async ({ skip }) => {
    if (!backend) return skip();
    const sites = await listSites(backend.database.db);
    expect(sites.map((row) => [row.slug, row.template, row.region, row.city, row.state, row.groupName])).toEqual([
      ["alpha-motors", "generic", "AU", "Brisbane", "QLD", "Test Group"],
      ["bravo-motors", "generic", "AU", "Brisbane", "QLD", "Test Group"],
    ]);
  });

  it("lists in-stock, coming-soon and recently sold cars of the site only (spec 4)", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const alpha = (await findSiteBySlug(db, "alpha-motors"))!;
    expect(await stockCountsByType(db, alpha, now)).toEqual({ new: 1, used: 2, demo: 1 });
    const latest = await latestListedCars(db, alpha, now, 10);
    expect(latest.map((car) => car.slug)).toEqual(["alpha-corolla", "alpha-hilux", "alpha-coming"]);
    expect(await findListedCar(db, alpha, "alpha-sold-yesterday", now)).not.toBeNull();
    expect(await findListedCar(db, alpha, "alpha-sold-last-week", now)).toBeNull();
    expect(await findListedCar(db, alpha, "alpha-hidden", now)).toBeNull();
    // Tenant isolation: site A never sees site B's car, even by its exact slug.
    expect(await findListedCar(db, alpha, "bravo-navara", now)).toBeNull();
  });

  it("finds a listed car by id, never another site's or an unlisted one", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const alpha = (await findSiteBySlug(db, "alpha-motors"))!;
    const bravo = (await findSiteBySlug(db, "bravo-motors"))!;
    const corolla = (await findListedCar(db, alpha, "alpha-corolla", now))!;
    expect((await findListedCarById(db, alpha, Number(corolla.id), now))?.slug).toBe("alpha-corolla");
    const navara = (await findSiteCarBySlug(db, bravo, "bravo-navara"))!;
    expect(await findListedCarById(db, bravo, Number(navara.id), now)).not.toBeNull();
    expect(await findListedCarById(db, alpha, Number(navara.id), now)).toBeNull();
    const hidden = (await findSiteCarBySlug(db, alpha, "alpha-hidden"))!;
    expect(await findListedCarById(db, alpha, Number(hidden.id), now)).toBeNull();
    expect(await findListedCarById(db, alpha, Number.NaN, now)).toBeNull();
  });

  it("honours a dealer's sold-days override", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const alpha = (await findSiteBySlug(db, "alpha-motors"))!;
    const longer = { ...alpha, search: { ...alpha.search, soldDays: 10 } };
    expect(await findListedCar(db, longer, "alpha-sold-last-week", now)).not.toBeNull();
  });

  it("counts the models a site stocks new for the Vehicles menu", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const alpha = (await findSiteBySlug(db, "alpha-motors"))!;
    expect(await newModelCounts(db, alpha, now)).toEqual([{ make: "Toyota", model: "Corolla", total: 2 }]);
  });

  it("updates a car in place and bumps the cars version", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const before = await carsVersion(db);
    await upsertCars(db, [testCar({ id: 2, slug: "alpha-hilux", dealership_id: 10, car_type: "used", make: "Toyota", model: "HiLux", status: "sold", sold_date_timestamp: unix("2026-11-01T00:00:00Z") })]);
    expect(await carsVersion(db)).toBe(before + 1);
    const alpha = (await findSiteBySlug(db, "alpha-motors"))!;
    expect(await findListedCar(db, alpha, "alpha-hilux", now)).toBeNull();
  });

  it("rejects a car that does not match the schema, writing nothing", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const before = await carsVersion(db);
    await expect(upsertCars(db, [testCar({ id: 99, car_type: "second-hand" as never })])).rejects.toThrow(/car_type/);
    expect(await carsVersion(db)).toBe(before);
  });

  it("lists a site's visible locations only", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const location = (id: number, dealership: number, slug: string) => ({
      id,
      slug,
      dealershipId: dealership,
      data: { id, slug, name: slug, dealership_id: dealership, dealership_slug: "x", address: { street: "1 Main St", city: "Brisbane", state: "qld", postcode: "4000", lat: -27.47, long: 153.02 } },
    });
    await db.insert(locations).values([location(1, 10, "alpha-sales"), location(2, 10, "alpha-service"), location(3, 20, "bravo-sales")]);
    const alpha = (await findSiteBySlug(db, "alpha-motors"))!;
    expect((await listLocationsForSite(db, alpha)).map((row) => row.slug)).toEqual(["alpha-sales", "alpha-service"]);
    expect((await listLocationsForSite(db, { ...alpha, hiddenLocationIds: [2] })).map((row) => row.slug)).toEqual(["alpha-sales"]);
  });
});

describe("transactions through the PGlite owner", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await pgliteBackend();
  });
  afterAll(async () => {
    await backend.dispose();
  });

  it("serialises concurrent read-modify-write transactions without a lost update", async () => {
    const { pool } = backend.database;
    await pool.query("create table counter (id int primary key, n int not null)");
    await pool.query("insert into counter values (1, 0)");
    const attempts = 200;
    await Promise.all(
      Array.from({ length: attempts }, async (_, index) => {
        const client = await pool.connect();
        try {
          await client.query("begin");
          const { rows } = await client.query<{ n: number }>("select n from counter where id = $1", [1]);
          await new Promise((resolve) => setTimeout(resolve, index % 3));
          await client.query("update counter set n = $1 where id = 1", [rows[0]!.n + 1]);
          await client.query(index % 10 === 0 ? "rollback" : "commit");
        } finally {
          client.release();
        }
      }),
    );
    const { rows } = await pool.query<{ n: number }>("select n from counter");
    expect(rows[0]!.n).toBe(attempts - attempts / 10);
  });
});
