// What a lead request carries beyond its fields: its size cap, a body hash for the
// Idempotency-Key and the key itself. Reading the body and the client's address is
// the HTTP plumbing of ../http, shared by every route.
import { createHash } from "node:crypto";

/** issue 5: a lead body over 64 KB is answered 413 before it is parsed. */
export const MAX_LEAD_BODY_BYTES = 64 * 1024;

/** JSON with object keys sorted, so that key order never changes a hash. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * What an Idempotency-Key is compared on: the body's fields without the spam
 * token (a retry may carry a fresh one) and independent of key order.
 */
export function leadBodyHash(body: Record<string, unknown>): string {
  const { token: _token, ...fields } = body;
  return createHash("sha256").update(canonicalJson(fields)).digest("hex");
}

/** issue 5: the form sets an Idempotency-Key; 1 to 255 visible ASCII characters (a UUID in practice). */
export function parseIdempotencyKey(value: string | null): { kind: "none" } | { kind: "key"; key: string } | { kind: "invalid" } {
  if (value === null) return { kind: "none" };
  const key = value.trim();
  return /^[\x21-\x7e]{1,255}$/.test(key) ? { kind: "key", key } : { kind: "invalid" };
}
