// A Stripe-compatible test gateway (issue 17): the embedded default for payments,
// started by the demo, the tests and CI, so every reservation runs the production
// server code (the official `stripe` SDK, pointed here with its host, port and
// protocol options) without the internet. It implements the part of Stripe's REST
// API Forecourt calls: create, retrieve, confirm and cancel a PaymentIntent, create
// a Refund, and register webhook endpoints; Stripe's test payment methods and card
// numbers (test-cards.ts); a card form and a 3-D Secure page of its own, standing
// where Stripe.js's Payment Element would be (Stripe.js loads from Stripe's servers,
// so it cannot run offline); and webhooks signed exactly as Stripe signs them
// (`Stripe-Signature: t=...,v1=...`), posted to each endpoint over 127.0.0.1 with the
// endpoint's Host (Node cannot resolve *.localhost). Card numbers are mapped to a
// payment method at once and never stored or logged. It takes no real money and
// accepts any `sk_test_` key (each key is its own account), so it refuses to start
// with FORECOURT_DEPLOYMENT=production.
import { createHmac, randomBytes } from "node:crypto";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isProductionDeployment } from "../../../env";
import { gatewayCardPage, gatewayResultPage, gatewayThreeDSecurePage } from "./pages";
import { paymentMethodOfCardNumber, testPaymentMethod, type TestPaymentMethod } from "./test-cards";

export type PaymentIntentStatus = "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled";

export interface GatewayPaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: PaymentIntentStatus;
  client_secret: string;
  created: number;
  description: string | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  latest_charge: string | null;
  next_action: { type: "redirect_to_url"; redirect_to_url: { url: string; return_url: string | null } } | null;
  last_payment_error: { type: "card_error"; code: string; decline_code?: string; message: string } | null;
  cancellation_reason: string | null;
}

export interface GatewayRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  status: "succeeded";
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface GatewayWebhookEndpoint {
  id: string;
  object: "webhook_endpoint";
  url: string;
  secret: string;
  status: "enabled";
  enabled_events: string[];
}

export interface PaymentsGateway {
  /** Give to the `stripe` SDK's host, port and protocol (FORECOURT_STRIPE_API_URL). */
  url: string;
  /** Registers a webhook endpoint for the account of `apiKey` (as Stripe's dashboard does). */
  addWebhookEndpoint(apiKey: string, endpoint: { url: string; secret?: string; enabledEvents?: string[] }): GatewayWebhookEndpoint;
  /** Waits until every webhook delivery started so far has been answered (tests). */
  settled(): Promise<void>;
  /** Webhook deliveries so far: the event type, the endpoint and the status it answered. */
  deliveries(): ReadonlyArray<{ eventId: string; type: string; url: string; status: number | null }>;
  close(): Promise<void>;
}

/** Stripe's own format: the HMAC-SHA256 of "{timestamp}.{payload}" under the endpoint's secret, hex. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

const newId = (prefix: string, bytes = 12) => `${prefix}_${randomBytes(bytes).toString("hex")}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (a[b]=c) into a nested object. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let target = result;
    for (let index = 0; index < path.length - 1; index++) {
      const part = path[index]!;
      target[part] = typeof target[part] === "object" && target[part] !== null ? target[part] : {};
      target = target[part] as Record<string, unknown>;
    }
    target[path[path.length - 1]!] = value;
  }
  return result;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, param?: string) => new StripeError(400, { type: "invalid_request_error", message, ...(param ? { param } : {}) });
const missing = (id: string) => new StripeError(404, { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${id}'`, param: "intent" });

async function readBody(request: IncomingMessage, limit = 64 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw invalid("Request body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function bearerKey(request: IncomingMessage): string | null {
  const header = request.headers.authorization ?? "";
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1]!;
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  return basic ? Buffer.from(basic[1]!, "base64").toString("utf8").split(":")[0]! : null;
}

interface Account {
  intents: Map<string, GatewayPaymentIntent>;
  refunds: Map<string, GatewayRefund>;
  endpoints: GatewayWebhookEndpoint[];
  idempotent: Map<string, { status: number; body: unknown }>;
}

/**
 * Starts the gateway on 127.0.0.1 (a free port unless one is given). `publicUrl`
 * is the origin a shopper's browser reaches it at (its card form and 3-D Secure
 * page), by default its own URL.
 */
