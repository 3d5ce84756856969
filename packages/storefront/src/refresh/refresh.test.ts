// Refresh on every app (issue 15): refreshCars and refreshSite call POST
// /api/revalidate on every app process of the site's template, with the site's Host
// header and the bearer token, report each app's outcome, and never let one slow or
// failing app stop the others. Local HTTP servers stand in for the apps.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveGroup, saveSiteConfig, upsertCars } from "@forecourt/db";
import { pgliteBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { testCar, testSite } from "@forecourt/db/testing/fixtures";
import type { AppOrigin } from "../env";
import { openBackend } from "../leads/test-support";
import { refreshCars, refreshSite, siteHosts } from "./refresh";

const token = "a-refresh-token-for-tests-0123";

interface Received {
  host: string | undefined;
  authorization: string | undefined;
  path: string | undefined;
  body: unknown;
}

type Behaviour = "ok" | "slow" | "failing";

/** An app stand-in: records every call and answers as the real endpoint would, late, or with a 500. */
async function standIn(behaviour: Behaviour) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      const body = JSON.parse(text) as { cars?: string[]; site?: true };
      received.push({ host: request.headers.host, authorization: request.headers.authorization, path: request.url, body });
      const answer = (status: number, value: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(value));
      };
      if (request.headers.authorization !== `Bearer ${token}`) return answer(401, { error: "A valid bearer token is required." });
      if (behaviour === "failing") return answer(500, { error: "The page cache is unavailable." });
      const ok = () => answer(200, body.site ? { revalidated: ["/"], site: true } : { revalidated: body.cars!.map((slug) => `/cars/${slug}`) });
      if (behaviour === "slow") setTimeout(ok, 2_000);
      else ok();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    // Named as the demo names its apps: Node cannot resolve *.localhost, and the call
    // must still reach 127.0.0.1.
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

describe("refreshCars and refreshSite against app stand-ins", () => {
  let ok: Awaited<ReturnType<typeof standIn>>;
  let slow: Awaited<ReturnType<typeof standIn>>;
  let failing: Awaited<ReturnType<typeof standIn>>;
  let otherTemplate: Awaited<ReturnType<typeof standIn>>;
  let origins: AppOrigin[];
  const coral = { slug: "coral-coast-auto", template: "generic" as const, domains: ["www.coralcoastauto.example"] };

  beforeAll(async () => {
    [ok, slow, failing, otherTemplate] = await Promise.all([standIn("ok"), standIn("slow"), standIn("failing"), standIn("ok")]);
    origins = [
      { template: "generic", origin: ok.origin },
      { template: "generic", origin: slow.origin },
      { template: "generic", origin: failing.origin },
      { template: "toyota", origin: otherTemplate.origin },
    ];
  });
  afterAll(async () => {
    await Promise.all([ok, slow, failing, otherTemplate].map((server) => server?.close()));
  });
  const reset = () => [ok, slow, failing, otherTemplate].forEach((server) => (server.received.length = 0));

  it("calls every app of the site's template once per host, with the Host header and the bearer token, and reports each", async () => {
    reset();
    const started = performance.now();
    const report = await refreshCars([{ site: coral, slug: "2022-toyota-hilux-1042" }, { site: coral, slug: "2021-mazda-cx-5-7" }, { site: coral, slug: "2022-toyota-hilux-1042" }], { token, origins, deployment: "demo", timeoutMs: 500 });
    // The slow app cost one timeout, not one per call in a row.
    expect(performance.now() - started).toBeLessThan(1_500);

    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([]);
    expect(report.apps.map((app) => [app.origin, app.template, app.site, app.ok])).toEqual([
      [ok.origin, "generic", "coral-coast-auto", true],
      [slow.origin, "generic", "coral-coast-auto", false],
      [failing.origin, "generic", "coral-coast-auto", false],
    ]);
    const [fine, late, broken] = report.apps;
    expect(fine!.hosts.map((host) => [host.host, host.ok, host.message])).toEqual([
      ["coral-coast-auto.localhost", true, "revalidated 2 car pages"],
      ["www.coralcoastauto.example", true, "revalidated 2 car pages"],
    ]);
    expect(late!.hosts.map((host) => host.message)).toEqual(["timed out after 500 ms", "timed out after 500 ms"]);
    expect(broken!.hosts.map((host) => host.message)).toEqual(["HTTP 500: The page cache is unavailable.", "HTTP 500: The page cache is unavailable."]);

    for (const app of [ok, slow, failing]) {
      expect(app.received.map((call) => call.host).sort()).toEqual(["coral-coast-auto.localhost", "www.coralcoastauto.example"]);
      for (const call of app.received) {
        expect(call).toMatchObject({ authorization: `Bearer ${token}`, path: "/api/revalidate", body: { cars: ["2022-toyota-hilux-1042", "2021-mazda-cx-5-7"] } });
      }
    }
    // Another template's app does not serve the site: it is never called.
    expect(otherTemplate.received).toEqual([]);
  });

  it("refreshes a whole site with {\"site\": true} on each app", async () => {
    reset();
    const report = await refreshSite(coral, { token, origins: [{ template: "generic", origin: ok.origin }], deployment: "demo" });
    expect(report).toMatchObject({ ok: true, problems: [], apps: [{ origin: ok.origin, ok: true, hosts: [{ host: "coral-coast-auto.localhost", ok: true, message: "revalidated every page and the config" }, { host: "www.coralcoastauto.example", ok: true }] }] });
    expect(ok.received.map((call) => call.body)).toEqual([{ site: true }, { site: true }]);
  });

  it("reports a wrong token and an app that is not running, per app", async () => {
    reset();
    const down = await standIn("ok");
    await down.close();
    const report = await refreshSite(coral, { token: "not-the-token-at-all", origins: [{ template: "generic", origin: ok.origin }, { template: "generic", origin: down.origin }], deployment: "production" });
    expect(report.ok).toBe(false);
    expect(report.apps.map((app) => app.hosts.map((host) => [host.host, host.ok]))).toEqual([[["www.coralcoastauto.example", false]], [["www.coralcoastauto.example", false]]]);
    expect(report.apps[0]!.hosts[0]!.message).toBe("HTTP 401: A valid bearer token is required.");
    expect(report.apps[1]!.hosts[0]!.message).toMatch(/ECONNREFUSED/);
  });

  it("in production, calls only the site's configured domains; a site without any is a problem, not a call", async () => {
    expect(siteHosts(coral, "production")).toEqual(["www.coralcoastauto.example"]);
    expect(siteHosts(coral, "demo")).toEqual(["coral-coast-auto.localhost", "www.coralcoastauto.example"]);
    reset();
    const report = await refreshSite({ slug: "no-domains", template: "generic", domains: [] }, { token, origins, deployment: "production" });
    expect(report).toEqual({ ok: false, apps: [], problems: ["no-domains: the site has no domains, so no page of it is served in production"] });
    expect(ok.received).toEqual([]);
  });

  it("sends nothing without a token, for a template no app serves, or for a slug the endpoint would refuse", async () => {
    reset();
    expect(await refreshSite(coral, { token: "", origins, deployment: "demo" })).toEqual({ ok: false, apps: [], problems: ["FORECOURT_REVALIDATE_TOKEN is not set: the apps have no revalidate endpoint to call"] });
    expect((await refreshSite({ ...coral, template: "nissan" }, { token, origins, deployment: "demo" })).problems).toEqual(['coral-coast-auto: no app serves its template "nissan" (FORECOURT_APP_ORIGINS)']);
    const mixed = await refreshCars([{ site: coral, slug: "../other-site" }, { site: coral, slug: "fine-car-1" }], { token, origins: [{ template: "generic", origin: ok.origin }], deployment: "production" });
    expect(mixed.problems).toEqual(["coral-coast-auto: car \"../other-site\": A car slug cannot hold '/', '?', '#' or spaces"]);
    expect(ok.received.map((call) => call.body)).toEqual([{ cars: ["fine-car-1"] }]);
    expect(await refreshCars([], { token: "", origins })).toEqual({ ok: true, apps: [], problems: [] });
  });

  it("splits a long list of cars into calls the endpoint accepts", async () => {
    reset();
    const slugs = Array.from({ length: 2_500 }, (_, index) => `2020-some-long-make-and-model-name-${index}`);
    const report = await refreshCars(slugs.map((slug) => ({ site: coral, slug })), { token, origins: [{ template: "generic", origin: ok.origin }], deployment: "production" });
    expect(report.apps[0]!.hosts[0]!.message).toBe("revalidated 2500 car pages");
    const bodies = ok.received.map((call) => call.body as { cars: string[] });
    expect(bodies.length).toBeGreaterThan(2);
    expect(bodies.flatMap((body) => body.cars)).toEqual(slugs);
    for (const body of bodies) {
      expect(body.cars.length).toBeLessThanOrEqual(1000);
      expect(JSON.stringify(body).length).toBeLessThan(64 * 1024);
    }
  });
});

