// Who is asking, behind how many proxies. The app server (server/app-server.ts)
// owns the X-Forwarded-* headers: it writes them from the socket before Next sees
// the request, so what a route handler reads was written by us or by a proxy we
// were told to trust, never by the client. `next start` alone would keep a
// client-sent X-Forwarded-For (it fills the header only when it is absent), and a
// route handler has no socket to check it against (issue 14).

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

function listEntries(value: string | string[] | undefined): string[] {
  const text = Array.isArray(value) ? value.join(",") : (value ?? "");
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function plainAddress(address: string): string {
  return address.replace(/^::ffff:/, "").slice(0, 64);
}

export interface SocketFacts {
  remoteAddress: string | undefined;
  /** TLS terminated by this process (an https server). */
  encrypted: boolean;
}

/**
 * Rewrites a Node request's X-Forwarded-For, -Proto and -Host in place.
 * `trustedHops` is how many proxies in front of this server append to the
 * headers (FORECOURT_TRUSTED_PROXY_HOPS):
 * - 0 (no proxy, the default): everything the client sent is replaced by what the
 *   socket says: X-Forwarded-For is the peer's address, -Proto the socket's, -Host the Host.
 * - N: the last N entries of X-Forwarded-For are kept (each trusted proxy appended
 *   one) and the peer's address is appended; earlier entries, which the client could
 *   have written, are dropped. -Proto and -Host keep the nearest proxy's value.
 */
export function ownForwardedHeaders(headers: Record<string, string | string[] | undefined>, socket: SocketFacts, trustedHops: number): void {
  const peer = socket.remoteAddress ? plainAddress(socket.remoteAddress) : "unknown";
  const kept = trustedHops > 0 ? listEntries(headers["x-forwarded-for"]).slice(-trustedHops) : [];
  headers["x-forwarded-for"] = [...kept, peer].join(", ");
  const ownProto = socket.encrypted ? "https" : "http";
  const host = typeof headers.host === "string" ? headers.host : undefined;
  if (trustedHops > 0) {
    headers["x-forwarded-proto"] = listEntries(headers["x-forwarded-proto"]).at(-1) ?? ownProto;
    const forwardedHost = listEntries(headers["x-forwarded-host"]).at(-1) ?? host;
    if (forwardedHost) headers["x-forwarded-host"] = forwardedHost;
    else delete headers["x-forwarded-host"];
  } else {
    headers["x-forwarded-proto"] = ownProto;
    if (host) headers["x-forwarded-host"] = host;
    else delete headers["x-forwarded-host"];
  }
}

/**
 * The client's address as the app server wrote it: with `trustedHops` proxies in
 * front, the entry that many places left of the peer's (the rightmost) one. Null
 * only when the request did not come through the app server (a bare `next dev`).
 */
export function clientIp(headers: HeaderSource, trustedHops = 0): string | null {
  const entries = listEntries(headerValue(headers, "x-forwarded-for") ?? undefined);
  const entry = entries[Math.max(0, entries.length - 1 - trustedHops)];
  return entry ? plainAddress(entry) : null;
}
