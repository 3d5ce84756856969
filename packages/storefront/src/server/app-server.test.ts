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

// The stand-in answers /missing as Next answers a page that calls notFound(): a
// 404 whose HTML is an empty shell, streamed, unless the app server's header asks
// for the not-found document (then a 200 page). Like Next's compression, it wraps
// write and end per request, and a wrap that has ended drops what it is given.
const echoNext = `
const MARK = "x-forecourt-not-found-document";
function wrapLikeCompression(res) {
  const write = res.write, end = res.end;
  let ended = false;
  res.write = function (chunk, ...rest) { return ended ? false : write.call(this, chunk, ...rest); };
  res.end = function (...args) { if (ended) return this; ended = true; return end.apply(this, args); };
}
module.exports = function next(options) {
  return {
    prepare: async () => undefined,
    close: async () => undefined,
    getRequestHandler: () => async (req, res) => {
      wrapLikeCompression(res);
      if (req.url === "/fail") throw new Error("handler failed");
      if (req.url === "/missing-then-fail") {
        res.statusCode = 404;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.flushHeaders();
        res.write('<html id="__next_error__">');
        throw new Error("failed while sending its 404");
      }
      if (req.url === "/missing" || req.url === "/api/missing") {
        const html = req.url === "/missing";
        if (req.headers[MARK]) {
          res.statusCode = 200;
          res.setHeader("content-type", "text/html; charset=utf-8");
          res.setHeader("x-page", "not-found-document");
          res.flushHeaders();
          res.write("<html lang=en-AU><h1>The site's 404 for " + req.url + "</h1>");
          await new Promise((resolve) => setTimeout(resolve, 5));
          res.end("</html>");
          return;
        }
        res.statusCode = 404;
        res.setHeader("content-type", html ? "text/html; charset=utf-8" : "application/json");
        res.setHeader("x-page", "shell");
        if (!html) return void res.end(JSON.stringify({ error: "No such thing" }));
        res.flushHeaders();
        res.write('<html id="__next_error__">');
        await new Promise((resolve) => setTimeout(resolve, 5));
        res.write("<body></body>");
        await new Promise((resolve) => res.once("finish", resolve).end("</html>"));
        return;
      }
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ options: { dir: options.dir, dev: options.dev }, headers: req.headers }));
    },
  };
};
`;

function get(port: number, pathname: string, headers: Record<string, string>, localAddress = "127.0.0.1", method = "GET"): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, path: pathname, headers, localAddress, method }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
      })
      .on("error", reject)
      .end();
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
    fs.mkdirSync(path.join(dir, ".next/static/chunks"), { recursive: true });
    fs.writeFileSync(path.join(dir, ".next/static/chunks/page.js"), "self.page=1");
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

  it("sends a 404's page drawn on the server in place of Next's empty shell, with the 404 status", async () => {
    const port = await start(0);
    const answer = await get(port, "/missing", { host: "sunshine-toyota.localhost" });
    expect(answer.status).toBe(404);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers["x-page"]).toBe("not-found-document");
    expect(answer.body).toBe("<html lang=en-AU><h1>The site's 404 for /missing</h1></html>");
    const head = await get(port, "/missing", { host: "sunshine-toyota.localhost" }, "127.0.0.1", "HEAD");
    expect([head.status, head.headers["x-page"], head.body]).toEqual([404, "not-found-document", ""]);
    // The connection serves on: a second 404 and a plain page after it.
    expect((await get(port, "/missing", { host: "sunshine-toyota.localhost" })).body).toContain("The site's 404");
    expect((await get(port, "/", { host: "sunshine-toyota.localhost" })).status).toBe(200);
  });

  it("answers 500, not a 404's page, when Next fails after starting its 404", async () => {
    const port = await start(0);
    const answer = await get(port, "/missing-then-fail", { host: "sunshine-toyota.localhost" });
    expect([answer.status, answer.body]).toEqual([500, "Internal Server Error"]);
    expect((await get(port, "/missing", { host: "sunshine-toyota.localhost" })).status).toBe(404);
  });

  it("leaves a client-side navigation's 404 and the API's to Next", async () => {
    const port = await start(0);
    const navigation = await get(port, "/missing", { host: "sunshine-toyota.localhost", rsc: "1" });
    expect([navigation.status, navigation.headers["x-page"]]).toEqual([404, "shell"]);
    expect(navigation.body).toContain("__next_error__");
    const api = await get(port, "/api/missing", { host: "sunshine-toyota.localhost" });
    expect([api.status, api.headers["content-type"], api.body]).toEqual([404, "application/json", '{"error":"No such thing"}']);
  });

  it("never passes on a client's claim to be asking for a not-found document", async () => {
    const port = await start(0);
    const seen = JSON.parse((await get(port, "/", { host: "a.example", "x-forecourt-not-found-document": "1" })).body) as { headers: Record<string, string> };
    expect(seen.headers).not.toHaveProperty("x-forecourt-not-found-document");
    const missing = await get(port, "/missing", { host: "a.example", "x-forecourt-not-found-document": "1" });
    expect([missing.status, missing.headers["x-page"]]).toEqual([404, "not-found-document"]);
  });

  it("answers the build's static files itself, and leaves one it does not have to Next", async () => {
    const port = await start(0);
    const served = await get(port, "/_next/static/chunks/page.js", { host: "a.example" });
    expect([served.status, served.headers["cache-control"], served.body]).toEqual([200, "public, max-age=31536000, immutable", "self.page=1"]);
    const missing = await get(port, "/_next/static/chunks/gone.js", { host: "a.example" });
    expect(JSON.parse(missing.body)).toMatchObject({ headers: { host: "a.example" } });
  });
});
