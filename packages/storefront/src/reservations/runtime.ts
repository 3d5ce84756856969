// The reservation API's process-wide dependencies (issue 17), built once from the
// environment and kept on globalThis, as the lead runtime is.
import { getDatabase, type Db } from "@forecourt/db";
import type { SiteConfig } from "@forecourt/domain";
import { authSecret, isProductionDeployment, storefrontEnv, type StorefrontEnv } from "../env";
import { smtpMailer } from "../integrations/email/email";
import { stripePayments, type PaymentsProcessor } from "../integrations/payments/stripe";
import { smsSenderFromEnv } from "../integrations/sms";
import { sendMessage } from "../messages/outbox";
import { refreshCars } from "../refresh/refresh";
import { readSiteSecrets, secretsKey } from "../secrets/sealed-secrets";
import type { ReservationDeps } from "./handler";

/** The names of a site's Stripe keys in the sealed secrets table. */
export const stripeSecretNames = { secretKey: "stripe.secret_key", webhookSecret: "stripe.webhook_secret", publishableKey: "stripe.publishable_key" } as const;

/**
 * The demo's keys for a site on the test gateway: made from its slug, so the demo
 * stack can register each site's webhook endpoint without reading the database.
 */
export function demoPaymentKeys(slug: string): { secretKey: string; webhookSecret: string } {
  const id = slug.replace(/[^A-Za-z0-9]/g, "_");
  return { secretKey: `sk_test_forecourt_${id}`, webhookSecret: `whsec_forecourt_demo_${id}` };
}

/**
 * A site's payments: its own Stripe keys from the sealed secrets table; else,
 * outside production and with FORECOURT_STRIPE_API_URL set (the demo, the tests,
 * CI), the test gateway with the demo keys; else none (the API answers 503).
 */
export async function sitePayments(db: Db, site: Pick<SiteConfig, "id" | "slug">, env: StorefrontEnv = storefrontEnv()): Promise<PaymentsProcessor | null> {
  const secrets = await readSiteSecrets(db, site, [stripeSecretNames.secretKey, stripeSecretNames.webhookSecret, stripeSecretNames.publishableKey], secretsKey(env));
  const secretKey = secrets.get(stripeSecretNames.secretKey);
  const webhookSecret = secrets.get(stripeSecretNames.webhookSecret);
  if (secretKey && webhookSecret) return stripePayments({ secretKey, webhookSecret, publishableKey: secrets.get(stripeSecretNames.publishableKey) ?? null, apiUrl: env.FORECOURT_STRIPE_API_URL });
  if (isProductionDeployment(env) || !env.FORECOURT_STRIPE_API_URL) return null;
  return stripePayments({ ...demoPaymentKeys(site.slug), apiUrl: env.FORECOURT_STRIPE_API_URL });
}

const runtimeKey = Symbol.for("forecourt.reservations.runtime");
type GlobalWithRuntime = typeof globalThis & { [runtimeKey]?: Promise<ReservationDeps> };

export async function createReservationRuntime(env: StorefrontEnv = storefrontEnv()): Promise<ReservationDeps> {
  const { db } = await getDatabase();
  const mailer = env.FORECOURT_SMTP_URL ? smtpMailer({ smtpUrl: env.FORECOURT_SMTP_URL, from: env.FORECOURT_MESSAGE_EMAIL_FROM, timeoutMs: env.FORECOURT_LEAD_DELIVERY_TIMEOUT_MS }) : null;
  const sender = smsSenderFromEnv(env);
  return {
    db,
    paymentsFor: (site) => sitePayments(db, site, env),
    async refreshCars(carIds) {
      const report = await refreshCars(carIds.map((id) => ({ id })), { db });
      if (!report.ok) console.error(`[reservations] refresh of cars ${carIds.join(", ")} incomplete: ${report.problems.join("; ") || "an app did not answer"}`);
    },
    sendMessage: (site, message) => sendMessage({ db, sender, mailer, emailFrom: env.FORECOURT_MESSAGE_EMAIL_FROM }, site, message),
    tokenSecret: authSecret(env),
    log: (line) => console.error(line),
  };
}

/** The process's reservation dependencies; a failure (no database yet) is not cached. */
export function reservationRuntime(): Promise<ReservationDeps> {
  const store = globalThis as GlobalWithRuntime;
  if (!store[runtimeKey]) {
    store[runtimeKey] = createReservationRuntime().catch((error: unknown) => {
      delete store[runtimeKey];
      throw error;
    });
  }
  return store[runtimeKey];
}
