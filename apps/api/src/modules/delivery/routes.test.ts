import type {
  DeliveryEstimate,
  PaymentFieldsResponse,
  ProductListResponse,
  ShippingSettings,
  ShippingZoneInput,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, productVariants } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit-policy';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import {
  createTestApp,
  drivers,
  signUp,
  type TestApp,
  testShippingAddress,
} from '../../test/test-app';

const terms = { served: true, cod: true, rate: { kind: 'free' } } as const;
const ZONES: ShippingZoneInput[] = [
  { name: 'Meghalaya', states: ['Meghalaya'], ...terms, served: false, minDays: 0, maxDays: 0 },
  { name: 'Assam', pinPrefixes: ['78'], ...terms, minDays: 4, maxDays: 6 },
  { name: 'Nagaon', pinPrefixes: ['782'], ...terms, minDays: 3, maxDays: 5 },
  { name: 'Guwahati', pinPrefixes: ['7810'], ...terms, minDays: 2, maxDays: 4 },
  { name: 'Pan Bazaar', pins: ['781001'], ...terms, cod: false, minDays: 1, maxDays: 2 },
];
const ASSAM = {
  ...testShippingAddress,
  address: '3, Pan Bazaar',
  city: 'Guwahati',
  state: 'Assam',
  postalCode: '781001',
};
const SHILLONG = { ...ASSAM, city: 'Shillong', state: 'Meghalaya', postalCode: '793001' };

