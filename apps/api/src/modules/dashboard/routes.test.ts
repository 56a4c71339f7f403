import type {
  AdminOrder,
  Dashboard,
  Order,
  OrderStatusChange,
  ProductListResponse,
} from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, stores, users } from '../../db/schema';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import { testUtr } from '../../test/utr';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
/** YYYY-MM-DD in India Standard Time. */
const istDay = (at: number) => new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10);
const paise = (rupees: number) => Math.round(rupees * 100);

describe.each(drivers)('dashboard API on %s', (driver) => {
  let t: TestApp;
  let manager: string;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let product: ProductListResponse['data'][number];

  beforeAll(async () => {
    t = await createTestApp(driver);
    await addStaff(t, { email: 'manager@shop.in', role: 'manager' });
    manager = await signInStaff(t.app, 'manager@shop.in');
    shopper = await signUp(t.app);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' })
    ).json<ProductListResponse>();
    product = list.data.find((item) => item.discountedPrice !== null)!;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function placeOrder(
    quantity: number,
    auth: Record<string, string> = shopper.auth,
    productId = product.id,
  ): Promise<Order> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: auth,
      payload: { products: { [productId]: quantity }, shippingAddress: testShippingAddress },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Order>();
  }

  async function pay(orderId: string, method: 'upi' | 'cod') {
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
  }

  async function change(id: string, body: OrderStatusChange) {
    const response = await asStaff(t.app, manager, {
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/status`,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOrder>();
  }

  async function dashboard(): Promise<Dashboard> {
    const response = await asStaff(t.app, manager, {
      method: 'GET',
      url: '/api/v1/admin/dashboard',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Dashboard>();
  }

  it('starts at zero: 30 days ending today (IST), nothing waiting', async () => {
    const before = istDay(Date.now());
    const empty = await dashboard();
    expect(empty.today).toEqual({ orders: 0, revenue: 0 });
    expect(empty.last30Days).toEqual({ orders: 0, revenue: 0 });
    expect(empty.awaitingAction).toEqual({ pending: 0, processing: 0, shipped: 0 });
    expect(empty.upiAwaitingConfirmation).toEqual([]);
    expect(empty.failedMail).toBe(0);
    expect(empty.byDay).toHaveLength(30);
    expect([before, istDay(Date.now())]).toContain(empty.byDay.at(-1)!.date);
    // Consecutive days, oldest first.
    empty.byDay.forEach((day, index) => {
      expect(day).toEqual({
        date: istDay(Date.parse(`${empty.byDay[0]!.date}T12:00:00Z`) + index * DAY_MS),
        orders: 0,
        revenue: 0,
      });
    });
  });

  it('counts orders and revenue for today and the last 30 days, leaving cancelled ones out', async () => {
    const now = Date.now();
    const today = istDay(now);
    const midnight = Date.parse(`${today}T00:00:00+05:30`);
    const firstDay = midnight - 29 * DAY_MS;

    // Today, through the API: a UPI order waiting for the shop, a cash-on-delivery order
    // (Processing at once), an order with no payment chosen, a shipped one and a cancelled one.
    const upi = await placeOrder(1);
    await pay(upi.id, 'upi');
    const cod = await placeOrder(2);
    await pay(cod.id, 'cod');
    await placeOrder(3); // no payment chosen
    const shipped = await placeOrder(1);
    await pay(shipped.id, 'upi');
    await change(shipped.id, { status: 1, reference: testUtr() });
    await change(shipped.id, { status: 2, carrier: 'Delhivery', trackingNumber: 'DLV1' });
    const cancelled = await placeOrder(4);
    await pay(cancelled.id, 'upi');
    await change(cancelled.id, { status: 4, reason: 'Duplicate' });

    // Another store's order today: none of this store's business.
    const [kurta] = await t.db
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
    const [kurtaProduct] = await t.db
      .insert(products)
      .values({ storeId: kurta!.id, title: 'Kurta', category: 'Men', regularPrice: 99_900 })
      .returning();
    const kurtaShopper = await signUp(t.app, { headers: { host: 'kurta.example.in' } });
    await placeOrder(1, kurtaShopper.auth, kurtaProduct!.id);

    // Orders on days past, which the API cannot place: rows of their own.
    const [user] = await t.db.select().from(users).where(eq(users.email, shopper.email));
    const [store] = await t.db.select().from(stores).where(eq(stores.isDefault, true));
    const old = (id: string, at: number, status: number, totalPaise: number) => ({
      id,
      storeId: store!.id,
      userId: user!.id,
      status,
      email: shopper.email,
      phone: '+919845012345',
      fullName: `Customer ${id}`,
      address: '12, MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      totalPaise,
      paymentMethod: 'upi' as const,
      createdAt: new Date(at),
    });
    await t.db.insert(orders).values([
      // The first moment of the 30 days: in.
      old('FRSTDAY001', firstDay, 3, 1_234_50),
      // A millisecond earlier: out.
      old('BEFR000001', firstDay - 1, 3, 9_999_00),
      // 31 days ago, still waiting for its UPI payment to be confirmed: out of the tallies,
      // but still waiting for the shop.
      old('PAY0000031', now - 31 * DAY_MS, 0, 5_000_00),
      // Ten days ago: one delivered, one cancelled.
      old('TENDAYS001', midnight - 10 * DAY_MS + 5 * 3_600_000, 3, 700_00),
      old('TENDAYS002', midnight - 10 * DAY_MS + 6 * 3_600_000, 4, 800_00),
    ]);

    const board = await dashboard();
    // Revenue is the money paid or due at the door: cash on delivery and the shipped (paid)
    // order. The UPI order whose payment is not confirmed and the unpaid order are orders, not
    // revenue.
    const todaysPaise = [cod, shipped].reduce((sum, order) => sum + paise(order.total), 0);
    expect(board.today).toEqual({ orders: 4, revenue: todaysPaise / 100 });
    expect(board.last30Days).toEqual({
      orders: 6,
      revenue: (todaysPaise + 1_234_50 + 700_00) / 100,
    });

    expect(board.byDay).toHaveLength(30);
    expect(board.byDay[0]).toEqual({ date: istDay(firstDay), orders: 1, revenue: 1_234.5 });
    expect(board.byDay[19]).toEqual({
      date: istDay(midnight - 10 * DAY_MS),
      orders: 1,
      revenue: 700,
    });
    expect(board.byDay[29]).toEqual({ date: today, ...board.today });
    expect(board.byDay.filter((day) => day.orders > 0)).toHaveLength(3);
    const summed = board.byDay.reduce((sum, day) => sum + paise(day.revenue), 0);
    expect(summed / 100).toBe(board.last30Days.revenue);

    // Waiting for the shop: Pending (today's UPI and unpaid orders, the old UPI one),
    // Processing (cash on delivery), Shipped.
    expect(board.awaitingAction).toEqual({ pending: 3, processing: 1, shipped: 1 });
    expect(board.upiAwaitingConfirmation).toEqual([
      { orderId: upi.id, amount: upi.total, createdAt: upi.createdAt, customerName: 'Asha Verma' },
      {
        orderId: 'PAY0000031',
        amount: 5_000,
        createdAt: new Date(now - 31 * DAY_MS).toISOString(),
        customerName: 'Customer PAY0000031',
      },
    ]);

    // Confirming the UPI payment takes it off the list, moves it to Processing and counts its
    // money.
    await change(upi.id, { status: 1, reference: testUtr() });
    const after = await dashboard();
    expect(after.upiAwaitingConfirmation.map((order) => order.orderId)).toEqual(['PAY0000031']);
    expect(after.awaitingAction).toEqual({ pending: 2, processing: 2, shipped: 1 });
    expect(after.today).toEqual({
      orders: 4,
      revenue: (todaysPaise + paise(upi.total)) / 100,
    });
  });
});
