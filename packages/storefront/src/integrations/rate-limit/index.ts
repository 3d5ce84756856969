// Chooses the rate-limit store by configuration (docs/architecture.md 'Rate limits'):
// Redis when REDIS_URL is set, PostgreSQL otherwise. A store that fails lets the
// request through with a logged warning: a limiter outage must not lose leads.
import type { Db } from "@forecourt/db";
import { postgresRateLimitStore } from "./postgres-store";
import { checkRateLimit, type RateLimitDecision, type RateLimitRule, type RateLimitStore } from "./rate-limiter";
import { redisRateLimitStore } from "./redis-store";

export { checkRateLimit, memoryRateLimitStore, retryAfterSeconds, type RateLimitDecision, type RateLimitRule, type RateLimitStore, type WindowCounts } from "./rate-limiter";
export { postgresRateLimitStore } from "./postgres-store";
export { redisRateLimitStore, type RedisRateLimitStore } from "./redis-store";

export function rateLimitStoreFor(options: { redisUrl?: string | null; db: Db }): RateLimitStore {
  return options.redisUrl ? redisRateLimitStore(options.redisUrl) : postgresRateLimitStore(options.db);
}

let lastWarning = 0;

/** checkRateLimit, failing open: the lead is worth more than the limit. */
export async function checkRateLimitOrAllow(store: RateLimitStore, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitDecision> {
  try {
    return await checkRateLimit(store, key, rule, now);
  } catch (error) {
    if (Date.now() - lastWarning > 60_000) {
      lastWarning = Date.now();
      console.warn(`[rate-limit] the ${store.name} store failed; allowing the request: ${(error as Error).message}`);
    }
    return { allowed: true, remaining: rule.limit };
  }
}
