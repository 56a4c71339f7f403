import type { AdminContactList, AdminContactMessage, AuditList } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema';
import { sendDueMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import { createTestApp, drivers, type TestApp } from '../../test/test-app';

const STORE_EMAIL = 'care@chitrakart.in';
const OTHER_STORE = 'contact.example.in';

let addresses = 0;
/** An address of its own for each message, unless a test is about one address's limit. */
const freshIp = () => `10.70.${Math.floor(++addresses / 250)}.${addresses % 250}`;

let senders = 0;
const message = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Asha Verma',
  email: `asha.contact${++senders}@example.in`,
  subject: 'Wall mount size',
  message: 'Will the tilting mount fit a 55" TV?',
  ...overrides,
});

describe.each(drivers)('the contact form and Messages on %s', (driver) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let owner: string;
  let manager: string;
  let otherOwner: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(driver, {
      config: { SMTP_URL: smtp.url, MAIL_FROM: 'shop@chitrakart.in' },
    });
    await addStaff(t, { email: 'owner@contact.in', role: 'owner' });
    await addStaff(t, { email: 'manager@contact.in', role: 'manager' });
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
    await addStaff(t, { email: 'owner@other.in', role: 'owner', storeId: other!.id });
    owner = await signInStaff(t.app, 'owner@contact.in');
    manager = await signInStaff(t.app, 'manager@contact.in');
    otherOwner = await signInStaff(t.app, 'owner@other.in', { host: OTHER_STORE });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const send = (
    payload: Record<string, unknown>,
    { ip = freshIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload,
      headers,
      remoteAddress: ip,
    });

  const staffGet = <T>(cookie: string, url: string, host?: string) =>
    asStaff(t.app, cookie, { method: 'GET', url, host }).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    });

  /** The message of the store's list sent from `email`. */
  async function listed(email: string) {
    const list = await staffGet<AdminContactList>(
      owner,
      `/api/v1/admin/messages?q=${encodeURIComponent(email)}`,
    );
    expect(list.data).toHaveLength(1);
    return list.data[0]!;
  }

  it('keeps a message, lists it unread for the staff and mails it to the shop, answerable by reply', async () => {
    const sent = message({ email: '  Asha.Keeps@Example.in ', subject: 'Remote not pairing' });
    const response = await send(sent);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ received: true });

    const summary = await listed('asha.keeps@example.in');
    expect(summary).toMatchObject({
      name: 'Asha Verma',
      email: 'asha.keeps@example.in',
      subject: 'Remote not pairing',
      preview: 'Will the tilting mount fit a 55" TV?',
      status: 'unread',
      replies: 0,
    });

    await sendDueMail(t.app);
    const [mail] = smtp.to(STORE_EMAIL).filter((m) => m.subject?.includes('Remote not pairing'));
    expect(mail, 'the shop is told').toBeDefined();
    expect(mail!.subject).toBe('Contact message: Remote not pairing — ChitraKart');
    expect(mail!.text).toContain('Will the tilting mount fit a 55" TV?');
    expect(mail!.text).toContain(`/admin/messages/${summary.id}`);
    // A reply from the shop's mail app goes to the customer.
    expect(mail!.replyTo?.text).toBe('asha.keeps@example.in');
  });

  it('lists unread messages first, then read, then done, newest first within each', async () => {
    const emails = ['order.first@example.in', 'order.second@example.in', 'order.third@example.in'];
    for (const email of emails) expect((await send(message({ email }))).statusCode).toBe(201);
    const [first, second] = await Promise.all(emails.slice(0, 2).map(listed));
    // The first is opened (read), the second done; the third stays unread.
    await staffGet(owner, `/api/v1/admin/messages/${first!.id}`);
    const done = await asStaff(t.app, owner, {
      method: 'POST',
      url: `/api/v1/admin/messages/${second!.id}/status`,
      payload: { status: 'done' },
    });
    expect(done.statusCode, done.body).toBe(200);

    const list = await staffGet<AdminContactList>(owner, '/api/v1/admin/messages?limit=100');
    const ours = list.data.filter((row) => emails.includes(row.email));
    expect(ours.map((row) => [row.email, row.status])).toEqual([
      ['order.third@example.in', 'unread'],
      ['order.first@example.in', 'read'],
      ['order.second@example.in', 'done'],
    ]);
    const statuses = list.data.map((row) => row.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => rank(a) - rank(b)));
    expect(list.unread).toBe(statuses.filter((status) => status === 'unread').length);

    const unread = await staffGet<AdminContactList>(owner, '/api/v1/admin/messages?status=unread');
    expect(unread.data.every((row) => row.status === 'unread')).toBe(true);
    expect(unread.data.map((row) => row.email)).toContain('order.third@example.in');
  });

  it('answers a message by e-mail from the back office, keeps the answer and marks it done', async () => {
    const email = 'asha.answer@example.in';
    await send(message({ email, subject: 'Delivery to Pune' }));
    const { id } = await listed(email);

    const replied = await asStaff(t.app, manager, {
      method: 'POST',
      url: `/api/v1/admin/messages/${id}/replies`,
      payload: { body: 'Yes, we deliver to Pune in 3 days.', done: true },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const answered = replied.json<AdminContactMessage>();
    expect(answered).toMatchObject({
      id,
      status: 'done',
      doneBy: 'manager@contact.in',
      replies: [{ body: 'Yes, we deliver to Pune in 3 days.', by: 'manager@contact.in' }],
    });
    expect(answered.readAt).not.toBeNull();
    expect(answered.doneAt).not.toBeNull();

    await sendDueMail(t.app);
    const [mail] = smtp.to(email);
    expect(mail!.subject).toBe('Re: Delivery to Pune — ChitraKart');
    expect(mail!.text).toContain('Yes, we deliver to Pune in 3 days.');
    // The customer's own words are not mailed back to the address they typed.
    expect(mail!.text).not.toContain('Will the tilting mount fit');

    // Opened again, then done again; a change to the status it has is a 409.
    const again = (status: string) =>
      asStaff(t.app, owner, {
        method: 'POST',
        url: `/api/v1/admin/messages/${id}/status`,
        payload: { status },
      });
    expect((await again('done')).statusCode).toBe(409);
    const reopened = await again('read');
    expect(reopened.json<AdminContactMessage>()).toMatchObject({ status: 'read', doneAt: null });

    const audit = await staffGet<AuditList>(owner, '/api/v1/admin/audit?limit=100');
    const actions = audit.data
      .filter((entry) => entry.entity === 'contact_message' && entry.entityId === String(id))
      .map((entry) => entry.action);
    expect(actions).toEqual(['contact_message.reopened', 'contact_message.replied']);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [message({ name: '  ' }), 'name: Please enter your name'],
      [message({ name: 'x'.repeat(101) }), 'name: Name must be at most 100 characters'],
      [message({ email: '' }), 'email: Please enter your e-mail address'],
      [message({ email: 'asha@' }), 'email: Please enter a valid e-mail address'],
      [message({ subject: '' }), 'subject: Please enter a subject'],
      [message({ subject: 'x'.repeat(201) }), 'subject: Subject must be at most 200 characters'],
      [message({ message: ' ' }), 'message: Please enter your message'],
      [message({ message: 'x'.repeat(5001) }), 'message: Message must be at most 5000 characters'],
      [
        message({ message: 'a\u0000b' }),
        'message: must not contain NUL characters or unpaired surrogates',
      ],
      [{ email: 'a@example.in', subject: 's', message: 'm' }, 'name: Please enter your name'],
    ];
    for (const [payload, error] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    const reply = await asStaff(t.app, owner, {
      method: 'POST',
      url: '/api/v1/admin/messages/1/replies',
      payload: { body: '   ' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: 'body: is required' });
  });

  it('takes 10 messages an hour from one address and 5 from one e-mail, then 429', async () => {
    const ip = '10.71.0.1';
    for (let i = 0; i < 10; i++) {
      expect((await send(message(), { ip })).statusCode).toBe(201);
    }
    const refused = await send(message(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(
      /^Too many messages were sent from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(refused.headers['retry-after']).toBeDefined();

    const email = 'asha.often@example.in';
    for (let i = 0; i < 5; i++) expect((await send(message({ email }))).statusCode).toBe(201);
    const tooOften = await send(message({ email }));
    expect(tooOften.statusCode).toBe(429);
    expect(tooOften.json().error).toMatch(/^Too many messages were sent with this e-mail address/);
  });

  it('shows a store its own messages only', async () => {
    const email = 'asha.mine@example.in';
    await send(message({ email }));
    const { id } = await listed(email);
    const theirs = await staffGet<AdminContactList>(
      otherOwner,
      '/api/v1/admin/messages',
      OTHER_STORE,
    );
    expect(theirs.data.map((row) => row.id)).not.toContain(id);
    for (const request of [
      { method: 'GET' as const, url: `/api/v1/admin/messages/${id}` },
      {
        method: 'POST' as const,
        url: `/api/v1/admin/messages/${id}/replies`,
        payload: { body: 'Hello' },
      },
      {
        method: 'POST' as const,
        url: `/api/v1/admin/messages/${id}/status`,
        payload: { status: 'done' },
      },
    ]) {
      const response = await asStaff(t.app, otherOwner, { ...request, host: OTHER_STORE });
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json()).toEqual({ error: 'Message not found' });
    }
    expect((await listed(email)).status).toBe('unread');
  });
});

function rank(status: string): number {
  return ['unread', 'read', 'done'].indexOf(status);
}
