// The app server over a real socket: whatever X-Forwarded-* a client sends, the
// request handler sees the address the socket saw (issue 14). The app here is a
// stand-in `next` module in a temporary folder that echoes the headers it gets, so
// the test needs no build; the journeys run the real apps behind the same server.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningAppServer } from "./app-server";

// What the stand-in's streamed page and its large 404 document are made of.
const streamedChunks = Array.from(
  { length: 40 },
  (_, i) => `<li class="car-card flex flex-col gap-2 rounded-lg border p-4" data-slot="car-card"><a href="/cars/car-${i}">Car ${i} of the stock list, ${2015 + (i % 10)} model, ${(i * 7919) % 100000} km</a></li>`,
);
const streamedTail = `<footer>${"Opening hours, address and licences. ".repeat(20)}</footer></html>`;
const largeNotFound = `<p>${"Try the search page or the home page instead. ".repeat(40)}</p>`;

// The stand-in answers /missing as Next answers a page that calls notFound(): a
// 404 whose HTML is an empty shell, streamed, unless the app server's header asks
// for the not-found document (then a 200 page). Like a compressor, it wraps write
// and end per request, and a wrap that has ended drops what it is given; the app
// server's own compression (compress-responses.ts) wraps the response above it.
const echoNext = `
const MARK = "x-forecourt-not-found-document";
function wrapLikeCompression(res) {
  const write = res.write, end = res.end;
  let ended = false;
  res.write = function (chunk, ...rest) { return ended ? false : write.call(this, chunk, ...rest); };
  res.end = function (...args) { if (ended) return this; ended = true; return end.apply(this, args); };
}
const streamedChunks = ${JSON.stringify(streamedChunks)};
const streamedTail = ${JSON.stringify(streamedTail)};
const largeNotFound = ${JSON.stringify(largeNotFound)};
let releaseHeld;
const held = new Promise((resolve) => (releaseHeld = resolve));
module.exports = function next(options) {
  return {
    prepare: async () => undefined,
    close: async () => undefined,
    getRequestHandler: () => async (req, res) => {
      wrapLikeCompression(res);
      if (req.url === "/fail") throw new Error("handler failed");
      if (req.url === "/release") {
        releaseHeld();
        res.end("released");
        return;
      }
      if (req.url === "/stream" || req.url === "/stream-held") {
        // A streamed page as Next writes one: chunks, a flush after each, then a slow
        // part of the page (held until /release is asked for) before the rest.
        res.statusCode = 200;
        res.setHeader("content-type", "text/html; charset=utf-8");
        for (const chunk of streamedChunks) { res.write(chunk); res.flush(); }
        if (req.url === "/stream-held") await held;
        res.end(streamedTail);
        return;
      }
      if (req.url === "/photo") {
        res.setHeader("content-type", "image/avif");
        res.end(Buffer.alloc(4096, 7));
        return;
      }
      if (req.url === "/missing-then-fail") {
        res.statusCode = 404;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.flushHeaders();
        res.write('<html id="__next_error__">');
        throw new Error("failed while sending its 404");
      }
      if (req.url === "/missing" || req.url === "/missing-large" || req.url === "/api/missing") {
        const html = req.url !== "/api/missing";
        if (req.headers[MARK]) {
          res.statusCode = 200;
          res.setHeader("content-type", "text/html; charset=utf-8");
          res.setHeader("x-page", "not-found-document");
          res.flushHeaders();
          res.write("<html lang=en-AU><h1>The site's 404 for " + req.url + "</h1>" + (req.url === "/missing-large" ? largeNotFound : ""));
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

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes on the wire, before any decoding. */
  wire: Buffer;
  /** The body decoded by its Content-Encoding. */
  text: string;
}

/** A request whose answer is decoded by its Content-Encoding, as a browser does. */
function fetchRaw(port: number, pathname: string, headers: Record<string, string>, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, path: pathname, headers, method }, (response) => {
        const wire: Buffer[] = [];
        let text = "";
        const encoding = response.headers["content-encoding"];
        const decoder = encoding === "br" ? zlib.createBrotliDecompress() : encoding === "gzip" ? zlib.createGunzip() : new PassThrough();
        response.on("data", (chunk: Buffer) => wire.push(chunk));
        response.pipe(decoder);
        decoder.on("data", (chunk: Buffer) => (text += chunk.toString()));
        decoder.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, wire: Buffer.concat(wire), text }));
        decoder.on("error", reject);
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
  it("compresses what Next answers: Brotli for a browser that takes it, gzip for one that takes only gzip, nothing for one that asks for none", async () => {
    const port = await start(0);
    const page = streamedChunks.join("") + streamedTail;
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["identity", undefined],
    ] as const) {
      const answer = await fetchRaw(port, "/stream", { host: "a.example", "accept-encoding": accept });
      expect([answer.status, answer.headers["content-encoding"], answer.text]).toEqual([200, encoding, page]);
      expect(answer.headers.vary).toContain("Accept-Encoding");
    }
    const none = await fetchRaw(port, "/stream", { host: "a.example" });
    expect([none.headers["content-encoding"], none.text]).toEqual([undefined, page]);
  });

  it("still streams: what Next has flushed reaches the browser, decoded, before the rest of the page is written", async () => {
    const port = await start(0);
    const headers = { host: "a.example", "accept-encoding": "gzip, deflate, br" };
    let firstPart = "";
    let encoding: string | undefined;
    const answer = new Promise<string>((resolve, reject) => {
      http
        .request({ host: "127.0.0.1", port, path: "/stream-held", headers }, (response) => {
          encoding = response.headers["content-encoding"];
          const decoder = zlib.createBrotliDecompress();
          let text = "";
          response.pipe(decoder);
          decoder.on("data", (chunk: Buffer) => {
            text += chunk.toString();
            // The first part arrived while the page's tail is still held back: let it go.
            if (!firstPart && text.length >= streamedChunks.join("").length) {
              firstPart = text;
              void get(port, "/release", { host: "a.example" });
            }
          });
          decoder.on("end", () => resolve(text));
          decoder.on("error", reject);
        })
        .on("error", reject)
        .end();
    });
    // Without the flush reaching the browser, nothing arrives until /release, which
    // nobody asks for: the request would hang past the test's time limit.
    expect(await answer).toBe(streamedChunks.join("") + streamedTail);
    expect([encoding, firstPart]).toEqual(["br", streamedChunks.join("")]);
  });

  it("leaves photos, answers under 1 KB and HEAD uncompressed", async () => {
    const port = await start(0);
    const headers = { host: "a.example", "accept-encoding": "gzip, deflate, br" };
    const photo = await fetchRaw(port, "/photo", headers);
    expect([photo.headers["content-encoding"], photo.wire.length]).toEqual([undefined, 4096]);
    expect((await fetchRaw(port, "/api/leads", headers)).headers["content-encoding"]).toBeUndefined();
    const head = await fetchRaw(port, "/stream", headers, "HEAD");
    expect([head.status, head.headers["content-encoding"], head.wire.length]).toEqual([200, undefined, 0]);
  });

  it("compresses the 404 page it sends in place of Next's shell", async () => {
    const port = await start(0);
    const answer = await fetchRaw(port, "/missing-large", { host: "sunshine-toyota.localhost", "accept-encoding": "gzip, deflate, br" });
    expect([answer.status, answer.headers["content-encoding"], answer.headers["x-page"]]).toEqual([404, "br", "not-found-document"]);
    expect(answer.text).toBe(`<html lang=en-AU><h1>The site's 404 for /missing-large</h1>${largeNotFound}</html>`);
    expect(answer.wire.length).toBeLessThan(answer.text.length / 4);
  });
});
