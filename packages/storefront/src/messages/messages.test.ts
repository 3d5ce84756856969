// Messages to shoppers (issue 16) on both database backends: with no provider a
// message is held and printed (the demo's local outbox); with Twilio (the local
// stand-in: no test reaches the internet) it is sent at once, retried by the worker
// with the lead worker's backoff when that is worth it, refused for good when not,
// and never sent after it expires. Email goes through a local SMTP peer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimMessage, type Database, listMessages, queueMessage } from "@forecourt/db";
import { pgliteBackend, postgresBackend, type TestBackend } from "@forecourt/db/testing/backends";
import { smtpMailer } from "../integrations/email/email";
import { twilioSmsSender } from "../integrations/sms/twilio";
import { startTwilioStandIn, type TwilioStandIn } from "../integrations/sms/twilio-stand-in";
import { type LeadSites, leadTestDatabase, localSmtpServer, NOW, openBackend, seedLeadSites } from "../leads/test-support";
import { retryDelayMs, runMaintenance } from "../leads/worker";
import { type MessageDeps, sendMessage } from "./outbox";
import { runMessageWorkerOnce, startMessageWorker } from "./worker";

const backends: Array<[string, () => Promise<TestBackend | null>]> = [
  ["pglite", pgliteBackend],
  ["postgres", postgresBackend],
];

