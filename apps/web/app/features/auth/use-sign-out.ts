import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearAuthToken } from '~/lib/auth-token';
import { toast } from '~/ui/toast';
import { endServerSession } from './auth-api';
import { authMessages } from './auth-messages';

/**
 * Signing out: the session ends on the server, the shopper goes home, and the token is removed
 * whether or not the server confirmed (then "Failed to log out properly."). The token goes only
 * once the home page shows: removed earlier, a signed-in-only page would first send the shopper
 * to the sign-in page.
 */
export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);

  async function signOut() {
    setIsSigningOut(true);
    const ended = await endServerSession();
    try {
      await navigate('/');
    } finally {
      clearAuthToken();
      setIsSigningOut(false);
    }
    toast(
      ended
        ? { title: 'Success', description: authMessages.signedOut }
        : { title: 'Error', description: authMessages.signOutFailed, variant: 'destructive' },
    );
  }

  return { signOut, isSigningOut };
}
