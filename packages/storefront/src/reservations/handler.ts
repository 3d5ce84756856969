// The reservation API's core (issue 17), on plain inputs so tests need no HTTP:
//   POST /api/reservations            create: 201 { reservation_id, token, status, amount, currency, expires_at, payment }
//   GET  /api/reservations/{id}       its owner (the session, or ?token=)
//   POST /api/reservations/{id}/cancel  its owner; within the hold, refunded in full (spec 9)
//   POST /api/reservations/webhook    the processor's signed events
// The site always comes from the host (the caller passes it); a reservation of
// another site is never found. A car is reserved when its payment succeeds (the
// webhook, or a read that finds the processor already paid), and from then its
// search record and pages say so (the db's reserved flag, a refresh of its pages).
import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import {
  applyReservationEvent,
  attachReservationPayment,
  completeRefund,
  createLead,
  createReservation,
  type Db,
  failRefund,
  findLeadCar,
  findListedCarById,
  findReservation,
  findReservationByPaymentIntent,
  recordEvent,
  type StoredReservation,
} from "@forecourt/db";
import {
  formatPrice,
  isReservable,
  leadEventId,
  pendingExpiresAt,
  regionSettings,
  reservationCurrency,
  reservationHoldHours,
  reservationMessages,
  reservationPrice,
  reservationRequestSchema,
  reservationStateLabels,
  type ReservationEvent,
  type SiteConfig,
  toMinorUnits,
} from "@forecourt/domain";
import type { OutgoingMessage } from "../messages/outbox";
import { siteOrigin } from "../vehicle/site-origin";
import { type PaymentsProcessor, WebhookSignatureError } from "../integrations/payments/stripe";

export interface ReservationDeps {
  db: Db;
  /** The site's payments processor (its own Stripe keys, or the test gateway outside production); null when it has none. */
  paymentsFor(site: SiteConfig): Promise<PaymentsProcessor | null>;
  /** Refreshes the car's pages on every app (issue 15's refresh call); failures are logged, never the shopper's problem. */
  refreshCars(carIds: readonly number[]): Promise<void>;
  /** Queues a message to the shopper through the outbox (the receipt). */
  sendMessage(site: SiteConfig, message: OutgoingMessage): Promise<unknown>;
  /** Signs reservation tokens (the 201's `token`, the receipt's link). */
  tokenSecret: string;
  log?: (line: string) => void;
  now?: () => Date;
}

export interface ReservationAnswer {
  status: number;
  body: Record<string, unknown>;
}

const answer = (status: number, body: Record<string, unknown>): ReservationAnswer => ({ status, body });

