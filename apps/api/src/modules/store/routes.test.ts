import type { StoreInfo } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema';
import { defaultStore } from '../../seed/store';
import { createTestApp, drivers } from '../../test/test-app';

describe.each(drivers)('store API on %s', (driver) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp(driver);
    await t.db.insert(stores).values({
      hosts: ['kurta.example.in'],
      storeName: 'Kurta Corner',
      companyName: 'Kurta Corner LLP',
      companyAddress: 'MG Road, Bengaluru 560001',
      companyPhone: '+91 80000 12345',
      companyEmail: 'hello@kurta.example.in',
      categories: ['Men', 'Women'],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function storeInfo(headers: Record<string, string> = {}) {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/storeInfo', headers });
    expect(response.statusCode).toBe(200);
    return response.json<StoreInfo>();
  }

  it('answers the default store’s information with every field of the spec', async () => {
    expect(await storeInfo()).toEqual({
      storeName: defaultStore.storeName,
      companyName: defaultStore.companyName,
      legalName: defaultStore.legalName,
      gstin: defaultStore.gstin,
      companyAddress: defaultStore.companyAddress,
      companyPhone: defaultStore.companyPhone,
      companyEmail: defaultStore.companyEmail,
      description: defaultStore.description,
      categories: defaultStore.categories,
      socialLinks: defaultStore.socialLinks,
      policies: defaultStore.policies,
      companyLogoUrl: defaultStore.logoUrl,
      publicOrigin: null,
      grievanceOfficer: defaultStore.grievanceOfficer,
      // The storefront's own words until the shop gives its own.
      homeHero: { title: null, text: null, imageUrl: null, imageAlt: null },
      // Free stays the default: delivered everywhere, charged nowhere (decision 0032).
      freeShippingEverywhere: true,
    });
  });

  it('says shipping is free everywhere only while no zone charges and every PIN code is served', async () => {
    const free = { kind: 'free' as const };
    const terms = { served: true, minDays: 3, maxDays: 7, cod: true, rate: free };
    const zone = { id: 1, name: 'North East', states: ['Assam'], pinPrefixes: [], pins: [] };
    const settingsWith = (zoneTerms: Partial<typeof terms> | Record<string, unknown>) => ({
      zones: [{ ...zone, ...terms, ...zoneTerms }],
      elsewhere: terms,
      dispatchDays: [1, 2, 3, 4, 5, 6],
      pickupPin: null,
    });
    const cases = [
      { host: 'free.example.in', zone: {}, free: true },
      {
        host: 'flat.example.in',
        zone: { rate: { kind: 'flat', amountPaise: 4_900, freeAbovePaise: 99_900 } },
        free: false,
      },
      { host: 'unserved.example.in', zone: { served: false }, free: false },
    ];
    for (const { host, zone: zoneTerms } of cases) {
      await t.db.insert(stores).values({
        hosts: [host],
        storeName: host,
        companyName: host,
        companyAddress: 'MG Road, Bengaluru 560001',
        companyPhone: '+91 80000 12345',
        companyEmail: `hello@${host}`,
        shippingSettings: settingsWith(zoneTerms) as never,
      });
    }
    for (const { host, free: expected } of cases) {
      expect((await storeInfo({ 'x-store-host': host })).freeShippingEverywhere, host).toBe(
        expected,
      );
    }
  });

  it('answers the public origin a store has configured', async () => {
    await t.db.insert(stores).values({
      hosts: ['saree.example.in'],
      storeName: 'Saree Street',
      companyName: 'Saree Street LLP',
      companyAddress: 'Chandni Chowk, Delhi 110006',
      companyPhone: '+91 11000 12345',
      companyEmail: 'hello@saree.example.in',
      publicOrigin: 'https://saree.example.in',
    });
    const saree = await storeInfo({ 'x-store-host': 'saree.example.in' });
    expect(saree.publicOrigin).toBe('https://saree.example.in');
    // Not registered for GST: no GSTIN, and its legal name is its company name.
    expect(saree).toMatchObject({ legalName: 'Saree Street LLP', gstin: null });
  });

  it('picks the store named by X-Store-Host, ignoring case and port', async () => {
    expect((await storeInfo({ 'x-store-host': 'kurta.example.in' })).storeName).toBe(
      'Kurta Corner',
    );
    expect((await storeInfo({ 'x-store-host': 'KURTA.Example.IN:3000' })).storeName).toBe(
      'Kurta Corner',
    );
  });

  it('picks the store by Origin when X-Store-Host is absent', async () => {
    expect((await storeInfo({ origin: 'https://kurta.example.in' })).storeName).toBe(
      'Kurta Corner',
    );
  });

  it('picks the store by Host without its api. prefix', async () => {
    expect((await storeInfo({ host: 'api.kurta.example.in' })).storeName).toBe('Kurta Corner');
  });

  it('prefers X-Store-Host over Origin and Host', async () => {
    const info = await storeInfo({
      'x-store-host': 'localhost',
      origin: 'https://kurta.example.in',
      host: 'api.kurta.example.in',
    });
    expect(info.storeName).toBe(defaultStore.storeName);
  });

  it('falls back to the default store for an unknown host', async () => {
    expect((await storeInfo({ 'x-store-host': 'nobody.example.com' })).storeName).toBe(
      defaultStore.storeName,
    );
    expect((await storeInfo({ origin: 'not a url', host: 'unknown.test' })).storeName).toBe(
      defaultStore.storeName,
    );
  });

  it('keeps each store’s catalogue apart', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products',
      headers: { 'x-store-host': 'kurta.example.in' },
    });
    expect(response.json().count).toBe(0);
  });
});
