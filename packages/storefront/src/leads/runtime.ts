// The lead pipeline's process-wide dependencies, built once from the environment
// (env.ts) and kept on globalThis so hot reloads and several route bundles share
// one Redis connection and one pool (as getDatabase does).
import { getDatabase } from "@forecourt/db";
import { leadTokenSecret, storefrontEnv, type StorefrontEnv } from "../env";
import { rateLimitStoreFor } from "../integrations/rate-limit";
import { turnstileVerifier } from "../integrations/turnstile/turnstile";
import type { LeadHandlerDeps } from "./handler";

const runtimeKey = Symbol.for("forecourt.leads.runtime");
type GlobalWithRuntime = typeof globalThis & { [runtimeKey]?: Promise<LeadHandlerDeps> };

export async function createLeadRuntime(env: StorefrontEnv = storefrontEnv()): Promise<LeadHandlerDeps> {
  const tokenSecret = leadTokenSecret(env);
  const { db } = await getDatabase();
  return {
    db,
    tokenSecret,
    rateLimitStore: rateLimitStoreFor({ redisUrl: env.REDIS_URL, db }),
    rateLimit: { max: env.FORECOURT_LEAD_RATE_LIMIT_MAX, windowSeconds: env.FORECOURT_LEAD_RATE_LIMIT_WINDOW_SECONDS },
    turnstile: turnstileVerifier({ verifyUrl: env.FORECOURT_TURNSTILE_VERIFY_URL }),
    turnstileSecretKey: env.FORECOURT_TURNSTILE_SECRET_KEY ?? null,
  };
}

/** The process's lead dependencies; a failure (no database yet) is not cached. */
export function leadRuntime(): Promise<LeadHandlerDeps> {
  const store = globalThis as GlobalWithRuntime;
  if (!store[runtimeKey]) {
    store[runtimeKey] = createLeadRuntime().catch((error: unknown) => {
      delete store[runtimeKey];
      throw error;
    });
  }
  return store[runtimeKey];
}
