// Rate limits for the lead API (issue 5: per IP and site, configurable per site,
// in a store every instance shares). A sliding-window counter: hits are counted
// in fixed windows, and the previous window's count is weighed by how much of it
// still overlaps the sliding window, which avoids the double burst a fixed window
// allows at its edges while needing two counters per key, not a log of hits.

export interface WindowCounts {
  /** Hits in the current fixed window, this one included. */
  current: number;
  /** Hits in the previous fixed window. */
  previous: number;
}

/** Where counters live: PostgreSQL, Redis or this process. Every hit is counted, refused ones too (hammering keeps a client out). */
export interface RateLimitStore {
  readonly name: "postgres" | "redis" | "memory";
  hit(key: string, windowStart: number, windowMs: number): Promise<WindowCounts>;
}

export interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

export type RateLimitDecision =
  | { allowed: true; remaining: number }
  | { allowed: false; remaining: 0; retryAfterSeconds: number };

/** The weighted count at `elapsed` ms into the current window. */
function estimate(counts: WindowCounts, elapsed: number, windowMs: number): number {
  return counts.previous * ((windowMs - elapsed) / windowMs) + counts.current;
}

/**
 * Seconds until one more hit would be allowed, with no hits in between: within
 * this window when only the previous window's share is too much, else in the next
 * window, once enough of this window's hits have slid out of it. (The next hit
 * counts too, so the count before it must come down to limit - 1.)
 */
export function retryAfterSeconds(counts: WindowCounts, elapsed: number, rule: RateLimitRule): number {
  const { windowMs } = rule;
  const room = rule.limit - 1;
  let waitMs: number;
  if (counts.current <= room && counts.previous > 0) {
    // previous * (W - e - t) / W + current <= room  =>  t >= W - e - (room - current) * W / previous
    waitMs = windowMs - elapsed - ((room - counts.current) * windowMs) / counts.previous;
  } else {
    // In the next window this window's count becomes the previous one: current * (W - e') / W <= room.
    waitMs = windowMs - elapsed + windowMs * (1 - room / counts.current);
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
}

export async function checkRateLimit(store: RateLimitStore, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitDecision> {
  const time = now.getTime();
  const windowStart = time - (time % rule.windowMs);
  const counts = await store.hit(key, windowStart, rule.windowMs);
  const elapsed = time - windowStart;
  const used = estimate(counts, elapsed, rule.windowMs);
  if (used <= rule.limit) return { allowed: true, remaining: Math.max(0, Math.floor(rule.limit - used)) };
  return { allowed: false, remaining: 0, retryAfterSeconds: retryAfterSeconds(counts, elapsed, rule) };
}

/** Counters in this process only: tests, and a single-process setup. */
export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { hits: number; expires: number }>();
  return {
    name: "memory",
    async hit(key, windowStart, windowMs) {
      const now = windowStart;
      if (windows.size > 10_000) for (const [name, entry] of windows) if (entry.expires < now) windows.delete(name);
      const id = `${key}@${windowStart}`;
      const entry = windows.get(id) ?? { hits: 0, expires: windowStart + 2 * windowMs };
      entry.hits += 1;
      windows.set(id, entry);
      return { current: entry.hits, previous: windows.get(`${key}@${windowStart - windowMs}`)?.hits ?? 0 };
    },
  };
}
