import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StoreRow } from '../../../../db/schema';
import { type GatewayAttempt, type PaymentStart, RefundFailedError } from '../../gateway';
import type { RazorpayPayment } from './client';
import { createRazorpayGateway } from './gateway';

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'thisisasecret';
const WEBHOOK_SECRET = 'webhook-secret';
const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

const payment: PaymentStart = {
  store: { storeName: 'ChitraKart' } as StoreRow,
  orderId: 'AB12CD34EF',
  amountPaise: 123_450,
  customer: { firstName: 'Asha', email: 'asha@example.in', phone: '+919845012345' },
  apiBase: 'https://shop.example.in/api/v1',
  returnUrl: 'https://shop.example.in/orders',
};

const ORDER_ID = 'order_IluGWxBm9U8zJ8';
const PAYMENT_ID = 'pay_29QQoUBi66xm2f';

const attempt = (changes: Partial<GatewayAttempt> = {}): GatewayAttempt => ({
  orderId: payment.orderId,
  method: 'razorpay',
  txnid: ORDER_ID,
  amountPaise: payment.amountPaise,
  status: 'initiated',
  gatewayReference: null,
  ...changes,
});

const paymentEntity = (changes: Partial<RazorpayPayment> = {}): RazorpayPayment => ({
  id: PAYMENT_ID,
  entity: 'payment',
  amount: payment.amountPaise,
  currency: 'INR',
  status: 'captured',
  order_id: ORDER_ID,
  created_at: 1_700_000_000,
  ...changes,
});

/** A stand-in for Razorpay's API: records each call, answers by method and path. */
function razorpayApi(routes: Record<string, (body: unknown) => [number, unknown]>) {
  const calls: { method: string; url: string; headers: Headers; body: unknown }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url: String(url), headers: new Headers(init?.headers), body });
    const path = new URL(String(url)).pathname.replace(/^\/v1/, '');
    const route = routes[`${method} ${path}`];
    const [status, answer] = route ? route(body) : [404, { error: { code: 'NOT_FOUND' } }];
    return new Response(JSON.stringify(answer), { status });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const gatewayWith = (fetch: typeof globalThis.fetch) =>
  createRazorpayGateway({
    keyId: KEY_ID,
    keySecret: async () => KEY_SECRET,
    webhookSecret: async () => WEBHOOK_SECRET,
    fetch,
  });

