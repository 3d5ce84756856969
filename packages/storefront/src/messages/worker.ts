// The message worker (issue 16): the retries of the message outbox. sendMessage
// tries each message once at once; what failed and is worth retrying comes due
// again after the lead worker's backoff (retryDelayMs), and this worker claims it
// (a lease, SKIP LOCKED: several workers side by side), tries it and records the
// outcome. It claims only the channels it can send (SMS with a provider, email
// with SMTP); held messages are never claimed, and a message past its expiry is
// marked expired, never sent late. worker-main.ts runs it beside the lead worker.
import { claimDueMessages, type MessageChannel } from "@forecourt/db";
import { type RunningWorker, startPollingLoop } from "../leads/worker";
import { attemptAndRecord, DEFAULT_MESSAGE_LEASE_MS, type MessageDeps } from "./outbox";

export interface MessageWorkerDeps extends MessageDeps {
  /** Messages claimed per round. */
  batchSize?: number;
}

export interface MessageWorkerRound {
  claimed: number;
  sent: number;
  /** Failed, to be tried again. */
  retrying: number;
  /** Refused for good. */
  failed: number;
  /** Failed, and would expire before another try. */
  expired: number;
}

/** The channels this worker can send: SMS with a provider, email with SMTP. */
export function sendableChannels(deps: Pick<MessageDeps, "sender" | "mailer">): MessageChannel[] {
  return [...(deps.sender ? (["sms"] as const) : []), ...(deps.mailer ? (["email"] as const) : [])];
}

/** One round: claim the due messages of the channels it can send, try them side by side, record each outcome. */
export async function runMessageWorkerOnce(deps: MessageWorkerDeps): Promise<MessageWorkerRound> {
  const now = deps.now ?? (() => new Date());
  const claims = await claimDueMessages(deps.db, { now: now(), limit: deps.batchSize ?? 20, leaseMs: deps.leaseMs ?? DEFAULT_MESSAGE_LEASE_MS, channels: sendableChannels(deps) });
  const round: MessageWorkerRound = { claimed: claims.length, sent: 0, retrying: 0, failed: 0, expired: 0 };
  await Promise.all(
    claims.map(async (message) => {
      const result = await attemptAndRecord(deps, message, `site ${message.siteId}`);
      if (result.state === "sent") round.sent++;
      else if (result.state === "failed") round.failed++;
      else if (result.state === "expired") round.expired++;
      else round.retrying++;
    }),
  );
  return round;
}

/** The worker's loop: a round, another at once while there is a backlog, else after `intervalMs`. */
export function startMessageWorker(deps: MessageWorkerDeps & { intervalMs: number }): RunningWorker {
  const log = deps.log ?? ((message: string) => console.log(`[messages worker] ${message}`));
  return startPollingLoop({
    intervalMs: deps.intervalMs,
    log,
    round: async () => {
      const round = await runMessageWorkerOnce({ ...deps, log });
      if (round.claimed > 0) log(`claimed ${round.claimed}: ${round.sent} sent, ${round.retrying} to retry, ${round.failed} refused, ${round.expired} expired`);
      return { busy: round.claimed >= (deps.batchSize ?? 20) };
    },
  });
}
