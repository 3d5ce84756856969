// Valuations (issue 18), on both backends: the registry lookup by plate and state
// (the US's WA apart from Western Australia), comparables from listed used stock and
// recent sales, and valuations saved to a shopper, never seen by another site.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSiteConfig } from "@forecourt/domain";
import { pgliteBackend, postgresBackend, type TestBackend } from "../testing/backends";
import { testCar, testSite } from "../testing/fixtures";
import { upsertCars } from "./cars";
import { createLead } from "./leads";
import { listShopperLeads } from "./shoppers";
import { saveGroup, saveSiteConfig } from "./sites";
import {
  createPreApproval,
  createValuation,
  findLatestPreApproval,
  findRegisteredVehicle,
  findValuation,
  insertRegistryRows,
  insertSoldVehicles,
  keepPreApprovalForShopper,
  listShopperPreApprovals,
  listShopperValuations,
  listValuationComparables,
  saveValuationForShopper,
} from "./valuations";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

const now = new Date("2026-11-23T00:00:00Z");
const row = (state: string, plate: string, make = "Toyota", model = "HiLux") => ({ state, plate, make, model, year: 2022, variant: "SR5", body: "ute", fuel: "Diesel", transmission: "Automatic", vinLastDigits: "123456" });

describe.each(backends)("valuations on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  const alpha = parseSiteConfig(testSite({ slug: "alpha-motors", id: 1, dealership_id: 10 }));
  const bravo = parseSiteConfig(testSite({ slug: "bravo-motors", id: 2, dealership_id: 20, dealerships: [{ id: 20, slug: "bravo-motors", name: "Bravo" }] }));

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    const { db } = backend.database;
    await saveGroup(db, { slug: "test-group", name: "Test Group" });
    for (const site of [alpha, bravo]) await saveSiteConfig(db, site);
    await insertRegistryRows(db, [row("NSW", "AB12CD"), row("US:WA", "ABC1234", "Ford", "F-150"), row("WA", "ABC1234", "Mazda", "CX-5")]);
    const hilux = (id: number, overrides: Record<string, unknown>) => testCar({ id, make: "Toyota", model: "HiLux", year: 2022, km: 40_000, price: 50_000, state: "NSW", ...overrides });
    await upsertCars(db, [
      hilux(1, {}),
      hilux(2, { make: "TOYOTA", model: "hilux", price: 52_000 }),
      hilux(3, { year: 2020 }),
      hilux(4, { state: "QLD" }),
      hilux(5, { car_type: "new" }),
      hilux(6, { status: "sold" }),
      hilux(7, { price: 900 }),
    ]);
    await insertSoldVehicles(db, [
      { id: 1, dealershipId: 10, state: "NSW", make: "Toyota", model: "HiLux", year: 2023, km: 30_000, price: 48_000, soldAt: new Date(now.getTime() - 10 * 86_400_000) },
      { id: 2, dealershipId: 10, state: "NSW", make: "Toyota", model: "HiLux", year: 2022, km: 30_000, price: 47_000, soldAt: new Date(now.getTime() - 120 * 86_400_000) },
    ]);
  });

  afterAll(async () => {
    await backend?.dispose();
  });

  it("finds a plate in its state only, and the US's WA apart from Western Australia", async (context) => {
    if (!backend) return context.skip();
    const { db } = backend.database;
    expect(await findRegisteredVehicle(db, { rego: "AB12CD", state: "NSW", region: "AU" })).toEqual({ rego: "AB12CD", state: "NSW", make: "Toyota", model: "HiLux", year: 2022, variant: "SR5", body: "ute", fuel: "Diesel", transmission: "Automatic", vin_last_digits: "123456" });
    expect(await findRegisteredVehicle(db, { rego: "AB12CD", state: "VIC", region: "AU" })).toBeNull();
    expect((await findRegisteredVehicle(db, { rego: "ABC1234", state: "WA", region: "US" }))?.make).toBe("Ford");
    expect((await findRegisteredVehicle(db, { rego: "ABC1234", state: "WA", region: "AU" }))?.make).toBe("Mazda");
  });

  it("counts listed used cars of the make and model (any case) within a year, and sales of the last 90 days, in the states asked", async (context) => {
    if (!backend) return context.skip();
    const comparables = await listValuationComparables(backend.database.db, { make: "toyota", model: "HILUX", year: 2022, states: ["NSW"], now, soldWithinDays: 90, yearWindow: 1 });
    expect(comparables.map((entry) => [entry.source, entry.price, entry.year]).sort()).toEqual([
      ["listed", 50_000, 2022],
      ["listed", 52_000, 2022],
      ["sold", 48_000, 2023],
    ]);
    expect(await listValuationComparables(backend.database.db, { make: "Toyota", model: "HiLux", year: 2022, states: ["NSW", "QLD"], now, soldWithinDays: 90, yearWindow: 1 })).toHaveLength(4);
  });

  it("stores a valuation for its site, saves it to a shopper once, and lists it", async (context) => {
    if (!backend) return context.skip();
    const { db } = backend.database;
    const id = await createValuation(db, alpha, { rego: "AB12CD", state: "NSW", vehicle: { make: "Toyota", model: "HiLux", year: 2022 }, odometer: 40_000, answers: [{ id: 1, answer: "good" }], offer: { low: 35_500, high: 39_000, comparables: 5 }, reason: "Based on 5 similar cars", createdAt: now });
    expect((await findValuation(db, alpha, id))?.offer).toEqual({ low: 35_500, high: 39_000, comparables: 5 });
    expect(await findValuation(db, bravo, id)).toBeNull();
    expect(await findValuation(db, alpha, "not-a-uuid")).toBeNull();
    expect(await saveValuationForShopper(db, bravo, id, "shopper-1", now)).toBe(false);
    expect(await saveValuationForShopper(db, alpha, id, "shopper-1", now)).toBe(true);
    expect(await saveValuationForShopper(db, alpha, id, "shopper-2", now)).toBe(false);
    expect((await listShopperValuations(db, alpha, "shopper-1")).map((entry) => entry.id)).toEqual([id]);
    expect(await listShopperValuations(db, alpha, "shopper-2")).toEqual([]);
  });

  it("keeps a shopper's latest pre-approval per site", async (context) => {
    if (!backend) return context.skip();
    const { db } = backend.database;
    await createPreApproval(db, alpha, { shopperId: "shopper-1", borrowingPower: 50_000, deposit: 0, data: {}, leadId: null, createdAt: new Date(now.getTime() - 1000) });
    await createPreApproval(db, alpha, { shopperId: "shopper-1", borrowingPower: 80_000, deposit: 5_000, data: { amount: 40_000 }, leadId: null, createdAt: now });
    expect((await findLatestPreApproval(db, alpha, "shopper-1"))?.borrowingPower).toBe(80_000);
    expect(await findLatestPreApproval(db, bravo, "shopper-1")).toBeNull();
  });

  it("keeps a pre-approval made signed out for the shopper who signs in, once per lead, never for another shopper or site", async (context) => {
    if (!backend) return context.skip();
    const { db } = backend.database;
    const created = await createLead(db, alpha, { form: "finance", category: "Finance Enquiry", name: "Sam", email: "sam@example.com", payload: {}, createdAt: now });
    if (created.status !== "created") throw new Error(`lead not created: ${created.status}`);
    const leadId = created.leadId;
    const keep = (shopperId: string, site = alpha) => keepPreApprovalForShopper(db, site, { shopperId, leadId, borrowingPower: 61_000, deposit: 4_000, data: { amount: 30_000 }, createdAt: now });

    const first = await keep("shopper-3");
    expect(first.kind).toBe("kept");
    // The lead now shows among the shopper's enquiries.
    expect((await listShopperLeads(db, alpha, "shopper-3")).map((entry) => entry.id)).toEqual([leadId]);
    // Again (a second tab, a retry): the same row, not a second.
    expect(await keep("shopper-3")).toEqual({ kind: "already-kept", id: (first as { id: string }).id });
    // Another shopper of the same browser cannot take it, and the lead stays with the first.
    expect(await keep("shopper-4")).toEqual({ kind: "other-shopper" });
    expect(await listShopperLeads(db, alpha, "shopper-4")).toEqual([]);
    expect((await listShopperPreApprovals(db, alpha, "shopper-3")).map((entry) => [entry.borrowingPower, entry.deposit, entry.leadId])).toEqual([[61_000, 4_000, leadId]]);
    expect(await listShopperPreApprovals(db, alpha, "shopper-4")).toEqual([]);
    expect(await listShopperPreApprovals(db, bravo, "shopper-3")).toEqual([]);
  });
});
