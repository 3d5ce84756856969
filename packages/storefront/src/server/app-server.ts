// The HTTP server every template app runs behind (issue 14): Node's own server
// around Next's request handler. It exists for one reason Next cannot serve: the
// client's address. `next start` keeps a client-sent X-Forwarded-For, and a route
// handler has no socket, so a forged header would give each request a fresh rate
// limit. Here the socket is in hand: the X-Forwarded-* headers are rewritten
// (http/forwarded.ts) before Next sees the request. The demo, the end-to-end tests,
// the benchmarks and a container image all start the production build of an app
// through this server (`next dev` stays as it is: development trusts its one user).
// It also sends a 404's page drawn on the server in place of Next's empty shell
// (http/not-found-document.ts), answers the build's scripts and stylesheet from
// memory before Next sees the request (static-assets.ts), and compresses what Next
// answers, with Brotli where the browser takes it (compress-responses.ts).
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import { ownForwardedHeaders } from "../http/forwarded";
import { NOT_FOUND_DOCUMENT_HEADER } from "../http/not-found-document";
import { compressResponse } from "./compress-responses";
import { staticAssets } from "./static-assets";

export interface AppServerOptions {
  /** The app's folder (where its next.config and .next build live). */
  dir: string;
  port: number;
  /** Interface to listen on; all of them by default, as `next start` does. */
  hostname?: string;
  /** Proxies in front of this server that append to X-Forwarded-For (FORECOURT_TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number;
  log?: (line: string) => void;
}

export interface RunningAppServer {
  url: string;
  close(): Promise<void>;
}

type NextFactory = (options: { dev: boolean; dir: string; hostname?: string; port: number }) => {
  prepare(): Promise<void>;
  getRequestHandler(): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
  close(): Promise<void>;
};

export async function startAppServer(options: AppServerOptions): Promise<RunningAppServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dir = path.resolve(options.dir);
  // The app's own Next: the same copy its build was made with.
  const next = createRequire(path.join(dir, "package.json"))("next") as NextFactory | { default: NextFactory };
  const createNext = typeof next === "function" ? next : next.default;
  const app = createNext({ dev: false, dir, hostname: options.hostname ?? "localhost", port: options.port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const assets = staticAssets(dir);

  function failed(req: http.IncomingMessage, res: http.ServerResponse, error: unknown): void {
    log(`[server] ${req.method} ${req.url} failed: ${(error as Error).stack ?? String(error)}`);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end("Internal Server Error");
    } else {
      res.destroy();
    }
  }

  const server = http.createServer((req, res) => {
    // The build's scripts and stylesheet first, from memory (static-assets.ts); the rest goes to Next.
    assets
      .serve(req, res)
      .then((served) => {
        if (!served) route(req, res);
      })
      .catch((error: unknown) => failed(req, res, error));
  });
  function route(req: http.IncomingMessage, res: http.ServerResponse): void {
    ownForwardedHeaders(req.headers, { remoteAddress: req.socket.remoteAddress, encrypted: Boolean((req.socket as TLSSocket).encrypted) }, options.trustedProxyHops);
    // Only this server asks for a not-found document.
    delete req.headers[NOT_FOUND_DOCUMENT_HEADER];
    if (isPageRequest(req)) {
      holdNotFoundShell(res, () => {
        const document = notFoundDocumentRequest(req);
        compressResponse(document, forceStatus(res, 404));
        handle(document, res).catch((error: unknown) => failed(req, res, error));
      });
    }
    // Outermost, as Next's own compression was: the 404 watch sees compressed bytes and drops them.
    compressResponse(req, res);
    handle(req, res).catch((error: unknown) => failed(req, res, error));
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const url = `http://${options.hostname && options.hostname !== "0.0.0.0" ? options.hostname : "localhost"}:${options.port}`;
  return {
    url,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await app.close();
    },
  };
}

/**
 * A browser's load of a page: GET or HEAD, not a client-side navigation's RSC
 * request (the router draws that 404 itself) and not an asset, the API or the images.
 */
function isPageRequest(req: http.IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.headers.rsc !== undefined) return false;
  const path = req.url ?? "/";
  return !/^\/(?:_next|api|media|fonts)\//.test(path);
}

