// The PostgreSQL store of the lead rate limiter (docs/architecture.md 'Rate limits':
// rate limits live in a store every app instance shares; Redis replaces this one
// when REDIS_URL is set). A counter per key and fixed window; the limiter in the
// storefront weighs the previous window to approximate a sliding one.
import { lt, sql } from "drizzle-orm";
import type { Db } from "../client";
import { rateLimitBuckets } from "../schema";

export interface WindowCounts {
  /** Hits in the current window, this one included. */
  current: number;
  /** Hits in the window before it. */
  previous: number;
}

/**
 * Counts one hit in the window starting at `windowStart` (ms since the epoch)
 * and reads the previous window, in one statement: the upsert is atomic, so
 * concurrent hits from every instance are all counted.
 */
export async function hitRateLimitWindow(db: Db, options: { key: string; windowStart: number; windowMs: number }): Promise<WindowCounts> {
  const { key, windowStart, windowMs } = options;
  // Kept two windows: the next window still reads this one as its previous.
  const expiresAt = new Date(windowStart + 2 * windowMs).toISOString();
  const result = await db.execute<{ current: number; previous: number | null }>(sql`
    with hit as (
      insert into ${rateLimitBuckets} (key, window_start, hits, expires_at)
      values (${key}, ${windowStart}, 1, ${expiresAt})
      on conflict (key, window_start) do update set hits = ${rateLimitBuckets}.hits + 1
      returning hits
    )
    select hit.hits as current,
      (select b.hits from ${rateLimitBuckets} b where b.key = ${key} and b.window_start = ${windowStart - windowMs}) as previous
    from hit`);
  const row = result.rows[0]!;
  return { current: Number(row.current), previous: Number(row.previous ?? 0) };
}

/** Removes windows no limiter reads any more. */
export async function pruneRateLimitWindows(db: Db, now: Date): Promise<number> {
  const removed = await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.expiresAt, now)).returning({ key: rateLimitBuckets.key });
  return removed.length;
}
