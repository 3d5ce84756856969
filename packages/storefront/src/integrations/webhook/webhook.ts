// Signed webhook delivery of a lead to a dealer's CRM (issue 5 'Delivery'): a JSON
// POST whose exact bytes are signed with HMAC-SHA256 under the destination's secret,
// with the lead_id as Idempotency-Key so that the receiver can drop the duplicates
// an at-least-once delivery may send.
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-forecourt-signature";

/** `sha256=<hex HMAC-SHA256 of the body>`, the GitHub/Stripe-style form CRMs already verify. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/** For receivers (and our tests): constant-time check of a signature header. */
export function isWebhookSignatureValid(body: string, header: string | null | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(webhookSignature(body, secret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type WebhookResult = { ok: true; httpStatus: number } | { ok: false; httpStatus: number | null; error: string };

export async function postSignedWebhook(input: {
  url: string;
  secret: string;
  /** The JSON text to send; signed as is. */
  body: string;
  leadId: string;
  attempt: number;
  timeoutMs: number;
  fetch?: typeof fetch;
}): Promise<WebhookResult> {
  const send = input.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(input.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Forecourt-Lead-Delivery/1",
        [SIGNATURE_HEADER]: webhookSignature(input.body, input.secret),
        "idempotency-key": input.leadId,
        "x-forecourt-delivery-attempt": String(input.attempt),
      },
      body: input.body,
      redirect: "manual",
      signal: AbortSignal.timeout(input.timeoutMs),
    });
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return { ok: false, httpStatus: null, error: cause?.code ?? cause?.message ?? (error as Error).message };
  }
  // Drain the body so the connection is reused; a CRM's answer text helps support.
  const text = await response.text().catch(() => "");
  if (response.status >= 200 && response.status < 300) return { ok: true, httpStatus: response.status };
  return { ok: false, httpStatus: response.status, error: `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ""}` };
}
