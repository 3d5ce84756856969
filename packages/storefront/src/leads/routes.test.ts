// The routes a template app mounts, end to end through the process runtime built
// from the environment (as in production): the Host header picks the site, a
// token is issued, a lead is accepted, an unknown host is a 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countLeads, getDatabase, listEvents } from "@forecourt/db";
import { pgliteBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { DEVELOPMENT_LEAD_TOKEN_SECRET, leadTokenSecret, storefrontEnv } from "../env";
import { defineTemplate } from "../tenant/template";
import { createLeadRoutes } from "./routes";
import { leadRuntime } from "./runtime";
import { alphaGeneral, type LeadSites, openBackend, seedLeadSites } from "./test-support";
import { issueLeadToken } from "./tokens";

const template = defineTemplate({ id: "generic", label: "Generic", themeClass: "template-generic", defaults: {} });

describe("createLeadRoutes", () => {
  let backend: TestBackend;
  let sites: LeadSites;
  const saved = { ...process.env };

  beforeAll(async () => {
    backend = (await openBackend(pgliteBackend))!;
    sites = await seedLeadSites(backend.database.db);
    Object.assign(process.env, { DATABASE_URL: backend.url, FORECOURT_SITE_CACHE_SECONDS: "0" });
    delete process.env.REDIS_URL;
    delete process.env.FORECOURT_LEAD_TOKEN_SECRET;
  });
  afterAll(async () => {
    await (await getDatabase()).close();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("forecourt.database")];
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("forecourt.leads.runtime")];
    process.env = saved;
    await backend.dispose();
  });

  const routes = createLeadRoutes(template);
  const request = (path: string, host: string, init: RequestInit = {}) => new Request(`http://${host}${path}`, { ...init, headers: { host, ...(init.headers as Record<string, string>) } });

  it("issues a token for the site the Host header names, and accepts its lead", async () => {
    const tokenResponse = await routes.token(request("/api/leads/token", "alpha-motors.localhost:3000"));
    expect(tokenResponse.status).toBe(200);
    const { token } = (await tokenResponse.json()) as { token: string };
    expect(token).toMatch(/^v1\.1\./);
    const before = await countLeads(backend.database.db, sites.alpha);
    // Issued 5 s ago (the form waits out the 3 s), signed with the development secret the runtime uses here.
    const aged = issueLeadToken(1, new Date(Date.now() - 5000), DEVELOPMENT_LEAD_TOKEN_SECRET);
    const response = await routes.submit(
      request("/api/leads", "alpha-motors.localhost:3000", { method: "POST", body: JSON.stringify(alphaGeneral({ token: aged, location_id: undefined })), headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.20", "idempotency-key": "route-1" } }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { lead_id } = (await response.json()) as { lead_id: string };
    expect(await countLeads(backend.database.db, sites.alpha)).toBe(before + 1);
    expect((await listEvents(backend.database.db, sites.alpha, { limit: 1 }))[0]?.payload.lead_id).toBe(lead_id);
    // The runtime's defaults: the PostgreSQL rate-limit store and 10 leads per 10 minutes.
    const runtime = await leadRuntime();
    expect([runtime.rateLimitStore.name, runtime.rateLimit]).toEqual(["postgres", { max: 10, windowSeconds: 600 }]);
  });

  it("answers 404 for a host that names no site of this template, and 413 before reading a huge body", async () => {
    expect((await routes.token(request("/api/leads/token", "nobody.localhost:3000"))).status).toBe(404);
    expect((await routes.submit(request("/api/leads", "localhost:3000", { method: "POST", body: "{}" }))).status).toBe(404);
    const huge = await routes.submit(request("/api/leads", "bravo-motors.localhost:3000", { method: "POST", body: "x".repeat(70_000) }));
    expect(huge.status).toBe(413);
  });
});

describe("the lead token secret", () => {
  it("is required in production, and a development secret elsewhere", () => {
    expect(() => leadTokenSecret(storefrontEnv({ NODE_ENV: "production" }))).toThrow(/FORECOURT_LEAD_TOKEN_SECRET is required when NODE_ENV=production/);
    expect(leadTokenSecret(storefrontEnv({ NODE_ENV: "production", FORECOURT_LEAD_TOKEN_SECRET: "p".repeat(32) }))).toBe("p".repeat(32));
    expect(leadTokenSecret(storefrontEnv({}))).toBe(DEVELOPMENT_LEAD_TOKEN_SECRET);
    expect(() => storefrontEnv({ FORECOURT_LEAD_TOKEN_SECRET: "short" })).toThrow(/at least 32 characters/);
    expect(() => storefrontEnv({ REDIS_URL: "http://x" })).toThrow(/redis:\/\//);
  });
});
