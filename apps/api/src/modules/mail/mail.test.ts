import { type MailboxMessage, ORDER_STATUS, type Order } from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, stores } from '../../db/schema';
import { readPdf } from '../../test/pdf-text';
import { sendDueMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import {
  createTestApp,
  createTestDatabase,
  drivers,
  signUp,
  type TestApp,
  type TestDatabase,
  testShippingAddress,
} from '../../test/test-app';
import { enqueueMail } from './outbox';

const SHOP_FROM = 'orders@tvmounts.example.in';

describe.each(drivers)('e-mail through SMTP on %s', (driver) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let storeId: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(driver, {
      config: {
        SMTP_URL: smtp.url,
        MAIL_FROM: SHOP_FROM,
        MAIL_MAX_ATTEMPTS: 3,
        MAIL_RETRY_BASE_MS: 100,
      },
    });
    [{ id: storeId }] = (await t.db.select({ id: stores.id }).from(stores).limit(1)) as [
      { id: number },
    ];
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const sendOutbox = () => sendDueMail(t.app);
  const outboxRow = async (id: number) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
  const lastRowTo = async (to: string) =>
    (
      await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, to))
        .orderBy(sql`${mailOutbox.id} desc`)
        .limit(1)
    )[0]!;

  async function placeOrder(auth: Record<string, string>): Promise<Order> {
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' })).json<{
      data: { id: string; title: string; discountedPrice: number | null }[];
    }>();
    const product = list.data.find((p) => p.discountedPrice === null)!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: auth,
      payload: { products: { [product.id]: 3 }, shippingAddress: testShippingAddress },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Order>();
  }

  /** The shopper chooses how to pay on the payment page (UPI answers with a QR code). */
  async function choosePayment(auth: Record<string, string>, orderId: string, method: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: auth,
      payload: {
        orderId,
        fields: { method, email: 'asha@example.in', phone: '+919845012345', acceptTerms: true },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  const placedMailOf = (email: string, orderId: string) =>
    smtp.to(email).filter((mail) => mail.subject?.startsWith(`Order ${orderId} placed`));

  it('sends the "order placed" e-mail with the order’s lines, totals and address', async () => {
    const shopper = await signUp(t.app);
    const order = await placeOrder(shopper.auth);
    await choosePayment(shopper.auth, order.id, 'upi');
    await sendOutbox();

    const mails = smtp.to(shopper.email);
    const placed = mails.find((mail) => mail.subject?.includes(order.id));
    expect(placed, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    const line = order.items[0]!;
    const rupees = (amount: number) =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        maximumFractionDigits: 2,
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      }).format(amount);
    const html = placed!.html as string;
    expect(placed!.text).toContain(line.productTitle);
    expect(html).toContain(line.productTitle.replaceAll('"', '&quot;'));
    expect(placed!.text).toContain(`${line.quantity} × ${rupees(line.price)}`);
    for (const part of [placed!.text!, html]) {
      expect(part).toContain(rupees(line.price));
      expect(part).toContain(rupees(order.total));
      expect(part).toContain(testShippingAddress.city);
    }
    expect(placed!.text).toContain('/payment?orderId=' + order.id);
    expect(placed!.from?.value[0]).toMatchObject({ address: SHOP_FROM });
    expect(placed!.messageId).toMatch(/@tvmounts\.example\.in>$/);
    // A welcome e-mail came first, from the registration.
    expect(mails.some((mail) => /welcome/i.test(mail.subject ?? ''))).toBe(true);
  });

  it('retries through an SMTP outage and delivers once when the server is back', async () => {
    const shopper = await signUp(t.app);
    await sendOutbox(); // the welcome mail
    await smtp.stop();
    const order = await placeOrder(shopper.auth);
    await choosePayment(shopper.auth, order.id, 'upi');
    await sendOutbox();
    const waiting = await lastRowTo(shopper.email);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, kind: 'order_placed' });
    expect(waiting.lastError).toBeTruthy();

    await smtp.start();
    await new Promise((resolve) => setTimeout(resolve, 150)); // the first retry's wait
    await sendOutbox();
    await sendOutbox();
    expect(await outboxRow(waiting.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.to(shopper.email).filter((m) => m.subject?.includes(order.id))).toHaveLength(1);
  });

  it('resends a mail whose worker died mid-send under the same Message-ID', async () => {
    const shopper = await signUp(t.app);
    await sendOutbox();
    const row = await lastRowTo(shopper.email);
    // As if the process had died after the server took the mail and before it was marked sent.
    await t.db
      .update(mailOutbox)
      .set({ status: 'sending', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, row.id));
    await sendOutbox();
    const copies = smtp.to(shopper.email);
    expect(copies).toHaveLength(2);
    expect(copies[1]!.messageId).toBe(copies[0]!.messageId);
    expect(copies[1]!.html).toBe(copies[0]!.html);
    expect(await outboxRow(row.id)).toMatchObject({ status: 'sent' });
  });

  it('marks a mail failed after its last attempt, and staff see it', async () => {
    await smtp.stop();
    try {
      await enqueueMail(t.db, {
        storeId,
        to: 'nobody-home@example.in',
        message: { kind: 'welcome', data: { firstName: 'Ravi' } },
      });
      const row = await lastRowTo('nobody-home@example.in');
      for (let attempt = 0; attempt < 3; attempt++) {
        await t.db
          .update(mailOutbox)
          .set({ nextAttemptAt: sql`now()` })
          .where(eq(mailOutbox.id, row.id));
        await sendOutbox();
      }
      expect(await outboxRow(row.id)).toMatchObject({ status: 'failed', attempts: 3 });
      await sendOutbox();
      expect((await outboxRow(row.id)).attempts).toBe(3);

      await addStaff(t, { email: 'owner-mail@example.in', role: 'owner' });
      const owner = await signInStaff(t.app, 'owner-mail@example.in');
      const listed = await asStaff(t.app, owner, {
        method: 'GET',
        url: '/api/v1/admin/mail?status=failed',
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().failedCount).toBeGreaterThanOrEqual(1);
      const board = await asStaff(t.app, owner, { method: 'GET', url: '/api/v1/admin/dashboard' });
      expect(board.json().failedMail).toBe(listed.json().failedCount);
      expect(listed.json().data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: row.id,
            to: 'nobody-home@example.in',
            status: 'failed',
            attempts: 3,
          }),
        ]),
      );
    } finally {
      await smtp.start();
    }
  });

  it('answers bad or impossible requests about mails with 400, 404 and 409', async () => {
    await addStaff(t, { email: 'owner-bad-input@example.in', role: 'owner' });
    const owner = await signInStaff(t.app, 'owner-bad-input@example.in');
    const call = (method: 'GET' | 'POST', url: string) =>
      asStaff(t.app, owner, { method, url: `/api/v1/admin/mail${url}` });
    for (const query of ['?status=lost', '?page=0', '?limit=1000']) {
      const response = await call('GET', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
    expect((await call('POST', '/abc/retry')).statusCode).toBe(400);
    expect((await call('POST', '/999999/retry')).statusCode).toBe(404);
    const [sent] = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'sent'))
      .limit(1);
    const notFailed = await call('POST', `/${sent!.id}/retry`);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().error).toBe('Only a failed e-mail can be sent again.');
  });

  it('keeps line breaks in the store name and a bad recipient out of the headers', async () => {
    const [{ storeName }] = (await t.db
      .select({ storeName: stores.storeName })
      .from(stores)
      .where(eq(stores.id, storeId))) as [{ storeName: string }];
    await t.db
      .update(stores)
      .set({ storeName: 'TV Mounts\r\nBcc: victim@example.com' })
      .where(eq(stores.id, storeId));
    try {
      await enqueueMail(t.db, {
        storeId,
        to: 'header-test@example.in',
        message: { kind: 'welcome', data: { firstName: 'Ravi\r\nBcc: x@example.com' } },
      });
      await enqueueMail(t.db, {
        storeId,
        to: 'someone@example.in\r\nBcc: victim@example.com',
        message: { kind: 'welcome', data: { firstName: 'Ravi' } },
      });
      await sendOutbox();
      const [mail] = smtp.to('header-test@example.in');
      expect(mail!.from!.value[0]).toEqual({
        name: 'TV Mounts Bcc: victim@example.com',
        address: SHOP_FROM,
      });
      expect(mail!.bcc).toBeUndefined();
      expect(mail!.headers.has('bcc')).toBe(false);
      expect(smtp.received.some((m) => JSON.stringify(m.to).includes('victim'))).toBe(false);
      const refused = await lastRowTo('someone@example.in\r\nBcc: victim@example.com');
      expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    } finally {
      await t.db.update(stores).set({ storeName }).where(eq(stores.id, storeId));
    }
  });

  it('tells a cash-on-delivery order to pay on delivery: the "placed" mail waits for the choice of method', async () => {
    const shopper = await signUp(t.app);
    const order = await placeOrder(shopper.auth);
    // The worker looks while the shopper is still on the payment page.
    await sendOutbox();
    expect(placedMailOf(shopper.email, order.id)).toHaveLength(0);
    await choosePayment(shopper.auth, order.id, 'cod');
    await sendOutbox();

    const [placed, ...more] = placedMailOf(shopper.email, order.id);
    expect(more).toHaveLength(0);
    expect(placed!.text).toContain('You chose cash on delivery');
    expect(placed!.text).toContain(`when the order is delivered`);
    expect(placed!.text).not.toMatch(/pay online|Pay now|How to pay/);
    expect(placed!.text).not.toContain('/payment?orderId=');
  });

  it('sends the "placed" mail of an order whose payment was never chosen after a while, with how to pay', async () => {
    const shopper = await signUp(t.app);
    const order = await placeOrder(shopper.auth);
    await sendOutbox();
    expect(placedMailOf(shopper.email, order.id)).toHaveLength(0);
    // The wait (10 minutes with the 30-minute hold) has passed.
    await t.db.execute(
      sql`update mail_outbox set next_attempt_at = now() where data->>'orderId' = ${order.id}`,
    );
    await sendOutbox();
    const [placed] = placedMailOf(shopper.email, order.id);
    expect(placed!.text).toContain('Your order is waiting for payment. Choose how to pay');
    expect(placed!.text).toContain(`/payment?orderId=${order.id}`);
  });

  it('tells a shopper whose UPI order the hold cancelled what is true: no payment confirmed, a refund if money left, how to reach the shop', async () => {
    const shopper = await signUp(t.app);
    const order = await placeOrder(shopper.auth);
    await choosePayment(shopper.auth, order.id, 'upi');
    await t.db.execute(
      sql`update orders set created_at = now() - interval '31 minutes' where id = ${order.id}`,
    );
    expect(await t.app.jobs.runDue('payment-hold-expiry')).toBeGreaterThanOrEqual(1);
    await sendOutbox();

    const cancelled = smtp
      .to(shopper.email)
      .find((mail) => mail.subject?.startsWith(`Order ${order.id} cancelled`));
    expect(cancelled!.text).not.toContain('You have not been charged');
    expect(cancelled!.text).toContain('No payment was confirmed within 30 minutes');
    expect(cancelled!.text).toContain(
      'If money left your account for this order, we will refund it',
    );
    const [store] = await t.db.select().from(stores).where(eq(stores.id, storeId));
    expect(cancelled!.text).toContain(store!.companyEmail);
    expect(cancelled!.text).toContain(store!.companyPhone);
  });

  it('lists the shipped items and says the invoice is attached, or that a shop without a GSTIN issues none', async () => {
    const shopper = await signUp(t.app);
    await addStaff(t, { email: 'shipper-mail@example.in', role: 'fulfilment' });
    const packer = await signInStaff(t.app, 'shipper-mail@example.in');
    const ship = async (id: string) => {
      await choosePayment(shopper.auth, id, 'cod');
      const response = await asStaff(t.app, packer, {
        method: 'POST',
        url: `/api/v1/admin/orders/${id}/status`,
        payload: { status: ORDER_STATUS.SHIPPED, carrier: 'Delhivery', trackingNumber: 'DL777' },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const shippedMail = (id: string) =>
      smtp.to(shopper.email).find((mail) => mail.subject?.startsWith(`Order ${id} shipped`))!;

    const registered = await placeOrder(shopper.auth);
    await ship(registered.id);
    const [store] = await t.db.select().from(stores).where(eq(stores.id, storeId));
    await t.db.update(stores).set({ gstin: null }).where(eq(stores.id, storeId));
    let unregistered: Order;
    try {
      unregistered = await placeOrder(shopper.auth);
      await ship(unregistered.id);
    } finally {
      await t.db.update(stores).set({ gstin: store!.gstin }).where(eq(stores.id, storeId));
    }
    await sendOutbox();

    const line = registered.items[0]!;
    const withInvoice = shippedMail(registered.id);
    expect(withInvoice.text).toContain('In this parcel');
    expect(withInvoice.text).toContain(`${line.productTitle} — ${line.quantity} ×`);
    const { invoice } = (
      await t.app.inject({ url: `/api/v1/orders/${registered.id}`, headers: shopper.auth })
    ).json<Order>();
    expect(withInvoice.text).toContain(
      `Your tax invoice ${invoice!.number} is attached to this e-mail as a PDF.`,
    );
    expect(withInvoice.attachments).toHaveLength(1);

    const withoutInvoice = shippedMail(unregistered.id);
    expect(withoutInvoice.text).toContain(`${line.productTitle} — ${line.quantity} ×`);
    expect(withoutInvoice.text).toContain('is not registered for GST, so no tax invoice');
    expect(withoutInvoice.text).not.toContain('attached');
    expect(withoutInvoice.attachments).toHaveLength(0);
  });

  it('shows the store’s uploaded logo from the API’s public address, named by the store', async () => {
    const key = '0123456789abcdef0123456789abcdef';
    await t.db
      .update(stores)
      .set({ logoUrl: `/api/v1/images/${key}/1280.webp` })
      .where(eq(stores.id, storeId));
    try {
      await enqueueMail(t.db, {
        storeId,
        to: 'logo-test@example.in',
        message: { kind: 'welcome', data: { firstName: 'Ravi' } },
      });
      await sendOutbox();
      const [mail] = smtp.to('logo-test@example.in');
      // No storefront origin proxies the API here: the API's own port on the local host.
      expect(String(mail!.html)).toMatch(
        new RegExp(`<img[^>]+src="http://localhost:8044/api/v1/images/${key}/640\\.webp"`),
      );
      expect(String(mail!.html)).toMatch(/<img[^>]+alt="ChitraKart"/);
    } finally {
      await t.db.update(stores).set({ logoUrl: null }).where(eq(stores.id, storeId));
    }
  });

  it('tells the shopper when staff ship, deliver or cancel an order, and when UPI money is confirmed', async () => {
    const shopper = await signUp(t.app);
    await addStaff(t, { email: 'manager-mail@example.in', role: 'manager' });
    const manager = await signInStaff(t.app, 'manager-mail@example.in');
    const change = async (id: string, payload: object) => {
      const response = await asStaff(t.app, manager, {
        method: 'POST',
        url: `/api/v1/admin/orders/${id}/status`,
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const shipped = await placeOrder(shopper.auth);
    await change(shipped.id, { status: ORDER_STATUS.PROCESSING, reference: 'UTR998877' });
    await change(shipped.id, {
      status: ORDER_STATUS.SHIPPED,
      carrier: 'Delhivery',
      trackingNumber: 'DL12345',
      trackingUrl: 'https://www.delhivery.com/track/package/DL12345',
    });
    await change(shipped.id, { status: ORDER_STATUS.DELIVERED });
    const cancelled = await placeOrder(shopper.auth);
    await change(cancelled.id, { status: ORDER_STATUS.CANCELLED, reason: 'Out of stock' });
    await sendOutbox();

    const about = (id: string) => smtp.to(shopper.email).filter((m) => m.subject?.includes(id));
    const texts = about(shipped.id).map((mail) => mail.text ?? '');
    expect(texts.some((text) => text.includes('UTR998877'))).toBe(true);
    expect(
      texts.some(
        (text) =>
          text.includes('Delhivery') &&
          text.includes('DL12345') &&
          text.includes('https://www.delhivery.com/track/package/DL12345'),
      ),
    ).toBe(true);
    expect(about(shipped.id).some((mail) => /delivered/i.test(mail.subject ?? ''))).toBe(true);
    expect(about(shipped.id)).toHaveLength(4); // placed, paid, shipped, delivered
    // The shipped mail, and it alone, carries the tax invoice: the PDF the shopper downloads.
    const withFiles = about(shipped.id).filter((mail) => mail.attachments.length > 0);
    expect(withFiles).toHaveLength(1);
    expect(withFiles[0]!.text).toContain('DL12345');
    const [invoice] = withFiles[0]!.attachments;
    expect(invoice).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^CK-\d\d-\d\d-\d{5}\.pdf$/),
    });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${shipped.id}/invoice`,
      headers: shopper.auth,
    });
    expect(invoice!.content.equals(download.rawPayload)).toBe(true);
    const read = await readPdf(invoice!.content);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${shipped.id}`,
      headers: shopper.auth,
    });
    expect(read.text).toContain(mine.json<Order>().invoice!.number);
    expect(read.text).toContain('GSTIN: 07AAECC4321K1ZT');
    const cancelMail = about(cancelled.id).find((mail) => /cancelled/i.test(mail.subject ?? ''));
    expect(cancelMail!.text).toContain('Out of stock');
    expect(about(cancelled.id)).toHaveLength(2); // placed, cancelled
  });
});

