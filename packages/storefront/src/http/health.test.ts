// GET /api/health and /api/ready (issue 14): up is up; ready means the database
// answers and the search index is built, and says which of the two is not.
import { describe, expect, it } from "vitest";
import type { EmbeddedEngine } from "@forecourt/search";
import type { EngineHolder } from "../search/engine-holder";
import { createHealthRoutes } from "./health";

const builtHolder = (): EngineHolder => ({ engine: async () => ({}) as EmbeddedEngine, version: 1 });
const never = () => new Promise<never>(() => undefined);

describe("createHealthRoutes", () => {
  it("answers health with 200 and nothing cached", async () => {
    const response = createHealthRoutes({ pingDatabase: never, holder: () => ({ engine: never, version: null }) }).health();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("is ready when the database answers and the index is built", async () => {
    const response = await createHealthRoutes({ pingDatabase: async () => undefined, holder: builtHolder }).ready();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready", checks: { database: "ok", search: "ok" } });
  });

  it("is not ready (503, Retry-After) while the database is down or slow, naming the check", async () => {
    const down = await createHealthRoutes({ pingDatabase: async () => Promise.reject(new Error("ECONNREFUSED")), holder: builtHolder }).ready();
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    expect(await down.json()).toEqual({ status: "not-ready", checks: { database: "failed", search: "ok" } });
    const slow = await createHealthRoutes({ pingDatabase: never, holder: builtHolder, timeoutMs: 20 }).ready();
    expect(await slow.json()).toMatchObject({ checks: { database: "failed" } });
  });

  it("is not ready while the index cannot be built", async () => {
    const response = await createHealthRoutes({ pingDatabase: async () => undefined, holder: () => ({ engine: () => Promise.reject(new Error("no cars table")), version: null }), timeoutMs: 50 }).ready();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "not-ready", checks: { database: "ok", search: "failed" } });
  });
});
