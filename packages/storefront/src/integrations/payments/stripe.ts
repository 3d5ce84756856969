// Stripe, the one payments adapter (issue 17): the official `stripe` SDK on the
// server for PaymentIntents, Refunds and webhook verification, its types turned
// into ours here and nowhere else. In the demo, the tests and CI the SDK is pointed
// at the test gateway (./gateway) with its host, port and protocol options, so the
// same code runs there as in production; only the API origin differs.
import Stripe from "stripe";

/** Stripe's own default: a webhook signed more than 300 seconds ago is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type PaymentStatus = "requires_payment" | "requires_action" | "processing" | "succeeded" | "canceled";

export interface Payment {
  id: string;
  clientSecret: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  /** With the test gateway: where a POST of `payment_method=pm_card_visa` (or its card form) confirms the payment. */
  confirmUrl: string | null;
  /** The processor's message for the last failed attempt (a declined card). */
  lastError: string | null;
}

export type PaymentEvent =
  | { kind: "payment-succeeded"; eventId: string; paymentId: string }
  | { kind: "payment-failed"; eventId: string; paymentId: string; message: string | null }
  | { kind: "ignored"; eventId: string; type: string };

export class WebhookSignatureError extends Error {}

export interface PaymentsProcessor {
  /** "stripe" against Stripe, "test-gateway" against the embedded gateway. */
  readonly name: "stripe" | "test-gateway";
  /** The site's publishable key, for Stripe's Payment Element in the browser; null on the test gateway (its own card page). */
  readonly publishableKey: string | null;
  createPayment(input: { amount: number; currency: string; description: string; receiptEmail: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<Payment>;
  retrievePayment(id: string): Promise<Payment>;
  cancelPayment(id: string): Promise<void>;
  /** Refunds the whole payment (spec 9: 100% refundable); the idempotency key makes a retry harmless. */
  refundPayment(input: { paymentId: string; idempotencyKey: string }): Promise<{ refundId: string }>;
  /** Checks the Stripe-Signature header with the SDK and reads the event; throws WebhookSignatureError when it does not verify. */
  verifyWebhook(payload: string, signature: string | null, receivedAt?: Date): PaymentEvent;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The API origin: Stripe's by default, the test gateway's in the demo and tests. */
  apiUrl?: string | null;
  /** The browser's key for the Payment Element (Stripe only). */
  publishableKey?: string | null;
  timeoutMs?: number;
}

const STRIPE_API = "https://api.stripe.com";

function statusOf(intent: Stripe.PaymentIntent): PaymentStatus {
  const known: readonly PaymentStatus[] = ["succeeded", "processing", "requires_action", "canceled"];
  return known.includes(intent.status as PaymentStatus) ? (intent.status as PaymentStatus) : "requires_payment";
}

/** The SDK's connection options for an API origin (host, port, protocol: how the SDK reaches a Stripe-compatible gateway). */
export function stripeConnection(apiUrl: string | null | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!apiUrl || apiUrl === STRIPE_API) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}

export function stripePayments(settings: StripeSettings): PaymentsProcessor {
  const gateway = Boolean(settings.apiUrl && settings.apiUrl !== STRIPE_API);
  const stripe = new Stripe(settings.secretKey, { ...stripeConnection(settings.apiUrl), timeout: settings.timeoutMs ?? 20_000, maxNetworkRetries: 2, telemetry: false });
  const toPayment = (intent: Stripe.PaymentIntent): Payment => ({
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    status: statusOf(intent),
    amount: intent.amount,
    currency: intent.currency,
    confirmUrl: gateway ? `${settings.apiUrl}/pay/${intent.id}?client_secret=${encodeURIComponent(intent.client_secret ?? "")}` : null,
    lastError: intent.last_payment_error?.message ?? null,
  });
  return {
    name: gateway ? "test-gateway" : "stripe",
    publishableKey: gateway ? null : (settings.publishableKey ?? null),
    async createPayment(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          receipt_email: input.receiptEmail,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toPayment(intent);
    },
    async retrievePayment(id) {
      return toPayment(await stripe.paymentIntents.retrieve(id));
    },
    async cancelPayment(id) {
      await stripe.paymentIntents.cancel(id);
    },
    async refundPayment(input) {
      const refund = await stripe.refunds.create({ payment_intent: input.paymentId, reason: "requested_by_customer" }, { idempotencyKey: input.idempotencyKey });
      return { refundId: refund.id };
    },
    verifyWebhook(payload, signature, receivedAt) {
      if (!signature) throw new WebhookSignatureError("No Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, receivedAt?.getTime());
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      if (event.type === "payment_intent.succeeded") return { kind: "payment-succeeded", eventId: event.id, paymentId: event.data.object.id };
      if (event.type === "payment_intent.payment_failed") return { kind: "payment-failed", eventId: event.id, paymentId: event.data.object.id, message: event.data.object.last_payment_error?.message ?? null };
      return { kind: "ignored", eventId: event.id, type: event.type };
    },
  };
}
