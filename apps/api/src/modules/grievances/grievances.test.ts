import {
  type AdminGrievance,
  type AdminGrievanceList,
  type AuditList,
  type Dashboard,
  GRIEVANCE_TICKET_PATTERN,
  type GrievanceStatusAnswer,
  type MailboxMessage,
  type Order,
} from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, stores } from '../../db/schema';
import { sendDueMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';

const HOUR = 3_600_000;
/** 10:00 in India on 10 March 2026. */
const RECEIVED = new Date('2026-03-10T04:30:00Z');
const OTHER_STORE = 'grievances.example.in';

let addresses = 0;
/** An address of its own for each filing, unless a test is about one address's limit. */
const freshIp = () => `10.50.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const complaint = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Asha Verma',
  contact: 'asha.grievance@example.in',
  message: 'The wall mount arrived with a bent bracket.',
  ...overrides,
});

describe.each(drivers)('grievances on %s', (driver) => {
  let t: TestApp;
  let clock = RECEIVED;
  let owner: string;
  let manager: string;

  beforeAll(async () => {
    t = await createTestApp(driver, { now: () => new Date(clock) });
    await addStaff(t, { email: 'owner@grievances.in', role: 'owner' });
    await addStaff(t, { email: 'manager@grievances.in', role: 'manager' });
    await addStaff(t, { email: 'packer@grievances.in', role: 'fulfilment' });
    owner = await signInStaff(t.app, 'owner@grievances.in');
    manager = await signInStaff(t.app, 'manager@grievances.in');
    await t.db.insert(stores).values({
      hosts: [OTHER_STORE],
      storeName: 'Other',
      companyName: 'Other',
      companyAddress: 'Other',
      companyPhone: '+91 90000 00000',
      companyEmail: 'other@example.in',
    });
  });
  afterAll(async () => {
    clock = RECEIVED;
    await t?.close();
  });

  const file = (
    payload: Record<string, unknown>,
    { ip = freshIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/grievances',
      payload,
      headers,
      remoteAddress: ip,
    });

  async function fileOk(payload: Record<string, unknown> = complaint()): Promise<string> {
    const response = await file(payload);
    expect(response.statusCode, response.body).toBe(201);
    const { ticket } = response.json<{ ticket: string }>();
    return ticket;
  }

  const lookup = (
    ticket: string,
    contact?: string,
    { ip = freshIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/grievances/${encodeURIComponent(ticket)}${contact === undefined ? '' : `?contact=${encodeURIComponent(contact)}`}`,
      headers,
      remoteAddress: ip,
    });

  const staffGet = <T>(cookie: string, url: string) =>
    asStaff(t.app, cookie, { method: 'GET', url }).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    });
  const change = (ticket: string, payload: Record<string, unknown>, cookie = manager) =>
    asStaff(t.app, cookie, {
      method: 'POST',
      url: `/api/v1/admin/grievances/${ticket}/status`,
      payload,
    });
  const outboxTo = (email: string) =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  describe('POST /grievances and GET /grievances/{ticket}', () => {
    it('files a complaint, answers its ticket, and shows its status to the e-mail it gave', async () => {
      const ticket = await fileOk(complaint({ contact: '  Asha.Status@Example.in ' }));
      expect(ticket).toMatch(GRIEVANCE_TICKET_PATTERN);

      const response = await lookup(ticket, 'asha.status@EXAMPLE.in');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json<GrievanceStatusAnswer>()).toEqual({
        ticket,
        status: 'open',
        createdAt: RECEIVED.toISOString(),
        acknowledgedAt: null,
        resolvedAt: null,
        acknowledgeBy: new Date(RECEIVED.getTime() + 48 * HOUR).toISOString(),
        resolveBy: '2026-04-10T04:30:00.000Z',
        resolution: null,
      });
      // The ticket as a person types it.
      expect(
        (await lookup(ticket.toLowerCase().replace('-', ' '), 'asha.status@example.in')).statusCode,
      ).toBe(200);
    });

    it('takes an Indian mobile number as the contact, and finds it however it is written', async () => {
      const ticket = await fileOk(complaint({ contact: '+91 98450 12345' }));
      for (const contact of ['9845012345', '098450-12345', '+919845012345']) {
        expect((await lookup(ticket, contact)).statusCode, contact).toBe(200);
      }
    });

    it('answers the same 404 for a wrong contact and for a ticket that does not exist', async () => {
      const byMail = await fileOk(complaint({ contact: 'only.me@example.in' }));
      const byPhone = await fileOk(complaint({ contact: '9845099999' }));
      const answers = await Promise.all([
        lookup(byMail, 'someone.else@example.in'),
        lookup(byMail, '9845099999'),
        lookup(byMail, 'nonsense'),
        lookup(byPhone, '9845000000'),
        lookup(byPhone, 'only.me@example.in'),
        lookup('GRV-ZZZZZZZZ', 'only.me@example.in'),
        lookup('not a ticket at all', 'only.me@example.in'),
      ]);
      for (const response of answers) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json()).toEqual({ error: 'Grievance not found' });
      }
    });

    it('refuses bad input with 400 naming the field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [complaint({ name: '   ' }), 'name: Please enter your name'],
        [complaint({ name: 'x'.repeat(101) }), 'name: Name must be at most 100 characters'],
        [complaint({ contact: '' }), 'contact: Please enter your e-mail address or mobile number'],
        [
          complaint({ contact: '12345' }),
          'contact: Please enter an e-mail address, or a 10-digit Indian mobile number like 98450 12345',
        ],
        [
          complaint({ contact: 'asha@' }),
          'contact: Please enter an e-mail address, or a 10-digit Indian mobile number like 98450 12345',
        ],
        [complaint({ message: '' }), 'message: Please describe your complaint'],
        [
          complaint({ message: 'x'.repeat(5001) }),
          'message: Complaint must be at most 5000 characters',
        ],
        [
          complaint({ orderId: 'x'.repeat(41) }),
          'orderId: Order number must be at most 40 characters',
        ],
        [{ contact: 'a@example.in', message: 'm' }, 'name: Please enter your name'],
      ];
      for (const [payload, error] of cases) {
        const response = await file(payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(response.json()).toEqual({ error });
      }
      // 5000 characters exactly are fine.
      expect((await file(complaint({ message: 'x'.repeat(5000) }))).statusCode).toBe(201);

      const noContact = await lookup('GRV-ZZZZZZZZ');
      expect(noContact.statusCode).toBe(400);
      expect(noContact.json()).toEqual({ error: 'contact: is required' });
    });

    it('takes 10 complaints an hour from one address, then 429 until the hour is over', async () => {
      const ip = '10.60.0.1';
      for (let i = 0; i < 10; i++) {
        const response = await file(complaint({ contact: `flood${i}@example.in` }), { ip });
        expect(response.statusCode, response.body).toBe(201);
      }
      const refused = await file(complaint({ contact: 'flood10@example.in' }), { ip });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(
        /^Too many complaints were filed from your network\. Please try again in \d+ minutes\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      // Another address is not held back.
      expect(
        (await file(complaint({ contact: 'flood11@example.in' }), { ip: '10.60.0.2' })).statusCode,
      ).toBe(201);
    });

    it('counts the visitor the web server forwards, never the web server itself', async () => {
      // The storefront's web server posts a form for a browser without JavaScript (from this
      // machine, naming the browser in X-Forwarded-For): each browser has its own count.
      const viaWeb = (browser: string, contact: string) =>
        file(complaint({ contact }), { ip: '127.0.0.1', headers: { 'x-forwarded-for': browser } });
      for (let i = 0; i < 10; i++) {
        expect((await viaWeb('203.0.113.10', `web${i}@example.in`)).statusCode).toBe(201);
      }
      expect((await viaWeb('203.0.113.10', 'web10@example.in')).statusCode).toBe(429);
      expect((await viaWeb('203.0.113.11', 'web11@example.in')).statusCode).toBe(201);
      // From elsewhere the header is not believed: one client cannot pose as many.
      const spoofer = '10.61.0.1';
      for (let i = 0; i < 10; i++) {
        const response = await file(complaint({ contact: `spoof${i}@example.in` }), {
          ip: spoofer,
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        expect(response.statusCode).toBe(201);
      }
      const refused = await file(complaint({ contact: 'spoof10@example.in' }), {
        ip: spoofer,
        headers: { 'x-forwarded-for': '198.51.100.99' },
      });
      expect(refused.statusCode).toBe(429);
    });

    it('takes 5 complaints an hour for one e-mail or phone, whatever the address', async () => {
      for (const contact of ['inbox@example.in', '9845077777']) {
        for (let i = 0; i < 5; i++)
          expect((await file(complaint({ contact }))).statusCode).toBe(201);
        const refused = await file(complaint({ contact: contact.toUpperCase() }));
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error).toMatch(/with this e-mail address or phone number/);
      }
      expect((await file(complaint({ contact: '+91 98450 77777' }))).statusCode).toBe(429);
    });

    it('limits look-ups that find nothing per address, and gives found ones back', async () => {
      const ticket = await fileOk(complaint({ contact: 'guesser@example.in' }));
      const ip = '10.62.0.1';
      for (let i = 0; i < 25; i++) {
        expect((await lookup(ticket, 'guesser@example.in', { ip })).statusCode).toBe(200);
      }
      for (let i = 0; i < 20; i++) {
        expect(
          (await lookup(`GRV-${String(i).padStart(8, '0')}`, 'guesser@example.in', { ip }))
            .statusCode,
        ).toBe(404);
      }
      const refused = await lookup(ticket, 'guesser@example.in', { ip });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/^Too many complaint look-ups/);
      expect((await lookup(ticket, 'guesser@example.in')).statusCode).toBe(200);
    });

    it('links the order it names only when the order is this store’s and the contact is the order’s', async () => {
      const shopper = await signUp(t.app);
      const list = (await t.app.inject({ url: '/api/v1/products?limit=1' })).json<{
        data: { id: string }[];
      }>();
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: shopper.auth,
        payload: { products: { [list.data[0]!.id]: 1 }, shippingAddress: testShippingAddress },
      });
      const order = placed.json<Order>();
      const typed = `#${order.id.slice(0, 5).toLowerCase()}-${order.id.slice(5)}`;

      const detailOf = async (payload: Record<string, unknown>) =>
        staffGet<AdminGrievance>(owner, `/api/v1/admin/grievances/${await fileOk(payload)}`);
      // The shopper's own e-mail, or the phone of the order.
      expect(
        await detailOf(complaint({ contact: shopper.email, orderId: order.id })),
      ).toMatchObject({
        orderId: order.id,
        orderRef: order.id,
      });
      expect(
        await detailOf(complaint({ contact: '98450 12345', orderId: order.id.toLowerCase() })),
      ).toMatchObject({
        orderId: order.id,
      });
      // Someone else's contact, an order that does not exist: received all the same, not linked.
      for (const payload of [
        complaint({ contact: 'stranger@example.in', orderId: typed }),
        complaint({ contact: shopper.email, orderId: 'ZZZZZZZZZZ' }),
        complaint({ contact: shopper.email, orderId: '   ' }),
      ]) {
        const detail = await detailOf(payload);
        expect(detail.orderId).toBeNull();
        expect(detail.orderRef).toBe(payload.orderId === '   ' ? null : payload.orderId);
      }
    });

    it('keeps each store’s grievances to itself', async () => {
      const ours = await fileOk(complaint({ contact: 'isolated@example.in' }));
      const theirsResponse = await file(complaint({ contact: 'isolated@example.in' }), {
        headers: { 'x-store-host': OTHER_STORE },
      });
      expect(theirsResponse.statusCode).toBe(201);
      const theirs = theirsResponse.json<{ ticket: string }>().ticket;

      expect(
        (await lookup(ours, 'isolated@example.in', { headers: { 'x-store-host': OTHER_STORE } }))
          .statusCode,
      ).toBe(404);
      expect((await lookup(theirs, 'isolated@example.in')).statusCode).toBe(404);
      expect(
        (await lookup(theirs, 'isolated@example.in', { headers: { 'x-store-host': OTHER_STORE } }))
          .statusCode,
      ).toBe(200);

      const listed = await staffGet<AdminGrievanceList>(
        owner,
        '/api/v1/admin/grievances?q=isolated@example.in',
      );
      expect(listed.data.map((g) => g.ticket)).toEqual([ours]);
      const foreign = await asStaff(t.app, owner, {
        method: 'GET',
        url: `/api/v1/admin/grievances/${theirs}`,
      });
      expect(foreign.statusCode).toBe(404);
      expect((await change(theirs, { status: 'acknowledged' })).statusCode).toBe(404);
    });
  });

  describe('the grievance officer in the back office', () => {
    it('acknowledges and resolves, each change audited, and mails the person each step', async () => {
      const email = 'asha.steps@example.in';
      const ticket = await fileOk(complaint({ contact: email }));
      clock = new Date(RECEIVED.getTime() + 5 * HOUR);
      try {
        const acknowledged = await change(ticket, { status: 'acknowledged', fromStatus: 'open' });
        expect(acknowledged.statusCode, acknowledged.body).toBe(200);
        expect(acknowledged.json<AdminGrievance>()).toMatchObject({
          status: 'acknowledged',
          acknowledgedAt: clock.toISOString(),
          acknowledgedBy: 'manager@grievances.in',
          resolvedAt: null,
        });

        const noAnswer = await change(ticket, { status: 'resolved' });
        expect(noAnswer.statusCode).toBe(400);
        expect(noAnswer.json()).toEqual({
          error: 'resolution: is required to resolve a grievance',
        });
        const stale = await change(ticket, {
          status: 'resolved',
          fromStatus: 'open',
          resolution: 'x',
        });
        expect(stale.statusCode).toBe(409);
        expect(stale.json().error).toBe(
          'This grievance changed meanwhile: it is now acknowledged, not open.',
        );

        clock = new Date(RECEIVED.getTime() + 50 * HOUR);
        const resolved = await change(
          ticket,
          {
            status: 'resolved',
            resolution: '  A new bracket is on its way.\nIt arrives Friday.  ',
          },
          owner,
        );
        expect(resolved.statusCode, resolved.body).toBe(200);
        expect(resolved.json<AdminGrievance>()).toMatchObject({
          status: 'resolved',
          resolvedAt: clock.toISOString(),
          resolvedBy: 'owner@grievances.in',
          acknowledgedBy: 'manager@grievances.in',
          resolution: 'A new bracket is on its way.\nIt arrives Friday.',
        });
        const again = await change(ticket, { status: 'closed', resolution: 'Twice' });
        expect(again.statusCode).toBe(409);
        expect(again.json().error).toBe('A grievance cannot go from resolved to closed.');

        // The person sees it, with the answer.
        const status = (await lookup(ticket, email)).json<GrievanceStatusAnswer>();
        expect(status).toMatchObject({
          status: 'resolved',
          acknowledgedAt: new Date(RECEIVED.getTime() + 5 * HOUR).toISOString(),
          resolvedAt: clock.toISOString(),
          resolution: 'A new bracket is on its way.\nIt arrives Friday.',
        });

        const kinds = (await outboxTo(email)).map((row) => row.kind).sort();
        expect(kinds).toEqual([
          'grievance_acknowledged',
          'grievance_received',
          'grievance_resolved',
        ]);

        const audit = await staffGet<AuditList>(owner, '/api/v1/admin/audit?limit=100');
        const entries = audit.data.filter((entry) => entry.entityId === ticket);
        expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
          ['grievance.resolved', 'owner@grievances.in'],
          ['grievance.acknowledged', 'manager@grievances.in'],
        ]);
        expect(entries[0]!.before).toMatchObject({ status: 'Acknowledged', resolution: null });
        expect(entries[0]!.after).toMatchObject({ status: 'Resolved' });
      } finally {
        clock = RECEIVED;
      }
    });

    it('resolving or closing an open grievance acknowledges it too; a phone contact gets no mail', async () => {
      const ticket = await fileOk(complaint({ contact: '9845066666' }));
      const closed = await change(ticket, {
        status: 'closed',
        resolution: 'Filed twice: see the other ticket.',
      });
      expect(closed.statusCode, closed.body).toBe(200);
      const detail = closed.json<AdminGrievance>();
      expect(detail).toMatchObject({
        status: 'closed',
        email: null,
        phone: '+919845066666',
        contact: '9845066666',
        acknowledgedBy: 'manager@grievances.in',
        resolvedBy: 'manager@grievances.in',
      });
      expect(detail.acknowledgedAt).toBe(detail.resolvedAt);
      expect(await outboxTo('9845066666')).toEqual([]);
      expect(await outboxTo('+919845066666')).toEqual([]);
    });

    it('lists the most urgent first, flags new grievances and deadlines near and past, and the dashboard counts them', async () => {
      const contact = 'urgency@example.in';
      clock = new Date('2026-06-01T04:30:00Z');
      try {
        const attention = async () =>
          (await staffGet<Dashboard>(owner, '/api/v1/admin/dashboard')).grievancesNeedingAttention;
        const before = await attention();
        const first = await fileOk(complaint({ contact }));
        // A new complaint needs attention at once: it waits for its acknowledgement.
        expect(await attention()).toBe(before + 1);
        clock = new Date(clock.getTime() + 10 * HOUR);
        const second = await fileOk(complaint({ contact }));
        const q = `q=${encodeURIComponent(contact)}`;
        const list = (query = '') =>
          staffGet<AdminGrievanceList>(manager, `/api/v1/admin/grievances?${q}${query}`).then(
            (page) => page.data.map((g) => g.ticket),
          );

        expect(await list()).toEqual([first, second]);
        expect(await list('&due=attention')).toEqual([first, second]);
        expect(await list('&due=soon')).toEqual([]);
        expect(await attention()).toBe(before + 2);

        // 37 hours after the first: its acknowledgement is due within 12 hours.
        clock = new Date(Date.parse('2026-06-01T04:30:00Z') + 37 * HOUR);
        expect(await list('&due=soon')).toEqual([first]);
        expect(await list('&due=overdue')).toEqual([]);
        expect(await attention()).toBe(before + 2);

        // 49 hours after: overdue; the second is now near.
        clock = new Date(Date.parse('2026-06-01T04:30:00Z') + 49 * HOUR);
        expect(await list('&due=overdue')).toEqual([first]);
        expect(await list('&due=soon')).toEqual([second]);
        expect(await list('&due=attention')).toEqual([first, second]);
        expect(await attention()).toBe(before + 2);

        // Acknowledged late, the first waits for its resolution (a month away): the second,
        // still to acknowledge, comes first.
        expect((await change(first, { status: 'acknowledged' })).statusCode).toBe(200);
        expect(await list()).toEqual([second, first]);
        expect(await list('&due=attention')).toEqual([second]);
        expect(await list('&status=acknowledged')).toEqual([first]);

        // Six days before its resolution is due, then past it.
        clock = new Date(Date.parse('2026-07-01T04:30:00Z') - 6 * 24 * HOUR);
        expect(await list('&due=soon')).toEqual([first]);
        // Past it: both overdue, the second's acknowledgement longest.
        clock = new Date(Date.parse('2026-07-01T04:30:00Z') + HOUR);
        expect(await list('&due=overdue')).toEqual([second, first]);

        // Finished grievances come last and need nothing.
        expect(
          (await change(second, { status: 'resolved', resolution: 'Refunded.' })).statusCode,
        ).toBe(200);
        expect(await list()).toEqual([first, second]);
        expect(await list('&due=attention')).toEqual([first]);
      } finally {
        clock = RECEIVED;
      }
    });

    it('searches by ticket, e-mail or phone, pages, and says what is wrong with a bad filter', async () => {
      const ticket = await fileOk(complaint({ contact: '9845055555' }));
      const find = (q: string) =>
        staffGet<AdminGrievanceList>(owner, `/api/v1/admin/grievances?q=${encodeURIComponent(q)}`);
      expect((await find(ticket.toLowerCase())).data.map((g) => g.ticket)).toEqual([ticket]);
      expect((await find('+91 98450 55555')).data.map((g) => g.ticket)).toEqual([ticket]);
      expect((await find('nothing like it')).data).toEqual([]);
      const page = await staffGet<AdminGrievanceList>(
        owner,
        '/api/v1/admin/grievances?limit=2&page=2',
      );
      expect(page.data).toHaveLength(2);
      expect(page.pagination).toMatchObject({ page: 2, limit: 2 });
      expect(page.pagination.total).toBeGreaterThan(4);
      const summary = (await find(ticket)).data[0]!;
      expect(Object.keys(summary).sort()).toEqual(
        [
          'acknowledgeBy',
          'acknowledgedAt',
          'contact',
          'createdAt',
          'name',
          'resolveBy',
          'resolvedAt',
          'status',
          'ticket',
        ].sort(),
      );

      const bad = await asStaff(t.app, owner, {
        method: 'GET',
        url: '/api/v1/admin/grievances?due=later',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/^due: /);
      const badStatus = await change(ticket, { status: 'open' });
      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json()).toEqual({
        error: 'status: must be acknowledged, resolved or closed',
      });
      const missing = await asStaff(t.app, owner, {
        method: 'GET',
        url: '/api/v1/admin/grievances/GRV-ZZZZZZZZ',
      });
      expect(missing.statusCode).toBe(404);
    });

    it('is the owner’s and the manager’s, not fulfilment’s', async () => {
      const packer = await signInStaff(t.app, 'packer@grievances.in');
      const ticket = await fileOk();
      for (const request of [
        { method: 'GET' as const, url: '/api/v1/admin/grievances' },
        { method: 'GET' as const, url: `/api/v1/admin/grievances/${ticket}` },
        {
          method: 'POST' as const,
          url: `/api/v1/admin/grievances/${ticket}/status`,
          payload: { status: 'acknowledged' },
        },
      ]) {
        const response = await asStaff(t.app, packer, request);
        expect(response.statusCode, request.url).toBe(403);
      }
      expect((await lookup(ticket, 'asha.grievance@example.in')).json().status).toBe('open');
    });

    it('puts the receipt in the built-in mailbox, with the ticket and the link to look it up', async () => {
      const email = 'mailbox.reader@example.in';
      const ticket = await fileOk(complaint({ contact: email, name: 'Ravi Kumar' }));
      await sendDueMail(t.app);
      const mails = (
        await t.app.inject({ url: `/api/v1/dev/mailbox?to=${encodeURIComponent(email)}` })
      ).json<MailboxMessage[]>();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`Complaint ${ticket} received — ChitraKart`);
      expect(mails[0]!.text).toContain('Dear Ravi Kumar,');
      expect(mails[0]!.text).toContain(`/grievance-redressal?ticket=${ticket}`);
      // The complaint itself is not sent to whatever address was typed.
      expect(mails[0]!.text).not.toContain('bent bracket');
    });
  });
});

