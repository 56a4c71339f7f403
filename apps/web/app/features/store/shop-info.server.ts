import type { StoreInfo } from '@storefront/contract';
import { DEFAULT_SOCIAL_LINKS, type SocialLink, type SocialNetwork } from './store-details';
import type { ShopInfo } from './use-store-info';

/**
 * What the root loader sends the browser of the store information: policy texts stay on the
 * server (only the policy pages need them), and the social links arrive named.
 */
export function toShopInfo(store: StoreInfo | null): ShopInfo | null {
  if (!store) return null;
  const { policies: _policies, ...shop } = store;
  return { ...shop, socialLinks: socialLinksOf(store.socialLinks) };
}

/**
 * Networks known by the name a store gives them (any case, spaces ignored: the pattern's first
 * part) or by their site (its second).
 */
const KNOWN_NETWORKS: [SocialNetwork, string, RegExp][] = [
  ['instagram', 'Instagram', /^insta(gram)?$|(^|\.)instagram\.com$/],
  ['facebook', 'Facebook', /^(facebook|fb)$|(^|\.)(facebook|fb)\.com$/],
  ['twitter', 'Twitter', /^(twitter|x)$|(^|\.)(twitter|x)\.com$/],
  ['youtube', 'YouTube', /^(youtube|yt)$|(^|\.)(youtube\.com|youtu\.be)$/],
  ['linkedin', 'LinkedIn', /^linkedin$|(^|\.)linkedin\.com$/],
  ['whatsapp', 'WhatsApp', /^whatsapp$|(^|\.)(whatsapp\.com|wa\.me)$/],
  ['pinterest', 'Pinterest', /^pinterest$|(^|\.)pinterest\.(com|co\.in)$/],
  ['telegram', 'Telegram', /^telegram$|(^|\.)(t|telegram)\.me$/],
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
  // The name first: a store's "YouTube" link to a shortener is still YouTube.
  const [network, label] = KNOWN_NETWORKS.find(([, , pattern]) => pattern.test(key)) ??
    KNOWN_NETWORKS.find(([, , pattern]) => pattern.test(host)) ?? ['other', name.trim() || host];
  return { network, label };
}

/**
 * Every social link the store keeps (an http(s) address only), named: the spec's three first,
 * each the store's or its default, then the others in the store's order, each network once.
 */
export function socialLinksOf(stored: Record<string, string> | undefined): SocialLink[] {
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
  const spec = DEFAULT_SOCIAL_LINKS.map(
    (fallback) => links.find((link) => link.network === fallback.network) ?? fallback,
  );
  return [
    ...spec,
    ...links.filter((link) => !DEFAULT_SOCIAL_LINKS.some((s) => s.network === link.network)),
  ];
}
