import { useLoad } from '~/lib/use-load';
import { toast } from '~/ui/toast';
import { fetchMyOrders } from './orders-api';
import type { DisplayedOrder } from './order-view';

export const ordersLoadFailed = 'Failed to load your orders. Please try again.';

function announceFailure() {
  toast({ title: 'Error', description: ordersLoadFailed, variant: 'destructive' });
}

/**
 * The signed-in shopper's orders, loaded on mount and again on `reload`. A failure empties the
 * list and shows the spec's "Error" toast (section 8).
 */
export function useMyOrders() {
  return useLoad<DisplayedOrder[]>(fetchMyOrders, announceFailure);
}
