// A local stand-in for Twilio's Messages API (issue 16), so the SMS adapter is
// tested without the internet: it serves POST /2010-04-01/Accounts/{sid}/Messages.json
// on 127.0.0.1, checks basic auth and the form the way Twilio does, records every
// request, and answers 201 with a Message resource, or what a test asks for next:
// a 400 (an invalid number), a 429, a 500, or a 201 too slow to wait for.
// Error bodies have Twilio's shape: { code, message, more_info, status }.
// It accepts anything with the right credentials, so it refuses to run when
// FORECOURT_DEPLOYMENT=production.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isProductionDeployment } from "../../env";
import { twilioMessagesPath } from "./twilio";

export type TwilioStandInAnswer = "accept" | "invalid-number" | "rate-limited" | "server-error" | { slowMs: number };

export interface TwilioStandInRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The form fields (To, From, MessagingServiceSid, Body). */
  form: Record<string, string>;
  /** Whether the credentials matched. */
  authorized: boolean;
}

export interface TwilioStandIn {
  /** Give to FORECOURT_TWILIO_API_URL (or twilioSmsSender's baseUrl). */
  url: string;
  accountSid: string;
  authToken: string;
  requests: TwilioStandInRequest[];
  /** Messages it accepted, in order. */
  accepted: Array<{ sid: string; to: string; from: string | null; messagingServiceSid: string | null; body: string }>;
  /** The answers to give the next requests, in order; "accept" once they run out. */
  answerNext(...answers: TwilioStandInAnswer[]): void;
  /** Forgets the answers not given yet. */
  clearAnswers(): void;
  close(): Promise<void>;
}

const error = (status: number, code: number, message: string) => ({ status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } });

export async function startTwilioStandIn(options: { accountSid?: string; authToken?: string; host?: string } = {}): Promise<TwilioStandIn> {
  if (isProductionDeployment()) throw new Error("The Twilio stand-in accepts every message; it does not run when FORECOURT_DEPLOYMENT=production");
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString("hex")}`;
  const authToken = options.authToken ?? randomBytes(16).toString("hex");
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  const requests: TwilioStandInRequest[] = [];
  const accepted: TwilioStandIn["accepted"] = [];
  const queue: TwilioStandInAnswer[] = [];

  async function answer(request: IncomingMessage, body: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const path = (request.url ?? "").split("?")[0]!;
    const form = Object.fromEntries(new URLSearchParams(body));
    const authorized = request.headers.authorization === expectedAuth;
    requests.push({ method: request.method ?? "", path, headers: request.headers, form, authorized });
    if (!authorized) return error(401, 20003, "Authenticate");
    if (request.method !== "POST" || path !== twilioMessagesPath(accountSid)) return error(404, 20404, `The requested resource ${path} was not found`);
    if (!form.To) return error(400, 21604, "A 'To' phone number is required.");
    if (!form.From && !form.MessagingServiceSid) return error(400, 21603, "A 'From' phone number is required.");
    if (!form.Body) return error(400, 21602, "Message body is required.");
    const next = queue.shift() ?? "accept";
    if (typeof next === "object") {
      // The answer comes too late: the sender has given up by then, yet the message was taken (a retry sends it twice).
      await new Promise((resolve) => setTimeout(resolve, next.slowMs));
    }
    if (next === "invalid-number" || !/^\+[1-9]\d{6,14}$/.test(form.To)) return error(400, 21211, `Invalid 'To' Phone Number: ${form.To}`);
    if (next === "rate-limited") return error(429, 20429, "Too Many Requests");
    if (next === "server-error") return error(500, 20500, "Internal Server Error");
    const sid = `SM${randomBytes(16).toString("hex")}`;
    accepted.push({ sid, to: form.To, from: form.From ?? null, messagingServiceSid: form.MessagingServiceSid ?? null, body: form.Body });
    const now = new Date().toUTCString().replace("GMT", "+0000");
    return {
      status: 201,
      body: {
        sid,
        account_sid: accountSid,
        messaging_service_sid: form.MessagingServiceSid ?? null,
        from: form.From ?? null,
        to: form.To,
        body: form.Body,
        status: form.MessagingServiceSid ? "accepted" : "queued",
        direction: "outbound-api",
        num_segments: "1",
        api_version: "2010-04-01",
        date_created: now,
        date_updated: now,
        date_sent: null,
        error_code: null,
        error_message: null,
        price: null,
        price_unit: "USD",
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      },
    };
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void answer(request, Buffer.concat(chunks).toString("utf8")).then((reply) => {
        if (response.destroyed) return;
        response.writeHead(reply.status, { "content-type": "application/json" });
        response.end(JSON.stringify(reply.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    requests,
    accepted,
    answerNext: (...answers) => queue.push(...answers),
    clearAnswers: () => queue.splice(0),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
