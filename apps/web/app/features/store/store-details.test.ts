import type { StoreInfo } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { categoryImage } from './category-images';
import { storeDetails } from './store-details';

const store: StoreInfo = {
  storeName: 'ChitraKart',
  companyName: 'Chitra Retail Private Limited',
  companyAddress: 'Chandni Chowk, Delhi',
  companyPhone: '+91 98110 45672',
  companyEmail: 'care@chitrakart.in',
  description: 'A Delhi shop.',
  categories: ['TV & Video Accessories', 'Men', 'Women', 'Accessories'],
  socialLinks: {
    instagram: 'https://www.instagram.com/chitrakart.in',
    twitter: 'javascript:alert(1)',
  },
  policies: {},
  companyLogoUrl: null,
  publicOrigin: null,
};

describe('storeDetails', () => {
  it('names the store by store name, else company name', () => {
    expect(storeDetails(store).name).toBe('ChitraKart');
    expect(storeDetails({ ...store, storeName: '' }).name).toBe('Chitra Retail Private Limited');
  });

  it('shows at most three categories', () => {
    expect(storeDetails(store).shownCategories).toEqual(['TV & Video Accessories', 'Men', 'Women']);
  });

  it('falls back to "TV & Video Accessories" when the store information failed', () => {
    expect(storeDetails(null).categories).toEqual(['TV & Video Accessories']);
    expect(storeDetails({ ...store, categories: [] }).categories).toEqual([
      'TV & Video Accessories',
    ]);
  });

  it('takes instagram, facebook and twitter from the store, else defaults, never a script URL', () => {
    expect(storeDetails(store).socialLinks).toEqual([
      { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/chitrakart.in' },
      { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
      { network: 'twitter', label: 'Twitter', url: 'https://twitter.com/' },
    ]);
  });
});

describe('categoryImage', () => {
  it('has a fixed image per known category and a default', () => {
    expect(categoryImage('TV & Video Accessories')).toBe(
      '/images/categories/tv-video-accessories.svg',
    );
    expect(categoryImage('men')).toBe('/images/categories/men.svg');
    expect(categoryImage('Garden')).toBe('/images/categories/default.svg');
  });
});
