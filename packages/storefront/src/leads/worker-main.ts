// The delivery worker as a process (issue 5 'Delivery', issue 16 'Messages'):
//   DATABASE_URL=postgres://... tsx packages/storefront/src/leads/worker-main.ts
//   (or `pnpm --filter @forecourt/storefront leads:worker`)
// Four loops share it: the lead delivery worker, the message worker (the retries
// of SMS and email to shoppers), the reservation worker (expiries and refunds, issue 17)
// and the scheduled stock feeds (FORECOURT_STOCK_FEEDS, issue 19). Run one or more beside the apps; they share the
// outboxes safely (SKIP LOCKED). With no destination and no SMS provider configured
// (the demo) it has nothing to send: leads stay in the database (`pnpm leads:list`)
// and messages stay held in the local outbox (`pnpm sms:list`).
import { getDatabase } from "@forecourt/db";
import { smsConfigurationError, storefrontEnv } from "../env";
import { leadMailer, smtpMailer } from "../integrations/email/email";
import { smsSenderFromEnv } from "../integrations/sms";
import { startMessageWorker } from "../messages/worker";
import { createReservationRuntime } from "../reservations/runtime";
import { startReservationWorker } from "../reservations/worker";
import { refreshCars } from "../refresh";
import { imageStoreDir } from "../stock/image-store";
import { loadScheduledFeeds, startStockFeedWorker } from "../stock/scheduled";
import { startLeadWorker } from "./worker";

const env = storefrontEnv();
const refusal = smsConfigurationError(env);
if (refusal) {
  console.error(`[worker] refusing to start: ${refusal}`);
  process.exit(1);
}
const database = await getDatabase();
// One SMTP transport for lead emails and messages to shoppers.
const smtp = env.FORECOURT_SMTP_URL ? smtpMailer({ smtpUrl: env.FORECOURT_SMTP_URL, from: env.FORECOURT_LEAD_EMAIL_FROM, timeoutMs: env.FORECOURT_LEAD_DELIVERY_TIMEOUT_MS }) : null;
const sender = smsSenderFromEnv(env);
const leadWorker = startLeadWorker({ db: database.db, mailer: smtp ? leadMailer(smtp) : null, intervalMs: env.FORECOURT_LEAD_WORKER_INTERVAL_MS, webhookTimeoutMs: env.FORECOURT_LEAD_DELIVERY_TIMEOUT_MS });
const messageWorker = startMessageWorker({ db: database.db, sender, mailer: smtp, emailFrom: env.FORECOURT_MESSAGE_EMAIL_FROM, intervalMs: env.FORECOURT_LEAD_WORKER_INTERVAL_MS });
// issue 17: expired holds and payment windows, and refunds owed, in the same process.
const reservationWorker = startReservationWorker({ ...(await createReservationRuntime(env)), intervalMs: env.FORECOURT_LEAD_WORKER_INTERVAL_MS });
// issue 19: each configured dealer feed, imported on its schedule; its cars' pages refreshed when the apps can be reached.
const feeds = (() => {
  try {
    return loadScheduledFeeds(env.FORECOURT_STOCK_FEEDS);
  } catch (error) {
    console.error(`[worker] refusing to start: ${(error as Error).message}`);
    return process.exit(1);
  }
})();
const stockFeedWorker = startStockFeedWorker({
  db: database.db,
  feeds,
  imageDir: imageStoreDir(env),
  photoTimeoutMs: env.FORECOURT_STOCK_PHOTO_TIMEOUT_MS,
  refresh: env.FORECOURT_REVALIDATE_TOKEN ? (ids) => refreshCars(ids.map((id) => ({ id })), { db: database.db }) : undefined,
});
if (feeds.length > 0) console.log(`[stock feeds] started: ${feeds.map((feed) => `${feed.group} <- ${feed.source} every ${feed.everyMinutes} min${feed.full ? " (full)" : ""}`).join("; ")}`);
console.log(`[leads worker] started: every ${env.FORECOURT_LEAD_WORKER_INTERVAL_MS} ms, email ${smtp ? "on" : "off (FORECOURT_SMTP_URL unset)"}`);
console.log(`[messages worker] started: SMS ${sender ? `through ${sender.provider}` : "held in the local outbox (FORECOURT_SMS_PROVIDER unset; pnpm sms:list --site SLUG)"}, email ${smtp ? "on" : "held (FORECOURT_SMTP_URL unset)"}`);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  // The rounds in progress finish and record their outcomes; anything unrecorded comes back after its lease.
  await Promise.all([leadWorker.stop(), messageWorker.stop(), reservationWorker.stop(), stockFeedWorker.stop()]);
  smtp?.close();
  await database.close();
  console.log("[leads worker] stopped");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
