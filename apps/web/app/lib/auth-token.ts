/** The signed-in session token, kept in localStorage under "auth_token" (spec section 3). */
const KEY = 'auth_token';
const listeners = new Set<(token: string | null) => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readAuthToken(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function writeAuthToken(token: string): void {
  storage()?.setItem(KEY, token);
  listeners.forEach((listener) => listener(token));
}

export function clearAuthToken(): void {
  storage()?.removeItem(KEY);
  listeners.forEach((listener) => listener(null));
}

/** Calls `listener` whenever the token is written or cleared in this tab. */
export function onAuthTokenChange(listener: (token: string | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
