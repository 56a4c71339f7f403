import type { Order, ProductListResponse, StoreSettings } from '@storefront/contract';
import { and, eq } from 'drizzle-orm';
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

const STORE_EMAIL = 'care@chitrakart.in';
/** The sample shop's grievance officer. */
const OFFICER_EMAIL = 'grievance@chitrakart.in';
const EVERY_EVENT = [
  'order_placed',
  'upi_to_confirm',
  'grievance_filed',
  'contact_message',
  'low_stock',
  'return_requested',
];

let addresses = 0;
const freshIp = () => `10.90.${Math.floor(++addresses / 250)}.${addresses % 250}`;

describe.each(drivers)('staff e-mail notifications on %s', (driver) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let owner: string;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let productId: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(driver, {
      config: { SMTP_URL: smtp.url, MAIL_FROM: 'shop@chitrakart.in' },
    });
    await addStaff(t, { email: 'owner@notify.in', role: 'owner' });
    owner = await signInStaff(t.app, 'owner@notify.in');
    shopper = await signUp(t.app);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' })
    ).json<ProductListResponse>();
    productId = list.data.find(
      (product) => !product.attributes.some((a) => /^sizes?$/i.test(a.key)),
    )!.id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  async function placeOrder(): Promise<Order> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: { products: { [productId]: 1 }, shippingAddress: testShippingAddress },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Order>();
  }

  /** The outbox rows of one kind, to whom they go. */
  const outbox = async (kind: string, where: (data: Record<string, unknown>) => boolean) =>
    (
      await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, kind as 'welcome'))
    )
      .filter((row) => where(row.data))
      .map((row) => row.recipient)
      .sort();

  async function settings(): Promise<StoreSettings> {
    const response = await asStaff(t.app, owner, { method: 'GET', url: '/api/v1/admin/store' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StoreSettings>();
  }
  const saveSettings = (body: object) =>
    asStaff(t.app, owner, { method: 'PUT', url: '/api/v1/admin/store', payload: body });

  async function setRecipients(notifications: StoreSettings['notifications']) {
    const response = await saveSettings({ ...(await settings()), notifications });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function resetRecipients() {
    await t.db.update(stores).set({ staffNotifications: null }).where(eq(stores.isDefault, true));
  }

  it('tells the store’s own e-mail of a new order until the shop chooses, with a link to it', async () => {
    expect((await settings()).notifications).toEqual([{ email: STORE_EMAIL, events: EVERY_EVENT }]);
    const order = await placeOrder();
    expect(await outbox('staff_order_placed', (data) => data.orderId === order.id)).toEqual([
      STORE_EMAIL,
    ]);

    await sendDueMail(t.app);
    const [mail] = smtp.to(STORE_EMAIL).filter((m) => m.subject?.includes(order.id));
    expect(mail!.subject).toMatch(new RegExp(`^New order ${order.id}: ₹[\\d,.]+ — ChitraKart$`));
    expect(mail!.text).toContain(`http://localhost:8044/admin/orders/${order.id}`);
    expect(mail!.text).toContain('Asha Verma');
  });

  it('mails each event to the addresses chosen for it, and the grievance officer of every grievance', async () => {
    await setRecipients([
      { email: 'orders@notify.in', events: ['order_placed', 'upi_to_confirm'] },
      { email: 'Inbox@Notify.in', events: ['contact_message', 'grievance_filed'] },
    ]);
    expect((await settings()).notifications).toEqual([
      { email: 'orders@notify.in', events: ['order_placed', 'upi_to_confirm'] },
      { email: 'inbox@notify.in', events: ['contact_message', 'grievance_filed'] },
    ]);

    const order = await placeOrder();
    expect(await outbox('staff_order_placed', (data) => data.orderId === order.id)).toEqual([
      'orders@notify.in',
    ]);

    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/grievances',
      remoteAddress: freshIp(),
      payload: { name: 'Asha', contact: '9845012345', message: 'The mount was bent.' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const { ticket } = filed.json<{ ticket: string }>();
    expect(await outbox('staff_grievance_filed', (data) => data.ticket === ticket)).toEqual([
      OFFICER_EMAIL,
      'inbox@notify.in',
    ]);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress: freshIp(),
      payload: {
        name: 'Asha',
        email: 'asha.notify@example.in',
        subject: 'Bulk order',
        message: 'Do you sell 50 HDMI cables at once?',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(
      await outbox('staff_contact_message', (data) => data.email === 'asha.notify@example.in'),
    ).toEqual(['inbox@notify.in']);

    // Told of nothing: no mail at all.
    await setRecipients([]);
    const quiet = await placeOrder();
    expect(await outbox('staff_order_placed', (data) => data.orderId === quiet.id)).toEqual([]);
    await resetRecipients();
  });

  it('asks the staff once per order to confirm a UPI payment, before its hold runs out', async () => {
    const order = await placeOrder();
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments',
        headers: shopper.auth,
        payload: {
          orderId: order.id,
          fields: {
            method: 'upi',
            email: 'asha@example.in',
            phone: '+919845012345',
            acceptTerms: true,
          },
        },
      });
    expect((await pay()).statusCode).toBe(200);
    expect((await pay()).statusCode).toBe(200);
    const [row, ...more] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, 'staff_upi_to_confirm'), eq(mailOutbox.recipient, STORE_EMAIL)),
      );
    expect(more.filter((mail) => mail.data.orderId === order.id)).toEqual([]);
    expect(row!.data).toEqual({
      orderId: order.id,
      amountPaise: Math.round(order.total * 100),
      customerName: 'Asha Verma',
      confirmBy: new Date(new Date(order.createdAt).getTime() + 30 * 60_000).toISOString(),
    });
  });

  it('e-mails a staff invitation with its one-time link, and keeps no copy of the link once sent', async () => {
    const response = await asStaff(t.app, owner, {
      method: 'POST',
      url: '/api/v1/admin/staff',
      payload: { email: 'new.packer@notify.in', role: 'fulfilment' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { inviteUrl } = response.json<{ inviteUrl: string }>();

    await sendDueMail(t.app);
    const [mail] = smtp.to('new.packer@notify.in');
    expect(mail!.subject).toBe('Your invitation to the ChitraKart back office');
    expect(mail!.text).toContain(inviteUrl);
    expect(mail!.text).toContain('owner@notify.in invited you');
    expect(mail!.text).toContain('as Fulfilment');
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'new.packer@notify.in'));
    expect(row).toMatchObject({ status: 'sent', data: {}, html: null, textBody: null });
  });

  it('refuses notification settings that are not addresses and events, naming the field', async () => {
    const current = await settings();
    const cases: [unknown, string][] = [
      [[{ email: 'nobody', events: [] }], 'notifications.0.email: Invalid email address'],
      [
        [{ email: 'a@notify.in', events: ['everything'] }],
        'notifications.0.events.0: is not an event staff can be told of',
      ],
      [
        [
          { email: 'a@notify.in', events: [] },
          { email: 'A@notify.in', events: [] },
        ],
        'notifications: must not repeat an address',
      ],
      [
        Array.from({ length: 11 }, (_, i) => ({ email: `s${i}@notify.in`, events: [] })),
        'notifications: must hold at most 10 addresses',
      ],
    ];
    for (const [notifications, error] of cases) {
      const response = await saveSettings({ ...current, notifications });
      expect(response.statusCode, JSON.stringify(notifications)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    // Left out, the notifications stay as they are (an older back office sends none).
    const { notifications: _left, ...older } = current;
    expect((await saveSettings(older)).statusCode).toBe(200);
    expect((await settings()).notifications).toEqual(current.notifications);
  });
});
