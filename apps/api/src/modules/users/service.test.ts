import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createMemoryRateLimiter, createRedisRateLimiter } from '../../lib/rate-limiter';
import { createTestApp, createTestDatabase, signUp, type TestDatabase } from '../../test/test-app';
import { createPasswordHasher } from './passwords';
import { createUserService } from './service';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import { createSignInThrottle } from './sign-in-throttle';

describe('sign-in with an old password hash', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('replaces it with one at today’s cost', async () => {
    const throttle = createSignInThrottle(createMemoryRateLimiter(), DEFAULT_RATE_LIMITS);
    const [store] = await database.db.query.stores.findMany({ limit: 1 });
    const old = createUserService({
      db: database.db,
      hasher: createPasswordHasher({ log2N: 14, r: 8, p: 1 }),
      throttle,
    });
    const today = createUserService({
      db: database.db,
      hasher: createPasswordHasher({ log2N: 15, r: 8, p: 1 }),
      throttle,
    });
    const input = {
      email: 'old@example.in',
      password: 'Mango-lassi-2026',
      firstName: 'Ravi',
      lastName: 'Kumar',
    };
    await old.register(store!.id, input, '10.0.0.1');
    await today.authorize(store!.id, input, '10.0.0.1');
    const [row] = await database.db.select().from(users).where(eq(users.email, 'old@example.in'));
    expect(row!.passwordHash).toMatch(/^scrypt\$15\$/);
    expect(await today.authorize(store!.id, input, '10.0.0.1')).toEqual(expect.any(String));
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('sign-in limits across API processes (Redis)', () => {
  it('counts failures made on one process against the other', async () => {
    const database = await createTestDatabase('pglite');
    const clients = [new Redis(redisUrl!), new Redis(redisUrl!)];
    const prefix = `storefront-test:${process.pid}:${Date.now()}:`;
    const rateLimits = {
      ...DEFAULT_RATE_LIMITS,
      delayBaseMs: 1,
      delayMaxMs: 2,
      maxSignInFailuresPerAccountAndIp: 3,
    };
    const [one, two] = await Promise.all(
      clients.map((client) =>
        createTestApp('pglite', {
          database,
          rateLimits,
          rateLimiter: createRedisRateLimiter(client, prefix),
        }),
      ),
    );
    try {
      const { email, password } = await signUp(one!.app);
      const attempt = (app: typeof one, pass: string) =>
        app!.app.inject({
          method: 'POST',
          url: '/api/v1/users/authorize',
          payload: { email, password: pass },
        });
      expect((await attempt(one, 'wrong-1')).statusCode).toBe(401);
      expect((await attempt(two, 'wrong-2')).statusCode).toBe(401);
      expect((await attempt(one, 'wrong-3')).statusCode).toBe(401);
      expect((await attempt(two, password)).statusCode).toBe(429);
    } finally {
      await one!.close();
      await two!.close();
      const keys = await clients[0]!.keys(`${prefix}*`);
      if (keys.length) await clients[0]!.del(...keys);
      await Promise.all(clients.map((client) => client.quit()));
      await database.close();
    }
  });
});
