"use client";

// The checkout's browser half (issue 17): makes the reservation through
// POST /api/reservations, then takes the payment. With the test gateway (the demo,
// the tests, CI) the 201 carries `confirm_url`, the gateway's own card page, and the
// browser goes there with a `return_url` back to the reservation's page; 3-D Secure
// runs on the gateway's page, as Stripe's does. With the site's own Stripe keys the
// 201 carries the publishable key instead and Stripe's Payment Element takes the card
// here (stripe-payment.tsx, loaded only then: Stripe.js comes from Stripe's servers,
// which no test may reach, so that half is covered by its server side's tests).
import * as React from "react";
import { ReservationCheckout, type ReservationContact, type ReservationPaymentState, type ReservationSubmitResult } from "@forecourt/ui/reservation/reservation-checkout";
import type { Region } from "@forecourt/domain";

const StripePayment = React.lazy(() => import("./stripe-payment"));

export interface CheckoutFormProps {
  carId: number;
  region: Region;
  amountText: string;
  holdHours: number;
  buttonLabel: string;
  defaultValues: Partial<ReservationContact>;
  className?: string;
}

interface Created {
  reservation_id: string;
  token: string;
  payment: { client_secret: string; confirm_url?: string; publishable_key?: string };
}

const offline = "We could not reach our server. Check your connection and try again; your card has not been charged.";

/** The reservation's own page, where the processor sends the shopper back; the token makes them its owner. */
export function reservationReturnUrl(origin: string, created: Pick<Created, "reservation_id" | "token">): string {
  return `${origin}/reservations/${encodeURIComponent(created.reservation_id)}?token=${encodeURIComponent(created.token)}`;
}

export function CheckoutForm({ carId, region, amountText, holdHours, buttonLabel, defaultValues, className }: CheckoutFormProps) {
  const [state, setState] = React.useState<ReservationPaymentState>({ kind: "idle" });
  const [stripe, setStripe] = React.useState<{ publishableKey: string; clientSecret: string; returnUrl: string } | null>(null);

  const submit = async (values: ReservationContact): Promise<ReservationSubmitResult> => {
    setState({ kind: "processing" });
    let response: Response;
    try {
      response = await fetch("/api/reservations", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ car_id: carId, ...values }) });
    } catch {
      setState({ kind: "error", message: offline });
      return { ok: false };
    }
    const body = (await response.json().catch(() => ({}))) as Partial<Created> & { error?: string; fieldErrors?: Record<string, string[]>; sign_in_url?: string };
    if (response.status === 401 && body.sign_in_url) {
      window.location.assign(body.sign_in_url);
      return { ok: true };
    }
    if (response.status === 400 && body.fieldErrors) {
      setState({ kind: "idle" });
      return { ok: false, fieldErrors: body.fieldErrors };
    }
    if (response.status !== 201 || !body.reservation_id || !body.token || !body.payment) {
      setState({ kind: "error", message: body.error ?? offline });
      return { ok: false };
    }
    const returnUrl = reservationReturnUrl(window.location.origin, { reservation_id: body.reservation_id, token: body.token });
    if (body.payment.confirm_url) {
      setState({ kind: "redirecting" });
      const target = new URL(body.payment.confirm_url);
      target.searchParams.set("return_url", returnUrl);
      window.location.assign(target.toString());
      return { ok: true };
    }
    if (body.payment.publishable_key) {
      setStripe({ publishableKey: body.payment.publishable_key, clientSecret: body.payment.client_secret, returnUrl });
      setState({ kind: "idle" });
      return { ok: true };
    }
    setState({ kind: "error", message: offline });
    return { ok: false };
  };

  if (stripe) {
    return (
      <React.Suspense fallback={<p role="status">Loading the secure payment form…</p>}>
        <StripePayment {...stripe} amountText={amountText} className={className} />
      </React.Suspense>
    );
  }
  return <ReservationCheckout className={className} region={region} amountText={amountText} holdHours={holdHours} buttonLabel={buttonLabel} defaultValues={defaultValues} state={state} onSubmit={submit} />;
}
