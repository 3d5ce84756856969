// Twilio's Programmable Messaging REST API behind the SMS adapter (issue 16):
//   POST {baseUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json
//   HTTP basic auth (Account SID : Auth Token), a form-encoded body of To, Body and
//   From (a Twilio number or sender id) or MessagingServiceSid.
// A 201 answers the Message resource as JSON, with its `sid` (SM...); an error
// answers `{ code, message, more_info, status }`. A 429, a 5xx, a timeout or a lost
// connection is worth retrying; any other 4xx (an invalid number, bad credentials)
// fails the same way every time. Tests run it against a local stand-in
// (twilio-stand-in.ts); FORECOURT_TWILIO_API_URL points it elsewhere.
import type { SmsResult, SmsSender } from "./sms";

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A Twilio phone number (E.164) or alphanumeric sender id; or give messagingServiceSid. */
  from?: string;
  /** MG...: Twilio picks the sender from the service's pool. */
  messagingServiceSid?: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const TWILIO_API_URL = "https://api.twilio.com";

export function twilioMessagesPath(accountSid: string): string {
  return `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
}

export function twilioSmsSender(options: TwilioOptions): SmsSender {
  if (!options.accountSid || !options.authToken) throw new Error("Twilio needs an Account SID and an Auth Token");
  if (!options.from === !options.messagingServiceSid) throw new Error("Twilio needs a From number or a Messaging Service SID (one of them)");
  const url = `${(options.baseUrl ?? TWILIO_API_URL).replace(/\/+$/, "")}${twilioMessagesPath(options.accountSid)}`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const send = options.fetch ?? fetch;
  return {
    provider: "twilio",
    async send(message): Promise<SmsResult> {
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      if (options.messagingServiceSid) form.set("MessagingServiceSid", options.messagingServiceSid);
      else form.set("From", options.from!);
      let response: Response;
      try {
        response = await send(url, {
          method: "POST",
          headers: {
            authorization,
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
            "user-agent": "Forecourt-Messages/1",
            // Not documented by Twilio for this endpoint (it names this header on the requests it sends);
            // harmless if ignored, and the key a future provider or a proxy can dedupe on.
            "i-twilio-idempotency-token": message.idempotencyKey,
          },
          body: form.toString(),
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const failure = error as Error & { cause?: { code?: string; message?: string } };
        const reason = failure.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : (failure.cause?.code ?? failure.cause?.message ?? failure.message);
        return { ok: false, error: `Twilio: ${reason}`, retryable: true };
      }
      const text = await response.text().catch(() => "");
      const json = parseJson(text);
      if (response.status === 200 || response.status === 201) {
        return { ok: true, providerMessageId: typeof json?.sid === "string" ? json.sid : null };
      }
      const code = json?.code === undefined || json.code === null ? "" : ` ${String(json.code)}`;
      const detail = typeof json?.message === "string" ? json.message : text.slice(0, 200);
      return { ok: false, error: `Twilio HTTP ${response.status}${code}${detail ? `: ${detail}` : ""}`, retryable: response.status === 429 || response.status >= 500 };
    },
  };
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
