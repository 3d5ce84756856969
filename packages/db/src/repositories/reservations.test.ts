// Reservations (issue 17) on both backends: one live reservation per car under
// 100 concurrent attempts, payment events (idempotent, order-independent), the
// car's reserved flag and the cars data version, the expiry and refund passes with
// a controlled clock (two workers side by side), per-site scoping, and secrets.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pendingExpiresAt } from "@forecourt/domain";
import { carsVersion, findListedCarById, upsertCars } from "./cars";
import {
  applyReservationEvent,
  attachReservationPayment,
  claimDueRefunds,
  completeRefund,
  createReservation,
  expireDueReservations,
  failRefund,
  findReservation,
  findReservationByPaymentIntent,
  findReservationSite,
  listReservations,
  type NewReservation,
} from "./reservations";
import { deleteSiteSecret, saveSiteSecret, siteSecretsOf } from "./site-secrets";
import { findSiteBySlug, saveGroup, saveSiteConfig } from "./sites";
import { pgliteBackend, postgresBackend, type TestBackend } from "../testing/backends";
import { testCar, testSite } from "../testing/fixtures";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

const T0 = new Date("2026-12-01T00:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 3_600_000;

describe.each(backends)("reservations on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  const alpha = { id: 1 };
  const bravo = { id: 2 };
  let nextCar = 9000;
  /** Each test reserves cars of its own. */
  const newCar = async (dealershipId = 10) => {
    const id = nextCar++;
    await upsertCars(backend!.database.db, [testCar({ id, slug: `reserve-${id}`, dealership_id: dealershipId, dealership_slug: dealershipId === 10 ? "alpha" : "bravo" })]);
    return id;
  };
  const request = (carId: number, now: Date, overrides: Partial<NewReservation> = {}): NewReservation => ({
    id: randomUUID(),
    carId,
    name: "Sam Lee",
    email: "sam@example.com",
    phone: "0412 345 678",
    amount: 20000,
    currency: "aud",
    holdHours: 48,
    expiresAt: pendingExpiresAt(now),
    tokenHash: "hash",
    now,
    ...overrides,
  });
  const reserved = async (carId: number) => {
    const site = await findSiteBySlug(backend!.database.db, "alpha");
    const car = await findListedCarById(backend!.database.db, site!, carId, T0);
    return car?.reserved;
  };

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    const { db } = backend.database;
    await saveGroup(db, { slug: "test-group", name: "Test Group" });
    await saveSiteConfig(db, testSite({ slug: "alpha", id: 1, dealership_id: 10, dealerships: [{ id: 10, slug: "alpha", name: "Alpha" }] }));
    await saveSiteConfig(db, testSite({ slug: "bravo", id: 2, dealership_id: 20, dealerships: [{ id: 20, slug: "bravo", name: "Bravo" }] }));
  }, 60_000);
  afterAll(async () => {
    await backend?.dispose();
  });

  it("makes exactly one reservation of 100 concurrent attempts on one car", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const carId = await newCar();
    const results = await Promise.all(Array.from({ length: 100 }, () => createReservation(db, alpha, request(carId, T0))));
    expect(results.filter((result) => result.kind === "created")).toHaveLength(1);
    expect(results.filter((result) => result.kind === "taken")).toHaveLength(99);
    expect(await listReservations(db, alpha)).toEqual(expect.arrayContaining([expect.objectContaining({ carId, state: "pending" })]));
  }, 60_000);

  it("holds the car when paid: reserved flag, hold's end, data version; a replay changes nothing", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const carId = await newCar();
    const created = await createReservation(db, alpha, request(carId, T0));
    if (created.kind !== "created") throw new Error("not created");
    const { id } = created.reservation;
    await attachReservationPayment(db, alpha, id, { paymentIntentId: `pi_${id}`, leadId: "lead-1" });
    expect((await findReservationByPaymentIntent(db, alpha, `pi_${id}`))?.id).toBe(id);
    expect(await findReservationByPaymentIntent(db, bravo, `pi_${id}`)).toBeNull();
    const version = await carsVersion(db);
    expect(await reserved(carId)).toBeFalsy();

    const paid = await applyReservationEvent(db, alpha, id, { kind: "payment-succeeded", now: at(MINUTE) }, at(MINUTE));
    expect(paid).toMatchObject({ outcome: { kind: "moved", state: "held" }, carChanged: true, after: { state: "held", paidAt: at(MINUTE), expiresAt: at(MINUTE + 48 * HOUR), leadId: "lead-1" } });
    expect(await reserved(carId)).toBe(true);
    expect(await carsVersion(db)).toBe(version + 1);

    const replay = await applyReservationEvent(db, alpha, id, { kind: "payment-succeeded", now: at(2 * MINUTE) }, at(2 * MINUTE));
    expect(replay).toMatchObject({ outcome: { kind: "unchanged" }, carChanged: false, after: { state: "held", paidAt: at(MINUTE), refundState: null } });
    expect(await carsVersion(db)).toBe(version + 1);
    // A second shopper is refused while the hold lasts.
    expect(await createReservation(db, alpha, request(carId, at(3 * MINUTE)))).toEqual({ kind: "taken" });
  });

  it("frees the car when the card is declined, and refunds a payment that lands after that", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const carId = await newCar();
    const created = await createReservation(db, alpha, request(carId, T0));
    if (created.kind !== "created") throw new Error("not created");
    const { id } = created.reservation;
    expect(await applyReservationEvent(db, alpha, id, { kind: "payment-failed" }, at(MINUTE))).toMatchObject({ after: { state: "declined" }, carChanged: false });
    expect((await createReservation(db, alpha, request(carId, at(2 * MINUTE)))).kind).toBe("created");
    const late = await applyReservationEvent(db, alpha, id, { kind: "payment-succeeded", now: at(3 * MINUTE) }, at(3 * MINUTE));
    expect(late).toMatchObject({ outcome: { kind: "unchanged", refund: true }, after: { state: "declined", refundState: "due", paidAt: at(3 * MINUTE) } });
    const again = await applyReservationEvent(db, alpha, id, { kind: "payment-succeeded", now: at(4 * MINUTE) }, at(4 * MINUTE));
    expect(again?.outcome.refund).toBe(false);
  });

  it("cancels within the hold with a refund due and the car freed; converts a held one to a sale", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const carId = await newCar();
    const created = await createReservation(db, alpha, request(carId, T0));
    if (created.kind !== "created") throw new Error("not created");
    await applyReservationEvent(db, alpha, created.reservation.id, { kind: "payment-succeeded", now: T0 }, T0);
    const cancelled = await applyReservationEvent(db, alpha, created.reservation.id, { kind: "cancel", now: at(HOUR) }, at(HOUR));
    expect(cancelled).toMatchObject({ after: { state: "cancelled", refundState: "due" }, carChanged: true });
    expect(await reserved(carId)).toBe(false);

    const second = await createReservation(db, alpha, request(carId, at(2 * HOUR)));
    if (second.kind !== "created") throw new Error("not created");
    await applyReservationEvent(db, alpha, second.reservation.id, { kind: "payment-succeeded", now: at(2 * HOUR) }, at(2 * HOUR));
    const converted = await applyReservationEvent(db, alpha, second.reservation.id, { kind: "convert" }, at(3 * HOUR));
    expect(converted).toMatchObject({ after: { state: "converted", refundState: null }, carChanged: true });
    const site = await findSiteBySlug(db, "alpha");
    expect(await findListedCarById(db, site!, carId, at(3 * HOUR))).toMatchObject({ status: "sold", reserved: false });
    expect((await findReservationSite(db, second.reservation.id))?.siteSlug).toBe("alpha");
  });

  it("expires unpaid reservations after 15 minutes and paid holds at their end, refunding the paid ones; two workers never share a row", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const unpaidCar = await newCar();
    const paidCar = await newCar();
    const era = at(30 * 24 * HOUR);
    const later = (ms: number) => new Date(era.getTime() + ms);
    // Earlier tests' reservations are all due by this era: expire them first.
    await expireDueReservations(db, { now: era, limit: 1000 });
    const unpaid = await createReservation(db, alpha, request(unpaidCar, era));
    const paid = await createReservation(db, alpha, request(paidCar, era));
    if (unpaid.kind !== "created" || paid.kind !== "created") throw new Error("not created");
    await applyReservationEvent(db, alpha, paid.reservation.id, { kind: "payment-succeeded", now: era }, era);

    expect(await expireDueReservations(db, { now: later(15 * MINUTE - 1) })).toHaveLength(0);
    const [first, second] = await Promise.all([expireDueReservations(db, { now: later(15 * MINUTE) }), expireDueReservations(db, { now: later(15 * MINUTE) })]);
    expect([...first!, ...second!].map((row) => row.id)).toEqual([unpaid.reservation.id]);
    expect((await findReservation(db, alpha, unpaid.reservation.id))?.refundState).toBeNull();

    expect(await expireDueReservations(db, { now: later(48 * HOUR - 1) })).toHaveLength(0);
    expect(await reserved(paidCar)).toBe(true);
    const expired = await expireDueReservations(db, { now: later(48 * HOUR) });
    expect(expired).toMatchObject([{ id: paid.reservation.id, state: "expired", refundState: "due" }]);
    expect(await reserved(paidCar)).toBe(false);

    // Refunds: claimed once under a lease, retried after a failure, done once.
    const claims = await Promise.all([claimDueRefunds(db, { now: later(48 * HOUR) }), claimDueRefunds(db, { now: later(48 * HOUR) })]);
    const claimed = claims.flat().filter((row) => row.id === paid.reservation.id);
    expect(claimed).toHaveLength(1);
    expect((await claimDueRefunds(db, { now: later(48 * HOUR + MINUTE) })).some((row) => row.id === paid.reservation.id)).toBe(false);
    await failRefund(db, { id: paid.reservation.id, error: "processor down", nextAttemptAt: later(49 * HOUR) });
    const retried = await claimDueRefunds(db, { now: later(49 * HOUR) });
    expect(retried.find((row) => row.id === paid.reservation.id)).toMatchObject({ refundAttempts: 2, refundError: "processor down" });
    await completeRefund(db, { id: paid.reservation.id, refundId: "re_1", at: later(49 * HOUR) });
    expect(await findReservation(db, alpha, paid.reservation.id)).toMatchObject({ refundState: "done", refundId: "re_1", refundError: null });
    expect((await claimDueRefunds(db, { now: later(60 * HOUR) })).some((row) => row.id === paid.reservation.id)).toBe(false);
  });

  it("lets a new shopper reserve a car whose unpaid reservation lapsed before any worker ran", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const carId = await newCar();
    const era = at(60 * 24 * HOUR);
    const first = await createReservation(db, alpha, request(carId, era));
    expect((await createReservation(db, alpha, request(carId, new Date(era.getTime() + 14 * MINUTE)))).kind).toBe("taken");
    const second = await createReservation(db, alpha, request(carId, new Date(era.getTime() + 15 * MINUTE)));
    expect(second.kind).toBe("created");
    if (first.kind !== "created") throw new Error("not created");
    expect((await findReservation(db, alpha, first.reservation.id))?.state).toBe("expired");
  });

  it("never shows or changes one site's reservation from another", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const carId = await newCar();
    const created = await createReservation(db, alpha, request(carId, T0, { shopperId: "shopper-1" }));
    if (created.kind !== "created") throw new Error("not created");
    const { id } = created.reservation;
    expect(await findReservation(db, bravo, id)).toBeNull();
    expect(await findReservation(db, alpha, "not-a-uuid")).toBeNull();
    expect(await applyReservationEvent(db, bravo, id, { kind: "cancel", now: T0 }, T0)).toBeNull();
    expect(await applyReservationEvent(db, bravo, "nope", { kind: "cancel", now: T0 }, T0)).toBeNull();
    expect((await listReservations(db, bravo)).some((row) => row.id === id)).toBe(false);
    const mine = await listReservations(db, alpha, { shopperId: "shopper-1", liveOnly: true });
    expect(mine).toMatchObject([{ id, carSlug: `reserve-${carId}`, carTitle: "2024 Toyota Corolla" }]);
    expect(await findReservationSite(db, "nope")).toBeNull();
  });

  it("keeps sealed secrets per site", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await saveSiteSecret(db, alpha, "stripe.secret_key", "sealed-1");
    await saveSiteSecret(db, alpha, "stripe.secret_key", "sealed-2");
    await saveSiteSecret(db, alpha, "stripe.webhook_secret", "sealed-3");
    expect([...(await siteSecretsOf(db, alpha))]).toEqual(expect.arrayContaining([["stripe.secret_key", "sealed-2"], ["stripe.webhook_secret", "sealed-3"]]));
    expect([...(await siteSecretsOf(db, alpha, ["stripe.webhook_secret"]))]).toEqual([["stripe.webhook_secret", "sealed-3"]]);
    expect((await siteSecretsOf(db, bravo)).size).toBe(0);
    await expect(saveSiteSecret(db, alpha, "Bad Name", "x")).rejects.toThrow(/secret name/);
    await deleteSiteSecret(db, alpha, "stripe.webhook_secret");
    expect((await siteSecretsOf(db, alpha)).has("stripe.webhook_secret")).toBe(false);
  });
});
