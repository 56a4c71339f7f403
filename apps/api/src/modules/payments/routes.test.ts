import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type {
  Order,
  PaymentFieldsResponse,
  PaymentResponse,
  ProductListResponse,
} from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installationSecrets, orders, payments } from '../../db/schema';
import { installationSecret } from '../../db/installation-secrets';
import {
  createTestApp,
  createTestDatabase,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';
import { testUtr } from '../../test/utr';
import { transition } from '../orders';
import { SANDBOX_SALT_SECRET } from './gateways/sandbox/gateway';
import { confirmUpiPayment } from './service';

const address = testShippingAddress;
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const PAYU = {
  PAYU_MERCHANT_KEY: 'gtKFFx',
  PAYU_MERCHANT_SALT: 'eCwWELxi',
  PAYU_MODE: 'test' as const,
};

const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');
const validFields = (method: string) => ({
  method,
  email: 'asha@example.in',
  phone: '+919845012345',
  acceptTerms: true,
});

/** Hidden inputs of the first form whose action is `action` in an HTML page. */
function hiddenInputs(
  html: string,
  buttonText?: string,
): { action: string; data: Record<string, string> } {
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
  const form = buttonText ? forms.find((match) => match[2]!.includes(buttonText)) : forms[0];
  if (!form) throw new Error('no form in page');
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

describe.each(drivers)('payments API on %s', (driver) => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let product: ProductListResponse['data'][number];
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(driver, {
      config: PAYU,
      logger: {
        level: 'warn',
        stream: new Writable({
          write(chunk, _encoding, done) {
            logLines.push(String(chunk));
            done();
          },
        }),
      },
    });
    shopper = await signUp(t.app);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' })
    ).json<ProductListResponse>();
    product = list.data.find((item) => item.discountedPrice !== null)!;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function newOrder(auth = shopper.auth, quantity = 2): Promise<Order> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: auth,
      payload: { products: { [product.id]: quantity }, shippingAddress: address },
    });
    expect(response.statusCode).toBe(201);
    return response.json<Order>();
  }

  function pay(
    orderId: string,
    fields: Record<string, string | boolean>,
    headers: Record<string, string> = {},
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: { ...shopper.auth, 'user-agent': DESKTOP, host: 'api.test:8044', ...headers },
      payload: { orderId, fields },
    });
  }

  const statusOf = async (orderId: string) =>
    (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!
      .status;

  describe('GET /payments/fields', () => {
    it('describes a form for the store’s methods with the spec’s field features', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/payments/fields',
        headers: shopper.auth,
      });
      expect(response.statusCode).toBe(200);
      const { fields } = response.json<PaymentFieldsResponse>();
      const byName = Object.fromEntries(fields.map((field) => [field.name, field]));
      expect(byName.method!.type).toBe('select');
      expect(byName.method!.options!.map((option) => option.value)).toEqual([
        'upi',
        'cod',
        'payu',
        'sandbox',
        'razorpay_sandbox',
      ]);
      expect(byName.phone!.type).toBe('tel');
      expect(byName.email).toMatchObject({ type: 'email', defaultValue: shopper.email });
      expect(byName.businessName!.showWhenFilled).toEqual(['gstin']);
      expect(byName.acceptTerms!.type).toBe('checkbox');
      expect(Object.keys(byName.method!.rulesMessages!)[0]).toBe('required');
    });

    it('needs a signed-in shopper', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/payments/fields' })).statusCode,
      ).toBe(401);
    });
  });

  describe('POST /payments', () => {
    it('answers 404 for another customer’s order and for an unknown one', async () => {
      const other = await signUp(t.app);
      const theirs = await newOrder(other.auth);
      for (const id of [theirs.id, 'ZZZZZZZZZZ']) {
        const response = await pay(id, validFields('cod'));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Order not found' });
      }
      expect(await statusOf(theirs.id)).toBe(0);
    });

    it('refuses a method that is not one of the offered names (true is no method)', async () => {
      // A shopper of its own: the file's main shopper is near the orders-per-hour limit.
      const other = await signUp(t.app);
      const order = await newOrder(other.auth);
      const response = await pay(order.id, { ...validFields('upi'), method: true }, other.auth);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('fields.method');
      expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
    });

    it('cash on delivery: succeeds with no action and the order becomes Processing', async () => {
      const order = await newOrder();
      const response = await pay(order.id, validFields('cod'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await statusOf(order.id)).toBe(1);
      const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(attempt).toMatchObject({
        method: 'cod',
        status: 'pending',
        amountPaise: Math.round(order.total * 100),
      });
      expect(attempt!.details).toMatchObject({ email: 'asha@example.in', phone: '+919845012345' });
    });

    it('refuses to take a payment twice: a paid order answers 409', async () => {
      const order = await newOrder();
      expect((await pay(order.id, validFields('cod'))).statusCode).toBe(200);
      const again = await pay(order.id, validFields('upi'));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'This order is not awaiting payment.' });
    });

    it.each([
      [{ method: '' }, 'fields.method: Please choose a payment method'],
      [{ method: 'bitcoin' }, 'fields.method: Please choose one of the options'],
      [
        { phone: '+91984501234' },
        'fields.phone: Phone number must be 13 characters (including +91)',
      ],
      [{ phone: '9845012345' }, 'fields.phone: Phone number must start with +91'],
      [{ phone: '+915845012345' }, 'fields.phone: Invalid phone number format'],
      [{ phone: '+91' }, 'fields.phone: Please enter your mobile number'],
      [{ email: 'asha' }, 'fields.email: Please enter a valid email address'],
      [{ acceptTerms: false }, 'fields.acceptTerms: Please accept the terms to continue'],
      [
        { gstin: '27ABCDE1234F1Z5' },
        'fields.businessName: Please enter the business name for the GST invoice',
      ],
      [
        { gstin: 'NOT-A-GSTIN' },
        'fields.gstin: Please enter a valid 15-character GSTIN; fields.businessName: Please enter the business name for the GST invoice',
      ],
    ])('validates the fields server-side: %o → %s', async (change, message) => {
      const order = await newOrder();
      const response = await pay(order.id, { ...validFields('cod'), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      expect(await statusOf(order.id)).toBe(0);
    });

    it('UPI from a computer: a QR of the exact, percent-encoded UPI link; the order stays Pending', async () => {
      const order = await newOrder(shopper.auth, 2);
      const response = await pay(order.id, validFields('upi'));
      const amount = (product.discountedPrice! * 2).toFixed(2);
      expect(response.json<PaymentResponse>()).toEqual({
        success: true,
        action: {
          type: 'qr',
          qr: `upi://pay?pa=chitrakart%40okaxis&pn=ChitraKart&am=${amount}&cu=INR&tr=${order.id}&tn=Order%20${order.id}`,
        },
      });
      expect(await statusOf(order.id)).toBe(0);
    });

    it('UPI from a phone: a deep link to the same UPI URI', async () => {
      const order = await newOrder(shopper.auth, 1);
      const response = await pay(order.id, validFields('upi'), { 'user-agent': PHONE });
      const body = response.json<PaymentResponse>();
      expect(body.action?.type).toBe('deeplink');
      expect(body.action?.redirectUrl).toBe(
        `upi://pay?pa=chitrakart%40okaxis&pn=ChitraKart&am=${product.discountedPrice!.toFixed(2)}&cu=INR&tr=${order.id}&tn=Order%20${order.id}`,
      );
    });

    it('PayU: a redirect_post through the API with the request hash of the documented formula', async () => {
      const order = await newOrder();
      const response = await pay(order.id, validFields('payu'));
      const { action } = response.json<PaymentResponse>();
      expect(action?.type).toBe('redirect_post');
      expect(action?.redirectUrl).toBe('http://api.test:8044/api/v1/payments/redirect');
      expect(action?.formParams?.url).toBe('https://test.payu.in/_payment');
      const data = action!.formParams!.data;
      expect(data).toMatchObject({
        key: PAYU.PAYU_MERCHANT_KEY,
        amount: order.total.toFixed(2),
        productinfo: `Order ${order.id}`,
        firstname: 'Asha',
        email: 'asha@example.in',
        phone: '9845012345',
        surl: 'http://api.test:8044/api/v1/payments/callback',
        furl: 'http://api.test:8044/api/v1/payments/callback',
      });
      expect(data.txnid).toMatch(/^[0-9A-Z]{20}$/);
      const vector = sha512(
        `${data.key}|${data.txnid}|${data.amount}|${data.productinfo}|${data.firstname}|${data.email}|||||||||||${PAYU.PAYU_MERCHANT_SALT}`,
      );
      expect(data.hash).toBe(vector);
    });
  });

  describe('gateway redirect and callback', () => {
    async function startGatewayPayment(method: 'payu' | 'sandbox') {
      const order = await newOrder();
      const { action } = (await pay(order.id, validFields(method))).json<PaymentResponse>();
      return { order, data: action!.formParams!.data, url: action!.formParams!.url };
    }

    function callback(fields: Record<string, string>) {
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    }

    function signedResponse(
      data: Record<string, string>,
      status: string,
      salt = PAYU.PAYU_MERCHANT_SALT,
      amount = data.amount!,
    ): Record<string, string> {
      const fields: Record<string, string> = {
        ...data,
        amount,
        status,
        mihpayid: '403993715521937538',
      };
      return {
        ...fields,
        hash: sha512(
          `${salt}|${status}|||||||||||${fields.email}|${fields.firstname}|${fields.productinfo}|${amount}|${fields.txnid}|${fields.key}`,
        ),
      };
    }

    it('re-posts only to an allow-listed gateway URL', async () => {
      const { data, url } = await startGatewayPayment('payu');
      const form = new URLSearchParams({ type: 'payu', url });
      for (const [key, value] of Object.entries(data)) form.set(`data[${key}]`, value);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/redirect',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['content-type']).toContain('text/html');
      const page = hiddenInputs(ok.body);
      expect(page.action).toBe('https://test.payu.in/_payment');
      expect(page.data).toEqual(data);

      for (const evil of [
        'https://evil.example.com/_payment',
        'https://test.payu.in.evil.com/_payment',
        '',
      ]) {
        form.set('url', evil);
        const refused = await t.app.inject({
          method: 'POST',
          url: '/api/v1/payments/redirect',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form.toString(),
        });
        expect(refused.statusCode).toBe(400);
      }
    });

    it('a verified success marks the order Processing once and sends the browser to order success', async () => {
      const { order, data } = await startGatewayPayment('payu');
      const response = await callback(signedResponse(data, 'success'));
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(
        `http://localhost:3000/order-success?orderId=${order.id}`,
      );
      expect(await statusOf(order.id)).toBe(1);
      const [settled] = await t.db.select().from(payments).where(eq(payments.txnid, data.txnid!));
      expect(settled).toMatchObject({
        status: 'succeeded',
        gatewayReference: '403993715521937538',
      });

      // A replayed callback changes nothing.
      const replay = await callback(signedResponse(data, 'success'));
      expect(replay.statusCode).toBe(303);
      const [after] = await t.db.select().from(payments).where(eq(payments.txnid, data.txnid!));
      expect(after!.updatedAt).toEqual(settled!.updatedAt);
      expect(await statusOf(order.id)).toBe(1);
    });

    it('a verified failure leaves the order Pending and sends the browser to the orders list, saying which payment failed', async () => {
      const { order, data } = await startGatewayPayment('payu');
      const response = await callback(signedResponse(data, 'failure'));
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(
        `http://localhost:3000/orders?paymentFailed=${order.id}`,
      );
      expect(await statusOf(order.id)).toBe(0);
    });

    it.each([
      ['a tampered amount', (fields: Record<string, string>) => ({ ...fields, amount: '1.00' })],
      ['a forged hash', (fields: Record<string, string>) => ({ ...fields, hash: 'a'.repeat(128) })],
      ['a tampered status', (fields: Record<string, string>) => ({ ...fields, status: 'success' })],
      ['an unknown txnid', (fields: Record<string, string>) => ({ ...fields, txnid: 'NOSUCHTXN' })],
      ['another merchant key', (fields: Record<string, string>) => ({ ...fields, key: 'other' })],
    ])('%s changes nothing and is logged', async (_, tamper) => {
      const { order, data } = await startGatewayPayment('payu');
      const before = logLines.length;
      const response = await callback(tamper(signedResponse(data, 'failure')));
      expect(response.statusCode).toBe(400);
      expect(await statusOf(order.id)).toBe(0);
      const [attempt] = await t.db.select().from(payments).where(eq(payments.txnid, data.txnid!));
      expect(attempt!.status).toBe('initiated');
      expect(logLines.slice(before).join('')).toContain('rejected a payment callback');
    });

    it('refuses a correctly signed response for a different amount', async () => {
      const { order, data } = await startGatewayPayment('payu');
      const response = await callback(
        signedResponse(data, 'success', PAYU.PAYU_MERCHANT_SALT, '1.00'),
      );
      expect(response.statusCode).toBe(400);
      expect(await statusOf(order.id)).toBe(0);
    });

    const sandboxSalt = async () =>
      (
        await t.db
          .select()
          .from(installationSecrets)
          .where(eq(installationSecrets.name, SANDBOX_SALT_SECRET))
      )[0]!.value;

    it('the sandbox gateway plays the whole redirect flow offline', async () => {
      const { order, data, url } = await startGatewayPayment('sandbox');
      expect(url).toBe('http://api.test:8044/api/v1/payments/sandbox/pay');
      expect(data.hash).toBe(
        sha512(
          `${data.key}|${data.txnid}|${data.amount}|${data.productinfo}|${data.firstname}|${data.email}|||||||||||${await sandboxSalt()}`,
        ),
      );

      const gatewayPage = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/sandbox/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'api.test:8044' },
        payload: new URLSearchParams(data).toString(),
      });
      expect(gatewayPage.statusCode).toBe(200);
      expect(gatewayPage.body).toContain('Test payment gateway');
      expect(gatewayPage.body).toContain('Sandbox: no real money moves');
      const pay = hiddenInputs(gatewayPage.body, 'Pay ');
      expect(pay.action).toBe('http://api.test:8044/api/v1/payments/callback');

      const done = await callback(pay.data);
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(`http://localhost:3000/order-success?orderId=${order.id}`);
      expect(await statusOf(order.id)).toBe(1);
      const [paid] = await t.db.select().from(payments).where(eq(payments.txnid, data.txnid!));
      expect(paid).toMatchObject({ status: 'succeeded', test: true, refundDue: false });
    });

    it('signs the sandbox with a random secret of this installation, not a published one', async () => {
      const salt = await sandboxSalt();
      expect(salt).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The salt this project once published: a callback signed with it is refused.
      const { order, data } = await startGatewayPayment('sandbox');
      const forged = await callback(signedResponse(data, 'success', 'sandbox-salt-not-a-secret'));
      expect(forged.statusCode).toBe(400);
      expect(await statusOf(order.id)).toBe(0);

      // Another installation makes its own; this one keeps its salt.
      const elsewhere = await createTestDatabase('pglite', { seed: false });
      try {
        const theirs = await installationSecret(elsewhere.db, SANDBOX_SALT_SECRET);
        expect(theirs).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(theirs).not.toBe(salt);
        expect(await installationSecret(t.db, SANDBOX_SALT_SECRET)).toBe(salt);
      } finally {
        await elsewhere.close();
      }
    });

    it('a second successful payment of a paid order is stored and marked for refund', async () => {
      const order = await newOrder();
      const first = (await pay(order.id, validFields('payu'))).json<PaymentResponse>();
      const second = (await pay(order.id, validFields('payu'))).json<PaymentResponse>();
      const firstData = first.action!.formParams!.data;
      const secondData = second.action!.formParams!.data;
      expect((await callback(signedResponse(firstData, 'success'))).statusCode).toBe(303);
      const before = logLines.length;
      expect((await callback(signedResponse(secondData, 'success'))).statusCode).toBe(303);
      expect(await statusOf(order.id)).toBe(1);
      const attempts = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      const byTxnid = Object.fromEntries(attempts.map((attempt) => [attempt.txnid, attempt]));
      expect(byTxnid[firstData.txnid!]).toMatchObject({ status: 'succeeded', refundDue: false });
      expect(byTxnid[secondData.txnid!]).toMatchObject({
        status: 'succeeded',
        refundDue: true,
        test: false,
      });
      expect(logLines.slice(before).join('')).toContain('marked for refund');
    });

    it('the sandbox refuses a request it did not sign', async () => {
      const { data } = await startGatewayPayment('sandbox');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/sandbox/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'api.test:8044' },
        payload: new URLSearchParams({ ...data, amount: '1.00' }).toString(),
      });
      expect(response.statusCode).toBe(400);
    });
  });

  const terminal = (reference = testUtr()) => ({ reference, staffId: null, actor: 'terminal' });

  it('a UPI payment the shop owner confirms makes the order Processing, once', async () => {
    const order = await newOrder();
    await pay(order.id, validFields('upi'));
    expect(await confirmUpiPayment(t.db, order.id, terminal())).toBe('confirmed');
    expect(await statusOf(order.id)).toBe(1);
    expect(await confirmUpiPayment(t.db, order.id, terminal())).toBe('no pending UPI payment');
  });

  it('the terminal confirms only with a 12-digit UTR that paid no other order, and says which', async () => {
    // A shopper of its own: the orders an account places in an hour are limited.
    const buyer = await signUp(t.app);
    const [first, second] = [await newOrder(buyer.auth), await newOrder(buyer.auth)];
    await pay(first.id, validFields('upi'), buyer.auth);
    await pay(second.id, validFields('upi'), buyer.auth);
    const confirm = (orderId: string, reference: string) =>
      t.db.transaction((tx) => confirmUpiPayment(tx, orderId, terminal(reference)));
    await expect(confirm(first.id, 'UTR 4321')).rejects.toThrow(
      'reference: must be the 12-digit UTR of the UPI payment, as your bank or UPI app shows it',
    );
    const utr = testUtr();
    expect(await confirm(first.id, utr)).toBe('confirmed');
    await expect(confirm(second.id, utr)).rejects.toThrow(
      `reference: UTR ${utr} already paid order ${first.id}.`,
    );
    expect(await statusOf(second.id)).toBe(0);
    const [waiting] = await t.db.select().from(payments).where(eq(payments.orderId, second.id));
    expect(waiting).toMatchObject({ status: 'pending', gatewayReference: null });
  });

  it('UPI money for an order paid another way meanwhile is recorded and marked for refund', async () => {
    const order = await newOrder();
    await pay(order.id, validFields('upi'));
    // Cash on delivery, chosen in another tab.
    await transition(t.db, { orderId: order.id, to: 1, by: 'customer' });
    expect(await confirmUpiPayment(t.db, order.id, terminal())).toBe('refund due');
    const [upi] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(upi).toMatchObject({ method: 'upi', status: 'succeeded', refundDue: true });
  });
});

describe('payments in production', () => {
  it('offers no sandbox and answers its page with 404', async () => {
    const t = await createTestApp('pglite', { config: { NODE_ENV: 'production' } });
    try {
      const shopper = await signUp(t.app);
      const { fields } = (
        await t.app.inject({ method: 'GET', url: '/api/v1/payments/fields', headers: shopper.auth })
      ).json<PaymentFieldsResponse>();
      expect(fields[0]!.options!.map((option) => option.value)).toEqual(['upi', 'cod']);
      const page = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/sandbox/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'key=sandbox',
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
