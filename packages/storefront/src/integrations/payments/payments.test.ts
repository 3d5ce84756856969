// Payments (issue 17): the real adapter (the official `stripe` SDK) against the
// Stripe-compatible test gateway on 127.0.0.1: PaymentIntents with Stripe's test
// payment methods and cards, 3-D Secure, refunds, idempotency keys; webhooks signed
// by the gateway and by the SDK's own test header helper, verified with the SDK,
// refused when tampered, older than 300 seconds or signed with another secret.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseStripeForm, startPaymentsGateway, stripeSignatureHeader, type PaymentsGateway } from "./gateway/gateway";
import { paymentMethodOfCardNumber } from "./gateway/test-cards";
import { stripeConnection, stripePayments, WebhookSignatureError, type PaymentsProcessor } from "./stripe";

const SECRET_KEY = "sk_test_forecourt_alpha";
const WEBHOOK_SECRET = "whsec_forecourt_alpha_test";

interface Received {
  host: string | undefined;
  signature: string | null;
  body: string;
}

describe("payments through the stripe SDK and the test gateway", () => {
  let gateway: PaymentsGateway;
  let payments: PaymentsProcessor;
  let receiver: ReturnType<typeof createServer>;
  const received: Received[] = [];

  beforeAll(async () => {
    receiver = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({ host: request.headers.host, signature: (request.headers["stripe-signature"] as string | undefined) ?? null, body: Buffer.concat(chunks).toString("utf8") });
        response.writeHead(200).end("{}");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const { port } = receiver.address() as AddressInfo;
    gateway = await startPaymentsGateway();
    // As in the demo: the site's endpoint names its own host, reached over 127.0.0.1.
    gateway.addWebhookEndpoint(SECRET_KEY, { url: `http://alpha.localhost:${port}/api/reservations/webhook`, secret: WEBHOOK_SECRET });
    payments = stripePayments({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: gateway.url });
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise((resolve) => receiver.close(resolve));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const create = (key = crypto.randomUUID()) =>
    payments.createPayment({ amount: 20000, currency: "aud", description: "Reservation", receiptEmail: "sam@example.com", metadata: { reservation_id: "r1" }, idempotencyKey: key });
  const confirmAt = (url: string, fields: Record<string, string>, accept = "application/json") =>
    fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", accept }, body: new URLSearchParams(fields), redirect: "manual" });
  const eventsOf = (paymentId: string) => received.filter((entry) => entry.body.includes(paymentId)).map((entry) => JSON.parse(entry.body) as { type: string });

  it("points the SDK at the gateway with host, port and protocol", () => {
    expect(stripeConnection("http://127.0.0.1:4242")).toEqual({ host: "127.0.0.1", port: 4242, protocol: "http" });
    expect(stripeConnection("https://api.stripe.com")).toEqual({});
    expect(stripeConnection(null)).toEqual({});
    expect(payments.name).toBe("test-gateway");
    expect(stripePayments({ secretKey: "sk_test_x", webhookSecret: "whsec_x" }).name).toBe("stripe");
  });

  it("creates a PaymentIntent once per idempotency key, and confirms it with pm_card_visa: a signed webhook reaches the site's host", async () => {
    const key = crypto.randomUUID();
    const payment = await create(key);
    expect(payment).toMatchObject({ status: "requires_payment", amount: 20000, currency: "aud", lastError: null });
    expect(payment.clientSecret).toMatch(new RegExp(`^${payment.id}_secret_`));
    expect(payment.confirmUrl).toBe(`${gateway.url}/pay/${payment.id}?client_secret=${encodeURIComponent(payment.clientSecret)}`);
    expect((await create(key)).id).toBe(payment.id);

    const confirmed = await confirmAt(payment.confirmUrl!, { payment_method: "pm_card_visa" });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ id: payment.id, status: "succeeded", amount_received: 20000 });
    expect(await payments.retrievePayment(payment.id)).toMatchObject({ status: "succeeded" });
    await gateway.settled();
    const delivery = received.find((entry) => entry.body.includes(payment.id))!;
    expect(delivery.host).toMatch(/^alpha\.localhost:\d+$/);
    expect(payments.verifyWebhook(delivery.body, delivery.signature)).toEqual({ kind: "payment-succeeded", eventId: expect.stringMatching(/^evt_/), paymentId: payment.id });
  });

  it("declines pm_card_chargeDeclined with Stripe's message and a payment_failed webhook", async () => {
    const payment = await create();
    const declined = await confirmAt(payment.confirmUrl!, { payment_method: "pm_card_chargeDeclined" });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ error: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." } });
    expect(await payments.retrievePayment(payment.id)).toMatchObject({ status: "requires_payment", lastError: "Your card was declined." });
    await gateway.settled();
    const delivery = received.find((entry) => entry.body.includes(payment.id))!;
    expect(payments.verifyWebhook(delivery.body, delivery.signature)).toMatchObject({ kind: "payment-failed", paymentId: payment.id, message: "Your card was declined." });
    // The SDK's own confirm reports a declined card as a StripeCardError, as Stripe does.
    const sdk = new Stripe(SECRET_KEY, { ...stripeConnection(gateway.url), telemetry: false });
    await expect(sdk.paymentIntents.confirm(payment.id, { payment_method: "pm_card_chargeDeclined" })).rejects.toMatchObject({ type: "StripeCardError", code: "card_declined" });
  });

  it("asks for 3-D Secure with pm_card_authenticationRequired, then returns to return_url with the result", async () => {
    const payment = await create();
    const returnUrl = "http://alpha.localhost:3000/cars/x/checkout?reservation=r1";
    const answer = await confirmAt(payment.confirmUrl!, { payment_method: "pm_card_authenticationRequired", return_url: returnUrl });
    const intent = (await answer.json()) as { status: string; next_action: { type: string; redirect_to_url: { url: string; return_url: string } } };
    expect(intent.status).toBe("requires_action");
    expect(intent.next_action.type).toBe("redirect_to_url");
    expect(intent.next_action.redirect_to_url.return_url).toBe(returnUrl);
    const page = await fetch(intent.next_action.redirect_to_url.url, { headers: { accept: "text/html" } });
    expect(await page.text()).toContain("Complete authentication");
    const done = await fetch(intent.next_action.redirect_to_url.url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" }, body: "outcome=complete", redirect: "manual" });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get("location")!);
    expect(back.origin + back.pathname).toBe("http://alpha.localhost:3000/cars/x/checkout");
    expect(back.searchParams.get("redirect_status")).toBe("succeeded");
    expect(back.searchParams.get("payment_intent")).toBe(payment.id);
    expect((await payments.retrievePayment(payment.id)).status).toBe("succeeded");
  });

  it("takes Stripe's test card numbers in its own card form, and never echoes the number", async () => {
    expect(paymentMethodOfCardNumber("4242 4242 4242 4242")?.id).toBe("pm_card_visa");
    expect(paymentMethodOfCardNumber("4000-0000-0000-0002")?.id).toBe("pm_card_chargeDeclined");
    expect(paymentMethodOfCardNumber("1234")).toBeNull();
    const payment = await create();
    const form = await fetch(payment.confirmUrl!, { headers: { accept: "text/html" } });
    const html = await form.text();
    expect(html).toContain('<label for="card_number">Card number</label>');
    expect(html).toContain("Pay $200.00");
    const refused = await confirmAt(payment.confirmUrl!, { card_number: "4000 0000 0000 0002", card_expiry: "12/34", card_cvc: "123" }, "text/html");
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('role="alert"');
    expect(refusedHtml).toContain("Your card was declined.");
    expect(refusedHtml).not.toMatch(/value="[\d ]{12,}"/);
    // With a return_url, a declined card goes back to the site with the failure.
    const declined = await create();
    const back = await confirmAt(declined.confirmUrl!, { card_number: "4000 0000 0000 0002", card_expiry: "12/34", card_cvc: "123", return_url: "http://alpha.localhost:3000/done" }, "text/html");
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toContain("redirect_status=failed");
    const paid = await confirmAt(payment.confirmUrl!, { card_number: "4242 4242 4242 4242", card_expiry: "12/34", card_cvc: "123", return_url: "http://alpha.localhost:3000/done" }, "text/html");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toContain("redirect_status=succeeded");
    expect(await fetch(`${gateway.url}/pay/${payment.id}?client_secret=wrong`).then((response) => response.status)).toBe(404);
  });

  it("refunds a succeeded payment in full once, and cancels an unpaid one", async () => {
    const payment = await create();
    await confirmAt(payment.confirmUrl!, { payment_method: "pm_card_visa" });
    const key = crypto.randomUUID();
    const refund = await payments.refundPayment({ paymentId: payment.id, idempotencyKey: key });
    expect(refund.refundId).toMatch(/^re_/);
    expect(await payments.refundPayment({ paymentId: payment.id, idempotencyKey: key })).toEqual(refund);
    await expect(payments.refundPayment({ paymentId: payment.id, idempotencyKey: crypto.randomUUID() })).rejects.toMatchObject({ code: "charge_already_refunded" });
    const unpaid = await create();
    await payments.cancelPayment(unpaid.id);
    expect((await payments.retrievePayment(unpaid.id)).status).toBe("canceled");
    await gateway.settled();
    expect(eventsOf(unpaid.id).map((event) => event.type)).toContain("payment_intent.canceled");
  });

  it("refuses a tampered body, a timestamp older than 300 seconds, a wrong secret and a missing header", async () => {
    const payment = await create();
    await confirmAt(payment.confirmUrl!, { payment_method: "pm_card_visa" });
    await gateway.settled();
    const delivery = received.find((entry) => entry.body.includes(payment.id))!;
    expect(() => payments.verifyWebhook(delivery.body.replace('"amount": 20000', '"amount": 1'), delivery.signature)).toThrow(WebhookSignatureError);
    expect(() => payments.verifyWebhook(delivery.body, null)).toThrow(WebhookSignatureError);
    const old = Math.floor(Date.now() / 1000) - 301;
    expect(() => payments.verifyWebhook(delivery.body, stripeSignatureHeader(delivery.body, WEBHOOK_SECRET, old))).toThrow(/tolerance/);
    expect(payments.verifyWebhook(delivery.body, stripeSignatureHeader(delivery.body, WEBHOOK_SECRET, old + 2))).toMatchObject({ kind: "payment-succeeded" });
    expect(() => payments.verifyWebhook(delivery.body, stripeSignatureHeader(delivery.body, "whsec_someone_else", Math.floor(Date.now() / 1000)))).toThrow(WebhookSignatureError);
  });

  it("agrees with the SDK's test header helper, and reads the clock it is given", () => {
    const payload = JSON.stringify({ id: "evt_sdk", object: "event", type: "payment_intent.succeeded", data: { object: { id: "pi_sdk", object: "payment_intent" } } });
    const timestamp = 1_796_000_000;
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
    expect(header).toBe(stripeSignatureHeader(payload, WEBHOOK_SECRET, timestamp));
    const receivedAt = new Date((timestamp + 299) * 1000);
    expect(payments.verifyWebhook(payload, header, receivedAt)).toEqual({ kind: "payment-succeeded", eventId: "evt_sdk", paymentId: "pi_sdk" });
    expect(() => payments.verifyWebhook(payload, header, new Date((timestamp + 301) * 1000))).toThrow(/tolerance/);
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong", timestamp });
    expect(() => payments.verifyWebhook(payload, wrong, receivedAt)).toThrow(WebhookSignatureError);
    const other = JSON.stringify({ id: "evt_other", object: "event", type: "charge.updated", data: { object: { id: "ch_1" } } });
    expect(payments.verifyWebhook(other, Stripe.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET, timestamp }), receivedAt)).toEqual({ kind: "ignored", eventId: "evt_other", type: "charge.updated" });
  });

  it("answers Stripe's errors for a bad key, a bad request and an unknown route", async () => {
    const bad = stripePayments({ secretKey: "sk_live_real", webhookSecret: WEBHOOK_SECRET, apiUrl: gateway.url });
    await expect(bad.retrievePayment("pi_x")).rejects.toMatchObject({ type: "StripeAuthenticationError" });
    await expect(payments.retrievePayment("pi_missing")).rejects.toMatchObject({ code: "resource_missing" });
    await expect(payments.createPayment({ amount: 10, currency: "aud", description: "", receiptEmail: "a@b.c", metadata: {}, idempotencyKey: crypto.randomUUID() })).rejects.toMatchObject({ param: "amount" });
    const unknown = await fetch(`${gateway.url}/v1/customers`, { headers: { authorization: `Bearer ${SECRET_KEY}` } });
    expect(unknown.status).toBe(404);
    expect(parseStripeForm("metadata[a]=1&enabled_events[0]=x&amount=5")).toEqual({ metadata: { a: "1" }, enabled_events: { 0: "x" }, amount: "5" });
  });

  it("refuses to start with FORECOURT_DEPLOYMENT=production", async () => {
    vi.stubEnv("FORECOURT_DEPLOYMENT", "production");
    await expect(startPaymentsGateway()).rejects.toThrow(/FORECOURT_DEPLOYMENT=production/);
  });
});