describe.each(drivers)('grievance e-mails through SMTP on %s', (driver) => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(driver, {
      config: { SMTP_URL: smtp.url, MAIL_FROM: 'care@tvmounts.example.in' },
    });
    await addStaff(t, { email: 'officer@smtp.example.in', role: 'owner' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('sends the receipt, then the grievance officer’s answer', async () => {
    const email = 'smtp.complainant@example.in';
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/grievances',
      payload: complaint({ contact: email }),
    });
    const { ticket } = filed.json<{ ticket: string }>();
    await sendDueMail(t.app);
    const receipt = smtp.to(email).find((mail) => mail.subject?.includes(`${ticket} received`));
    expect(receipt?.text).toContain('We will acknowledge your complaint within 48 hours');
    expect(receipt?.text).toContain(`http://localhost:3000/grievance-redressal?ticket=${ticket}`);

    const cookie = await signInStaff(t.app, 'officer@smtp.example.in');
    const resolved = await asStaff(t.app, cookie, {
      method: 'POST',
      url: `/api/v1/admin/grievances/${ticket}/status`,
      payload: { status: 'resolved', resolution: 'We replaced the bracket.' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    await sendDueMail(t.app);
    const answer = smtp.to(email).find((mail) => mail.subject?.includes(`${ticket} resolved`));
    expect(answer?.text).toContain('We replaced the bracket.');
    expect(answer?.replyTo?.text).toBe('care@chitrakart.in');
  });
});
