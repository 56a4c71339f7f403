import { adminMessages } from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff, staffSetupTokens } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import {
  addStaff,
  asStaff,
  fromBackOffice,
  sessionCookie,
  signInStaff,
  STAFF_PASSWORD,
} from '../../test/staff';
import { createTestApp, drivers, type TestApp } from '../../test/test-app';
import { issueSetupTokens } from './service';
import { totpCode } from './totp';

const PERIOD_MS = 30_000;

describe.each(drivers)('setup, invitations and two-factor sign-in on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { rateLimits: { ...DEFAULT_RATE_LIMITS, delayMaxMs: 0 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    cookie
      ? asStaff(t.app, cookie, { method: 'POST', url, payload })
      : t.app.inject({ method: 'POST', url, payload, headers: fromBackOffice() });

  describe('the first owner', () => {
    it('has no default account: nobody can sign in before setup', async () => {
      expect(await t.db.select().from(staff)).toEqual([]);
      for (const [email, password] of [
        ['admin@example.com', 'admin'],
        ['admin', 'password'],
        ['owner@example.com', 'changeme'],
      ]) {
        const response = await post('/api/v1/admin/session', { email, password });
        expect([400, 401]).toContain(response.statusCode);
      }
    });

    it('is created once from the setup link, which then stops working', async () => {
      const [issued] = await issueSetupTokens(t.db);
      const [older] = await issueSetupTokens(t.db);
      const token = issued!.token;
      const info = await t.app.inject({ url: `/api/v1/admin/setup/${token}` });
      expect(info.json()).toEqual({ storeName: issued!.store.storeName });

      const weak = await post('/api/v1/admin/setup', {
        token,
        email: 'a@shop.in',
        password: 'short',
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error).toContain(adminMessages.password);

      // Twelve characters and more, and still easy to guess: refused as the estimator says why,
      // and the link still works.
      for (const [password, why] of [
        ['password1234', /similar to a commonly used password/],
        ['qwertyuiop12', /too easy to guess/],
        ['chitrakart2026', /too easy to guess/],
        ['founder@shop.in1', /too easy to guess/],
      ] as const) {
        const guessable = await post('/api/v1/admin/setup', {
          token,
          email: 'Founder@Shop.in',
          password,
        });
        expect(guessable.statusCode, password).toBe(422);
        expect(guessable.json().error, password).toMatch(/^This password is too easy to guess\. /);
        expect(guessable.json().error, password).toMatch(why);
      }
      expect(await t.db.select().from(staff)).toEqual([]);

      const created = await post('/api/v1/admin/setup', {
        token,
        email: 'Founder@Shop.in',
        password: STAFF_PASSWORD,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ email: 'founder@shop.in', role: 'owner' });
      const cookie = sessionCookie(created);
      expect(
        (await asStaff(t.app, cookie, { method: 'GET', url: '/api/v1/admin/staff' })).statusCode,
      ).toBe(200);

      for (const used of [token, older!.token]) {
        const again = await post('/api/v1/admin/setup', {
          token: used,
          email: 'intruder@shop.in',
          password: STAFF_PASSWORD,
        });
        expect(again.statusCode).toBe(404);
        expect(again.json()).toEqual({ error: 'This setup link has expired or was already used.' });
      }
      // With an owner, the API prints no more setup links.
      expect(await issueSetupTokens(t.db)).toEqual([]);
    });

    it('refuses a setup link older than 24 hours', async () => {
      const [other] = await t.db
        .insert((await import('../../db/schema')).stores)
        .values({
          hosts: ['new.example.in'],
          storeName: 'New Shop',
          companyName: 'New Shop LLP',
          companyAddress: 'Pune 411001',
          companyPhone: '+91 20000 12345',
          companyEmail: 'hello@new.example.in',
        })
        .returning();
      const issued = (await issueSetupTokens(t.db)).find((link) => link.store.id === other!.id)!;
      await t.db
        .update(staffSetupTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(staffSetupTokens.storeId, other!.id));
      const response = await post('/api/v1/admin/setup', {
        token: issued.token,
        email: 'late@shop.in',
        password: STAFF_PASSWORD,
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('invitations', () => {
    let owner: string;
    beforeAll(async () => {
      await addStaff(t, { email: 'inviter@shop.in', role: 'owner' });
      owner = await signInStaff(t.app, 'inviter@shop.in');
    });

    it('an owner invites; the one-time link (72 h) sets a password and signs in with the role', async () => {
      const invited = await post(
        '/api/v1/admin/staff',
        { email: 'Packer@Shop.in', role: 'fulfilment' },
        owner,
      );
      expect(invited.statusCode, invited.body).toBe(201);
      const { inviteUrl } = invited.json<{ inviteUrl: string }>();
      expect(inviteUrl).toMatch(/^http:\/\/localhost\/admin\/invite\?token=[A-Za-z0-9_-]{43}$/);
      const token = new URL(inviteUrl).searchParams.get('token')!;

      const [row] = await t.db.select().from(staff).where(eq(staff.email, 'packer@shop.in'));
      expect(row!.inviteExpiresAt!.getTime() - Date.now()).toBeGreaterThan(71.9 * 3600_000);
      expect(row!.inviteExpiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(72 * 3600_000);
      expect(row!.inviteTokenHash).not.toBe(token);

      expect((await t.app.inject({ url: `/api/v1/admin/invites/${token}` })).json()).toEqual({
        email: 'packer@shop.in',
        role: 'fulfilment',
      });
      const guessable = await post('/api/v1/admin/invites/accept', {
        token,
        password: 'Password@1234',
      });
      expect(guessable.statusCode).toBe(422);
      expect(guessable.json().error).toMatch(/^This password is too easy to guess\. /);
      const accepted = await post('/api/v1/admin/invites/accept', {
        token,
        password: STAFF_PASSWORD,
      });
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(accepted.json()).toMatchObject({ email: 'packer@shop.in', role: 'fulfilment' });
      const again = await post('/api/v1/admin/invites/accept', { token, password: STAFF_PASSWORD });
      expect(again.statusCode).toBe(404);

      const list = await asStaff(t.app, owner, { method: 'GET', url: '/api/v1/admin/staff' });
      expect(list.json().data).toContainEqual(
        expect.objectContaining({ email: 'packer@shop.in', role: 'fulfilment', status: 'active' }),
      );
    });

    it('refuses an expired invitation', async () => {
      const invited = await post(
        '/api/v1/admin/staff',
        { email: 'slow@shop.in', role: 'manager' },
        owner,
      );
      const token = new URL(invited.json<{ inviteUrl: string }>().inviteUrl).searchParams.get(
        'token',
      )!;
      await t.db
        .update(staff)
        .set({ inviteExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(staff.email, 'slow@shop.in'));
      expect((await t.app.inject({ url: `/api/v1/admin/invites/${token}` })).statusCode).toBe(404);
      const accepted = await post('/api/v1/admin/invites/accept', {
        token,
        password: STAFF_PASSWORD,
      });
      expect(accepted.statusCode).toBe(404);
    });

    it('disabling a member ends their sessions; the last owner cannot be disabled', async () => {
      await addStaff(t, { email: 'leaver@shop.in', role: 'manager' });
      const leaver = await signInStaff(t.app, 'leaver@shop.in');
      const list = await asStaff(t.app, owner, {
        method: 'GET',
        url: '/api/v1/admin/staff?limit=100',
      });
      const byEmail = (email: string) =>
        list.json<{ data: { id: number; email: string }[] }>().data.find((m) => m.email === email)!;
      const disabled = await asStaff(t.app, owner, {
        method: 'PATCH',
        url: `/api/v1/admin/staff/${byEmail('leaver@shop.in').id}`,
        payload: { disabled: true },
      });
      expect(disabled.json()).toMatchObject({ status: 'disabled' });
      const me = await asStaff(t.app, leaver, { method: 'GET', url: '/api/v1/admin/session' });
      expect(me.statusCode).toBe(401);
      const signIn = await post('/api/v1/admin/session', {
        email: 'leaver@shop.in',
        password: STAFF_PASSWORD,
      });
      expect(signIn.statusCode).toBe(401);

      // Two owners (founder, inviter): the inviter may step down once, not leave none.
      const founder = byEmail('founder@shop.in');
      const demoted = await asStaff(t.app, owner, {
        method: 'PATCH',
        url: `/api/v1/admin/staff/${founder.id}`,
        payload: { disabled: true },
      });
      expect(demoted.statusCode).toBe(200);
      const self = await asStaff(t.app, owner, {
        method: 'PATCH',
        url: `/api/v1/admin/staff/${byEmail('inviter@shop.in').id}`,
        payload: { role: 'manager' },
      });
      expect(self.statusCode).toBe(409);
      expect(self.json()).toEqual({ error: 'The store needs at least one active owner.' });
      const actions = (await t.db.select({ action: auditLog.action }).from(auditLog)).map(
        (entry) => entry.action,
      );
      expect(actions).toEqual(
        expect.arrayContaining([
          'staff.setup',
          'staff.invited',
          'staff.invite_accepted',
          'staff.disabled',
        ]),
      );
    });
  });

  describe('two-factor sign-in (TOTP)', () => {
    it('enrols with a code from the app, then asks for a code at every sign-in', async () => {
      await addStaff(t, { email: 'careful@shop.in', role: 'manager' });
      const cookie = await signInStaff(t.app, 'careful@shop.in');
      const started = await post('/api/v1/admin/account/totp', {}, cookie);
      expect(started.statusCode, started.body).toBe(200);
      const { secret, otpauthUrl } = started.json<{ secret: string; otpauthUrl: string }>();
      expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+\?/);
      expect(new URL(otpauthUrl).searchParams.get('secret')).toBe(secret);
      expect(new URL(otpauthUrl).searchParams.get('digits')).toBe('6');

      const wrong = await post('/api/v1/admin/account/totp/confirm', { code: '000000' }, cookie);
      expect(wrong.statusCode).toBe(422);
      // The code of the step before counts too: phones' clocks drift.
      const confirmed = await post(
        '/api/v1/admin/account/totp/confirm',
        { code: totpCode(secret, Date.now() - PERIOD_MS) },
        cookie,
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);

      const withoutCode = await post('/api/v1/admin/session', {
        email: 'careful@shop.in',
        password: STAFF_PASSWORD,
      });
      expect(withoutCode.statusCode).toBe(401);
      expect(withoutCode.json()).toEqual({ error: adminMessages.codeRequired });
      expect(withoutCode.cookies).toEqual([]);

      const code = totpCode(secret);
      const withCode = await post('/api/v1/admin/session', {
        email: 'careful@shop.in',
        password: STAFF_PASSWORD,
        code,
      });
      expect(withCode.statusCode, withCode.body).toBe(200);
      expect(withCode.json()).toMatchObject({ totpEnabled: true });

      // A code is accepted once: seen over a shoulder, it opens nothing.
      const replayed = await post('/api/v1/admin/session', {
        email: 'careful@shop.in',
        password: STAFF_PASSWORD,
        code,
      });
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json()).toEqual({ error: adminMessages.invalidCredentials });

      const wrongPassword = await post('/api/v1/admin/session', {
        email: 'careful@shop.in',
        password: 'not the password',
        code: totpCode(secret, Date.now() + PERIOD_MS),
      });
      expect(wrongPassword.statusCode).toBe(401);

      // A recovery code signs in once, in place of the app's code.
      const recovery = recoveryCodes[0]!;
      const recovered = await post('/api/v1/admin/session', {
        email: 'careful@shop.in',
        password: STAFF_PASSWORD,
        code: ` ${recovery.toUpperCase()} `,
      });
      expect(recovered.statusCode, recovered.body).toBe(200);
      const reused = await post('/api/v1/admin/session', {
        email: 'careful@shop.in',
        password: STAFF_PASSWORD,
        code: recovery,
      });
      expect(reused.statusCode).toBe(401);
      // The secret and the codes' hashes never leave the database.
      expect(JSON.stringify(recovered.json())).not.toContain(secret);
    });

    it('an owner can require it for everyone: others must enrol before anything else', async () => {
      await addStaff(t, { email: 'boss2@shop.in', role: 'owner' });
      await addStaff(t, { email: 'casual@shop.in', role: 'manager' });
      const boss = await signInStaff(t.app, 'boss2@shop.in');
      const manager = await signInStaff(t.app, 'casual@shop.in');
      const required = await asStaff(t.app, boss, {
        method: 'PUT',
        url: '/api/v1/admin/security',
        payload: { requireTotp: true },
      });
      expect(required.json()).toEqual({ requireTotp: true });

      const me = await asStaff(t.app, manager, { method: 'GET', url: '/api/v1/admin/session' });
      expect(me.json()).toMatchObject({ mustEnrolTotp: true });
      const orders = await asStaff(t.app, manager, { method: 'GET', url: '/api/v1/admin/orders' });
      expect(orders.statusCode).toBe(403);
      expect(orders.json()).toEqual({ error: adminMessages.enrolmentRequired });

      const started = await post('/api/v1/admin/account/totp', {}, manager);
      const { secret } = started.json<{ secret: string }>();
      const confirmed = await post(
        '/api/v1/admin/account/totp/confirm',
        { code: totpCode(secret) },
        manager,
      );
      expect(confirmed.statusCode).toBe(200);
      const after = await asStaff(t.app, manager, { method: 'GET', url: '/api/v1/admin/orders' });
      expect(after.statusCode).toBe(200);
      const off = await asStaff(t.app, manager, {
        method: 'DELETE',
        url: '/api/v1/admin/account/totp',
        payload: { password: STAFF_PASSWORD },
      });
      expect(off.statusCode).toBe(403);

      await asStaff(t.app, boss, {
        method: 'PUT',
        url: '/api/v1/admin/security',
        payload: { requireTotp: false },
      });
    });
  });
});
