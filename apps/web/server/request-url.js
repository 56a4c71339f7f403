// A request's protocol and address as Express and React Router's Express adapter read them, so a
// page the cache renders is the very page the adapter would have rendered for the request.

/**
 * The first value of a header that proxies may have appended to.
 * @param {string | string[] | undefined} value
 */
function firstValue(value) {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(',')[0]?.trim() || undefined;
}

/**
 * TRUST_PROXY as Express compiled it (app.get('trust proxy fn')): whether the hop'th address of
 * a request (0: the connection's own) is a proxy to believe.
 * @typedef {(address: string | undefined, hop: number) => boolean} ProxyTrust
 */

/**
 * Whether the connection comes from a proxy TRUST_PROXY names, whose X-Forwarded-* are believed.
 * @param {import('node:http').IncomingMessage} request
 * @param {ProxyTrust} trustProxy
 */
const fromTrustedProxy = (request, trustProxy) => trustProxy(request.socket.remoteAddress, 0);

/**
 * "https" when the browser came over TLS: the connection's own, or from a trusted proxy its
 * X-Forwarded-Proto (Express's req.protocol).
 * @param {import('node:http').IncomingMessage} request
 * @param {ProxyTrust} trustProxy
 */
export function requestProtocol(request, trustProxy) {
  if (/** @type {import('node:tls').TLSSocket} */ (request.socket).encrypted) return 'https';
  if (!fromTrustedProxy(request, trustProxy)) return 'http';
  return firstValue(request.headers['x-forwarded-proto']) ?? 'http';
}

/**
 * The request's full URL as @react-router/express builds it (host from X-Forwarded-Host from a
 * trusted proxy, else Host); null when the headers make no URL.
 * @param {import('node:http').IncomingMessage} request
 * @param {ProxyTrust} trustProxy
 * @returns {URL | null}
 */
export function requestUrl(request, trustProxy) {
  const forwardedHost = fromTrustedProxy(request, trustProxy)
    ? firstValue(request.headers['x-forwarded-host'])
    : undefined;
  const hostHeader = request.headers.host;
  const host = forwardedHost ?? hostHeader;
  if (!host) return null;
  // Express's req.hostname: the host without its port (an IPv6 literal keeps its brackets).
  const offset = host.startsWith('[') ? host.indexOf(']') + 1 : 0;
  const colon = host.indexOf(':', offset);
  const hostname = (colon === -1 ? host : host.slice(0, colon)).split(/[\\/?#@]/)[0] || 'localhost';
  const portOf = (/** @type {string | undefined} */ value) =>
    Number.parseInt(value?.split(':')[1] ?? '', 10);
  const forwardedPort = portOf(forwardedHost);
  const hostPort = portOf(hostHeader);
  const port = Number.isSafeInteger(forwardedPort)
    ? forwardedPort
    : Number.isSafeInteger(hostPort)
      ? hostPort
      : '';
  try {
    return new URL(
      `${requestProtocol(request, trustProxy)}://${hostname}${port ? `:${port}` : ''}${request.url}`,
    );
  } catch {
    return null;
  }
}
