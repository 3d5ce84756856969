// One POST /api/revalidate to one app process, for one site host. Sent with
// node:http(s) to the app's origin with the site's Host header: the app finds the
// site from the host, and Node cannot resolve `*.localhost` (nor would a public
// domain lead to one particular app process), so the connection goes to the
// origin and the host travels in the header. `localhost` origins connect to
// 127.0.0.1. Never throws: every outcome, a timeout included, is a value.
import http from "node:http";
import https from "node:https";

export interface RevalidateCall {
  /** The app's origin, e.g. http://localhost:3001 or http://10.0.0.7:3000. */
  origin: string;
  /** The site's hostname, sent as Host: coral-coast-auto.localhost, www.example.com.au. */
  host: string;
  token: string;
  body: unknown;
  /** The whole exchange, connection to last byte. */
  timeoutMs: number;
}

export type RevalidateCallResult = { ok: true; status: number; body: unknown } | { ok: false; status: number | null; reason: string };

const MAX_ANSWER_BYTES = 16 * 1024;

/** Where to connect for an origin's hostname: loopback for localhost names, which Node's resolver may not know. */
function connectAddress(url: URL): string {
  const name = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return name === "localhost" || name.endsWith(".localhost") ? "127.0.0.1" : name;
}

function errorOf(body: unknown): string | null {
  return body && typeof body === "object" && "error" in body && typeof body.error === "string" ? body.error : null;
}

export function postRevalidate(call: RevalidateCall): Promise<RevalidateCallResult> {
  return new Promise((resolve) => {
    let settled = false;
    // Only called from the request's events, after `timer` below is set.
    const finish = (result: RevalidateCallResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    let url: URL;
    try {
      url = new URL("/api/revalidate", call.origin);
    } catch {
      resolve({ ok: false, status: null, reason: `"${call.origin}" is not an origin` });
      return;
    }
    const payload = Buffer.from(JSON.stringify(call.body));
    const client = url.protocol === "https:" ? https : http;
    const request = client.request({
      host: connectAddress(url),
      port: url.port || (url.protocol === "https:" ? 443 : 80),
      path: url.pathname,
      method: "POST",
      // The certificate is the origin's, whatever site the Host header names.
      servername: url.protocol === "https:" ? url.hostname : undefined,
      headers: {
        host: call.host,
        authorization: `Bearer ${call.token}`,
        "content-type": "application/json",
        "content-length": String(payload.byteLength),
        // One call, one connection: no idle socket keeps a command-line run alive.
        connection: "close",
      },
      agent: false,
    });
    const timer = setTimeout(() => request.destroy(new Error(`timed out after ${call.timeoutMs} ms`)), call.timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) => finish({ ok: false, status: null, reason: error.code && !error.message.includes(error.code) ? `${error.code}: ${error.message}` : error.message }));
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
      });
      response.on("error", (error) => finish({ ok: false, status: response.statusCode ?? null, reason: error.message }));
      response.on("end", () => {
        const status = response.statusCode ?? 0;
        const text = Buffer.concat(chunks).toString("utf8");
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON (a proxy's error page): the status and the start of the text say enough.
        }
        if (status === 200) return finish({ ok: true, status, body });
        const message = errorOf(body) ?? (text.trim().slice(0, 200) || "no answer body");
        finish({ ok: false, status, reason: `HTTP ${status}: ${message}` });
      });
    });
    request.end(payload);
  });
}
