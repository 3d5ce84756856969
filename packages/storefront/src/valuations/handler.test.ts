// The instant valuation's API (issue 18) on both database backends: the plate
// lookup's 200, 404 and 400 and its limit per client, valuations with and without an
// offer, saving one to a signed-in shopper (spec 7, flag-gated), and the offer lead
// carrying form_completed and offer_accepted through the lead pipeline.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, findLead, insertRegistryRows, listEvents, listShopperValuations, upsertCars } from "@forecourt/db";
import { pgliteBackend, postgresBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { testCar } from "@forecourt/db/testing/fixtures";
import { valuationMessages } from "@forecourt/domain";
import { memoryRateLimitStore } from "../integrations/rate-limit";
import { embeddedRegistry } from "../integrations/registry/registry";
import { handleLeadSubmission } from "../leads/handler";
import { type LeadSites, leadTestDatabase, NOW, openBackend, seedLeadSites, testDeps, tokenFor } from "../leads/test-support";
import { handleRegoLookup, handleSaveValuation, handleValuation, type ValuationDeps, valuationApiMessages } from "./handler";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

describe.each(backends)("valuation API on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  let database: Database;
  let sites: LeadSites;
  let deps: ValuationDeps;

  beforeAll(async () => {
    backend = await openBackend(open);
    if (!backend) return;
    database = leadTestDatabase(backend);
    sites = await seedLeadSites(database.db);
    deps = { db: database.db, rateLimitStore: memoryRateLimitStore(), registry: embeddedRegistry(database.db), perClient: 1000 };
    await insertRegistryRows(database.db, [
      { state: "QLD", plate: "123ABC", make: "Toyota", model: "HiLux", year: 2022, variant: "SR5", body: "ute", fuel: "Diesel", transmission: "Automatic", vinLastDigits: "000001" },
      { state: "QLD", plate: "987ZYX", make: "Toyota", model: "HiLux", year: 2017, variant: "SR", body: "ute", fuel: "Diesel", transmission: "Manual", vinLastDigits: null },
    ]);
    // Five listed HiLuxes in QLD around $40k-$48k (median $44k), on another site: comparables come from the whole platform.
    await upsertCars(database.db, [40_000, 42_000, 44_000, 46_000, 48_000].map((price, index) => testCar({ id: 100 + index, slug: `qld-hilux-${index}`, dealership_id: 20, dealership_slug: "bravo", make: "Toyota", model: "HiLux", year: 2022, km: 40_000, price, state: "QLD" })));
  });
  afterAll(async () => {
    await database?.close();
    await backend?.dispose();
  });

  const input = (body: unknown, ip: string | null = "203.0.113.1") => ({ site: sites.alpha, bodyText: typeof body === "string" ? body : JSON.stringify(body), ip, now: NOW });

  it("looks up a plate: 200 with the vehicle, 404 with a message, 400 for a malformed plate or state", async (context) => {
    if (!backend) return context.skip();
    const found = await handleRegoLookup(input({ rego: "123 abc", state: "qld" }), deps);
    expect(found.status).toBe(200);
    expect(found.body.vehicle).toMatchObject({ rego: "123ABC", state: "QLD", make: "Toyota", model: "HiLux", year: 2022, variant: "SR5" });
    expect(await handleRegoLookup(input({ rego: "999ZZZ", state: "QLD" }), deps)).toMatchObject({ status: 404, body: { error: valuationMessages.notFound } });
    const malformed = await handleRegoLookup(input({ rego: "12#", state: "QLD" }), deps);
    expect(malformed).toMatchObject({ status: 400, body: { fieldErrors: { rego: [valuationMessages.regoInvalid] } } });
    expect((await handleRegoLookup(input({ rego: "123ABC", state: "OR" }), deps)).body).toMatchObject({ fieldErrors: { state: [valuationMessages.stateInvalid("AU")] } });
    expect((await handleRegoLookup(input("not json"), deps)).status).toBe(400);
  });

  it("limits lookups per client address and site with 429 and Retry-After", async (context) => {
    if (!backend) return context.skip();
    const tight = { ...deps, rateLimitStore: memoryRateLimitStore(), perClient: 2 };
    for (let attempt = 0; attempt < 2; attempt++) expect((await handleRegoLookup(input({ rego: "123ABC", state: "QLD" }, "198.51.100.7"), tight)).status).toBe(200);
    const refused = await handleRegoLookup(input({ rego: "123ABC", state: "QLD" }, "198.51.100.7"), tight);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await handleRegoLookup(input({ rego: "123ABC", state: "QLD" }, "198.51.100.8"), tight)).status).toBe(200);
  });

  it("values a 4-year-old HiLux with 40,000 km: 0 < low < high, within half and one and a half times the comparables' median", async (context) => {
    if (!backend) return context.skip();
    const result = await handleValuation(input({ rego: "123ABC", state: "QLD", odometer: 40_000, answers: [{ id: 1, answer: "good" }] }), deps);
    expect(result.status).toBe(201);
    const offer = result.body.offer as { low: number; high: number; comparables: number };
    expect(offer.comparables).toBe(5);
    expect(0 < offer.low && offer.low < offer.high).toBe(true);
    expect(offer.low).toBeGreaterThanOrEqual(22_000);
    expect(offer.high).toBeLessThanOrEqual(66_000);
    expect(result.body.reason).toBe("Based on 5 similar cars sold or listed in QLD in the last 90 days");
    expect(result.body.valuation_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives offer null and the reason for a 9-year-old car or one with 120,000 km, and values a vehicle entered by hand", async (context) => {
    if (!backend) return context.skip();
    const old = await handleValuation(input({ rego: "987ZYX", state: "QLD", odometer: 60_000 }), deps);
    expect([old.status, old.body.offer]).toEqual([201, null]);
    expect(old.body.reason).toContain("over 7 years");
    const far = await handleValuation(input({ vehicle: { make: "Toyota", model: "HiLux", year: 2022 }, odometer: 120_000 }), deps);
    expect([far.body.offer, far.body.reason]).toEqual([null, expect.stringContaining("100,000 km")]);
    const manual = await handleValuation(input({ vehicle: { make: "toyota", model: "hilux", year: 2022, variant: "SR5" }, odometer: 40_000 }), deps);
    expect((manual.body.offer as { comparables: number }).comparables).toBe(5);
    expect((await handleValuation(input({ rego: "999ZZZ", state: "QLD", odometer: 1 }), deps)).status).toBe(404);
    expect(await handleValuation(input({ rego: "123ABC", state: "QLD", odometer: "lots" }), deps)).toMatchObject({ status: 400, body: { fieldErrors: { odometer: [valuationMessages.odometerInvalid] } } });
    expect(await handleValuation(input({ odometer: 1 }), deps)).toMatchObject({ status: 400, body: { fieldErrors: { vehicle: [valuationMessages.vehicleOrRego] } } });
  });

  it("saves a valuation to the signed-in shopper on sites with the flag (spec 7), and refuses otherwise", async (context) => {
    if (!backend) return context.skip();
    const created = await handleValuation(input({ rego: "123ABC", state: "QLD", odometer: 40_000 }), deps);
    const body = { ...created.body, column_name: "valuation" };
    const flagged = { ...sites.alpha, features: { ...sites.alpha.features, saveValuation: true } };
    const save = (site: typeof flagged, payload: unknown, shopper: string | null) => handleSaveValuation({ site, bodyText: JSON.stringify(payload), ip: null, now: NOW, shopperId: async () => shopper }, deps);
    expect((await save({ ...flagged, features: { ...flagged.features, saveValuation: false } }, body, "shopper-1")).status).toBe(404);
    expect(await save(flagged, body, null)).toMatchObject({ status: 401, body: { error: valuationApiMessages.signedOut } });
    expect((await save(flagged, { ...body, column_name: "other" }, "shopper-1")).status).toBe(400);
    expect((await save({ ...sites.bravo, features: { ...sites.bravo.features, saveValuation: true } }, body, "shopper-1")).status).toBe(404);
    expect(await save(flagged, body, "shopper-1")).toMatchObject({ status: 200, body: { success: true } });
    expect((await listShopperValuations(database.db, sites.alpha, "shopper-1")).map((entry) => entry.id)).toContain(created.body.valuation_id);
  });

  it("turns an accepted or declined offer into a trade-in lead with form_completed and offer_accepted (spec 3, 7)", async (context) => {
    if (!backend) return context.skip();
    const created = await handleValuation(input({ rego: "123ABC", state: "QLD", odometer: 40_000 }), deps);
    const leadDeps = testDeps(database.db);
    const submit = (overrides: Record<string, unknown>) =>
      handleLeadSubmission(
        {
          site: sites.alpha,
          locations: sites.alphaLocations,
          findCar: async () => null,
          request: {
            headers: {},
            bodyText: JSON.stringify({ form: "trade-in", token: tokenFor(1), dealership_slug: "alpha-north", location_id: 101, name: "Sam", last_name: "Lee", email: "sam@example.com", phone: "0412 345 678", postcode: "4000", terms: true, valuation_id: created.body.valuation_id, ...overrides }),
            ip: null,
            url: "http://alpha.localhost/api/leads",
          },
          now: NOW,
        },
        leadDeps,
      );
    const accepted = await submit({ offer_accepted: true });
    expect(accepted.status).toBe(201);
    const lead = await findLead(database.db, sites.alpha, String(accepted.body.lead_id));
    expect([lead?.formCompleted, lead?.offerAccepted, lead?.rego, lead?.category]).toEqual([true, true, "123ABC", "Trade-in"]);
    const declined = await submit({ form: "sell-my-car", offer_accepted: false });
    expect((await findLead(database.db, sites.alpha, String(declined.body.lead_id)))?.offerAccepted).toBe(false);
    const events = await listEvents(database.db, sites.alpha);
    expect(events.some((event) => (event.payload as Record<string, unknown>).lead_id === accepted.body.lead_id && (event.payload as Record<string, unknown>).offer_accepted === true)).toBe(true);
    // Another site's valuation is not this site's to answer.
    const other = await handleValuation({ ...input({ rego: "123ABC", state: "QLD", odometer: 40_000 }), site: sites.bravo }, deps);
    expect((await submit({ valuation_id: other.body.valuation_id, offer_accepted: true })).status).toBe(400);
  });
});
