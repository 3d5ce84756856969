import { describe, expect, it } from "vitest";
import {
  formatCountdown,
  holdExpiresAt,
  isReservationLive,
  pendingExpiresAt,
  reservationCurrency,
  reservationHoldHours,
  reservationMessages,
  reservationRequestSchema,
  reservationStateLabels,
  reservationStates,
  reservationTransition,
  secondsLeft,
  toMinorUnits,
  type ReservationSnapshot,
  type ReservationState,
} from "./reservations";

const T0 = new Date("2026-12-01T00:00:00Z");
const later = (ms: number) => new Date(T0.getTime() + ms);
const snapshot = (state: ReservationState, overrides: Partial<ReservationSnapshot> = {}): ReservationSnapshot => ({
  state,
  expiresAt: later(3_600_000),
  paid: state === "held" || state === "converted",
  ...overrides,
});

describe("reservation lifetimes (spec 9: held 48 hours; issue 17: 15 minutes to pay)", () => {
  it("holds for 48 hours unless the site sets its own hold", () => {
    expect(reservationHoldHours(undefined)).toBe(48);
    expect(reservationHoldHours({ holdHours: null })).toBe(48);
    expect(reservationHoldHours({ holdHours: 0 })).toBe(48);
    expect(reservationHoldHours({ holdHours: 1.5 })).toBe(48);
    expect(reservationHoldHours({ holdHours: 72 })).toBe(72);
    expect(holdExpiresAt(T0)).toEqual(new Date("2026-12-03T00:00:00Z"));
    expect(holdExpiresAt(T0, 24)).toEqual(new Date("2026-12-02T00:00:00Z"));
  });
  it("gives a pending reservation 15 minutes to be paid", () => {
    expect(pendingExpiresAt(T0)).toEqual(new Date("2026-12-01T00:15:00Z"));
  });
  it("counts only pending and held as live", () => {
    expect(reservationStates.filter(isReservationLive)).toEqual(["pending", "held"]);
    for (const state of reservationStates) expect(reservationStateLabels[state]).toBeTruthy();
  });
  it("charges in minor units of the region's currency", () => {
    expect(toMinorUnits(200)).toBe(20000);
    expect(toMinorUnits(99.99)).toBe(9999);
    expect(reservationCurrency("AU")).toBe("aud");
    expect(reservationCurrency("NZ")).toBe("nzd");
    expect(reservationCurrency("US")).toBe("usd");
  });
  it("counts down in whole seconds to the hold's end", () => {
    expect(secondsLeft(later(90_500), T0)).toBe(90);
    expect(secondsLeft(T0, later(1000))).toBe(0);
    expect(formatCountdown(48 * 3600)).toBe("48h 00m 00s");
    expect(formatCountdown(47 * 3600 + 59 * 60 + 58)).toBe("47h 59m 58s");
    expect(formatCountdown(12 * 60 + 3)).toBe("12m 03s");
    expect(formatCountdown(9)).toBe("9s");
    expect(formatCountdown(-5)).toBe("0s");
  });
});

