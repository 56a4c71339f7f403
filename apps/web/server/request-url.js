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
 * "https" when the browser came over TLS: the connection's own, or behind a trusted proxy its
 * X-Forwarded-Proto (Express's req.protocol).
 * @param {import('node:http').IncomingMessage} request
 * @param {boolean} trustProxy
 */
export function requestProtocol(request, trustProxy) {
  if (/** @type {import('node:tls').TLSSocket} */ (request.socket).encrypted) return 'https';
  if (!trustProxy) return 'http';
  return firstValue(request.headers['x-forwarded-proto']) ?? 'http';
}

/**
 * The request's full URL as @react-router/express builds it (host from X-Forwarded-Host behind a
 * trusted proxy, else Host); null when the headers make no URL.
 * @param {import('node:http').IncomingMessage} request
 * @param {boolean} trustProxy
 * @returns {URL | null}
 */
export function requestUrl(request, trustProxy) {
  const forwardedHost = trustProxy ? firstValue(request.headers['x-forwarded-host']) : undefined;
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
