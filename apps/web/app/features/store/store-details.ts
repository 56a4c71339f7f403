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

/** Spec section 2: the footer's social links are these, from the store or these defaults. */
const SPEC_NETWORKS: { network: SocialNetwork; label: string; fallback: string }[] = [
  { network: 'instagram', label: 'Instagram', fallback: 'https://www.instagram.com/' },
  { network: 'facebook', label: 'Facebook', fallback: 'https://www.facebook.com/' },
  { network: 'twitter', label: 'Twitter', fallback: 'https://twitter.com/' },
];

/** Networks known by the name a store gives them (any case, spaces ignored) or their site. */
const KNOWN_NETWORKS: { network: SocialNetwork; label: string; names: string[]; hosts: RegExp }[] =
  [
    {
      network: 'instagram',
      label: 'Instagram',
      names: ['instagram', 'insta'],
      hosts: /(^|\.)instagram\.com$/,
    },
    {
      network: 'facebook',
      label: 'Facebook',
      names: ['facebook', 'fb'],
      hosts: /(^|\.)(facebook\.com|fb\.com)$/,
    },
    {
      network: 'twitter',
      label: 'Twitter',
      names: ['twitter', 'x'],
      hosts: /(^|\.)(twitter\.com|x\.com)$/,
    },
    {
      network: 'youtube',
      label: 'YouTube',
      names: ['youtube', 'yt'],
      hosts: /(^|\.)(youtube\.com|youtu\.be)$/,
    },
    { network: 'linkedin', label: 'LinkedIn', names: ['linkedin'], hosts: /(^|\.)linkedin\.com$/ },
    {
      network: 'whatsapp',
      label: 'WhatsApp',
      names: ['whatsapp'],
      hosts: /(^|\.)(whatsapp\.com|wa\.me)$/,
    },
    {
      network: 'pinterest',
      label: 'Pinterest',
      names: ['pinterest'],
      hosts: /(^|\.)pinterest\.(com|co\.in)$/,
    },
    {
      network: 'telegram',
      label: 'Telegram',
      names: ['telegram'],
      hosts: /(^|\.)(t\.me|telegram\.me)$/,
    },
  ];

/** The address when it is an http(s) one, never a script (javascript:, data:…). */
function httpUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { protocol, hostname } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && hostname ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Which network a stored link is: by the name the store gave it, else by its site. */
function networkOf(name: string, url: string): { network: SocialNetwork; label: string } {
  const key = name.toLowerCase().replace(/[^a-z]/g, '');
  const host = new URL(url).hostname.toLowerCase();
  const known =
    KNOWN_NETWORKS.find((entry) => entry.names.includes(key)) ??
    KNOWN_NETWORKS.find((entry) => entry.hosts.test(host));
  return known
    ? { network: known.network, label: known.label }
    : { network: 'other', label: name.trim() || host };
}

/**
 * Every social link the store keeps (an http(s) address only), named: the spec's three first,
 * each the store's or its default, then the others in the store's order, each network once.
 */
function socialLinksOf(stored: Record<string, string> | undefined): SocialLink[] {
  const links: SocialLink[] = [];
  for (const [name, value] of Object.entries(stored ?? {})) {
    const url = httpUrl(value);
    if (!url) continue;
    const link = { ...networkOf(name, url), url };
    const seen = links.some((other) =>
      link.network === 'other' ? other.label === link.label : other.network === link.network,
    );
    if (!seen) links.push(link);
  }
  const spec = SPEC_NETWORKS.map(
    ({ network, label, fallback }) =>
      links.find((link) => link.network === network) ?? { network, label, url: fallback },
  );
  return [
    ...spec,
    ...links.filter((link) => !SPEC_NETWORKS.some((s) => s.network === link.network)),
  ];
}

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
    socialLinks: socialLinksOf(store?.socialLinks),
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
