import { createHash } from 'node:crypto';
import type {
  AdminOrder,
  Dashboard,
  Order,
  PaymentResponse,
  ProductListResponse,
  RefundCreated,
  RefundDestinationAnswer,
} from '@storefront/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, productVariants, refunds } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import { testUtr } from '../../test/utr';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';

const PROCESSING = 1;
const CANCELLED = 4;

/** PayU's published test merchant; its web service is a closed port here (never reached). */
const PAYU = {
  PAYU_MERCHANT_KEY: 'gtKFFx',
  PAYU_MERCHANT_SALT: 'eCwWELxi',
  PAYU_MODE: 'test' as const,
  PAYU_API_URL: 'http://127.0.0.1:9/merchant/postservice.php?form=2',
};
const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');

type Shopper = Awaited<ReturnType<typeof signUp>>;

/** The hidden fields of the sandbox page's "Pay" form (its signed success answer). */
function payForm(html: string): Record<string, string> {
  const form = [...html.matchAll(/<form method="post" action="[^"]+">([\s\S]*?)<\/form>/g)].find(
    (match) => match[1]!.includes('Pay '),
  );
  if (!form) throw new Error('no Pay form on the sandbox page');
  return Object.fromEntries(
    [...form[1]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      match[1]!,
      match[2]!.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&'),
    ]),
  );
}

