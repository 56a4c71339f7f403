import { IMAGE_WIDTHS } from '@storefront/contract';

export const API_PATH = '/api/v1';
export const LOCAL_API_PORT = 8044;

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname);
}

/**
 * Spec section 7: on the local development host the API is that host on port 8044; elsewhere it
 * is the api. subdomain of the current host. An explicit override (PUBLIC_API_URL) wins.
 */
export function browserApiBase(
  location: Pick<Location, 'protocol' | 'hostname' | 'host'>,
  override?: string | null,
): string {
  if (override) return override.replace(/\/+$/, '');
  if (isLocalHostname(location.hostname)) {
    return `${location.protocol}//${location.hostname}:${LOCAL_API_PORT}${API_PATH}`;
  }
  return `${location.protocol}//api.${location.host}${API_PATH}`;
}

/** The store is named by the site's host name; local development uses a fixed placeholder. */
export function storeHostFor(hostname: string): string {
  return isLocalHostname(hostname) ? 'localhost' : hostname;
}

// ─── Uploaded images, which the API serves ─────────────────────────────────────────────────────
// Here rather than in a module of their own: every page shows images, and on its own this code
// became a chunk of its own on every page's first load (decision 0019's budget).

/** Where the API serves uploaded product images: /api/v1/images/<image>/<width>.webp. */
const UPLOAD_PREFIX = `${API_PATH}/images/`;
const WIDTH_FILE = /\/\d+\.webp$/;

/** Whether `url` names an image uploaded through the back office (served by the API). */
export function isUploadedImage(url: string): boolean {
  return url.startsWith(UPLOAD_PREFIX);
}

/**
 * An uploaded image's address as the browser reaches it: the API's own base (localhost:8044, the
 * api. subdomain or PUBLIC_API_URL) instead of the web's origin. Any other address is unchanged.
 */
export function resolveImageUrl(url: string, apiBase: string | null): string {
  if (!apiBase || !isUploadedImage(url)) return url;
  return apiBase.replace(/\/+$/, '') + url.slice(API_PATH.length);
}

/**
 * "…/320.webp 320w, …/640.webp 640w, …": every width an upload is stored at, for `srcset`.
 * Undefined for an image that is not an upload, which has one size only.
 */
export function uploadedImageSrcSet(url: string, apiBase: string | null): string | undefined {
  if (!isUploadedImage(url) || !WIDTH_FILE.test(url)) return undefined;
  return IMAGE_WIDTHS.map(
    (width) => `${resolveImageUrl(url.replace(WIDTH_FILE, `/${width}.webp`), apiBase)} ${width}w`,
  ).join(', ');
}
