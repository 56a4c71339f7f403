import type {
  AuditList,
  Order,
  OrderStatusChange,
  ProductListResponse,
  StoreSettings,
} from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, stores } from '../../db/schema';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';
import { recordAudit, TERMINAL } from './service';

/** What a status change can touch, as the audit log keeps it. */
const orderFields = (status: string, fields: Record<string, string | null> = {}) => ({
  status,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  cancelReason: null,
  ...fields,
});

/** The database's own message, whether or not the driver wrapped the error. */
async function failureOf(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const { message, cause } = error as Error & { cause?: Error };
    return `${message} ${cause?.message ?? ''}`;
  }
  throw new Error('the query succeeded');
}

describe.each(drivers)('audit log API on %s', (driver) => {
  let t: TestApp;
  let owner: string;
  let packer: string;
  let storeId: number;
  let order: Order;

  beforeAll(async () => {
    t = await createTestApp(driver);
    await addStaff(t, { email: 'owner@shop.in', role: 'owner' });
    await addStaff(t, { email: 'packer@shop.in', role: 'fulfilment' });
    [owner, packer] = await Promise.all([
      signInStaff(t.app, 'owner@shop.in'),
      signInStaff(t.app, 'packer@shop.in'),
    ]);
    storeId = (await t.db.select().from(stores).where(eq(stores.isDefault, true)))[0]!.id;

    const shopper = await signUp(t.app);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' })
    ).json<ProductListResponse>();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: { products: { [list.data[0]!.id]: 1 }, shippingAddress: testShippingAddress },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    order = placed.json<Order>();
    const paid = await t.app.inject({
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
    expect(paid.statusCode, paid.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  function change(body: OrderStatusChange, cookie = packer) {
    return asStaff(t.app, cookie, {
      method: 'POST',
      url: `/api/v1/admin/orders/${order.id}/status`,
      payload: body,
    });
  }

  async function audit(query = ''): Promise<AuditList> {
    const response = await asStaff(t.app, owner, {
      method: 'GET',
      url: `/api/v1/admin/audit${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditList>();
  }

  it('records status changes and settings changes, newest first, with who, what and before → after', async () => {
    expect(await audit()).toEqual({ data: [], pagination: { page: 1, limit: 25, total: 0 } });

    expect((await change({ status: 1, reference: '410000009001' }, owner)).statusCode).toBe(200);

    const settings = (
      await asStaff(t.app, owner, { method: 'GET', url: '/api/v1/admin/store' })
    ).json<StoreSettings>();
    const saved = await asStaff(t.app, owner, {
      method: 'PUT',
      url: '/api/v1/admin/store',
      payload: { ...settings, storeName: 'ChitraKart Plus' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const shipped = await change({
      status: 2,
      carrier: 'Delhivery',
      trackingNumber: 'DLV42',
      trackingUrl: 'https://www.delhivery.com/track/package/DLV42',
    });
    expect(shipped.statusCode).toBe(200);
    // Refused changes leave no trace.
    expect((await change({ status: 4, reason: 'Too late' }, owner)).statusCode).toBe(409);
    expect((await change({ status: 3, fromStatus: 1 })).statusCode).toBe(409);
    expect((await change({ status: 2 })).statusCode).toBe(400);

    const { data, pagination } = await audit();
    expect(pagination).toEqual({ page: 1, limit: 25, total: 3 });
    expect(data).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        actor: 'packer@shop.in',
        action: 'order.status_changed',
        entity: 'order',
        entityId: order.id,
        before: orderFields('Processing'),
        after: orderFields('Shipped', {
          carrier: 'Delhivery',
          trackingNumber: 'DLV42',
          trackingUrl: 'https://www.delhivery.com/track/package/DLV42',
        }),
      },
      {
        id: expect.any(Number),
        at: expect.any(String),
        actor: 'owner@shop.in',
        action: 'store.updated',
        entity: 'store',
        entityId: String(storeId),
        before: { storeName: 'ChitraKart' },
        after: { storeName: 'ChitraKart Plus' },
      },
      {
        id: expect.any(Number),
        at: expect.any(String),
        actor: 'owner@shop.in',
        action: 'order.status_changed',
        entity: 'order',
        entityId: order.id,
        before: orderFields('Pending'),
        after: orderFields('Processing'),
      },
    ]);
    const times = data.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages with page and limit, and refuses a limit above 100', async () => {
    const all = (await audit()).data;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const first = await audit('?limit=2');
    expect(first.data).toEqual(all.slice(0, 2));
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: all.length });
    const second = await audit('?limit=2&page=2');
    expect(second.data).toEqual(all.slice(2, 4));
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: all.length });
    expect((await audit('?limit=2&page=99')).data).toEqual([]);

    const tooMany = await asStaff(t.app, owner, {
      method: 'GET',
      url: '/api/v1/admin/audit?limit=101',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: 'limit: must be at most 100' });
  });

  it('lists only this store’s entries', async () => {
    const [other] = await t.db
      .insert(stores)
      .values({
        hosts: ['kurta.example.in'],
        storeName: 'Kurta Ghar',
        companyName: 'Kurta Ghar LLP',
        companyAddress: 'Jaipur',
        companyPhone: '+91 94140 11111',
        companyEmail: 'hello@kurta.example.in',
      })
      .returning();
    const before = await audit();
    await recordAudit(t.db, {
      storeId: other!.id,
      actor: TERMINAL,
      action: 'staff.added',
      entity: 'staff',
      entityId: 1,
      after: { email: 'owner@kurta.example.in' },
    });
    expect(await audit()).toEqual(before);
  });

  it('cannot be changed: the database refuses to UPDATE an audit_log row', async () => {
    const [entry] = (await audit()).data;
    const refused = await failureOf(
      t.db
        .update(auditLog)
        .set({ actor: 'someone-else@shop.in' })
        .where(eq(auditLog.id, entry!.id)),
    );
    expect(refused).toContain('audit_log rows cannot be changed');
    const bulk = await failureOf(t.db.execute(sql`update audit_log set after = null`));
    expect(bulk).toContain('audit_log rows cannot be changed');
    expect((await audit()).data[0]).toEqual(entry);
  });
});
