// /api/auth/* (issue 16): better-auth's own endpoints, behind Forecourt's checks.
//
// Only the four endpoints a shopper needs are served (send-otp, verify,
// get-session, sign-out); better-auth's other endpoints (passwords, user updates,
// session lists) answer 404, so nothing a shopper cannot use is reachable. Before
// better-auth sees a code request, this layer
//   - reads at most 4 KB of body and answers bad JSON or a bad field with a 400
//     that names the field, in the sign-in form's words;
//   - turns the phone into E.164 in the site's region (the plugin stores it so),
//   - enforces issue 16's limits in the shared rate-limit store: 5 codes per phone
//     and 10 per client address, per site, in 10 minutes (429 with Retry-After);
// and after it answers, it sets or clears the "signed in" hint cookie that lets
// static pages skip the session request for signed-out shoppers (shopper-hint.ts).
import { type Region, signInCodeLimits, signInMessages, mobileE164 } from "@forecourt/domain";
import { readBodyText } from "../http/body";
import { clientIp } from "../http/forwarded";
import { jsonResponse } from "../http/site-of-request";
import { checkRateLimit, type RateLimitStore } from "../integrations/rate-limit";
import type { AuthCache, AuthSite } from "./auth";
import { clearHintCookie, hintCookie, hasHintCookie } from "./shopper-hint";

export interface AuthHttpDeps {
  auth: AuthCache;
  rateLimitStore: RateLimitStore;
  trustedProxyHops: number;
  /** Codes per client address and site in the window; issue 16's 10 unless configured. */
  codesPerClient?: number;
  now?: () => Date;
}

const maxBodyBytes = 4 * 1024;

/** The endpoints served, by method and path under /api/auth. */
const served: Record<string, "POST" | "GET"> = {
  "/phone-number/send-otp": "POST",
  "/phone-number/verify": "POST",
  "/get-session": "GET",
  "/sign-out": "POST",
};

/** better-auth's error codes, in the sign-in form's words. */
const friendlyMessages: Record<string, string> = {
  INVALID_OTP: signInMessages.codeWrong,
  OTP_EXPIRED: signInMessages.codeDead,
  OTP_NOT_FOUND: signInMessages.codeDead,
  TOO_MANY_ATTEMPTS: signInMessages.codeDead,
};

/** The shopper-facing origin: the app server owns X-Forwarded-Proto and Host (http/forwarded.ts). */
export function requestOrigin(request: Request): string {
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host") || new URL(request.url).host;
  return `${proto}://${host}`;
}

function fieldError(field: string, message: string): Response {
  return jsonResponse({ code: "VALIDATION_ERROR", message, fields: { [field]: message } }, 400);
}

type Parsed = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

async function readJsonObject(request: Request): Promise<Parsed> {
  const read = await readBodyText(request, maxBodyBytes);
  if (read.kind === "too-large") return { ok: false, response: jsonResponse({ code: "PAYLOAD_TOO_LARGE", message: "The request body is larger than 4 KB." }, 413) };
  try {
    const body: unknown = JSON.parse(read.text);
    if (typeof body === "object" && body !== null && !Array.isArray(body)) return { ok: true, body: body as Record<string, unknown> };
  } catch {
    // answered below
  }
  return { ok: false, response: jsonResponse({ code: "INVALID_BODY", message: "Send a JSON object, like {\"phoneNumber\": \"0412 345 678\"}." }, 400) };
}

type PhoneRead = { ok: true; phone: string } | { ok: false; response: Response };

function readPhone(body: Record<string, unknown>, region: Region): PhoneRead {
  const raw = body.phoneNumber;
  if (typeof raw !== "string" || raw.trim() === "") return { ok: false, response: fieldError("phoneNumber", signInMessages.phoneRequired) };
  const phone = mobileE164(raw, region);
  return phone ? { ok: true, phone } : { ok: false, response: fieldError("phoneNumber", signInMessages.phoneInvalid(region)) };
}