/** The owner's token: an HMAC of the reservation id, so the receipt can carry it later; only its hash is stored. */
export function reservationToken(id: string, secret: string): string {
  return createHmac("sha256", secret).update(`reservation:${id}`).digest("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function tokenMatches(reservation: StoredReservation, token: string | null): boolean {
  if (!token) return false;
  const given = Buffer.from(tokenHash(token), "hex");
  const stored = Buffer.from(reservation.tokenHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export interface Owner {
  shopperId: string | null;
  token: string | null;
}

function isOwner(reservation: StoredReservation, owner: Owner): boolean {
  return (owner.shopperId !== null && reservation.shopperId === owner.shopperId) || tokenMatches(reservation, owner.token);
}

/** What GET answers, and what the pages show. */
export function reservationView(reservation: StoredReservation, site: Pick<SiteConfig, "region">) {
  return {
    reservation_id: reservation.id,
    status: reservation.state,
    status_label: reservationStateLabels[reservation.state],
    car_id: reservation.carId,
    amount: reservation.amount / 100,
    currency: regionSettings(site.region).currency,
    expires_at: reservation.expiresAt.toISOString(),
    paid_at: reservation.paidAt?.toISOString() ?? null,
    refund: reservation.refundState,
  };
}

function fieldErrorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "body";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export interface CreateInput {
  site: SiteConfig;
  bodyText: string;
  /** The signed-in shopper, looked up from the session by the caller. */
  shopper: { id: string } | null;
  /** Where the gate sends a signed-out shopper (sites with signInGate). */
  signInUrl: string;
}

/** POST /api/reservations */
export async function handleCreateReservation(input: CreateInput, deps: ReservationDeps): Promise<ReservationAnswer> {
  const { site } = input;
  const now = (deps.now ?? (() => new Date()))();
  if (!site.features.reservation.enabled) return answer(404, { error: reservationMessages.disabled });
  let body: unknown;
  try {
    body = JSON.parse(input.bodyText);
  } catch {
    return answer(400, { error: "The request body must be JSON: { car_id, name, email, phone }" });
  }
  const parsed = reservationRequestSchema(site.region).safeParse(body);
  if (!parsed.success) return answer(400, { error: "Please fix the following errors:", fieldErrors: fieldErrorsOf(parsed.error.issues) });
  // spec 2.1, 6: checkout is gated for signed-out shoppers on sites with the gate.
  if (site.features.signInGate && !input.shopper) return answer(401, { error: "Sign in to reserve this car", sign_in_url: input.signInUrl });
  const request = parsed.data;
  const car = await findListedCarById(deps.db, site, request.car_id, now);
  if (!car) return answer(404, { error: reservationMessages.carNotFound, fieldErrors: { car_id: [reservationMessages.carNotFound] } });
  if (car.reserved === true) return answer(409, { error: reservationMessages.alreadyReserved });
  if (!isReservable(car, site.features.reservation)) return answer(409, { error: reservationMessages.notReservable });
  const payments = await deps.paymentsFor(site);
  if (!payments) return answer(503, { error: reservationMessages.paymentUnavailable });

  const price = reservationPrice(car, site.features.reservation.price);
  const id = randomUUID();
  const token = reservationToken(id, deps.tokenSecret);
  const created = await createReservation(deps.db, site, {
    id,
    carId: car.id,
    shopperId: input.shopper?.id ?? null,
    name: request.name,
    email: request.email,
    phone: request.phone,
    amount: toMinorUnits(price),
    currency: reservationCurrency(site.region),
    holdHours: reservationHoldHours(site.features.reservation),
    expiresAt: pendingExpiresAt(now),
    tokenHash: tokenHash(token),
    now,
  });
  if (created.kind === "taken") return answer(409, { error: reservationMessages.alreadyReserved });
  const reservation = created.reservation;
  let payment;
  try {
    payment = await payments.createPayment({
      amount: reservation.amount,
      currency: reservation.currency,
      description: `Reservation of ${[car.year, car.make, car.model].filter(Boolean).join(" ")} (${car.stocknum ?? car.id}) at ${site.name}`,
      receiptEmail: request.email,
      metadata: { reservation_id: id, site: site.slug, car_id: String(car.id) },
      idempotencyKey: `reservation-${id}`,
    });
  } catch (error) {
    // The car must not stay blocked by a reservation no one can pay.
    deps.log?.(`[reservations] ${site.slug}: could not create the payment of ${id}: ${(error as Error).message}`);
    await applyReservationEvent(deps.db, site, id, { kind: "release" }, now);
    return answer(503, { error: reservationMessages.paymentUnavailable });
  }
  await attachReservationPayment(deps.db, site, id, { paymentIntentId: payment.id });
  return answer(201, {
    reservation_id: id,
    token,
    status: "pending",
    amount: price,
    currency: regionSettings(site.region).currency,
    expires_at: reservation.expiresAt.toISOString(),
    // The test gateway's card page, or the key for Stripe's Payment Element in the browser.
    payment: { client_secret: payment.clientSecret, ...(payment.confirmUrl ? { confirm_url: payment.confirmUrl } : {}), ...(payments.publishableKey ? { publishable_key: payments.publishableKey } : {}) },
  });
}

/** Refunds what a reservation owes the shopper now; left "due" for the worker when the processor fails. */
export async function refundIfDue(deps: ReservationDeps, site: SiteConfig, reservation: StoredReservation, payments: PaymentsProcessor | null): Promise<"done" | "due" | null> {
  if (reservation.refundState !== "due") return reservation.refundState;
  const now = (deps.now ?? (() => new Date()))();
  if (!payments || !reservation.paymentIntentId) {
    await failRefund(deps.db, { id: reservation.id, error: payments ? "no payment to refund" : "no payments processor", nextAttemptAt: new Date(now.getTime() + 5 * 60_000) });
    return "due";
  }
  try {
    const { refundId } = await payments.refundPayment({ paymentId: reservation.paymentIntentId, idempotencyKey: `refund-${reservation.id}` });
    await completeRefund(deps.db, { id: reservation.id, refundId, at: now });
    return "done";
  } catch (error) {
    deps.log?.(`[reservations] ${site.slug}: refund of ${reservation.id} failed, the worker retries: ${(error as Error).message}`);
    await failRefund(deps.db, { id: reservation.id, error: (error as Error).message, nextAttemptAt: new Date(now.getTime() + 60_000) });
    return "due";
  }
}

async function refreshQuietly(deps: ReservationDeps, carId: number): Promise<void> {
  try {
    await deps.refreshCars([carId]);
  } catch (error) {
    deps.log?.(`[reservations] refreshing car ${carId} failed (pages catch up within the hour): ${(error as Error).message}`);
  }
}

/**
 * Applies a processor event and everything it sets off: a refund owed, the car's
 * pages refreshed, and on a new hold the dealer's lead, the analytics event and
 * the shopper's receipt. Safe to run again for the same event.
 */
async function applyEvent(deps: ReservationDeps, site: SiteConfig, reservation: StoredReservation, event: ReservationEvent, payments: PaymentsProcessor | null): Promise<StoredReservation> {
  const now = (deps.now ?? (() => new Date()))();
  const applied = await applyReservationEvent(deps.db, site, reservation.id, event, now);
  if (!applied) return reservation;
  let after = applied.after;
  if (after.refundState === "due") after = { ...after, refundState: (await refundIfDue(deps, site, after, payments)) ?? after.refundState };
  if (applied.carChanged) await refreshQuietly(deps, after.carId);
  if (after.state === "held" && after.leadId === null) await announceHold(deps, site, after, now);
  return after;
}

/** The dealer's lead (category Reservation, with the car and the amount), the analytics event and the shopper's receipt. */
async function announceHold(deps: ReservationDeps, site: SiteConfig, reservation: StoredReservation, now: Date): Promise<void> {
  const car = await findLeadCar(deps.db, site, reservation.carId);
  const amount = formatPrice(reservation.amount / 100);
  const title = car ? `${car.make} ${car.model}` : `car ${reservation.carId}`;
  const lead = await createLead(deps.db, site, {
    form: "reservation",
    category: "Reservation",
    name: reservation.name,
    email: reservation.email,
    phone: reservation.phone,
    message: `Reserved online with a ${amount} deposit, held until ${reservation.expiresAt.toISOString()}.`,
    car,
    dealershipSlug: car?.dealershipSlug ?? null,
    payload: { reservation_id: reservation.id, amount: reservation.amount / 100, currency: reservation.currency.toUpperCase(), expires_at: reservation.expiresAt.toISOString() },
    shopperId: reservation.shopperId,
    createdAt: now,
  });
  if (lead.status !== "conflict") await attachReservationPayment(deps.db, site, reservation.id, { leadId: lead.leadId });
  // spec 7 has no reservation event id: it is counted with the enquiries of its car type.
  await recordEvent(deps.db, site, { eventId: leadEventId({ kind: "enquiry", carType: car?.carType, tag: car?.tag }), name: "reservation_held", payload: { reservation_id: reservation.id, car_id: reservation.carId, amount: reservation.amount / 100 }, at: now });
  try {
    await deps.sendMessage(site, {
      channel: "email",
      kind: "reservation-receipt",
      recipient: reservation.email,
      subject: `Your reservation of the ${title} at ${site.name}`,
      body: [
        `Hi ${reservation.name},`,
        ``,
        `Thank you: your ${amount} deposit has reserved the ${title} at ${site.name} until ${reservation.expiresAt.toUTCString()}.`,
        `It is 100% refundable if you cancel before then. Your reservation reference is ${reservation.id}.`,
        ``,
        // The signed link: its token makes the reader the reservation's owner (GET and cancel).
        `See your reservation, or cancel it: ${siteOrigin(site)}/reservations/${reservation.id}?token=${reservationToken(reservation.id, deps.tokenSecret)}`,
      ].join("\n"),
    });
  } catch (error) {
    deps.log?.(`[reservations] ${site.slug}: the receipt of ${reservation.id} could not be queued: ${(error as Error).message}`);
  }
}

/** GET /api/reservations/{id}: its owner only; a pending one is checked with the processor, so a lost webhook never leaves it stuck. */
export async function handleShowReservation(input: { site: SiteConfig; id: string; owner: Owner }, deps: ReservationDeps): Promise<ReservationAnswer> {
  let reservation = await findReservation(deps.db, input.site, input.id);
  if (!reservation || !isOwner(reservation, input.owner)) return answer(404, { error: reservationMessages.notFound });
  if (reservation.state === "pending" && reservation.paymentIntentId) {
    const payments = await deps.paymentsFor(input.site);
    try {
      const payment = payments ? await payments.retrievePayment(reservation.paymentIntentId) : null;
      if (payment?.status === "succeeded") reservation = await applyEvent(deps, input.site, reservation, { kind: "payment-succeeded", now: (deps.now ?? (() => new Date()))() }, payments);
      else if (payment?.lastError) return answer(200, { ...reservationView(reservation, input.site), payment_error: reservationMessages.declined });
    } catch (error) {
      deps.log?.(`[reservations] ${input.site.slug}: could not check the payment of ${reservation.id}: ${(error as Error).message}`);
    }
  }
  return answer(200, reservationView(reservation, input.site));
}

/** POST /api/reservations/{id}/cancel: its owner, while it is live and within the hold (spec 9: 100% refundable). */
export async function handleCancelReservation(input: { site: SiteConfig; id: string; owner: Owner }, deps: ReservationDeps): Promise<ReservationAnswer> {
  const reservation = await findReservation(deps.db, input.site, input.id);
  if (!reservation || !isOwner(reservation, input.owner)) return answer(404, { error: reservationMessages.notFound });
  const now = (deps.now ?? (() => new Date()))();
  const payments = await deps.paymentsFor(input.site);
  const before = reservation.state;
  const after = await applyEvent(deps, input.site, reservation, { kind: "cancel", now }, payments);
  if (after.state !== "cancelled" || before === "cancelled") return answer(409, { error: reservationMessages.notCancellable, status: after.state });
  if (before === "pending" && reservation.paymentIntentId && payments) {
    // Nothing was taken yet: stop the payment so it cannot succeed later (if it does, it is refunded).
    await payments.cancelPayment(reservation.paymentIntentId).catch((error: unknown) => deps.log?.(`[reservations] cancelling payment ${reservation.paymentIntentId} failed: ${(error as Error).message}`));
  }
  return answer(200, reservationView(after, input.site));
}

/** POST /api/reservations/webhook: the processor's events, verified with the site's webhook secret; idempotent and order-independent. */
export async function handleReservationWebhook(input: { site: SiteConfig; payload: string; signature: string | null }, deps: ReservationDeps): Promise<ReservationAnswer> {
  const payments = await deps.paymentsFor(input.site);
  if (!payments) return answer(404, { error: reservationMessages.paymentUnavailable });
  let event;
  try {
    event = payments.verifyWebhook(input.payload, input.signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return answer(400, { error: `Webhook signature refused: ${error.message.split("\n")[0]}` });
    throw error;
  }
  if (event.kind === "ignored") return answer(200, { received: true, ignored: event.type });
  const reservation = await findReservationByPaymentIntent(deps.db, input.site, event.paymentId);
  if (!reservation) return answer(200, { received: true, ignored: "no reservation of this site" });
  const now = (deps.now ?? (() => new Date()))();
  const after = await applyEvent(deps, input.site, reservation, event.kind === "payment-succeeded" ? { kind: "payment-succeeded", now } : { kind: "payment-failed" }, payments);
  return answer(200, { received: true, reservation_id: after.id, status: after.state });
}
