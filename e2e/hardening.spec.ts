// Issue 14 on the production build behind the app server, over real HTTP: a forged
// X-Forwarded-For cannot buy a fresh rate limit, a small search request cannot ask
// for a huge answer, an oversized body is refused before most of it is sent, and
// the health checks answer on a bare IP address. Requests go to 127.0.0.1 with the
// site's Host header (Node cannot resolve *.localhost, docs/architecture.md 'Platform notes').
import http from "node:http";
import { createDatabase, saveSiteLeadSettings } from "@forecourt/db";
import { expect, loopback, siteWhere, test } from "./fixtures";
import { e2eDatabaseUrl, e2eStack } from "./stack-config";

interface RawAnswer {
  status: number;
  body: string;
  /** Body bytes written before the answer's status line arrived. */
  sentBeforeAnswer: number;
}

/**
 * Sends `size` bytes to `path` in 64 KB chunks, a little at a time (as a phone on a
 * slow line would), and notes how much had gone when the answer came. `declare`
 * sends Content-Length; without it the body is chunked.
 */
function slowUpload(port: number, host: string, path: string, size: number, declare: boolean): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request({ host: "127.0.0.1", port, path, method: "POST", headers: { host, "content-type": "application/json", ...(declare ? { "content-length": String(size) } : {}) } });
    request.on("response", (response) => {
      answered = true;
      const sentBeforeAnswer = sent;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body, sentBeforeAnswer });
      });
    });
    // The server may close the connection once it has answered: that is not a failure here.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      if (answered || sent >= size) {
        if (!answered) request.end();
        return;
      }
      const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += piece.length;
      request.write(piece);
      setTimeout(pump, 20);
    };
    pump();
  });
}

/** A POST from a loopback address of our choosing, so this test has a rate-limit bucket of its own. */
function postFrom(localAddress: string, port: number, host: string, path: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method: "POST", localAddress, headers: { host, "content-type": "application/json", ...headers } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end(body);
  });
}

test.describe("the app server and the request limits (issue 14)", () => {
  test("a forged X-Forwarded-For does not reset the lead rate limit", async () => {
    // A site of its own for this test: its limit is lowered to 5 for the length of the test.
    const site = await siteWhere((candidate) => candidate.region === "NZ", "in NZ");
    const { base, host } = loopback(site.slug, site.template);
    const port = Number(new URL(base).port);
    const database = createDatabase(e2eDatabaseUrl, { max: 1 });
    await saveSiteLeadSettings(database.db, site, { rateLimitMax: 5, rateLimitWindowSeconds: 600 });
    try {
      const forged = [...Array.from({ length: 29 }, (_, index) => `203.0.113.${index + 1}`), ","];
      const statuses: number[] = [];
      // The rate limit comes before the body is read (an empty body is a 400 once through it).
      for (const forwardedFor of forged) statuses.push(await postFrom("127.0.0.2", port, host, "/api/leads", { "x-forwarded-for": forwardedFor, "x-real-ip": forwardedFor }, "{}"));
      expect(statuses, "five answers through the limit, then 429 for every forged address").toEqual([...Array(5).fill(400), ...Array(25).fill(429)]);
      // The same client unforged is limited too: one bucket, whatever it claims.
      expect(await postFrom("127.0.0.2", port, host, "/api/leads", {}, "{}")).toBe(429);
      // Another client is not.
      expect(await postFrom("127.0.0.3", port, host, "/api/leads", { "x-forwarded-for": "127.0.0.2" }, "{}")).toBe(400);
    } finally {
      await saveSiteLeadSettings(database.db, site, { rateLimitMax: null, rateLimitWindowSeconds: null });
      await database.close();
    }
  });

  test("a search call that asks for too much gets Algolia's 400", async ({ request }) => {
    const site = await siteWhere((candidate) => candidate.template === "generic", "a generic site");
    const { base, host } = loopback(site.slug, "generic");
    const indexName = "Car_production";
    const search = async (requests: unknown[]) => {
      const response = await request.post(`${base}/api/search/1/indexes/*/queries?x-algolia-api-key=embedded&x-algolia-application-id=embedded`, { headers: { host, "content-type": "text/plain" }, data: JSON.stringify({ requests }) });
      return { status: response.status(), json: (await response.json()) as { message?: string; status?: number } };
    };
    const ok = await search([{ indexName, params: "hitsPerPage=21" }]);
    expect(ok.status).toBe(200);
    for (const [what, requests] of [
      ["a 2 KB highlight tag", [{ indexName, params: new URLSearchParams({ query: "a", highlightPreTag: "<".padEnd(2048, "x") }).toString() }]],
      ["101 queries", Array.from({ length: 101 }, () => ({ indexName, params: "hitsPerPage=0" }))],
      ["hitsPerPage 1000", [{ indexName, params: "hitsPerPage=1000" }]],
    ] as const) {
      const answer = await search([...requests]);
      expect(answer.status, what).toBe(400);
      expect(answer.json, what).toEqual({ message: expect.any(String), status: 400 });
    }
  });

  test("a 4 MB lead body and a 2 MB search body get 413 before 1 MB of them is sent", async () => {
    const site = await siteWhere((candidate) => candidate.template === "toyota", "a toyota site");
    const { base, host } = loopback(site.slug, "toyota");
    const port = Number(new URL(base).port);
    const MB = 1024 * 1024;
    for (const [path, size, declare] of [
      ["/api/leads", 4 * MB, true],
      ["/api/leads", 4 * MB, false],
      ["/api/search/1/indexes/*/queries", 2 * MB, true],
      ["/api/search/1/indexes/*/queries", 2 * MB, false],
    ] as const) {
      const answer = await slowUpload(port, host, path, size, declare);
      const what = `${path}, ${size / MB} MB, ${declare ? "Content-Length" : "chunked"}`;
      expect(answer.status, what).toBe(413);
      expect(answer.sentBeforeAnswer, what).toBeLessThan(MB);
      expect(answer.body, what).toMatch(/too large|larger than/i);
    }
  });

  test("health and readiness answer on a bare IP address, outside tenant routing", async ({ request }) => {
    for (const port of e2eStack.ports) {
      const health = await request.get(`http://127.0.0.1:${port}/api/health`);
      expect(health.status()).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });
      const ready = await request.get(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status()).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok", search: "ok" } });
    }
  });
});
