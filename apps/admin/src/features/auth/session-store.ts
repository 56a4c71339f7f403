import type { StaffMe } from '@storefront/contract';
import { api } from '~/lib/api-client';
import { setStorefrontOrigin } from '~/lib/image-src';

// The signed-in staff member, asked of the API once and kept for the app's lifetime: the layout's
// loader and a page's loader run side by side, and both need it (the page's for the role).
let current: StaffMe | null = null;
let pending: Promise<StaffMe> | null = null;

export function fetchSession(signal?: AbortSignal): Promise<StaffMe> {
  return api.get<StaffMe>('/session', { signal });
}

/** The session, from memory when known; concurrent callers share one request. */
export function loadSession(): Promise<StaffMe> {
  if (current) return Promise.resolve(current);
  pending ??= fetchSession()
    .then((me) => {
      setSession(me);
      return me;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** After sign-in, or an answer that carries the staff member (a password change). */
export function setSession(me: StaffMe): void {
  current = me;
  setStorefrontOrigin(me.storefrontOrigin);
}

/** After sign-out or a 401: the next page asks the API again. */
export function clearSession(): void {
  current = null;
  pending = null;
}

/** Asks the API again (after two-factor changes: mustEnrolTotp and totpEnabled move). */
export function refreshSession(): Promise<StaffMe> {
  clearSession();
  return loadSession();
}