describe.each(drivers)('delivery zones and the delivery promise on %s', (driver) => {
  let t: TestApp;
  let manager: string;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  let product: ProductListResponse['data'][number];
  // Saturday 28 November 2026, 10:00 IST.
  const clock = new Date('2026-11-28T04:30:00Z');

  beforeAll(async () => {
    t = await createTestApp(driver, {
      now: () => clock,
      rateLimits: { ...DEFAULT_RATE_LIMITS, ordersPerAccountPerHour: 1_000 },
    });
    await addStaff(t, { email: 'zones-manager@example.in', role: 'manager' });
    manager = await signInStaff(t.app, 'zones-manager@example.in');
    shopper = await signUp(t.app);
    await t.db.update(productVariants).set({ stock: null });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' })
    ).json<ProductListResponse>();
    product = list.data[0]!;
  });
  afterAll(async () => {
    await t?.close();
  });

  const getSettings = () =>
    asStaff(t.app, manager, { method: 'GET', url: '/api/v1/admin/shipping' });
  const saveSettings = (payload: object) =>
    asStaff(t.app, manager, { method: 'PUT', url: '/api/v1/admin/shipping', payload });
  const estimate = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/delivery-estimate?${query}` });
  const estimated = async (query: string) => {
    const response = await estimate(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DeliveryEstimate>();
  };

  it('answers the defaults until the shop sets zones: everywhere, 3–7 days, cash on delivery, free, Monday to Saturday', async () => {
    const response = await getSettings();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ShippingSettings>()).toEqual({
      zones: [],
      elsewhere: { served: true, minDays: 3, maxDays: 7, cod: true, rate: { kind: 'free' } },
      dispatchDays: [1, 2, 3, 4, 5, 6],
      pickupPin: null,
    });
    // Saturday: Sunday is not a dispatch day, so the 7th is Monday 7 December.
    expect(await estimated(`pin=110001&productId=${product.id}`)).toEqual({
      serviceable: true,
      cod: true,
      minDays: 3,
      maxDays: 7,
      date: '2026-12-07',
      shipping: 0,
    });
  });

  it('refuses zones that overlap or whose days are backwards, and audits what it saves', async () => {
    const current = (await getSettings()).json<ShippingSettings>();
    const twice = await saveSettings({
      ...current,
      zones: [ZONES[1], { ...ZONES[2], pinPrefixes: ['78'] }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ error: string }>().error).toBe(
      'zones.1.pinPrefixes: PIN prefix 78 is already in the zone “Assam”',
    );
    const backwards = await saveSettings({ ...current, zones: [{ ...ZONES[1], minDays: 9 }] });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ error: string }>().error).toContain('zones.0.maxDays');
    const unknownState = await saveSettings({
      ...current,
      zones: [{ ...ZONES[0], states: ['Atlantis'] }],
    });
    expect(unknownState.statusCode).toBe(400);

    const saved = await saveSettings({ ...current, zones: ZONES });
    expect(saved.statusCode, saved.body).toBe(200);
    const zones = saved.json<ShippingSettings>().zones;
    expect(zones.map((zone) => [zone.id, zone.name])).toEqual([
      [1, 'Meghalaya'],
      [2, 'Assam'],
      [3, 'Nagaon'],
      [4, 'Guwahati'],
      [5, 'Pan Bazaar'],
    ]);
    expect((await getSettings()).json<ShippingSettings>().zones).toEqual(zones);
    // Saving again with the ids keeps them.
    const again = await saveSettings({ ...current, zones });
    expect(again.json<ShippingSettings>().zones).toEqual(zones);

    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'shipping.updated'));
    expect(audited).toHaveLength(2);
    expect(audited[0]).toMatchObject({ actor: 'zones-manager@example.in', entity: 'store' });
    expect(audited[0]!.after).toMatchObject({ zones: zones });
  });

  it('promises the zone of a listed PIN, else the longest prefix, else the state, else elsewhere', async () => {
    const days = async (pin: string) => {
      const answer = await estimated(`pin=${pin}`);
      return [answer.serviceable, answer.minDays, answer.maxDays, answer.cod];
    };
    expect(await days('781001')).toEqual([true, 1, 2, false]);
    expect(await days('781005')).toEqual([true, 2, 4, true]);
    expect(await days('782001')).toEqual([true, 3, 5, true]);
    expect(await days('785001')).toEqual([true, 4, 6, true]);
    expect(await days('793001')).toEqual([false, null, null, false]);
    expect(await days('110001')).toEqual([true, 3, 7, true]);
    expect((await estimated('pin=793001')).date).toBeNull();
  });

  it('answers the estimate cacheable for a minute, and refuses a malformed PIN, an unknown PIN and an unknown product', async () => {
    const fine = await estimate('pin=781005');
    expect(fine.headers['cache-control']).toBe('public, max-age=60');
    // Saturday 10:00 IST, 4 days: Monday, Tuesday, Wednesday, Thursday 3 December.
    expect(fine.json<DeliveryEstimate>().date).toBe('2026-12-03');

    const malformed = await estimate('pin=7810');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: string }>().error).toContain('pin');
    const unknown = await estimate('pin=999999');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ error: string }>().error).toBe(
      'We do not know PIN code 999999. Please check it and try again.',
    );
    const noProduct = await estimate('pin=781005&productId=00000000-0000-4000-8000-000000000000');
    expect(noProduct.statusCode).toBe(404);
    expect((await estimate('pin=781005&productId=nonsense')).statusCode).toBe(404);
  });

  it('offers cash on delivery only where the zone, the store and its limit allow', async () => {
    const pricePaise = Math.round((product.discountedPrice ?? product.regularPrice) * 100);
    expect((await estimated(`pin=781005&productId=${product.id}`)).cod).toBe(true);
    const store = await asStaff(t.app, manager, { method: 'GET', url: '/api/v1/admin/store' });
    const { renamedCategories: _renamed, ...current } = store.json<Record<string, unknown>>();
    const limited = await asStaff(t.app, manager, {
      method: 'PUT',
      url: '/api/v1/admin/store',
      payload: { ...current, cod: { maxOrderValue: (pricePaise - 100) / 100, fee: null } },
    });
    expect(limited.statusCode, limited.body).toBe(200);
    expect((await estimated(`pin=781005&productId=${product.id}`)).cod).toBe(false);
    expect((await estimated('pin=781005')).cod).toBe(true);
    await asStaff(t.app, manager, {
      method: 'PUT',
      url: '/api/v1/admin/store',
      payload: { ...current, cod: { maxOrderValue: null, fee: null } },
    });
  });

  it('refuses at checkout a PIN code the store does not deliver to, and cash on delivery where the zone has none', async () => {
    const place = (shippingAddress: typeof ASSAM) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: shopper.auth,
        payload: { products: { [product.id]: 1 }, shippingAddress },
      });
    const refused = await place(SHILLONG);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: string }>().error).toBe(
      'We do not deliver to PIN code 793001 yet.',
    );

    const placed = await place(ASSAM);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ id: string }>().id;
    const form = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/payments/fields?orderId=${orderId}`,
        headers: shopper.auth,
      })
    ).json<PaymentFieldsResponse>();
    const cod = form.fields
      .find((field) => field.name === 'method')!
      .options!.find((option) => option.value === 'cod')!;
    expect(cod).toMatchObject({ disabled: true });
    expect(cod.label).toContain('not available at pin code 781001');
    expect(form.order!.methods.find((method) => method.method === 'cod')!.unavailable).toBe(
      'Not available at PIN code 781001',
    );
    const paid = await t.app.inject({
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
    expect(paid.statusCode).toBe(422);
    expect(paid.json<{ error: string }>().error).toBe(
      'Cash on delivery is not available at PIN code 781001. Please choose another way to pay.',
    );
  });
});
