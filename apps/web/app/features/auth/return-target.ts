/**
 * The origin of a sign-in travels in the query string, `/login?redirect=/orders`, rather than in
 * navigation state: it survives a reload of the sign-in page and a failed first attempt, and any
 * link (the cart's checkout button, the top bar) can build it.
 */
export const RETURN_TO_PARAM = 'redirect';

const THIS_SITE = 'https://storefront.invalid';
/** Returning to these after signing in would only show them again. */
const AUTH_PAGES = new Set(['/login', '/register']);

/** The sign-in page, remembering where to come back to afterwards. */
export function loginPath(returnTo?: string | null): string {
  return withReturnTarget('/login', returnTo);
}

/**
 * The registration page, carrying the same return target: a shopper sent to sign in at checkout
 * who creates an account first still comes back to the checkout once signed in.
 */
export function registerPath(returnTo?: string | null): string {
  return withReturnTarget('/register', returnTo);
}

function withReturnTarget(page: string, returnTo: string | null | undefined): string {
  const target = safeReturnTarget(returnTo);
  return target ? `${page}?${new URLSearchParams({ [RETURN_TO_PARAM]: target })}` : page;
}

/**
 * The path to go to after signing in, or null when `value` is not a path on this site. Only
 * same-site relative paths pass, so a crafted link cannot send a shopper who signs in to another
 * site (no open redirect): "//evil.example", "/\evil.example", "https://…", "javascript:…",
 * paths hiding tabs or new lines that browsers drop, and paths whose dot segments resolve to
 * "//…" ("/..//evil.example") all fail. The answer is the parsed, normalised path, never the raw
 * text.
 */
export function safeReturnTarget(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return null;
  }
  if (url.origin !== THIS_SITE || AUTH_PAGES.has(url.pathname)) return null;
  // Dot segments are resolved only now ("/..//evil.example" → "//evil.example"); a path that
  // starts like that would leave the site once a browser reads it as a link.
  if (/^\/[/\\]/.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
