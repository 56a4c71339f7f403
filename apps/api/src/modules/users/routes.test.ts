import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { sessions, stores, users } from '../../db/schema';
import { createTestApp, drivers, signUp, type TestApp } from '../../test/test-app';
import { INVALID_CREDENTIALS } from './service';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';

const fastThrottle = {
  ...DEFAULT_RATE_LIMITS,
  delayBaseMs: 1,
  delayMaxMs: 5,
  maxSignInFailuresPerAccountAndIp: 5,
  maxSignInFailuresPerIp: 12,
  registrationsPerIpPerHour: 1000,
};

describe.each(drivers)('accounts API on %s', (driver) => {
  let t: TestApp;
  /** Every response body this suite saw, checked at the end for leaked secrets. */
  const bodies: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(driver, { rateLimits: fastThrottle });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function call(
    method: 'GET' | 'POST',
    url: string,
    {
      payload,
      headers,
      ip,
    }: { payload?: object; headers?: Record<string, string>; ip?: string } = {},
  ) {
    const response = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      headers,
      remoteAddress: ip,
    });
    bodies.push(response.body);
    return response;
  }

  const register = (payload: object, ip?: string) =>
    call('POST', '/users/register', { payload, ip });
  const authorize = (email: string, password: string, ip?: string) =>
    call('POST', '/users/authorize', { payload: { email, password }, ip });

  describe('POST /users/register', () => {
    it('creates an account: 201 with the account, e-mail trimmed and lowercased', async () => {
      const response = await register({
        email: '  Asha.Verma@Example.IN ',
        password: 'Mango-lassi-2026',
        firstName: 'Asha',
        lastName: 'Verma',
      });
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(Object.keys(data).sort()).toEqual(['createdAt', 'email', 'firstName', 'lastName']);
      expect(data).toMatchObject({
        email: 'asha.verma@example.in',
        firstName: 'Asha',
        lastName: 'Verma',
      });
      expect((await authorize('ASHA.VERMA@example.in', 'Mango-lassi-2026')).statusCode).toBe(200);
    });

    it('stores only a salted scrypt hash that carries its parameters', async () => {
      await register({
        email: 'hash@example.in',
        password: 'Mango-lassi-2026',
        firstName: 'Ravi',
        lastName: 'Kumar',
      });
      await register({
        email: 'hash2@example.in',
        password: 'Mango-lassi-2026',
        firstName: 'Ravi',
        lastName: 'Kumar',
      });
      const rows = await t.db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(sql`${users.email} like 'hash%'`);
      expect(rows).toHaveLength(2);
      for (const { hash } of rows) {
        expect(hash).toMatch(/^scrypt\$14\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
        expect(hash).not.toContain('Mango');
      }
      expect(rows[0]!.hash).not.toBe(rows[1]!.hash);
    });

    it('refuses an e-mail already registered in this store with 409, whatever its case', async () => {
      const payload = {
        email: 'dup@example.in',
        password: 'Mango-lassi-2026',
        firstName: 'Ravi',
        lastName: 'Kumar',
      };
      expect((await register(payload)).statusCode).toBe(201);
      const again = await register({ ...payload, email: 'DUP@example.in' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'An account with this email already exists.' });
    });

    it('lets the same e-mail register in another store', async () => {
      await t.db.insert(stores).values({
        hosts: ['second.example.in'],
        storeName: 'Second',
        companyName: 'Second LLP',
        companyAddress: 'Kochi',
        companyPhone: '+91 90000 00001',
        companyEmail: 'hi@second.example.in',
      });
      const payload = {
        email: 'both@example.in',
        password: 'Mango-lassi-2026',
        firstName: 'Ravi',
        lastName: 'Kumar',
      };
      expect((await register(payload)).statusCode).toBe(201);
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        headers: { 'x-store-host': 'second.example.in' },
        payload,
      });
      expect(elsewhere.statusCode).toBe(201);
    });

    it.each(['iloveyou', 'Password1', 'qwerty123', 'SUNSHINE'])(
      'refuses the common password %s with 422 saying so',
      async (password) => {
        const response = await register({
          email: `common-${password}@example.in`,
          password,
          firstName: 'Ravi',
          lastName: 'Kumar',
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().error).toMatch(/most common passwords/);
      },
    );

    it.each([
      [{ firstName: 'A' }, 'firstName: First name must be at least 2 characters'],
      [{ lastName: ' B ' }, 'lastName: Last name must be at least 2 characters'],
      [{ email: 'not-an-email' }, 'email: Invalid email address'],
      [{ password: '12345' }, 'password: Password must be at least 6 characters'],
      [{ password: 'x'.repeat(129) }, 'password: Password must be at most 128 characters'],
    ])('refuses %o with 400: %s', async (change, message) => {
      const response = await register({
        email: 'rules@example.in',
        password: 'Mango-lassi-2026',
        firstName: 'Ravi',
        lastName: 'Kumar',
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
    });

    it('refuses a body without fields with 400 naming them', async () => {
      const response = await register({});
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/email: .*password: .*firstName: .*lastName: /);
    });
  });

  describe('POST /users/authorize', () => {
    it('answers a 256-bit random token and stores only its SHA-256, for 30 days', async () => {
      const { token } = await signUp(t.app);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      const digest = createHash('sha256').update(token).digest('hex');
      const [session] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, digest));
      expect(session).toBeDefined();
      const lifetime = session!.expiresAt.getTime() - session!.createdAt.getTime();
      expect(lifetime).toBe(30 * 24 * 60 * 60 * 1000);
      const leaked = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from sessions where token_hash = ${token}`,
      );
      expect(leaked[0]!.n).toBe(0);
    });

    it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
      const { email } = await signUp(t.app);
      const wrongPassword = await authorize(email, 'not-the-password', '10.0.0.2');
      const unknownEmail = await authorize(
        'nobody-here@example.in',
        'not-the-password',
        '10.0.0.2',
      );
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual({ error: INVALID_CREDENTIALS });
      expect(unknownEmail.json()).toEqual(wrongPassword.json());
    });

    it('takes comparable time for an unknown e-mail and a wrong password (a decoy hash is checked)', async () => {
      const { email } = await signUp(t.app);
      const timed = async (attempt: () => Promise<unknown>) => {
        const started = performance.now();
        await attempt();
        return performance.now() - started;
      };
      // Different IPs and accounts so no throttling delay muddles the figures; taken in turns,
      // so that the machine slowing down or speeding up weighs on both alike.
      const wrongTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < 5; i++) {
        wrongTimes.push(await timed(() => authorize(email, 'wrong-password-1', `10.1.${i}.1`)));
        unknownTimes.push(
          await timed(() => authorize('ghost@example.in', 'wrong-password-1', `10.1.${i}.2`)),
        );
      }
      const median = (times: number[]) => times.sort((a, b) => a - b)[2]!;
      const wrong = median(wrongTimes);
      const unknown = median(unknownTimes);
      expect(unknown).toBeGreaterThan(wrong * 0.5);
      expect(unknown).toBeLessThan(wrong * 2);
    });

    it('signs in whatever the e-mail’s case and spacing', async () => {
      const { email, password } = await signUp(t.app);
      expect((await authorize(`  ${email.toUpperCase()} `, password)).statusCode).toBe(200);
    });

    it('refuses a malformed body with 400', async () => {
      const response = await call('POST', '/users/authorize', { payload: { email: 'x' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^email: /);
    });
  });

  describe('GET /accountInfo', () => {
    it('answers the signed-in shopper’s account in a data wrapper, nothing more', async () => {
      const { email, auth } = await signUp(t.app);
      const response = await call('GET', '/accountInfo', { headers: auth });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toEqual({
        firstName: 'Asha',
        lastName: 'Verma',
        email,
        createdAt: expect.any(String),
      });
      expect(Math.abs(Date.parse(data.createdAt) - Date.now())).toBeLessThan(60_000);
    });

    it.each([
      ['no Authorization header', {}],
      ['a malformed header', { authorization: 'Token abc' }],
      ['an unknown token', { authorization: `Bearer ${'x'.repeat(43)}` }],
    ])('answers 401 for %s', async (_, headers) => {
      const response = await call('GET', '/accountInfo', { headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toHaveProperty('error');
    });

    it('answers 401 once the session has expired', async () => {
      const { token, auth } = await signUp(t.app);
      const digest = createHash('sha256').update(token).digest('hex');
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, digest));
      expect((await call('GET', '/accountInfo', { headers: auth })).statusCode).toBe(401);
    });

    it('answers 401 to a token of another store', async () => {
      const { auth } = await signUp(t.app);
      const response = await call('GET', '/accountInfo', {
        headers: { ...auth, 'x-store-host': 'second.example.in' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /users/logout', () => {
    it('revokes the presented session only', async () => {
      const first = await signUp(t.app);
      const second = await authorize(first.email, first.password);
      const otherAuth = { authorization: `Bearer ${second.json().token}` };

      const response = await call('POST', '/users/logout', { headers: first.auth });
      expect(response.statusCode).toBe(204);
      expect((await call('GET', '/accountInfo', { headers: first.auth })).statusCode).toBe(401);
      expect((await call('POST', '/users/logout', { headers: first.auth })).statusCode).toBe(401);
      expect((await call('GET', '/accountInfo', { headers: otherAuth })).statusCode).toBe(200);
    });
  });

  describe('brute-force protection', () => {
    const limit = fastThrottle.maxSignInFailuresPerAccountAndIp;

    it('refuses an account from an IP after repeated failures with 429, Retry-After and a message', async () => {
      const { email, password } = await signUp(t.app);
      for (let i = 0; i < limit; i++) {
        expect((await authorize(email, 'wrong-guess', '10.2.0.1')).statusCode).toBe(401);
      }
      const blocked = await authorize(email, password, '10.2.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().error).toMatch(
        /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
      );
    });

    it('does not lock the owner out: the right password from another IP still signs in', async () => {
      const { email, password } = await signUp(t.app);
      for (let i = 0; i < limit + 3; i++) await authorize(email, 'wrong-guess', '10.2.2.1');
      expect((await authorize(email, password, '10.2.2.1')).statusCode).toBe(429);
      expect((await authorize(email, password, '10.2.2.2')).statusCode).toBe(200);
    });

    it('blocks an IP that fails across many accounts', async () => {
      const ip = '10.3.0.1';
      for (let i = 0; i < fastThrottle.maxSignInFailuresPerIp; i++) {
        expect((await authorize(`target${i}@example.in`, 'wrong-guess', ip)).statusCode).toBe(401);
      }
      const { email, password } = await signUp(t.app);
      expect((await authorize(email, password, ip)).statusCode).toBe(429);
      expect((await authorize(email, password, '10.3.0.2')).statusCode).toBe(200);
    });

    it('clears the failures of an account and IP when the right password arrives in time', async () => {
      const { email, password } = await signUp(t.app);
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < limit - 1; i++) {
          expect((await authorize(email, 'wrong-guess', '10.4.0.1')).statusCode).toBe(401);
        }
        expect((await authorize(email, password, '10.4.0.1')).statusCode).toBe(200);
      }
    });

    it('counts simultaneous guesses before checking them: no more than the limit are checked', async () => {
      const { email, password } = await signUp(t.app);
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          authorize(email, i === 59 ? password : `wrong-guess-${i}`, '10.5.0.1'),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(60 - limit);
    });
  });

  afterAll(() => {
    const all = bodies.join('\n');
    expect(all).not.toMatch(/scrypt\$/);
    expect(all).not.toMatch(/\b[0-9a-f]{64}\b/);
    expect(all).not.toMatch(/passwordHash|password_hash|tokenHash|token_hash|"userId"|"storeId"/);
  });
});

describe('sign-in delays', () => {
  it('grow with each failure before the block', async () => {
    const t = await createTestApp('pglite', {
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        delayAfterFailures: 2,
        delayBaseMs: 120,
        delayMaxMs: 1000,
      },
    });
    try {
      const { email } = await signUp(t.app);
      const attempt = async () => {
        const started = performance.now();
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/authorize',
          payload: { email, password: 'wrong-guess' },
        });
        expect(response.statusCode).toBe(401);
        return performance.now() - started;
      };
      await attempt();
      await attempt();
      expect(await attempt()).toBeGreaterThanOrEqual(120);
      expect(await attempt()).toBeGreaterThanOrEqual(240);
    } finally {
      await t.close();
    }
  });

  it('registration is limited per IP', async () => {
    const t = await createTestApp('pglite', {
      rateLimits: { ...DEFAULT_RATE_LIMITS, registrationsPerIpPerHour: 2 },
    });
    try {
      const register = (n: number, ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/users/register',
          remoteAddress: ip,
          payload: {
            email: `r${n}@example.in`,
            password: 'Mango-lassi-2026',
            firstName: 'Ravi',
            lastName: 'Kumar',
          },
        });
      expect((await register(1, '10.9.0.1')).statusCode).toBe(201);
      expect((await register(2, '10.9.0.1')).statusCode).toBe(201);
      const third = await register(3, '10.9.0.1');
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(third.json().error).toMatch(/^Too many accounts created from this network/);
      expect((await register(4, '10.9.0.2')).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
