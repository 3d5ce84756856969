// The lead delivery worker as a process (issue 5 'Delivery'):
//   DATABASE_URL=postgres://... tsx packages/storefront/src/leads/worker-main.ts
//   (or `pnpm --filter @forecourt/storefront leads:worker`)
// Run one or more beside the apps; they share the outbox safely (SKIP LOCKED).
// With no destination configured (the demo) it has nothing to do: leads stay in the
// database and `pnpm leads:list --site SLUG` prints them.
import { getDatabase } from "@forecourt/db";
import { storefrontEnv } from "../env";
import { smtpLeadMailer } from "../integrations/email/email";
import { startLeadWorker } from "./worker";

const env = storefrontEnv();
const database = await getDatabase();
const mailer = env.FORECOURT_SMTP_URL ? smtpLeadMailer({ smtpUrl: env.FORECOURT_SMTP_URL, from: env.FORECOURT_LEAD_EMAIL_FROM, timeoutMs: env.FORECOURT_LEAD_DELIVERY_TIMEOUT_MS }) : null;
const worker = startLeadWorker({ db: database.db, mailer, intervalMs: env.FORECOURT_LEAD_WORKER_INTERVAL_MS, webhookTimeoutMs: env.FORECOURT_LEAD_DELIVERY_TIMEOUT_MS });
console.log(`[leads worker] started: every ${env.FORECOURT_LEAD_WORKER_INTERVAL_MS} ms, email ${mailer ? "on" : "off (FORECOURT_SMTP_URL unset)"}`);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  // The round in progress finishes and records its outcomes; anything unrecorded comes back after its lease.
  await worker.stop();
  mailer?.close();
  await database.close();
  console.log("[leads worker] stopped");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