describe.each(drivers)('mail retention on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { MAIL_RETENTION_DAYS: 30 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deletes sent and failed mails past the retention, and keeps newer ones and those still to send', async () => {
    const [{ id: storeId }] = (await t.db.select({ id: stores.id }).from(stores)) as [
      { id: number },
    ];
    const write = async (to: string, status: 'sent' | 'failed' | 'pending', daysAgo: number) => {
      await enqueueMail(t.db, {
        storeId,
        to,
        message: { kind: 'welcome', data: { firstName: 'Old' } },
      });
      await t.db
        .update(mailOutbox)
        .set({ status, createdAt: sql`now() - make_interval(days => ${daysAgo})` })
        .where(eq(mailOutbox.recipient, to));
    };
    await write('old-sent@example.in', 'sent', 31);
    await write('old-failed@example.in', 'failed', 31);
    await write('old-pending@example.in', 'pending', 31);
    await write('recent-sent@example.in', 'sent', 29);

    expect(await t.app.jobs.runDue('mail-retention')).toBe(2);
    const left = (await t.db.select({ to: mailOutbox.recipient }).from(mailOutbox)).map(
      (row) => row.to,
    );
    expect(left).toEqual(
      expect.arrayContaining(['old-pending@example.in', 'recent-sent@example.in']),
    );
    expect(left).not.toContain('old-sent@example.in');
    expect(left).not.toContain('old-failed@example.in');
    expect(await t.app.jobs.runDue('mail-retention')).toBe(0);
  });
});

