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
 * The stored session token, or null. The server never sees localStorage, so the server render and
 * hydration both see null; the stored token appears right after hydration, without a mismatch.
 */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, readAuthToken, () => null);
}
