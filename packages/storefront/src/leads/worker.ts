// The lead delivery worker (issue 5 'Delivery'): claims due outbox rows, delivers
// each to its destination (a signed webhook, or email through SMTP), records every
// attempt, and retries failures with capped exponential backoff and jitter. Delivery
// is at least once: a row leaves "pending" only after a 2xx (or an accepted email),
// a crashed worker's claims come due again when their lease ends, and nothing is
// ever dropped: a destination that is down delays its leads, it does not lose them.
import {
  claimDueDeliveries,
  type ClaimedDelivery,
  completeDelivery,
  type Db,
  deferDelivery,
  failDelivery,
  pruneIdempotencyKeys,
  pruneMessages,
  pruneRateLimitWindows,
} from "@forecourt/db";
import type { LeadMailer } from "../integrations/email/email";
import { postSignedWebhook } from "../integrations/webhook/webhook";
import { leadDeliveryJson, leadEmail } from "./delivery-payload";

export interface BackoffPolicy {
  /** Delay after the first failure. */
  baseMs: number;
  /** No wait is ever longer than this, however many attempts failed. */
  capMs: number;
}

export const defaultBackoff: BackoffPolicy = { baseMs: 30_000, capMs: 60 * 60_000 };

/**
 * "Equal jitter": half the exponential delay for sure, the other half at random,
 * so retries of many leads after an outage spread out instead of arriving together,
 * while each lead's waits still grow.
 */
export function retryDelayMs(attempt: number, policy: BackoffPolicy = defaultBackoff, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  const delay = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  return Math.round(delay / 2 + random() * (delay / 2));
}

