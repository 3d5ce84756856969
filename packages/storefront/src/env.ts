// The one place @forecourt/storefront reads the environment (docs/rules.md 'House style').
import { z } from "zod";
import { templateRegistry } from "@forecourt/domain";

const envSchema = z.object({
  /**
   * What this process serves (issue 14). `demo` (the default: the demo, the tests,
   * development) adds the directory of sites on the bare host, {slug}.localhost
   * routing and the embedded stand-ins; `production` answers only the sites'
   * configured domains, and stand-ins that must never face the public refuse to start.
   */
  FORECOURT_DEPLOYMENT: z.enum(["demo", "production"], { error: "FORECOURT_DEPLOYMENT must be demo or production" }).default("demo"),
  /**
   * Where each template app is served, for links between apps in the demo
   * directory: "generic=http://localhost:3000,toyota=http://localhost:3001,...". By
   * default each template's demo port in the template registry.
   */
  FORECOURT_TEMPLATE_ORIGINS: z.string().default(templateRegistry.map((template) => `${template.id}=http://localhost:${template.port}`).join(",")),
  /**
   * Where an app keeps the pages it generates at run time (read by next-config.mjs):
   * `disk` (Next's default, under the app's .next folder) or `memory`, each process
   * its own. The demo, the tests and the benches use `memory`: their stacks share one
   * build, and must not serve each other's pages.
   */
  FORECOURT_PAGE_CACHE: z.enum(["disk", "memory"], { error: "FORECOURT_PAGE_CACHE must be disk or memory" }).default("disk"),
  /** Seconds a process keeps a loaded site config before reading it again. */
  FORECOURT_SITE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * How often (seconds) a process compares the `sites` data version with the one its
   * cached configs were read at, dropping them when it is newer (a saved config then
   * shows within this time, without a restart); 0 checks on every config read.
   */
  FORECOURT_SITE_VERSION_CHECK_SECONDS: z.coerce.number().min(0).max(3600).default(5),

  // --- Leads (issue 5) ---
  NODE_ENV: z.string().optional(),
  /**
   * Signs the lead form's token. Optional in development and tests (a fixed
   * development secret is used); required when NODE_ENV=production: see leadTokenSecret().
   */
  FORECOURT_LEAD_TOKEN_SECRET: z.string().min(32, "FORECOURT_LEAD_TOKEN_SECRET must be at least 32 characters").optional(),
  /** Lead submissions allowed per IP and site in the window; a site's own setting (site_lead_settings) wins. */
  FORECOURT_LEAD_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  FORECOURT_LEAD_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** Rate limits shared through Redis when set; PostgreSQL (the rate_limit_buckets table) otherwise. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// or rediss:// URL").optional(),
  /**
   * How many proxies (a load balancer, a CDN) in front of the app server append to
   * X-Forwarded-For. 0, the default, trusts none: the app server writes the header
   * from the socket (http/forwarded.ts). Too high a number lets a client choose its
   * own address, and with it its own rate limit.
   */
  FORECOURT_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Cloudflare Turnstile's siteverify endpoint; tests point it at a local stand-in. */
  FORECOURT_TURNSTILE_VERIFY_URL: z.url().default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  /** Cloudflare Turnstile's browser script, loaded by lead forms on sites with a site key; tests point it at a local stand-in. */
  FORECOURT_TURNSTILE_SCRIPT_URL: z.url().default("https://challenges.cloudflare.com/turnstile/v0/api.js"),
  /** Turnstile secret for sites with a site key and no secret of their own in site_lead_settings. */
  FORECOURT_TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  /** SMTP server for email lead destinations, e.g. smtp://user:pass@smtp.example.com:587; unset, email destinations wait. */
  FORECOURT_SMTP_URL: z.string().regex(/^smtps?:\/\//, "FORECOURT_SMTP_URL must be an smtp:// or smtps:// URL").optional(),
  FORECOURT_LEAD_EMAIL_FROM: z.string().min(3).default("Forecourt leads <leads@forecourt.localhost>"),
  /** Delivery worker: how often it looks for due leads, and the webhook timeout. */
  FORECOURT_LEAD_WORKER_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  FORECOURT_LEAD_DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),

  // --- Messages to shoppers (issue 16: SMS sign-in codes; email later) ---
  /**
   * The SMS provider. Unset, no SMS leaves the machine: messages stay in the outbox
   * ("held"), the app prints each one and `pnpm sms:list --site SLUG` lists them (the
   * demo). Required when FORECOURT_DEPLOYMENT=production (see smsConfigurationError).
   */
  FORECOURT_SMS_PROVIDER: z.enum(["twilio"], { error: "FORECOURT_SMS_PROVIDER must be twilio, or unset for the local outbox" }).optional(),
  /** Twilio credentials (console.twilio.com), required with FORECOURT_SMS_PROVIDER=twilio. */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, "TWILIO_ACCOUNT_SID must be AC followed by 32 hexadecimal characters").optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1, "TWILIO_AUTH_TOKEN must not be empty").optional(),
  /** The sender: a Twilio number in E.164 (+61412345678) or an alphanumeric sender id; or TWILIO_MESSAGING_SERVICE_SID, not both. */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|(?=[A-Za-z0-9 ]*[A-Za-z])[A-Za-z0-9 ]{1,11})$/, "TWILIO_FROM must be a phone number in E.164 form (+61412345678) or an alphanumeric sender id of at most 11 characters")
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().regex(/^MG[0-9a-fA-F]{32}$/, "TWILIO_MESSAGING_SERVICE_SID must be MG followed by 32 hexadecimal characters").optional(),
  /** Twilio's API origin; tests point it at a local stand-in. */
  FORECOURT_TWILIO_API_URL: z.url({ error: "FORECOURT_TWILIO_API_URL must be a URL such as https://api.twilio.com" }).default("https://api.twilio.com"),
  /** How long one attempt to hand an SMS to the provider may take. */
  FORECOURT_SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The From of email messages to shoppers (sent through FORECOURT_SMTP_URL by the worker). */
  FORECOURT_MESSAGE_EMAIL_FROM: z.string().min(3).default("Forecourt <no-reply@forecourt.localhost>"),

  // --- Vehicle pages (issue 7) ---
  /**
   * Bearer token the stock import sends to POST /api/revalidate when cars change;
   * unset, the endpoint answers 404 and vehicle pages refresh hourly only.
   */
  FORECOURT_REVALIDATE_TOKEN: z.string().min(16, "FORECOURT_REVALIDATE_TOKEN must be at least 16 characters").optional(),
  /**
   * Every app process a refresh (issue 15: `refreshCars`, `refreshSite`, `pnpm refresh`)
   * calls, as "template=origin" pairs on the internal network; a template may repeat,
   * one pair per instance: "toyota=http://10.0.0.7:3000,toyota=http://10.0.0.8:3000".
   * Unset, one app per template at FORECOURT_TEMPLATE_ORIGINS (the demo).
   */
  FORECOURT_APP_ORIGINS: z
    .string()
    .optional()
    .superRefine((value, context) => {
      if (value === undefined) return;
      try {
        parseAppOrigins(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: `FORECOURT_APP_ORIGINS: ${(error as Error).message}` });
      }
    }),

  // --- A dealer group's own stock (issue 19) ---
  /**
   * The image store: the folder a feed's photos are fetched into and the image
   * service serves them from (/media/stock/...). Unset, `.data/images` at the
   * workspace root, shared by the CLI and every app of the demo.
   */
  FORECOURT_IMAGE_STORE_DIR: z.string().min(1).optional(),
  /** Stock push API requests allowed per key in a minute (429 past it, with Retry-After). */
  FORECOURT_STOCK_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /** How long fetching one feed photo may take. */
  FORECOURT_STOCK_PHOTO_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * Feeds the worker imports on a schedule (stock/scheduled.ts): a JSON array of
   * `{ "group": SLUG, "source": URL or folder, "mapping"?: FILE, "full"?: boolean,
   * "every_minutes"?: 5..1440 (60) }`. Unset, no feed is scheduled.
   */
  FORECOURT_STOCK_FEEDS: z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return [];
      try {
        return JSON.parse(value) as unknown;
      } catch (error) {
        context.addIssue({ code: "custom", message: `FORECOURT_STOCK_FEEDS is not JSON: ${(error as Error).message}` });
        return z.NEVER;
      }
    })
    .pipe(
      z.array(
        z
          .object({
            group: z.string().min(1, "a feed names its dealer group's slug"),
            source: z.string().min(1, "a feed's source is an http(s) URL or a folder"),
            mapping: z.string().min(1).optional(),
            full: z.boolean().default(false),
            every_minutes: z.number().int().min(5, "at least every 5 minutes").max(1440, "at least once a day").default(60),
          })
          .strict()
          .transform(({ every_minutes, ...feed }) => ({ ...feed, everyMinutes: every_minutes })),
      ),
    ),

  // --- Search (issue 4) ---
  /**
   * How often (seconds) a process compares the cars data version with the one its
   * embedded search index was built from, rebuilding when it is newer; 0 checks on every search.
   */
  FORECOURT_SEARCH_VERSION_CHECK_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /**
   * Algolia admin (write) API key, used only by `pnpm search:reindex` to push a
   * site's records and settings; never sent to a browser. Unset, sites with
   * Algolia credentials cannot be reindexed.
   */
  ALGOLIA_ADMIN_KEY: z.string().min(1).optional(),

  // --- Shopper accounts (issue 16) ---
  /**
   * Signs shoppers' session cookies (better-auth's secret): at least 32 random
   * characters, the same on every instance. Required with FORECOURT_DEPLOYMENT=production;
   * the demo and tests use a development secret.
   */
  FORECOURT_AUTH_SECRET: z.string().min(32, "FORECOURT_AUTH_SECRET must be at least 32 characters").optional(),
  /**
   * Sign-in codes one client address may ask for per site in 10 minutes (issue 16: 10).
   * Raise it only where many shoppers share one address on purpose (the end-to-end
   * tests all come from 127.0.0.1); the 5 per phone always holds.
   */
  FORECOURT_SIGN_IN_CODES_PER_CLIENT: z.coerce.number().int().min(1).default(10),

  // --- Reservations and payments (issue 17) ---
  /**
   * Seals per-site secrets (a dealer's Stripe keys) in the site_secrets table with
   * AES-256-GCM: 32 random bytes as 64 hexadecimal characters or base64. Required with
   * FORECOURT_DEPLOYMENT=production for any payment; the demo and tests use a development key.
   */
  FORECOURT_SECRETS_KEY: z
    .string()
    .refine((value) => /^[0-9a-fA-F]{64}$/.test(value) || Buffer.from(value, "base64").length === 32, "FORECOURT_SECRETS_KEY must be 32 random bytes, as 64 hexadecimal characters or base64")
    .optional(),
  /**
   * The Stripe API origin the `stripe` SDK calls: Stripe's by default; the demo, the
   * tests and CI point it at the local test gateway (http://127.0.0.1:PORT). Outside
   * production a site without Stripe keys of its own then pays through the gateway
   * with test keys made from its slug.
   */
  FORECOURT_STRIPE_API_URL: z.url({ error: "FORECOURT_STRIPE_API_URL must be a URL such as https://api.stripe.com" }).optional(),
  /**
   * Issue 18: the vehicle registry provider's API (integrations/registry). Unset, the
   * trade-in lookup reads the seeded registry table; set, FORECOURT_REGISTRY_KEY is required.
   */
  FORECOURT_REGISTRY_URL: z.url({ error: "FORECOURT_REGISTRY_URL must be a URL such as https://registry.example.com" }).optional(),
  FORECOURT_REGISTRY_KEY: z.string().min(1, "FORECOURT_REGISTRY_KEY must not be empty").optional(),
  /** Plate lookups and valuations one client address may make per site in 10 minutes (issue 18). */
  FORECOURT_VALUATIONS_PER_CLIENT: z.coerce.number().int().min(1).default(30),
}).superRefine((env, context) => {
  if (env.FORECOURT_REGISTRY_URL && !env.FORECOURT_REGISTRY_KEY) {
    context.addIssue({ code: "custom", path: ["FORECOURT_REGISTRY_KEY"], message: "FORECOURT_REGISTRY_KEY is required with FORECOURT_REGISTRY_URL (the registry provider's API key)" });
  }
  if (env.FORECOURT_SMS_PROVIDER !== "twilio") return;
  const missing = (name: string, why: string) => context.addIssue({ code: "custom", path: [name], message: `${name} is required with FORECOURT_SMS_PROVIDER=twilio (${why})` });
  if (!env.TWILIO_ACCOUNT_SID) missing("TWILIO_ACCOUNT_SID", "the Account SID, AC...");
  if (!env.TWILIO_AUTH_TOKEN) missing("TWILIO_AUTH_TOKEN", "the account's Auth Token");
  if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) {
    context.addIssue({ code: "custom", path: ["TWILIO_FROM"], message: "TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required with FORECOURT_SMS_PROVIDER=twilio (the sender)" });
  }
  if (env.TWILIO_FROM && env.TWILIO_MESSAGING_SERVICE_SID) {
    context.addIssue({ code: "custom", path: ["TWILIO_FROM"], message: "Set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID, not both" });
  }
});

