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
