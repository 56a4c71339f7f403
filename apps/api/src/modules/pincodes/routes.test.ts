import type { Order, Pincode, ProductListResponse } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';

describe.each(drivers)('PIN codes on %s', (driver) => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    shopper = await signUp(t.app);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=1' })
    ).json<ProductListResponse>();
    productId = list.data[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const lookUp = (pin: string) => t.app.inject({ method: 'GET', url: `/api/v1/pincodes/${pin}` });
  const placeOrder = (address: Partial<typeof testShippingAddress>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: {
        products: { [productId]: 1 },
        shippingAddress: { ...testShippingAddress, ...address },
      },
    });

  describe('GET /pincodes/{pin}', () => {
    it.each([
      ['110001', 'Central Delhi', 'Delhi'],
      ['560001', 'Bengaluru', 'Karnataka'],
      ['400001', 'Mumbai', 'Maharashtra'],
      ['500001', 'Hyderabad', 'Telangana'],
      ['403001', 'North Goa', 'Goa'],
      ['605001', 'Pondicherry', 'Puducherry'],
      // Ladakh is a union territory of its own since 2019, and is named as GST names it.
      ['194101', 'Leh', 'Ladakh'],
      ['396230', 'Dadra & Nagar Haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
    ])('answers where %s lies: %s, %s', async (pin, district, state) => {
      const response = await lookUp(pin);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Pincode>()).toEqual({ pin, district, state });
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    });

    it('answers 404 for a PIN code India Post does not list', async () => {
      const response = await lookUp('999999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'PIN code 999999 is not in India Post’s directory',
      });
    });

    it.each(['11000', '1100011', '011001', 'abcdef', '110%20001'])(
      'answers 400 naming the field for the malformed %s',
      async (pin) => {
        const response = await lookUp(pin);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ error: string }>().error).toMatch(/^pin: /);
      },
    );
  });

  describe('POST /orders', () => {
    it('refuses a PIN code of another state than the one given, naming both', async () => {
      const response = await placeOrder({ state: 'Karnataka', postalCode: '110001' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'shippingAddress.state: PIN code 110001 is in Delhi, not in Karnataka',
      });
    });

    it('refuses a state text that names no state, naming the PIN code’s', async () => {
      const response = await placeOrder({ state: 'Bengaluru', postalCode: '560001' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'shippingAddress.state: PIN code 560001 is in Karnataka, not in "Bengaluru"',
      });
    });

    it.each([
      ['its state as people write it', { state: 'NCT of Delhi', postalCode: '110007' }],
      [
        'a PIN code whose offices straddle two states, in either',
        { state: 'Chandigarh', postalCode: '140119' },
      ],
      ['the other of those states', { state: 'Punjab', postalCode: '140119' }],
      ['a PIN code the directory does not list', { state: 'Karnataka', postalCode: '999999' }],
    ])('accepts %s', async (_, address) => {
      const response = await placeOrder(address);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Order>().shippingAddress.postalCode).toBe(address.postalCode);
    });
  });
});