async function limitCodes(site: AuthSite, phone: string, request: Request, deps: AuthHttpDeps): Promise<Response | null> {
  const now = deps.now?.() ?? new Date();
  const ip = clientIp(request.headers, deps.trustedProxyHops) ?? "unknown";
  // Both are counted on every request, refused ones too: hammering keeps a client out.
  const [byClient, byPhone] = await Promise.all([
    checkRateLimit(deps.rateLimitStore, `otp:ip:${site.id}:${ip}`, { ...signInCodeLimits.perClient, limit: deps.codesPerClient ?? signInCodeLimits.perClient.limit }, now),
    checkRateLimit(deps.rateLimitStore, `otp:phone:${site.id}:${phone}`, signInCodeLimits.perPhone, now),
  ]);
  const refused = [byClient, byPhone].filter((decision) => !decision.allowed);
  if (refused.length === 0) return null;
  const retryAfter = Math.max(...refused.map((decision) => (decision.allowed ? 0 : decision.retryAfterSeconds)));
  return jsonResponse({ code: "TOO_MANY_REQUESTS", message: signInMessages.tooManyCodes(retryAfter) }, 429, { "retry-after": String(retryAfter) });
}

/** The same request with a new JSON body, for better-auth. */
function withBody(request: Request, url: string, body: unknown): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Request(url, { method: "POST", headers, body: JSON.stringify(body) });
}

/** Rewrites better-auth's error messages into the form's words, keeping its status and code; a failure on our side is a 503 to retry, never a 500. */
async function friendlyError(response: Response): Promise<Response> {
  if (response.status >= 500) return jsonResponse({ code: "UNAVAILABLE", message: "We could not do that just now. Please try again in a minute." }, 503, { "retry-after": "30" });
  if (response.ok || !response.headers.get("content-type")?.includes("json")) return response;
  const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  const message = body?.code ? friendlyMessages[body.code] : undefined;
  if (!message) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, headers });
}

function appendCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append("set-cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export async function handleAuthRequest(request: Request, site: AuthSite & { region: Region }, deps: AuthHttpDeps): Promise<Response> {
  const url = new URL(request.url);
  const subpath = url.pathname.replace(/^\/api\/auth/, "").replace(/\/+$/, "");
  const method = served[subpath];
  if (!method) return jsonResponse({ code: "NOT_FOUND", message: "No such sign-in endpoint." }, 404);
  if (request.method !== method) return jsonResponse({ code: "METHOD_NOT_ALLOWED", message: `Use ${method}.` }, 405, { allow: method });

  const origin = requestOrigin(request);
  const auth = deps.auth.authFor(site, origin);
  const target = `${origin}/api/auth${subpath}${url.search}`;
  const secure = origin.startsWith("https:");

  if (subpath === "/phone-number/send-otp") {
    const parsed = await readJsonObject(request);
    if (!parsed.ok) return parsed.response;
    const phone = readPhone(parsed.body, site.region);
    if (!phone.ok) return phone.response;
    const limited = await limitCodes(site, phone.phone, request, deps);
    if (limited) return limited;
    return friendlyError(await auth.handler(withBody(request, target, { phoneNumber: phone.phone })));
  }

  if (subpath === "/phone-number/verify") {
    const parsed = await readJsonObject(request);
    if (!parsed.ok) return parsed.response;
    const phone = readPhone(parsed.body, site.region);
    if (!phone.ok) return phone.response;
    const code = typeof parsed.body.code === "string" ? parsed.body.code.replace(/\s+/g, "") : "";
    if (code === "") return fieldError("code", signInMessages.codeRequired);
    if (!/^\d{6}$/.test(code)) return fieldError("code", signInMessages.codeInvalid);
    // Only the phone and the code reach better-auth: no updatePhoneNumber, no extra user fields.
    const response = await friendlyError(await auth.handler(withBody(request, target, { phoneNumber: phone.phone, code })));
    return response.ok ? appendCookie(response, hintCookie(secure)) : response;
  }

  const forwarded = new Request(target, { method: request.method, headers: request.headers, body: request.method === "GET" ? undefined : await request.arrayBuffer() });
  const response = await auth.handler(forwarded);
  if (subpath === "/sign-out") return appendCookie(response, clearHintCookie(secure));
  // A hint without a session (expired, signed out elsewhere, another site's cookie) is cleared.
  if (subpath === "/get-session" && hasHintCookie(request.headers) && response.ok) {
    const body = (await response.clone().json().catch(() => null)) as unknown;
    if (body === null) return appendCookie(response, clearHintCookie(secure));
  }
  return response;
}
