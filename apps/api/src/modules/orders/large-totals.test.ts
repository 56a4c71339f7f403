import { orderStatusChangeSchema } from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { orders, stores, users } from '../../db/schema';
import { createTestDatabase, drivers, type TestDatabase } from '../../test/test-app';
import { TERMINAL } from '../audit/service';
import { createAdminOrderService } from './admin-service';

describe.each(drivers)('order list totals on %s', (driver) => {
  let database: TestDatabase;
  let storeId: number;
  let clock = 0;

  /** `count` Pending orders, inserted as rows: only their number matters here. */
  async function addPendingOrders(count: number, from: number) {
    await database.db.execute(sql`
      insert into ${orders} (id, store_id, user_id, status, email, phone, full_name, address,
                             city, state, postal_code, total_paise)
      select 'T' || lpad(n::text, 9, '0'), ${storeId},
             (select id from ${users} limit 1), 0, 'bulk@example.in', '+919800000000', 'Bulk',
             'x', 'Delhi', 'Delhi', '110006', 100
      from generate_series(${from}::int, ${from + count - 1}::int) n`);
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const [store] = await database.db.select().from(stores).where(eq(stores.isDefault, true));
    storeId = store!.id;
    await database.db.insert(users).values({
      storeId,
      email: 'bulk@example.in',
      passwordHash: 'x',
      firstName: 'Bulk',
      lastName: 'Buyer',
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('counts exactly up to the cap; beyond it, a copy at most 30 s old', async () => {
    const service = createAdminOrderService(database.db, { now: () => clock, exactTotalUpTo: 5 });
    const total = async () =>
      (await service.list(storeId, { page: 1, limit: 2, status: 0 })).pagination.total;

    await addPendingOrders(4, 1);
    expect(await total()).toBe(4);
    await addPendingOrders(1, 5);
    expect(await total()).toBe(5);

    await addPendingOrders(3, 6);
    expect(await total()).toBe(8);
    await addPendingOrders(2, 9);
    clock += 29_999;
    expect(await total()).toBe(8);
    clock += 1;
    expect(await total()).toBe(10);

    // A status change made here drops the store's copies: the total is counted afresh.
    await addPendingOrders(2, 11);
    expect(await total()).toBe(10);
    await service.changeStatus(
      storeId,
      TERMINAL,
      'T000000001',
      orderStatusChangeSchema.parse({ status: 4, reason: 'Test' }),
    );
    expect(await total()).toBe(11);

    // Under the cap again (another filter): exact at once.
    const page = await service.list(storeId, { page: 1, limit: 2, q: 'T000000003' });
    expect(page.pagination.total).toBe(1);
    expect(page.data.map((order) => order.id)).toEqual(['T000000003']);
  });

  it('reads any page of a long filter in order', async () => {
    const service = createAdminOrderService(database.db, { exactTotalUpTo: 5 });
    const pages = [];
    for (let page = 1; page <= 4; page++) {
      pages.push(...(await service.list(storeId, { page, limit: 3, status: 0 })).data);
    }
    const ids = pages.map((order) => order.id);
    expect(ids).toHaveLength(11);
    expect(new Set(ids).size).toBe(11);
    const [row] = await queryRows<{ newest: string[] }>(
      database.db,
      sql`select array_agg(id order by created_at desc, id desc) as newest from ${orders}
          where status = 0`,
    );
    const newest = row!.newest;
    expect(ids).toEqual(newest);
  });
});