/**
 * Watches what Next sends: once it starts a 404 with an HTML body (its empty
 * not-found shell), nothing of it reaches the client; instead, when Next ends it,
 * the response is cleared and `replace` answers on it. Anything else passes through
 * untouched. Next's own handling finishes when the replacement does, since it waits
 * for the response's 'finish'.
 *
 * The watch sits under whatever wraps the response for the request (the
 * compression of compress-responses.ts wraps write, end, on and flush, and writeHead
 * through on-headers): those wrappers call these. Before the replacement they are
 * dropped, so the second request's own wrap starts from the plain response and not
 * from a finished stream.
 */
function holdNotFoundShell(res: http.ServerResponse, replace: () => void): void {
  type Method = (...args: unknown[]) => unknown;
  const plain = { writeHead: res.writeHead, flushHeaders: res.flushHeaders, write: res.write, end: res.end } as unknown as Record<string, Method>;
  const call = (name: string, args: unknown[]) => plain[name]!.apply(res, args);
  let held: boolean | undefined;
  let replaced = false;
  const holds = (statusCode = res.statusCode, headers?: unknown): boolean => {
    if (held === undefined) {
      const type = String(res.getHeader("content-type") ?? headerIn(headers, "content-type") ?? "");
      held = statusCode === 404 && type.startsWith("text/html");
    }
    return held;
  };
  Object.assign(res, {
    writeHead(statusCode: number, ...rest: unknown[]) {
      if (holds(statusCode, rest.find((arg) => typeof arg === "object"))) return res;
      return call("writeHead", [statusCode, ...rest]);
    },
    flushHeaders(...args: unknown[]) {
      if (!holds()) call("flushHeaders", args);
    },
    write(...args: unknown[]) {
      if (!holds()) return call("write", args);
      const done = args.find((arg): arg is () => void => typeof arg === "function");
      if (done) queueMicrotask(done);
      return true;
    },
    end(...args: unknown[]) {
      if (!holds()) return call("end", args);
      if (replaced) return res;
      replaced = true;
      for (const name of ["writeHead", "flushHeaders", "write", "end", "on", "flush"]) delete (res as unknown as Record<string, unknown>)[name];
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      // Next failed after starting its 404 (the server's catch has set 500): that error is the answer.
      if (res.statusCode !== 404) return call("end", args);
      replace();
      return res;
    },
  });
}

function headerIn(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== "object" || Array.isArray(headers)) return undefined;
  for (const [key, value] of Object.entries(headers as Record<string, unknown>)) {
    if (key.toLowerCase() === name) return String(value);
  }
  return undefined;
}

/** The request for a 404's document: the shopper's, with the server's header added and no body. */
function notFoundDocumentRequest(req: http.IncomingMessage): http.IncomingMessage {
  const inner = new http.IncomingMessage(req.socket);
  inner.method = req.method;
  inner.url = req.url;
  inner.httpVersion = req.httpVersion;
  inner.headers = { ...req.headers, [NOT_FOUND_DOCUMENT_HEADER]: "1" };
  inner.rawHeaders = Object.entries(inner.headers).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((item) => [name, item]) : [name, String(value)]));
  inner.push(null);
  return inner;
}

/** The response, whatever status the page it carries was rendered with. */
function forceStatus(res: http.ServerResponse, statusCode: number): http.ServerResponse {
  const writeHead = res.writeHead;
  res.writeHead = ((_status: number, ...rest: unknown[]) => (writeHead as (...args: unknown[]) => http.ServerResponse).call(res, statusCode, ...rest)) as typeof res.writeHead;
  res.statusCode = statusCode;
  return res;
}
