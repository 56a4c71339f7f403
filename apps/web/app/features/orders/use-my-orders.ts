import { useCallback, useEffect, useState } from 'react';
import { toast } from '~/ui/toast';
import { fetchMyOrders } from './orders-api';
import type { DisplayedOrder } from './order-view';

export type MyOrdersState =
  { status: 'loading' } | { status: 'loaded'; orders: DisplayedOrder[] } | { status: 'failed' };

export const ordersLoadFailed = 'Failed to load your orders. Please try again.';

/**
 * The signed-in shopper's orders, loaded on mount and again on `reload`. A failure empties the
 * list and shows the spec's "Error" toast (section 8).
 */
export function useMyOrders(): MyOrdersState & { reload: () => void } {
  const [state, setState] = useState<MyOrdersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchMyOrders(controller.signal).then(
      (orders) => setState({ status: 'loaded', orders }),
      (error: unknown) => {
        // Only the request this effect cancelled goes unreported.
        if (controller.signal.aborted && error === controller.signal.reason) return;
        setState({ status: 'failed' });
        toast({ title: 'Error', description: ordersLoadFailed, variant: 'destructive' });
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