describe("refreshCars by site slug and by car id, from the database", () => {
  let backend: TestBackend;
  let app: Awaited<ReturnType<typeof standIn>>;

  beforeAll(async () => {
    backend = (await openBackend(pgliteBackend))!;
    app = await standIn("ok");
    const { db } = backend.database;
    await saveGroup(db, { slug: "test-group", name: "Test Group" });
    // Dealership 10 is on its own site and on the group's site.
    await saveSiteConfig(db, testSite({ slug: "alpha-motors", id: 1, dealership_id: 10, dealerships: [{ id: 10, slug: "alpha", name: "Alpha" }], domains: ["www.alpha.example"] }));
    await saveSiteConfig(db, testSite({ slug: "metro-group", id: 2, dealership_id: 10, dealerships: [{ id: 10, slug: "alpha", name: "Alpha" }, { id: 20, slug: "bravo", name: "Bravo" }] }));
    await upsertCars(db, [testCar({ id: 1042, slug: "2022-toyota-hilux-1042", dealership_id: 10 })]);
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  it("refreshes a car by id on every site that shows it, and names an unknown site or car", async () => {
    const options = { token, origins: [{ template: "generic", origin: app.origin }], deployment: "demo" as const, db: backend.database.db };
    const report = await refreshCars([{ id: 1042 }, { id: 9999 }, { site: "no-such-site", slug: "x-1" }], options);
    expect(report.problems).toEqual(["car 9999: no stored car, or no site shows its dealership", "no-such-site: no such site"]);
    expect(report.apps.map((outcome) => [outcome.site, outcome.ok, outcome.hosts.map((host) => host.host)])).toEqual([
      ["alpha-motors", true, ["alpha-motors.localhost", "www.alpha.example"]],
      ["metro-group", true, ["metro-group.localhost"]],
    ]);
    expect(app.received.map((call) => [call.host, call.body]).sort()).toEqual([
      ["alpha-motors.localhost", { cars: ["2022-toyota-hilux-1042"] }],
      ["metro-group.localhost", { cars: ["2022-toyota-hilux-1042"] }],
      ["www.alpha.example", { cars: ["2022-toyota-hilux-1042"] }],
    ]);
    expect(report.ok).toBe(false);
  });
});
