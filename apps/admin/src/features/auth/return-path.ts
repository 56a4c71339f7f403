/** Where the app is mounted; React Router's basename. */
export const BASENAME = '/admin';

export const RETURN_PARAM = 'next';

const PUBLIC_PATHS = ['/login', '/setup', '/invite'];

/** The app-relative path and query of a URL under the basename ("/orders?status=0"). */
export function appPathOf(url: string | URL): string {
  const parsed = new URL(url, 'http://localhost');
  let path = parsed.pathname;
  if (path === BASENAME || path.startsWith(`${BASENAME}/`)) path = path.slice(BASENAME.length);
  return (path || '/') + parsed.search;
}

/**
 * A return path only when it stays inside the app: one leading slash (no "//host" or "/\host"),
 * no scheme, and not a sign-in page (which would loop).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  if (/\p{Cc}/u.test(value)) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) {
    return null;
  }
  return value;
}

/** The sign-in page, remembering where to come back to. */
export function loginPath(returnTo?: string | null): string {
  const target = safeReturnPath(returnTo);
  return target && target !== '/'
    ? `/login?${RETURN_PARAM}=${encodeURIComponent(target)}`
    : '/login';
}
