import { useStoredAuthToken } from '~/lib/use-auth-token';

export interface AuthState {
  /** True on the server and until the browser has looked for a stored token. */
  isLoading: boolean;
  /** A token is stored. It is not checked with the server (spec section 4): a 401 ends it. */
  isAuthenticated: boolean;
}

/**
 * Whether a shopper is signed in. The state is the stored token itself (lib/auth-token), shared
 * by every tab, so no provider is needed: signing in, signing out and a 401 from any call all
 * re-render the components that use this.
 */
export function useAuth(): AuthState {
  const token = useStoredAuthToken();
  return { isLoading: token === undefined, isAuthenticated: Boolean(token) };
}