describe.each(backends)("the message outbox on %s", (_name, open) => {
  let backend: TestBackend | null = null;
  let database: Database;
  let sites: LeadSites;
  let twilio: TwilioStandIn;
  let clock: number;
  let lines: string[];
  const now = () => new Date(clock);
  const alpha = () => ({ id: sites.alpha.id, slug: sites.alpha.slug });
  const code = (digits: string, recipient = "+61412345678") => ({
    channel: "sms" as const,
    kind: "sign-in-code",
    recipient,
    body: `Your Alpha Motors code is ${digits}. It expires in 5 minutes.`,
    expiresAt: new Date(clock + 5 * 60_000),
  });
  const deps = (overrides: Partial<MessageDeps> = {}): MessageDeps => ({
    db: database.db,
    sender: twilioSmsSender({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: "+61400000000", baseUrl: twilio.url, timeoutMs: 2000 }),
    now,
    random: () => 0.5,
    log: (line) => lines.push(line),
    ...overrides,
  });
  const stored = async (id: number) => (await listMessages(database.db, sites.alpha, { limit: 1000 })).find((row) => row.id === id)!;

  beforeAll(async () => {
    backend = await openBackend(open);
    if (!backend) return;
    database = leadTestDatabase(backend);
    sites = await seedLeadSites(database.db);
    twilio = await startTwilioStandIn();
  });
  afterAll(async () => {
    await twilio?.close();
    await database?.close();
    await backend?.dispose();
  });
  // Each test starts a day later than the last, so one test's due messages are not another's.
  let day = 0;
  const startDay = () => {
    clock = NOW.getTime() + day++ * 86_400_000;
    lines = [];
  };

  it("with no provider, holds the message and prints one line with the phone and the text", async ({ skip }) => {
    if (!backend) return skip();
    startDay();
    const requests = twilio.requests.length;
    const result = await sendMessage(deps({ sender: null }), alpha(), code("123456"));
    expect(result.state).toBe("held");
    expect(lines).toEqual(["[sms outbox] alpha-motors → +61412345678: Your Alpha Motors code is 123456. It expires in 5 minutes."]);
    expect(await stored(result.id)).toMatchObject({ state: "held", channel: "sms", kind: "sign-in-code", recipient: "+61412345678", attempts: 0, provider: null });
    // Held is final: no worker sends it, with or without a provider, and nothing reached Twilio.
    expect((await runMessageWorkerOnce(deps({ sender: null }))).claimed).toBe(0);
    expect((await runMessageWorkerOnce(deps())).claimed).toBe(0);
    expect(twilio.requests.length).toBe(requests);
    // Another site never sees it.
    expect((await listMessages(database.db, sites.bravo)).some((row) => row.id === result.id)).toBe(false);
    // Email with no SMTP is held the same way, subject first.
    const email = await sendMessage(deps(), alpha(), { channel: "email", kind: "receipt", recipient: "sam@example.com", subject: "Your reservation", body: "Thanks,\nAlpha Motors" });
    expect(email.state).toBe("held");
    expect(lines.at(-1)).toBe("[email outbox] alpha-motors → sam@example.com: Your reservation: Thanks, Alpha Motors");
  });

  it("refuses a message that could not be sent, before storing it", async ({ skip }) => {
    if (!backend) return skip();
    startDay();
    await expect(sendMessage(deps(), alpha(), code("1", "0412 345 678"))).rejects.toThrow(/E\.164/);
    await expect(sendMessage(deps(), alpha(), { ...code("1"), body: "x".repeat(1601) })).rejects.toThrow(/at most 1600/);
  });

  it("with Twilio, sends at once and records the provider's id, logging no code", async ({ skip }) => {
    if (!backend) return skip();
    startDay();
    const result = await sendMessage(deps(), alpha(), code("654321"));
    const accepted = twilio.accepted.at(-1)!;
    expect(result).toEqual({ id: result.id, state: "sent", providerMessageId: accepted.sid });
    expect(accepted).toMatchObject({ to: "+61412345678", from: "+61400000000", body: "Your Alpha Motors code is 654321. It expires in 5 minutes." });
    expect(twilio.requests.at(-1)!.headers["i-twilio-idempotency-token"]).toBe(`forecourt-message-${result.id}`);
    expect(await stored(result.id)).toMatchObject({ state: "sent", provider: "twilio", providerMessageId: accepted.sid, attempts: 1, sentAt: now(), lastError: null });
    expect(lines).toEqual([]);
  });

  it("leaves a failure worth retrying to the worker, which retries it after the lead worker's backoff", async ({ skip }) => {
    if (!backend) return skip();
    startDay();
    twilio.answerNext("server-error", "rate-limited");
    const backoff = { baseMs: 1000, capMs: 60_000 };
    const result = await sendMessage(deps({ backoff }), alpha(), code("111111"));
    expect(result).toMatchObject({ state: "pending", error: "Twilio HTTP 500 20500: Internal Server Error" });
    const afterFirst = await stored(result.id);
    expect(afterFirst).toMatchObject({ state: "pending", attempts: 1, lastError: "Twilio HTTP 500 20500: Internal Server Error", provider: "twilio" });
    expect(afterFirst.nextAttemptAt.getTime()).toBe(clock + retryDelayMs(1, backoff, () => 0.5));
    expect(lines.at(-1)).toMatch(new RegExp(`^\\[messages\\] sms message ${result.id} \\(sign-in-code\\) of alpha-motors failed \\(attempt 1\\): Twilio HTTP 500 .*; next try in 1 s$`));

    // Not yet due: the worker leaves it.
    expect((await runMessageWorkerOnce(deps({ backoff }))).claimed).toBe(0);
    clock = afterFirst.nextAttemptAt.getTime();
    expect(await runMessageWorkerOnce(deps({ backoff }))).toEqual({ claimed: 1, sent: 0, retrying: 1, failed: 0, expired: 0 });
    const afterSecond = await stored(result.id);
    expect(afterSecond).toMatchObject({ attempts: 2, lastError: "Twilio HTTP 429 20429: Too Many Requests" });
    expect(afterSecond.nextAttemptAt.getTime()).toBe(clock + retryDelayMs(2, backoff, () => 0.5));
    clock = afterSecond.nextAttemptAt.getTime();
    expect(await runMessageWorkerOnce(deps({ backoff }))).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0, expired: 0 });
    expect(await stored(result.id)).toMatchObject({ state: "sent", attempts: 3, lastError: null, providerMessageId: twilio.accepted.at(-1)!.sid });
    // Every attempt carried the same idempotency key.
    expect(twilio.requests.slice(-3).map((request) => request.headers["i-twilio-idempotency-token"])).toEqual(Array(3).fill(`forecourt-message-${result.id}`));
  });

  it("marks a message Twilio refuses for good as failed, and never tries it again", async ({ skip }) => {
    if (!backend) return skip();
    startDay();
    twilio.answerNext("invalid-number");
    const result = await sendMessage(deps(), alpha(), code("222222", "+61499999999"));
    expect(result).toEqual({ id: result.id, state: "failed", error: "Twilio HTTP 400 21211: Invalid 'To' Phone Number: +61499999999" });
    expect(await stored(result.id)).toMatchObject({ state: "failed", attempts: 1 });
    const requests = twilio.requests.length;
    clock += 3_600_000;
    expect((await runMessageWorkerOnce(deps())).claimed).toBe(0);
    expect(twilio.requests.length).toBe(requests);
  });

  it("never sends a sign-in code after it expires, however the retries fall", async ({ skip }) => {
    if (!backend) return skip();
    startDay();
    const start = clock;
    const expiresAt = start + 5 * 60_000;
    twilio.answerNext(...Array<"server-error">(20).fill("server-error"));
    const before = twilio.requests.length;
    const result = await sendMessage(deps(), alpha(), code("333333"));
    expect(result.state).toBe("pending");
    const attemptTimes = [start];
    while (clock < start + 15 * 60_000) {
      clock += 5_000;
      const round = await runMessageWorkerOnce(deps());
      if (round.claimed > 0) attemptTimes.push(clock);
    }
    // The default backoff (30 s base, half of it jittered), the worker looking every 5 s: tries at 0 s and about 25 s, 70 s and 160 s; the next would come after the expiry.
    expect(twilio.requests.length - before).toBe(4);
    expect(attemptTimes.every((time) => time < expiresAt)).toBe(true);
    expect(await stored(result.id)).toMatchObject({ state: "expired", attempts: 4 });
    expect(lines.at(-1)).toContain("it expires before another try");
    twilio.clearAnswers();
  });

  it("expires a message whose lease ran out after its expiry, rather than sending it late", async ({ skip }) => {
    if (!backend) return skip();
    startDay();
    // Queued (a provider configured) and claimed by a process that died before recording anything.
    const message = await queueMessage(database.db, sites.alpha, { ...code("444444"), now: now() });
    const before = twilio.requests.length;
    expect(await claimMessage(database.db, message.id, { now: now(), leaseMs: 6 * 60_000 })).not.toBeNull();
    clock += 6 * 60_000;
    expect((await runMessageWorkerOnce(deps())).claimed).toBe(0);
    expect(await stored(message.id)).toMatchObject({ state: "expired" });
    expect(twilio.requests.length).toBe(before);
  });

  it("sends email messages through SMTP when it is configured", async ({ skip }) => {
    if (!backend) return skip();
    startDay();
    const smtp = await localSmtpServer({ failFirst: 1 });
    const mailer = smtpMailer({ smtpUrl: smtp.url, from: "Forecourt leads <leads@forecourt.test>", timeoutMs: 2000 });
    try {
      const emailDeps = deps({ sender: null, mailer, emailFrom: "Alpha Motors <hello@alpha.test>", backoff: { baseMs: 1000, capMs: 60_000 } });
      const result = await sendMessage(emailDeps, alpha(), { channel: "email", kind: "reservation-receipt", recipient: "sam@example.com", subject: "Your reservation", body: "Thanks for reserving the HiLux." });
      // The first transaction is refused (451): retried by the worker.
      expect(result.state).toBe("pending");
      clock += 60_000;
      expect(await runMessageWorkerOnce(emailDeps)).toMatchObject({ claimed: 1, sent: 1 });
      expect(await stored(result.id)).toMatchObject({ state: "sent", provider: "smtp", attempts: 2 });
      expect(smtp.messages).toHaveLength(1);
      const data = smtp.messages[0]!.data;
      expect(data).toContain("Subject: Your reservation");
      expect(data).toContain(`Message-ID: <${result.id}@messages.forecourt>`);
      expect(data).toMatch(/From: Alpha Motors <hello@alpha\.test>/);
      expect(data).toContain("Thanks for reserving the HiLux.");
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it("runs as a loop beside the lead worker, and housekeeping prunes finished messages after a week", async ({ skip }) => {
    if (!backend) return skip();
    startDay();
    twilio.answerNext("server-error");
    const result = await sendMessage(deps({ backoff: { baseMs: 10, capMs: 20 } }), alpha(), code("555555"));
    expect(result.state).toBe("pending");
    clock += 1000;
    const worker = startMessageWorker({ ...deps(), intervalMs: 20 });
    try {
      const deadline = Date.now() + 10_000;
      while ((await stored(result.id)).state !== "sent" && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await worker.stop();
    }
    expect((await stored(result.id)).state).toBe("sent");

    const pruned = await runMaintenance(database.db, new Date(clock + 8 * 86_400_000));
    expect(pruned.messages).toBeGreaterThanOrEqual(1);
    expect((await listMessages(database.db, sites.alpha, { limit: 1000 })).some((row) => row.id === result.id)).toBe(false);
  });
});
