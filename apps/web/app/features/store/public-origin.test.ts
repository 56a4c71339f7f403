import type { StoreInfo } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { publicOrigin } from './public-origin.server';

const store: StoreInfo = {
  storeName: 'ChitraKart',
  companyName: 'ChitraKart Retail Pvt Ltd',
  legalName: 'Chitra Retail Private Limited',
  gstin: '07AAECC4321K1ZT',
  companyAddress: 'Chandni Chowk, Delhi',
  companyPhone: '+911123456789',
  companyEmail: 'care@chitrakart.in',
  description: '',
  categories: [],
  socialLinks: {},
  policies: {},
  companyLogoUrl: null,
  publicOrigin: null,
  grievanceOfficer: null,
  homeHero: { title: null, text: null, imageUrl: null, imageAlt: null },
};
const withOrigin = (value: unknown) => ({ ...store, publicOrigin: value }) as StoreInfo;
const { publicOrigin: _absent, ...fromAnOlderApi } = store;

describe('publicOrigin', () => {
  it('is the store’s own origin first', () => {
    expect(
      publicOrigin(withOrigin('https://chitrakart.in'), {
        PUBLIC_WEB_URL: 'https://www.example.in',
        PORT: 3000,
      }),
    ).toBe('https://chitrakart.in');
  });

  it('keeps only the origin of what the store names', () => {
    expect(publicOrigin(withOrigin('https://Chitrakart.in:443/shop/'), { PORT: 3000 })).toBe(
      'https://chitrakart.in',
    );
  });

  it('falls back to PUBLIC_WEB_URL when the store names none, or nothing usable', () => {
    const config = { PUBLIC_WEB_URL: 'https://www.example.in/', PORT: 3000 };
    for (const value of [null, '', 'chitrakart.in', 'javascript:alert(1)', 42]) {
      expect(publicOrigin(withOrigin(value), config)).toBe('https://www.example.in');
    }
    // An API from before the field, and no store information at all.
    expect(publicOrigin(fromAnOlderApi as StoreInfo, config)).toBe('https://www.example.in');
    expect(publicOrigin(null, config)).toBe('https://www.example.in');
  });

  it('is this server on localhost when nothing is configured', () => {
    expect(publicOrigin(withOrigin(null), { PORT: 3100 })).toBe('http://localhost:3100');
    expect(publicOrigin(null, { PORT: 3000 })).toBe('http://localhost:3000');
  });
});
