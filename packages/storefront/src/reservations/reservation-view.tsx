"use client";

// A reservation as its owner sees it, kept current in the browser (issue 17): while
// the payment is being confirmed it asks GET /api/reservations/{id} every two
// seconds (the processor's webhook usually lands within one), when the hold ends on
// screen it asks once more, and Cancel posts /cancel (the session or the token says
// who the owner is).
import * as React from "react";
import { ReservationStatus, type CancelResult, type ReservationStatusView } from "@forecourt/ui/reservation/reservation-status";

export interface ReservationApiView {
  reservation_id: string;
  status: ReservationStatusView["status"];
  status_label: string;
  amount: number;
  expires_at: string;
  refund: ReservationStatusView["refund"];
  payment_error?: string;
}

export interface ReservationViewProps {
  initial: ReservationStatusView;
  /** The owner's token from the signed link; null when the session is the owner (the account page). */
  token: string | null;
  carTitle: string;
  carHref: string | null;
  retryHref: string | null;
  now: string;
  headingLevel?: 2 | 3;
}

const POLL_MS = 2_000;
/** After this long the page stops asking; the status line still says what is happening. */
const POLL_FOR_MS = 120_000;

export function ReservationView({ initial, token, carTitle, carHref, retryHref, now, headingLevel }: ReservationViewProps) {
  const [view, setView] = React.useState(initial);
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  const url = `/api/reservations/${encodeURIComponent(initial.id)}`;

  const apply = React.useCallback(
    (body: ReservationApiView) =>
      setView((current) => ({ ...current, status: body.status, statusLabel: body.status_label, expiresAt: body.expires_at, refund: body.refund, paymentError: body.payment_error ?? null })),
    [],
  );
  const reload = React.useCallback(async () => {
    const response = await fetch(`${url}${query}`, { cache: "no-store" }).catch(() => null);
    if (response?.ok) apply((await response.json()) as ReservationApiView);
  }, [url, query, apply]);

  const waiting = view.status === "pending" && !view.paymentError;
  React.useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started > POLL_FOR_MS) window.clearInterval(timer);
      else void reload();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, reload]);

  const cancel = async (): Promise<CancelResult> => {
    const response = await fetch(`${url}/cancel${query}`, { method: "POST" }).catch(() => null);
    if (!response) return { ok: false, error: "We could not reach our server. Check your connection and try again." };
    const body = (await response.json().catch(() => ({}))) as Partial<ReservationApiView> & { error?: string };
    if (!response.ok) return { ok: false, error: body.error ?? "We could not cancel this reservation just now. Please try again." };
    apply(body as ReservationApiView);
    return { ok: true };
  };

  return <ReservationStatus reservation={view} carTitle={carTitle} carHref={carHref} retryHref={retryHref} now={now} onCancel={cancel} onHoldEnd={() => void reload()} headingLevel={headingLevel} />;
}
