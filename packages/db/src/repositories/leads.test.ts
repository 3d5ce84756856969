// Lead repository tests (issue 5), run on both backends: the embedded PGlite
// owner and PostgreSQL. Concurrency is bounded by the pool (8 connections) and
// stays on loopback.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertCars } from "./cars";
import {
  claimDueDeliveries,
  completeDelivery,
  countLeads,
  createLead,
  deferDelivery,
  failDelivery,
  findIdempotentLead,
  findLead,
  findLeadCar,
  findSiteLeadSettings,
  listDeliveryAttempts,
  listLeadDestinations,
  listLeads,
  listOutbox,
  type NewLead,
  pruneIdempotencyKeys,
  saveLeadDestination,
  saveSiteLeadSettings,
  setLeadDestinationEnabled,
} from "./leads";
import { findSiteBySlug, saveGroup, saveSiteConfig } from "./sites";
import { pgliteBackend, postgresBackend, type TestBackend } from "../testing/backends";
import { testCar, testSite } from "../testing/fixtures";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

const at = (iso: string) => new Date(iso);

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    form: "general",
    category: "General Enquiry",
    name: "Sam",
    email: "sam@example.com",
    phone: "0400000000",
    message: "Is it still available?",
    payload: { name: "Sam", message: "Is it still available?" },
    createdAt: at("2026-11-23T01:00:00Z"),
    ...overrides,
  };
}

