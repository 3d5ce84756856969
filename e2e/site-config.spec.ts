// A broken site config stops with a message naming the field, and its site shows
// the error page rather than half-rendering (issue 2 'Done when').
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { demoSites, expect, test } from "./fixtures";
import { e2eDatabaseUrl, siteOrigin } from "./stack-config";

const run = promisify(execFile);

test("a broken site config is refused with the path of the bad field", async ({ page }) => {
  // The last generic site: the other journeys use the first site of each kind.
  const site = (await demoSites()).filter((candidate) => candidate.template === "generic" && candidate.region === "AU").at(-1)!;
  const client = new pg.Client({ connectionString: e2eDatabaseUrl });
  await client.connect();
  const { rows } = await client.query<{ config: unknown }>("select config from sites where slug = $1", [site.slug]);
  try {
    // Written whether or not the stored config has a search section (a site added by site:add may keep only what it sets).
    await client.query(`update sites set config = jsonb_set(config, '{search}', coalesce(config->'search', '{}'::jsonb) || '{"pageSize":"lots"}') where slug = $1`, [site.slug]);

    const root = path.resolve(import.meta.dirname, "..");
    const check = await run(path.join(root, "node_modules/.bin/tsx"), ["bin/forecourt-db.ts", "check"], {
      cwd: path.join(root, "packages/db"),
      env: { ...process.env, DATABASE_URL: e2eDatabaseUrl },
    }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(`Invalid site config for "${site.slug}": search.pageSize`);

    const response = await page.goto(`${siteOrigin(site.slug, "generic")}/`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { name: "Something went wrong on our side" })).toBeVisible();
    await expect(page.locator("[data-slot=site-header]")).toHaveCount(0);
  } finally {
    await client.query("update sites set config = $2 where slug = $1", [site.slug, JSON.stringify(rows[0]!.config)]);
    await client.end();
  }
});
