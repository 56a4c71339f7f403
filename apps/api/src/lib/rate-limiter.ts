import type { Redis } from 'ioredis';

export interface Counter {
  count: number;
  /** Seconds until the window ends and the count starts again from zero. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters: shared by every API process when kept in Redis or PostgreSQL, or in this
 * process's memory (embedded PGlite: one process only). Each operation is atomic on its own, so
 * a limit is taken by incrementing first and reading the answer (never read, then increment).
 */
export interface RateLimiter {
  /** Counts a hit; the window starts with the first one and is never extended. */
  increment(key: string, windowSeconds: number): Promise<Counter>;
  get(key: string): Promise<Counter>;
  /** Gives one hit back (a sign-in that turned out right), never below zero. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

const MEMORY_SWEEP_AT = 10_000;

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const counters = new Map<string, { count: number; expiresAt: number }>();

  function live(key: string) {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  }

  const asCounter = (entry: { count: number; expiresAt: number } | undefined): Counter =>
    entry
      ? {
          count: entry.count,
          retryAfterSeconds: Math.max(1, Math.ceil((entry.expiresAt - now()) / 1000)),
        }
      : { count: 0, retryAfterSeconds: 0 };

  return {
    async increment(key, windowSeconds) {
      if (counters.size >= MEMORY_SWEEP_AT) {
        for (const [name, entry] of counters) if (entry.expiresAt <= now()) counters.delete(name);
      }
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      counters.set(key, entry);
      return asCounter(entry);
    },
    async get(key) {
      return asCounter(live(key));
    },
    async release(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      counters.delete(key);
    },
  };
}

/** DECR that stops at zero and never creates a key. */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

export function createRedisRateLimiter(redis: Redis, prefix = 'storefront:rate:'): RateLimiter {
  return {
    async increment(key, windowSeconds) {
      const name = prefix + key;
      // The window starts with the first hit: EXPIRE … NX never extends it.
      const results = await redis
        .multi()
        .incr(name)
        .expire(name, windowSeconds, 'NX')
        .ttl(name)
        .exec();
      if (!results) throw new Error('Redis transaction was aborted');
      const [[incrError, count], , [ttlError, ttl]] = results as [
        [Error | null, number],
        unknown,
        [Error | null, number],
      ];
      if (incrError || ttlError) throw incrError ?? ttlError;
      return { count, retryAfterSeconds: Math.max(1, ttl) };
    },
    async get(key) {
      const name = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(name), redis.ttl(name)]);
      return count === null
        ? { count: 0, retryAfterSeconds: 0 }
        : { count: Number(count), retryAfterSeconds: Math.max(1, ttl) };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
