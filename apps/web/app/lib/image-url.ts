import { IMAGE_WIDTHS } from '@storefront/contract';
import { API_PATH } from './api-base';

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