export async function startPaymentsGateway(options: { port?: number; host?: string; publicUrl?: string } = {}): Promise<PaymentsGateway> {
  if (isProductionDeployment()) throw new Error("The test payments gateway takes no real money and accepts any test key: it refuses to start with FORECOURT_DEPLOYMENT=production. Configure each site's Stripe keys instead.");
  const accounts = new Map<string, Account>();
  /** Which account a PaymentIntent belongs to, for the browser pages (which carry the client secret, not the key). */
  const intentAccounts = new Map<string, Account>();
  const pending = new Set<Promise<void>>();
  const delivered: Array<{ eventId: string; type: string; url: string; status: number | null }> = [];
  let publicUrl = options.publicUrl ?? "";

  const accountOf = (key: string): Account => {
    let account = accounts.get(key);
    if (!account) {
      account = { intents: new Map(), refunds: new Map(), endpoints: [], idempotent: new Map() };
      accounts.set(key, account);
    }
    return account;
  };

  function deliver(account: Account, type: string, object: GatewayPaymentIntent | GatewayRefund): void {
    const event = { id: newId("evt"), object: "event", api_version: "2025-01-27.acacia", created: nowSeconds(), data: { object }, livemode: false, pending_webhooks: account.endpoints.length, request: { id: null, idempotency_key: null }, type };
    const payload = JSON.stringify(event, null, 2);
    for (const endpoint of account.endpoints) {
      if (!endpoint.enabled_events.includes("*") && !endpoint.enabled_events.includes(type)) continue;
      const record = { eventId: event.id, type, url: endpoint.url, status: null as number | null };
      delivered.push(record);
      const target = new URL(endpoint.url);
      const sent = new Promise<void>((resolve) => {
        const outgoing = httpRequest(
          {
            // Over 127.0.0.1 with the endpoint's Host: *.localhost does not resolve in Node.
            host: "127.0.0.1",
            port: target.port || 80,
            path: target.pathname + target.search,
            method: "POST",
            headers: { host: target.host, "content-type": "application/json; charset=utf-8", "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)", "stripe-signature": stripeSignatureHeader(payload, endpoint.secret, nowSeconds()) },
            timeout: 10_000,
          },
          (response) => {
            record.status = response.statusCode ?? null;
            response.resume();
            response.on("end", resolve);
          },
        );
        outgoing.on("error", () => resolve());
        outgoing.on("timeout", () => outgoing.destroy());
        outgoing.end(payload);
      });
      pending.add(sent);
      void sent.finally(() => pending.delete(sent));
    }
  }

  function confirm(account: Account, intent: GatewayPaymentIntent, method: TestPaymentMethod, returnUrl: string | null): GatewayPaymentIntent {
    if (intent.status === "succeeded" || intent.status === "canceled") throw invalid(`This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`);
    intent.payment_method = method.id;
    intent.last_payment_error = null;
    intent.next_action = null;
    if (method.outcome === "declined") {
      intent.status = "requires_payment_method";
      intent.last_payment_error = { type: "card_error", code: "card_declined", decline_code: method.declineCode ?? "generic_decline", message: "Your card was declined." };
      deliver(account, "payment_intent.payment_failed", intent);
      throw new StripeError(402, { ...intent.last_payment_error, payment_intent: intent });
    }
    if (method.outcome === "authentication") {
      intent.status = "requires_action";
      intent.next_action = { type: "redirect_to_url", redirect_to_url: { url: `${publicUrl}/3ds/${intent.id}?client_secret=${encodeURIComponent(intent.client_secret)}`, return_url: returnUrl } };
      return intent;
    }
    return succeed(account, intent);
  }

  function succeed(account: Account, intent: GatewayPaymentIntent): GatewayPaymentIntent {
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    intent.latest_charge = newId("ch");
    intent.next_action = null;
    deliver(account, "payment_intent.succeeded", intent);
    return intent;
  }

  function intentFor(account: Account, id: string): GatewayPaymentIntent {
    const intent = account.intents.get(id);
    if (!intent) throw missing(id);
    return intent;
  }

  /** The browser pages carry the client secret, as Stripe.js does. */
  function intentByClientSecret(id: string, clientSecret: string | null): { account: Account; intent: GatewayPaymentIntent } {
    const account = intentAccounts.get(id);
    const intent = account?.intents.get(id);
    if (!account || !intent || intent.client_secret !== clientSecret) throw missing(id);
    return { account, intent };
  }

  async function api(request: IncomingMessage, url: URL): Promise<{ status: number; body: unknown }> {
    const key = bearerKey(request);
    if (!key || !/^sk_test_\w+$/.test(key)) {
      return { status: 401, body: { error: { type: "invalid_request_error", message: "Invalid API Key provided: the test gateway accepts sk_test_ keys only." } } };
    }
    const account = accountOf(key);
    const idempotencyKey = request.headers["idempotency-key"];
    const remembered = typeof idempotencyKey === "string" && request.method === "POST" ? account.idempotent.get(`${url.pathname} ${idempotencyKey}`) : undefined;
    if (remembered) return remembered;
    const params = request.method === "POST" ? parseStripeForm(await readBody(request)) : Object.fromEntries(url.searchParams);
    let answer: { status: number; body: unknown };
    try {
      answer = { status: 200, body: route(account, request.method ?? "GET", url.pathname, params) };
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      answer = { status: error.status, body: { error: error.body } };
    }
    if (typeof idempotencyKey === "string" && request.method === "POST") account.idempotent.set(`${url.pathname} ${idempotencyKey}`, answer);
    return answer;
  }

  function route(account: Account, method: string, path: string, params: Record<string, unknown>): unknown {
    const text = (name: string) => (typeof params[name] === "string" ? (params[name] as string) : null);
    if (method === "POST" && path === "/v1/payment_intents") {
      const amount = Number(text("amount"));
      if (!Number.isInteger(amount) || amount < 50) throw invalid("Amount must be at least 50 cents", "amount");
      const currency = (text("currency") ?? "").toLowerCase();
      if (!/^[a-z]{3}$/.test(currency)) throw invalid("Missing required param: currency.", "currency");
      const id = newId("pi");
      const intent: GatewayPaymentIntent = {
        id,
        object: "payment_intent",
        amount,
        amount_received: 0,
        currency,
        status: "requires_payment_method",
        client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
        created: nowSeconds(),
        description: text("description"),
        livemode: false,
        metadata: Object.fromEntries(Object.entries((params.metadata as Record<string, string>) ?? {}).map(([k, v]) => [k, String(v)])),
        payment_method: null,
        payment_method_types: ["card"],
        receipt_email: text("receipt_email"),
        latest_charge: null,
        next_action: null,
        last_payment_error: null,
        cancellation_reason: null,
      };
      account.intents.set(id, intent);
      intentAccounts.set(id, account);
      const paymentMethod = text("payment_method");
      if (paymentMethod && text("confirm") === "true") return confirm(account, intent, knownMethod(paymentMethod), text("return_url"));
      return intent;
    }
    const intentPath = /^\/v1\/payment_intents\/(pi_\w+)(?:\/(confirm|cancel))?$/.exec(path);
    if (intentPath) {
      const intent = intentFor(account, intentPath[1]!);
      if (method === "GET" && !intentPath[2]) return intent;
      if (method === "POST" && intentPath[2] === "confirm") {
        const paymentMethod = text("payment_method");
        if (!paymentMethod) throw invalid("You must provide a payment_method to confirm this PaymentIntent.", "payment_method");
        return confirm(account, intent, knownMethod(paymentMethod), text("return_url"));
      }
      if (method === "POST" && intentPath[2] === "cancel") {
        if (intent.status === "succeeded" || intent.status === "canceled") throw invalid(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
        intent.status = "canceled";
        intent.cancellation_reason = text("cancellation_reason") ?? "requested_by_customer";
        intent.next_action = null;
        deliver(account, "payment_intent.canceled", intent);
        return intent;
      }
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intentId = text("payment_intent");
      if (!intentId) throw invalid("Missing required param: payment_intent.", "payment_intent");
      const intent = intentFor(account, intentId);
      if (intent.status !== "succeeded") throw invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
      const refunded = [...account.refunds.values()].filter((refund) => refund.payment_intent === intent.id).reduce((sum, refund) => sum + refund.amount, 0);
      const amount = text("amount") === null ? intent.amount - refunded : Number(text("amount"));
      if (!Number.isInteger(amount) || amount <= 0 || amount + refunded > intent.amount) throw new StripeError(400, { type: "invalid_request_error", code: "charge_already_refunded", message: `Charge ${intent.latest_charge} has already been refunded.` });
      const refund: GatewayRefund = { id: newId("re"), object: "refund", amount, currency: intent.currency, payment_intent: intent.id, charge: intent.latest_charge, status: "succeeded", reason: text("reason"), metadata: {}, created: nowSeconds() };
      account.refunds.set(refund.id, refund);
      deliver(account, "refund.created", refund);
      return refund;
    }
    if (method === "POST" && path === "/v1/webhook_endpoints") {
      const endpointUrl = text("url");
      if (!endpointUrl) throw invalid("Missing required param: url.", "url");
      const events = Object.values((params.enabled_events as Record<string, string>) ?? { 0: "*" });
      return addEndpoint(account, { url: endpointUrl, enabledEvents: events });
    }
    throw new StripeError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}). The test gateway implements PaymentIntents, Refunds and webhook endpoints.` });
  }

  function knownMethod(id: string): TestPaymentMethod {
    const method = testPaymentMethod(id);
    if (!method) throw new StripeError(400, { type: "invalid_request_error", code: "resource_missing", message: `No such PaymentMethod: '${id}'`, param: "payment_method" });
    return method;
  }

  function addEndpoint(account: Account, endpoint: { url: string; secret?: string; enabledEvents?: string[] }): GatewayWebhookEndpoint {
    const created: GatewayWebhookEndpoint = { id: newId("we"), object: "webhook_endpoint", url: endpoint.url, secret: endpoint.secret ?? newId("whsec", 16), status: "enabled", enabled_events: endpoint.enabledEvents ?? ["*"] };
    account.endpoints.push(created);
    return created;
  }

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8", "request-id": newId("req", 8) });
    response.end(JSON.stringify(body));
  };
  const page = (response: ServerResponse, status: number, html: string) => {
    response.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "x-frame-options": "DENY" });
    response.end(html);
  };
  const redirect = (response: ServerResponse, location: string) => {
    response.writeHead(303, { location });
    response.end();
  };
  const withResult = (returnUrl: string, intent: GatewayPaymentIntent) => {
    const target = new URL(returnUrl);
    target.searchParams.set("payment_intent", intent.id);
    target.searchParams.set("payment_intent_client_secret", intent.client_secret);
    target.searchParams.set("redirect_status", intent.status === "succeeded" ? "succeeded" : "failed");
    return target.toString();
  };
  const safeReturnUrl = (value: string | null) => (value && /^https?:\/\//.test(value) ? value : null);

  /** The gateway's own card form and 3-D Secure page (where Stripe's Payment Element would be). */
  async function browser(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    const payPath = /^\/pay\/(pi_\w+)$/.exec(url.pathname);
    const authPath = /^\/3ds\/(pi_\w+)$/.exec(url.pathname);
    if (!payPath && !authPath) return false;
    const id = (payPath ?? authPath)![1]!;
    const clientSecret = url.searchParams.get("client_secret");
    let found: { account: Account; intent: GatewayPaymentIntent };
    try {
      found = intentByClientSecret(id, clientSecret);
    } catch {
      page(response, 404, gatewayResultPage({ title: "Payment not found", message: "This payment link is not valid. Go back to the dealer's site and start again." }));
      return true;
    }
    const { account, intent } = found;
    const form = request.method === "POST" ? parseStripeForm(await readBody(request)) : {};
    const field = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : null);
    const returnUrl = safeReturnUrl(field("return_url") ?? url.searchParams.get("return_url"));
    const wantsJson = !(request.headers.accept ?? "").includes("text/html");
    if (payPath && request.method === "POST") {
      // A payment method id (curl, tests) or a typed test card number (the form); the number is mapped at once and never kept.
      const method = field("payment_method") ? testPaymentMethod(field("payment_method")!) : paymentMethodOfCardNumber(field("card_number") ?? "");
      let error: string | null = null;
      if (!method) error = field("payment_method") ? `No such PaymentMethod: '${field("payment_method")}'` : "Your card number is not a test card this gateway accepts. Try 4242 4242 4242 4242.";
      else {
        try {
          confirm(account, intent, method, returnUrl);
        } catch (caught) {
          if (!(caught instanceof StripeError)) throw caught;
          error = caught.message;
        }
      }
      if (wantsJson) {
        send(response, error ? (intent.last_payment_error ? 402 : 400) : 200, error ? { error: { message: error, ...(intent.last_payment_error ?? {}) }, payment_intent: intent } : intent);
        return true;
      }
      // A declined card goes back to the site, which says so and starts a new attempt
      // (the reservation it paid for is over). A number that is not a test card, or no
      // return_url, stays here with the message.
      if (error && intent.last_payment_error && returnUrl) {
        redirect(response, withResult(returnUrl, intent));
        return true;
      }
      if (error) {
        page(response, 200, gatewayCardPage({ intent, action: `${url.pathname}?client_secret=${encodeURIComponent(intent.client_secret)}`, returnUrl, error }));
        return true;
      }
      if (intent.status === "requires_action") redirect(response, intent.next_action!.redirect_to_url.url + (returnUrl ? `&return_url=${encodeURIComponent(returnUrl)}` : ""));
      else if (returnUrl) redirect(response, withResult(returnUrl, intent));
      else page(response, 200, gatewayResultPage({ title: "Payment complete", message: "Your payment went through." }));
      return true;
    }
    if (payPath) {
      page(response, 200, gatewayCardPage({ intent, action: `${url.pathname}?client_secret=${encodeURIComponent(intent.client_secret)}`, returnUrl, error: null }));
      return true;
    }
    if (request.method === "POST") {
      const back = returnUrl ?? intent.next_action?.redirect_to_url.return_url ?? null;
      if (intent.status === "requires_action") {
        if (field("outcome") === "complete") succeed(account, intent);
        else {
          intent.status = "requires_payment_method";
          intent.next_action = null;
          intent.last_payment_error = { type: "card_error", code: "payment_intent_authentication_failure", message: "We are unable to authenticate your payment method. Please choose a different payment method and try again." };
          deliver(account, "payment_intent.payment_failed", intent);
        }
      }
      if (wantsJson) send(response, 200, intent);
      else if (back) redirect(response, withResult(back, intent));
      else page(response, 200, gatewayResultPage({ title: intent.status === "succeeded" ? "Payment complete" : "Payment not taken", message: intent.status === "succeeded" ? "Your payment went through." : "Authentication failed; no money was taken." }));
      return true;
    }
    page(response, 200, gatewayThreeDSecurePage({ intent, action: `${url.pathname}?client_secret=${encodeURIComponent(intent.client_secret)}`, returnUrl }));
    return true;
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://gateway.invalid");
    void (async () => {
      try {
        if (url.pathname === "/health") return send(response, 200, { ok: true });
        if (url.pathname.startsWith("/v1/")) {
          const answer = await api(request, url);
          return send(response, answer.status, answer.body);
        }
        if (await browser(request, response, url)) return;
        send(response, 404, { error: { type: "invalid_request_error", message: "Not found" } });
      } catch (error) {
        if (error instanceof StripeError) return send(response, error.status, { error: error.body });
        send(response, 500, { error: { type: "api_error", message: (error as Error).message } });
      }
    })();
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  if (!publicUrl) publicUrl = url;
  return {
    url,
    addWebhookEndpoint: (apiKey, endpoint) => addEndpoint(accountOf(apiKey), endpoint),
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    deliveries: () => delivered,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
