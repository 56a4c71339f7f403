import { type Order, type ProductListResponse, TEXT_MESSAGE } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, signUp, type TestApp, testShippingAddress } from './test/test-app';

// The inputs an outside audit found answering 500: NUL bytes and unpaired surrogates reached
// PostgreSQL. Each must now be a 400 that names the field.
describe.each(drivers)('NUL and unpaired surrogates on %s', (driver) => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let productId: string;
  let order: Order;

  beforeAll(async () => {
    t = await createTestApp(driver);
    shopper = await signUp(t.app);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=1' });
    productId = list.json<ProductListResponse>().data[0]!.id;
    const created = await postOrder({
      products: { [productId]: 1 },
      shippingAddress: testShippingAddress,
    });
    order = created.json<Order>();
  });
  afterAll(async () => {
    await t?.close();
  });

  const postOrder = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/orders', headers: shopper.auth, payload });

  const expectRefused = (response: { statusCode: number; json(): unknown }, field: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: `${field}: ${TEXT_MESSAGE}` });
  };

  it.each(['category', 'gender', 'filter', 'parentCategory'])(
    'GET /products?%s=%00',
    async (name) => {
      expectRefused(
        await t.app.inject({ method: 'GET', url: `/api/v1/products?${name}=%00` }),
        name,
      );
    },
  );

  it.each([
    ['firstName', { firstName: 'As\u0000ha' }],
    ['lastName', { lastName: 'Ve\ud800rma' }],
    ['email', { email: 'asha\u0000@example.in' }],
    ['password', { password: 'Chai-and-samosa\u0000' }],
  ])('POST /users/register with %s', async (field, change) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: {
        email: 'nul@example.in',
        password: 'Chai-and-samosa-42',
        firstName: 'Asha',
        lastName: 'Verma',
        ...change,
      },
    });
    expectRefused(response, field);
  });

  it('POST /users/register with a surrogate written as a JSON escape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"email":"esc@example.in","password":"Chai-and-samosa-42","firstName":"\\udfffAsha","lastName":"Verma"}',
    });
    expectRefused(response, 'firstName');
  });

  it.each(['fullName', 'address', 'city', 'state', 'postalCode', 'phone'])(
    'POST /orders with NUL in shippingAddress.%s',
    async (field) => {
      const response = await postOrder({
        products: { [productId]: 1 },
        shippingAddress: { ...testShippingAddress, [field]: '1\u0000' },
      });
      expectRefused(response, `shippingAddress.${field}`);
    },
  );

  it.each(['size', 'color'])('POST /orders with NUL in items[].%s', async (field) => {
    const response = await postOrder({
      products: { [productId]: 1 },
      items: [{ productId, quantity: 1, [field]: 'M\u0000' }],
      shippingAddress: testShippingAddress,
    });
    expectRefused(response, `items.0.${field}`);
  });

  it.each([
    ['orderId', { orderId: `${'A'.repeat(5)}\u0000` }],
    ['fields.gstin', { fields: { method: 'cod', gstin: '27ABCDE\u00001234F1Z5' } }],
    ['fields.phone', { fields: { method: 'cod', phone: '+91\ud80098450' } }],
  ])('POST /payments with %s', async (field, change) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: shopper.auth,
      payload: { orderId: order.id, fields: { method: 'cod' }, ...change },
    });
    expectRefused(response, field);
  });

  it('POST /payments with NUL in a field’s name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: shopper.auth,
      payload: { orderId: order.id, fields: { 'gst\u0000in': 'x', method: 'cod' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: `fields.gst\ufffdin: invalid name: ${TEXT_MESSAGE}`,
    });
  });

  it.each(['/payments/callback', '/payments/redirect', '/payments/sandbox/pay'])(
    'POST %s with NUL in a form value',
    async (path) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1${path}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'txnid=ABC%00DEF&status=success&url=x',
      });
      expectRefused(response, 'txnid');
    },
  );

  it('GET /orders/{id} with NUL in the id or the contact', async () => {
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/v1/orders/AB%00CD?contactInfo=x' }),
      'id',
    );
    expectRefused(
      await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}?contactInfo=a%00b` }),
      'contactInfo',
    );
  });

  it('GET /orders?before= with NUL', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders?before=%00',
      headers: shopper.auth,
    });
    expectRefused(response, 'before');
  });
});

describe('paths the router cannot take apart', () => {
  it('answer 400 or 414 in the API’s { error } shape', async () => {
    const t = await createTestApp('pglite');
    try {
      for (const url of [
        '/api/v1/products/%E0%A4',
        '/api/v1/orders/%ED%A0%80',
        '/api/v1/orders/%',
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'This path is not a valid URL' });
      }
      const long = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${'A'.repeat(200)}` });
      expect(long.statusCode).toBe(414);
      expect(long.json()).toEqual({ error: 'A part of this path is too long' });
    } finally {
      await t.close();
    }
  });
});
