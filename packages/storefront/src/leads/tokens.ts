// The lead form's spam token (issue 5): HMAC-SHA256 over the site and the issue
// time, signed with a server secret. No state is kept, so any app instance can
// check it; it is reusable for retries while valid. A token is refused when forged,
// issued for another site, older than 2 hours, or younger than 3 seconds (the
// minimum fill time of docs/architecture.md 'Spam checks': a bot posts at once).
import { createHmac, timingSafeEqual } from "node:crypto";

export const LEAD_TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000;
export const LEAD_TOKEN_MIN_AGE_MS = 3_000;
/** Instances' clocks differ a little; a token "from the future" within this is fine. */
const CLOCK_SKEW_MS = 30_000;
const VERSION = "v1";

export type LeadTokenCheck =
  | { ok: true; issuedAt: Date }
  | { ok: false; reason: "malformed" | "forged" | "other-site" | "expired" | "too-young" };

function signature(siteId: number, issuedAt: number, secret: string): string {
  return createHmac("sha256", secret).update(`forecourt-lead-token:${VERSION}:${siteId}:${issuedAt}`).digest("base64url");
}

/** `v1.{siteId}.{issued ms}.{signature}`: readable when debugging, unforgeable without the secret. */
export function issueLeadToken(siteId: number, now: Date, secret: string): string {
  const issuedAt = now.getTime();
  return `${VERSION}.${siteId}.${issuedAt}.${signature(siteId, issuedAt, secret)}`;
}

export function verifyLeadToken(token: unknown, siteId: number, now: Date, secret: string): LeadTokenCheck {
  if (typeof token !== "string" || token.length > 200) return { ok: false, reason: "malformed" };
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION || !/^\d{1,10}$/.test(parts[1]!) || !/^\d{1,15}$/.test(parts[2]!)) return { ok: false, reason: "malformed" };
  const tokenSite = Number(parts[1]);
  const issuedAt = Number(parts[2]);
  const expected = Buffer.from(signature(tokenSite, issuedAt, secret));
  const given = Buffer.from(parts[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "forged" };
  // Signed by us, but for another site's form: a token is not portable between dealers.
  if (tokenSite !== siteId) return { ok: false, reason: "other-site" };
  const age = now.getTime() - issuedAt;
  if (age < -CLOCK_SKEW_MS) return { ok: false, reason: "forged" };
  if (age > LEAD_TOKEN_MAX_AGE_MS) return { ok: false, reason: "expired" };
  if (age < LEAD_TOKEN_MIN_AGE_MS) return { ok: false, reason: "too-young" };
  return { ok: true, issuedAt: new Date(issuedAt) };
}

/** What the form shows for a refused token (spec 8: the form shows the server's error). */
export const leadTokenMessages: Record<Exclude<LeadTokenCheck, { ok: true }>["reason"], string> = {
  malformed: "This form could not be verified. Please reload the page and try again.",
  forged: "This form could not be verified. Please reload the page and try again.",
  "other-site": "This form could not be verified. Please reload the page and try again.",
  expired: "This form has expired. Please reload the page and try again.",
  "too-young": "That was quick! Please wait a few seconds and submit the form again.",
};
