// The PostgreSQL rate-limit store (issue 5: a store shared by all instances), on both backends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hitRateLimitWindow, pruneRateLimitWindows } from "./rate-limits";
import { pgliteBackend, postgresBackend, type TestBackend } from "../testing/backends";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

describe.each(backends)("rate-limit windows on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  const windowMs = 600_000;

  it("counts hits per key and window and reads the previous window", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const first = 1_800_000_000_000 - (1_800_000_000_000 % windowMs);
    expect(await hitRateLimitWindow(db, { key: "lead:1:1.2.3.4", windowStart: first, windowMs })).toEqual({ current: 1, previous: 0 });
    expect(await hitRateLimitWindow(db, { key: "lead:1:1.2.3.4", windowStart: first, windowMs })).toEqual({ current: 2, previous: 0 });
    expect(await hitRateLimitWindow(db, { key: "lead:1:5.6.7.8", windowStart: first, windowMs })).toEqual({ current: 1, previous: 0 });
    expect(await hitRateLimitWindow(db, { key: "lead:1:1.2.3.4", windowStart: first + windowMs, windowMs })).toEqual({ current: 1, previous: 2 });
  });

  it("counts every one of 500 concurrent hits", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const results = await Promise.all(Array.from({ length: 500 }, () => hitRateLimitWindow(db, { key: "burst", windowStart: 0, windowMs })));
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 500 }, (_, index) => index + 1));
  }, 60_000);

  it("prunes windows nobody reads any more", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await hitRateLimitWindow(db, { key: "old", windowStart: 0, windowMs });
    const removed = await pruneRateLimitWindows(db, new Date(3 * windowMs));
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await hitRateLimitWindow(db, { key: "old", windowStart: 0, windowMs })).toEqual({ current: 1, previous: 0 });
  });
});
