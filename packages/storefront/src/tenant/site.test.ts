// A saved site config reaches the pages of a running process without a restart
// (issue 15): saveSiteConfig bumps the `sites` data version and loadSite drops its
// cached configs at its next version check; POST /api/revalidate {"site": true}
// drops them at once. On PGlite, through the process's own database connection.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SiteConfig } from "@forecourt/domain";
import { getDatabase, saveSiteConfig } from "@forecourt/db";
import { pgliteBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { openBackend, seedLeadSites } from "../leads/test-support";
import { createRevalidateRoute } from "../vehicle/revalidate";
import { loadSite } from "./site";
import { defineTemplate } from "./template";

const template = defineTemplate({ id: "generic", label: "Generic", themeClass: "template-generic", defaults: {} });
const host = "alpha-motors.localhost";

describe("loadSite and the sites data version", () => {
  let backend: TestBackend;
  let alpha: SiteConfig;
  const saved = { ...process.env };

  beforeAll(async () => {
    backend = (await openBackend(pgliteBackend))!;
    ({ alpha } = await seedLeadSites(backend.database.db));
    // A long cache, as in production: only the version (or a forget) can refresh it.
    Object.assign(process.env, { DATABASE_URL: backend.url, FORECOURT_SITE_CACHE_SECONDS: "3600", FORECOURT_SITE_VERSION_CHECK_SECONDS: "3600" });
  });
  afterAll(async () => {
    await (await getDatabase()).close();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("forecourt.database")];
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("forecourt.site-configs")];
    process.env = saved;
    await backend.dispose();
  });

  const nameNow = async () => (await loadSite(host, template))?.config.name;

  it("serves the cached config until told: by POST /api/revalidate {\"site\": true} at once, by a saved config at the next check", async () => {
    expect(await nameNow()).toBe("Alpha Motors");
    await saveSiteConfig(backend.database.db, { ...alpha, name: "Alpha Motors Renamed" });
    // Cached, and the next version check is an hour away.
    expect(await nameNow()).toBe("Alpha Motors");

    const route = createRevalidateRoute(template, { token: "a-revalidate-token-for-tests", revalidate: () => undefined, revalidateSite: () => undefined });
    const response = await route(new Request(`http://${host}/api/revalidate`, { method: "POST", body: JSON.stringify({ site: true }), headers: { host, authorization: "Bearer a-revalidate-token-for-tests" } }));
    expect(response.status).toBe(200);
    expect(await nameNow()).toBe("Alpha Motors Renamed");

    // With checks due at every read, a save shows on the next read, no restart, no call.
    process.env.FORECOURT_SITE_VERSION_CHECK_SECONDS = "0";
    await saveSiteConfig(backend.database.db, { ...alpha, name: "Alpha Motors Again" });
    expect(await nameNow()).toBe("Alpha Motors Again");
    await saveSiteConfig(backend.database.db, alpha);
  });
});
