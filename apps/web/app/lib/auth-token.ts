/** The signed-in session token, kept in localStorage under "auth_token" (spec section 3). */
const KEY = 'auth_token';
/**
 * Set when the shopper signed in without "Remember me": the token then lasts only as long as
 * the browser session, which this cookie (no expiry, so the browser drops it on quit) marks.
 * A cookie rather than sessionStorage because every tab of the browser shares it.
 */
const SESSION_ONLY_KEY = 'auth_token_session_only';
const BROWSER_SESSION_COOKIE = 'auth_browser_session';

const listeners = new Set<(token: string | null) => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function browserSessionCookieIsSet(): boolean {
  return document.cookie.split('; ').includes(`${BROWSER_SESSION_COOKIE}=1`);
}

function setBrowserSessionCookie(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${BROWSER_SESSION_COOKIE}=1; Path=/; SameSite=Strict${secure}`;
}

function removeBrowserSessionCookie(): void {
  document.cookie = `${BROWSER_SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
}

function forget(store: Storage): void {
  store.removeItem(KEY);
  store.removeItem(SESSION_ONLY_KEY);
  removeBrowserSessionCookie();
}

export function readAuthToken(): string | null {
  const store = storage();
  if (!store) return null;
  if (store.getItem(SESSION_ONLY_KEY) && !browserSessionCookieIsSet()) {
    // The browser was closed since a sign-in without "Remember me". No listener is told: nothing
    // on this page has seen the token yet, and this runs while React renders.
    forget(store);
    return null;
  }
  return store.getItem(KEY);
}

/** Stores the token; without `rememberMe` it is forgotten when the browser is closed. */
export function writeAuthToken(token: string, { rememberMe = true } = {}): void {
  const store = storage();
  if (!store) return;
  store.setItem(KEY, token);
  if (rememberMe) {
    store.removeItem(SESSION_ONLY_KEY);
    removeBrowserSessionCookie();
  } else {
    store.setItem(SESSION_ONLY_KEY, '1');
    setBrowserSessionCookie();
  }
  listeners.forEach((listener) => listener(token));
}

export function clearAuthToken(): void {
  const store = storage();
  if (store) forget(store);
  listeners.forEach((listener) => listener(null));
}

/** Calls `listener` whenever the token is written or cleared in this tab. */
export function onAuthTokenChange(listener: (token: string | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
