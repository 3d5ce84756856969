// Reading a lead request safely: the client's IP behind proxies, the body with a
// size cap (so a huge body is never buffered), and a body hash for Idempotency-Key.
import { createHash } from "node:crypto";

/** issue 5: a lead body over 64 KB is answered 413 before it is parsed. */
export const MAX_LEAD_BODY_BYTES = 64 * 1024;

export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

export function headerValue(headers: HeaderSource, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name);
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    return Array.isArray(value) ? value.join(", ") : value;
  }
  return null;
}

/**
 * The client's address: with `hops` proxies in front of the app each appending to
 * X-Forwarded-For, the client is `hops` entries from the right (entries further left
 * are whatever the client claimed). `next start` alone sets the header to the socket
 * address only when the request has none, which `hops` = 1 reads correctly too.
 */
export function clientIp(headers: HeaderSource, hops = 1): string | null {
  const forwarded = headerValue(headers, "x-forwarded-for");
  if (forwarded) {
    const entries = forwarded
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = entries[Math.max(0, entries.length - hops)];
    if (entry) return entry.replace(/^::ffff:/, "").slice(0, 64);
  }
  return headerValue(headers, "x-real-ip")?.trim().slice(0, 64) || null;
}

export type BodyRead = { kind: "ok"; text: string } | { kind: "too-large" };

/** Reads at most `maxBytes` + 1 bytes: enough to know the body is too large without holding it all. */
export async function readBodyText(request: Request, maxBytes = MAX_LEAD_BODY_BYTES): Promise<BodyRead> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { kind: "too-large" };
  if (!request.body) return { kind: "ok", text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { kind: "too-large" };
    }
    chunks.push(value);
  }
  return { kind: "ok", text: Buffer.concat(chunks).toString("utf8") };
}

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
