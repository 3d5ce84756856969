// Reserving a car with a card deposit (spec 1, 2.5, 9; issue 17): the states a
// reservation goes through, how long each lasts, when its deposit is refunded,
// and what POST /api/reservations accepts. Pure rules: time comes in as `now`.
import { z } from "zod";
import { reservationDefaults } from "./actions";
import { leadContactShape } from "./lead-form-schemas";
import { leadFieldMessages } from "./lead-forms";
import { regionSettings, type Region } from "./locale";

/**
 * pending: waiting for the card payment (holds the car for 15 minutes at most);
 * held: paid, the car is reserved until `holdExpiresAt` (spec 9: 48 hours);
 * converted: the dealer sold the car to the shopper (the deposit is kept);
 * cancelled: by the shopper; released: by the dealer; expired: the payment or
 * the hold ran out; declined: the card was refused. Only pending and held are live.
 */
export const reservationStates = ["pending", "held", "converted", "cancelled", "released", "expired", "declined"] as const;
export type ReservationState = (typeof reservationStates)[number];

/** The states in which a reservation keeps its car from anyone else (the database's one-live-per-car index lists the same). */
export const liveReservationStates = ["pending", "held"] as const satisfies readonly ReservationState[];

/** issue 17: a pending reservation whose payment does not complete in 15 minutes frees the car. */
export const reservationPendingMinutes = 15;

export function isReservationLive(state: ReservationState): boolean {
  return (liveReservationStates as readonly ReservationState[]).includes(state);
}

/** spec 9: held for 48 hours unless the site sets its own hold. */
export function reservationHoldHours(settings: { holdHours?: number | null } | null | undefined): number {
  const hours = settings?.holdHours;
  return typeof hours === "number" && Number.isInteger(hours) && hours > 0 ? hours : reservationDefaults.holdHours;
}

/** When a new reservation stops waiting for its payment. */
export function pendingExpiresAt(now: Date): Date {
  return new Date(now.getTime() + reservationPendingMinutes * 60_000);
}

/** When a reservation paid at `paidAt` stops holding its car. */
export function holdExpiresAt(paidAt: Date, holdHours: number = reservationDefaults.holdHours): Date {
  return new Date(paidAt.getTime() + holdHours * 3_600_000);
}

/** Whole dollars (or cents) to the card processor's minor units: $200 -> 20000. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** The processor's three-letter currency code for the site's region, lower case as Stripe writes it. */
export function reservationCurrency(region: Region): string {
  return regionSettings(region).currency.toLowerCase();
}

export type ReservationEvent =
  /** The processor reports the payment succeeded. */
  | { kind: "payment-succeeded"; now: Date }
  /** The processor reports the card was refused. */
  | { kind: "payment-failed" }
  /** The shopper cancels (spec 9: 100% refundable within the hold). */
  | { kind: "cancel"; now: Date }
  /** The dealer releases the car (`pnpm reservations:release`). */
  | { kind: "release" }
  /** The dealer marks the car sold (`pnpm reservations:convert`). */
  | { kind: "convert" }
  /** The worker finds the payment window or the hold over. */
  | { kind: "expire"; now: Date };

export interface ReservationSnapshot {
  state: ReservationState;
  /** Pending: when the payment window ends; held: when the hold ends. */
  expiresAt: Date;
  /** The processor has taken the money (and not refunded it). */
  paid: boolean;
}

export type ReservationOutcome =
  | { kind: "moved"; state: ReservationState; refund: boolean }
  /** Nothing changes: a replayed or late event, told apart so a caller can say why. */
  | { kind: "unchanged"; refund: boolean; reason: string };

/**
 * What one event does to a reservation (issue 17). Events are idempotent and
 * order-independent: a replayed success changes nothing, and a payment that
 * succeeds after its reservation ended (expired, cancelled, released, declined)
 * is refunded in full at once (spec 9: 100% refundable). A converted reservation
 * keeps its deposit; every other way out of a paid hold refunds it.
 */
