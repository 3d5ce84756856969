// The app server over a real socket: whatever X-Forwarded-* a client sends, the
// request handler sees the address the socket saw (issue 14). The app here is a
// stand-in `next` module in a temporary folder that echoes the headers it gets, so
// the test needs no build; the journeys run the real apps behind the same server.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningAppServer } from "./app-server";

const echoNext = `
module.exports = function next(options) {
  return {
    prepare: async () => undefined,
    close: async () => undefined,
    getRequestHandler: () => async (req, res) => {
      if (req.url === "/fail") throw new Error("handler failed");
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ options: { dir: options.dir, dev: options.dev }, headers: req.headers }));
    },
  };
};
`;

function get(port: number, pathname: string, headers: Record<string, string>, localAddress = "127.0.0.1"): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, headers, localAddress }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

describe("startAppServer", () => {
  let dir: string;
  const servers: RunningAppServer[] = [];

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-app-server-"));
    fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "app", private: true }));
    fs.mkdirSync(path.join(dir, "node_modules/next"), { recursive: true });
    fs.writeFileSync(path.join(dir, "node_modules/next/package.json"), JSON.stringify({ name: "next", main: "index.js" }));
    fs.writeFileSync(path.join(dir, "node_modules/next/index.js"), echoNext);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function start(trustedProxyHops: number): Promise<number> {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    servers.push(await startAppServer({ dir, port, hostname: "127.0.0.1", trustedProxyHops, log: () => undefined }));
    return port;
  }

  it("runs the app's own Next in production mode and hands it the socket's address, not the client's claim", async () => {
    const port = await start(0);
    const answer = await get(port, "/api/leads", { host: "sunshine-toyota.localhost", "x-forwarded-for": "203.0.113.9, 198.51.100.1", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" }, "127.0.0.2");
    const seen = JSON.parse(answer.body) as { options: { dir: string; dev: boolean }; headers: Record<string, string> };
    expect(seen.options).toEqual({ dir, dev: false });
    expect(seen.headers).toMatchObject({ "x-forwarded-for": "127.0.0.2", "x-forwarded-proto": "http", "x-forwarded-host": "sunshine-toyota.localhost" });
  });

  it("keeps one trusted proxy's entry when told there is one", async () => {
    const port = await start(1);
    const seen = JSON.parse((await get(port, "/", { host: "a.example", "x-forwarded-for": "6.6.6.6, 203.0.113.5" })).body) as { headers: Record<string, string> };
    expect(seen.headers["x-forwarded-for"]).toBe("203.0.113.5, 127.0.0.1");
  });

  it("answers 500 when the handler throws, and keeps serving", async () => {
    const port = await start(0);
    expect((await get(port, "/fail", { host: "a.example" })).status).toBe(500);
    expect((await get(port, "/", { host: "a.example" })).status).toBe(200);
  });
});
