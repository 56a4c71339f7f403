import { createDatabaseRateLimiter } from '../../db/database-rate-limiter';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../../lib/rate-limiter';
import { createTestApp, createTestDatabase, drivers, signUp } from '../../test/test-app';

// The policy as shipped, with delays shortened so the suite stays quick.
const policy = { ...DEFAULT_RATE_LIMITS, delayBaseMs: 1, delayMaxMs: 5 };
const redisUrl = process.env.TEST_REDIS_URL;
const redisClients: Redis[] = [];
const redisPrefix = `storefront-test:concurrency:${process.pid}:${Date.now()}:`;

afterAll(async () => {
  const [first] = redisClients;
  if (first) {
    const keys = await first.keys(`${redisPrefix}*`);
    if (keys.length) await first.del(...keys);
  }
  await Promise.all(redisClients.map((client) => client.quit()));
});

type LimiterKind = 'memory' | 'database' | 'redis';
const kinds: [string, (typeof drivers)[number], LimiterKind][] = [
  ...drivers.map((driver): [string, (typeof drivers)[number], LimiterKind] => [
    `${driver}, counted in this process`,
    driver,
    'memory',
  ]),
  ...drivers.map((driver): [string, (typeof drivers)[number], LimiterKind] => [
    `${driver}, counted in the database`,
    driver,
    'database',
  ]),
  ...(redisUrl
    ? [['pglite, counted in Redis', 'pglite', 'redis'] as [string, 'pglite', 'redis']]
    : []),
];

describe.each(kinds)('simultaneous sign-ins (%s)', (_, driver, kind) => {
  async function appWith(
    limiterFor: (database: Awaited<ReturnType<typeof createTestDatabase>>) => RateLimiter,
  ) {
    const database = await createTestDatabase(driver);
    const t = await createTestApp(driver, {
      database,
      rateLimits: policy,
      rateLimiter: limiterFor(database),
    });
    return {
      ...t,
      async close() {
        await t.close();
        await database.close();
      },
    };
  }
  const limiter = (database: Awaited<ReturnType<typeof createTestDatabase>>): RateLimiter => {
    if (kind === 'database') return createDatabaseRateLimiter(database.db);
    if (kind === 'redis') {
      const client = new Redis(redisUrl!);
      redisClients.push(client);
      return createRedisRateLimiter(client, redisPrefix);
    }
    return createMemoryRateLimiter();
  };

  it('200 wrong passwords at once for one account: the limit are checked, the rest 429', async () => {
    const t = await appWith(limiter);
    try {
      const { email, password } = await signUp(t.app);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/users/authorize',
            remoteAddress: '10.20.0.1',
            payload: { email, password: `wrong-guess-${i}` },
          }),
        ),
      );
      const count = (status: number) => answers.filter((a) => a.statusCode === status).length;
      expect(count(401)).toBe(policy.maxSignInFailuresPerAccountAndIp);
      expect(count(429)).toBe(200 - policy.maxSignInFailuresPerAccountAndIp);
      // The owner, elsewhere, is not locked out.
      const owner = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/authorize',
        remoteAddress: '10.20.0.2',
        payload: { email, password },
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('200 guesses at once from one IP across accounts: no more than its limit are checked', async () => {
    const t = await appWith(limiter);
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/users/authorize',
            remoteAddress: '10.21.0.1',
            payload: { email: `sprayed-${i}@example.in`, password: 'Password-123' },
          }),
        ),
      );
      const checked = answers.filter((a) => a.statusCode !== 429).length;
      expect(checked).toBeLessThanOrEqual(policy.maxSignInFailuresPerIp);
      expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(
        200 - policy.maxSignInFailuresPerIp,
      );
      expect(answers.every((a) => [401, 429, 503].includes(a.statusCode))).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('a burst of sign-ins', () => {
  it('waits in a bounded line: the overflow is told to retry (503) and other requests go on', async () => {
    const t = await createTestApp('pglite', {
      // Sign-ins from many IPs, so only the line stops them.
      rateLimits: { ...policy, maxSignInFailuresPerIp: 1000 },
      config: { PASSWORD_SCRYPT_LOG2_N: 15 },
    });
    try {
      const finished: string[] = [];
      const signIns = Array.from({ length: 60 }, (_, i) =>
        t.app
          .inject({
            method: 'POST',
            url: '/api/v1/users/authorize',
            remoteAddress: `10.22.0.${i}`,
            payload: { email: `burst-${i}@example.in`, password: 'Password-123' },
          })
          .then((answer) => {
            finished.push('sign-in');
            return answer;
          }),
      );
      const catalogue = await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=1' });
      finished.push('catalogue');
      const answers = await Promise.all(signIns);

      expect(catalogue.statusCode).toBe(200);
      // The catalogue did not wait for the line of password checks to drain.
      expect(finished.indexOf('catalogue')).toBeLessThan(finished.lastIndexOf('sign-in'));
      const busy = answers.filter((a) => a.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.headers['retry-after']).toBe('1');
      expect(busy[0]!.json()).toEqual({
        error: 'Too many sign-ins at once. Please try again in a moment.',
      });
      expect(answers.filter((a) => a.statusCode === 401).length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