export function reservationTransition(reservation: ReservationSnapshot, event: ReservationEvent): ReservationOutcome {
  const { state } = reservation;
  switch (event.kind) {
    case "payment-succeeded":
      if (state === "pending") return { kind: "moved", state: "held", refund: false };
      if (state === "held" || state === "converted") return { kind: "unchanged", refund: false, reason: "already paid" };
      // A payment that lands after the reservation ended is returned at once.
      return { kind: "unchanged", refund: !reservation.paid, reason: `the reservation is ${state}` };
    case "payment-failed":
      if (state === "pending") return { kind: "moved", state: "declined", refund: false };
      return { kind: "unchanged", refund: false, reason: `the reservation is ${state}` };
    case "cancel":
      if (!isReservationLive(state)) return { kind: "unchanged", refund: false, reason: `the reservation is ${state}` };
      if (event.now.getTime() >= reservation.expiresAt.getTime()) return { kind: "unchanged", refund: false, reason: "the hold is over" };
      return { kind: "moved", state: "cancelled", refund: reservation.paid };
    case "release":
      if (!isReservationLive(state)) return { kind: "unchanged", refund: false, reason: `the reservation is ${state}` };
      return { kind: "moved", state: "released", refund: reservation.paid };
    case "convert":
      if (state !== "held") return { kind: "unchanged", refund: false, reason: state === "pending" ? "the deposit is not paid yet" : `the reservation is ${state}` };
      return { kind: "moved", state: "converted", refund: false };
    case "expire":
      if (!isReservationLive(state) || event.now.getTime() < reservation.expiresAt.getTime()) return { kind: "unchanged", refund: false, reason: "not due" };
      return { kind: "moved", state: "expired", refund: reservation.paid };
  }
}

/** What the shopper reads about a reservation in each state (the confirmation and account pages). */
export const reservationStateLabels: Record<ReservationState, string> = {
  pending: "Awaiting payment",
  held: "Reserved",
  converted: "Sold to you",
  cancelled: "Cancelled",
  released: "Released by the dealer",
  expired: "Expired",
  declined: "Payment declined",
};

/** Messages the reservation API answers with (issue 17: a clear message for each refusal). */
export const reservationMessages = {
  carMissing: "Choose a car to reserve",
  carNotFound: "This car is not listed on this site",
  notReservable: "This car cannot be reserved online",
  alreadyReserved: "Someone else has just reserved this car. It may become available again if their reservation lapses.",
  disabled: "This site does not take reservations online",
  declined: "Your card was declined. No money was taken and the car is not reserved: try another card.",
  notFound: "No such reservation",
  notCancellable: "This reservation can no longer be cancelled",
  paymentUnavailable: "Payments are not set up for this site yet. Please contact the dealer.",
} as const;

function carIdFrom(value: unknown): unknown {
  return typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
}

export interface ReservationRequest {
  car_id: number;
  name: string;
  email: string;
  phone: string;
}

/**
 * POST /api/reservations (issue 17): `{ car_id, name, email, phone }`, the contact
 * fields checked by the lead forms' rules, unknown fields refused. The site comes
 * from the host, never from the body.
 */
export function reservationRequestSchema(region: Region): z.ZodType<ReservationRequest> {
  return z.strictObject(
    {
      car_id: z.preprocess(carIdFrom, z.number({ error: reservationMessages.carMissing }).int({ error: reservationMessages.carMissing }).positive({ error: reservationMessages.carMissing })),
      ...leadContactShape(region),
    },
    { error: (issue: { code?: string; keys?: string[] }) => (issue.code === "unrecognized_keys" ? leadFieldMessages.unknownField(issue.keys ?? []) : undefined) },
  ) as unknown as z.ZodType<ReservationRequest>;
}

/** Whole seconds left until `expiresAt` (never negative), for the confirmation page's countdown. */
export function secondsLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}

/** spec 9's hold as a countdown: '47h 59m 58s', '12m 03s', '0s'. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const pad = (value: number) => String(value).padStart(2, "0");
  if (hours > 0) return `${hours}h ${pad(minutes)}m ${pad(rest)}s`;
  if (minutes > 0) return `${minutes}m ${pad(rest)}s`;
  return `${rest}s`;
}
