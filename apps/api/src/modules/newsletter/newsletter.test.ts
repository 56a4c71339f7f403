import {
  type AdminSubscriberList,
  NEWSLETTER_CONSENT_TEXT,
  type NewsletterUnsubscribed,
} from '@storefront/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscribers, stores } from '../../db/schema';
import { sendDueMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import { createTestApp, drivers, type TestApp } from '../../test/test-app';

const OTHER_STORE = 'newsletter.example.in';

let addresses = 0;
/** An address of its own for each sign-up, unless a test is about one address's limit. */
const freshIp = () => `10.80.${Math.floor(++addresses / 250)}.${addresses % 250}`;

describe.each(drivers)('the newsletter on %s', (driver) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let owner: string;
  let otherOwner: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(driver, {
      config: { SMTP_URL: smtp.url, MAIL_FROM: 'shop@chitrakart.in' },
    });
    await addStaff(t, { email: 'owner@newsletter.in', role: 'owner' });
    const [other] = await t.db
      .insert(stores)
      .values({
        hosts: [OTHER_STORE],
        storeName: 'Other',
        companyName: 'Other',
        companyAddress: 'Other',
        companyPhone: '+91 90000 00000',
        companyEmail: 'other@example.in',
      })
      .returning();
    await addStaff(t, { email: 'owner@other-newsletter.in', role: 'owner', storeId: other!.id });
    owner = await signInStaff(t.app, 'owner@newsletter.in');
    otherOwner = await signInStaff(t.app, 'owner@other-newsletter.in', { host: OTHER_STORE });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const subscribe = (email: unknown, { ip = freshIp() }: { ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email },
      remoteAddress: ip,
    });
  const unsubscribe = (
    token: string,
    request: { payload?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/newsletter/unsubscribe/${encodeURIComponent(token)}`,
      ...request,
    });
  const subscriber = async (email: string) =>
    (
      await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
    )[0]!;
  const confirmations = (email: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'newsletter_subscribed')));

  it('records the address with the consent it was given and when, and mails a confirmation with a one-click unsubscribe', async () => {
    const before = Date.now();
    const response = await subscribe('  Asha.News@Example.in ');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ subscribed: true });

    const row = await subscriber('asha.news@example.in');
    expect(row).toMatchObject({ status: 'subscribed', consentText: NEWSLETTER_CONSENT_TEXT });
    expect(row.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    await sendDueMail(t.app);
    const [mail] = smtp.to('asha.news@example.in');
    expect(mail!.subject).toBe('You are subscribed to the ChitraKart newsletter');
    expect(mail!.text).toContain(NEWSLETTER_CONSENT_TEXT);
    expect(mail!.text).toContain(`http://localhost:3000/unsubscribe?token=${row.token}`);
    // Mail apps' own Unsubscribe button (RFC 8058): a POST to the API, no sign-in.
    const header = (name: string) =>
      mail!.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
    expect(header('list-unsubscribe')).toBe(
      `<http://localhost:8044/api/v1/newsletter/unsubscribe/${row.token}>`,
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('answers the same for an address subscribed already, and mails it no second confirmation', async () => {
    const email = 'asha.twice@example.in';
    expect((await subscribe(email)).statusCode).toBe(201);
    const first = await subscriber(email);
    const again = await subscribe(email);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ subscribed: true });
    expect(await confirmations(email)).toHaveLength(1);
    expect((await subscriber(email)).consentedAt).toEqual(first.consentedAt);
  });

  it('unsubscribes with the link’s token, no sign-in, however often it is followed; a new sign-up is a new consent', async () => {
    const email = 'asha.leaves@example.in';
    await subscribe(email);
    const { token, consentedAt } = await subscriber(email);

    const response = await unsubscribe(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<NewsletterUnsubscribed>()).toEqual({ email, status: 'unsubscribed' });
    const left = await subscriber(email);
    expect(left.status).toBe('unsubscribed');
    expect(left.unsubscribedAt).not.toBeNull();
    // Again: the same answer, still unsubscribed.
    expect((await unsubscribe(token)).json()).toEqual({ email, status: 'unsubscribed' });

    // Back on the list with a new consent and a new confirmation.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await subscribe(email)).statusCode).toBe(201);
    const back = await subscriber(email);
    expect(back.status).toBe('subscribed');
    expect(back.unsubscribedAt).toBeNull();
    expect(back.consentedAt.getTime()).toBeGreaterThan(consentedAt.getTime());
    expect(await confirmations(email)).toHaveLength(2);
  });

  it('takes a mail app’s one-click unsubscribe (RFC 8058’s form POST)', async () => {
    const email = 'asha.oneclick@example.in';
    await subscribe(email);
    const { token } = await subscriber(email);
    const response = await unsubscribe(token, {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await subscriber(email)).status).toBe('unsubscribed');
  });

  it('answers 404 for a link that names nobody', async () => {
    for (const token of ['A'.repeat(22), 'short', 'x'.repeat(100)]) {
      const response = await unsubscribe(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual({
        error: 'This unsubscribe link is not valid. Please use the link in our latest e-mail.',
      });
    }
  });

  it('refuses a missing or invalid address with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      ['', 'email: Please enter your e-mail address'],
      ['asha@', 'email: Please enter a valid e-mail address'],
      [undefined, 'email: Please enter your e-mail address'],
      [42, 'email: Please enter your e-mail address'],
    ];
    for (const [email, error] of cases) {
      const response = await subscribe(email);
      expect(response.statusCode, String(email)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
  });

  it('takes 10 sign-ups an hour from one address and 3 of one e-mail, then 429', async () => {
    const ip = '10.81.0.1';
    for (let i = 0; i < 10; i++) {
      expect((await subscribe(`many${i}@example.in`, { ip })).statusCode).toBe(201);
    }
    const refused = await subscribe('many10@example.in', { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many sign-ups came from your network\./);

    for (let i = 0; i < 3; i++) expect((await subscribe('victim@example.in')).statusCode).toBe(201);
    const tooOften = await subscribe('victim@example.in');
    expect(tooOften.statusCode).toBe(429);
    expect(tooOften.json().error).toMatch(/^This e-mail address was signed up too often\./);
  });

  it('lists the subscribers with their consent for the store’s staff, and exports them as CSV', async () => {
    // An address a spreadsheet would read as a formula.
    await subscribe('+sum-1@example.in');
    await subscribe('priya.list@example.in');
    const list = await asStaff(t.app, owner, {
      method: 'GET',
      url: '/api/v1/admin/subscribers?q=priya.list',
    });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<AdminSubscriberList>();
    expect(body.data).toEqual([
      expect.objectContaining({
        email: 'priya.list@example.in',
        status: 'subscribed',
        consentText: NEWSLETTER_CONSENT_TEXT,
        unsubscribedAt: null,
      }),
    ]);
    expect(body.pagination.total).toBe(1);
    expect(body.subscribed).toBeGreaterThan(1);

    const exported = await asStaff(t.app, owner, {
      method: 'GET',
      url: '/api/v1/admin/subscribers/export?status=subscribed',
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="newsletter-subscribers.csv"',
    );
    const lines = exported.body.trim().split('\n');
    expect(lines[0]).toBe('email,status,consented_at,consent_text,unsubscribed_at');
    expect(lines).toHaveLength(1 + body.subscribed);
    expect(lines.some((line) => line.startsWith('priya.list@example.in,subscribed,'))).toBe(true);
    // A cell a spreadsheet would run as a formula is written as text.
    expect(lines.some((line) => line.startsWith(`'+sum-1@example.in,subscribed,`))).toBe(true);
    expect(lines.every((line) => !line.includes(',unsubscribed,'))).toBe(true);

    // Another store's staff see none of them.
    const theirs = await asStaff(t.app, otherOwner, {
      method: 'GET',
      url: '/api/v1/admin/subscribers',
      host: OTHER_STORE,
    });
    expect(theirs.json<AdminSubscriberList>()).toMatchObject({ data: [], subscribed: 0 });
    const theirFile = await asStaff(t.app, otherOwner, {
      method: 'GET',
      url: '/api/v1/admin/subscribers/export',
      host: OTHER_STORE,
    });
    expect(theirFile.body.trim()).toBe('email,status,consented_at,consent_text,unsubscribed_at');
  });

  it('exports a long list whole, a page at a time', async () => {
    const [other] = await t.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.hosts, [OTHER_STORE]));
    await t.db.insert(newsletterSubscribers).values(
      Array.from({ length: 2500 }, (_, i) => ({
        storeId: other!.id,
        email: `bulk${i}@example.in`,
        consentText: NEWSLETTER_CONSENT_TEXT,
        consentedAt: new Date(),
        token: `bulk-token-${String(i).padStart(11, '0')}`,
      })),
    );
    const exported = await asStaff(t.app, otherOwner, {
      method: 'GET',
      url: '/api/v1/admin/subscribers/export',
      host: OTHER_STORE,
    });
    const emails = exported.body
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(emails).toHaveLength(2500);
    expect(new Set(emails).size).toBe(2500);
    expect(emails[0]).toBe('bulk2499@example.in');
    expect(emails.at(-1)).toBe('bulk0@example.in');
  });
});
