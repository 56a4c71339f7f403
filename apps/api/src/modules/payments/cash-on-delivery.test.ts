import {
  type AdminOrder,
  formatPaise,
  type Order,
  orderStatusChangeSchema,
  type PaymentFieldsResponse,
  type ProductListResponse,
  type StoreSettings,
} from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, payments, productVariants } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import { readPdf } from '../../test/pdf-text';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';

const PROCESSING = 1;
const SHIP = orderStatusChangeSchema.parse({
  status: 2,
  carrier: 'Delhivery',
  trackingNumber: 'DLV7',
});
const DELHI = {
  ...testShippingAddress,
  address: '7, Kamla Nagar',
  city: 'Delhi',
  state: 'NCT of Delhi',
  postalCode: '110007',
};
const COD_FIELDS = {
  method: 'cod',
  email: 'asha@example.in',
  phone: '+919845012345',
  acceptTerms: true,
};

describe.each(drivers)('cash on delivery’s limit and fee on %s', (driver) => {
  let t: TestApp;
  let manager: string;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let product: ProductListResponse['data'][number];
  /** The product's price in paise: one of it is under the limit, three are above. */
  let pricePaise: number;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, ordersPerAccountPerHour: 1_000 },
    });
    await addStaff(t, { email: 'cod-manager@example.in', role: 'manager' });
    manager = await signInStaff(t.app, 'cod-manager@example.in');
    shopper = await signUp(t.app);
    // Stock is not what these tests are about.
    await t.db.update(productVariants).set({ stock: null });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' })
    ).json<ProductListResponse>();
    product = list.data.find((item) => (item.discountedPrice ?? item.regularPrice) < 5_000)!;
    pricePaise = Math.round((product.discountedPrice ?? product.regularPrice) * 100);
  });
  afterAll(async () => {
    await t?.close();
  });

  const settings = async () =>
    (await asStaff(t.app, manager, { method: 'GET', url: '/api/v1/admin/store' })).json<
      StoreSettings & { renamedCategories?: unknown }
    >();

  async function saveCod(cod: unknown) {
    const { renamedCategories: _renamed, ...current } = await settings();
    return asStaff(t.app, manager, {
      method: 'PUT',
      url: '/api/v1/admin/store',
      payload: { ...current, cod },
    });
  }

  /** The limit between one and three of the product; a fee of ₹49. */
  async function setTerms() {
    const saved = await saveCod({ maxOrderValue: (pricePaise * 2) / 100, fee: 49 });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  async function place(quantity: number): Promise<Order> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: { products: { [product.id]: quantity }, shippingAddress: DELHI },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Order>();
  }

  const pay = (orderId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: shopper.auth,
      payload: { orderId, fields: COD_FIELDS },
    });

  const paymentForm = async (orderId?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/fields${orderId ? `?orderId=${orderId}` : ''}`,
      headers: shopper.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PaymentFieldsResponse>();
  };
  const codOption = (form: PaymentFieldsResponse) =>
    form.fields
      .find((field) => field.name === 'method')!
      .options!.find((option) => option.value === 'cod')!;

  const stored = async (orderId: string) =>
    (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  it('keeps the limit and the fee the back office sets, and refuses ones that are not amounts', async () => {
    for (const [cod, field] of [
      [{ maxOrderValue: 0, fee: null }, 'cod.maxOrderValue'],
      [{ maxOrderValue: null, fee: 12.345 }, 'cod.fee'],
      [{ maxOrderValue: null, fee: 5_000 }, 'cod.fee'],
      [{ maxOrderValue: 'lots', fee: null }, 'cod.maxOrderValue'],
    ] as const) {
      const refused = await saveCod(cod);
      expect(refused.statusCode, JSON.stringify(cod)).toBe(400);
      expect(refused.json<{ error: string }>().error).toContain(field);
    }
    expect((await settings()).cod).toEqual({ maxOrderValue: null, fee: null });

    const saved = await saveCod({ maxOrderValue: 10_000, fee: 49.5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await settings()).cod).toEqual({ maxOrderValue: 10_000, fee: 49.5 });
    // A client that sends no terms (one older than them) leaves them as they are.
    const { renamedCategories: _renamed, cod: _cod, ...withoutCod } = await settings();
    const again = await asStaff(t.app, manager, {
      method: 'PUT',
      url: '/api/v1/admin/store',
      payload: withoutCod,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await settings()).cod).toEqual({ maxOrderValue: 10_000, fee: 49.5 });
  });

  it('shows the fee and whether cash on delivery is available before the shopper chooses', async () => {
    await setTerms();
    const small = await place(1);
    const large = await place(3);

    const smallForm = await paymentForm(small.id);
    expect(codOption(smallForm)).toEqual({
      label: 'Cash on delivery (+ ₹49 fee)',
      value: 'cod',
    });
    expect(smallForm.order).toMatchObject({ orderId: small.id, total: small.total });
    expect(smallForm.order!.methods.find((method) => method.method === 'cod')).toEqual({
      method: 'cod',
      fee: 49,
      total: (pricePaise + 4_900) / 100,
    });
    expect(smallForm.order!.methods.find((method) => method.method === 'upi')).toEqual({
      method: 'upi',
      fee: 0,
      total: small.total,
    });

    const limit = formatPaise(pricePaise * 2);
    const largeForm = await paymentForm(large.id);
    expect(codOption(largeForm)).toEqual({
      label: `Cash on delivery (not available for orders above ${limit})`,
      value: 'cod',
      disabled: true,
    });
    expect(largeForm.order!.methods.find((method) => method.method === 'cod')).toMatchObject({
      unavailable: `Not available for orders above ${limit}`,
    });

    // Without an order (the spec's call), the form and the fee, nothing of any order.
    const bare = await paymentForm();
    expect(bare.order).toBeUndefined();
    expect(codOption(bare).label).toBe('Cash on delivery (+ ₹49 fee)');
  });

  it('refuses cash on delivery above the limit with 422, and the order stays as it was', async () => {
    await setTerms();
    const large = await place(3);
    const refused = await pay(large.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: string }>().error).toMatch(
      /^Cash on delivery is not available for orders above ₹[\d,.]+: this order is ₹[\d,.]+\. Please choose another way to pay\.$/,
    );
    const row = await stored(large.id);
    expect(row).toMatchObject({ status: 0, totalPaise: pricePaise * 3, codFeePaise: 0 });
    expect(await t.db.select().from(payments).where(eq(payments.orderId, large.id))).toEqual([]);
  });

  it('adds the fee to the order’s stored total once, however many taps arrive at once', async () => {
    await setTerms();
    const small = await place(1);
    const answers = await Promise.all([pay(small.id), pay(small.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);

    const row = await stored(small.id);
    expect(row).toMatchObject({
      status: PROCESSING,
      totalPaise: pricePaise + 4_900,
      codFeePaise: 4_900,
    });
    const attempts = await t.db.select().from(payments).where(eq(payments.orderId, small.id));
    expect(attempts.map((attempt) => [attempt.method, attempt.amountPaise])).toEqual([
      ['cod', pricePaise + 4_900],
    ]);

    const mine = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${small.id}`,
        headers: shopper.auth,
      })
    ).json<Order>();
    expect(mine.total).toBe((pricePaise + 4_900) / 100);
    expect(mine.priceBreakup).toMatchObject({
      items: pricePaise / 100,
      codFee: 49,
      total: (pricePaise + 4_900) / 100,
    });
    // The fee's 18 % GST (₹7.47 of ₹49) is in the GST included.
    const withoutFee = small.priceBreakup.gstIncluded!;
    expect(mine.priceBreakup.gstIncluded).toBeCloseTo(withoutFee + 7.47, 2);
  });

  it('bills the fee on the tax invoice as a service line of its own at 18 % GST', async () => {
    await setTerms();
    const small = await place(1);
    expect((await pay(small.id)).statusCode).toBe(200);
    const shipped = await asStaff(t.app, manager, {
      method: 'POST',
      url: `/api/v1/admin/orders/${small.id}/status`,
      payload: SHIP,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<AdminOrder>().priceBreakup.codFee).toBe(49);

    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, small.id));
    const data = invoice!.data;
    expect(data.lines).toHaveLength(2);
    // ₹49 with 18 % inside: taxable ₹41.53, CGST ₹3.74 and SGST ₹3.73 (Delhi to Delhi).
    expect(data.lines[1]).toEqual({
      description: 'Cash on delivery fee',
      hsn: '998599',
      quantity: 1,
      unit: 'OTH',
      unitPricePaise: 4_900,
      ratePercent: 18,
      amountPaise: 4_900,
      taxablePaise: 4_153,
      cgstPaise: 374,
      sgstPaise: 373,
      igstPaise: 0,
    });
    expect(data.totals.amountPaise).toBe(pricePaise + 4_900);
    expect(data.totals.quantity).toBe(1);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${small.id}/invoice`,
      headers: shopper.auth,
    });
    expect(download.statusCode).toBe(200);
    const { text } = await readPdf(download.rawPayload);
    for (const shown of ['Cash on delivery fee', '998599', 'HSN/SAC', 'goods and services']) {
      expect(text, shown).toContain(shown);
    }
  });
});
