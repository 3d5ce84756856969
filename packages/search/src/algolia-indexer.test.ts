// The Algolia write path against a local HTTP stand-in (no test reaches the
// internet): the exact requests pushIndexToAlgolia sends, in order, with their
// hosts, headers and bodies, and the settings that make Algolia rank and sort as
// the embedded engine does.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { type AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { algoliaDefaultRanking, algoliaIndexPlan, pushIndexToAlgolia } from "./algolia-indexer";
import { defaultAttributesForFaceting, defaultSearchableAttributes } from "./engine/defaults";

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

const seen: Seen[] = [];
let server: Server;
let port = 0;
let taskID = 100;
/** Task ids already polled once: each task is "notPublished" on its first poll, then "published". */
const polled = new Set<string>();
let failSettings = false;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const text = Buffer.concat(chunks).toString("utf8");
      seen.push({ method: request.method ?? "", path: decodeURIComponent(url.pathname), query: url.searchParams, headers: request.headers, body: text ? JSON.parse(text) : null });
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      const path = url.pathname;
      if (request.method === "GET" && /\/task\/\d+$/.test(path)) {
        const first = !polled.has(path);
        polled.add(path);
        return reply(200, { status: first ? "notPublished" : "published", pendingTask: first });
      }
      if (request.method === "PUT" && path.endsWith("/settings")) {
        if (failSettings) return reply(403, { message: "Invalid Application-ID or API key", status: 403 });
        return reply(200, { taskID: taskID++, updatedAt: "2026-11-23T00:00:00Z" });
      }
      if (request.method === "POST" && path.endsWith("/batch")) {
        const requests = (JSON.parse(text) as { requests: Array<{ body: { objectID: string } }> }).requests;
        return reply(200, { taskID: taskID++, objectIDs: requests.map((entry) => entry.body.objectID) });
      }
      if (request.method === "POST" && path.endsWith("/operation")) return reply(200, { taskID: taskID++, updatedAt: "2026-11-23T00:00:00Z" });
      if (request.method === "DELETE") return reply(200, { taskID: taskID++, deletedAt: "2026-11-23T00:00:00Z" });
      reply(404, { message: `stand-in: no route for ${request.method} ${path}`, status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
});

beforeEach(() => {
  seen.length = 0;
  polled.clear();
  failSettings = false;
});

const records = [
  { objectID: "1", make: "Toyota", model: "HiLux", price: 45_990, custom_rank: 312_000, dealership_id: 10 },
  { objectID: "2", make: "Toyota", model: "Corolla", price: 31_990, custom_rank: 311_000, dealership_id: 10 },
  { objectID: "7", make: "Toyota", model: "Prado", price: null, custom_rank: 210_000, dealership_id: 11 },
];

describe("algoliaIndexPlan", () => {
  it("gives the primary the engine's searchable attributes, facets, custom_rank descending and its sort replicas", () => {
    const plan = algoliaIndexPlan("Car_production");
    expect(plan.primary).toEqual({
      indexName: "Car_production",
      settings: {
        searchableAttributes: [...defaultSearchableAttributes],
        attributesForFaceting: [...defaultAttributesForFaceting],
        customRanking: ["desc(custom_rank)"],
        replicas: ["Car_production:created_at:desc", "Car_production:price:desc", "Car_production:price:asc"],
      },
    });
    expect(plan.replicas.map((replica) => [replica.indexName, replica.settings.ranking?.[0]])).toEqual([
      ["Car_production:created_at:desc", "desc(created_at)"],
      ["Car_production:price:desc", "desc(price)"],
      ["Car_production:price:asc", "asc(price)"],
    ]);
    expect(plan.replicas[1]!.settings).toEqual({
      searchableAttributes: [...defaultSearchableAttributes],
      attributesForFaceting: [...defaultAttributesForFaceting],
      customRanking: ["desc(custom_rank)"],
      ranking: ["desc(price)", ...algoliaDefaultRanking],
    });
  });

  it("refuses a malformed sort replica before any request", async () => {
    expect(() => algoliaIndexPlan("Car_production", ["price:up"])).toThrow(/attribute:asc/);
    await expect(pushIndexToAlgolia({ appId: "APP", adminKey: "k", indexName: "Car_production", records, sortReplicas: ["price"], hosts: [{ url: `127.0.0.1:${port}`, protocol: "http" }] })).rejects.toThrow(/attribute:asc/);
    expect(seen).toEqual([]);
  });
});

