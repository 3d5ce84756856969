// The account routes' process-wide dependencies (issue 16), built once from the
// environment and kept on globalThis like the lead runtime, so hot reloads and
// several route bundles share one pool, one rate-limit store and one cache of
// auth instances.
import { getDatabase } from "@forecourt/db";
import { authSecret, storefrontEnv, type StorefrontEnv } from "../env";
import { rateLimitStoreFor } from "../integrations/rate-limit";
import { createAuthCache } from "./auth";
import type { AuthHttpDeps } from "./auth-http";
import { sendSignInCode } from "./sign-in-code";
import type { WatchlistHttpDeps } from "./watchlist-http";

export type AccountRuntime = AuthHttpDeps & WatchlistHttpDeps;

export async function createAccountRuntime(env: StorefrontEnv = storefrontEnv()): Promise<AccountRuntime> {
  const { db } = await getDatabase();
  const secret = authSecret(env);
  const send = sendSignInCode(db, env);
  return {
    db,
    auth: createAuthCache({ db, secret, sendCode: send }),
    rateLimitStore: rateLimitStoreFor({ redisUrl: env.REDIS_URL, db }),
    trustedProxyHops: env.FORECOURT_TRUSTED_PROXY_HOPS,
    codesPerClient: env.FORECOURT_SIGN_IN_CODES_PER_CLIENT,
  };
}

const runtimeKey = Symbol.for("forecourt.accounts.runtime");
type GlobalWithRuntime = typeof globalThis & { [runtimeKey]?: Promise<AccountRuntime> };

/** The process's account dependencies; a failure (no database yet) is not cached. */
export function accountRuntime(): Promise<AccountRuntime> {
  const store = globalThis as GlobalWithRuntime;
  if (!store[runtimeKey]) {
    store[runtimeKey] = createAccountRuntime().catch((error: unknown) => {
      delete store[runtimeKey];
      throw error;
    });
  }
  return store[runtimeKey];
}