describe.each(drivers)('several mail workers over one database on %s', (driver) => {
  let smtp: TestSmtpServer;
  let database: TestDatabase;
  let apps: TestApp[];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createTestDatabase(driver);
    const config = { SMTP_URL: smtp.url, MAIL_FROM: SHOP_FROM };
    apps = [
      await createTestApp(driver, { database, config }),
      await createTestApp(driver, { database, config }),
    ];
  });
  afterAll(async () => {
    for (const t of apps ?? []) await t.close();
    await database?.close();
    await smtp?.stop();
  });

  it('sends each mail once while two workers claim at the same time', async () => {
    const [{ id: storeId }] = (await database.db.select({ id: stores.id }).from(stores)) as [
      { id: number },
    ];
    const recipients = Array.from({ length: 30 }, (_, i) => `crowd${i}@example.in`);
    for (const to of recipients) {
      await enqueueMail(database.db, {
        storeId,
        to,
        message: { kind: 'welcome', data: { firstName: 'Crowd' } },
      });
    }
    const drain = async (t: TestApp) => {
      while ((await t.app.jobs.runDue('mail')) > 0);
    };
    await Promise.all(apps.map(drain));
    // The crowd's mails only: from 09:00 IST the job runner also sends the shop its daily
    // low-stock digest.
    const crowd = smtp.received.filter((mail) =>
      recipients.some((to) => JSON.stringify(mail.to).includes(`"${to}"`)),
    );
    const delivered = crowd.map((mail) => JSON.stringify(mail.to));
    for (const to of recipients) {
      expect(delivered.filter((address) => address.includes(`"${to}"`))).toHaveLength(1);
    }
    expect(new Set(crowd.map((mail) => mail.messageId)).size).toBe(recipients.length);
  });
});

