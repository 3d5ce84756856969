// The message outbox (issue 16): one table for every message Forecourt sends a
// shopper, by SMS or email (sign-in codes now; reservation receipts and alerts
// later). A message is stored before anything tries to send it. The sender claims
// a row the way the lead worker claims deliveries (a lease, FOR UPDATE SKIP LOCKED),
// records the provider's answer, and retries failures later; a row whose
// `expires_at` has passed is marked "expired" instead of being sent late.
// Reads for people (listMessages) are scoped by the site; the worker's functions
// act on rows by id across sites, as the lead worker does.
import { and, desc, eq, lt, ne, or, sql } from "drizzle-orm";
import type { SiteConfig } from "@forecourt/domain";
import type { Db } from "../client";
import { messageOutbox } from "../schema";

type SiteRef = Pick<SiteConfig, "id">;

export const messageChannels = ["sms", "email"] as const;
export type MessageChannel = (typeof messageChannels)[number];

/**
 * pending: waiting for (or between) attempts; sent: the provider accepted it;
 * held: no provider is configured, kept for the local outbox (never sent);
 * expired: its `expires_at` passed before it could be sent; failed: the provider
 * refused it for good (an invalid number), no more attempts.
 */
export const messageStates = ["pending", "sent", "held", "expired", "failed"] as const;
export type MessageState = (typeof messageStates)[number];

export interface StoredMessage {
  id: number;
  siteId: number;
  channel: MessageChannel;
  kind: string;
  /** E.164 phone for SMS, an address for email. */
  recipient: string;
  subject: string | null;
  body: string;
  state: MessageState;
  /** Attempts so far, the one in progress included. */
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  provider: string | null;
  providerMessageId: string | null;
  expiresAt: Date | null;
  sentAt: Date | null;
  createdAt: Date;
}

export interface NewMessage {
  channel: MessageChannel;
  /** What it is, e.g. "sign-in-code". */
  kind: string;
  recipient: string;
  subject?: string | null;
  body: string;
  /** Past this the message is not sent any more (a sign-in code). */
  expiresAt?: Date | null;
  /** "held" when no provider is configured: it stays in the local outbox. */
  state?: "pending" | "held";
  now: Date;
}

const E164 = /^\+[1-9]\d{6,14}$/;

function toMessage(row: typeof messageOutbox.$inferSelect): StoredMessage {
  return { ...row, id: Number(row.id), channel: row.channel as MessageChannel, state: row.state as MessageState };
}

/** Stores a message for the site, due at once; returns the stored row. */
export async function queueMessage(db: Db, site: SiteRef, message: NewMessage): Promise<StoredMessage> {
  if (!messageChannels.includes(message.channel)) throw new Error(`Unknown message channel: ${String(message.channel)}`);
  if (message.channel === "sms" && !E164.test(message.recipient)) throw new Error(`An SMS recipient must be an E.164 phone number such as +61412345678, got "${message.recipient}"`);
  if (message.channel === "email" && !/^[^\s@]+@[^\s@]+$/.test(message.recipient)) throw new Error(`An email recipient must be an address, got "${message.recipient}"`);
  if (message.channel === "email" && !message.subject) throw new Error("An email message needs a subject");
  if (!message.kind) throw new Error("A message needs a kind");
  if (!message.body.trim()) throw new Error("A message needs a body");
  const state = message.state ?? "pending";
  if (state !== "pending" && state !== "held") throw new Error(`A new message is pending or held, not ${String(state)}`);
  const [row] = await db
    .insert(messageOutbox)
    .values({
      siteId: site.id,
      channel: message.channel,
      kind: message.kind,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      state,
      nextAttemptAt: message.now,
      expiresAt: message.expiresAt ?? null,
      createdAt: message.now,
    })
    .returning();
  return toMessage(row!);
}

type ClaimedRow = {
  id: string | number;
  site_id: number;
  channel: string;
  kind: string;
  recipient: string;
  subject: string | null;
  body: string;
  state: string;
  attempts: number;
  next_attempt_at: string | Date;
  last_error: string | null;
  provider: string | null;
  provider_message_id: string | null;
  expires_at: string | Date | null;
  sent_at: string | Date | null;
  created_at: string | Date;
};

const date = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function fromClaimedRow(row: ClaimedRow): StoredMessage {
  return {
    id: Number(row.id),
    siteId: row.site_id,
    channel: row.channel as MessageChannel,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    state: row.state as MessageState,
    attempts: row.attempts,
    nextAttemptAt: date(row.next_attempt_at),
    lastError: row.last_error,
    provider: row.provider,
    providerMessageId: row.provider_message_id,
    expiresAt: row.expires_at === null ? null : date(row.expires_at),
    sentAt: row.sent_at === null ? null : date(row.sent_at),
    createdAt: date(row.created_at),
  };
}

/**
 * Claims up to `limit` due pending messages (of the given channels: a worker with
 * no SMS provider leaves SMS rows alone). As with lead deliveries, the claim moves
 * each row's due time on by the lease and counts the attempt: no transaction is
 * held while the provider is called, a worker that dies mid-send leaves rows that
 * come due again when the lease ends, and FOR UPDATE SKIP LOCKED lets several
 * workers claim side by side. Due rows whose `expires_at` has passed are marked
 * "expired" first and never claimed: a stale sign-in code is never sent late.
 */
