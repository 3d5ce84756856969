// Site documents (issue 19: site:add, site:update, site:check) on both backends:
// a new group's site with its locations and lead destination written in one go,
// a bad document refused naming its field with nothing written, a duplicate domain
// refused, and an update that keeps what leads point at.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteBackend, postgresBackend, type TestBackend } from "../testing/backends";
import { testSite } from "../testing/fixtures";
import { listLeadDestinations } from "./leads";
import { listLocationsForSite } from "./locations";
import { applySiteDocument } from "./site-documents";
import { findSiteByDomain, findSiteBySlug, saveGroup, saveSiteConfig, sitesVersion } from "./sites";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

const example = JSON.parse(fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../examples/sites/harbour-motors.json"), "utf8")) as {
  site: Record<string, unknown>;
  locations: Array<Record<string, unknown>>;
} & Record<string, unknown>;

describe.each(backends)("site documents on %s", (_name, open) => {
  let backend: TestBackend | null = null;

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    await saveGroup(backend.database.db, { slug: "test-group", name: "Test Group" });
    await saveSiteConfig(backend.database.db, testSite({ slug: "taken-motors", id: 7, domains: ["www.taken.example"] }));
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  const count = async (table: string) => Number((await backend!.database.db.execute<{ total: string }>(sql.raw(`select count(*)::text as total from ${table}`))).rows[0]!.total);

  it("refuses a bad document naming each field, and writes nothing", async ({ skip }) => {
    if (!backend) return skip();
    const version = await sitesVersion(backend.database.db);
    const bad = { ...example, site: { ...example.site, template: "lexus", dealerships: [] }, locations: [{ ...example.locations[0], dealership_id: 77 }] };
    const result = await applySiteDocument(backend.database.db, bad, "add");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path)).toEqual(["locations[0].dealership_id"]);
    const configIssues = await applySiteDocument(backend.database.db, { ...example, site: { ...example.site, template: "lexus", name: "" } }, "add");
    expect(!configIssues.ok && configIssues.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(["site.template", "site.name"]));
    const shape = await applySiteDocument(backend.database.db, { ...example, group: { slug: "Bad Slug", name: "x" }, lead_destinations: [{ kind: "webhook", target: "ftp://x", secret: "short" }] }, "check");
    expect(!shape.ok && shape.issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual(
      expect.arrayContaining(["group.slug: must be a slug (lowercase letters, digits and dashes)", "lead_destinations[0].target: must be an http(s) URL", "lead_destinations[0].secret: must be at least 16 characters (the webhook's signing secret)"]),
    );
    expect(await sitesVersion(backend.database.db)).toBe(version);
    expect(await findSiteBySlug(backend.database.db, "harbour-motors")).toBeNull();
    expect(await count("locations")).toBe(0);
  });

  it("refuses a domain another site holds", async ({ skip }) => {
    if (!backend) return skip();
    const result = await applySiteDocument(backend.database.db, { ...example, site: { ...example.site, domains: ["www.harbourmotors.example", "www.taken.example"] } }, "add");
    expect(result).toEqual({ ok: false, issues: [{ path: "site.domains[1]", message: "www.taken.example already belongs to the site taken-motors" }] });
    expect(await findSiteBySlug(backend.database.db, "harbour-motors")).toBeNull();
  });

  it("checks without writing, adds the site with its group, locations and lead destination, and bumps the sites version", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const checked = await applySiteDocument(db, example, "check");
    expect(checked).toMatchObject({ ok: true, written: false, locations: 2, leadDestinations: 1 });
    expect(await findSiteBySlug(db, "harbour-motors")).toBeNull();
    const version = await sitesVersion(db);
    const added = await applySiteDocument(db, example, "add");
    expect(added).toMatchObject({ ok: true, written: true });
    expect(await sitesVersion(db)).toBe(version + 1);
    const site = await findSiteBySlug(db, "harbour-motors");
    expect(site?.group).toBe("harbour-auto-group");
    expect((await findSiteByDomain(db, "www.harbourmotors.example"))?.slug).toBe("harbour-motors");
    expect((await listLocationsForSite(db, site!)).map((location) => location.slug).sort()).toEqual(["harbour-ford-newcastle", "harbour-mazda-newcastle"]);
    expect((await listLeadDestinations(db, site!)).map((destination) => destination.target)).toEqual(["sales@harbourmotors.example"]);
    const again = await applySiteDocument(db, example, "add");
    expect(again).toMatchObject({ ok: false, issues: [{ path: "site.slug" }] });
  });

  it("updates the site: a renamed site, a location dropped, a destination disabled rather than deleted", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const updated = await applySiteDocument(db, { ...example, site: { ...example.site, name: "Harbour Motors Newcastle" }, locations: [example.locations[0]], lead_destinations: [{ kind: "email", target: "leads@harbourmotors.example" }] }, "update");
    expect(updated).toMatchObject({ ok: true, written: true });
    const site = await findSiteBySlug(db, "harbour-motors");
    expect(site?.name).toBe("Harbour Motors Newcastle");
    expect((await listLocationsForSite(db, site!)).map((location) => location.slug)).toEqual(["harbour-ford-newcastle"]);
    expect((await listLeadDestinations(db, site!)).map((destination) => [destination.target, destination.enabled])).toEqual([
      ["sales@harbourmotors.example", false],
      ["leads@harbourmotors.example", true],
    ]);
    const missing = await applySiteDocument(db, { ...example, site: { ...example.site, slug: "nowhere-motors" } }, "update");
    expect(missing).toMatchObject({ ok: false, issues: [{ path: "site.slug", message: "no site has the slug nowhere-motors (site:add creates it)" }] });
  });
});