export type StorefrontEnv = z.infer<typeof envSchema>;

export function storefrontEnv(source: Record<string, string | undefined> = process.env): StorefrontEnv {
  return envSchema.parse(source);
}

/** "generic=http://localhost:3000,..." -> { generic: "http://localhost:3000", ... } */
export function templateOrigins(env: StorefrontEnv = storefrontEnv()): Record<string, string> {
  const origins: Record<string, string> = {};
  for (const pair of env.FORECOURT_TEMPLATE_ORIGINS.split(",")) {
    const [template, origin] = pair.split("=").map((part) => part.trim());
    if (template && origin) origins[template] = origin.replace(/\/$/, "");
  }
  return origins;
}

/** One app process a refresh calls: the template it serves and where it listens. */
export interface AppOrigin {
  template: string;
  origin: string;
}

/** "toyota=http://10.0.0.7:3000,..." -> [{ template: "toyota", origin: "http://10.0.0.7:3000" }, ...]; throws naming a bad pair. */
export function parseAppOrigins(text: string): AppOrigin[] {
  const origins: AppOrigin[] = [];
  for (const pair of text.split(",").map((part) => part.trim()).filter(Boolean)) {
    const [template, origin, extra] = pair.split("=").map((part) => part.trim());
    let url: URL | null = null;
    try {
      url = origin ? new URL(origin) : null;
    } catch {
      url = null;
    }
    if (!template || !url || extra !== undefined || (url.protocol !== "http:" && url.protocol !== "https:") || (url.pathname !== "/" && url.pathname !== "")) {
      throw new Error(`"${pair}" is not template=http(s)://host[:port]`);
    }
    origins.push({ template, origin: url.origin });
  }
  if (origins.length === 0) throw new Error("names no app");
  return origins;
}

