import type { AccountInfo } from '@storefront/contract';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '~/ui/toast';
import { fetchAccountInfo } from './auth-api';
import { accountLoadErrorMessage } from './auth-messages';

export type AccountInfoState =
  | { status: 'loading' }
  | { status: 'loaded'; account: AccountInfo }
  | { status: 'failed'; message: string };

/**
 * The signed-in shopper's account, loaded when the component mounts and again on `reload`. A
 * failure is also announced as the destructive "Error" toast (spec section 8).
 */
export function useAccountInfo(): AccountInfoState & { reload: () => void } {
  const [state, setState] = useState<AccountInfoState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchAccountInfo(controller.signal).then(
      (account) => setState({ status: 'loaded', account }),
      (error: unknown) => {
        // Only the request this effect cancelled goes unreported. A failure that did arrive is
        // announced even when the page is already going: a 401 sends the shopper to sign in,
        // and the toast tells them why.
        if (controller.signal.aborted && error === controller.signal.reason) return;
        const message = accountLoadErrorMessage(error);
        setState({ status: 'failed', message });
        toast({ title: 'Error', description: message, variant: 'destructive' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, reload };
}
