import { adminMessages } from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessions, stores } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import {
  addStaff,
  asStaff,
  fromBackOffice,
  sessionCookie,
  signInStaff,
  STAFF_PASSWORD,
} from '../../test/staff';
import { createTestApp, drivers, TEST_WEB_ORIGIN, type TestApp } from '../../test/test-app';
import { tokenHash } from './service';

describe.each(drivers)('back-office sessions on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      config: { TRUST_PROXY: 1 },
      // The account's growing delay after failures is tested with shoppers' sign-in; here it
      // would only make the throttle test wait.
      rateLimits: { ...DEFAULT_RATE_LIMITS, delayMaxMs: 0 },
    });
    await addStaff(t, { email: 'owner@shop.in', role: 'owner' });
    await addStaff(t, { email: 'packer@shop.in', role: 'fulfilment' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const me = (cookie: string) =>
    asStaff(t.app, cookie, { method: 'GET', url: '/api/v1/admin/session' });

  it('signs in with a session cookie that is HttpOnly, SameSite=Strict, of 256 random bits', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/session',
      headers: fromBackOffice(),
      payload: { email: 'Owner@Shop.in ', password: STAFF_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email: 'owner@shop.in',
      role: 'owner',
      storeName: expect.any(String),
      totpEnabled: false,
      mustEnrolTotp: false,
      // Where the sample shop's pictures are: the storefront (WEB_ORIGINS, no public origin set).
      storefrontOrigin: TEST_WEB_ORIGIN,
    });
    const cookie = response.cookies.find((c) => c.name === 'staff_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await signInStaff(t.app, 'owner@shop.in');
    const token = cookie.split('=')[1]!;
    const rows = await t.db.select().from(staffSessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.some((row) => row.tokenHash === tokenHash(token))).toBe(true);
  });

  it('marks the cookie Secure, with the __Host- prefix, when served over https', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/session',
      headers: { host: 'localhost', origin: 'https://localhost', 'x-forwarded-proto': 'https' },
      payload: { email: 'owner@shop.in', password: STAFF_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((c) => c.name === '__Host-staff_session')!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
  });

  it('refuses a wrong password with 401 and the same message as an unknown e-mail', async () => {
    for (const email of ['owner@shop.in', 'nobody@shop.in']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/session',
        headers: fromBackOffice('127.0.0.9'),
        payload: { email, password: 'not the password at all' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: adminMessages.invalidCredentials });
    }
  });

  it('answers the signed-in staff member, and 401 without a session', async () => {
    const cookie = await signInStaff(t.app, 'owner@shop.in');
    expect((await me(cookie)).json()).toMatchObject({ email: 'owner@shop.in', role: 'owner' });
    expect((await me('staff_session=not-a-session')).statusCode).toBe(401);
  });

  it('ends a session after 12 hours without a request', async () => {
    const cookie = await signInStaff(t.app, 'owner@shop.in');
    const hash = tokenHash(cookie.split('=')[1]!);
    await t.db
      .update(staffSessions)
      .set({ lastUsedAt: sql`now() - interval '11 hours 59 minutes'` })
      .where(eq(staffSessions.tokenHash, hash));
    expect((await me(cookie)).statusCode).toBe(200);
    await t.db
      .update(staffSessions)
      .set({ lastUsedAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(staffSessions.tokenHash, hash));
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toHaveProperty('error');
  });

  it('keeps a session in use alive past 12 hours from sign-in', async () => {
    const cookie = await signInStaff(t.app, 'owner@shop.in');
    const hash = tokenHash(cookie.split('=')[1]!);
    await t.db
      .update(staffSessions)
      .set({
        createdAt: sql`now() - interval '2 days'`,
        lastUsedAt: sql`now() - interval '2 hours'`,
      })
      .where(eq(staffSessions.tokenHash, hash));
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('revokes the session on sign-out', async () => {
    const cookie = await signInStaff(t.app, 'owner@shop.in');
    const out = await asStaff(t.app, cookie, { method: 'DELETE', url: '/api/v1/admin/session' });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'staff_session')?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('revokes every session of the account on a password change, and renews this one', async () => {
    await addStaff(t, { email: 'changer@shop.in', role: 'manager' });
    const elsewhere = await signInStaff(t.app, 'changer@shop.in');
    const here = await signInStaff(t.app, 'changer@shop.in');
    const wrong = await asStaff(t.app, here, {
      method: 'POST',
      url: '/api/v1/admin/account/password',
      payload: { currentPassword: 'wrong password', newPassword: 'a brand new long password' },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await me(elsewhere)).statusCode).toBe(200);
    const guessable = await asStaff(t.app, here, {
      method: 'POST',
      url: '/api/v1/admin/account/password',
      payload: { currentPassword: STAFF_PASSWORD, newPassword: 'changer@shop.in2026' },
    });
    expect(guessable.statusCode).toBe(422);
    expect(guessable.json().error).toMatch(/^This password is too easy to guess\. /);
    expect((await me(elsewhere)).statusCode).toBe(200);

    const changed = await asStaff(t.app, here, {
      method: 'POST',
      url: '/api/v1/admin/account/password',
      payload: { currentPassword: STAFF_PASSWORD, newPassword: 'a brand new long password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(sessionCookie(changed))).statusCode).toBe(200);
    await signInStaff(t.app, 'changer@shop.in', { password: 'a brand new long password' });
  });

  describe('the Origin check', () => {
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/session',
        headers,
        payload: { email: 'owner@shop.in', password: STAFF_PASSWORD },
      });

    it('refuses a state-changing request without an Origin, or from another origin', async () => {
      for (const headers of [
        { host: 'localhost' } as Record<string, string>,
        { host: 'localhost', origin: 'https://evil.example' },
        { host: 'localhost', origin: TEST_WEB_ORIGIN },
        { host: 'localhost', origin: 'http://localhost:8080' },
        { host: 'localhost', origin: 'null' },
      ]) {
        const response = await signIn(headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json()).toEqual({
          error: 'This request did not come from the back office.',
        });
      }
    });

    it('refuses a signed-in change from another origin', async () => {
      const cookie = await signInStaff(t.app, 'owner@shop.in');
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/admin/session',
        headers: { host: 'localhost', origin: 'https://evil.example', cookie },
      });
      expect(response.statusCode).toBe(403);
      expect((await me(cookie)).statusCode).toBe(200);
    });

    it('lets reads through without an Origin', async () => {
      const cookie = await signInStaff(t.app, 'owner@shop.in');
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/session',
        headers: { host: 'localhost', cookie },
      });
      expect(response.statusCode).toBe(200);
    });

    it('grants no other origin, not even the storefront’s, CORS access to the back office', async () => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/admin/orders',
        headers: {
          origin: TEST_WEB_ORIGIN,
          'access-control-request-method': 'GET',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const shopper = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/products',
        headers: { origin: TEST_WEB_ORIGIN, 'access-control-request-method': 'GET' },
      });
      expect(shopper.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
    });
  });

  describe('stores', () => {
    it('a session of one store’s staff reads and changes nothing of another store', async () => {
      const [other] = await t.db
        .insert(stores)
        .values({
          hosts: ['kurta.example.in'],
          storeName: 'Kurta Corner',
          companyName: 'Kurta Corner LLP',
          companyAddress: 'MG Road, Bengaluru 560001',
          companyPhone: '+91 80000 12345',
          companyEmail: 'hello@kurta.example.in',
          publicOrigin: 'https://kurta.example.in',
        })
        .returning();
      await addStaff(t, { email: 'kurta-owner@shop.in', role: 'owner', storeId: other!.id });
      const cookie = await signInStaff(t.app, 'owner@shop.in');
      for (const url of ['/api/v1/admin/session', '/api/v1/admin/orders', '/api/v1/admin/store']) {
        const response = await asStaff(t.app, cookie, {
          method: 'GET',
          url,
          host: 'kurta.example.in',
        });
        expect(response.statusCode, url).toBe(401);
      }
      // The other store's owner cannot sign in here either: accounts belong to one store.
      const here = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/session',
        headers: fromBackOffice(),
        payload: { email: 'kurta-owner@shop.in', password: STAFF_PASSWORD },
      });
      expect(here.statusCode).toBe(401);
      const theirs = await signInStaff(t.app, 'kurta-owner@shop.in', { host: 'kurta.example.in' });
      // Its storefront is where it publishes its pages.
      const me = await asStaff(t.app, theirs, {
        method: 'GET',
        url: '/api/v1/admin/session',
        host: 'kurta.example.in',
      });
      expect(me.json()).toMatchObject({ storefrontOrigin: 'https://kurta.example.in' });
    });
  });

  it('throttles failed sign-ins for an account from one address (429 with Retry-After)', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/session',
        headers: fromBackOffice(),
        remoteAddress: '10.9.8.7',
        payload: { email: 'packer@shop.in', password: 'guess guess guess' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // The same account from another address still signs in.
    await signInStaff(t.app, 'packer@shop.in');
  });

  it('throttles wrong current passwords (a new password, two-factor off) with sign-in’s own counts', async () => {
    await addStaff(t, { email: 'reauth@shop.in', role: 'manager' });
    const cookie = await signInStaff(t.app, 'reauth@shop.in');
    const address = '10.9.8.20';
    const changePassword = (currentPassword: string) =>
      asStaff(t.app, cookie, {
        method: 'POST',
        url: '/api/v1/admin/account/password',
        remoteAddress: address,
        payload: { currentPassword, newPassword: 'a brand new long password' },
      });
    const totpOff = (password: string) =>
      asStaff(t.app, cookie, {
        method: 'DELETE',
        url: '/api/v1/admin/account/totp',
        remoteAddress: address,
        payload: { password },
      });
    // Ten wrong guesses, either way, are what sign-in allows an account from one address.
    for (let i = 0; i < 5; i++) {
      expect((await changePassword(`guess ${i} guess guess`)).statusCode).toBe(403);
      expect((await totpOff(`other guess ${i} guess`)).statusCode).toBe(403);
    }
    for (const refused of [await changePassword('one more guess'), await totpOff('and one more')]) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().error).toMatch(/^Too many failed sign-in attempts/);
    }
    // Not even the right password is checked from there now, nor a sign-in to the account.
    expect((await changePassword(STAFF_PASSWORD)).statusCode).toBe(429);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/session',
      headers: fromBackOffice(),
      remoteAddress: address,
      payload: { email: 'reauth@shop.in', password: STAFF_PASSWORD },
    });
    expect(signIn.statusCode).toBe(429);
    // The session itself goes on, and from elsewhere the right password still works.
    expect((await me(cookie)).statusCode).toBe(200);
    const elsewhere = await asStaff(t.app, cookie, {
      method: 'POST',
      url: '/api/v1/admin/account/password',
      payload: { currentPassword: STAFF_PASSWORD, newPassword: 'a brand new long password' },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('ends a session 7 days after sign-in, however often it is used', async () => {
    const cookie = await signInStaff(t.app, 'owner@shop.in');
    const hash = tokenHash(cookie.split('=')[1]!);
    const signedIn = (age: string) =>
      t.db
        .update(staffSessions)
        .set({
          createdAt: sql`now() - ${age}::interval`,
          lastUsedAt: sql`now() - interval '1 hour'`,
        })
        .where(eq(staffSessions.tokenHash, hash));
    await signedIn('6 days 23 hours');
    expect((await me(cookie)).statusCode).toBe(200);
    await signedIn('7 days 1 minute');
    const ended = await me(cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ error: 'Your session has ended. Please sign in again.' });
  });

  it('ends sessions as many days after sign-in as STAFF_SESSION_MAX_DAYS says', async () => {
    const daily = await createTestApp(driver, { config: { STAFF_SESSION_MAX_DAYS: 1 } });
    try {
      await addStaff(daily, { email: 'daily@shop.in', role: 'owner' });
      const cookie = await signInStaff(daily.app, 'daily@shop.in');
      const me = () => asStaff(daily.app, cookie, { method: 'GET', url: '/api/v1/admin/session' });
      expect((await me()).statusCode).toBe(200);
      await daily.db
        .update(staffSessions)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(staffSessions.tokenHash, tokenHash(cookie.split('=')[1]!)));
      expect((await me()).statusCode).toBe(401);
    } finally {
      await daily.close();
    }
  });

  it('keeps staff and shoppers apart: a shopper’s credentials open no back-office session', async () => {
    const { signUp } = await import('../../test/test-app');
    const shopper = await signUp(t.app, {
      email: 'buyer@example.com',
      password: 'shopper-password-1',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/session',
      headers: fromBackOffice(),
      payload: { email: shopper.email, password: shopper.password },
    });
    expect(response.statusCode).toBe(401);
    const withBearer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/orders',
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(withBearer.statusCode).toBe(401);
  });
});
