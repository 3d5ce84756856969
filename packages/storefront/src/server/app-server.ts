// The HTTP server every template app runs behind (issue 14): Node's own server
// around Next's request handler. It exists for one reason Next cannot serve: the
// client's address. `next start` keeps a client-sent X-Forwarded-For, and a route
// handler has no socket, so a forged header would give each request a fresh rate
// limit. Here the socket is in hand: the X-Forwarded-* headers are rewritten
// (http/forwarded.ts) before Next sees the request. The demo, the end-to-end tests,
// the benchmarks and a container image all start the production build of an app
// through this server (`next dev` stays as it is: development trusts its one user).
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import { ownForwardedHeaders } from "../http/forwarded";

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

  const server = http.createServer((req, res) => {
    ownForwardedHeaders(req.headers, { remoteAddress: req.socket.remoteAddress, encrypted: Boolean((req.socket as TLSSocket).encrypted) }, options.trustedProxyHops);
    handle(req, res).catch((error: unknown) => {
      log(`[server] ${req.method} ${req.url} failed: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end("Internal Server Error");
      } else {
        res.destroy();
      }
    });
  });
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
