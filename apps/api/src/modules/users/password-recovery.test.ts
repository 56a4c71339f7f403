import { userMessages } from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import { sendDueMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { createTestApp, drivers, signUp, type TestApp } from '../../test/test-app';
import { hashToken } from './service';

describe.each(drivers)('password recovery and change on %s', (driver) => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(driver, {
      config: { SMTP_URL: smtp.url, MAIL_FROM: 'shop@tvmounts.example.in' },
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        passwordResetsPerAccountPerHour: 4,
        maxSignInFailuresPerAccountAndIp: 3,
        delayBaseMs: 1,
        delayMaxMs: 1,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/${url}`, payload, headers });
  const signIn = (email: string, password: string) => post('authorize', { email, password });
  const accountInfo = (auth: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/accountInfo', headers: auth });

  /** Asks for a link and answers the token from the e-mail the SMTP server received. */
  async function resetLinkFor(email: string): Promise<string> {
    const before = smtp.to(email).length;
    const asked = await post('forgot-password', { email });
    expect(asked.statusCode, asked.body).toBe(202);
    await t.app.mail.passwords.settled();
    await sendDueMail(t.app);
    const mails = smtp.to(email).slice(before);
    const reset = mails.find((mail) => /reset/i.test(mail.subject ?? ''));
    expect(reset, mails.map((mail) => mail.subject).join()).toBeDefined();
    const link = /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(reset!.text!);
    expect(link, reset!.text).not.toBeNull();
    return decodeURIComponent(link![1]!);
  }

  it('resets a forgotten password with the e-mailed link, ends every session and tells the shopper', async () => {
    const shopper = await signUp(t.app);
    const token = await resetLinkFor(shopper.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    // Only the token's hash is kept.
    const stored = [
      await t.db.select().from(passwordResetTokens),
      await t.db.select().from(mailOutbox),
    ];
    expect(JSON.stringify(stored)).not.toContain(token);

    const reset = await post('reset-password', { token, password: 'Monsoon-Evenings-2026' });
    expect(reset.statusCode, reset.body).toBe(204);
    expect(reset.body).toBe('');

    expect((await accountInfo(shopper.auth)).statusCode).toBe(401);
    expect((await signIn(shopper.email, shopper.password)).statusCode).toBe(401);
    expect((await signIn(shopper.email, 'Monsoon-Evenings-2026')).statusCode).toBe(200);

    await sendDueMail(t.app);
    const changed = smtp
      .to(shopper.email)
      .find((mail) => /password.*changed/i.test(mail.subject ?? ''));
    expect(changed?.text).toContain('/forgot-password');
  });

  it('refuses a used, superseded, expired or made-up link with 400', async () => {
    const shopper = await signUp(t.app);
    const refused = async (token: string) => {
      const response = await post('reset-password', { token, password: 'Another-Good-One-77' });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: userMessages.resetLinkInvalid });
    };

    const used = await resetLinkFor(shopper.email);
    expect(
      (await post('reset-password', { token: used, password: 'First-New-Pass-11' })).statusCode,
    ).toBe(204);
    await refused(used);

    const older = await resetLinkFor(shopper.email);
    const newer = await resetLinkFor(shopper.email);
    await refused(older);

    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, hashToken(newer)));
    await refused(newer);

    await refused('A'.repeat(43));
    await refused('not-a-token');
  });

  it('answers an unknown e-mail exactly as a known one, and sends nothing', async () => {
    const shopper = await signUp(t.app);
    const known = await post('forgot-password', { email: shopper.email });
    const unknown = await post('forgot-password', { email: 'no-such-shopper@example.in' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({ message: userMessages.resetRequested });
    const headers = (response: typeof known) => {
      const { date: _date, ...rest } = response.headers;
      return rest;
    };
    expect(headers(unknown)).toEqual(headers(known));
    await t.app.mail.passwords.settled();
    await sendDueMail(t.app);
    expect(smtp.to('no-such-shopper@example.in')).toHaveLength(0);
  });

  it('refuses malformed requests with 400 and a clear error', async () => {
    const shopper = await signUp(t.app);
    const cases: [string, object, Record<string, string>?][] = [
      ['forgot-password', { email: 'not-an-address' }],
      ['forgot-password', {}],
      ['reset-password', { password: 'Fine-Password-88' }],
      ['reset-password', { token: 'x'.repeat(201), password: 'Fine-Password-88' }],
      ['change-password', { currentPassword: shopper.password }, shopper.auth],
      ['change-password', { currentPassword: '', newPassword: 'Brand-New-Pass-42' }, shopper.auth],
    ];
    for (const [url, payload, headers] of cases) {
      const response = await post(url, payload, headers);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
  });

  it('limits reset requests per account and per IP', async () => {
    const shopper = await signUp(t.app);
    const ask = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/forgot-password',
        payload: { email },
        remoteAddress: ip,
      });
    for (let i = 0; i < 4; i++)
      expect((await ask(shopper.email, `198.51.100.${i}`)).statusCode).toBe(202);
    const fifth = await ask(shopper.email, '198.51.100.50');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toMatch(/^Too many password reset requests\. Please try again in/);
    expect(fifth.headers['retry-after']).toBeDefined();

    // The same counts for an address with no account, so a 429 tells nothing either.
    for (let i = 0; i < 4; i++) await ask('ghost@example.in', `198.51.100.${60 + i}`);
    expect((await ask('ghost@example.in', '198.51.100.70')).statusCode).toBe(429);

    for (let i = 0; i < DEFAULT_RATE_LIMITS.passwordResetsPerIpPerHour; i++) {
      await ask(`ip-limit-${i}@example.in`, '203.0.113.77');
    }
    expect((await ask('one-more@example.in', '203.0.113.77')).statusCode).toBe(429);
    await t.app.mail.passwords.settled();
  });

  it('holds the new password to the registration rules', async () => {
    const shopper = await signUp(t.app);
    const token = await resetLinkFor(shopper.email);
    const short = await post('reset-password', { token, password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain(userMessages.password);
    const common = await post('reset-password', { token, password: 'password123' });
    expect(common.statusCode).toBe(422);
    expect(common.json().error).toMatch(/most common passwords/);
    // Refused passwords leave the link usable.
    expect((await post('reset-password', { token, password: 'Fine-Password-88' })).statusCode).toBe(
      204,
    );
  });

  it('changes the password from the account page: current one required, other sessions end', async () => {
    const shopper = await signUp(t.app);
    const other = await signIn(shopper.email, shopper.password);
    const otherAuth = { authorization: `Bearer ${other.json().token}` };

    const wrong = await post(
      'change-password',
      { currentPassword: 'not-my-password', newPassword: 'Brand-New-Pass-42' },
      shopper.auth,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ error: userMessages.currentPasswordWrong });

    const same = await post(
      'change-password',
      { currentPassword: shopper.password, newPassword: shopper.password },
      shopper.auth,
    );
    expect(same.statusCode).toBe(400);

    const anonymous = await post('change-password', {
      currentPassword: shopper.password,
      newPassword: 'Brand-New-Pass-42',
    });
    expect(anonymous.statusCode).toBe(401);

    const changed = await post(
      'change-password',
      { currentPassword: shopper.password, newPassword: 'Brand-New-Pass-42' },
      shopper.auth,
    );
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await accountInfo(shopper.auth)).statusCode).toBe(200);
    expect((await accountInfo(otherAuth)).statusCode).toBe(401);
    expect((await signIn(shopper.email, 'Brand-New-Pass-42')).statusCode).toBe(200);

    await sendDueMail(t.app);
    expect(
      smtp.to(shopper.email).some((mail) => /password.*changed/i.test(mail.subject ?? '')),
    ).toBe(true);
  });

  it('throttles guesses of the current password like sign-ins', async () => {
    const shopper = await signUp(t.app);
    let last = 0;
    for (let i = 0; i <= 3; i++) {
      last = (
        await post(
          'change-password',
          { currentPassword: `guess-${i}`, newPassword: 'Brand-New-Pass-42' },
          shopper.auth,
        )
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