describe.each(drivers)('refunds on %s', (driver) => {
  let t: TestApp;
  let shopper: Shopper;
  let stranger: Shopper;
  let product: ProductListResponse['data'][number];
  let owner: string;
  let manager: string;
  let packer: string;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      config: PAYU,
      rateLimits: { ...DEFAULT_RATE_LIMITS, ordersPerAccountPerHour: 1_000 },
    });
    await addStaff(t, { email: 'owner@shop.in', role: 'owner' });
    await addStaff(t, { email: 'manager@shop.in', role: 'manager' });
    await addStaff(t, { email: 'packer@shop.in', role: 'fulfilment' });
    [owner, manager, packer] = await Promise.all([
      signInStaff(t.app, 'owner@shop.in'),
      signInStaff(t.app, 'manager@shop.in'),
      signInStaff(t.app, 'packer@shop.in'),
    ]);
    shopper = await signUp(t.app);
    stranger = await signUp(t.app);
    await t.db.update(productVariants).set({ stock: null });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' })
    ).json<ProductListResponse>();
    product = list.data.find((item) => item.discountedPrice !== null)!;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function placeOrder(quantity = 2): Promise<Order> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: { products: { [product.id]: quantity }, shippingAddress: testShippingAddress },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Order>();
  }

  async function pay(orderId: string, method: 'upi' | 'cod' | 'sandbox' | 'payu') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: shopper.auth,
      payload: {
        orderId,
        fields: { method, email: 'asha@example.in', phone: '+919845012345', acceptTerms: true },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PaymentResponse>();
  }

  /** An order paid through the sandbox gateway: its page's signed "Pay" answer posted back. */
  async function paidWithSandbox(quantity = 2): Promise<Order> {
    const order = await placeOrder(quantity);
    await completeSandbox(await pay(order.id, 'sandbox'));
    return order;
  }

  async function completeSandbox({ action }: PaymentResponse): Promise<void> {
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(action!.formParams!.data).toString(),
    });
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(payForm(page.body)).toString(),
    });
    expect(callback.statusCode, callback.body).toBe(303);
  }

  /** An order paid through PayU: its answer signed with the merchant's salt, as PayU signs it. */
  async function paidWithPayu(): Promise<Order> {
    const order = await placeOrder();
    const { action } = await pay(order.id, 'payu');
    const fields: Record<string, string> = {
      ...action!.formParams!.data,
      status: 'success',
      mihpayid: `40399${Date.now()}`,
    };
    const hash = sha512(
      `${PAYU.PAYU_MERCHANT_SALT}|success|||||||||||${fields.email}|${fields.firstname}|${fields.productinfo}|${fields.amount}|${fields.txnid}|${fields.key}`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, hash }).toString(),
    });
    expect(response.statusCode, response.body).toBe(303);
    return order;
  }

  /** A UPI order the shop confirmed with its UTR. */
  async function paidWithUpi(): Promise<Order> {
    const order = await placeOrder();
    await pay(order.id, 'upi');
    const moved = await asStaff(t.app, manager, {
      method: 'POST',
      url: `/api/v1/admin/orders/${order.id}/status`,
      payload: { status: PROCESSING, reference: testUtr() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    return order;
  }

  const askRefund = (orderId: string, body: Record<string, unknown>, cookie = manager) =>
    asStaff(t.app, cookie, {
      method: 'POST',
      url: `/api/v1/admin/orders/${orderId}/refunds`,
      payload: body,
    });

  async function refunded(orderId: string, body: Record<string, unknown>, cookie = manager) {
    const response = await askRefund(orderId, body, cookie);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RefundCreated>();
  }

  async function detail(orderId: string): Promise<AdminOrder> {
    const response = await asStaff(t.app, packer, {
      method: 'GET',
      url: `/api/v1/admin/orders/${orderId}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOrder>();
  }

  async function shoppersOrder(orderId: string, auth = shopper.auth): Promise<Order> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders?limit=100',
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Order[]>().find((order) => order.id === orderId)!;
  }

  const refundRow = async (id: number) =>
    (await t.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;

  const refundMails = async (orderId: string) =>
    t.db
      .select({ data: mailOutbox.data })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'refund_processed'),
          sql`${mailOutbox.data}->>'orderId' = ${orderId}`,
        ),
      );

  /** Makes the refund due again at once (the job's wait before asking again has passed). */
  const dueNow = (id: number) =>
    t.db
      .update(refunds)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(refunds.id, id));

  describe('POST /admin/orders/{id}/refunds', () => {
    it('refunds part of a gateway payment: 201, pending, then processed by the job, on the timeline, the order page and /orders, with an e-mail', async () => {
      const order = await paidWithSandbox();
      const made = await refunded(order.id, { amount: 100, reason: 'Late delivery' });
      expect(made).toEqual({
        id: expect.any(Number),
        amount: 100,
        method: 'sandbox',
        status: 'pending',
      });

      // Asked of the gateway by the job, not in the request.
      expect((await refundRow(made.id)).status).toBe('pending');
      await t.app.jobs.runDue('gateway-refunds');
      const row = await refundRow(made.id);
      expect(row).toMatchObject({ status: 'processed', amountPaise: 10_000 });
      expect(row.gatewayReference).toMatch(/^SANDBOXREFUND/);

      const seen = await detail(order.id);
      expect(seen.refunds).toEqual([
        expect.objectContaining({ id: made.id, amount: 100, status: 'processed', byHand: false }),
      ]);
      expect(seen.money).toMatchObject({
        paid: order.total,
        refunded: 100,
        refunding: 0,
        refundable: Math.round((order.total - 100) * 100) / 100,
      });
      const entries = seen.timeline.filter((entry) => entry.type === 'refund');
      expect(entries.map((entry) => entry.details.status)).toEqual(['pending', 'processed']);
      expect(entries[0]!.actor).toBe('manager@shop.in');

      expect((await shoppersOrder(order.id)).refunds).toEqual([
        { amount: 100, status: 'processed', createdAt: expect.any(String) },
      ]);
      expect(await refundMails(order.id)).toEqual([
        {
          data: expect.objectContaining({ amountPaise: 10_000, method: 'sandbox' }),
        },
      ]);
    });

    it('works an amount out from lines and quantities at the prices sold, with the GST inside each', async () => {
      const order = await paidWithSandbox(3);
      const item = order.items[0]!;
      const made = await refunded(order.id, {
        lines: [{ itemId: item.id, quantity: 2 }],
        reason: 'Two were damaged',
      });
      expect(made.amount).toBe(Math.round(item.price * 2 * 100) / 100);
      const [line] = (await refundRow(made.id)).lines;
      expect(line).toMatchObject({
        itemId: item.id,
        quantity: 2,
        amountPaise: Math.round(item.price * 200),
      });
      if (line!.ratePercent !== null) {
        expect(line!.taxablePaise! + line!.taxPaise!).toBe(line!.amountPaise);
      }
      // Only one of the three is left to give back by line.
      const more = await askRefund(order.id, {
        lines: [{ itemId: item.id, quantity: 2 }],
        reason: 'Again',
      });
      expect(more.statusCode).toBe(422);
      expect(more.json().error).toMatch(/^lines\.0\.quantity: at most 1 /);
    });

    it('answers 422 above what is refundable, and for an order nothing was paid for', async () => {
      const order = await paidWithSandbox();
      const above = await askRefund(order.id, { amount: order.total + 1, reason: 'Too much' });
      expect(above.statusCode).toBe(422);
      expect(above.json().error).toMatch(/^amount: .* is more than can be refunded/);
      await refunded(order.id, { reason: 'All of it' });
      const again = await askRefund(order.id, { amount: 1, reason: 'More' });
      expect(again.statusCode).toBe(422);

      const unpaid = await placeOrder();
      await pay(unpaid.id, 'upi');
      const none = await askRefund(unpaid.id, { amount: 1, reason: 'Nothing paid' });
      expect(none.statusCode).toBe(422);
      expect(none.json()).toEqual({ error: 'Nothing was paid for this order: nothing to refund.' });
    });

    it('checks its input: a reason, an amount or lines (not both), whole paise', async () => {
      const order = await paidWithSandbox();
      for (const body of [
        { amount: 1 },
        { amount: 1, lines: [{ itemId: order.items[0]!.id, quantity: 1 }], reason: 'x' },
        { amount: 1.001, reason: 'x' },
        { amount: -5, reason: 'x' },
      ]) {
        const response = await askRefund(order.id, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
      expect((await askRefund('ZZZZZZZZZZ', { amount: 1, reason: 'x' })).statusCode).toBe(404);
    });

    it('is for owners and managers: fulfilment is refused (403)', async () => {
      const order = await paidWithSandbox();
      expect((await askRefund(order.id, { amount: 1, reason: 'x' }, packer)).statusCode).toBe(403);
      await refunded(order.id, { amount: 1, reason: 'By the owner' }, owner);
      await refunded(order.id, { amount: 1, reason: 'By the manager' }, manager);
    });

    it('shows on the dashboard as money paid, refunded and under way', async () => {
      const dashboard = async () =>
        (
          await asStaff(t.app, manager, { method: 'GET', url: '/api/v1/admin/dashboard' })
        ).json<Dashboard>().money;
      // Refunds other tests left pending end first: this test counts only its own.
      await t.app.jobs.runDue('gateway-refunds');
      const before = await dashboard();
      const order = await paidWithSandbox();
      await refunded(order.id, { amount: 10, reason: 'Partly' });
      const asked = await dashboard();
      expect(asked.paid).toBeCloseTo(before.paid + order.total, 2);
      expect(asked.refunding).toBeCloseTo(before.refunding + 10, 2);
      await t.app.jobs.runDue('gateway-refunds');
      const done = await dashboard();
      expect(done.refunding).toBeCloseTo(before.refunding, 2);
      expect(done.refunded).toBeCloseTo(before.refunded + 10, 2);
      // An unpaid UPI order is awaited money, not paid money.
      const unpaid = await placeOrder();
      await pay(unpaid.id, 'upi');
      const awaited = await dashboard();
      expect(awaited.pending).toBeCloseTo(done.pending + unpaid.total, 2);
      expect(awaited.paid).toBeCloseTo(done.paid, 2);
    });

    it('never gives back more than was paid when two refunds are asked for at once', async () => {
      const order = await paidWithSandbox();
      const share = Math.round(order.total * 60) / 100;
      const answers = await Promise.all([
        askRefund(order.id, { amount: share, reason: 'First' }, owner),
        askRefund(order.id, { amount: share, reason: 'Second' }, manager),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
      const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
      expect(rows).toHaveLength(1);
      expect((await detail(order.id)).money.refundable).toBeCloseTo(order.total - share, 2);
    });
  });

  describe('the gateway-refunds job', () => {
    it('asks again while the gateway answers pending, then marks it processed', async () => {
      const order = await paidWithSandbox();
      // Refunds other tests left pending take the sandbox's outcomes first: done with them.
      await t.app.jobs.runDue('gateway-refunds');
      t.app.payments.sandbox!.nextRefund('held');
      const made = await refunded(order.id, { amount: 50, reason: 'Held at the gateway' });
      await t.app.jobs.runDue('gateway-refunds');
      const queued = await refundRow(made.id);
      expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
      expect(queued.gatewayReference).toMatch(/^SANDBOXREFUND/);
      expect(queued.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      // Not due yet: a pass leaves it alone.
      await t.app.jobs.runDue('gateway-refunds');
      expect((await refundRow(made.id)).attempts).toBe(1);

      await dueNow(made.id);
      await t.app.jobs.runDue('gateway-refunds'); // the gateway: still pending
      expect(await refundRow(made.id)).toMatchObject({ status: 'pending', attempts: 2 });
      await dueNow(made.id);
      await t.app.jobs.runDue('gateway-refunds'); // processed
      expect(await refundRow(made.id)).toMatchObject({
        status: 'processed',
        gatewayReference: queued.gatewayReference,
      });
      expect(await refundMails(order.id)).toHaveLength(1);
    });

    it('marks a refund the gateway failed as failed, with why, and sends no e-mail', async () => {
      const order = await paidWithSandbox();
      // Refunds other tests left pending take the sandbox's outcomes first: done with them.
      await t.app.jobs.runDue('gateway-refunds');
      t.app.payments.sandbox!.nextRefund('failed');
      const made = await refunded(order.id, { amount: 50, reason: 'Will fail' });
      await t.app.jobs.runDue('gateway-refunds');
      await dueNow(made.id);
      await t.app.jobs.runDue('gateway-refunds');
      expect(await refundRow(made.id)).toMatchObject({
        status: 'failed',
        lastError: 'The sandbox failed the refund (as a test asked).',
      });
      const seen = await detail(order.id);
      expect(seen.refunds[0]).toMatchObject({ status: 'failed', error: expect.any(String) });
      // A failed refund gave nothing back: all of the payment is refundable again.
      expect(seen.money.refundable).toBe(order.total);
      expect(await refundMails(order.id)).toHaveLength(0);
    });

    it('retries a gateway it cannot reach, keeping the refund pending with the error', async () => {
      const order = await paidWithPayu();
      const made = await refunded(order.id, { amount: 10, reason: 'PayU is away' });
      await t.app.jobs.runDue('gateway-refunds');
      const row = await refundRow(made.id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, gatewayReference: null });
      expect(row.lastError).toBe('PayU could not be reached for the refund; try again.');
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    });
  });

  describe('UPI and cash on delivery: the shopper’s refund destination and the shop’s transfer', () => {
    const destination = (orderId: string, body: unknown, auth = shopper.auth) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/orders/${orderId}/refund-destination`,
        headers: auth,
        payload: body as Record<string, unknown>,
      });

    it('the shopper gives a checked UPI ID or bank account; staff see it and record their transfer', async () => {
      const order = await paidWithUpi();
      const made = await refunded(order.id, { amount: 100, reason: 'Wrong colour' });
      expect(made).toMatchObject({ method: 'upi', status: 'pending' });
      // The job leaves a refund by hand alone.
      await t.app.jobs.runDue('gateway-refunds');
      expect((await refundRow(made.id)).status).toBe('pending');

      const mine = await shoppersOrder(order.id);
      expect(mine.refunds).toEqual([
        { amount: 100, status: 'pending', createdAt: expect.any(String) },
      ]);
      expect(mine.refundDestinationNeeded).toBe(true);

      for (const bad of [
        { kind: 'upi', vpa: 'not-a-vpa' },
        { kind: 'upi', vpa: 'asha@' },
        { kind: 'bank', accountName: 'Asha', accountNumber: '12345678901', ifsc: 'HDFC1234567' },
        { kind: 'bank', accountName: 'Asha', accountNumber: '12345678901', ifsc: 'HDF00001234' },
        { kind: 'bank', accountName: 'Asha', accountNumber: '12ab', ifsc: 'HDFC0001234' },
      ]) {
        const refused = await destination(order.id, bad);
        expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
        expect(refused.json()).toEqual({ error: expect.any(String) });
      }
      const upi = await destination(order.id, { kind: 'upi', vpa: 'asha.k@okhdfcbank' });
      expect(upi.statusCode, upi.body).toBe(200);
      const bank = await destination(order.id, {
        kind: 'bank',
        accountName: 'Asha Kumar',
        accountNumber: '50100123456789',
        ifsc: 'hdfc0001234',
      });
      expect(bank.json<RefundDestinationAnswer>()).toEqual({
        destination: {
          kind: 'bank',
          accountName: 'Asha Kumar',
          accountNumber: '50100123456789',
          ifsc: 'HDFC0001234',
        },
        needed: false,
      });
      expect((await shoppersOrder(order.id)).refundDestinationNeeded).toBe(false);

      const seen = await detail(order.id);
      expect(seen.refundDestination).toMatchObject({ kind: 'bank', ifsc: 'HDFC0001234' });
      expect(seen.refunds[0]).toMatchObject({ byHand: true, status: 'pending' });

      const transfer = (cookie: string) =>
        asStaff(t.app, cookie, {
          method: 'POST',
          url: `/api/v1/admin/orders/${order.id}/refunds/${made.id}/transfer`,
          payload: { reference: 'NEFT N123456789' },
        });
      expect((await transfer(packer)).statusCode).toBe(403);
      const done = await transfer(owner);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json<AdminOrder>().refunds[0]).toMatchObject({
        status: 'processed',
        transferReference: 'NEFT N123456789',
      });
      expect((await transfer(owner)).statusCode).toBe(409);
      expect((await shoppersOrder(order.id)).refunds[0]!.status).toBe('processed');
      expect(await refundMails(order.id)).toEqual([
        { data: expect.objectContaining({ method: 'upi', reference: 'NEFT N123456789' }) },
      ]);
    });

    it('keeps the destination to the order’s shopper: another shopper, or none, is answered 404 or 401', async () => {
      const order = await paidWithUpi();
      await destination(order.id, { kind: 'upi', vpa: 'asha@okaxis' });
      const get = (auth?: Record<string, string>) =>
        t.app.inject({
          method: 'GET',
          url: `/api/v1/orders/${order.id}/refund-destination`,
          ...(auth ? { headers: auth } : {}),
        });
      expect((await get(shopper.auth)).json<RefundDestinationAnswer>().destination).toEqual({
        kind: 'upi',
        vpa: 'asha@okaxis',
      });
      expect((await get(stranger.auth)).statusCode).toBe(404);
      expect((await get()).statusCode).toBe(401);
      const overwrite = await destination(
        order.id,
        { kind: 'upi', vpa: 'thief@okaxis' },
        stranger.auth,
      );
      expect(overwrite.statusCode).toBe(404);
      // A tracking look-up by e-mail is not told of it either.
      const tracked = await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${order.id}?contactInfo=${encodeURIComponent(shopper.email)}`,
      });
      expect(tracked.body).not.toContain('okaxis');
    });

    it('refuses a destination for an order paid online (its refunds go back the way it was paid)', async () => {
      const order = await paidWithSandbox();
      const refused = await destination(order.id, { kind: 'upi', vpa: 'asha@okaxis' });
      expect(refused.statusCode).toBe(409);
    });

    it('a cash-on-delivery order is refundable once its cash was collected', async () => {
      const order = await placeOrder();
      await pay(order.id, 'cod');
      expect((await askRefund(order.id, { amount: 1, reason: 'x' })).statusCode).toBe(422);
      for (const [status, extra] of [
        [2, { carrier: 'India Post', trackingNumber: 'EK123IN' }],
        [3, {}],
      ] as const) {
        const moved = await asStaff(t.app, packer, {
          method: 'POST',
          url: `/api/v1/admin/orders/${order.id}/status`,
          payload: { status, ...extra },
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      expect(await refunded(order.id, { amount: 1, reason: 'Returned' })).toMatchObject({
        method: 'cod',
        status: 'pending',
      });
    });
  });

  describe('cancellation and double payments', () => {
    it('a cancelled prepaid order is refunded automatically, and listed while the refund is pending', async () => {
      const order = await paidWithPayu();
      const cancelled = await asStaff(t.app, manager, {
        method: 'POST',
        url: `/api/v1/admin/orders/${order.id}/status`,
        payload: { status: CANCELLED, reason: 'Out of stock' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const seen = cancelled.json<AdminOrder>();
      expect(seen.refunds).toEqual([
        expect.objectContaining({
          amount: order.total,
          method: 'payu',
          status: 'pending',
          reason: 'Order cancelled: Out of stock',
        }),
      ]);
      expect(seen.money).toMatchObject({ refunding: order.total, refundDue: 0, refundable: 0 });
      const pending = await asStaff(t.app, packer, {
        method: 'GET',
        url: '/api/v1/admin/orders?refund=pending&limit=100',
      });
      expect(pending.json<{ data: { id: string }[] }>().data.map((o) => o.id)).toContain(order.id);
    });

    it('a cancelled order paid through the sandbox is refunded through the sandbox, as the embedded shop shows', async () => {
      const order = await paidWithSandbox();
      const cancelled = await asStaff(t.app, manager, {
        method: 'POST',
        url: `/api/v1/admin/orders/${order.id}/status`,
        payload: { status: CANCELLED, reason: 'Shopper asked' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json<AdminOrder>().refunds).toEqual([
        expect.objectContaining({ amount: order.total, method: 'sandbox', status: 'pending' }),
      ]);
      await t.app.jobs.runDue('gateway-refunds');
      expect((await detail(order.id)).money).toMatchObject({ refunded: order.total, refundDue: 0 });
      expect((await shoppersOrder(order.id)).refunds).toEqual([
        expect.objectContaining({ amount: order.total, status: 'processed' }),
      ]);
    });

    it('lists money due back that no refund covers, and refunds it the same way', async () => {
      // Two tabs: two payments started while the order waited, both paid.
      const order = await placeOrder();
      const first = await pay(order.id, 'sandbox');
      const second = await pay(order.id, 'sandbox');
      await completeSandbox(first);
      await completeSandbox(second);
      const seen = await detail(order.id);
      const double = seen.payments.find((payment) => payment.refundDue)!;
      expect(double).toBeDefined();
      expect(seen.money).toMatchObject({ paid: order.total * 2, refundDue: order.total });
      const due = async () =>
        (
          await asStaff(t.app, packer, {
            method: 'GET',
            url: '/api/v1/admin/orders?refund=due&limit=100',
          })
        )
          .json<{ data: { id: string }[] }>()
          .data.map((o) => o.id);
      expect(await due()).toContain(order.id);

      const made = await refunded(order.id, { paymentId: double.id, reason: 'Paid twice' });
      expect(made).toMatchObject({ amount: order.total, method: 'sandbox', status: 'pending' });
      expect(await due()).not.toContain(order.id);
      await t.app.jobs.runDue('gateway-refunds');
      expect((await detail(order.id)).money).toMatchObject({
        refunded: order.total,
        refundDue: 0,
      });
    });
  });
});
