import { sql } from 'drizzle-orm';
import type { Counter, RateLimiter } from '../lib/rate-limiter';
import { type Database, queryRows } from './client';
import { rateLimits } from './schema';

/** Expired windows are deleted by every this-many-th increment of a process. */
const DATABASE_SWEEP_EVERY = 1_000;

/**
 * Counters in the rate_limits table, for several API processes on one PostgreSQL without Redis.
 * The upsert takes the row's lock, so concurrent increments of one key are counted one by one;
 * the database's clock starts and ends windows, the same for every process.
 */
export function createDatabaseRateLimiter(db: Database): RateLimiter {
  let increments = 0;
  const counter = (row: { count: number; retry_after: number } | undefined): Counter =>
    row && row.count > 0
      ? { count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) }
      : { count: 0, retryAfterSeconds: 0 };
  const secondsLeft = sql`ceil(extract(epoch from ${rateLimits.expiresAt} - now()))::int`;

  return {
    async increment(key, windowSeconds) {
      if (++increments % DATABASE_SWEEP_EVERY === 0) {
        await db.delete(rateLimits).where(sql`${rateLimits.expiresAt} <= now()`);
      }
      const [row] = await queryRows<{ count: number; retry_after: number }>(
        db,
        sql`insert into ${rateLimits} as r (key, count, expires_at)
            values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
            on conflict (key) do update set
              count = case when r.expires_at <= now() then 1 else r.count + 1 end,
              expires_at = case when r.expires_at <= now() then excluded.expires_at
                                else r.expires_at end
            returning count, ceil(extract(epoch from expires_at - now()))::int as retry_after`,
      );
      return counter(row);
    },
    async get(key) {
      const [row] = await queryRows<{ count: number; retry_after: number }>(
        db,
        sql`select ${rateLimits.count} as count, ${secondsLeft} as retry_after
            from ${rateLimits}
            where ${rateLimits.key} = ${key} and ${rateLimits.expiresAt} > now()`,
      );
      return counter(row);
    },
    async release(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.expiresAt} > now()`);
    },
    async reset(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
  };
}
