import type { ShopInfo } from './use-store-info';
import { FALLBACK_CATEGORIES, MAX_SHOWN_CATEGORIES } from './fallbacks';

/** What the shell shows of the store, with the spec's defaults where the store is silent (section 9). */
export interface StoreDetails {
  name: string;
  companyName: string;
  description: string;
  address: string;
  phone: string;
  email: string;
  logoUrl: string | null;
  categories: string[];
  /** At most three, for the top bar and the home page (spec section 2). */
  shownCategories: string[];
  /**
   * Instagram, Facebook and Twitter (the store's, else the spec's defaults), then every other
   * network the store links to, in its order.
   */
  socialLinks: SocialLink[];
  /**
   * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 require a shop to name;
   * null when the store names none, its API predates the field, or its information did not load.
   */
  grievanceOfficer: GrievanceOfficer | null;
}

export type GrievanceOfficer = NonNullable<ShopInfo['grievanceOfficer']>;

export type SocialNetwork =
  | 'instagram'
  | 'facebook'
  | 'twitter'
  | 'youtube'
  | 'linkedin'
  | 'whatsapp'
  | 'pinterest'
  | 'telegram'
  /** A place the storefront has no icon for: shown by the name the store gave it. */
  | 'other';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  url: string;
}

/**
 * Spec section 2: the footer's social links when the store information did not load. The links a
 * store keeps are named on the server (shop-info.server.ts), so the table of networks stays off
 * every page's first load.
 */
export const DEFAULT_SOCIAL_LINKS: SocialLink[] = [
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/' },
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
  { network: 'twitter', label: 'Twitter', url: 'https://twitter.com/' },
];

export const DEFAULT_STORE_NAME = 'Our Store';
const DEFAULT_DESCRIPTION =
  'TV wall mounts, HDMI cables, remotes, streaming devices and entertainment units, with everyday clothing and accessories, delivered across India.';

export function storeDetails(store: ShopInfo | null): StoreDetails {
  const name = store?.storeName || store?.companyName || DEFAULT_STORE_NAME;
  const categories = store?.categories.length ? store.categories : FALLBACK_CATEGORIES;
  return {
    name,
    companyName: store?.companyName || name,
    description: store?.description || DEFAULT_DESCRIPTION,
    address: store?.companyAddress ?? '',
    phone: store?.companyPhone ?? '',
    email: store?.companyEmail ?? '',
    logoUrl: store?.companyLogoUrl ?? null,
    categories,
    shownCategories: categories.slice(0, MAX_SHOWN_CATEGORIES),
    socialLinks: store?.socialLinks ?? DEFAULT_SOCIAL_LINKS,
    // Only a named officer: a record with a blank name is as good as none.
    grievanceOfficer: store?.grievanceOfficer?.name?.trim() ? store.grievanceOfficer : null,
  };
}

/**
 * Who shoppers contact about a product whose own consumer care the shop left blank: the store
 * itself, as its settings say now ("Customer Care, <company>, <address>; <phone>; <e-mail>").
 * Null while the store information is missing: better no line than a made-up one.
 */
export function storeConsumerCare(store: ShopInfo | null): string | null {
  if (!store?.companyName?.trim()) return null;
  const who = ['Customer Care', store.companyName, store.companyAddress]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return [who, store.companyPhone?.trim(), store.companyEmail?.trim()].filter(Boolean).join('; ');
}
