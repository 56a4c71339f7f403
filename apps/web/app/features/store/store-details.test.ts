import type { StoreInfo } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { categoryImage } from './category-images';
import { toShopInfo } from './shop-info.server';
import { storeDetails as detailsOf } from './store-details';

/** The details a page shows of the store information the root loader sends it. */
const storeDetails = (store: StoreInfo | null) => detailsOf(toShopInfo(store));

const store: StoreInfo = {
  storeName: 'ChitraKart',
  companyName: 'Chitra Retail Private Limited',
  legalName: 'Chitra Retail Private Limited',
  gstin: '07AAECC4321K1ZT',
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
  grievanceOfficer: null,
  homeHero: { title: null, text: null, imageUrl: null, imageAlt: null },
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

  it('shows every other network the store links to, as the back office names it, in its order', () => {
    const links = storeDetails({
      ...store,
      socialLinks: {
        // Named as a shop owner types it in the back office: any case.
        Instagram: 'https://www.instagram.com/chitrakart.in',
        YouTube: 'https://www.youtube.com/@chitrakart',
        'Our blog': 'https://blog.chitrakart.in/',
        X: 'https://x.com/chitrakart_in',
        // Known by its site whatever it is called.
        Chat: 'https://wa.me/919811045672',
        LinkedIn: 'ftp://linkedin.example/in',
        youtube: 'https://www.youtube.com/@another',
      },
    }).socialLinks;
    expect(links).toEqual([
      { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/chitrakart.in' },
      { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
      { network: 'twitter', label: 'Twitter', url: 'https://x.com/chitrakart_in' },
      { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@chitrakart' },
      { network: 'other', label: 'Our blog', url: 'https://blog.chitrakart.in/' },
      { network: 'whatsapp', label: 'WhatsApp', url: 'https://wa.me/919811045672' },
    ]);
  });
});

describe('storeDetails: grievance officer', () => {
  const officer = {
    name: 'Meera Iyer',
    designation: 'Grievance Officer',
    email: 'grievance@chitrakart.in',
    phone: '+91 98110 45000',
  };

  it('names the store’s grievance officer', () => {
    expect(storeDetails({ ...store, grievanceOfficer: officer }).grievanceOfficer).toEqual(officer);
    const withoutContact = { ...officer, designation: '', email: '', phone: '' };
    expect(storeDetails({ ...store, grievanceOfficer: withoutContact }).grievanceOfficer).toEqual(
      withoutContact,
    );
  });

  it('is null when the store has none, an older API omits it, or it failed to load', () => {
    const { grievanceOfficer: _absent, ...fromAnOlderApi } = store;
    expect(storeDetails(store).grievanceOfficer).toBeNull();
    expect(storeDetails(fromAnOlderApi as StoreInfo).grievanceOfficer).toBeNull();
    expect(storeDetails(null).grievanceOfficer).toBeNull();
  });

  it('is null when the record names no one', () => {
    const unnamed = { ...officer, name: ' ' };
    expect(storeDetails({ ...store, grievanceOfficer: unnamed }).grievanceOfficer).toBeNull();
    const notAnOfficer = { ...store, grievanceOfficer: 'Meera Iyer' } as unknown as StoreInfo;
    expect(storeDetails(notAnOfficer).grievanceOfficer).toBeNull();
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
