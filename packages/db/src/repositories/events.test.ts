// Analytics events (issue 5), on both backends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listEvents, recordEvent } from "./events";
import { pgliteBackend, postgresBackend, type TestBackend } from "../testing/backends";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

describe.each(backends)("events on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  it("records events per site and lists them newest first", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    await recordEvent(db, { id: 1 }, { eventId: 22, name: "lead_submitted", payload: { lead_id: "a" }, at: new Date("2026-11-23T00:00:00Z") });
    await recordEvent(db, { id: 1 }, { eventId: 15, name: "lead_submitted", payload: { lead_id: "b", vehicle: { make: "Toyota" } }, at: new Date("2026-11-23T00:01:00Z") });
    await recordEvent(db, { id: 1 }, { eventId: 39, name: "favourite", payload: {}, at: new Date("2026-11-23T00:02:00Z") });
    await recordEvent(db, { id: 2 }, { eventId: 14, name: "lead_submitted", payload: {}, at: new Date("2026-11-23T00:03:00Z") });
    const leadsOfOne = await listEvents(db, { id: 1 }, { name: "lead_submitted" });
    expect(leadsOfOne.map((event) => [event.eventId, event.payload])).toEqual([
      [15, { lead_id: "b", vehicle: { make: "Toyota" } }],
      [22, { lead_id: "a" }],
    ]);
    expect((await listEvents(db, { id: 1 })).map((event) => event.eventId)).toEqual([39, 15, 22]);
    expect((await listEvents(db, { id: 2 })).map((event) => event.siteId)).toEqual([2]);
  });

  it("refuses an event id that is not a positive whole number", async ({ skip }) => {
    if (!backend) return skip();
    await expect(recordEvent(backend.database.db, { id: 1 }, { eventId: 0, name: "x", payload: {}, at: new Date() })).rejects.toThrow(/positive/);
  });
});
