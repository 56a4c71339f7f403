import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
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

  it('does not extend the window on later hits', async () => {
    const limiter = connect();
    const first = await limiter.increment('window', 100);
    expect(first.retryAfterSeconds).toBeGreaterThan(98);
    const later = await limiter.increment('window', 500);
    expect(later.retryAfterSeconds).toBeLessThanOrEqual(100);
  });
});
