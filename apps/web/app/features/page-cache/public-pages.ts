import { POLICY_SLUGS } from '@storefront/contract';
import { isProductListing, listingHref, parseListingSearch } from '~/features/catalog';
import { parseSearchQuery, searchHref } from '~/features/search';

/** A product's page: its id as the API writes it (a lowercase UUID). */
const PRODUCT_PAGE = /^\/product\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Pages that read nothing from their query. */
const FIXED_PAGES = new Set([
  '/',
  '/contact',
  '/sitemap.xml',
  '/robots.txt',
  ...POLICY_SLUGS.map((slug) => `/${slug}`),
]);

/**
 * The public page a URL shows, as the path and query it is cached and rendered under, or null
 * when the URL is not a public page (signed-in pages, forms, anything else).
 *
 * Only what the page reads of its query is kept, normalised as the page reads it: the listing's
 * category (lowercased), featured=true, sub-category and page number (1 left out); any other parameter (utm_…,
 * fbclid, made-up ones) changes nothing on the page, so it shares the page's entry, and the page
 * is rendered without it. Another spelling of a path (a capital letter, a trailing slash, an
 * upper-case product id) is answered uncached, as before.
 */
export function publicPage(pathname: string, search: URLSearchParams): string | null {
  if (pathname === '/products') {
    const listing = parseListingSearch(search);
    // Without a category or featured=true the page shows the category tiles, whatever else it
    // is given.
    return isProductListing(listing) ? listingHref(listing) : '/products';
  }
  if (pathname === '/search') {
    // The same for everyone, like a listing: kept by its normalised words, category and page
    // (decision 0019). A query the page refuses (400) is answered uncached.
    const query = parseSearchQuery(search);
    return query.problem ? null : searchHref(query);
  }
  // The complaint form; a ticket in its query (the e-mailed link) fills the look-up in for one
  // person, so only the bare page is kept.
  if (pathname === '/grievance-redressal') return search.size === 0 ? pathname : null;
  return FIXED_PAGES.has(pathname) || PRODUCT_PAGE.test(pathname) ? pathname : null;
}
