// Refresh on every app (issue 15), end to end: a car sold in the database and a
// site's config change reach the cached pages of every app that serves the site
// after one refreshCars / refreshSite call from this process, with no restart and
// no wait for the hourly regeneration. In the demo one app serves each template,
// so "every app" is the site's template app; refresh.test.ts covers several.
import { request } from "node:http";
import pg from "pg";
import { createDatabase, findSiteBySlug, listListedCars, saveSiteConfig, upsertCars } from "@forecourt/db";
import { type Car, isCarAvailable, isCarSold } from "@forecourt/domain";
import { refreshCars, type RefreshOptions, refreshSite } from "@forecourt/storefront/refresh";
import { demoSites, expect, test } from "./fixtures";
import { e2eAppOrigins, e2eDatabaseUrl, e2eRevalidateToken, siteOrigin } from "./stack-config";

/** How soon after the refresh call answers the page must show the change. */
const REFRESH_BUDGET_MS = 1_000;

/** A page's HTML from one app, on 127.0.0.1 with the site's Host header (Node cannot resolve *.localhost). */
function pageHtml(origin: string, host: string, path: string): Promise<string> {
  const port = new URL(origin).port;
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, path, headers: { host, accept: "text/html" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => (response.statusCode === 200 ? resolve(Buffer.concat(chunks).toString("utf8")) : reject(new Error(`GET ${host}${path} on ${origin}: HTTP ${response.statusCode}`))));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

const soldNoticeIn = (html: string) => html.includes('data-slot="sold-notice"');

test.describe("refresh on every app", () => {
  test("a car sold in the database, then a changed sold tag in its site's config, show on every app after one call each", async ({ page }) => {
    // The second-to-last Nissan site: the other journeys pick the first site of a
    // template, or the last one, and this one sells a car and edits its config for a while.
    const summary = (await demoSites()).filter((site) => site.template === "nissan").at(-2)!;
    const database = createDatabase(e2eDatabaseUrl, { max: 2 });
    const client = new pg.Client({ connectionString: e2eDatabaseUrl });
    await client.connect();
    const options: RefreshOptions = { token: e2eRevalidateToken, origins: e2eAppOrigins, deployment: "demo", db: database.db };
    const host = `${summary.slug}.localhost`;
    let car: Car | undefined;
    let storedConfig: unknown;
    try {
      const config = (await findSiteBySlug(database.db, summary.slug))!;
      const available = (await listListedCars(database.db, config, new Date())).filter((candidate) => isCarAvailable(candidate) && !isCarSold(candidate) && !candidate.reserved);
      car = available[Math.floor(available.length / 2)];
      expect(car, `${summary.slug} has an available car`).toBeDefined();
      const path = `/cars/${car!.slug}`;
      const serving = e2eAppOrigins.filter((app) => app.template === "nissan");

      await test.step("the car is sold: one refreshCars call, and every app shows it sold", async () => {
        // Generated and cached on every app while the car is available.
        for (const app of serving) expect(soldNoticeIn(await pageHtml(app.origin, host, path))).toBe(false);
        await upsertCars(database.db, [{ ...car!, status: "sold", sold: true, sold_date_timestamp: Math.floor(Date.now() / 1000) }]);
        // Cached: without a refresh the pages say nothing of the sale yet.
        for (const app of serving) expect(soldNoticeIn(await pageHtml(app.origin, host, path))).toBe(false);

        const report = await refreshCars([{ id: car!.id }], options);
        expect(report.problems).toEqual([]);
        // Only the apps of the site's template are called, once per host the site answers on.
        expect(report.apps.map((app) => [app.origin, app.site, app.ok, app.hosts.map((entry) => entry.host)])).toEqual(serving.map((app) => [app.origin, summary.slug, true, [host, ...config.domains]]));
        expect(report.ok).toBe(true);
        for (const app of serving) {
          await expect.poll(async () => soldNoticeIn(await pageHtml(app.origin, host, path)), { timeout: REFRESH_BUDGET_MS, intervals: [0, 100, 200] }).toBe(true);
        }
        // What a shopper sees.
        await page.goto(`${siteOrigin(summary.slug, "nissan")}${path}`);
        await expect(page.locator("[data-slot=sold-notice]")).toContainText("recently sold");
        await expect(page.locator("[data-slot=vehicle-sidebar]")).toContainText(config.labels.soldTag);
      });

      await test.step("the site's sold tag is changed: one refreshSite call, and every app shows the new config", async () => {
        const { rows } = await client.query<{ config: Record<string, unknown> }>("select config from sites where slug = $1", [summary.slug]);
        storedConfig = rows[0]!.config;
        const marker = `Sold today ${Date.now()}`;
        const labels = (rows[0]!.config.labels ?? {}) as Record<string, unknown>;
        await saveSiteConfig(database.db, { ...rows[0]!.config, labels: { ...labels, soldTag: marker } });
        // The page stays cached whatever the config says, until the site is refreshed.
        for (const app of serving) expect(await pageHtml(app.origin, host, path)).not.toContain(marker);

        const report = await refreshSite(summary.slug, options);
        expect(report.problems).toEqual([]);
        expect(report.apps.map((app) => [app.origin, app.ok, app.hosts.map((entry) => entry.message)])).toEqual(serving.map((app) => [app.origin, true, [host, ...config.domains].map(() => "revalidated every page and the config")]));
        for (const app of serving) {
          await expect.poll(async () => (await pageHtml(app.origin, host, path)).includes(marker), { timeout: REFRESH_BUDGET_MS, intervals: [0, 100, 200] }).toBe(true);
        }
        await page.reload();
        await expect(page.locator("[data-slot=vehicle-sidebar]")).toContainText(marker);
      });
    } finally {
      // Put the site and the car back as the other journeys expect them, on every app.
      if (storedConfig) {
        await saveSiteConfig(database.db, storedConfig);
        expect((await refreshSite(summary.slug, options)).ok).toBe(true);
      }
      if (car) {
        await upsertCars(database.db, [car]);
        expect((await refreshCars([{ id: car.id }], options)).ok).toBe(true);
      }
      await client.end();
      await database.close();
    }
  });
});