describe('the built-in mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url, remoteAddress });

  it('lists the e-mails sent without SMTP_URL, newest first, and shows each as a page', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    await sendDueMail(t.app);

    const response = await get('/api/v1/dev/mailbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const mails = response.json<MailboxMessage[]>();
    // Only the shoppers' own: from 09:00 IST the app's job runner also mails the shop its daily
    // low-stock digest (the seeded catalogue has low stock), which this test is not about.
    const shoppers = [first.email, second.email];
    expect(mails.map((mail) => mail.to).filter((to) => shoppers.includes(to))).toEqual([
      second.email,
      first.email,
    ]);
    expect(Object.keys(mails[0]!).sort()).toEqual([
      'attachments',
      'createdAt',
      'html',
      'id',
      'subject',
      'text',
      'to',
    ]);
    expect(mails[0]!.html).toContain('<html');
    expect(mails[0]!.text).toContain('Asha');

    const filtered = (await get(`/api/v1/dev/mailbox?to=${encodeURIComponent(first.email)}`)).json<
      MailboxMessage[]
    >();
    expect(filtered.map((mail) => mail.to)).toEqual([first.email]);

    const page = await get('/api/v1/dev/mailbox/view');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(mails[0]!.subject.replaceAll('&', '&amp;'));
    const one = await get(`/api/v1/dev/mailbox/view/${mails[0]!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('<iframe title="The e-mail as HTML" sandbox srcdoc="');
    expect(one.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await get('/api/v1/dev/mailbox/view/999999')).statusCode).toBe(404);
  });

  it('lists the shipped mail’s tax invoice and lets it be downloaded', async () => {
    const shopper = await signUp(t.app);
    await addStaff(t, { email: 'mailbox-manager@example.in', role: 'manager' });
    const manager = await signInStaff(t.app, 'mailbox-manager@example.in');
    const product = (await get('/api/v1/products?limit=1')).json<{ data: { id: string }[] }>()
      .data[0]!;
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: shopper.auth,
        payload: { products: { [product.id]: 1 }, shippingAddress: testShippingAddress },
      })
    ).json<Order>();
    for (const payload of [
      { status: ORDER_STATUS.PROCESSING, reference: 'UTR1' },
      { status: ORDER_STATUS.SHIPPED, carrier: 'India Post', trackingNumber: 'EK1IN' },
    ]) {
      const moved = await asStaff(t.app, manager, {
        method: 'POST',
        url: `/api/v1/admin/orders/${order.id}/status`,
        payload,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await sendDueMail(t.app);
    const mails = (await get(`/api/v1/dev/mailbox?to=${encodeURIComponent(shopper.email)}`)).json<
      MailboxMessage[]
    >();
    const shipped = mails.find((mail) => mail.attachments.length > 0)!;
    expect(mails.filter((mail) => mail.attachments.length > 0)).toHaveLength(1);
    const [file] = shipped.attachments;
    expect(file).toEqual({
      filename: expect.stringMatching(/^CK-\d\d-\d\d-\d{5}\.pdf$/),
      contentType: 'application/pdf',
      url: `/api/v1/dev/mailbox/view/${shipped.id}/invoice.pdf`,
    });
    const pdf = await get(file!.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${file!.filename}"`);
    expect((await readPdf(pdf.rawPayload)).text).toContain(order.id);
    // The mailbox's pages link it.
    expect((await get(`/api/v1/dev/mailbox/view/${shipped.id}`)).body).toContain(file!.url);
    expect((await get(`/api/v1/dev/mailbox/view/${mails.at(-1)!.id}/invoice.pdf`)).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input with 400', async () => {
    const tooLong = await get(`/api/v1/dev/mailbox?to=${'a'.repeat(300)}@example.in`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBeTruthy();
    for (const id of ['abc', '0', '99999999999']) {
      expect((await get(`/api/v1/dev/mailbox/view/${id}`)).statusCode, id).toBe(400);
    }
  });

  it('answers only on this machine', async () => {
    const response = await get('/api/v1/dev/mailbox', '203.0.113.9');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/only on this machine/);
  });

  it('answers no one a proxy on this machine forwards, whatever address it names', async () => {
    for (const headers of [
      { 'x-forwarded-for': '8.8.8.8' },
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '127.0.0.1, 8.8.8.8' },
      { forwarded: 'for=8.8.8.8' },
      { 'x-real-ip': '8.8.8.8' },
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/dev/mailbox',
        remoteAddress: '127.0.0.1',
        headers,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it('does not exist in production or when mail goes out through SMTP', async () => {
    const database = await createTestDatabase('pglite');
    for (const config of [
      { NODE_ENV: 'production' as const },
      { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: SHOP_FROM },
    ]) {
      const other = await createTestApp('pglite', { config, database });
      try {
        for (const url of ['/api/v1/dev/mailbox', '/api/v1/dev/mailbox/view']) {
          const response = await other.app.inject({
            method: 'GET',
            url,
            remoteAddress: '127.0.0.1',
          });
          expect(response.statusCode, url).toBe(404);
        }
      } finally {
        await other.close();
      }
    }
    await database.close();
  });
});
