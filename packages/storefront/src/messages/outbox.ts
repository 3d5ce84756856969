// Messages to shoppers (issue 16): one outbox for SMS and email (sign-in codes now,
// reservation receipts and alerts later), on the lead delivery's model. A message
// is stored before anything is tried, so nothing is lost:
//  - no provider for its channel (the demo): stored "held", and one line printed to
//    the process output, which the demo forwards to its terminal; `pnpm sms:list`
//    lists them;
//  - a provider: claimed and tried at once (a sign-in code should arrive in
//    seconds); a failure worth retrying is left to the worker (worker.ts) with the
//    lead worker's backoff, a refusal for good is marked "failed", and a message
//    whose `expiresAt` passes first is never sent late.
import { claimMessage, completeMessage, type Db, failMessage, type MessageState, queueMessage, type StoredMessage } from "@forecourt/db";
import type { Mailer } from "../integrations/email/email";
import type { SmsSender } from "../integrations/sms/sms";
import { type BackoffPolicy, defaultBackoff, retryDelayMs } from "../leads/worker";

export interface MessageDeps {
  db: Db;
  /** The SMS provider; null: SMS messages are held in the local outbox. */
  sender: SmsSender | null;
  /** SMTP for the email channel; null or absent: email messages are held. */
  mailer?: Mailer | null;
  /** The From of email messages (FORECOURT_MESSAGE_EMAIL_FROM); the mailer's own otherwise. */
  emailFrom?: string;
  /** Where the held-message line and failures go; console.log by default. */
  log?: (line: string) => void;
  backoff?: BackoffPolicy;
  /** How long a claim hides a message from the worker; longer than any one attempt takes. */
  leaseMs?: number;
  now?: () => Date;
  random?: () => number;
}

export type OutgoingMessage =
  | {
      channel: "sms";
      /** What it is, e.g. "sign-in-code". */
      kind: string;
      /** E.164, e.g. +61412345678. */
      recipient: string;
      body: string;
      /** Past this it is not sent any more (a sign-in code: when it stops working). */
      expiresAt?: Date | null;
    }
  | { channel: "email"; kind: string; recipient: string; subject: string; body: string; expiresAt?: Date | null };

export interface SendMessageResult {
  /** The outbox row. */
  id: number;
  /** held: in the local outbox; sent: the provider took it; pending: the worker retries it; failed: refused for good; expired: too late to send. */
  state: MessageState;
  providerMessageId?: string | null;
  /** The provider's answer when it was not sent. */
  error?: string;
}

/** Twilio accepts up to 1,600 characters (ten or more segments); a sign-in code is one. */
export const SMS_MAX_LENGTH = 1600;
const E164 = /^\+[1-9]\d{6,14}$/;
export const DEFAULT_MESSAGE_LEASE_MS = 2 * 60_000;

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const defaultLog = (line: string) => console.log(line);

/** The line the local outbox prints for a held message: `[sms outbox] coral-coast-auto → +61412345678: Your code is 123456`. */
export function heldMessageLine(site: { slug: string }, message: OutgoingMessage): string {
  const text = message.channel === "email" ? `${oneLine(message.subject)}: ${oneLine(message.body)}` : oneLine(message.body);
  return `[${message.channel} outbox] ${site.slug} → ${message.recipient}: ${text}`;
}

function isConfigured(deps: MessageDeps, channel: OutgoingMessage["channel"]): boolean {
  return channel === "sms" ? deps.sender !== null : Boolean(deps.mailer);
}

/**
 * Stores a message for the site and sends it: at once through the provider when
 * one is configured, else held in the local outbox with one printed line. Throws
 * only when the message is malformed or cannot be stored; a provider's failure is
 * in the result (and the worker retries it when that is worth it).
 */
