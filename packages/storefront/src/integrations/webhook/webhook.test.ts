// Signed webhook delivery (issue 5): HMAC-SHA256 of the exact body, lead_id as Idempotency-Key.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localServer, type LocalServer } from "../../leads/test-support";
import { isWebhookSignatureValid, postSignedWebhook, webhookSignature } from "./webhook";

describe("signed webhook", () => {
  let status = 200;
  let server: LocalServer;
  beforeAll(async () => {
    server = await localServer(() => ({ status, body: status === 200 ? "{}" : "CRM says no" }));
  });
  afterAll(() => server.close());

  it("signs the body as sha256=<hex HMAC> and checks signatures in constant time", () => {
    const body = '{"lead_id":"x"}';
    expect(webhookSignature(body, "k")).toBe(`sha256=${createHmac("sha256", "k").update(body).digest("hex")}`);
    expect(isWebhookSignatureValid(body, webhookSignature(body, "k"), "k")).toBe(true);
    expect(isWebhookSignatureValid(`${body} `, webhookSignature(body, "k"), "k")).toBe(false);
    expect(isWebhookSignatureValid(body, "sha256=short", "k")).toBe(false);
    expect(isWebhookSignatureValid(body, null, "k")).toBe(false);
  });

  it("posts JSON with the signature, the Idempotency-Key and the attempt, and reports the outcome", async () => {
    const body = JSON.stringify({ lead_id: "1b4e28ba-2fa1-11d2-883f-0016d3cca427", name: "Jane" });
    expect(await postSignedWebhook({ url: `${server.url}/crm`, secret: "k", body, leadId: "1b4e28ba-2fa1-11d2-883f-0016d3cca427", attempt: 3, timeoutMs: 1000 })).toEqual({ ok: true, httpStatus: 200 });
    const request = server.requests.at(-1)!;
    expect(request.body).toBe(body);
    expect(request.headers).toMatchObject({ "content-type": "application/json", "idempotency-key": "1b4e28ba-2fa1-11d2-883f-0016d3cca427", "x-forecourt-delivery-attempt": "3", "x-forecourt-signature": webhookSignature(body, "k") });
    status = 422;
    expect(await postSignedWebhook({ url: server.url, secret: "k", body, leadId: "x", attempt: 1, timeoutMs: 1000 })).toEqual({ ok: false, httpStatus: 422, error: "HTTP 422: CRM says no" });
    const closed = await localServer(() => ({ status: 200 }));
    await closed.close();
    expect(await postSignedWebhook({ url: closed.url, secret: "k", body, leadId: "x", attempt: 1, timeoutMs: 1000 })).toEqual({ ok: false, httpStatus: null, error: "ECONNREFUSED" });
    status = 200;
  });
});
