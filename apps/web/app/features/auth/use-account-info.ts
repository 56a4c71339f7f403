import type { AccountInfo } from '@storefront/contract';
import { useLoad } from '~/lib/use-load';
import { toast } from '~/ui/toast';
import { fetchAccountInfo } from './auth-api';
import { accountLoadErrorMessage } from './auth-messages';

function announceFailure(error: unknown) {
  toast({ title: 'Error', description: accountLoadErrorMessage(error), variant: 'destructive' });
}

/**
 * The signed-in shopper's account, loaded when the component mounts and again on `reload`. A
 * failure is also announced as the destructive "Error" toast (spec section 8).
 */
export function useAccountInfo() {
  return useLoad<AccountInfo>(fetchAccountInfo, announceFailure);
}
