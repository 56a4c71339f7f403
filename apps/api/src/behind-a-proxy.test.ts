import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEFAULT_RATE_LIMITS } from './lib/rate-limit-policy';
import { createTestApp, drivers, type TestApp } from './test/test-app';

/** TRUST_PROXY as the environment says it, read the way the API reads it at start. */
const trusting = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

const limits = {
  ...DEFAULT_RATE_LIMITS,
  maxSignInFailuresPerAccountAndIp: 3,
  delayMaxMs: 0,
  registrationsPerIpPerHour: 2,
  grievancesPerIpPerHour: 2,
};

/** nginx, or any balancer in front of the API (deploy/nginx.conf). */
const PROXY = '10.0.0.2';

describe.each(drivers)('behind a reverse proxy on %s', (driver) => {
  describe.each(['true', '1'])('TRUST_PROXY=%s (one proxy in front)', (setting) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(driver, {
        config: { TRUST_PROXY: trusting(setting) },
        rateLimits: limits,
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    /** A request through a proxy that appends the address it saw to what the client sent. */
    const throughProxy = (
      request: { method: 'GET' | 'POST'; url: string; payload?: object },
      clientSent: string,
      client = '203.0.113.5',
    ) =>
      t.app.inject({
        ...request,
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `${clientSent}, ${client}` },
      });

    it('counts sign-in failures by the address the proxy saw, whatever the client claims before it', async () => {
      const wrong = (i: number) =>
        throughProxy(
          {
            method: 'POST',
            url: '/api/v1/users/authorize',
            payload: { email: 'nobody@example.in', password: 'not the password' },
          },
          `198.51.100.${i}`,
        );
      for (let i = 0; i < 3; i++) expect((await wrong(i)).statusCode).toBe(401);
      const refused = await wrong(3);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    });

    it('counts registrations by that address too', async () => {
      const register = (i: number) =>
        throughProxy(
          {
            method: 'POST',
            url: '/api/v1/users/register',
            payload: {
              email: `proxied-${setting}-${i}@example.in`,
              password: 'Mango-lassi-2026',
              firstName: 'Ravi',
              lastName: 'Kumar',
            },
          },
          `198.51.100.${i}`,
          '203.0.113.6',
        );
      expect((await register(1)).statusCode).toBe(201);
      expect((await register(2)).statusCode).toBe(201);
      expect((await register(3)).statusCode).toBe(429);
    });

    it('counts complaints by the visitor the web server names, and not by what a visitor sent it', async () => {
      // The storefront's web server is a proxy too: it posts a form for a browser without
      // JavaScript, naming the browser's address alone (apps/web/app/lib/api.server.ts).
      const file = (i: number, forwardedFor: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/grievances',
          remoteAddress: '10.0.0.3',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: {
            name: 'Asha Verma',
            contact: `proxied-${setting}-${i}@example.in`,
            message: 'The wall mount arrived with a bent bracket.',
          },
        });
      expect((await file(1, '203.0.113.7')).statusCode).toBe(201);
      expect((await file(2, '198.51.100.1, 203.0.113.7')).statusCode).toBe(201);
      expect((await file(3, '198.51.100.2, 203.0.113.7')).statusCode).toBe(429);
      expect((await file(4, '203.0.113.8')).statusCode).toBe(201);
    });

    it('keeps the built-in mailbox shut to a client of an appending proxy that claims to be localhost', async () => {
      const mailbox = await throughProxy(
        { method: 'GET', url: '/api/v1/dev/mailbox' },
        '127.0.0.1',
        '8.8.8.8',
      );
      expect(mailbox.statusCode).toBe(403);
      expect(mailbox.json().error).toMatch(/only on this machine/);
    });
  });

  it('with a hop count, takes the address that many proxies from the API', async () => {
    const t = await createTestApp(driver, {
      config: { TRUST_PROXY: trusting('2') },
      rateLimits: limits,
    });
    try {
      // A CDN appended what reached it, then nginx appended the CDN's address.
      const register = (i: number, clientSent: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/users/register',
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': `${clientSent}, 203.0.113.9, 192.0.2.1` },
          payload: {
            email: `two-hops-${i}@example.in`,
            password: 'Mango-lassi-2026',
            firstName: 'Ravi',
            lastName: 'Kumar',
          },
        });
      expect((await register(1, '198.51.100.1')).statusCode).toBe(201);
      expect((await register(2, '198.51.100.2')).statusCode).toBe(201);
      expect((await register(3, '198.51.100.3')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('with a list of proxies, believes X-Forwarded-For only from them, and skips every listed hop', async () => {
    const t = await createTestApp(driver, {
      config: { TRUST_PROXY: trusting('10.0.0.0/24, 192.0.2.1') },
      rateLimits: limits,
    });
    try {
      const register = (i: number, from: string, forwardedFor: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/users/register',
          remoteAddress: from,
          headers: { 'x-forwarded-for': forwardedFor },
          payload: {
            email: `listed-${i}@example.in`,
            password: 'Mango-lassi-2026',
            firstName: 'Ravi',
            lastName: 'Kumar',
          },
        });
      // Through the listed proxies (192.0.2.1, then 10.0.0.2): the client is 203.0.113.10.
      expect((await register(1, PROXY, '198.51.100.1, 203.0.113.10, 192.0.2.1')).statusCode).toBe(
        201,
      );
      expect((await register(2, PROXY, '198.51.100.2, 203.0.113.10, 192.0.2.1')).statusCode).toBe(
        201,
      );
      expect((await register(3, PROXY, '198.51.100.3, 203.0.113.10')).statusCode).toBe(429);
      // Straight from a client that is not a listed proxy: its header is not believed.
      const direct = '198.51.100.50';
      expect((await register(4, direct, '192.0.2.77')).statusCode).toBe(201);
      expect((await register(5, direct, '192.0.2.78')).statusCode).toBe(201);
      expect((await register(6, direct, '192.0.2.79')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