/** The app processes a refresh calls: FORECOURT_APP_ORIGINS, else one per template at FORECOURT_TEMPLATE_ORIGINS. */
export function appOrigins(env: StorefrontEnv = storefrontEnv()): AppOrigin[] {
  if (env.FORECOURT_APP_ORIGINS) return parseAppOrigins(env.FORECOURT_APP_ORIGINS);
  return Object.entries(templateOrigins(env)).map(([template, origin]) => ({ template, origin }));
}

export function isProductionDeployment(env: StorefrontEnv = storefrontEnv()): boolean {
  return env.FORECOURT_DEPLOYMENT === "production";
}

/** Used outside a production deployment only; sessions signed with it are the demo's. */
export const DEVELOPMENT_AUTH_SECRET = "forecourt-development-auth-secret-not-for-production";

/** The shoppers' session secret (issue 16); a production deployment without one refuses to start (server/main.ts). */
export function authSecret(env: StorefrontEnv = storefrontEnv()): string {
  if (env.FORECOURT_AUTH_SECRET) return env.FORECOURT_AUTH_SECRET;
  if (isProductionDeployment(env)) throw new Error("FORECOURT_AUTH_SECRET is required when FORECOURT_DEPLOYMENT=production (at least 32 random characters, the same on every instance)");
  return DEVELOPMENT_AUTH_SECRET;
}

