import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isUnauthorized } from '~/lib/api-client';
import { toast } from '~/ui/toast';
import { signOut } from './auth-api';
import { clearSession } from './session-store';

/** Ends the session on the server, then shows the sign-in page. */
export function useSignOut() {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  async function run() {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      // Already signed out is as good as signed out; anything else leaves the session alive.
      if (!isUnauthorized(error)) {
        setSigningOut(false);
        toast({
          title: 'Could not sign out',
          description: errorMessage(error),
          variant: 'destructive',
        });
        return;
      }
    }
    clearSession();
    await navigate('/login', { replace: true });
    toast({ title: 'Signed out' });
  }
  return { signOut: run, signingOut };
}
