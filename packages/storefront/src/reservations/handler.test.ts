// The reservation API (issue 17) end to end below HTTP: the handlers on a PGlite
// database, the real `stripe` SDK against the test gateway, and the gateway's signed
// webhooks delivered to the handler through a loopback server with the site's Host.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSiteBySlug, listLeads, listMessages, listReservations, saveGroup, saveSiteConfig, upsertCars, expireDueReservations } from "@forecourt/db";
import { pgliteBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { testCar, testSite } from "@forecourt/db/testing/fixtures";
import { reservationMessages, type SiteConfig } from "@forecourt/domain";
import { storefrontEnv } from "../env";
import { startPaymentsGateway, type PaymentsGateway } from "../integrations/payments/gateway/gateway";
import { openBackend } from "../leads/test-support";
import type { OutgoingMessage } from "../messages/outbox";
import { handleCancelReservation, handleCreateReservation, handleReservationWebhook, handleShowReservation, reservationToken, type ReservationDeps } from "./handler";
import { parseReservationArgs, runReservationCommand } from "./cli";
import { demoPaymentKeys, sitePayments } from "./runtime";
import { runReservationWorkerOnce } from "./worker";

const T0 = new Date("2026-12-01T00:00:00Z");

describe("the reservation API on the test gateway", () => {
  let backend: TestBackend;
  let gateway: PaymentsGateway;
  let receiver: ReturnType<typeof createServer>;
  let alpha: SiteConfig;
  let bravo: SiteConfig;
  let gated: SiteConfig;
  let clock = T0;
  const refreshed: number[] = [];
  const messages: OutgoingMessage[] = [];
  const webhookAnswers: Array<{ host: string | undefined; status: number; body: Record<string, unknown> }> = [];
  let deps: ReservationDeps;
  let nextCar = 500;
  const newCar = async (dealershipId = 10) => {
    const id = nextCar++;
    await upsertCars(backend.database.db, [testCar({ id, slug: `car-${id}`, dealership_id: dealershipId, dealership_slug: dealershipId === 10 ? "alpha" : "bravo", created_at: "2026-11-01T00:00:00.000Z" })]);
    return id;
  };
  const contact = { name: "Sam Lee", email: "sam@example.com", phone: "0412 345 678" };
  const create = (site: SiteConfig, carId: number, shopper: { id: string } | null = null) => handleCreateReservation({ site, bodyText: JSON.stringify({ car_id: carId, ...contact }), shopper, signInUrl: "/sign-in?type=checkout" }, deps);
  const pay = async (confirmUrl: string, paymentMethod: string) => {
    const response = await fetch(confirmUrl, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `payment_method=${paymentMethod}` });
    await gateway.settled();
    return response;
  };
  const reservedFlag = async (site: SiteConfig, carId: number) => (await import("@forecourt/db")).findListedCarById(backend.database.db, site, carId, clock).then((car) => car?.reserved === true);

  beforeAll(async () => {
    backend = (await openBackend(pgliteBackend))!;
    const { db } = backend.database;
    await saveGroup(db, { slug: "test-group", name: "Test Group" });
    const reservation = { enabled: true };
    await saveSiteConfig(db, testSite({ slug: "alpha", id: 1, dealership_id: 10, dealerships: [{ id: 10, slug: "alpha", name: "Alpha" }], features: { reservation } as never }));
    await saveSiteConfig(db, testSite({ slug: "bravo", id: 2, dealership_id: 20, dealerships: [{ id: 20, slug: "bravo", name: "Bravo" }], features: { reservation } as never }));
    await saveSiteConfig(db, testSite({ slug: "gated", id: 3, dealership_id: 10, dealerships: [{ id: 10, slug: "alpha", name: "Alpha" }], features: { reservation, signInGate: true } as never }));
    alpha = (await findSiteBySlug(db, "alpha"))!;
    bravo = (await findSiteBySlug(db, "bravo"))!;
    gated = (await findSiteBySlug(db, "gated"))!;
    gateway = await startPaymentsGateway();
    const env = storefrontEnv({ FORECOURT_STRIPE_API_URL: gateway.url });
    deps = {
      db,
      paymentsFor: (site) => sitePayments(db, site, env),
      refreshCars: async (ids) => void refreshed.push(...ids),
      sendMessage: async (_site, message) => void messages.push(message),
      tokenSecret: "test-reservation-token-secret-0123456789",
      now: () => clock,
    };
    const sites: Record<string, SiteConfig> = { alpha, bravo };
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const site = sites[(request.headers.host ?? "").split(".")[0]!]!;
        void handleReservationWebhook({ site, payload: Buffer.concat(chunks).toString("utf8"), signature: (request.headers["stripe-signature"] as string) ?? null }, deps).then((answer) => {
          webhookAnswers.push({ host: request.headers.host, ...answer });
          response.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
        });
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const { port } = receiver.address() as AddressInfo;
    for (const site of [alpha, bravo]) {
      const keys = demoPaymentKeys(site.slug);
      gateway.addWebhookEndpoint(keys.secretKey, { url: `http://${site.slug}.localhost:${port}/api/reservations/webhook`, secret: keys.webhookSecret });
    }
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    await new Promise((resolve) => receiver?.close(resolve));
    await backend?.dispose();
  });

  it("creates a pending reservation (201 as pinned), holds the car once pm_card_visa pays, and refuses a second reservation with 409", async () => {
    const carId = await newCar();
    const created = await create(alpha, carId);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      reservation_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      token: expect.any(String),
      status: "pending",
      amount: 200,
      currency: "AUD",
      expires_at: "2026-12-01T00:15:00.000Z",
      payment: { client_secret: expect.stringMatching(/^pi_\w+_secret_/), confirm_url: expect.stringContaining(`${gateway.url}/pay/pi_`) },
    });
    const id = created.body.reservation_id as string;
    expect(created.body.token).toBe(reservationToken(id, deps.tokenSecret));
    expect((await pay((created.body.payment as { confirm_url: string }).confirm_url, "pm_card_visa")).status).toBe(200);
    expect(webhookAnswers.at(-1)).toMatchObject({ host: expect.stringMatching(/^alpha\.localhost:/), status: 200, body: { status: "held" } });
    expect(await reservedFlag(alpha, carId)).toBe(true);
    expect(refreshed).toContain(carId);
    const shown = await handleShowReservation({ site: alpha, id, owner: { shopperId: null, token: created.body.token as string } }, deps);
    expect(shown).toMatchObject({ status: 200, body: { reservation_id: id, status: "held", amount: 200, currency: "AUD", expires_at: "2026-12-03T00:00:00.000Z" } });
    const again = await create(alpha, carId);
    expect(again).toEqual({ status: 409, body: { error: reservationMessages.alreadyReserved } });
    // The dealer's lead: category Reservation, the car and the amount.
    const [lead] = await listLeads(backend.database.db, alpha, { limit: 1 });
    expect(lead).toMatchObject({ category: "Reservation", form: "reservation" });
    // The receipt carries the signed link to the reservation's page, its token the 201's.
    const receipt = messages.find((message) => message.kind === "reservation-receipt" && message.body.includes(id));
    expect(receipt?.recipient).toBe("sam@example.com");
    expect(receipt?.body).toContain(`/reservations/${id}?token=${created.body.token as string}`);
  });

  it("gives one 201 and nineteen 409s to 20 simultaneous requests for one car", async () => {
    const carId = await newCar();
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(alpha, carId)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.body.error).toBe(reservationMessages.alreadyReserved);
  });

  it("leaves the car unreserved when pm_card_chargeDeclined is refused, with a clear message, and frees it for another shopper", async () => {
    const carId = await newCar();
    const created = await create(alpha, carId);
    const declined = await pay((created.body.payment as { confirm_url: string }).confirm_url, "pm_card_chargeDeclined");
    expect(declined.status).toBe(402);
    expect(webhookAnswers.at(-1)?.body).toMatchObject({ status: "declined" });
    const shown = await handleShowReservation({ site: alpha, id: created.body.reservation_id as string, owner: { shopperId: null, token: created.body.token as string } }, deps);
    expect(shown.body).toMatchObject({ status: "declined", status_label: "Payment declined" });
    expect(await reservedFlag(alpha, carId)).toBe(false);
    expect((await create(alpha, carId)).status).toBe(201);
  });

  it("cancels within the hold: refunded in full, the car freed; only its owner may", async () => {
    const carId = await newCar();
    const created = await create(alpha, carId, { id: "shopper-1" });
    const id = created.body.reservation_id as string;
    await pay((created.body.payment as { confirm_url: string }).confirm_url, "pm_card_visa");
    expect(await handleCancelReservation({ site: alpha, id, owner: { shopperId: "someone-else", token: "forged" } }, deps)).toEqual({ status: 404, body: { error: reservationMessages.notFound } });
    expect(await handleCancelReservation({ site: bravo, id, owner: { shopperId: "shopper-1", token: null } }, deps)).toMatchObject({ status: 404 });
    const cancelled = await handleCancelReservation({ site: alpha, id, owner: { shopperId: "shopper-1", token: null } }, deps);
    expect(cancelled).toMatchObject({ status: 200, body: { status: "cancelled", refund: "done" } });
    expect(await reservedFlag(alpha, carId)).toBe(false);
    expect(await handleCancelReservation({ site: alpha, id, owner: { shopperId: "shopper-1", token: null } }, deps)).toMatchObject({ status: 409, body: { error: reservationMessages.notCancellable } });
    expect((await create(alpha, carId)).status).toBe(201);
  });

  it("changes nothing when a webhook is replayed", async () => {
    const carId = await newCar();
    const created = await create(alpha, carId);
    await pay((created.body.payment as { confirm_url: string }).confirm_url, "pm_card_visa");
    const delivery = gateway.deliveries().at(-1)!;
    expect(delivery).toMatchObject({ type: "payment_intent.succeeded", status: 200 });
    const before = (await listReservations(backend.database.db, alpha)).find((row) => row.id === created.body.reservation_id)!;
    const refreshes = refreshed.length;
    // Replay: the gateway's own last event, with a fresh signature, as Stripe retries it.
    const { stripeSignatureHeader } = await import("../integrations/payments/gateway/gateway");
    const intent = await (await sitePayments(backend.database.db, alpha, storefrontEnv({ FORECOURT_STRIPE_API_URL: gateway.url })))!.retrievePayment(before.paymentIntentId!);
    const payload = JSON.stringify({ id: delivery.eventId, object: "event", type: "payment_intent.succeeded", data: { object: { id: intent.id, object: "payment_intent", status: "succeeded" } } });
    const replayed = await handleReservationWebhook({ site: alpha, payload, signature: stripeSignatureHeader(payload, demoPaymentKeys("alpha").webhookSecret, Math.floor(Date.now() / 1000)) }, deps);
    expect(replayed).toEqual({ status: 200, body: { received: true, reservation_id: before.id, status: "held" } });
    const after = (await listReservations(backend.database.db, alpha)).find((row) => row.id === created.body.reservation_id)!;
    expect(after).toEqual(before);
    expect(refreshed.length).toBe(refreshes);
    expect(await handleReservationWebhook({ site: alpha, payload, signature: "t=1,v1=forged" }, deps)).toMatchObject({ status: 400 });
  });

  it("refunds at once a payment that succeeds after its reservation expired", async () => {
    const carId = await newCar();
    clock = new Date("2026-12-05T00:00:00Z");
    const created = await create(alpha, carId);
    clock = new Date("2026-12-05T00:16:00Z");
    await expireDueReservations(backend.database.db, { now: clock });
    await pay((created.body.payment as { confirm_url: string }).confirm_url, "pm_card_visa");
    expect(webhookAnswers.map((answer) => answer.body)).toContainEqual({ received: true, reservation_id: created.body.reservation_id, status: "expired" });
    const row = (await listReservations(backend.database.db, alpha)).find((entry) => entry.id === created.body.reservation_id)!;
    expect(row).toMatchObject({ state: "expired", refundState: "done", refundId: expect.stringMatching(/^re_/) });
    expect(await reservedFlag(alpha, carId)).toBe(false);
    clock = T0;
  });

  it("refuses another site's car, bad input, a disabled site, a signed-out shopper on a gated site and a stranger", async () => {
    const bravoCar = await newCar(20);
    expect(await create(alpha, bravoCar)).toMatchObject({ status: 404, body: { error: reservationMessages.carNotFound } });
    const bad = await handleCreateReservation({ site: alpha, bodyText: JSON.stringify({ car_id: "x", name: "", email: "no", phone: "1", site_id: 2 }), shopper: null, signInUrl: "/sign-in" }, deps);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors as object).sort()).toEqual(["body"].concat(["car_id", "email", "name", "phone"]).sort());
    expect((await handleCreateReservation({ site: alpha, bodyText: "{", shopper: null, signInUrl: "/sign-in" }, deps)).status).toBe(400);
    const off = { ...alpha, features: { ...alpha.features, reservation: { ...alpha.features.reservation, enabled: false } } };
    expect(await create(off, await newCar())).toMatchObject({ status: 404, body: { error: reservationMessages.disabled } });
    expect(await create(gated, await newCar())).toEqual({ status: 401, body: { error: "Sign in to reserve this car", sign_in_url: "/sign-in?type=checkout" } });
    expect((await create(gated, await newCar(), { id: "shopper-2" })).status).toBe(201);
    const created = await create(alpha, await newCar());
    expect(await handleShowReservation({ site: alpha, id: created.body.reservation_id as string, owner: { shopperId: null, token: "wrong" } }, deps)).toMatchObject({ status: 404 });
    expect(await handleShowReservation({ site: bravo, id: created.body.reservation_id as string, owner: { shopperId: null, token: created.body.token as string } }, deps)).toMatchObject({ status: 404 });
    expect((await listMessages(backend.database.db, alpha)).length).toBe(0);
  });

  it("worker: expires an unpaid reservation after 15 minutes and a paid hold after 48 hours with a full refund; a converted one is never refunded", async () => {
    const unpaidCar = await newCar();
    const paidCar = await newCar();
    const soldCar = await newCar();
    clock = new Date("2027-01-01T00:00:00Z");
    // Whatever earlier tests left live is due by now.
    await runReservationWorkerOnce(deps);
    const unpaid = await create(alpha, unpaidCar);
    const paid = await create(alpha, paidCar);
    const sold = await create(alpha, soldCar);
    await pay((paid.body.payment as { confirm_url: string }).confirm_url, "pm_card_visa");
    await pay((sold.body.payment as { confirm_url: string }).confirm_url, "pm_card_visa");
    expect((await runReservationCommand({ kind: "convert", id: sold.body.reservation_id as string }, deps)).lines[0]).toContain("converted: the car is marked sold");

    clock = new Date("2027-01-01T00:14:59Z");
    expect(await runReservationWorkerOnce(deps)).toEqual({ expired: 0, refunded: 0, refundsDue: 0 });
    clock = new Date("2027-01-01T00:15:00Z");
    expect(await runReservationWorkerOnce(deps)).toEqual({ expired: 1, refunded: 0, refundsDue: 0 });
    expect(await reservedFlag(alpha, paidCar)).toBe(true);
    clock = new Date("2027-01-03T00:00:00Z");
    const refreshes = refreshed.length;
    expect(await runReservationWorkerOnce(deps)).toEqual({ expired: 1, refunded: 1, refundsDue: 1 });
    expect(refreshed.slice(refreshes)).toEqual([paidCar]);
    const rows = await listReservations(backend.database.db, alpha);
    expect(rows.find((row) => row.id === unpaid.body.reservation_id)).toMatchObject({ state: "expired", refundState: null });
    expect(rows.find((row) => row.id === paid.body.reservation_id)).toMatchObject({ state: "expired", refundState: "done", refundId: expect.stringMatching(/^re_/) });
    expect(rows.find((row) => row.id === sold.body.reservation_id)).toMatchObject({ state: "converted", refundState: null });
    expect(await reservedFlag(alpha, paidCar)).toBe(false);
    clock = T0;
  });

  it("dealer commands: list a site's reservations, release one with a refund", async () => {
    const carId = await newCar();
    const created = await create(alpha, carId);
    await pay((created.body.payment as { confirm_url: string }).confirm_url, "pm_card_visa");
    const listed = await runReservationCommand(parseReservationArgs(["list", "--site", "alpha"]), deps);
    expect(listed.exitCode).toBe(0);
    expect(listed.lines.find((line) => line.startsWith(created.body.reservation_id as string))).toMatch(/held\s+\$200 AUD .* car \d+ 2024 Toyota Corolla \(\/cars\/car-\d+\) {2}Sam Lee <sam@example.com>/);
    expect(JSON.parse((await runReservationCommand({ kind: "list", site: "alpha", json: true }, deps)).lines[0]!)).toBeInstanceOf(Array);
    const released = await runReservationCommand(parseReservationArgs(["release", created.body.reservation_id as string]), deps);
    expect(released).toEqual({ lines: [`Reservation ${created.body.reservation_id} released: the car is free again; refund done`], exitCode: 0 });
    expect(await reservedFlag(alpha, carId)).toBe(false);
    expect((await runReservationCommand({ kind: "release", id: created.body.reservation_id as string }, deps)).exitCode).toBe(1);
    expect((await runReservationCommand({ kind: "convert", id: "00000000-0000-0000-0000-000000000000" }, deps)).lines).toEqual(["No reservation 00000000-0000-0000-0000-000000000000"]);
    expect((await runReservationCommand({ kind: "list", site: "nowhere", json: false }, deps)).exitCode).toBe(1);
    expect(() => parseReservationArgs(["list"])).toThrow(/usage/);
  });
});