/** True while no SMS provider is configured: codes go to the local outbox (the sign-in page says so in a small note). */
export function usesLocalSmsOutbox(env: StorefrontEnv = storefrontEnv()): boolean {
  return env.FORECOURT_SMS_PROVIDER === undefined;
}

/**
 * Why this process must not start, or null. A production deployment with no SMS
 * provider would keep every sign-in code in its database, so nobody could sign in:
 * the app server and the worker refuse to start instead (the demo's local outbox
 * is for the demo only).
 */
export function smsConfigurationError(env: StorefrontEnv = storefrontEnv()): string | null {
  if (!isProductionDeployment(env) || env.FORECOURT_SMS_PROVIDER) return null;
  return "FORECOURT_DEPLOYMENT=production needs an SMS provider for sign-in codes: set FORECOURT_SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)";
}

/**
 * Why an app server must not start, or null (issue 16): a production deployment
 * needs an SMS provider for sign-in codes and its own secret for shoppers' sessions.
 */
export function deploymentConfigurationError(env: StorefrontEnv = storefrontEnv()): string | null {
  const sms = smsConfigurationError(env);
  if (sms) return sms;
  if (isProductionDeployment(env) && !env.FORECOURT_AUTH_SECRET) return "FORECOURT_DEPLOYMENT=production needs FORECOURT_AUTH_SECRET (at least 32 random characters, the same on every instance) to sign shoppers' sessions";
  return null;
}