describe('the Razorpay gateway', () => {
  it('creates a Razorpay order for the stored total and posts the browser to Hosted Checkout', async () => {
    const api = razorpayApi({
      'POST /orders': (body) => [
        200,
        { id: ORDER_ID, entity: 'order', ...(body as object), status: 'created' },
      ],
    });
    const started = await gatewayWith(api.fetch).start(payment);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.razorpay.com/v1/orders',
      body: { amount: 123_450, currency: 'INR', receipt: 'AB12CD34EF' },
    });
    expect(api.calls[0]!.headers.get('authorization')).toBe(
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
    expect(started).toMatchObject({ status: 'initiated', txnid: ORDER_ID });
    expect(started.action).toEqual({
      type: 'redirect_post',
      redirectUrl: 'https://shop.example.in/api/v1/payments/redirect',
      formParams: {
        type: 'razorpay',
        url: 'https://api.razorpay.com/v1/checkout/embedded',
        data: {
          key_id: KEY_ID,
          order_id: ORDER_ID,
          amount: '123450',
          currency: 'INR',
          name: 'ChitraKart',
          description: 'Order AB12CD34EF',
          'prefill[name]': 'Asha',
          'prefill[email]': 'asha@example.in',
          'prefill[contact]': '+919845012345',
          callback_url: 'https://shop.example.in/api/v1/payments/callback',
          cancel_url: 'https://shop.example.in/orders',
        },
      },
    });
  });

  it('uses a configured API base for its calls and its checkout page', async () => {
    const api = razorpayApi({
      'POST /orders': (body) => [200, { id: ORDER_ID, ...(body as object) }],
    });
    const gateway = createRazorpayGateway({
      keyId: KEY_ID,
      keySecret: async () => KEY_SECRET,
      webhookSecret: async () => WEBHOOK_SECRET,
      apiUrl: 'http://razorpay.test/v1',
      fetch: api.fetch,
    });
    const started = await gateway.start(payment);
    expect(api.calls[0]!.url).toBe('http://razorpay.test/v1/orders');
    expect(started.action!.formParams!.url).toBe('http://razorpay.test/v1/checkout/embedded');
    expect(gateway.redirectTargets(payment.apiBase)).toEqual([
      'http://razorpay.test/v1/checkout/embedded',
    ]);
  });

  describe('the checkout callback', () => {
    const signed = (paymentId = PAYMENT_ID, orderId = ORDER_ID) => ({
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: hmac(KEY_SECRET, `${orderId}|${paymentId}`),
    });
    const api = razorpayApi({ [`GET /payments/${PAYMENT_ID}`]: () => [200, paymentEntity()] });
    const gateway = gatewayWith(api.fetch);

    it('names the Razorpay order the answer is about', () => {
      expect(gateway.referenceOf({ via: 'callback', fields: signed() })).toBe(ORDER_ID);
      expect(gateway.referenceOf({ via: 'callback', fields: { txnid: 'PAYU' } })).toBeNull();
    });

    it('accepts a payment signed over the stored order id and confirmed for its amount', async () => {
      expect(await gateway.verify({ via: 'callback', fields: signed() }, attempt())).toEqual({
        ok: true,
        outcome: 'success',
        gatewayReference: PAYMENT_ID,
      });
    });

    it('refuses a signature with any byte tampered', async () => {
      const fields = signed();
      const last = fields.razorpay_signature.at(-1) === '0' ? '1' : '0';
      const tampered = {
        ...fields,
        razorpay_signature: fields.razorpay_signature.slice(0, -1) + last,
      };
      expect(await gateway.verify({ via: 'callback', fields: tampered }, attempt())).toEqual({
        ok: false,
        reason: 'bad signature',
      });
    });

    it('refuses a signature made with another secret, and one for another order', async () => {
      const other = { ...signed(), razorpay_signature: hmac('other', `${ORDER_ID}|${PAYMENT_ID}`) };
      expect((await gateway.verify({ via: 'callback', fields: other }, attempt())).ok).toBe(false);
      // Genuinely signed, but for a Razorpay order that is not this attempt's.
      const elsewhere = signed(PAYMENT_ID, 'order_SomeoneElses1');
      expect(await gateway.verify({ via: 'callback', fields: elsewhere }, attempt())).toEqual({
        ok: false,
        reason: 'another order',
      });
    });

    it('refuses a payment Razorpay says was for another amount', async () => {
      const cheap = razorpayApi({
        [`GET /payments/${PAYMENT_ID}`]: () => [200, paymentEntity({ amount: 100 })],
      });
      expect(
        await gatewayWith(cheap.fetch).verify({ via: 'callback', fields: signed() }, attempt()),
      ).toEqual({ ok: false, reason: 'wrong amount' });
    });

    it('takes an unsigned failure only once Razorpay says the order is unpaid', async () => {
      const failed = {
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[description]': 'Payment failed',
        'error[metadata]': JSON.stringify({ payment_id: PAYMENT_ID, order_id: ORDER_ID }),
      };
      const unpaid = razorpayApi({
        [`GET /orders/${ORDER_ID}/payments`]: () => [
          200,
          { entity: 'collection', count: 1, items: [paymentEntity({ status: 'failed' })] },
        ],
      });
      const notice = { via: 'callback' as const, fields: failed };
      expect(gatewayWith(unpaid.fetch).referenceOf(notice)).toBe(ORDER_ID);
      expect(await gatewayWith(unpaid.fetch).verify(notice, attempt())).toEqual({
        ok: true,
        outcome: 'failure',
        gatewayReference: PAYMENT_ID,
      });
      // A "failure" for an order Razorpay has in fact been paid for is that payment.
      const paid = razorpayApi({
        [`GET /orders/${ORDER_ID}/payments`]: () => [
          200,
          { entity: 'collection', count: 1, items: [paymentEntity()] },
        ],
      });
      expect(await gatewayWith(paid.fetch).verify(notice, attempt())).toMatchObject({
        ok: true,
        outcome: 'success',
      });
    });
  });

  describe('webhooks', () => {
    const body = (event: string, entity = paymentEntity()) =>
      JSON.stringify({
        entity: 'event',
        event,
        contains: ['payment'],
        payload: { payment: { entity } },
        created_at: 1_700_000_000,
      });
    const notice = (rawBody: string, signature = hmac(WEBHOOK_SECRET, rawBody)) => ({
      via: 'webhook' as const,
      fields: {},
      rawBody,
      headers: { 'x-razorpay-signature': signature },
    });
    const gateway = gatewayWith(razorpayApi({}).fetch);

    it('verifies the signature over the raw body, byte for byte', async () => {
      const raw = body('payment.captured');
      expect(await gateway.webhookSigned(raw, hmac(WEBHOOK_SECRET, raw))).toBe(true);
      // The same JSON with one byte changed (a space) no longer matches.
      expect(await gateway.webhookSigned(`${raw} `, hmac(WEBHOOK_SECRET, raw))).toBe(false);
      expect(await gateway.webhookSigned(raw, hmac(KEY_SECRET, raw))).toBe(false);
      expect(await gateway.webhookSigned(raw, undefined)).toBe(false);
    });

    it('reads captured, paid and failed payments of the stored order and amount', async () => {
      for (const [event, outcome] of [
        ['payment.captured', 'success'],
        ['order.paid', 'success'],
        ['payment.failed', 'failure'],
      ] as const) {
        const raw = body(event);
        expect(gateway.referenceOf(notice(raw))).toBe(ORDER_ID);
        expect(await gateway.verify(notice(raw), attempt())).toEqual({
          ok: true,
          outcome,
          gatewayReference: PAYMENT_ID,
        });
      }
      const other = body('payment.captured', paymentEntity({ amount: 1 }));
      expect(await gateway.verify(notice(other), attempt())).toEqual({
        ok: false,
        reason: 'wrong amount',
      });
      const raw = body('payment.captured');
      expect(await gateway.verify(notice(raw, hmac('forged', raw)), attempt())).toEqual({
        ok: false,
        reason: 'bad webhook signature',
      });
    });
  });

  describe('fetchStatus', () => {
    const withPayments = (items: RazorpayPayment[]) =>
      gatewayWith(
        razorpayApi({
          [`GET /orders/${ORDER_ID}/payments`]: () => [
            200,
            { entity: 'collection', count: items.length, items },
          ],
        }).fetch,
      );

    it('reads the order’s payments: captured is paid, authorized is pending, all failed is failed', async () => {
      expect(
        await withPayments([
          paymentEntity({ status: 'failed', id: 'pay_1' }),
          paymentEntity(),
        ]).fetchStatus(attempt()),
      ).toEqual({ status: 'succeeded', gatewayReference: PAYMENT_ID });
      expect(
        await withPayments([paymentEntity({ status: 'authorized' })]).fetchStatus(attempt()),
      ).toEqual({ status: 'pending', gatewayReference: PAYMENT_ID });
      expect(
        await withPayments([paymentEntity({ status: 'failed' })]).fetchStatus(attempt()),
      ).toEqual({ status: 'failed', gatewayReference: PAYMENT_ID });
      expect(await withPayments([]).fetchStatus(attempt())).toEqual({
        status: 'pending',
        gatewayReference: null,
      });
    });
  });

  describe('refund', () => {
    const paid = attempt({ status: 'succeeded', gatewayReference: PAYMENT_ID });

    it('posts a normal refund in paise, idempotent by our refund id', async () => {
      const api = razorpayApi({
        [`POST /payments/${PAYMENT_ID}/refund`]: (body) => [
          200,
          { id: 'rfnd_FgRAHdNOM4ZVbO', entity: 'refund', status: 'processed', ...(body as object) },
        ],
      });
      expect(
        await gatewayWith(api.fetch).refund(paid, {
          refundId: 'refund-0000001',
          amountPaise: 5000,
        }),
      ).toEqual({ status: 'processed', reference: 'rfnd_FgRAHdNOM4ZVbO' });
      expect(api.calls[0]!.body).toEqual({
        amount: 5000,
        speed: 'normal',
        receipt: 'refund-0000001',
      });
      expect(api.calls[0]!.headers.get('x-refund-idempotency')).toBe('refund-0000001');
    });

    it('says why when Razorpay refuses, and refuses an unpaid attempt or too much itself', async () => {
      const api = razorpayApi({
        [`POST /payments/${PAYMENT_ID}/refund`]: () => [
          400,
          {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'The amount must be at least INR 1.00',
            },
          },
        ],
      });
      const gateway = gatewayWith(api.fetch);
      await expect(
        gateway.refund(paid, { refundId: 'refund-0000002', amountPaise: 50 }),
      ).rejects.toThrow('Razorpay refused the refund: The amount must be at least INR 1.00');
      await expect(
        gateway.refund(attempt(), { refundId: 'refund-0000003', amountPaise: 50 }),
      ).rejects.toBeInstanceOf(RefundFailedError);
      await expect(
        gateway.refund(paid, { refundId: 'refund-0000004', amountPaise: 123_451 }),
      ).rejects.toBeInstanceOf(RefundFailedError);
    });
  });
});
