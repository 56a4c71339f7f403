import type { StoreInfo } from '@storefront/contract';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { DEFAULT_SOCIAL_LINKS, type RootData, type ShopInfo } from '~/features/store';

/** The API base the root loader computes for a page of http://localhost:3000. */
export const API_BASE = 'http://localhost:8044/api/v1';

/** The store information as the root loader hands it to every page (policies stay on the server). */
export const shopInfo: ShopInfo = {
  storeName: 'ChitraKart',
  companyName: 'Chitra Retail Private Limited',
  legalName: 'Chitra Retail Private Limited',
  gstin: '07AAECC4321K1ZT',
  companyAddress: 'Chandni Chowk, Delhi 110006',
  companyPhone: '+91 98110 45672',
  companyEmail: 'care@chitrakart.in',
  description: 'A Delhi shop.',
  categories: ['TV & Video Accessories', 'Men'],
  socialLinks: DEFAULT_SOCIAL_LINKS,
  companyLogoUrl: null,
  publicOrigin: null,
  grievanceOfficer: null,
  homeHero: { title: null, text: null, imageUrl: null, imageAlt: null },
};

/** The same store as the API's GET /storeInfo answers it, for loaders (policies included). */
export const apiStoreInfo: StoreInfo = {
  ...shopInfo,
  socialLinks: { instagram: 'https://instagram.com/chitrakart' },
  policies: {},
};

/** Renders `Component` as the root route's page, with `storeInfo` as the root loader's answer. */
export function renderWithStoreInfo(Component: ComponentType, storeInfo: ShopInfo | null) {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component }]);
  const root: RootData = { storeInfo, publicApiUrl: null, apiBase: API_BASE };
  return render(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root } }} />);
}