export async function claimDueMessages(db: Db, options: { now: Date; limit?: number; leaseMs?: number; channels?: readonly MessageChannel[] }): Promise<StoredMessage[]> {
  const limit = options.limit ?? 20;
  const now = options.now.toISOString();
  const leaseUntil = new Date(options.now.getTime() + (options.leaseMs ?? 5 * 60_000)).toISOString();
  const channels = options.channels ?? messageChannels;
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      with stale as (
        select ${messageOutbox.id} as id from ${messageOutbox}
        where ${messageOutbox.state} = 'pending' and ${messageOutbox.nextAttemptAt} <= ${now} and ${messageOutbox.expiresAt} <= ${now}
        for update skip locked
      )
      update ${messageOutbox} as m set state = 'expired' from stale where m.id = stale.id`);
    if (channels.length === 0) return [];
    const claimed = await tx.execute<ClaimedRow>(sql`
      with due as (
        select ${messageOutbox.id} as id from ${messageOutbox}
        where ${messageOutbox.state} = 'pending' and ${messageOutbox.nextAttemptAt} <= ${now}
          and (${messageOutbox.expiresAt} is null or ${messageOutbox.expiresAt} > ${now})
          and ${messageOutbox.channel} in (${sql.join(
            channels.map((channel) => sql`${channel}`),
            sql`, `,
          )})
        order by ${messageOutbox.nextAttemptAt}, ${messageOutbox.id}
        limit ${limit}
        for update skip locked
      )
      update ${messageOutbox} as m
      set next_attempt_at = ${leaseUntil}, attempts = m.attempts + 1
      from due where m.id = due.id
      returning m.*`);
    return claimed.rows.map(fromClaimedRow).sort((a, b) => a.id - b.id);
  });
}

/**
 * Claims one message, to send it right after it was queued (a code should arrive
 * in seconds, not at the worker's next round). Null when it is not pending and due
 * any more: a worker claimed it first, it was sent, or it expired.
 */
export async function claimMessage(db: Db, id: number, options: { now: Date; leaseMs?: number }): Promise<StoredMessage | null> {
  const now = options.now.toISOString();
  const leaseUntil = new Date(options.now.getTime() + (options.leaseMs ?? 5 * 60_000)).toISOString();
  const claimed = await db.execute<ClaimedRow>(sql`
    update ${messageOutbox} as m
    set next_attempt_at = ${leaseUntil}, attempts = m.attempts + 1
    where m.id = ${id} and m.state = 'pending' and m.next_attempt_at <= ${now}
      and (m.expires_at is null or m.expires_at > ${now})
    returning m.*`);
  const row = claimed.rows[0];
  return row ? fromClaimedRow(row) : null;
}

/** The provider accepted the message. */
export async function completeMessage(db: Db, outcome: { id: number; provider: string; providerMessageId: string | null; at: Date }): Promise<void> {
  // Whatever state a late answer finds (a lease ran out and the row expired meanwhile), the provider has it: it was sent.
  await db
    .update(messageOutbox)
    .set({ state: "sent", provider: outcome.provider, providerMessageId: outcome.providerMessageId, sentAt: outcome.at, lastError: null })
    .where(and(eq(messageOutbox.id, outcome.id), ne(messageOutbox.state, "sent")));
}

/**
 * Records a failed attempt. With a time, the row stays pending until then (or is
 * marked "expired" at once when it would expire first); with null the provider
 * refused it for good and it is marked "failed".
 */
export async function failMessage(db: Db, outcome: { id: number; error: string; nextAttemptAt: Date | null; provider?: string | null }): Promise<void> {
  const error = outcome.error.slice(0, 2000);
  const next = outcome.nextAttemptAt;
  await db
    .update(messageOutbox)
    .set({
      lastError: error,
      ...(outcome.provider ? { provider: outcome.provider } : {}),
      ...(next === null
        ? { state: "failed" }
        : {
            nextAttemptAt: next,
            state: sql`case when ${messageOutbox.expiresAt} is not null and ${messageOutbox.expiresAt} <= ${next.toISOString()} then 'expired' else 'pending' end`,
          }),
    })
    .where(and(eq(messageOutbox.id, outcome.id), eq(messageOutbox.state, "pending")));
}

/** A site's messages, newest first (`pnpm sms:list`, support, tests); another site's are never listed. */
export async function listMessages(db: Db, site: SiteRef, options: { channel?: MessageChannel; limit?: number } = {}): Promise<StoredMessage[]> {
  const rows = await db
    .select()
    .from(messageOutbox)
    .where(options.channel ? and(eq(messageOutbox.siteId, site.id), eq(messageOutbox.channel, options.channel)) : eq(messageOutbox.siteId, site.id))
    .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.id))
    .limit(options.limit ?? 100);
  return rows.map(toMessage);
}

/**
 * Housekeeping: removes messages created before `olderThan` that are done with
 * (sent, held, expired, failed), and pending ones whose expiry is that old too.
 * A pending message without an expiry is kept, however old: it is never dropped.
 */
export async function pruneMessages(db: Db, olderThan: Date): Promise<number> {
  const removed = await db
    .delete(messageOutbox)
    .where(and(lt(messageOutbox.createdAt, olderThan), or(ne(messageOutbox.state, "pending"), lt(messageOutbox.expiresAt, olderThan))))
    .returning({ id: messageOutbox.id });
  return removed.length;
}
