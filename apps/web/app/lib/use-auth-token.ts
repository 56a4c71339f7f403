import { useSyncExternalStore } from 'react';
import { onAuthTokenChange, readAuthToken } from './auth-token';

function subscribe(onChange: () => void) {
  const unsubscribe = onAuthTokenChange(onChange);
  // Another tab signing in or out changes localStorage too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'auth_token') onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The stored session token, null when none is stored, or undefined while that is not known yet:
 * the server never sees localStorage, so the server render and hydration both see undefined and
 * the stored state appears right after hydration, without a mismatch.
 */
export function useStoredAuthToken(): string | null | undefined {
  return useSyncExternalStore(subscribe, readAuthToken, () => undefined);
}

/** The stored session token, or null (also on the server and during hydration). */
export function useAuthToken(): string | null {
  return useStoredAuthToken() ?? null;
}
