import { useState } from 'react';
import { clearAuthToken } from '~/lib/auth-token';
import { toast } from '~/ui/toast';
import { endServerSession } from './auth-api';
import { authMessages } from './auth-messages';

/**
 * Signing out: the session ends on the server and the token is removed whether or not the server
 * confirmed (then "Failed to log out properly."). It does not navigate: on a signed-in-only page
 * the guard hands the shopper to the sign-in page, as for any end of the session; anywhere else
 * they stay where they are.
 */
export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const [isSigningOut, setIsSigningOut] = useState(false);

  async function signOut() {
    setIsSigningOut(true);
    const ended = await endServerSession();
    clearAuthToken();
    setIsSigningOut(false);
    toast(
      ended
        ? { title: 'Success', description: authMessages.signedOut }
        : { title: 'Error', description: authMessages.signOutFailed, variant: 'destructive' },
    );
  }

  return { signOut, isSigningOut };
}
