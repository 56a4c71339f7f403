import {
  type AdminProduct,
  type DeliveryEstimate,
  type Order,
  orderStatusChangeSchema,
  type ShippingRate,
} from '@storefront/contract';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, products, productVariants } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';

const DELHI = {
  ...testShippingAddress,
  address: '7, Kamla Nagar',
  city: 'Delhi',
  state: 'NCT of Delhi',
  postalCode: '110007',
};
const SHIP = orderStatusChangeSchema.parse({
  status: 2,
  carrier: 'Delhivery',
  trackingNumber: 'DLV9',
});

describe.each(drivers)('shipping rates on orders and invoices on %s', (driver) => {
  let t: TestApp;
  let manager: string;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  /** Two products sold at 5 % and 18 % GST, and their prices in paise. */
  let low: { id: string; pricePaise: number };
  let high: { id: string; pricePaise: number };

  beforeAll(async () => {
    t = await createTestApp(driver, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, ordersPerAccountPerHour: 1_000 },
    });
    await addStaff(t, { email: 'rates-manager@example.in', role: 'manager' });
    manager = await signInStaff(t.app, 'rates-manager@example.in');
    shopper = await signUp(t.app);
    await t.db.update(productVariants).set({ stock: null });
    const rows = await t.db
      .select({
        id: products.id,
        gstRate: products.gstRate,
        regular: products.regularPrice,
        discounted: products.discountedPrice,
      })
      .from(products)
      .where(isNull(products.archivedAt));
    const pick = (rate: number) => {
      const row = rows.find((candidate) => candidate.gstRate === rate)!;
      return { id: row.id, pricePaise: row.discounted ?? row.regular };
    };
    low = pick(5);
    high = pick(18);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function chargeElsewhere(rate: ShippingRate) {
    const saved = await asStaff(t.app, manager, {
      method: 'PUT',
      url: '/api/v1/admin/shipping',
      payload: {
        zones: [],
        elsewhere: { served: true, minDays: 3, maxDays: 7, cod: true, rate },
        dispatchDays: [1, 2, 3, 4, 5, 6],
        pickupPin: '110001',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  async function place(lines: Record<string, number>): Promise<Order> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: { products: lines, shippingAddress: DELHI },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Order>();
  }

  const payCash = (orderId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: shopper.auth,
      payload: {
        orderId,
        fields: {
          method: 'cod',
          email: 'asha@example.in',
          phone: '+919845012345',
          acceptTerms: true,
        },
      },
    });

  async function shipAndInvoice(orderId: string) {
    const shipped = await asStaff(t.app, manager, {
      method: 'POST',
      url: `/api/v1/admin/orders/${orderId}/status`,
      payload: SHIP,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    return invoice!.data;
  }

  it('charges a flat rate on the order’s total and breakup, nothing at or above its threshold', async () => {
    await chargeElsewhere({ kind: 'flat', amount: 49, freeAbove: (low.pricePaise * 2) / 100 });
    const one = await place({ [low.id]: 1 });
    expect(one.priceBreakup).toMatchObject({
      items: low.pricePaise / 100,
      delivery: 49,
      total: (low.pricePaise + 4_900) / 100,
    });
    expect(one.total).toBe((low.pricePaise + 4_900) / 100);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, one.id));
    expect(stored).toMatchObject({ totalPaise: low.pricePaise + 4_900, shippingPaise: 4_900 });

    const two = await place({ [low.id]: 2 });
    expect(two.priceBreakup.delivery).toBe(0);
    expect(two.total).toBe((low.pricePaise * 2) / 100);
  });

  it('charges by the parcel’s weight slab, volumetric weight where larger, 500 g where unknown', async () => {
    // 20 × 15 × 10 cm is 600 g volumetric; the 1,200 g it weighs counts.
    const weighed = await asStaff(t.app, manager, {
      method: 'PATCH',
      url: `/api/v1/admin/products/${low.id}`,
      payload: { weightGrams: 1_200, lengthCm: 20, breadthCm: 15, heightCm: 10 },
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    expect(weighed.json<AdminProduct>()).toMatchObject({
      weightGrams: 1_200,
      lengthCm: 20,
      breadthCm: 15,
      heightCm: 10,
    });
    await t.db.update(products).set({ weightGrams: null }).where(eq(products.id, high.id));
    await chargeElsewhere({
      kind: 'weight',
      slabs: [
        { upToGrams: 1_000, amount: 40 },
        { upToGrams: 3_000, amount: 70.5 },
        { upToGrams: 10_000, amount: 120 },
      ],
      freeAbove: null,
    });
    const delivery = async (lines: Record<string, number>) =>
      (await place(lines)).priceBreakup.delivery;
    expect(await delivery({ [high.id]: 1 })).toBe(40);
    expect(await delivery({ [low.id]: 1, [high.id]: 1 })).toBe(70.5);
    expect(await delivery({ [low.id]: 3 })).toBe(120);
    // Past the heaviest slab: its amount.
    expect(await delivery({ [low.id]: 9 })).toBe(120);
    const estimate = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/delivery-estimate?pin=110007&productId=${low.id}`,
      })
    ).json<DeliveryEstimate>();
    expect(estimate.shipping).toBe(70.5);
  });

  it('bills shipping on the invoice at the goods’ highest GST rate, and cash on delivery keeps it in the total', async () => {
    await chargeElsewhere({ kind: 'flat', amount: 60, freeAbove: null });
    const store = await asStaff(t.app, manager, { method: 'GET', url: '/api/v1/admin/store' });
    const { renamedCategories: _renamed, ...current } = store.json<Record<string, unknown>>();
    await asStaff(t.app, manager, {
      method: 'PUT',
      url: '/api/v1/admin/store',
      payload: { ...current, cod: { maxOrderValue: null, fee: 49 } },
    });
    const order = await place({ [low.id]: 1, [high.id]: 1 });
    const goodsPaise = low.pricePaise + high.pricePaise;
    // Two taps at once: the fee is added once, shipping stays.
    const taps = await Promise.all([payCash(order.id), payCash(order.id)]);
    expect(taps.map((tap) => tap.statusCode).sort()).toEqual([200, 409]);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({
      totalPaise: goodsPaise + 6_000 + 4_900,
      shippingPaise: 6_000,
      codFeePaise: 4_900,
    });

    const { lines, totals } = await shipAndInvoice(order.id);
    expect(
      lines
        .map((line) => line.ratePercent)
        .slice(0, 2)
        .sort(),
    ).toEqual([18, 5]);
    expect(lines.slice(2).map((line) => [line.description, line.hsn, line.ratePercent])).toEqual([
      ['Cash on delivery fee', '998599', 18],
      ['Shipping', '996812', 18],
    ]);
    const shipping = lines[3]!;
    expect(shipping).toMatchObject({ quantity: 1, unit: 'OTH', amountPaise: 6_000 });
    // ₹60 with 18 % inside: ₹50.85 taxable, ₹9.15 of GST split within Delhi.
    expect(shipping.taxablePaise).toBe(5_085);
    expect(shipping.cgstPaise + shipping.sgstPaise).toBe(915);
    expect(totals.amountPaise).toBe(goodsPaise + 6_000 + 4_900);

    // Goods at 5 % only: shipping at 5 % (₹57.14 taxable, ₹2.86 of GST).
    const modest = await place({ [low.id]: 1 });
    expect((await payCash(modest.id)).statusCode).toBe(200);
    const only = await shipAndInvoice(modest.id);
    expect(only.lines.at(-1)).toMatchObject({
      description: 'Shipping',
      ratePercent: 5,
      amountPaise: 6_000,
      taxablePaise: 5_714,
    });
    expect(only.totals.amountPaise).toBe(low.pricePaise + 6_000 + 4_900);
  });
});
