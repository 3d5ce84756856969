"use client";

// Stripe's Payment Element (issue 17), for a site with its own Stripe keys: the
// card (or wallet) is entered in Stripe's frame and never touches our servers.
// Stripe runs 3-D Secure itself and then sends the shopper to `returnUrl`, the
// reservation's page, which reads the outcome from our API. Loaded only for such a
// site (checkout-form.tsx), so the demo's pages never fetch Stripe.js.
import * as React from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";
import { Button } from "@forecourt/ui/button";
import { FormAlert } from "@forecourt/ui/forms/form-alert";
import { PaymentIcons } from "@forecourt/ui/reservation/payment-icons";

export interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  amountText: string;
  className?: string;
}

function PayButton({ returnUrl, amountText }: { returnUrl: string; amountText: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    // On success, and after any 3-D Secure step, Stripe sends the browser to returnUrl.
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    setBusy(false);
    if (!result.error) return;
    // A refused card ends this reservation (domain's reservationTransition): its page says so and offers a new attempt.
    if (result.error.type === "card_error") window.location.assign(returnUrl);
    else setError(result.error.message ?? "We could not take the payment. Please try again.");
  };
  return (
    <form onSubmit={(event) => void pay(event)} className="grid gap-4">
      {error ? <FormAlert title="Payment declined">{error}</FormAlert> : null}
      <PaymentElement />
      <Button type="submit" size="lg" loading={busy || !stripe}>
        {busy ? "Processing…" : `Pay ${amountText}`}
      </Button>
    </form>
  );
}

export default function StripePayment({ publishableKey, clientSecret, returnUrl, amountText, className }: StripePaymentProps) {
  const stripePromise = React.useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <section aria-labelledby="stripe-payment-heading" className={className}>
      <h2 id="stripe-payment-heading" className="text-lg font-semibold">
        Pay {amountText} by card
      </h2>
      <PaymentIcons className="mt-2 mb-4" />
      <Elements stripe={stripePromise} options={{ clientSecret }}>
        <PayButton returnUrl={returnUrl} amountText={amountText} />
      </Elements>
    </section>
  );
}
