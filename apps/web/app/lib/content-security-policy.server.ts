import { createContext } from 'react-router';

/**
 * The nonce of the document a request renders, which server.js draws afresh for each request.
 * Under Vite's dev server there is none, and no policy: its injected scripts carry no nonce.
 */
export const cspNonceContext = createContext<string | null>(null);

/**
 * The document's Content-Security-Policy: scripts and styles only from this site or carrying the
 * nonce, calls and form posts only to this site and the API (the payment page posts its hidden
 * form to the API's /payments/redirect), images also from the API (uploaded product pictures,
 * over plain http too in local development), https: (a store's logo) and data: (a payment QR
 * code sent as a PNG).
 */
export function contentSecurityPolicy(nonce: string, apiOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' ${apiOrigin} data: https:`,
    `connect-src 'self' ${apiOrigin}`,
    `form-action 'self' ${apiOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}
