import { createHmac } from 'node:crypto';
import {
  type Order,
  ORDER_STATUS,
  type PaymentResponse,
  type ProductListResponse,
} from '@storefront/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { jobs, mailOutbox, orders, payments, paymentWebhooks } from '../../db/schema';
import { installationSecret } from '../../db/installation-secrets';
import { freePort } from '../../test/free-port';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';
import { RefundFailedError } from './gateway';
import {
  RAZORPAY_SANDBOX_KEY_SECRET,
  RAZORPAY_SANDBOX_WEBHOOK_SECRET,
} from './gateways/razorpay-sandbox/sandbox';

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** Hidden inputs of the form of an HTML page whose button says `buttonText` (the first form otherwise). */
function formOf(
  html: string,
  buttonText?: string,
): { action: string; data: Record<string, string> } {
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
  const form = buttonText ? forms.find((match) => match[2]!.includes(buttonText)) : forms[0];
  if (!form) throw new Error(`no form${buttonText ? ` with ${buttonText}` : ''} in page`);
  const unescape = (value: string) =>
    value
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  const data = Object.fromEntries(
    [...form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      unescape(match[1]!),
      unescape(match[2]!),
    ]),
  );
  return { action: unescape(form[1]!), data };
}

/** Waits (polling, no fixed sleep) until `check` answers something truthy. */
async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(drivers)('Razorpay and its sandbox on %s', (driver) => {
  let t: TestApp;
  let apiBase: string;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let product: ProductListResponse['data'][number];

  beforeAll(async () => {
    const port = await freePort();
    apiBase = `http://127.0.0.1:${port}/api/v1`;
    t = await createTestApp(driver, {
      config: { API_PUBLIC_URL: apiBase, API_PORT: port, JOBS_POLL_MS: 50 },
    });
    // The sandbox's webhooks come to the API over real HTTP, as Razorpay's would.
    await t.app.listen({ port, host: '127.0.0.1' });
    shopper = await signUp(t.app);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' })
    ).json<ProductListResponse>();
    product = list.data.find((item) => item.discountedPrice !== null)!;
  });
  afterAll(async () => {
    await t?.close();
  });

  const path = (url: string) => new URL(url).pathname + new URL(url).search;
  const form = (url: string, data: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: path(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(data).toString(),
    });

  async function newOrder(): Promise<Order> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: { products: { [product.id]: 1 }, shippingAddress: testShippingAddress },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Order>();
  }

  /** Pays with the Razorpay sandbox: its checkout page, as the shopper's browser reaches it. */
  async function checkout(order: Order) {
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: { ...shopper.auth, origin: 'http://localhost:3000' },
      payload: {
        orderId: order.id,
        fields: {
          method: 'razorpay_sandbox',
          email: 'asha@example.in',
          phone: '+919845012345',
          acceptTerms: true,
        },
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { action } = paid.json<PaymentResponse>();
    expect(action!.formParams!.url).toBe(
      `${apiBase}/payments/razorpay-sandbox/v1/checkout/embedded`,
    );
    // The API's redirect page re-posts to the (allow-listed) checkout page.
    const redirect = await form(action!.redirectUrl!, {
      type: action!.formParams!.type,
      url: action!.formParams!.url,
      ...Object.fromEntries(
        Object.entries(action!.formParams!.data).map(([key, value]) => [`data[${key}]`, value]),
      ),
    });
    expect(redirect.statusCode).toBe(200);
    const onward = formOf(redirect.body);
    const page = await form(onward.action, onward.data);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Razorpay (sandbox)');
    // Razorpay's bracketed fields (prefill[email]) came through the API's redirect page.
    expect(page.body).toContain('asha@example.in');
    return { page: page.body, razorpayOrderId: action!.formParams!.data.order_id! };
  }

  /** The shopper's choice on the sandbox's checkout page, and the page it answers. */
  async function choose(page: string, button: string) {
    const chosen = formOf(page, button);
    const answer = await form(chosen.action, chosen.data);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.body;
  }

  const callback = (fields: Record<string, string>) => form(`${apiBase}/payments/callback`, fields);

  const statusOf = async (orderId: string) =>
    (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!
      .status;
  const attemptOf = async (razorpayOrderId: string) =>
    (await t.db.select().from(payments).where(eq(payments.txnid, razorpayOrderId)))[0]!;
  const paidMails = async (orderId: string) =>
    (
      await t.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.kind, 'payment_received'),
            sql`${mailOutbox.data}->>'orderId' = ${orderId}`,
          ),
        )
    ).length;

  it('offers the sandbox on the payment form as Razorpay (sandbox)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/fields',
      headers: shopper.auth,
    });
    const method = response
      .json<{ fields: { name: string; options?: { label: string; value: string }[] }[] }>()
      .fields.find((field) => field.name === 'method')!;
    expect(method.options).toContainEqual({
      label: 'Razorpay (sandbox): test gateway, no real money',
      value: 'razorpay_sandbox',
    });
  });

  it('marks the order paid once its signed callback verifies against the stored attempt', async () => {
    const order = await newOrder();
    const { page, razorpayOrderId } = await checkout(order);
    const attempt = await attemptOf(razorpayOrderId);
    expect(attempt).toMatchObject({ method: 'razorpay_sandbox', status: 'initiated', test: true });
    const back = formOf(await choose(page, 'Pay ₹'));
    expect(back.action).toBe(`${apiBase}/payments/callback`);

    // One byte of the signature changed: refused, and nothing is recorded.
    const signature = back.data.razorpay_signature!;
    const tampered = {
      ...back.data,
      razorpay_signature: signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0'),
    };
    const refused = await callback(tampered);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'This payment response could not be verified.' });
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.PENDING);

    const answered = await callback(back.data);
    expect(answered.statusCode).toBe(303);
    expect(answered.headers.location).toBe(
      `http://localhost:3000/order-success?orderId=${order.id}`,
    );
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.PROCESSING);
    expect(await attemptOf(razorpayOrderId)).toMatchObject({
      status: 'succeeded',
      gatewayReference: back.data.razorpay_payment_id,
    });
    // Its webhooks (payment.captured, order.paid) arrive too, over HTTP, and change nothing more.
    await eventually(async () => {
      const rows = await t.db
        .select()
        .from(paymentWebhooks)
        .where(
          sql`${paymentWebhooks.body}::jsonb->'payload'->'payment'->'entity'->>'order_id' = ${razorpayOrderId}`,
        );
      return rows.length === 2 && rows.every((row) => row.outcome === 'paid');
    });
    expect(await paidMails(order.id)).toBe(1);
  });

  it('answers a failed payment with the orders page, and the order is paid on the next try', async () => {
    const order = await newOrder();
    const first = await checkout(order);
    const failed = formOf(await choose(first.page, 'Fail payment'));
    expect(failed.data['error[code]']).toBe('BAD_REQUEST_ERROR');
    const answered = await callback(failed.data);
    expect(answered.statusCode).toBe(303);
    expect(answered.headers.location).toBe(
      `http://localhost:3000/orders?paymentFailed=${order.id}`,
    );
    expect((await attemptOf(first.razorpayOrderId)).status).toBe('failed');
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.PENDING);

    const second = await checkout(order);
    expect(second.razorpayOrderId).not.toBe(first.razorpayOrderId);
    const paid = formOf(await choose(second.page, 'Pay ₹'));
    expect((await callback(paid.data)).statusCode).toBe(303);
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.PROCESSING);
  });

  describe('the webhook route', () => {
    async function signedEvent(
      razorpayOrderId: string,
      amount: number,
      event = 'payment.captured',
    ) {
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_sandbox',
        event,
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: `pay_${razorpayOrderId.slice(-14)}`,
              entity: 'payment',
              amount,
              currency: 'INR',
              status: event === 'payment.failed' ? 'failed' : 'captured',
              order_id: razorpayOrderId,
              created_at: 1_700_000_000,
            },
          },
        },
        created_at: 1_700_000_000,
      });
      const secret = await installationSecret(t.db, RAZORPAY_SANDBOX_WEBHOOK_SECRET);
      return { body, signature: hmac(secret, body) };
    }
    const post = (body: string, signature: string, eventId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
        payload: body,
      });
    const storedEvents = async (eventId: string) =>
      t.db.select().from(paymentWebhooks).where(eq(paymentWebhooks.eventId, eventId));

    it('refuses a body whose signature does not verify (400), and keeps nothing', async () => {
      const order = await newOrder();
      const { razorpayOrderId } = await checkout(order);
      const { body, signature } = await signedEvent(
        razorpayOrderId,
        (await attemptOf(razorpayOrderId)).amountPaise,
      );
      const forged = await post(body, hmac('not-the-secret', body), 'evt_forged000001');
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ error: 'This webhook could not be verified.' });
      // The right signature over a body with one byte changed is refused too.
      const tampered = await post(
        body.replace('"captured"', '"captureD"'),
        signature,
        'evt_tamper000001',
      );
      expect(tampered.statusCode).toBe(400);
      expect(await storedEvents('evt_forged000001')).toEqual([]);
      expect(await storedEvents('evt_tamper000001')).toEqual([]);
      expect(await statusOf(order.id)).toBe(ORDER_STATUS.PENDING);
    });

    it('keeps an event once: the same event twice (at once) changes nothing the second time', async () => {
      const order = await newOrder();
      const { razorpayOrderId } = await checkout(order);
      const { body, signature } = await signedEvent(
        razorpayOrderId,
        (await attemptOf(razorpayOrderId)).amountPaise,
      );
      const answers = await Promise.all([
        post(body, signature, 'evt_replay000001'),
        post(body, signature, 'evt_replay000001'),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.json().status).sort()).toEqual(['duplicate', 'stored']);
      await eventually(async () => (await storedEvents('evt_replay000001'))[0]?.outcome === 'paid');
      expect(await statusOf(order.id)).toBe(ORDER_STATUS.PROCESSING);
      const again = await post(body, signature, 'evt_replay000001');
      expect(again.json()).toEqual({ status: 'duplicate' });
      expect(await storedEvents('evt_replay000001')).toHaveLength(1);
      expect(await paidMails(order.id)).toBe(1);
    });

    it('ignores a genuine event for another amount than the attempt’s', async () => {
      const order = await newOrder();
      const { razorpayOrderId } = await checkout(order);
      const { body, signature } = await signedEvent(razorpayOrderId, 100);
      expect((await post(body, signature, 'evt_amount000001')).statusCode).toBe(200);
      await eventually(async () => (await storedEvents('evt_amount000001'))[0]?.outcome);
      expect((await storedEvents('evt_amount000001'))[0]!.outcome).toBe('ignored: wrong amount');
      expect(await statusOf(order.id)).toBe(ORDER_STATUS.PENDING);
    });
  });

  describe('the sandbox’s webhooks and their failures', () => {
    const sandbox = () => t.app.payments.razorpaySandbox!;

    it('pay later: the browser brings no answer, and the webhook alone marks the order paid', async () => {
      const order = await newOrder();
      const { page, razorpayOrderId } = await checkout(order);
      const back = await choose(page, 'Pay, then close the tab');
      expect(back).toContain('Back to your orders');
      expect(await statusOf(order.id)).toBe(ORDER_STATUS.PENDING);
      await eventually(async () => (await statusOf(order.id)) === ORDER_STATUS.PROCESSING);
      expect((await attemptOf(razorpayOrderId)).status).toBe('succeeded');
    });

    it('a duplicate delivery is kept once', async () => {
      const order = await newOrder();
      const { page, razorpayOrderId } = await checkout(order);
      sandbox().failNextWebhook('duplicate');
      await choose(page, 'Pay, then close the tab');
      await eventually(async () => (await statusOf(order.id)) === ORDER_STATUS.PROCESSING);
      const deliveries = await eventually(async () => {
        const rows = await queryRows<{ event_id: string; status: string }>(
          t.db,
          sql`select input->>'eventId' as event_id, status from ${jobs}
              where kind = 'razorpay-sandbox-webhook' and input->>'body' like ${`%${razorpayOrderId}%`}`,
        );
        return rows.length === 3 && rows.every((row) => row.status === 'done') ? rows : null;
      });
      // payment.captured sent twice, order.paid once: three deliveries, two events kept.
      expect(new Set(deliveries!.map((row) => row.event_id)).size).toBe(2);
      const kept = await t.db
        .select()
        .from(paymentWebhooks)
        .where(sql`${paymentWebhooks.body} like ${`%${razorpayOrderId}%`}`);
      expect(kept).toHaveLength(2);
      expect(await paidMails(order.id)).toBe(1);
    });

    it('a delivery with a bad signature is refused (400) and the order waits', async () => {
      const order = await newOrder();
      const { page, razorpayOrderId } = await checkout(order);
      sandbox().failNextWebhook('bad-signature');
      sandbox().failNextWebhook('bad-signature');
      await choose(page, 'Pay, then close the tab');
      const refused = await eventually(async () => {
        const rows = await queryRows<{ status: string; result: { status: number } | null }>(
          t.db,
          sql`select status, result from ${jobs}
              where kind = 'razorpay-sandbox-webhook' and input->>'body' like ${`%${razorpayOrderId}%`}`,
        );
        return rows.length === 2 && rows.every((row) => row.status === 'failed') ? rows : null;
      });
      expect(refused!.map((row) => row.result)).toEqual([{ status: 400 }, { status: 400 }]);
      expect(await statusOf(order.id)).toBe(ORDER_STATUS.PENDING);
    });

    it('a lost webhook is made up for by the reconciliation job', async () => {
      const order = await newOrder();
      const { page, razorpayOrderId } = await checkout(order);
      sandbox().failNextWebhook('lost');
      sandbox().failNextWebhook('lost');
      await choose(page, 'Pay, then close the tab');
      // Nothing arrives: the attempt waits.
      expect((await attemptOf(razorpayOrderId)).status).toBe('initiated');
      // Past the few minutes reconciliation waits for, the periodic job asks Razorpay.
      await t.db
        .update(payments)
        .set({ createdAt: sql`now() - interval '10 minutes'` })
        .where(eq(payments.txnid, razorpayOrderId));
      expect(await t.app.jobs.runDue('payment-reconciliation')).toBeGreaterThanOrEqual(1);
      expect(await statusOf(order.id)).toBe(ORDER_STATUS.PROCESSING);
      expect(await attemptOf(razorpayOrderId)).toMatchObject({ status: 'succeeded' });
      expect((await attemptOf(razorpayOrderId)).gatewayReference).toMatch(/^pay_/);
      expect(await paidMails(order.id)).toBe(1);
    });
  });

  describe('sandbox refunds', () => {
    it('refunds a paid attempt through the gateway, once per refund id, never above what was paid', async () => {
      const order = await newOrder();
      const { page, razorpayOrderId } = await checkout(order);
      expect((await callback(formOf(await choose(page, 'Pay ₹')).data)).statusCode).toBe(303);
      const attempt = await attemptOf(razorpayOrderId);
      const gateway = t.app.payments.razorpaySandbox!.gateway;
      const first = await gateway.refund(attempt, {
        refundId: 'refund-test-0001',
        amountPaise: 100,
      });
      expect(first).toMatchObject({ status: 'processed' });
      expect(first.reference).toMatch(/^rfnd_/);
      // Asked again with the same id: the same refund, not a second one.
      expect(
        await gateway.refund(attempt, { refundId: 'refund-test-0001', amountPaise: 100 }),
      ).toEqual(first);
      await expect(
        gateway.refund(attempt, { refundId: 'refund-test-0002', amountPaise: attempt.amountPaise }),
      ).rejects.toThrow(
        'Razorpay refused the refund: The refund amount provided is greater than amount captured',
      );
      await expect(
        gateway.refund(attempt, {
          refundId: 'refund-test-0003',
          amountPaise: attempt.amountPaise + 1,
        }),
      ).rejects.toBeInstanceOf(RefundFailedError);
      // The sandbox's API says so too, to its own key only.
      const secret = await installationSecret(t.db, RAZORPAY_SANDBOX_KEY_SECRET);
      const asked = await t.app.inject({
        method: 'GET',
        url: `/api/v1/payments/razorpay-sandbox/v1/payments/${attempt.gatewayReference}`,
        headers: {
          authorization: `Basic ${Buffer.from(`rzp_test_sandbox:${secret}`).toString('base64')}`,
        },
      });
      expect(asked.json()).toMatchObject({
        amount_refunded: 100,
        status: 'captured',
        refund_status: 'partial',
      });
      const stranger = await t.app.inject({
        method: 'GET',
        url: `/api/v1/payments/razorpay-sandbox/v1/payments/${attempt.gatewayReference}`,
        headers: {
          authorization: `Basic ${Buffer.from('rzp_test_sandbox:guess').toString('base64')}`,
        },
      });
      expect(stranger.statusCode).toBe(401);
      // Its refund.processed webhook is kept (noted: refunds are not yet tracked by the shop).
      await eventually(async () => {
        const rows = await t.db
          .select()
          .from(paymentWebhooks)
          .where(
            and(
              eq(paymentWebhooks.event, 'refund.processed'),
              sql`${paymentWebhooks.body} like ${`%${razorpayOrderId}%`}`,
            ),
          );
        return rows[0]?.outcome === 'noted: refund.processed';
      });
    });
  });
});

