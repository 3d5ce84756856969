// POST /api/revalidate: the token, the site from the Host header, the body's field
// messages, and the cache paths it hands to Next (one per named car, on this site
// only; or the site's layout, with its cached config dropped, for {"site": true}).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "@forecourt/db";
import { pgliteBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { openBackend, seedLeadSites } from "../leads/test-support";
import { defineTemplate } from "../tenant/template";
import { createRevalidateRoute } from "./revalidate";

const template = defineTemplate({ id: "generic", label: "Generic", themeClass: "template-generic", defaults: {} });
const token = "a-revalidate-token-for-tests";

describe("createRevalidateRoute", () => {
  let backend: TestBackend;
  const saved = { ...process.env };
  const calls: string[] = [];
  const forgotten: string[] = [];
  const route = createRevalidateRoute(template, { token, revalidate: (path) => calls.push(path), revalidateSite: (key) => calls.push(`every page of ${key}`), forgetSite: (key) => forgotten.push(key) });

  beforeAll(async () => {
    backend = (await openBackend(pgliteBackend))!;
    await seedLeadSites(backend.database.db);
    Object.assign(process.env, { DATABASE_URL: backend.url, FORECOURT_SITE_CACHE_SECONDS: "0" });
  });
  afterAll(async () => {
    await (await getDatabase()).close();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("forecourt.database")];
    process.env = saved;
    await backend.dispose();
  });

  const post = (body: unknown, { host = "alpha-motors.localhost:3000", auth = `Bearer ${token}` } = {}) =>
    route(new Request(`http://${host}/api/revalidate`, { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), headers: { host, authorization: auth, "content-type": "application/json" } }));

  it("regenerates the named cars' pages of the host's site, each once", async () => {
    calls.length = 0;
    const response = await post({ cars: ["2022-toyota-hilux-1", "2021-mazda-cx-5-2", "2022-toyota-hilux-1"] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ["/cars/2022-toyota-hilux-1", "/cars/2021-mazda-cx-5-2"] });
    expect(calls).toEqual(["/alpha-motors.localhost/cars/2022-toyota-hilux-1", "/alpha-motors.localhost/cars/2021-mazda-cx-5-2"]);
  });

  it("refuses a missing or wrong token, and does nothing", async () => {
    calls.length = 0;
    expect((await post({ cars: ["a"] }, { auth: "" })).status).toBe(401);
    expect((await post({ cars: ["a"] }, { auth: `Bearer ${token}x` })).status).toBe(401);
    expect((await post({ cars: ["a"] }, { auth: token })).status).toBe(401);
    expect(calls).toEqual([]);
  });

  it("does not exist when no token is configured", async () => {
    const closed = createRevalidateRoute(template, { token: undefined, revalidate: (path) => calls.push(path) });
    const response = await closed(new Request("http://alpha-motors.localhost:3000/api/revalidate", { method: "POST", body: "{}", headers: { host: "alpha-motors.localhost:3000" } }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Revalidation is not configured on this server." });
  });

  it("answers 404 for a host that names no site", async () => {
    expect((await post({ cars: ["a"] }, { host: "no-such-site.localhost:3000" })).status).toBe(404);
  });

  it("names what is wrong with a bad body (400), never a 500", async () => {
    calls.length = 0;
    const notJson = await post("{cars:");
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: string }).error).toMatch(/must be JSON/);
    const empty = await post({ cars: [] });
    expect(await empty.json()).toEqual({ error: "Some cars could not be read.", fields: { cars: "Name at least one car" } });
    const wrong = await post({ cars: ["ok-slug", "../other-site/cars/x", ""] });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields).toEqual({ "cars.1": "A car slug cannot hold '/', '?', '#' or spaces", "cars.2": "A car slug cannot be empty" });
    expect((await post({ slugs: ["a"] })).status).toBe(400);
    expect(calls).toEqual([]);
  });

  it("refreshes every page of the host's site and drops its cached config for {\"site\": true} (issue 15)", async () => {
    calls.length = 0;
    forgotten.length = 0;
    const response = await post({ site: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ["/"], site: true });
    expect(calls).toEqual(["every page of alpha-motors.localhost"]);
    expect(forgotten).toEqual(["alpha-motors.localhost"]);
    // Named cars beside it add nothing: the site's pages include theirs.
    calls.length = 0;
    expect((await post({ site: true, cars: ["a-1"] })).status).toBe(200);
    expect(calls).toEqual(["every page of alpha-motors.localhost"]);
  });

  it("names what is wrong with a site refresh body (400), and still wants a token and a site", async () => {
    calls.length = 0;
    forgotten.length = 0;
    expect(await (await post({ site: false })).json()).toEqual({ error: "The body could not be read.", fields: { site: "site must be true: every page of the site and its config" } });
    expect(await (await post({})).json()).toEqual({ error: "Some cars could not be read.", fields: { cars: "cars must be a list of car slugs" } });
    expect((await post({ site: true }, { auth: "" })).status).toBe(401);
    expect((await post({ site: true }, { host: "no-such-site.localhost:3000" })).status).toBe(404);
    expect(calls).toEqual([]);
    expect(forgotten).toEqual([]);
  });

  it("refuses a body over 64 KB with 413", async () => {
    expect((await post({ cars: ["x".repeat(70 * 1024)] })).status).toBe(413);
  });
});
