// Content pages (spec 2.1), on both backends: found by site and path in either
// spelling, validated into the domain type, and never served on another site.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSiteConfig } from "@forecourt/domain";
import { pgliteBackend, postgresBackend, type TestBackend } from "../testing/backends";
import { testSite } from "../testing/fixtures";
import { findContentPage, listContentPagePaths, saveContentPage } from "./content-pages";
import { findManufacturerBySlug } from "./manufacturers";
import { saveGroup, saveSiteConfig } from "./sites";
import { manufacturers } from "../schema";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

const page = (id: number, path: string, title: string, overrides: Record<string, unknown> = {}) => ({
  id,
  path,
  title,
  summary: `${title} at our dealership.`,
  sections: [{ heading: "What is covered", blocks: [{ kind: "list", items: ["Parts", "Labour"] }, { kind: "cta", links: [{ label: "Book a Service", href: "/service" }] }] }],
  published_at: "2026-10-01T00:00:00.000Z",
  updated_at: "2026-10-15T00:00:00.000Z",
  ...overrides,
});

describe.each(backends)("content pages on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  const alpha = parseSiteConfig(testSite({ slug: "alpha-toyota", id: 1, dealership_id: 10, dealerships: [{ id: 10, slug: "alpha-toyota", name: "Alpha Toyota", manufacturer: "Toyota" }] }));
  const bravo = parseSiteConfig(testSite({ slug: "bravo-nissan", id: 2, dealership_id: 20, dealerships: [{ id: 20, slug: "bravo-nissan", name: "Bravo Nissan", manufacturer: "Nissan" }] }));

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    const { db } = backend.database;
    await saveGroup(db, { slug: "test-group", name: "Test Group" });
    for (const site of [alpha, bravo]) await saveSiteConfig(db, site);
    await saveContentPage(db, alpha, page(1, "/pages/warranty", "Alpha Warranty"));
    await saveContentPage(db, alpha, page(2, "/terms-and-conditions", "Alpha Terms", { kind: "legal" }));
    await saveContentPage(db, bravo, page(3, "/pages/warranty", "Bravo Warranty"));
    await saveContentPage(db, alpha, page(4, "/buying", "Buying With Us", { published: false }));
  });

  afterAll(async () => {
    await backend?.dispose();
  });

  it("finds a site's page by path, in either spelling, validated", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    expect(await findContentPage(db, alpha, "/pages/warranty")).toMatchObject({ id: 1, title: "Alpha Warranty", kind: "article", sections: [{ heading: "What is covered" }] });
    expect(await findContentPage(db, alpha, "/pages/warranty/")).toMatchObject({ id: 1 });
    expect(await findContentPage(db, alpha, "/terms-and-conditions/")).toMatchObject({ id: 2, kind: "legal" });
  });

  it("isolation: site A's page is not found for site B, and each site gets its own page at a shared path", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    expect(await findContentPage(db, bravo, "/terms-and-conditions/")).toBeNull();
    expect((await findContentPage(db, bravo, "/pages/warranty"))?.title).toBe("Bravo Warranty");
    expect(await findContentPage(db, { id: 99 }, "/pages/warranty")).toBeNull();
    expect(await listContentPagePaths(db, alpha)).toEqual(["/pages/warranty", "/terms-and-conditions"]);
    expect(await listContentPagePaths(db, bravo)).toEqual(["/pages/warranty"]);
  });

  it("an unpublished page is not found (a 404 until the dealer publishes it); publishing it updates the row", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    expect(await findContentPage(db, alpha, "/buying")).toBeNull();
    await saveContentPage(db, alpha, page(4, "/buying", "Buying With Us"));
    expect((await findContentPage(db, alpha, "/buying"))?.title).toBe("Buying With Us");
  });

  it("refuses to move a page to another site, a second page at one path, and an invalid document", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await expect(saveContentPage(db, bravo, page(1, "/pages/warranty", "Stolen"))).rejects.toThrow(/belongs to another site/);
    expect((await findContentPage(db, alpha, "/pages/warranty"))?.title).toBe("Alpha Warranty");
    await expect(saveContentPage(db, alpha, page(5, "/pages/warranty", "Duplicate"))).rejects.toThrow();
    await expect(saveContentPage(db, alpha, page(6, "/privacy-policy/", "Privacy"))).rejects.toThrow(/trailing slash/);
  });

  it("finds a manufacturer by slug with its logo", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await db.insert(manufacturers).values([
      { id: 1, slug: "jeep", name: "Jeep", logoUrl: "/media/logo/jeep.svg" },
      { id: 2, slug: "packard", name: "Packard", logoUrl: null },
    ]);
    expect(await findManufacturerBySlug(db, "Jeep")).toEqual({ id: 1, slug: "jeep", name: "Jeep", logo: { url: "/media/logo/jeep.svg" } });
    expect(await findManufacturerBySlug(db, "packard")).toMatchObject({ logo: null });
    expect(await findManufacturerBySlug(db, "ferrari")).toBeNull();
  });
});