describe('Razorpay’s configuration', () => {
  it('offers Razorpay once its three secrets are set, and the sandbox never in production', async () => {
    const t = await createTestApp('pglite', {
      config: {
        NODE_ENV: 'production',
        RAZORPAY_KEY_ID: 'rzp_live_ShopKey00001',
        RAZORPAY_KEY_SECRET: 'key-secret',
        RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      },
    });
    try {
      const shopper = await signUp(t.app);
      const fields = await t.app.inject({
        method: 'GET',
        url: '/api/v1/payments/fields',
        headers: shopper.auth,
      });
      const options = fields
        .json<{ fields: { name: string; options?: { value: string }[] }[] }>()
        .fields.find((field) => field.name === 'method')!
        .options!.map((option) => option.value);
      expect(options).toContain('razorpay');
      expect(options).not.toContain('razorpay_sandbox');
      const sandboxPage = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/razorpay-sandbox/v1/orders',
        payload: { amount: 100, currency: 'INR' },
      });
      expect(sandboxPage.statusCode).toBe(404);
      // A webhook signed with the configured secret is taken; one signed otherwise is not.
      const body = JSON.stringify({ entity: 'event', event: 'payment.failed', payload: {} });
      const webhook = (secret: string, eventId: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/payments/razorpay/webhook',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': hmac(secret, body),
            'x-razorpay-event-id': eventId,
          },
          payload: body,
        });
      expect((await webhook('webhook-secret', 'evt_config00000001')).statusCode).toBe(200);
      expect((await webhook('key-secret', 'evt_config00000002')).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
