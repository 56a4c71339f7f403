import { createDatabaseRateLimiter } from '../db/database-rate-limiter';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers, type TestDatabase } from '../test/test-app';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter';

describe('memory rate limiter', () => {
  it('counts within a window and starts again after it', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    expect(await limiter.get('k')).toEqual({ count: 0, retryAfterSeconds: 0 });
    expect(await limiter.increment('k', 60)).toEqual({ count: 1, retryAfterSeconds: 60 });
    now += 15_000;
    expect(await limiter.increment('k', 60)).toEqual({ count: 2, retryAfterSeconds: 45 });
    now += 45_000;
    expect(await limiter.get('k')).toEqual({ count: 0, retryAfterSeconds: 0 });
    expect(await limiter.increment('k', 60)).toEqual({ count: 1, retryAfterSeconds: 60 });
  });

  it('forgets a key on reset and keeps keys apart', async () => {
    const limiter = createMemoryRateLimiter();
    await limiter.increment('a', 60);
    await limiter.increment('b', 60);
    await limiter.reset('a');
    expect((await limiter.get('a')).count).toBe(0);
    expect((await limiter.get('b')).count).toBe(1);
  });

  it('gives a hit back, never below zero', async () => {
    await expectsRelease(createMemoryRateLimiter());
  });
});

async function expectsRelease(limiter: RateLimiter) {
  await limiter.increment('given-back', 60);
  await limiter.increment('given-back', 60);
  await limiter.release('given-back');
  expect((await limiter.get('given-back')).count).toBe(1);
  await limiter.release('given-back');
  await limiter.release('given-back');
  expect((await limiter.get('given-back')).count).toBe(0);
  await limiter.release('never-hit');
  expect((await limiter.increment('never-hit', 60)).count).toBe(1);
}

describe.each(drivers)('database rate limiter on %s', (driver) => {
  let database: TestDatabase;
  let limiter: RateLimiter;
  beforeAll(async () => {
    database = await createTestDatabase(driver, { seed: false });
    limiter = createDatabaseRateLimiter(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('counts within a window, which later hits do not extend', async () => {
    expect(await limiter.get('k')).toEqual({ count: 0, retryAfterSeconds: 0 });
    const first = await limiter.increment('k', 60);
    expect(first.count).toBe(1);
    expect(first.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    const second = await limiter.increment('k', 600);
    expect(second.count).toBe(2);
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.get('k')).count).toBe(2);
  });

  it('starts a new window once the last one has ended', async () => {
    await limiter.increment('short', 1);
    await limiter.increment('short', 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.get('short')).count).toBe(0);
    expect((await limiter.increment('short', 60)).count).toBe(1);
  });

  it('counts simultaneous hits one by one', async () => {
    const counts = await Promise.all(
      Array.from({ length: 50 }, () => limiter.increment('burst', 60)),
    );
    expect(counts.map((counter) => counter.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('gives a hit back, never below zero, and forgets a key on reset', async () => {
    await expectsRelease(limiter);
    await limiter.reset('k');
    expect((await limiter.get('k')).count).toBe(0);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('Redis rate limiter', () => {
  const clients: Redis[] = [];
  const prefix = `storefront-test:${process.pid}:${Date.now()}:`;
  const connect = (): RateLimiter => {
    const redis = new Redis(redisUrl!);
    clients.push(redis);
    return createRedisRateLimiter(redis, prefix);
  };

  afterAll(async () => {
    const [first] = clients;
    if (first) {
      const keys = await first.keys(`${prefix}*`);
      if (keys.length) await first.del(...keys);
    }
    await Promise.all(clients.map((client) => client.quit()));
  });

  it('shares one count between processes', async () => {
    const one = connect();
    const two = connect();
    expect((await one.increment('shared', 60)).count).toBe(1);
    expect((await two.increment('shared', 60)).count).toBe(2);
    expect((await one.get('shared')).count).toBe(2);
    await two.reset('shared');
    expect((await one.get('shared')).count).toBe(0);
  });

  it('gives a hit back, never below zero', async () => {
    await expectsRelease(connect());
  });

  it('does not extend the window on later hits', async () => {
    const limiter = connect();
    const first = await limiter.increment('window', 100);
    expect(first.retryAfterSeconds).toBeGreaterThan(98);
    const later = await limiter.increment('window', 500);
    expect(later.retryAfterSeconds).toBeLessThanOrEqual(100);
  });
});
