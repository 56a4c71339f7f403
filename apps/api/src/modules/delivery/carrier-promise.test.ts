import type {
  DeliveryEstimate,
  ProductListResponse,
  ShippingSettings,
  ShippingZoneInput,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productVariants } from '../../db/schema';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import { createTestApp, drivers, type TestApp } from '../../test/test-app';
import { type CourierAnswer, createCourierPromises } from './carrier-promise';

const ZONES: ShippingZoneInput[] = [
  // Named by its PIN: the zone's own promise, whatever the courier says.
  { name: 'Pan Bazaar', pins: ['781001'], served: true, cod: false, minDays: 1, maxDays: 2 },
  // A whole state: the courier's days, the zone's rate and its "no cash on delivery".
  {
    name: 'Maharashtra',
    states: ['Maharashtra'],
    served: true,
    cod: false,
    minDays: 4,
    maxDays: 8,
    rate: { kind: 'flat', amount: 50, freeAbove: null },
  },
  { name: 'Kerala', states: ['Kerala'], served: false, cod: true, minDays: 0, maxDays: 0 },
];

describe.each(drivers)('the delivery promise from the courier’s serviceability on %s', (driver) => {
  let t: TestApp;
  let manager: string;
  let product: ProductListResponse['data'][number];
  // Saturday 28 November 2026, 10:00 IST.
  const clock = new Date('2026-11-28T04:30:00Z');

  beforeAll(async () => {
    t = await createTestApp(driver, { now: () => clock });
    await addStaff(t, { email: 'promise-manager@example.in', role: 'manager' });
    manager = await signInStaff(t.app, 'promise-manager@example.in');
    await t.db.update(productVariants).set({ stock: null });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' })
    ).json<ProductListResponse>();
    product = list.data[0]!;
  });
  afterAll(async () => {
    await t?.close();
  });

  const getSettings = async () =>
    (
      await asStaff(t.app, manager, { method: 'GET', url: '/api/v1/admin/shipping' })
    ).json<ShippingSettings>();
  const saveSettings = async (payload: object) => {
    const response = await asStaff(t.app, manager, {
      method: 'PUT',
      url: '/api/v1/admin/shipping',
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ShippingSettings>();
  };
  const estimated = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/delivery-estimate?${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DeliveryEstimate>();
  };
  const promised = async (pin: string) => {
    const answer = await estimated(`pin=${pin}`);
    return [answer.serviceable, answer.minDays, answer.maxDays, answer.cod];
  };

  it('keeps the zones’ promise until the store asks for the courier’s', async () => {
    const saved = await saveSettings({
      ...(await getSettings()),
      zones: ZONES,
      pickupPin: '110001',
    });
    expect(saved.promiseFrom).toBeUndefined();
    expect(await promised('560001')).toEqual([true, 3, 7, true]);
    expect(await promised('400001')).toEqual([true, 4, 8, false]);
  });

  it('promises the fastest to the slowest courier’s days where the zones serve without naming the PIN', async () => {
    const saved = await saveSettings({ ...(await getSettings()), promiseFrom: 'carrier' });
    expect(saved.promiseFrom).toBe('carrier');
    expect((await getSettings()).promiseFrom).toBe('carrier');

    // The sandbox's couriers: Blue Dart in 2 days … Ekart in 6; three of four collect cash.
    // Saturday 10:00 IST, 6 dispatch days: Monday 30 November … Saturday 5 December.
    expect(await estimated(`pin=560001&productId=${product.id}`)).toEqual({
      serviceable: true,
      cod: true,
      minDays: 2,
      maxDays: 6,
      date: '2026-12-05',
      shipping: 0,
    });
    // A state zone: the courier's days, the zone's refusal of cash and its rate.
    expect(await estimated(`pin=400001&productId=${product.id}`)).toMatchObject({
      serviceable: true,
      cod: false,
      minDays: 2,
      maxDays: 6,
      shipping: 50,
    });
    // A PIN the zones name, and a zone not served: the zones answer.
    expect(await promised('781001')).toEqual([true, 1, 2, false]);
    expect(await promised('682001')).toEqual([false, null, null, false]);
  });

  it('answers not serviceable where no courier goes, and remembers the courier’s answers', async () => {
    const sandbox = t.app.shipping.shiprocketSandbox!;
    sandbox.switches.unservedPins.add('600001');
    // Asked already: the answer of the last six hours stands.
    sandbox.switches.unservedPins.add('560001');
    try {
      expect(await estimated('pin=600001')).toEqual({
        serviceable: false,
        cod: false,
        minDays: null,
        maxDays: null,
        date: null,
        shipping: null,
      });
      expect(await promised('560001')).toEqual([true, 2, 6, true]);
    } finally {
      sandbox.switches.unservedPins.clear();
    }
  });

  it('falls back to the zone’s promise when the carrier fails, and asks it again next time', async () => {
    const sandbox = t.app.shipping.shiprocketSandbox!;
    sandbox.switches.failServiceability = true;
    try {
      expect(await promised('700001')).toEqual([true, 3, 7, true]);
    } finally {
      sandbox.switches.failServiceability = false;
    }
    expect(await promised('700001')).toEqual([true, 2, 6, true]);
  });
});

describe('the courier promises’ memory', () => {
  const serviceable: CourierAnswer = {
    status: 'serviceable',
    options: [
      { estimatedDays: 4, cod: false },
      { estimatedDays: null, cod: false },
      { estimatedDays: 1, cod: false },
    ],
  };

  it('reads the fastest and slowest days and whether any courier collects cash', async () => {
    const couriers = createCourierPromises({
      lookup: async () => serviceable,
      now: () => new Date(),
    });
    expect(await couriers.promise('110001', '560001')).toEqual({
      serviceable: true,
      minDays: 1,
      maxDays: 4,
      cod: false,
    });
  });

  it('asks again after six hours, and forgets the oldest PIN pair beyond its bound', async () => {
    let at = Date.parse('2026-11-28T04:30:00Z');
    const lookup = vi.fn(async () => serviceable);
    const couriers = createCourierPromises({ lookup, now: () => new Date(at), maxEntries: 2 });
    await couriers.promise('110001', '560001');
    at += 6 * 3600_000 - 1;
    await couriers.promise('110001', '560001');
    expect(lookup).toHaveBeenCalledTimes(1);
    at += 1;
    await couriers.promise('110001', '560001');
    expect(lookup).toHaveBeenCalledTimes(2);

    await couriers.promise('110001', '400001');
    await couriers.promise('110001', '600001');
    await couriers.promise('110001', '400001');
    expect(lookup).toHaveBeenCalledTimes(4);
    await couriers.promise('110001', '560001');
    expect(lookup).toHaveBeenCalledTimes(5);
  });

  it('gives up on a carrier slower than its time limit, telling why', async () => {
    const onError = vi.fn();
    const couriers = createCourierPromises({
      lookup: () => new Promise<never>(() => {}),
      now: () => new Date(),
      timeoutMs: 20,
      onError,
    });
    expect(await couriers.promise('110001', '560001')).toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.any(String) }));
  });
});
