// POST /api/events (issue 5 'Analytics'), on both database backends: browser events
// 25 and 39 are stored for the host's site, with the car checked against that site.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, findLeadCar, listEvents } from "@forecourt/db";
import { pgliteBackend, postgresBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { trackedEventMessages } from "@forecourt/domain";
import { memoryRateLimitStore } from "../integrations/rate-limit";
import { type LeadSites, leadTestDatabase, NOW, openBackend, seedLeadSites } from "../leads/test-support";
import { EVENT_RATE_LIMIT, eventApiMessages, handleTrackedEvent, type EventHandlerDeps } from "./handler";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

describe.each(backends)("browser events on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  let database: Database;
  let sites: LeadSites;
  let deps: EventHandlerDeps;

  beforeAll(async () => {
    backend = await openBackend(open);
    if (!backend) return;
    database = leadTestDatabase(backend);
    sites = await seedLeadSites(database.db);
    deps = { db: database.db, rateLimitStore: memoryRateLimitStore() };
  });
  afterAll(async () => {
    await database?.close();
    await backend?.dispose();
  });

  function post(site: "alpha" | "bravo", body: unknown, options: { ip?: string; deps?: EventHandlerDeps } = {}) {
    const config = site === "alpha" ? sites.alpha : sites.bravo;
    return handleTrackedEvent(
      { site: config, bodyText: typeof body === "string" ? body : JSON.stringify(body), ip: options.ip ?? "198.51.100.1", findCar: (id) => findLeadCar(database.db, config, id), now: NOW },
      options.deps ?? deps,
    );
  }

  it("stores a phone reveal with the car's dealership and the site id (spec 7)", async ({ skip }) => {
    if (!backend) return skip();
    const response = await post("alpha", { event_id: 25, car_id: 1, path: "/cars/alpha-hilux" });
    expect(response.status).toBe(201);
    const [event] = await listEvents(database.db, sites.alpha, { name: "phone_reveal", limit: 1 });
    expect(event).toMatchObject({ eventId: 25, payload: { car_id: 1, dealership_id: 10, website_id: 1, path: "/cars/alpha-hilux" } });
  });

  it("stores a favourite (39) without a car", async ({ skip }) => {
    if (!backend) return skip();
    expect((await post("bravo", { event_id: 39 })).status).toBe(201);
    expect((await listEvents(database.db, sites.bravo, { name: "favourite_added", limit: 1 }))[0]?.eventId).toBe(39);
  });

  it("refuses another site's car, naming the field, and stores nothing", async ({ skip }) => {
    if (!backend) return skip();
    const before = (await listEvents(database.db, sites.bravo)).length;
    const response = await post("bravo", { event_id: 25, car_id: 1 });
    expect(response).toMatchObject({ status: 400, body: { fieldErrors: { car_id: [eventApiMessages.carNotOnSite] } } });
    expect((await listEvents(database.db, sites.bravo)).length).toBe(before);
  });

  it("answers bad input with a 400 that names the problem", async ({ skip }) => {
    if (!backend) return skip();
    expect(await post("alpha", "not json")).toMatchObject({ status: 400, body: { error: eventApiMessages.invalidJson } });
    expect(await post("alpha", { event_id: 14 })).toMatchObject({ status: 400, body: { fieldErrors: { event_id: [trackedEventMessages.eventId] } } });
    expect(await post("alpha", { event_id: 39, website_id: 2 })).toMatchObject({ status: 400, body: { fieldErrors: { website_id: ["Unknown field: website_id"] } } });
    expect(await post("alpha", `{"event_id":39,"path":"/${"x".repeat(3000)}"}`)).toMatchObject({ status: 413 });
  });

  it("limits how fast one address reports", async ({ skip }) => {
    if (!backend) return skip();
    const limited = { ...deps, rateLimitStore: memoryRateLimitStore() };
    for (let index = 0; index < EVENT_RATE_LIMIT.limit; index++) expect((await post("alpha", { event_id: 39 }, { ip: "192.0.2.9", deps: limited })).status).toBe(201);
    const refused = await post("alpha", { event_id: 39 }, { ip: "192.0.2.9", deps: limited });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers?.["retry-after"])).toBeGreaterThan(0);
    expect((await post("alpha", { event_id: 39 }, { ip: "192.0.2.10", deps: limited })).status).toBe(201);
  });
});