describe("reservationTransition (issue 17: idempotent, order-independent, refunds per spec 9)", () => {
  it("holds the car when a pending reservation is paid, and ignores a replay", () => {
    expect(reservationTransition(snapshot("pending"), { kind: "payment-succeeded", now: T0 })).toEqual({ kind: "moved", state: "held", refund: false });
    expect(reservationTransition(snapshot("held"), { kind: "payment-succeeded", now: T0 })).toMatchObject({ kind: "unchanged", refund: false });
    expect(reservationTransition(snapshot("converted"), { kind: "payment-succeeded", now: T0 })).toMatchObject({ kind: "unchanged", refund: false });
  });
  it("refunds in full a payment that succeeds after its reservation ended, once", () => {
    for (const state of ["expired", "cancelled", "released", "declined"] as const) {
      expect(reservationTransition(snapshot(state, { paid: false }), { kind: "payment-succeeded", now: T0 })).toEqual({ kind: "unchanged", refund: true, reason: `the reservation is ${state}` });
      // Already refunded (paid is false again only after a refund, so a paid one ended here is refunded by its own transition).
      expect(reservationTransition(snapshot(state, { paid: true }), { kind: "payment-succeeded", now: T0 }).refund).toBe(false);
    }
  });
  it("frees the car when the card is declined, and only while pending", () => {
    expect(reservationTransition(snapshot("pending"), { kind: "payment-failed" })).toEqual({ kind: "moved", state: "declined", refund: false });
    expect(reservationTransition(snapshot("held"), { kind: "payment-failed" })).toMatchObject({ kind: "unchanged" });
  });
  it("lets the shopper cancel within the hold, refunding what was paid", () => {
    expect(reservationTransition(snapshot("held"), { kind: "cancel", now: T0 })).toEqual({ kind: "moved", state: "cancelled", refund: true });
    expect(reservationTransition(snapshot("pending"), { kind: "cancel", now: T0 })).toEqual({ kind: "moved", state: "cancelled", refund: false });
    expect(reservationTransition(snapshot("held"), { kind: "cancel", now: later(3_600_000) })).toEqual({ kind: "unchanged", refund: false, reason: "the hold is over" });
    expect(reservationTransition(snapshot("converted"), { kind: "cancel", now: T0 })).toMatchObject({ kind: "unchanged", refund: false });
  });
  it("lets the dealer release a live reservation (refunded) or convert a held one (kept)", () => {
    expect(reservationTransition(snapshot("held"), { kind: "release" })).toEqual({ kind: "moved", state: "released", refund: true });
    expect(reservationTransition(snapshot("pending"), { kind: "release" })).toEqual({ kind: "moved", state: "released", refund: false });
    expect(reservationTransition(snapshot("expired"), { kind: "release" })).toMatchObject({ kind: "unchanged" });
    expect(reservationTransition(snapshot("held"), { kind: "convert" })).toEqual({ kind: "moved", state: "converted", refund: false });
    expect(reservationTransition(snapshot("pending"), { kind: "convert" })).toEqual({ kind: "unchanged", refund: false, reason: "the deposit is not paid yet" });
    expect(reservationTransition(snapshot("cancelled"), { kind: "convert" })).toEqual({ kind: "unchanged", refund: false, reason: "the reservation is cancelled" });
  });
  it("expires a live reservation at its end, refunding a paid hold, and nothing before", () => {
    expect(reservationTransition(snapshot("held"), { kind: "expire", now: later(3_599_999) })).toMatchObject({ kind: "unchanged", reason: "not due" });
    expect(reservationTransition(snapshot("held"), { kind: "expire", now: later(3_600_000) })).toEqual({ kind: "moved", state: "expired", refund: true });
    expect(reservationTransition(snapshot("pending"), { kind: "expire", now: later(3_600_000) })).toEqual({ kind: "moved", state: "expired", refund: false });
    expect(reservationTransition(snapshot("converted"), { kind: "expire", now: later(9e9) })).toMatchObject({ kind: "unchanged" });
  });
});

describe("reservationRequestSchema (issue 17: the lead schema's contact rules)", () => {
  const schema = reservationRequestSchema("AU");
  it("accepts a car id and a contact, a numeric string id too", () => {
    expect(schema.parse({ car_id: "12", name: " Sam Lee ", email: "sam@example.com", phone: "0412  345 678" })).toEqual({ car_id: 12, name: "Sam Lee", email: "sam@example.com", phone: "0412 345 678" });
  });
  it("names each bad field with the lead forms' messages", () => {
    const result = schema.safeParse({ car_id: "abc", name: "", email: "nope", phone: "12" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      car_id: reservationMessages.carMissing,
      name: "Enter your name",
      email: "Enter a valid email address, like name@example.com",
      phone: "Enter a valid phone number, like 0412 345 678",
    });
  });
  it("refuses unknown fields, such as a site id in the body", () => {
    const result = schema.safeParse({ car_id: 1, name: "Sam", email: "sam@example.com", phone: "0412 345 678", site_id: 2 });
    expect(result.error?.issues[0]?.message).toBe("Unknown field: site_id");
  });
});
