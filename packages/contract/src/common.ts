import { z } from 'zod';

export const TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

const SURROGATE = /[\uD800-\uDFFF]/;

/** Whether a string can be stored and sent as it is: no NUL, every surrogate paired. */
export function isCleanText(value: string): boolean {
  if (value.includes('\0')) return false;
  if (!SURROGATE.test(value)) return true;
  // String.isWellFormed, spelled out: the schemas also run in browsers older than it.
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

/**
 * Every string the API takes or gives is one of these. PostgreSQL cannot store NUL, and an
 * unpaired surrogate has no UTF-8 form, so either would fail deep in a query; here it is a 400
 * that names the field. The lint forbids a bare z.string() anywhere else in the contract.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  // eslint-disable-next-line no-restricted-syntax -- the one place a bare string schema is made
  return z.string(params).refine(isCleanText, { message: TEXT_MESSAGE, abort: true });
}

/** A whole number from a query string, 1..max, `fallback` when absent (page numbers, limits). */
export function countParameter(max: number, fallback: number) {
  return z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .default(fallback);
}

/** GET /health/live and /health/ready, when the API can answer (else 503 with an error). */
export const healthStatusSchema = z.object({ status: z.literal('ok') });

/** Every API error body: one message for a person, naming the field when input was bad. */
export const errorSchema = z.object({ error: text() });
export type ApiError = z.infer<typeof errorSchema>;

/** Money travels as rupees with at most two decimals; the database keeps integer paise. */
export const rupeesSchema = z.number().nonnegative();

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export const IMAGE_URL_MESSAGE =
  'must be an https:// or http:// address, or a path on this shop (such as /api/v1/images/…)';

/** Resolves paths for isProductImageUrl; .invalid is never anyone's. */
const OWN_ORIGIN = 'https://shop.invalid';

/**
 * Where a product's image (or the store's logo, its home page picture) may be: on the web (https, http), or on the shop's own site by its
 * path, which is how uploads are addressed (/api/v1/images/…, modules/images) and the sample
 * shop's own files (/images/products/…). Nothing else: a javascript: or data: address is a
 * script or a page of its own, and "//evil.example" a picture (or tracker) elsewhere. A path is
 * resolved as a browser would (dropping tabs and newlines, reading "\" as "/") and must stay on
 * the shop.
 */
export function isProductImageUrl(url: string): boolean {
  try {
    if (url.startsWith('/')) return new URL(url, OWN_ORIGIN).origin === OWN_ORIGIN;
    const { protocol, hostname } = new URL(url);
    return (protocol === 'https:' || protocol === 'http:') && hostname !== '';
  } catch {
    return false;
  }
}
