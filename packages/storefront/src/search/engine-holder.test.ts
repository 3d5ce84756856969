// The engine holder with a fake loader and clock: one build for concurrent first
// calls, a rebuild when a newer data version is seen, no check more often than the
// interval, and a failed refresh keeping the old index (issue 4 item 4).
import { describe, expect, it } from "vitest";
import { type SearchRecord } from "@forecourt/search";
import { createEngineHolder, type EngineHolderOptions } from "./engine-holder";

function car(id: number, make = "Toyota"): SearchRecord {
  return { objectID: String(id), id, make, model: "Corolla", dealership_id: 10, custom_rank: id };
}

/** A database stand-in: a version, the records of that version, counters, and a way to fail. */
function fakeSource(initial: SearchRecord[]) {
  const state = { version: 1, records: initial, versionReads: 0, loads: 0, failing: false, time: 1_000_000, logs: [] as string[] };
  let releaseLoad: (() => void) | null = null;
  let gate: Promise<void> | null = null;
  const options: EngineHolderOptions = {
    readVersion: async () => {
      state.versionReads++;
      if (state.failing) throw new Error("connection refused");
      return state.version;
    },
    loadRecords: async () => {
      state.loads++;
      if (gate) await gate;
      if (state.failing) throw new Error("connection refused");
      return state.records;
    },
    checkIntervalMs: 5_000,
    clock: () => state.time,
    log: (message) => state.logs.push(message),
  };
  return {
    state,
    options,
    /** Holds every load until released, to make calls overlap. */
    holdLoads() {
      gate = new Promise((resolve) => (releaseLoad = resolve));
    },
    releaseLoads() {
      gate = null;
      releaseLoad?.();
    },
  };
}

const ids = async (holder: ReturnType<typeof createEngineHolder>) => {
  const engine = await holder.engine();
  const { results } = await engine.search([{ indexName: "Car_production", params: "hitsPerPage=100" }]);
  return (results[0] as { hits: Array<{ objectID: string }> }).hits.map((hit) => hit.objectID).sort();
};

describe("createEngineHolder", () => {
  it("builds the index once for concurrent first calls, and shares one engine", async () => {
    const source = fakeSource([car(1), car(2)]);
    const holder = createEngineHolder(source.options);
    source.holdLoads();
    const calls = Array.from({ length: 8 }, () => holder.engine());
    await Promise.resolve();
    source.releaseLoads();
    const engines = await Promise.all(calls);
    expect(new Set(engines).size).toBe(1);
    expect(source.state.loads).toBe(1);
    expect(source.state.versionReads).toBe(1);
    expect(holder.version).toBe(1);
    expect(engines[0]!.size).toBe(2);
  });

  it("does not check the version again within the interval", async () => {
    const source = fakeSource([car(1)]);
    const holder = createEngineHolder(source.options);
    await holder.engine();
    source.state.version = 2;
    source.state.records = [car(1), car(2)];
    for (let step = 0; step < 10; step++) {
      source.state.time += 400; // 4 s in all, under the 5 s interval
      await holder.engine();
    }
    expect(source.state.versionReads).toBe(1);
    expect(source.state.loads).toBe(1);
    expect(await ids(holder)).toEqual(["1"]);
  });

  it("rebuilds with replace when a check after the interval sees a newer version, and not when the version is unchanged", async () => {
    const source = fakeSource([car(1), car(2)]);
    const holder = createEngineHolder(source.options);
    const engine = await holder.engine();

    // Same version after the interval: one read, no load.
    source.state.time += 5_000;
    await holder.engine();
    expect([source.state.versionReads, source.state.loads]).toEqual([2, 1]);

    // A write elsewhere bumps the version: the next search after the interval sees it.
    source.state.version = 2;
    source.state.records = [car(2), car(3), car(4)];
    source.state.time += 1_000;
    expect(await ids(holder)).toEqual(["1", "2"]); // within the interval: the old index
    source.state.time += 4_000;
    expect(await ids(holder)).toEqual(["2", "3", "4"]);
    expect(await holder.engine()).toBe(engine); // the same engine, replaced in place
    expect(holder.version).toBe(2);
    expect(source.state.loads).toBe(2);
    expect(source.state.logs.some((line) => /rebuilt the embedded index: 3 cars, data version 1 -> 2/.test(line))).toBe(true);
  });

  it("lets other searches answer from the current index while one search checks", async () => {
    const source = fakeSource([car(1)]);
    const holder = createEngineHolder(source.options);
    await holder.engine();
    source.state.version = 2;
    source.state.records = [car(1), car(5)];
    source.state.time += 5_000;
    source.holdLoads();
    const checking = ids(holder);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A second search during the rebuild neither waits nor starts another check.
    expect(await ids(holder)).toEqual(["1"]);
    source.releaseLoads();
    expect(await checking).toEqual(["1", "5"]);
    expect([source.state.versionReads, source.state.loads]).toEqual([2, 2]);
  });

  it("keeps the old index and logs when a refresh fails, then retries after the interval", async () => {
    const source = fakeSource([car(1)]);
    const holder = createEngineHolder(source.options);
    await holder.engine();
    source.state.failing = true;
    source.state.time += 5_000;
    expect(await ids(holder)).toEqual(["1"]);
    expect(source.state.logs.at(-1)).toMatch(/could not refresh the embedded index; still serving data version 1: connection refused/);
    // No retry on every search while the database is down: once per interval.
    await holder.engine();
    expect(source.state.versionReads).toBe(2);

    // The version is readable but the load fails: still the old index.
    source.state.failing = false;
    source.state.version = 3;
    source.options.loadRecords = async () => {
      source.state.loads++;
      throw new Error("timeout");
    };
    source.state.time += 5_000;
    expect(await ids(holder)).toEqual(["1"]);
    expect(holder.version).toBe(1);
  });

  it("rejects while the index was never built, and builds on a later call once the database answers", async () => {
    const source = fakeSource([car(7)]);
    source.state.failing = true;
    const holder = createEngineHolder(source.options);
    await expect(holder.engine()).rejects.toThrow("connection refused");
    await expect(holder.engine()).rejects.toThrow("connection refused");
    expect(holder.version).toBeNull();
    source.state.failing = false;
    expect(await ids(holder)).toEqual(["7"]);
    expect(source.state.logs.filter((line) => /could not build the embedded index/.test(line))).toHaveLength(2);
  });

  it("checks on every search with an interval of 0", async () => {
    const source = fakeSource([car(1)]);
    const holder = createEngineHolder({ ...source.options, checkIntervalMs: 0 });
    await holder.engine();
    source.state.version = 2;
    source.state.records = [car(9)];
    expect(await ids(holder)).toEqual(["9"]);
  });
});
