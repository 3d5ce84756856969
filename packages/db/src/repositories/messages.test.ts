// The message outbox (issue 16), on both backends: queueing, claims with a lease
// across concurrent workers, expiry (a stale sign-in code is never sent late),
// completion and failure, per-site listing, and pruning.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimDueMessages, claimMessage, completeMessage, failMessage, listMessages, pruneMessages, queueMessage } from "./messages";
import { saveGroup, saveSiteConfig } from "./sites";
import { pgliteBackend, postgresBackend, type TestBackend } from "../testing/backends";
import { testSite } from "../testing/fixtures";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

const T0 = new Date("2026-12-01T00:00:00Z");
const after = (ms: number, from: Date = T0) => new Date(from.getTime() + ms);

describe.each(backends)("message outbox on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  const alpha = { id: 1 };
  const bravo = { id: 2 };
  // Each test works in its own stretch of time, so one test's due rows are not another's.
  let base = T0.getTime();
  const nextEra = () => {
    base += 30 * 86_400_000;
    return new Date(base);
  };
  const code = (now: Date, overrides: Partial<Parameters<typeof queueMessage>[2]> = {}) => ({
    channel: "sms" as const,
    kind: "sign-in-code",
    recipient: "+61412345678",
    body: "Your Alpha Motors code is 123456",
    expiresAt: after(5 * 60_000, now),
    now,
    ...overrides,
  });
  /** Claims everything due (the whole table): the tests run one after another, so leftovers are parked far away. */
  const drain = async (now: Date) => {
    const { db } = backend!.database;
    const rows = await claimDueMessages(db, { now, limit: 1000 });
    for (const row of rows) await completeMessage(db, { id: row.id, provider: "test", providerMessageId: null, at: now });
  };

  beforeAll(async () => {
    backend = await open();
    if (!backend) return;
    const { db } = backend.database;
    await saveGroup(db, { slug: "test-group", name: "Test Group" });
    await saveSiteConfig(db, testSite({ slug: "alpha", id: 1, dealership_id: 10, dealerships: [{ id: 10, slug: "alpha", name: "Alpha" }] }));
    await saveSiteConfig(db, testSite({ slug: "bravo", id: 2, dealership_id: 20, dealerships: [{ id: 20, slug: "bravo", name: "Bravo" }] }));
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  it("stores a message with its site, due at once, and refuses one that cannot be sent", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const now = nextEra();
    const stored = await queueMessage(db, alpha, code(now));
    expect(stored).toMatchObject({
      siteId: 1,
      channel: "sms",
      kind: "sign-in-code",
      recipient: "+61412345678",
      subject: null,
      body: "Your Alpha Motors code is 123456",
      state: "pending",
      attempts: 0,
      nextAttemptAt: now,
      expiresAt: after(5 * 60_000, now),
      lastError: null,
      provider: null,
      sentAt: null,
      createdAt: now,
    });
    expect(typeof stored.id).toBe("number");
    const held = await queueMessage(db, alpha, code(now, { state: "held" }));
    expect(held.state).toBe("held");
    await expect(queueMessage(db, alpha, code(now, { recipient: "0412 345 678" }))).rejects.toThrow(/E\.164/);
    await expect(queueMessage(db, alpha, code(now, { body: "  " }))).rejects.toThrow(/body/);
    await expect(queueMessage(db, alpha, { channel: "email", kind: "receipt", recipient: "sam@example.com", body: "Thanks", now })).rejects.toThrow(/subject/);
    await drain(now);
  });

  it("claims a due message once across concurrent workers, hides it for the lease, then claims it again", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const now = nextEra();
    const queued = await Promise.all(Array.from({ length: 30 }, (_, index) => queueMessage(db, index % 2 ? alpha : bravo, code(now, { recipient: `+6141234${String(index).padStart(4, "0")}`, expiresAt: null }))));
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimDueMessages(db, { now, limit: 10, leaseMs: 60_000 })));
    const ids = claims.flat().map((row) => row.id);
    // Every message claimed once, by one worker.
    expect(ids.sort((a, b) => a - b)).toEqual(queued.map((row) => row.id).sort((a, b) => a - b));
    expect(claims.flat().every((row) => row.attempts === 1 && row.nextAttemptAt.getTime() === now.getTime() + 60_000)).toBe(true);
    // Under the lease nothing is due; when it ends (the worker died), each comes back with its second attempt.
    expect(await claimDueMessages(db, { now: after(59_000, now), limit: 100 })).toEqual([]);
    const again = await claimDueMessages(db, { now: after(60_000, now), limit: 100 });
    expect(again).toHaveLength(30);
    expect(again.every((row) => row.attempts === 2)).toBe(true);
    await drain(after(10 * 60_000, now));
  }, 60_000);

  it("claims only the channels asked for, and never a held message", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const now = nextEra();
    const sms = await queueMessage(db, alpha, code(now));
    const email = await queueMessage(db, alpha, { channel: "email", kind: "receipt", recipient: "sam@example.com", subject: "Your reservation", body: "Thanks", now });
    await queueMessage(db, alpha, code(now, { state: "held" }));
    expect((await claimDueMessages(db, { now, channels: ["email"] })).map((row) => row.id)).toEqual([email.id]);
    expect(await claimDueMessages(db, { now, channels: [] })).toEqual([]);
    expect((await claimDueMessages(db, { now })).map((row) => row.id)).toEqual([sms.id]);
    await drain(after(10 * 60_000, now));
  });

  it("never sends a sign-in code late: an expired message is marked expired, not claimed", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const now = nextEra();
    const stale = await queueMessage(db, alpha, code(now));
    const fresh = await queueMessage(db, alpha, code(after(4 * 60_000, now)));
    const claimed = await claimDueMessages(db, { now: after(5 * 60_000, now) });
    expect(claimed.map((row) => row.id)).toEqual([fresh.id]);
    const states = new Map((await listMessages(db, alpha)).map((row) => [row.id, row.state]));
    expect(states.get(stale.id)).toBe("expired");
    // Nor one by one, right after queueing.
    const late = await queueMessage(db, alpha, code(now));
    expect(await claimMessage(db, late.id, { now: after(5 * 60_000, now) })).toBeNull();
    await drain(after(10 * 60_000, now));
  });

  it("claims one message right after queueing it, once", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const now = nextEra();
    const queued = await queueMessage(db, alpha, code(now));
    const claimed = await claimMessage(db, queued.id, { now, leaseMs: 30_000 });
    expect(claimed).toMatchObject({ id: queued.id, siteId: 1, attempts: 1, state: "pending", nextAttemptAt: after(30_000, now), body: queued.body });
    // Claimed: neither a second claim nor the worker gets it while the lease runs.
    expect(await claimMessage(db, queued.id, { now })).toBeNull();
    expect(await claimDueMessages(db, { now })).toEqual([]);
    const held = await queueMessage(db, alpha, code(now, { state: "held" }));
    expect(await claimMessage(db, held.id, { now })).toBeNull();
    expect(await claimMessage(db, 9_999_999, { now })).toBeNull();
    await drain(after(10 * 60_000, now));
  });

  it("records a send, a retry, an expiry on retry and a refusal for good", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const now = nextEra();
    const [sent, retried, tooLate, refused] = await Promise.all([1, 2, 3, 4].map((n) => queueMessage(db, bravo, code(after(n, now)))));
    for (const row of [sent!, retried!, tooLate!, refused!]) expect(await claimMessage(db, row.id, { now: after(10, now) })).not.toBeNull();

    await completeMessage(db, { id: sent!.id, provider: "twilio", providerMessageId: "SM123", at: after(1000, now) });
    await failMessage(db, { id: retried!.id, error: "HTTP 503", nextAttemptAt: after(30_000, now), provider: "twilio" });
    // The next try would come after the code expires: expired at once.
    await failMessage(db, { id: tooLate!.id, error: "HTTP 429", nextAttemptAt: after(10 * 60_000, now) });
    await failMessage(db, { id: refused!.id, error: "21211: invalid 'To' number", nextAttemptAt: null, provider: "twilio" });

    const byId = new Map((await listMessages(db, bravo)).map((row) => [row.id, row]));
    expect(byId.get(sent!.id)).toMatchObject({ state: "sent", provider: "twilio", providerMessageId: "SM123", sentAt: after(1000, now), lastError: null });
    expect(byId.get(retried!.id)).toMatchObject({ state: "pending", provider: "twilio", lastError: "HTTP 503", nextAttemptAt: after(30_000, now), attempts: 1 });
    expect(byId.get(tooLate!.id)).toMatchObject({ state: "expired", lastError: "HTTP 429" });
    expect(byId.get(refused!.id)).toMatchObject({ state: "failed", lastError: "21211: invalid 'To' number", sentAt: null });

    // A failure recorded after the row was sent (a late duplicate outcome) changes nothing.
    await failMessage(db, { id: sent!.id, error: "late", nextAttemptAt: after(60_000, now) });
    expect((await listMessages(db, bravo)).find((row) => row.id === sent!.id)).toMatchObject({ state: "sent", lastError: null });

    const [again] = await claimDueMessages(db, { now: after(30_000, now) });
    expect(again).toMatchObject({ id: retried!.id, attempts: 2 });
    await drain(after(10 * 60_000, now));
  });

  it("lists a site's messages newest first, by channel, and never another site's", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const now = nextEra();
    const a1 = await queueMessage(db, alpha, code(now, { body: "alpha first" }));
    const a2 = await queueMessage(db, alpha, code(after(1000, now), { body: "alpha second" }));
    const mail = await queueMessage(db, alpha, { channel: "email", kind: "receipt", recipient: "sam@example.com", subject: "Receipt", body: "alpha email", now: after(2000, now) });
    const b1 = await queueMessage(db, bravo, code(after(3000, now), { body: "bravo" }));
    const alphaAll = await listMessages(db, alpha, { limit: 3 });
    expect(alphaAll.map((row) => row.id)).toEqual([mail.id, a2.id, a1.id]);
    expect((await listMessages(db, alpha, { channel: "sms", limit: 2 })).map((row) => row.body)).toEqual(["alpha second", "alpha first"]);
    const bravoAll = await listMessages(db, bravo, { limit: 1000 });
    expect(bravoAll[0]!.id).toBe(b1.id);
    expect(bravoAll.every((row) => row.siteId === 2)).toBe(true);
    expect((await listMessages(db, alpha, { limit: 1000 })).some((row) => row.siteId !== 1 || row.id === b1.id)).toBe(false);
    expect(await listMessages(db, { id: 99 })).toEqual([]);
    await drain(after(10 * 60_000, now));
  });

  it("prunes old messages that are done with, and keeps a pending one without an expiry", async ({ skip }) => {
    if (!backend) return skip();
    const { db } = backend.database;
    const now = nextEra();
    const sent = await queueMessage(db, alpha, code(now));
    await claimMessage(db, sent.id, { now });
    await completeMessage(db, { id: sent.id, provider: "twilio", providerMessageId: "SM1", at: now });
    const held = await queueMessage(db, alpha, code(now, { state: "held" }));
    const waiting = await queueMessage(db, alpha, { channel: "email", kind: "receipt", recipient: "sam@example.com", subject: "Receipt", body: "b", now });
    const staleCode = await queueMessage(db, alpha, code(now));
    const recent = await queueMessage(db, alpha, code(after(86_400_000, now), { state: "held" }));
    const removed = await pruneMessages(db, after(3_600_000, now));
    expect(removed).toBeGreaterThanOrEqual(3);
    const left = new Set((await listMessages(db, alpha, { limit: 1000 })).map((row) => row.id));
    expect(left.has(sent.id) || left.has(held.id) || left.has(staleCode.id)).toBe(false);
    expect(left.has(waiting.id)).toBe(true);
    expect(left.has(recent.id)).toBe(true);
    await drain(after(2 * 86_400_000, now));
  });
});
