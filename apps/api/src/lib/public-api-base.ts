const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where browsers and mail apps reach this API (…/api/v1) for a storefront at `webOrigin`, as the
 * storefront itself finds it (spec section 7): API_PUBLIC_URL when set; on a local host, that host
 * on the API's port; elsewhere the api. subdomain of the storefront's host.
 */
export function publicApiBase(
  webOrigin: string,
  { apiPublicUrl, apiPort }: { apiPublicUrl?: string; apiPort: number },
): string {
  if (apiPublicUrl) return apiPublicUrl.replace(/\/+$/, '');
  const { protocol, hostname, host } = new URL(webOrigin);
  return LOCAL_HOSTNAMES.has(hostname)
    ? `${protocol}//${hostname}:${apiPort}/api/v1`
    : `${protocol}//api.${host}/api/v1`;
}

/** The rendition of an upload a mail shows: 640 pixels wide, sharp on a phone at 48 px high. */
const MAIL_WIDTH_FILE = '/640.webp';

/**
 * An image of the store as a mail must name it, absolute, or null: an upload
 * (/api/v1/images/…) at the API's public base, another path of the shop at its storefront, an
 * http(s) address as it is.
 */
export function absoluteImageUrl(
  url: string | null,
  { webOrigin, apiBase }: { webOrigin: string; apiBase: string },
): string | null {
  if (!url) return null;
  if (url.startsWith('/api/v1/')) {
    return apiBase + url.slice('/api/v1'.length).replace(/\/\d+\.webp$/, MAIL_WIDTH_FILE);
  }
  if (url.startsWith('/') && !url.startsWith('//')) return webOrigin + url;
  return /^https?:\/\//i.test(url) ? url : null;
}