describe("pushIndexToAlgolia against a local stand-in", () => {
  it("sends settings, replica settings, then replaces all records through a temporary index, each task awaited", async () => {
    const result = await pushIndexToAlgolia({
      appId: "TESTAPP123",
      adminKey: "admin-key-secret",
      indexName: "Car_production",
      records,
      batchSize: 2,
      hosts: [{ url: `127.0.0.1:${port}`, protocol: "http" }],
    });
    expect(result).toEqual({ indexName: "Car_production", records: 3, batches: 2, replicas: ["Car_production:created_at:desc", "Car_production:price:desc", "Car_production:price:asc"] });

    // Every request carries the application id and the admin key as headers, never in the URL.
    for (const request of seen) {
      expect(request.headers["x-algolia-application-id"]).toBe("TESTAPP123");
      expect(request.headers["x-algolia-api-key"]).toBe("admin-key-secret");
      expect(request.query.has("x-algolia-api-key")).toBe(false);
      expect(request.headers.host).toBe(`127.0.0.1:${port}`);
    }

    const tmp = (seen.find((request) => request.path.endsWith("/batch"))!.path.match(/^\/1\/indexes\/(Car_production_tmp_\d+)\/batch$/) ?? [])[1]!;
    expect(tmp).toMatch(/^Car_production_tmp_\d+$/);
    const plan = algoliaIndexPlan("Car_production");
    const steps = seen.map((request) => `${request.method} ${request.path.replace(tmp, "{tmp}")}${request.query.get("forwardToReplicas") ? `?forwardToReplicas=${request.query.get("forwardToReplicas")}` : ""}`);
    const task = (index: string, id: number) => [`GET /1/indexes/${index}/task/${id}`, `GET /1/indexes/${index}/task/${id}`];
    expect(steps).toEqual([
      "PUT /1/indexes/Car_production/settings?forwardToReplicas=false",
      ...task("Car_production", 100),
      "PUT /1/indexes/Car_production:created_at:desc/settings",
      ...task("Car_production:created_at:desc", 101),
      "PUT /1/indexes/Car_production:price:desc/settings",
      ...task("Car_production:price:desc", 102),
      "PUT /1/indexes/Car_production:price:asc/settings",
      ...task("Car_production:price:asc", 103),
      // replaceAllObjects: copy settings, rules and synonyms to a temporary index...
      "POST /1/indexes/Car_production/operation",
      // ...the records in chunks of batchSize...
      "POST /1/indexes/{tmp}/batch",
      "POST /1/indexes/{tmp}/batch",
      ...task("{tmp}", 105),
      ...task("{tmp}", 106),
      ...task("{tmp}", 104),
      // ...the settings copied again (a change made meanwhile is not lost), then the move over the primary.
      "POST /1/indexes/Car_production/operation",
      ...task("{tmp}", 107),
      "POST /1/indexes/{tmp}/operation",
      ...task("{tmp}", 108),
    ]);

    const bodies = seen.filter((request) => request.method !== "GET").map((request) => request.body);
    expect(bodies[0]).toEqual(plan.primary.settings);
    expect(bodies.slice(1, 4)).toEqual(plan.replicas.map((replica) => replica.settings));
    expect(bodies[4]).toEqual({ operation: "copy", destination: tmp, scope: ["settings", "rules", "synonyms"] });
    expect(bodies[5]).toEqual({ requests: records.slice(0, 2).map((record) => ({ action: "addObject", body: record })) });
    expect(bodies[6]).toEqual({ requests: records.slice(2).map((record) => ({ action: "addObject", body: record })) });
    expect(bodies[7]).toEqual({ operation: "copy", destination: tmp, scope: ["settings", "rules", "synonyms"] });
    expect(bodies[8]).toEqual({ operation: "move", destination: "Car_production" });
  });

  it("stops at the first refused request: no records are pushed with settings Algolia did not take", async () => {
    failSettings = true;
    await expect(pushIndexToAlgolia({ appId: "TESTAPP123", adminKey: "wrong", indexName: "Car_production", records, hosts: [{ url: `127.0.0.1:${port}`, protocol: "http" }] })).rejects.toMatchObject({ status: 403 });
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual(["PUT /1/indexes/Car_production/settings"]);
  });
});
