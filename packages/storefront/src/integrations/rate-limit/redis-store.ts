// The Redis store (REDIS_URL), shared by every instance (docs/architecture.md
// 'Rate limits'). One MULTI per hit: INCR this window, set its expiry, read the previous.
import { createClient } from "redis";
import type { RateLimitStore } from "./rate-limiter";

type RedisClient = ReturnType<typeof createClient>;

export interface RedisRateLimitStore extends RateLimitStore {
  close(): Promise<void>;
}

/** A hit must never hold a lead request for long: a slow Redis counts as a failed one. */
const COMMAND_TIMEOUT_MS = 1_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function redisRateLimitStore(url: string, options: { prefix?: string } = {}): RedisRateLimitStore {
  const prefix = options.prefix ?? "forecourt:rl:";
  // Commands fail at once while disconnected instead of queueing behind a reconnect.
  const client: RedisClient = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) } });
  let lastLogged = 0;
  client.on("error", (error: Error) => {
    // node-redis emits every reconnect failure; one line a minute is enough.
    if (Date.now() - lastLogged > 60_000) {
      lastLogged = Date.now();
      console.error(`[rate-limit] Redis error: ${error.message}`);
    }
  });
  let connecting: Promise<unknown> | null = null;
  const ready = () => {
    connecting ??= client.connect().catch((error: unknown) => {
      connecting = null;
      throw error;
    });
    return connecting;
  };
  return {
    name: "redis",
    async hit(key, windowStart, windowMs) {
      await withTimeout(ready(), COMMAND_TIMEOUT_MS * 2);
      const current = `${prefix}${key}:${windowStart}`;
      const previous = `${prefix}${key}:${windowStart - windowMs}`;
      const [hits, , before] = await withTimeout(
        client
          .multi()
          .incr(current)
          // Kept for two windows: the next window reads this one as its previous.
          .pExpireAt(current, windowStart + 2 * windowMs)
          .get(previous)
          .exec(),
        COMMAND_TIMEOUT_MS,
      );
      return { current: Number(hits), previous: Number(before ?? 0) };
    },
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}
