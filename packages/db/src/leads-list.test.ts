// `forecourt-db leads:list --site SLUG` (issue 5: with no destination, the demo's
// leads stay in the database and this command prints them), run as a process.
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertCars } from "./repositories/cars";
import { createLead, findLeadCar } from "./repositories/leads";
import { saveGroup, saveSiteConfig } from "./repositories/sites";
import { pgliteBackend, type TestBackend } from "./testing/backends";
import { testCar, testSite } from "./testing/fixtures";

const run = promisify(execFile);
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsx = path.resolve(packageDir, "node_modules/.bin/tsx");

describe("leads:list", () => {
  let backend: TestBackend;
  const leadsList = (...args: string[]) => run(tsx, ["bin/forecourt-db.ts", "leads:list", ...args], { cwd: packageDir, env: { ...process.env, DATABASE_URL: backend.url } });

  beforeAll(async () => {
    backend = await pgliteBackend();
    const { db } = backend.database;
    const site = testSite({ slug: "alpha", id: 1 });
    await saveGroup(db, { slug: "test-group", name: "Test Group" });
    const config = await saveSiteConfig(db, site);
    await saveSiteConfig(db, testSite({ slug: "empty", id: 2 }));
    await upsertCars(db, [testCar({ id: 7, dealership_id: 10, make: "Toyota", model: "HiLux", stocknum: "H7" })]);
    const car = await findLeadCar(db, config, 7);
    await createLead(db, site, { form: "general", category: "General Enquiry", name: "Older", email: "older@example.com", payload: {}, createdAt: new Date("2026-11-20T09:00:00Z") });
    await createLead(db, site, { form: "test-drive", category: "Test Drive", name: "Newer", lastName: "Shopper", phone: "0400111222", car, manufacturerSlug: "toyota", payload: {}, createdAt: new Date("2026-11-21T09:00:00Z") });
    await createLead(db, site, { form: "general", category: "General Enquiry", name: "Bot", spam: true, payload: {}, createdAt: new Date("2026-11-19T09:00:00Z") });
    // Issue 18: an accepted trade-in offer shows form_completed and offer_accepted.
    await createLead(db, site, { form: "trade-in", category: "Trade-in", name: "Seller", valuationId: "0b0c6d8e-7f1a-4b2c-9d3e-5f6a7b8c9d0e", formCompleted: true, offerAccepted: true, payload: {}, createdAt: new Date("2026-11-22T09:00:00Z") });
  });

  afterAll(async () => {
    await backend.dispose();
  });

  it("prints a site's leads newest first as a table", async () => {
    const { stdout } = await leadsList("--site", "alpha");
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toContain("Test Motors (alpha): 4 leads, newest first");
    expect(lines[2]).toMatch(/^received\s+lead id\s+form\s+category\s+name/);
    expect(lines[2]).toMatch(/\s+phone\s+make\s+car\s+valuation\s+delivery$/);
    expect(lines[4]).toMatch(/^2026-11-22 09:00:00 .* trade-in .* Seller .* form_completed=true offer_accepted=true +stored$/);
    expect(lines[5]).toMatch(/^2026-11-21 09:00:00 .* test-drive .* Newer Shopper .* toyota +Toyota HiLux #H7 \(used, in_stock\) +stored$/);
    expect(lines[6]).toContain("Older");
    expect(lines[7]).toMatch(/Bot .* spam, kept$/);
  }, 60_000);

  it("prints JSON, says when a site has none, and names the sites when the slug is unknown", async () => {
    const json = JSON.parse((await leadsList("--site", "alpha", "--limit", "1", "--json")).stdout) as Array<{ name: string; manufacturerSlug: string | null }>;
    expect(json.map((lead) => [lead.name, lead.manufacturerSlug])).toEqual([["Seller", null]]);
    expect((await leadsList("--site", "empty")).stdout).toContain("has no leads yet");
    await expect(leadsList("--site", "nobody")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('No site with slug "nobody". Sites: alpha, empty') });
    await expect(leadsList()).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});