export interface LeadWorkerDeps {
  db: Db;
  /** SMTP mailer for email destinations; null leaves email rows waiting (with the reason recorded). */
  mailer: LeadMailer | null;
  webhookTimeoutMs?: number;
  backoff?: BackoffPolicy;
  /** Rows claimed per round. */
  batchSize?: number;
  /** How long a claim hides a row from other workers; longer than any delivery takes. */
  leaseMs?: number;
  now?: () => Date;
  random?: () => number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

export interface WorkerRound {
  claimed: number;
  delivered: number;
  failed: number;
  deferred: number;
}

type Attempt = { ok: true; httpStatus: number | null } | { ok: false; httpStatus: number | null; error: string } | { deferred: string };

async function attemptDelivery(claim: ClaimedDelivery, deps: LeadWorkerDeps): Promise<Attempt> {
  const { destination, lead } = claim;
  if (!destination.enabled) return { deferred: "destination disabled" };
  if (destination.kind === "webhook") {
    if (!destination.secret) return { ok: false, httpStatus: null, error: "webhook destination has no signing secret" };
    return postSignedWebhook({ url: destination.target, secret: destination.secret, body: leadDeliveryJson(lead), leadId: lead.id, attempt: claim.attempt, timeoutMs: deps.webhookTimeoutMs ?? 10_000, fetch: deps.fetch });
  }
  if (!deps.mailer) return { ok: false, httpStatus: null, error: "SMTP is not configured (FORECOURT_SMTP_URL); the lead waits" };
  const email = leadEmail(lead);
  const sent = await deps.mailer.send({ to: destination.target, subject: email.subject, text: email.text, leadId: lead.id, replyTo: lead.email });
  return sent.ok ? { ok: true, httpStatus: null } : { ok: false, httpStatus: null, error: sent.error };
}

/** One round: claim what is due, deliver it side by side, record each outcome. */
export async function runWorkerOnce(deps: LeadWorkerDeps): Promise<WorkerRound> {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((message: string) => console.log(`[leads worker] ${message}`));
  const backoff = deps.backoff ?? defaultBackoff;
  const claims = await claimDueDeliveries(deps.db, { now: now(), limit: deps.batchSize ?? 20, leaseMs: deps.leaseMs ?? 5 * 60_000 });
  const round: WorkerRound = { claimed: claims.length, delivered: 0, failed: 0, deferred: 0 };
  await Promise.all(
    claims.map(async (claim) => {
      const started = performance.now();
      let outcome: Attempt;
      try {
        outcome = await attemptDelivery(claim, deps);
      } catch (error) {
        outcome = { ok: false, httpStatus: null, error: (error as Error).message };
      }
      const at = now();
      const base = { outboxId: claim.outboxId, leadId: claim.lead.id, destinationId: claim.destination.id, at, durationMs: performance.now() - started };
      try {
        if ("deferred" in outcome) {
          round.deferred++;
          await deferDelivery(deps.db, { outboxId: claim.outboxId, nextAttemptAt: new Date(at.getTime() + backoff.capMs), reason: outcome.deferred });
        } else if (outcome.ok) {
          round.delivered++;
          await completeDelivery(deps.db, { ...base, httpStatus: outcome.httpStatus });
        } else {
          round.failed++;
          const delay = retryDelayMs(claim.attempt, backoff, deps.random);
          log(`lead ${claim.lead.id} to ${claim.destination.kind} #${claim.destination.id} failed (attempt ${claim.attempt}): ${outcome.error}; next try in ${Math.round(delay / 1000)} s`);
          await failDelivery(deps.db, { ...base, httpStatus: outcome.httpStatus, error: outcome.error, nextAttemptAt: new Date(at.getTime() + delay) });
        }
      } catch (error) {
        // The outcome could not be written: the lease brings the row back and it is sent again (at least once).
        log(`lead ${claim.lead.id}: could not record the delivery outcome: ${(error as Error).message}`);
      }
    }),
  );
  return round;
}

/** How long the message outbox keeps a message it is done with (sent, held, expired, failed): support looks back a week, and old sign-in codes are not kept. */
export const MESSAGE_RETENTION_MS = 7 * 24 * 60 * 60_000;

/** Housekeeping: idempotency keys older than a day, rate-limit windows nobody reads, and finished messages older than a week. */
export async function runMaintenance(db: Db, now: Date): Promise<{ idempotencyKeys: number; rateLimitWindows: number; messages: number }> {
  const idempotencyKeys = await pruneIdempotencyKeys(db, new Date(now.getTime() - 24 * 60 * 60_000));
  const rateLimitWindows = await pruneRateLimitWindows(db, now);
  const messages = await pruneMessages(db, new Date(now.getTime() - MESSAGE_RETENTION_MS));
  return { idempotencyKeys, rateLimitWindows, messages };
}

export interface RunningWorker {
  /** Finishes the round in progress, then resolves. */
  stop(): Promise<void>;
}

/**
 * A worker's process loop: a round, then another at once while the round says
 * there is a backlog, else after `intervalMs`. A failed round (the database
 * restarting) is logged and the next one tries again.
 */
export function startPollingLoop(options: { intervalMs: number; round: () => Promise<{ busy: boolean }>; log: (message: string) => void }): RunningWorker {
  let stopped = false;
  let wake: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    while (!stopped) {
      let busy = false;
      try {
        busy = (await options.round()).busy;
      } catch (error) {
        options.log(`round failed: ${(error as Error).message}`);
      }
      if (!stopped && !busy) await sleep(options.intervalMs);
    }
  })();
  return {
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}

/** The lead worker's loop, with the housekeeping (runMaintenance) every `maintenanceEveryMs`. */
export function startLeadWorker(deps: LeadWorkerDeps & { intervalMs: number; maintenanceEveryMs?: number }): RunningWorker {
  const log = deps.log ?? ((message: string) => console.log(`[leads worker] ${message}`));
  const now = deps.now ?? (() => new Date());
  let lastMaintenance = 0;
  return startPollingLoop({
    intervalMs: deps.intervalMs,
    log,
    round: async () => {
      const round = await runWorkerOnce({ ...deps, log });
      if (round.claimed > 0) log(`claimed ${round.claimed}: ${round.delivered} delivered, ${round.failed} to retry, ${round.deferred} waiting`);
      if (Date.now() - lastMaintenance > (deps.maintenanceEveryMs ?? 10 * 60_000)) {
        lastMaintenance = Date.now();
        await runMaintenance(deps.db, now());
      }
      return { busy: round.claimed >= (deps.batchSize ?? 20) };
    },
  });
}