export async function sendMessage(deps: MessageDeps, site: { id: number; slug: string }, message: OutgoingMessage): Promise<SendMessageResult> {
  if (message.channel === "sms") {
    if (!E164.test(message.recipient)) throw new Error(`An SMS goes to an E.164 number such as +61412345678, not "${message.recipient}"`);
    if (message.body.length > SMS_MAX_LENGTH) throw new Error(`An SMS has at most ${SMS_MAX_LENGTH} characters; this one has ${message.body.length}`);
  }
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? defaultLog;
  const held = !isConfigured(deps, message.channel);
  const stored = await queueMessage(deps.db, site, {
    channel: message.channel,
    kind: message.kind,
    recipient: message.recipient,
    subject: message.channel === "email" ? message.subject : null,
    body: message.body,
    expiresAt: message.expiresAt ?? null,
    state: held ? "held" : "pending",
    now: now(),
  });
  if (held) {
    log(heldMessageLine(site, message));
    return { id: stored.id, state: "held" };
  }
  const claimed = await claimMessage(deps.db, stored.id, { now: now(), leaseMs: deps.leaseMs ?? DEFAULT_MESSAGE_LEASE_MS });
  // A worker claimed it between the two statements: it sends it.
  if (!claimed) return { id: stored.id, state: "pending" };
  return attemptAndRecord(deps, claimed, `${site.slug}`);
}

type Attempt = { ok: true; provider: string; providerMessageId: string | null } | { ok: false; provider: string | null; error: string; retryable: boolean };

/** One attempt at a claimed message through its channel's provider; never throws. */
async function attempt(deps: MessageDeps, message: StoredMessage): Promise<Attempt> {
  try {
    if (message.channel === "sms") {
      if (!deps.sender) return { ok: false, provider: null, error: "no SMS provider is configured (FORECOURT_SMS_PROVIDER)", retryable: true };
      const result = await deps.sender.send({ to: message.recipient, body: message.body, idempotencyKey: `forecourt-message-${message.id}` });
      return result.ok ? { ok: true, provider: deps.sender.provider, providerMessageId: result.providerMessageId } : { ok: false, provider: deps.sender.provider, error: result.error, retryable: result.retryable };
    }
    if (!deps.mailer) return { ok: false, provider: null, error: "SMTP is not configured (FORECOURT_SMTP_URL)", retryable: true };
    const result = await deps.mailer.send({
      to: message.recipient,
      subject: message.subject ?? "",
      text: message.body,
      from: deps.emailFrom,
      messageId: `${message.id}@messages.forecourt`,
      headers: { "X-Forecourt-Message-Id": String(message.id) },
    });
    // An SMTP refusal may be passing (a full mailbox, greylisting): retried like a lead's email.
    return result.ok ? { ok: true, provider: "smtp", providerMessageId: null } : { ok: false, provider: "smtp", error: result.error, retryable: true };
  } catch (error) {
    return { ok: false, provider: null, error: (error as Error).message, retryable: true };
  }
}

/**
 * Tries a claimed message once and records the outcome: sent; pending with the
 * next try after the lead worker's backoff (or expired, when the code would expire
 * first); or failed for good.
 */
export async function attemptAndRecord(deps: MessageDeps, message: StoredMessage, label: string): Promise<SendMessageResult> {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? defaultLog;
  const outcome = await attempt(deps, message);
  const at = now();
  const name = `${message.channel} message ${message.id} (${message.kind}) of ${label}`;
  try {
    if (outcome.ok) {
      await completeMessage(deps.db, { id: message.id, provider: outcome.provider, providerMessageId: outcome.providerMessageId, at });
      return { id: message.id, state: "sent", providerMessageId: outcome.providerMessageId };
    }
    if (!outcome.retryable) {
      log(`[messages] ${name} refused for good (attempt ${message.attempts}): ${outcome.error}`);
      await failMessage(deps.db, { id: message.id, error: outcome.error, nextAttemptAt: null, provider: outcome.provider });
      return { id: message.id, state: "failed", error: outcome.error };
    }
    const delay = retryDelayMs(message.attempts, deps.backoff ?? defaultBackoff, deps.random);
    const next = new Date(at.getTime() + delay);
    const expired = message.expiresAt !== null && message.expiresAt.getTime() <= next.getTime();
    log(`[messages] ${name} failed (attempt ${message.attempts}): ${outcome.error}; ${expired ? "it expires before another try" : `next try in ${Math.round(delay / 1000)} s`}`);
    await failMessage(deps.db, { id: message.id, error: outcome.error, nextAttemptAt: next, provider: outcome.provider });
    return { id: message.id, state: expired ? "expired" : "pending", error: outcome.error };
  } catch (error) {
    // The outcome could not be written: the lease brings the message back (sent at least once).
    log(`[messages] ${name}: could not record the outcome: ${(error as Error).message}`);
    return outcome.ok ? { id: message.id, state: "sent", providerMessageId: outcome.providerMessageId } : { id: message.id, state: "pending", error: outcome.error };
  }
}
