// The stock push API (issue 19) in process, on both backends: a key's group decides
// what it reaches, 201/200/404/400/401/413/429, DELETE marks sold, GET reads back,
// and every change is refreshed and audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carsVersion, createStockApiKey, listStockAudit, revokeStockApiKey, saveGroup, saveSiteConfig } from "@forecourt/db";
import { pgliteBackend, postgresBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { testSite } from "@forecourt/db/testing/fixtures";
import { memoryRateLimitStore } from "../integrations/rate-limit";
import { createStockApiRoutes, STOCK_BODY_MAX_BYTES } from "./api-routes";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

const car = { car_type: "used", year: 2021, make: "Ford", model: "Ranger", badge: "XLT", price: 48990, km: 50000 };

describe.each(backends)("the stock push API on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  let key = "";
  let otherKey = "";
  const refreshed: number[][] = [];
  let routes: ReturnType<typeof createStockApiRoutes>;

  const call = (method: "get" | "put" | "remove", dealership: string, stock: string, init: { key?: string | null; body?: string; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.key !== null) headers.authorization = `Bearer ${init.key ?? key}`;
    const request = new Request(`http://any-host.example/api/stock/v1/dealerships/${dealership}/cars/${stock}`, { method: method === "remove" ? "DELETE" : method.toUpperCase(), headers, body: init.body });
    return routes[method](request, { params: Promise.resolve({ dealership_slug: dealership, stock_number: stock }) });
  };

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    const { db } = backend.database;
    await saveGroup(db, { slug: "harbour-group", name: "Harbour Group" });
    await saveGroup(db, { slug: "other-group", name: "Other Group" });
    await saveSiteConfig(db, testSite({ slug: "harbour-motors", id: 50, group: "harbour-group", dealership_id: 500, dealerships: [{ id: 500, slug: "harbour-ford", name: "Harbour Ford" }] }));
    await saveSiteConfig(db, testSite({ slug: "other-motors", id: 60, group: "other-group", dealership_id: 600, dealerships: [{ id: 600, slug: "other-kia", name: "Other Kia" }] }));
    key = (await createStockApiKey(db, "harbour-group")).key;
    otherKey = (await createStockApiKey(db, "other-group")).key;
    routes = createStockApiRoutes({
      db: async () => db,
      now: () => new Date("2026-11-28T00:00:00Z"),
      rateLimitStore: () => memoryRateLimitStore(),
      rateLimitMax: 20,
      refresh: async (ids) => void refreshed.push(ids),
      fetchPhotos: false,
      imageDir: "/nonexistent",
    });
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  it("creates a car (201), updates it (200) keeping its id and slug, leaves an equal one alone, and reads it back", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const version = await carsVersion(db);
    const created = await call("put", "harbour-ford", "HF-1", { body: JSON.stringify(car) });
    expect(created.status).toBe(201);
    const first = (await created.json()) as { id: number; slug: string; result: string };
    expect(first).toMatchObject({ result: "created", slug: `2021-ford-ranger-xlt-${first.id}` });
    expect(await carsVersion(db)).toBe(version + 1);
    expect(refreshed.at(-1)).toEqual([first.id]);

    const updated = await call("put", "harbour-ford", "HF-1", { body: JSON.stringify({ ...car, price: 45990 }) });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ result: "updated", id: first.id, slug: first.slug });
    const same = await call("put", "harbour-ford", "HF-1", { body: JSON.stringify({ ...car, price: 45990 }) });
    expect(await same.json()).toMatchObject({ result: "unchanged" });
    expect(await carsVersion(db)).toBe(version + 2);

    const read = await call("get", "harbour-ford", "HF-1");
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ dealership_slug: "harbour-ford", stock_number: "HF-1", id: first.id, status: "in_stock", car: { price: 45990 } });
  });

  it("marks a car sold on DELETE, and audits every change with the key's id", async ({ skip }) => {
    if (!backend) return skip();
    const response = await call("remove", "harbour-ford", "HF-1");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: "sold", status: "sold" });
    expect(await (await call("get", "harbour-ford", "HF-1")).json()).toMatchObject({ status: "sold", car: { sold: true, sold_date_timestamp: 1_795_824_000 } });
    const trail = await listStockAudit(backend.database.db, "harbour-group");
    expect(trail.map((entry) => entry.action)).toEqual(["stock.delete", "stock.push", "stock.push"]);
    expect(trail[0]!.actor).toMatch(/^key:[0-9a-f]{8}$/);
  });

  it("answers 404 for another group's dealership or car, and for a car that does not exist", async ({ skip }) => {
    if (!backend) return skip();
    expect((await call("get", "harbour-ford", "HF-1", { key: otherKey })).status).toBe(404);
    expect((await call("put", "harbour-ford", "HF-2", { key: otherKey, body: JSON.stringify(car) })).status).toBe(404);
    expect((await call("remove", "harbour-ford", "HF-1", { key: otherKey })).status).toBe(404);
    expect((await call("get", "harbour-ford", "NOPE"))).toHaveProperty("status", 404);
    expect((await call("get", "harbour-ford", "bad stock number"))).toHaveProperty("status", 404);
  });

  it("answers 400 naming each bad field, and refuses a body naming another car", async ({ skip }) => {
    if (!backend) return skip();
    const response = await call("put", "harbour-ford", "HF-3", { body: JSON.stringify({ ...car, year: 1850, price: "cheap", colour_code: "X" }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "The car has fields to fix.",
      fields: { year: "must be 1900 or later", price: "must be a number of dollars", colour_code: "is not a field of the Forecourt stock format" },
    });
    const other = await call("put", "harbour-ford", "HF-3", { body: JSON.stringify({ ...car, stock_number: "HF-4" }) });
    expect(await other.json()).toMatchObject({ fields: { stock_number: "must be HF-3, the stock number in the path" } });
    const notJson = await call("put", "harbour-ford", "HF-3", { body: "{" });
    expect(notJson.status).toBe(400);
  });

  it("answers 401 without a key, with a wrong key and with a revoked key; 413 over 1 MB", async ({ skip }) => {
    if (!backend) return skip();
    expect((await call("get", "harbour-ford", "HF-1", { key: null })).status).toBe(401);
    expect((await call("get", "harbour-ford", "HF-1", { key: `${key.slice(0, -2)}zz` })).status).toBe(401);
    const revoked = await createStockApiKey(backend.database.db, "harbour-group");
    await revokeStockApiKey(backend.database.db, revoked.id, new Date());
    expect((await call("get", "harbour-ford", "HF-1", { key: revoked.key })).status).toBe(401);
    const big = JSON.stringify({ ...car, dealercomments: "x".repeat(STOCK_BODY_MAX_BYTES) });
    const response = await call("put", "harbour-ford", "HF-5", { body: big });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The car document is larger than 1 MB." });
  });

  it("answers 429 with Retry-After past the per-key limit, and another key is not held back", async ({ skip }) => {
    if (!backend) return skip();
    const fresh = (await createStockApiKey(backend.database.db, "harbour-group")).key;
    const statuses: number[] = [];
    for (let index = 0; index < 21; index++) statuses.push((await call("get", "harbour-ford", "HF-1", { key: fresh })).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const limited = await call("get", "harbour-ford", "HF-1", { key: fresh });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call("get", "harbour-ford", "HF-1", { key: otherKey })).status).toBe(404);
  });
});
