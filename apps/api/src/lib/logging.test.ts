import { Writable } from 'node:stream';
import type { ProductListResponse } from '@storefront/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../test/test-app';
import { loggerOptions, urlForLog } from './logging';

describe.each(drivers)('what the log of a failing request holds on %s', (driver) => {
  let t: TestApp;
  const lines: string[] = [];
  const log = () => lines.join('');

  beforeAll(async () => {
    t = await createTestApp(driver, {
      logger: {
        ...(loggerOptions('info') as object),
        stream: new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      },
    });
    // Real failures from PostgreSQL: rows these constraints refuse make the insert fail.
    await t.db.execute(
      sql`alter table users add constraint users_test_refusal check (first_name <> 'Bhoomika')`,
    );
    await t.db.execute(
      sql`alter table orders add constraint orders_test_refusal check (city <> 'Faridabad')`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a registration that fails in the database: SQLSTATE and constraint, no e-mail or hash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: {
        email: 'bhoomika.private@example.in',
        password: 'Secret-Mango-Lassi-99',
        firstName: 'Bhoomika',
        lastName: 'Rathore',
      },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error' });

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.err);
    expect(failure).toMatchObject({
      msg: 'request failed',
      err: { type: 'DatabaseError', code: '23514', constraint: 'users_test_refusal' },
    });
    expect(log()).not.toMatch(/bhoomika|Rathore|Secret-Mango|scrypt\$/i);
  });

  it('an order that fails in the database: no name, phone, address or token', async () => {
    const shopper = await signUp(t.app);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=1' });
    const productId = list.json<ProductListResponse>().data[0]!.id;
    const address = {
      ...testShippingAddress,
      fullName: 'Kavitha Raghunathan',
      address: '42, Lotus Enclave, Sector 15',
      city: 'Faridabad',
      phone: '+91 98111 23456',
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: { products: { [productId]: 1 }, shippingAddress: address },
    });
    expect(response.statusCode).toBe(500);
    expect(log()).toContain('orders_test_refusal');
    for (const secret of [
      'Kavitha',
      'Lotus Enclave',
      'Faridabad',
      '9811123456',
      '98111 23456',
      shopper.email,
      shopper.token,
    ]) {
      expect(log()).not.toContain(secret);
    }
  });

  it('an order look-up: the contact it was tracked with is not logged', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders/ABCDEFGHJK?contactInfo=tracking.private%40example.in',
    });
    expect(log()).toContain('/api/v1/orders/ABCDEFGHJK?contactInfo=[redacted]');
    expect(log()).not.toContain('tracking.private');
  });
});

describe('urlForLog', () => {
  it('keeps the catalogue’s parameters and hides every other value', () => {
    expect(urlForLog('/api/v1/products?category=men&page=2')).toBe(
      '/api/v1/products?category=men&page=2',
    );
    expect(urlForLog('/api/v1/orders/X?contactInfo=a%40b.in&token=t')).toBe(
      '/api/v1/orders/X?contactInfo=[redacted]&token=[redacted]',
    );
    expect(urlForLog('/api/v1/health')).toBe('/api/v1/health');
  });
});
