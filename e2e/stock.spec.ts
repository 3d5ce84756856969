// A dealer group's own stock and sites (issue 19), end to end on the running apps:
// `site:add` brings a new group's site live on {slug}.localhost with no restart; a
// 500-car feed (with 50 bad rows) imports with its report, 50 sampled cars are found
// by search and their pages answer 200; a re-import writes nothing; a full feed
// missing 100 cars marks exactly those sold. Then the stock push API over HTTP.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";
import pg from "pg";
import { expect, expectNoAxeViolations, fetchSitePage, loopback, test } from "./fixtures";
import { e2eAppOrigins, e2eDatabaseUrl, e2eRevalidateToken, e2eStockRateLimit, siteOrigin } from "./stack-config";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-stock-e2e-"));

/** A stock or site command, as `pnpm stock:import ...` runs it, against the end-to-end stack. */
async function command(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    DATABASE_URL: e2eDatabaseUrl,
    FORECOURT_REVALIDATE_TOKEN: e2eRevalidateToken,
    FORECOURT_APP_ORIGINS: e2eAppOrigins.map((app) => `${app.template}=${app.origin}`).join(","),
    FORECOURT_IMAGE_STORE_DIR: path.join(work, "images"),
    INIT_CWD: work,
  };
  try {
    const { stdout, stderr } = await run(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "packages/storefront/src/stock/cli-main.ts"), ...args], { cwd: root, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// A group that sorts after the demo's, so journeys that take "the first site" keep theirs.
const GROUP = "zenith-auto-group";
const SLUG = "zenith-motors";
const example = JSON.parse(fs.readFileSync(path.join(root, "examples/sites/harbour-motors.json"), "utf8")) as Record<string, unknown> & {
  site: Record<string, unknown>;
  locations: Array<Record<string, unknown>>;
};
const siteDocument = {
  ...example,
  group: { slug: GROUP, name: "Zenith Auto Group" },
  site: {
    ...example.site,
    slug: SLUG,
    id: 9900,
    dealership_id: 9900,
    name: "Zenith Motors",
    group: GROUP,
    domains: ["www.zenithmotors.example"],
    dealerships: [
      { id: 9900, slug: "zenith-ford", name: "Zenith Ford", manufacturer: "Ford" },
      { id: 9901, slug: "zenith-mazda", name: "Zenith Mazda", manufacturer: "Mazda" },
    ],
  },
  locations: example.locations.map((location, index) => ({ ...location, id: 99000 + index, slug: `zenith-${index === 0 ? "ford" : "mazda"}-newcastle`, name: index === 0 ? "Zenith Ford" : "Zenith Mazda", dealership_id: 9900 + index, dealership_slug: index === 0 ? "zenith-ford" : "zenith-mazda" })),
};

/** One query on the end-to-end stack's database. */
async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** What a write to the new group's cars would change: the cars data version and their latest update. */
const stockState = async () => (await query<{ version: string; latest: string }>("select (select version::text from data_versions where name = 'cars') as version, (select max(updated_at)::text from cars where dealership_id in (9900, 9901)) as latest"))[0];

const stockNumber = (index: number) => `ZN${String(index).padStart(5, "0")}`;
const models = [
  ["Ford", "Ranger", "XLT"],
  ["Ford", "Everest", "Trend"],
  ["Mazda", "CX-5", "Touring"],
  ["Mazda", "BT-50", "XTR"],
] as const;
function feedRow(index: number): Record<string, unknown> {
  const [make, model, badge] = models[index % models.length]!;
  return { dealership_slug: make === "Ford" ? "zenith-ford" : "zenith-mazda", stock_number: stockNumber(index), car_type: index % 4 === 0 ? "new" : "used", year: 2016 + (index % 10), make, model, badge, price: 19_990 + index * 10, km: index * 97, colour: "Arctic White", body: "SUV", transmission: "Automatic", fuel: "Petrol" };
}

function writeFeed(name: string, lines: string[]): string {
  const file = path.join(work, name);
  fs.writeFileSync(file, `${lines.join("\n")}\n`);
  return name;
}

async function searchStock(request: APIRequestContext, query: string) {
  const { base, host } = loopback(SLUG, "generic");
  const response = await request.post(`${base}/api/search/1/indexes/*/queries?x-algolia-api-key=embedded&x-algolia-application-id=embedded`, {
    headers: { host, "content-type": "text/plain" },
    data: JSON.stringify({ requests: [{ indexName: "Car_production", params: `query=${encodeURIComponent(query)}&hitsPerPage=5` }] }),
  });
  const body = (await response.json()) as { results: Array<{ hits: Array<{ slug: string; stocknum: string; price: number | null; status: string }> }> };
  return body.results[0]!.hits;
}

test.describe.configure({ mode: "serial" });

test.describe("a dealer group's own stock and sites", () => {
  test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  test("site:add refuses a bad document and a taken domain, then brings a new site live without a restart", async ({ page }) => {
    const bad = path.join(work, "bad-site.json");
    fs.writeFileSync(bad, JSON.stringify({ ...siteDocument, site: { ...siteDocument.site, template: "lexus" } }));
    const refused = await command("site:add", "bad-site.json");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("nothing was written");
    expect(refused.stderr).toMatch(/site\.template: /);
    const taken = path.join(work, "taken-site.json");
    const demoDomain = (await query<{ domain: string }>("select domain from site_domains order by domain limit 1"))[0]!.domain;
    fs.writeFileSync(taken, JSON.stringify({ ...siteDocument, site: { ...siteDocument.site, domains: [demoDomain] } }));
    const duplicate = await command("site:add", "taken-site.json");
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain(`site.domains[0]: ${demoDomain} already belongs to the site`);
    expect(await query("select 1 from sites where slug = $1", [SLUG])).toHaveLength(0);

    fs.writeFileSync(path.join(work, "site.json"), JSON.stringify(siteDocument));
    expect((await command("site:check", "site.json")).stdout).toContain("is valid");
    const added = await command("site:add", "site.json");
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain(`Added the site ${SLUG}`);
    // The apps drop their cached configs when the sites data version grows (every 5 s at most).
    await expect
      .poll(async () => (await page.goto(`${siteOrigin(SLUG, "generic")}/`))?.status(), { timeout: 15_000, intervals: [500] })
      .toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a 500-car feed with 50 bad rows imports with its report; 50 sampled cars are found and answer 200; a re-import writes nothing; a full feed marks exactly the missing 100 sold", async ({ request, page }) => {
    test.setTimeout(120_000);
    const lines: string[] = [];
    const badLines = new Map<number, string>();
    for (let index = 0; index < 500; index++) {
      lines.push(JSON.stringify(feedRow(index)));
      if (index % 10 === 9) {
        const wrong = badLines.size % 2 === 0 ? { ...feedRow(10_000 + index), year: 1850 } : { ...feedRow(10_000 + index), car_type: "nearly new" };
        lines.push(JSON.stringify(wrong));
        badLines.set(lines.length, badLines.size % 2 === 0 ? "year" : "car_type");
      }
    }
    const feed = writeFeed("feed.jsonl", lines);
    const imported = await command("stock:import", "--group", GROUP, feed);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/rows read\s+550/);
    expect(imported.stdout).toMatch(/created\s+500/);
    expect(imported.stdout).toMatch(/rejected\s+50/);
    for (const [line, field] of badLines) expect(imported.stdout).toContain(`line ${line}, ${field}: `);

    // The first, the last and 48 others, spread through the feed.
    const sample = [0, 499, ...Array.from({ length: 48 }, (_, index) => 7 + index * 10)];
    await test.step("search finds every sampled car and each car page answers 200", async () => {
      for (const index of sample) {
        let hits: Awaited<ReturnType<typeof searchStock>> = [];
        await expect
          .poll(async () => (hits = await searchStock(request, stockNumber(index))).find((hit) => hit.stocknum === stockNumber(index))?.price, { timeout: 15_000, message: `${stockNumber(index)} in search` })
          .toBe(19_990 + index * 10);
        const slug = hits.find((hit) => hit.stocknum === stockNumber(index))!.slug;
        expect((await fetchSitePage(request, SLUG, "generic", `/cars/${slug}`)).status(), slug).toBe(200);
      }
    });
    await page.goto(`${siteOrigin(SLUG, "generic")}/cars/`);
    await expect(page.locator("[data-slot=result-count]")).toHaveAttribute("data-count", "500");

    await test.step("the same feed again writes nothing", async () => {
      const before = await stockState();
      const again = await command("stock:import", "--group", GROUP, feed);
      expect(again.stdout).toMatch(/created\s+0/);
      expect(again.stdout).toMatch(/updated\s+0/);
      expect(again.stdout).toMatch(/unchanged\s+500/);
      expect(await stockState()).toEqual(before);
    });

    await test.step("a full feed without 100 of the cars marks exactly those 100 sold", async () => {
      const missing = new Set(Array.from({ length: 100 }, (_, index) => index * 5 + 1));
      const full = writeFeed("full.jsonl", Array.from({ length: 500 }, (_, index) => index).filter((index) => !missing.has(index)).map((index) => JSON.stringify(feedRow(index))));
      const result = await command("stock:import", "--group", GROUP, "--full", full);
      expect(result.stdout).toMatch(/marked sold\s+100/);
      const sold = (await query<{ stock_number: string }>("select stock_number from cars where dealership_id in (9900, 9901) and status = 'sold' order by stock_number")).map((row) => row.stock_number);
      expect(sold).toEqual([...missing].sort((a, b) => a - b).map(stockNumber));
      const history = await command("stock:history", "--group", GROUP);
      expect(history.stdout).toMatch(/stock\.import\s+cli:\S+\s+full\.jsonl\s+\(read 400, created 0, updated 0, unchanged 400, rejected 0, markedSold 100\)/);
      expect(history.stdout).toContain("site.add");
    });
  });

  test("the stock push API: create, update, delete (sold, then aged out), and 401, 404, 400, 413, 429", async ({ request, page }) => {
    test.setTimeout(90_000);
    const created = await command("keys:create", "--group", GROUP, "--label", "e2e DMS");
    expect(created.code, created.stderr).toBe(0);
    const key = created.stdout.trim().split("\n").at(-1)!;
    expect(key).toMatch(/^fck_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    const stored = await query("select * from stock_api_keys where id = $1", [key.slice(4, 12)]);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(key.slice(13));

    // Any host reaches the API (like the health routes); the toyota app serves it as well as the generic one.
    const api = (stock: string, dealership = "zenith-ford") => `http://127.0.0.1:${new URL(e2eAppOrigins.find((app) => app.template === "toyota")!.origin).port}/api/stock/v1/dealerships/${dealership}/cars/${stock}`;
    const headers = { authorization: `Bearer ${key}`, host: "dms-gateway.internal", "content-type": "application/json" };
    const car = { car_type: "used", year: 2022, make: "Ford", model: "Everest", badge: "Sport", price: 61_990, km: 21_000, colour: "Blue Lightning" };

    const put = await request.put(api("ZP00001"), { headers, data: car });
    expect(put.status()).toBe(201);
    const { slug } = (await put.json()) as { slug: string };
    const carPage = async () => (await fetchSitePage(request, SLUG, "generic", `/cars/${slug}`)).text();
    expect(await carPage()).toContain("$61,990");

    const update = await request.put(api("ZP00001"), { headers, data: { ...car, price: 58_990 } });
    expect(update.status()).toBe(200);
    // On the car page at once (refreshed before the answer), in search within 10 seconds.
    expect(await carPage()).toContain("$58,990");
    await expect.poll(async () => (await searchStock(request, "ZP00001"))[0]?.price, { timeout: 10_000, intervals: [250] }).toBe(58_990);
    expect(((await (await request.get(api("ZP00001"), { headers })).json()) as { car: { price: number } }).car.price).toBe(58_990);

    const removed = await request.delete(api("ZP00001"), { headers });
    expect(removed.status()).toBe(200);
    await page.goto(`${siteOrigin(SLUG, "generic")}/cars/${slug}`);
    await expect(page.locator("[data-slot=sold-notice]")).toBeVisible();
    await expect.poll(async () => (await searchStock(request, "ZP00001")).find((hit) => hit.stocknum === "ZP00001")?.status, { timeout: 10_000, intervals: [250] }).toBe("sold");

    // Spec 4: a sold car stays listed for the site's sold days (3 by default), then ages out.
    // Time is moved by moving the car's sold date back four days; the cars data version
    // rebuilds the search index, and the car's page is refreshed as a nightly run would.
    await query("update cars set sold_date_timestamp = sold_date_timestamp - 4 * 86400, data = jsonb_set(data, '{sold_date_timestamp}', to_jsonb(sold_date_timestamp - 4 * 86400)) where slug = $1", [slug]);
    await query("update data_versions set version = version + 1 where name = 'cars'");
    const refreshed = await run(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "packages/storefront/src/refresh/refresh-main.ts"), "--site", SLUG, "--cars", slug], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: e2eDatabaseUrl, FORECOURT_REVALIDATE_TOKEN: e2eRevalidateToken, FORECOURT_APP_ORIGINS: e2eAppOrigins.map((app) => `${app.template}=${app.origin}`).join(",") },
    });
    expect(refreshed.stdout).toContain("ok");
    expect((await fetchSitePage(request, SLUG, "generic", `/cars/${slug}`)).status()).toBe(404);
    // Typo tolerance finds the feed's ZN00001 for this query; the pushed car itself is gone.
    await expect.poll(async () => (await searchStock(request, "ZP00001")).filter((hit) => hit.stocknum === "ZP00001").length, { timeout: 10_000, intervals: [250] }).toBe(0);

    expect((await request.get(api("ZP00001"), { headers: { host: "dms-gateway.internal" } })).status()).toBe(401);
    expect((await request.get(api("ZP00001"), { headers: { ...headers, authorization: `Bearer ${key.slice(0, -1)}x` } })).status()).toBe(401);
    // A demo group's dealership and car: not this key's to see or touch.
    expect((await request.put(api("MKA-F1", "metro-kia"), { headers, data: car })).status()).toBe(404);
    expect((await request.get(api("ZN00000", "metro-kia"), { headers })).status()).toBe(404);
    const invalid = await request.put(api("ZP00002"), { headers, data: { ...car, year: 1850, vin: "123" } });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toMatchObject({ fields: { year: "must be 1900 or later", vin: "must be 17 letters and digits without I, O or Q" } });
    const tooLarge = await request.put(api("ZP00003"), { headers, data: JSON.stringify({ ...car, dealercomments: "x".repeat(1024 * 1024) }) });
    expect(tooLarge.status()).toBe(413);

    const limited = (await command("keys:create", "--group", GROUP)).stdout.trim().split("\n").at(-1)!;
    const statuses: number[] = [];
    for (let index = 0; index <= e2eStockRateLimit; index++) statuses.push((await request.get(api("ZP00001"), { headers: { ...headers, authorization: `Bearer ${limited}` } })).status());
    expect(statuses.slice(0, e2eStockRateLimit).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The first key is not held back by the second one's limit.
    expect((await request.get(api("ZP00001"), { headers })).status()).toBe(200);
  });
});