/** Used outside production only, so the demo and tests need no setup; never sign real forms with it. */
export const DEVELOPMENT_LEAD_TOKEN_SECRET = "forecourt-development-lead-token-secret-not-for-production";

/**
 * The lead token secret. In production a missing secret stops the lead API with
 * this error (the rest of the site keeps working): a default secret there would
 * let anyone forge tokens.
 */
export function leadTokenSecret(env: StorefrontEnv = storefrontEnv()): string {
  if (env.FORECOURT_LEAD_TOKEN_SECRET) return env.FORECOURT_LEAD_TOKEN_SECRET;
  if (env.NODE_ENV === "production") throw new Error("FORECOURT_LEAD_TOKEN_SECRET is required when NODE_ENV=production (at least 32 random characters, the same on every instance)");
  return DEVELOPMENT_LEAD_TOKEN_SECRET;
}

/**
 * What the stock and site commands (issue 19, src/stock/cli-main.ts) read besides
 * the settings above: the database (the demo's when unset) and INIT_CWD, the
 * folder pnpm was called from, which file arguments are relative to.
 */
export function commandLineEnv(source: Record<string, string | undefined> = process.env): { databaseUrl: string | undefined; callerDir: string | undefined } {
  return { databaseUrl: source.DATABASE_URL, callerDir: source.INIT_CWD };
}
