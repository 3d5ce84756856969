// The default shared store: counters in PostgreSQL (or the embedded PGlite owner),
// one atomic upsert per hit (packages/db repositories/rate-limits.ts).
import { type Db, hitRateLimitWindow } from "@forecourt/db";
import type { RateLimitStore } from "./rate-limiter";

export function postgresRateLimitStore(db: Db): RateLimitStore {
  return {
    name: "postgres",
    hit: (key, windowStart, windowMs) => hitRateLimitWindow(db, { key, windowStart, windowMs }),
  };
}
