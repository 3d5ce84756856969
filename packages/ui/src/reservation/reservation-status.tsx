"use client";

// A reservation as its owner sees it (issue 17): the confirmation page after the
// payment, the receipt's signed link and the account page. Held: the live
// countdown, what happens next and a cancel that refunds in full (spec 9).
// Awaiting payment: a calm wait while the processor's confirmation arrives.
// Declined: why, and a way to try another card. Ended: what became of the deposit.
import * as React from "react";
import type { ReservationState } from "@forecourt/domain";
import { Button } from "../button";
import { FrameworkLink } from "../framework";
import { FormAlert } from "../forms/form-alert";
import { cn } from "../lib/cn";
import { HoldCountdown } from "./hold-countdown";

export interface ReservationStatusView {
  id: string;
  status: ReservationState;
  statusLabel: string;
  /** The deposit as shown, e.g. '$200'. */
  amountText: string;
  expiresAt: string;
  refund: "due" | "done" | null;
  /** The processor's message when the last payment attempt failed. */
  paymentError?: string | null;
}

export type CancelResult = { ok: true } | { ok: false; error: string };

export interface ReservationStatusProps {
  reservation: ReservationStatusView;
  /** The car's title, e.g. '2022 Toyota HiLux SR5'. */
  carTitle: string;
  carHref?: string | null;
  /** Where 'Try another card' goes (the car's checkout). */
  retryHref?: string | null;
  /** The render time, for the countdown's first paint. */
  now?: string;
  /** Cancels and refunds; absent where the owner cannot cancel from here. */
  onCancel?: () => Promise<CancelResult>;
  /** Called when the hold runs out on screen, to fetch the new state. */
  onHoldEnd?: () => void;
  headingLevel?: 2 | 3;
  className?: string;
}

const endedCopy: Partial<Record<ReservationState, (amount: string, refund: ReservationStatusView["refund"]) => string>> = {
  cancelled: (amount, refund) => `You cancelled this reservation. ${refundSentence(amount, refund)}`,
  released: (amount, refund) => `The dealer released this reservation. ${refundSentence(amount, refund)}`,
  expired: (amount, refund) => `This reservation ran out. ${refundSentence(amount, refund)}`,
  converted: (amount) => `The dealer has recorded the sale: your ${amount} deposit goes towards the car.`,
};

function refundSentence(amount: string, refund: ReservationStatusView["refund"]): string {
  if (refund === "done") return `Your ${amount} deposit has been refunded in full.`;
  if (refund === "due") return `Your ${amount} deposit is being refunded in full.`;
  return "No money was taken.";
}

export function ReservationStatus({ reservation, carTitle, carHref, retryHref, now, onCancel, onHoldEnd, headingLevel = 2, className }: ReservationStatusProps) {
  const [confirming, setConfirming] = React.useState(false);
  const [cancelling, setCancelling] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const confirmRef = React.useRef<HTMLButtonElement>(null);
  const cancelRef = React.useRef<HTMLButtonElement>(null);
  const Heading = `h${headingLevel}` as const;
  const { status, amountText } = reservation;

  React.useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const cancel = async () => {
    if (!onCancel) return;
    setCancelling(true);
    setError(null);
    const result = await onCancel();
    setCancelling(false);
    setConfirming(false);
    if (!result.ok) setError(result.error);
  };

  const car = carHref ? (
    <FrameworkLink href={carHref} className="font-medium text-link underline underline-offset-4">
      {carTitle}
    </FrameworkLink>
  ) : (
    <span className="font-medium">{carTitle}</span>
  );

  return (
    <section data-slot="reservation-status" data-status={status} aria-labelledby={`reservation-${reservation.id}`} className={cn("grid gap-4 rounded-lg border border-border p-4 sm:p-6", className)}>
      <div>
        <p className="text-sm font-medium text-muted-foreground">Reservation {reservation.id.slice(0, 8).toUpperCase()}</p>
        <Heading id={`reservation-${reservation.id}`} className="text-xl font-semibold">
          {status === "held" ? "Your car is reserved" : reservation.statusLabel}
        </Heading>
        <p className="mt-1">{car}</p>
      </div>

      {status === "held" ? (
        <>
          <p className="max-w-prose">
            Your {amountText} deposit holds this car for you. The dealer will call to arrange your visit. It is 100% refundable until the hold ends.
          </p>
          <HoldCountdown expiresAt={reservation.expiresAt} now={now} onEnd={onHoldEnd} />
        </>
      ) : null}

      {status === "pending" && !reservation.paymentError ? (
        <p role="status" className="max-w-prose">
          We are waiting for the payment gateway to confirm your {amountText} payment. This page updates by itself; it usually takes a few seconds.
        </p>
      ) : null}

      {(status === "pending" && reservation.paymentError) || status === "declined" ? (
        <>
          <FormAlert title="Payment declined">{reservation.paymentError ?? "Your card was declined. No money was taken and the car is not reserved: try another card."}</FormAlert>
          {retryHref ? (
            <Button asChild className="w-full sm:w-auto">
              <FrameworkLink href={retryHref}>Try another card</FrameworkLink>
            </Button>
          ) : null}
        </>
      ) : null}

      {endedCopy[status] ? <p className="max-w-prose">{endedCopy[status]!(amountText, reservation.refund)}</p> : null}

      {error ? <FormAlert title="We could not cancel this reservation">{error}</FormAlert> : null}

      {onCancel && (status === "held" || status === "pending") ? (
        confirming ? (
          <div role="group" aria-label="Cancel this reservation?" className="grid gap-3 rounded-md bg-muted p-4">
            <p>
              {status === "held" ? `Cancel and refund your ${amountText} deposit in full? The car will be free for others to reserve.` : "Cancel this reservation? No money has been taken."}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button ref={confirmRef} intent="destructive" loading={cancelling} onClick={() => void cancel()}>
                {status === "held" ? "Yes, cancel and refund" : "Yes, cancel"}
              </Button>
              <Button
                intent="outline"
                onClick={() => {
                  setConfirming(false);
                  requestAnimationFrame(() => cancelRef.current?.focus());
                }}
              >
                Keep my reservation
              </Button>
            </div>
          </div>
        ) : (
          <Button ref={cancelRef} intent="outline" className="w-full sm:w-auto" onClick={() => setConfirming(true)}>
            Cancel reservation
          </Button>
        )
      ) : null}
    </section>
  );
}
