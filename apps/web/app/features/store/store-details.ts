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
  socialLinks: { network: SocialNetwork; label: string; url: string }[];
  /**
   * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 require a shop to name;
   * null when the store names none, its API predates the field, or its information did not load.
   */
  grievanceOfficer: GrievanceOfficer | null;
}

export type GrievanceOfficer = NonNullable<ShopInfo['grievanceOfficer']>;

export type SocialNetwork = 'instagram' | 'facebook' | 'twitter';

const SOCIAL_NETWORKS: { network: SocialNetwork; label: string; fallback: string }[] = [
  { network: 'instagram', label: 'Instagram', fallback: 'https://www.instagram.com/' },
  { network: 'facebook', label: 'Facebook', fallback: 'https://www.facebook.com/' },
  { network: 'twitter', label: 'Twitter', fallback: 'https://twitter.com/' },
];

export const DEFAULT_STORE_NAME = 'Our Store';
const DEFAULT_DESCRIPTION =
  'TV wall mounts, HDMI cables, remotes, streaming devices and entertainment units, with everyday clothing and accessories, delivered across India.';

const httpUrl = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);

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
    socialLinks: SOCIAL_NETWORKS.map(({ network, label, fallback }) => ({
      network,
      label,
      url: httpUrl(store?.socialLinks[network]) ?? fallback,
    })),
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
