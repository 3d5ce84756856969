// The build's static files served from memory: the right bytes in the encoding the
// client takes, cached for a year, and nothing outside `.next/static` ever read.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticAssets } from "./static-assets";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe("staticAssets", () => {
  let dir: string;
  let server: http.Server;
  let port: number;
  const script = `export function hello(name) { return "Hello, " + name; }\n`.repeat(200);
  const stylesheet = `.card { display: grid; gap: 1rem; }\n`.repeat(100);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-static-"));
    fs.mkdirSync(path.join(dir, ".next/static/chunks"), { recursive: true });
    fs.writeFileSync(path.join(dir, ".next/static/chunks/app.js"), script);
    fs.writeFileSync(path.join(dir, ".next/static/chunks/site.css"), stylesheet);
    fs.writeFileSync(path.join(dir, ".next/static/chunks/tiny.js"), "self.x=1");
    fs.writeFileSync(path.join(dir, ".next/static/chunks/app.js.map"), "{}");
    fs.writeFileSync(path.join(dir, ".next/secret.js"), "self.secret = \"not for clients\"");
    // Quality 5 keeps the background compression quick for the test; the server uses 11.
    const assets = staticAssets(dir, { brotliQuality: 5 });
    server = http.createServer((req, res) => {
      assets.serve(req, res).then((served) => {
        if (!served) res.writeHead(418).end("passed on");
      }, () => res.writeHead(500).end());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function request(pathname: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
    return new Promise((resolve, reject) => {
      http
        .request({ host: "127.0.0.1", port, path: pathname, headers, method }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject)
        .end();
    });
  }

  it("serves a script gzipped, with its type, its length and a year's immutable caching", async () => {
    const answer = await request("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate" });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      "content-type": "application/javascript; charset=UTF-8",
      "content-encoding": "gzip",
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      "content-length": String(answer.body.length),
    });
    expect(zlib.gunzipSync(answer.body).toString()).toBe(script);
    expect(answer.body.length).toBeLessThan(script.length / 10);
  });

  it("serves Brotli to a client that takes it once it is ready, gzip until then", async () => {
    let answer = await request("/_next/static/chunks/site.css", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(["gzip", "br"]).toContain(answer.headers["content-encoding"]);
    for (let tries = 0; tries < 50 && answer.headers["content-encoding"] !== "br"; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await request("/_next/static/chunks/site.css", { "accept-encoding": "gzip, deflate, br, zstd" });
    }
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(stylesheet);
    // The client's own ranking wins over the server's preference for Brotli; `*` takes Brotli, or gzip when Brotli is refused.
    for (const [acceptEncoding, encoding] of [
      ["br;q=0.2, gzip", "gzip"],
      ["*", "br"],
      ["*, br;q=0", "gzip"],
    ] as const) {
      expect((await request("/_next/static/chunks/site.css", { "accept-encoding": acceptEncoding })).headers["content-encoding"], acceptEncoding).toBe(encoding);
    }
  });

  it("sends the file as it is when the client takes no compression, or refuses it with q=0", async () => {
    for (const acceptEncoding of [undefined, "identity", "gzip;q=0, br;q=0"]) {
      const answer = await request("/_next/static/chunks/app.js", acceptEncoding ? { "accept-encoding": acceptEncoding } : {});
      expect(answer.headers["content-encoding"], acceptEncoding).toBeUndefined();
      expect(answer.body.toString()).toBe(script);
    }
  });

  it("leaves a file under a kilobyte uncompressed", async () => {
    const answer = await request("/_next/static/chunks/tiny.js", { "accept-encoding": "gzip, br" });
    expect([answer.status, answer.headers["content-encoding"], answer.headers.vary, answer.body.toString()]).toEqual([200, undefined, undefined, "self.x=1"]);
  });

  it("answers HEAD with the headers and no body", async () => {
    const answer = await request("/_next/static/chunks/app.js", { "accept-encoding": "gzip" }, "HEAD");
    expect([answer.status, answer.headers["content-encoding"], answer.body.length]).toEqual([200, "gzip", 0]);
    expect(Number(answer.headers["content-length"])).toBeGreaterThan(0);
  });

  it("passes on what it does not serve: other methods, other paths, missing files and other kinds than scripts and stylesheets", async () => {
    expect((await request("/_next/static/chunks/app.js", {}, "POST")).status).toBe(418);
    expect((await request("/cars/", {})).status).toBe(418);
    expect((await request("/_next/static/chunks/missing.js", {})).status).toBe(418);
    expect((await request("/_next/static/chunks/app.js.map", {})).status).toBe(418);
  });

  it("never reads outside the build's static folder, however the path is spelled", async () => {
    for (const pathname of ["/_next/static/../secret.js", "/_next/static/%2e%2e/secret.js", "/_next/static/chunks/%2e%2e%2f%2e%2e%2fsecret.js", "/_next/static/%E0%A4%A"]) {
      const answer = await request(pathname, {});
      expect([answer.status, answer.body.toString()], pathname).toEqual([418, "passed on"]);
    }
  });

  it("reads a file that appears after a first miss", async () => {
    expect((await request("/_next/static/chunks/later.js", {})).status).toBe(418);
    fs.writeFileSync(path.join(dir, ".next/static/chunks/later.js"), "self.later=1");
    expect((await request("/_next/static/chunks/later.js", {})).body.toString()).toBe("self.later=1");
  });

  it("ignores a query string, as Next does for these files", async () => {
    const answer = await request("/_next/static/chunks/tiny.js?dpl=abc", {});
    expect([answer.status, answer.body.toString()]).toEqual([200, "self.x=1"]);
  });
});
