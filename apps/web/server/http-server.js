// The web server's HTTP server (server.js): how long a slow client may take, how many connections
// it keeps, and the security headers on every answer. Apart from the app so that its tests need no
// build.
import http from 'node:http';
import { setSecurityHeaders } from './security-headers.js';

/**
 * @typedef {object} HttpLimits
 * @property {number} headersTimeout
 * @property {number} requestTimeout
 * @property {number} keepAliveTimeout
 * @property {number} maxConnections
 */

/**
 * The limits a client that trickles its request (a slowloris) or opens too many connections
 * meets, by their environment variables; `read(name, fallback)` reads one as a whole number of at
 * least 1, else the fallback.
 * @param {(name: string, fallback: number) => number} read
 * @returns {HttpLimits}
 */
export function httpLimits(read) {
  return {
    headersTimeout: read('HTTP_HEADERS_TIMEOUT_MS', 10_000),
    requestTimeout: read('HTTP_REQUEST_TIMEOUT_MS', 30_000),
    keepAliveTimeout: read('HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000),
    maxConnections: read('HTTP_MAX_CONNECTIONS', 10_000),
  };
}

/**
 * An HTTP server held to `limits` whose every answer carries the security headers (HSTS only to
 * a browser that came over https, as `trustProxy` judges a proxy's word), then left to `handle`.
 * @param {{ limits: HttpLimits, trustProxy: import('./request-url.js').ProxyTrust }} options
 * @param {http.RequestListener} handle
 */
export function createHttpServer({ limits, trustProxy }, handle) {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeout,
      requestTimeout: limits.requestTimeout,
      keepAliveTimeout: limits.keepAliveTimeout,
      // How often Node looks for connections past those limits (its default is every 30 s).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeout),
    },
    (request, response) => {
      setSecurityHeaders(request, response, trustProxy);
      handle(request, response);
    },
  );
  server.maxConnections = limits.maxConnections;
  return server;
}
