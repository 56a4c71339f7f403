// Headers every answer of the web server carries, cached pages too (they are set per request,
// never kept with a page: HSTS depends on how the request came, Referrer-Policy on its path).
import { requestProtocol } from './request-url.js';

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {import('./request-url.js').ProxyTrust} trustProxy
 */
export function setSecurityHeaders(request, response, trustProxy) {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('X-Frame-Options', 'DENY');
  // A reset link's address carries its one-time token: nothing that page fetches may send it on.
  const path = request.url?.split('?')[0];
  response.setHeader(
    'Referrer-Policy',
    path === '/reset-password' ? 'no-referrer' : 'strict-origin-when-cross-origin',
  );
  response.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  // Over plain http the header means nothing, and a browser must not learn it from a forged
  // X-Forwarded-Proto.
  if (requestProtocol(request, trustProxy) === 'https')
    response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
