import { storeDetails } from './store-details';
import type { RootData, ShopInfo } from './use-store-info';

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The store information from the root route's match, for meta functions. */
export function storeFromMatches(matches: readonly MatchLike[]): ShopInfo | null {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as RootData | undefined)?.storeInfo ?? null;
}

/** "Men's Collection | ChitraKart": every page's title names the page, then the store. */
export function pageTitle(title: string | null, matches: readonly MatchLike[]): string {
  const name = storeDetails(storeFromMatches(matches)).name;
  return title ? `${title} | ${name}` : name;
}