describe.each(backends)("leads on %s", (backendName, open) => {
  let backend: TestBackend | null = null;
  // Site 1 has no destination (the demo); site 2 has a webhook and an email inbox; site 3 is empty.
  const demo = { id: 1 };
  const delivering = { id: 2 };
  const quiet = { id: 3 };

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    const { db } = backend.database;
    await saveGroup(db, { slug: "test-group", name: "Test Group" });
    await saveSiteConfig(db, testSite({ slug: "alpha", id: 1, dealership_id: 10, dealerships: [{ id: 10, slug: "alpha", name: "Alpha" }] }));
    await saveSiteConfig(db, testSite({ slug: "bravo", id: 2, dealership_id: 20, dealerships: [{ id: 20, slug: "bravo", name: "Bravo" }] }));
    await saveSiteConfig(db, testSite({ slug: "charlie", id: 3, dealership_id: 30, dealerships: [{ id: 30, slug: "charlie", name: "Charlie" }] }));
    await saveLeadDestination(db, delivering, { kind: "webhook", target: "http://127.0.0.1:9/hook", secret: "s3cret" });
    await saveLeadDestination(db, delivering, { kind: "email", target: "sales@bravo.example" });
    await upsertCars(db, [
      testCar({ id: 101, slug: "alpha-hilux", dealership_id: 10, make: "Toyota", model: "HiLux", car_type: "used", status: "sold", stocknum: "A101", vin: "JTEBU3FJ00K000001", tag: "Test Drive Only", badge: "SR5" }),
      testCar({ id: 201, slug: "bravo-navara", dealership_id: 20, make: "Nissan", model: "Navara" }),
    ]);
  });

  afterAll(async () => {
    await backend?.dispose();
  });

  it("stores a lead without outbox rows on a site with no destination (the demo)", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const result = await createLead(db, demo, lead({ leadAttributes: { visited_pages: ["/", "/cars/x"], linked_query_params: { utm_source: "google" } } }));
    expect(result.status).toBe("created");
    if (result.status !== "created") return;
    const stored = await findLead(db, demo, result.leadId);
    expect(stored).toMatchObject({ form: "general", category: "General Enquiry", name: "Sam", optIn: true, spam: false });
    expect(stored?.leadAttributes).toEqual({ visited_pages: ["/", "/cars/x"], linked_query_params: { utm_source: "google" } });
    expect(await listOutbox(db, demo)).toEqual([]);
    // Isolation: another site never finds it.
    expect(await findLead(db, delivering, result.leadId)).toBeNull();
    expect(await findLead(db, demo, "not-a-uuid")).toBeNull();
  });

  it("writes one outbox row per enabled destination, in the same transaction as the lead", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const destinations = await listLeadDestinations(db, delivering);
    expect(destinations.map((destination) => destination.kind)).toEqual(["webhook", "email"]);
    const result = await createLead(db, delivering, lead());
    if (result.status !== "created") throw new Error("expected a new lead");
    const outbox = (await listOutbox(db, delivering)).filter((row) => row.leadId === result.leadId);
    expect(outbox.map((row) => [row.destinationId, row.state, row.attempts])).toEqual(destinations.map((destination) => [destination.id, "pending", 0]));
  });

  it("stores spam flagged and never queues it for delivery", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const before = (await listOutbox(db, delivering)).length;
    const result = await createLead(db, delivering, lead({ spam: true, checks: { honeypot: "filled" } }));
    if (result.status !== "created") throw new Error("expected a new lead");
    expect((await findLead(db, delivering, result.leadId))?.spam).toBe(true);
    expect(await listOutbox(db, delivering)).toHaveLength(before);
  });

  it("does not write a lead when its outbox row cannot be written (one transaction)", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const before = await countLeads(db, quiet);
    // A payload PostgreSQL refuses (a NUL character in jsonb) fails the insert after the key row.
    await expect(createLead(db, quiet, lead({ payload: { bad: "\u0000" } }), { idempotencyKey: "nul-body", bodyHash: "h" })).rejects.toThrow();
    expect(await countLeads(db, quiet)).toBe(before);
    expect(await findIdempotentLead(db, quiet, "nul-body")).toBeNull();
  });

  it("answers the same Idempotency-Key and body with the first lead, and another body with a conflict", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const first = await createLead(db, demo, lead(), { idempotencyKey: "key-1", bodyHash: "hash-a" });
    const again = await createLead(db, demo, lead(), { idempotencyKey: "key-1", bodyHash: "hash-a" });
    const other = await createLead(db, demo, lead({ message: "changed" }), { idempotencyKey: "key-1", bodyHash: "hash-b" });
    expect(first).toMatchObject({ status: "created", replay: false });
    expect(again).toEqual({ status: "replay", replay: true, leadId: (first as { leadId: string }).leadId });
    expect(other).toEqual({ status: "conflict" });
    expect(await findIdempotentLead(db, demo, "key-1")).toEqual({ leadId: (first as { leadId: string }).leadId, bodyHash: "hash-a" });
    // A key belongs to its site: the same key on another site is a new lead.
    expect((await createLead(db, quiet, lead(), { idempotencyKey: "key-1", bodyHash: "hash-a" })).status).toBe("created");
  });

  it("stores exactly 1,000 leads from 1,000 concurrent submissions", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const site = { id: 3 };
    const before = await countLeads(db, site);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, index) => createLead(db, site, lead({ name: `Shopper ${index}` }), index % 2 === 0 ? { idempotencyKey: `bulk-${index}`, bodyHash: `h${index}` } : {})),
    );
    const elapsed = performance.now() - started;
    console.log(`[leads test] ${backendName}: 1,000 concurrent createLead in ${Math.round(elapsed)} ms (${Math.round(1000 / (elapsed / 1000))} leads/s, pool of 8)`);
    expect(results.every((result) => result.status === "created")).toBe(true);
    expect(new Set(results.map((result) => (result as { leadId: string }).leadId)).size).toBe(1000);
    expect((await countLeads(db, site)) - before).toBe(1000);
  }, 120_000);

  it("creates one lead from 50 concurrent submissions with one Idempotency-Key", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const site = { id: 1 };
    const before = await countLeads(db, site);
    const results = await Promise.all(Array.from({ length: 50 }, () => createLead(db, site, lead(), { idempotencyKey: "double-click", bodyHash: "same" })));
    expect(results.filter((result) => result.status === "created")).toHaveLength(1);
    expect(results.filter((result) => result.status === "replay")).toHaveLength(49);
    expect(new Set(results.map((result) => (result as { leadId: string }).leadId)).size).toBe(1);
    expect((await countLeads(db, site)) - before).toBe(1);
    // Racing different bodies on one key: one wins, the others with its body replay, the rest conflict.
    const raced = await Promise.all(Array.from({ length: 20 }, (_, index) => createLead(db, site, lead(), { idempotencyKey: "race", bodyHash: index % 2 === 0 ? "even" : "odd" })));
    expect(raced.filter((result) => result.status === "created")).toHaveLength(1);
    expect(raced.filter((result) => result.status === "conflict")).toHaveLength(10);
    expect((await countLeads(db, site)) - before).toBe(2);
  }, 60_000);

  it("snapshots a car of the site's dealerships and never another site's car", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const alpha = (await findSiteBySlug(db, "alpha"))!;
    expect(await findLeadCar(db, alpha, 101)).toEqual({
      id: 101,
      make: "Toyota",
      model: "HiLux",
      stocknum: "A101",
      carType: "used",
      status: "sold",
      vin: "JTEBU3FJ00K000001",
      dealershipId: 10,
      dealershipSlug: "test-motors",
      tag: "Test Drive Only",
      badge: "SR5",
    });
    expect(await findLeadCar(db, alpha, 201)).toBeNull();
    expect(await findLeadCar(db, alpha, 999)).toBeNull();
    expect(await findLeadCar(db, alpha, Number.NaN)).toBeNull();
  });

  it("lists a site's leads newest first with their delivery state", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const site = { id: 2 };
    await createLead(db, site, lead({ name: "Older", createdAt: at("2026-11-20T00:00:00Z") }));
    await createLead(db, site, lead({ name: "Newest", createdAt: at("2026-11-24T00:00:00Z") }));
    const listed = await listLeads(db, site, { limit: 2 });
    expect(listed.map((entry) => entry.name)).toEqual(["Newest", "Sam"]);
    expect(listed[0]!.deliveries).toEqual({ delivered: 0, pending: 2 });
    expect((await listLeads(db, site, { includeSpam: false })).every((entry) => !entry.spam)).toBe(true);
    expect((await listLeads(db, site, { limit: 1000 })).map((entry) => entry.name)).toContain("Older");
    expect((await listLeads(db, { id: 999 })).length).toBe(0);
  });

  it("claims due deliveries once across concurrent workers, leases them, and records every attempt", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    // Deliver (or push out) whatever earlier tests queued, so this test sees only its own rows.
    const far = at("2030-01-01T00:00:00Z");
    for (let batch = await claimDueDeliveries(db, { now: far, limit: 500 }); batch.length > 0; batch = await claimDueDeliveries(db, { now: far, limit: 500 })) {
      for (const claim of batch) await completeDelivery(db, { outboxId: claim.outboxId, leadId: claim.lead.id, destinationId: claim.destination.id, at: far });
    }
    const created = at("2030-02-01T00:00:00Z");
    const ids: string[] = [];
    for (let index = 0; index < 10; index++) {
      const result = await createLead(db, delivering, lead({ name: `Queued ${index}`, createdAt: created }));
      if (result.status === "created") ids.push(result.leadId);
    }
    // Not due before it was created.
    expect(await claimDueDeliveries(db, { now: at("2030-01-31T00:00:00Z") })).toEqual([]);
    const now = at("2030-02-01T00:00:01Z");
    const claims = (await Promise.all(Array.from({ length: 4 }, () => claimDueDeliveries(db, { now, limit: 7, leaseMs: 60_000 })))).flat();
    // 10 leads x 2 destinations, each claimed by exactly one worker.
    expect(claims).toHaveLength(20);
    expect(new Set(claims.map((claim) => claim.outboxId)).size).toBe(20);
    expect(claims.every((claim) => claim.attempt === 1 && ids.includes(claim.lead.id))).toBe(true);
    expect(claims[0]!.lead.name).toMatch(/^Queued/);
    expect(claims.find((claim) => claim.destination.kind === "webhook")?.destination.secret).toBe("s3cret");
    // Leased: nothing is due again until the lease ends; then the unfinished rows come back.
    expect(await claimDueDeliveries(db, { now: at("2030-02-01T00:00:30Z") })).toEqual([]);
    const [done, failed, ...rest] = claims;
    await completeDelivery(db, { outboxId: done!.outboxId, leadId: done!.lead.id, destinationId: done!.destination.id, at: now, httpStatus: 204, durationMs: 12.4 });
    await failDelivery(db, { outboxId: failed!.outboxId, leadId: failed!.lead.id, destinationId: failed!.destination.id, at: now, httpStatus: 503, error: "HTTP 503", nextAttemptAt: at("2030-02-01T00:10:00Z") });
    const afterLease = await claimDueDeliveries(db, { now: at("2030-02-01T00:01:02Z"), limit: 100, leaseMs: 60 * 60_000 });
    expect(afterLease.map((claim) => claim.outboxId).sort()).toEqual(rest.map((claim) => claim.outboxId).sort());
    expect(afterLease.every((claim) => claim.attempt === 2)).toBe(true);
    const retried = await claimDueDeliveries(db, { now: at("2030-02-01T00:10:00Z") });
    expect(retried.map((claim) => [claim.outboxId, claim.attempt])).toEqual([[failed!.outboxId, 2]]);

    expect(await listDeliveryAttempts(db, delivering, done!.lead.id)).toContainEqual({ destinationId: done!.destination.id, at: now, status: "delivered", httpStatus: 204, error: null });
    expect(await listDeliveryAttempts(db, delivering, failed!.lead.id)).toContainEqual({ destinationId: failed!.destination.id, at: now, status: "failed", httpStatus: 503, error: "HTTP 503" });
    expect(await listDeliveryAttempts(db, demo, failed!.lead.id)).toEqual([]);
    const outbox = await listOutbox(db, delivering);
    expect(outbox.find((row) => row.leadId === done!.lead.id && row.destinationId === done!.destination.id)?.state).toBe("delivered");
    expect(outbox.find((row) => row.leadId === failed!.lead.id && row.destinationId === failed!.destination.id)).toMatchObject({ state: "pending", lastError: "HTTP 503" });
    // A delivered row is never claimed again.
    expect((await claimDueDeliveries(db, { now: at("2031-01-01T00:00:00Z"), limit: 100 })).map((claim) => claim.outboxId)).not.toContain(done!.outboxId);
  });

  it("keeps a disabled destination's rows waiting rather than dropping them", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const [webhook] = await listLeadDestinations(db, delivering);
    const created = at("2032-01-01T00:00:00Z");
    const result = await createLead(db, delivering, lead({ createdAt: created }));
    if (result.status !== "created") throw new Error("expected a new lead");
    await setLeadDestinationEnabled(db, delivering, webhook!.id, false);
    const claimed = (await claimDueDeliveries(db, { now: created, limit: 100 })).filter((claim) => claim.lead.id === result.leadId && claim.destination.id === webhook!.id);
    expect(claimed[0]?.destination.enabled).toBe(false);
    await deferDelivery(db, { outboxId: claimed[0]!.outboxId, nextAttemptAt: at("2032-01-01T01:00:00Z"), reason: "destination disabled" });
    const row = (await listOutbox(db, delivering)).find((entry) => entry.leadId === result.leadId && entry.destinationId === webhook!.id);
    expect(row).toMatchObject({ state: "pending", attempts: 0, lastError: "destination disabled" });
    // While disabled, new leads are not queued for it.
    const next = await createLead(db, delivering, lead({ createdAt: created }));
    expect((await listOutbox(db, delivering)).filter((entry) => entry.leadId === (next as { leadId: string }).leadId).map((entry) => entry.destinationId)).not.toContain(webhook!.id);
    await setLeadDestinationEnabled(db, delivering, webhook!.id, true);
  });

  it("refuses a webhook without a signing secret and an unknown kind", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await expect(saveLeadDestination(db, quiet, { kind: "webhook", target: "http://127.0.0.1/x" })).rejects.toThrow(/signing secret/);
    await expect(saveLeadDestination(db, quiet, { kind: "fax" as never, target: "x" })).rejects.toThrow(/Unknown/);
  });

  it("saves per-site settings (rate limit, Turnstile secret)", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    expect(await findSiteLeadSettings(db, quiet)).toBeNull();
    await saveSiteLeadSettings(db, quiet, { rateLimitMax: 5, rateLimitWindowSeconds: 60 });
    await saveSiteLeadSettings(db, quiet, { turnstileSecretKey: "secret" });
    expect(await findSiteLeadSettings(db, quiet)).toEqual({ rateLimitMax: 5, rateLimitWindowSeconds: 60, turnstileSecretKey: "secret" });
    await expect(saveSiteLeadSettings(db, quiet, { rateLimitMax: 0 })).rejects.toThrow(/positive/);
  });

  it("prunes idempotency keys older than the cutoff", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await createLead(db, quiet, lead({ createdAt: at("2020-01-01T00:00:00Z") }), { idempotencyKey: "ancient", bodyHash: "x" });
    expect(await pruneIdempotencyKeys(db, at("2021-01-01T00:00:00Z"))).toBe(1);
    expect(await findIdempotentLead(db, quiet, "ancient")).toBeNull();
  });

  it("keeps a lead's manufacturer slug (spec 3 'Lead') for the listing and every delivery", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const created = at("2033-01-01T00:00:00Z");
    const made = await createLead(db, delivering, lead({ manufacturerSlug: "gwm-haval", createdAt: created }));
    const unmade = await createLead(db, delivering, lead({ createdAt: created }));
    if (made.status !== "created" || unmade.status !== "created") throw new Error("expected new leads");
    expect((await findLead(db, delivering, made.leadId))?.manufacturerSlug).toBe("gwm-haval");
    // A multi-brand group's lead about no car has none.
    expect((await findLead(db, delivering, unmade.leadId))?.manufacturerSlug).toBeNull();
    expect((await listLeads(db, delivering, { limit: 1000 })).find((entry) => entry.id === made.leadId)?.manufacturerSlug).toBe("gwm-haval");
    const claims = (await claimDueDeliveries(db, { now: created, limit: 500 })).filter((claim) => claim.lead.id === made.leadId);
    expect(claims.map((claim) => claim.lead.manufacturerSlug)).toEqual(["gwm-haval", "gwm-haval"]);
  });
});
