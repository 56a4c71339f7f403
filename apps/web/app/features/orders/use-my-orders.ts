import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '~/ui/toast';
import { fetchMyOrders } from './orders-api';
import type { DisplayedOrder } from './order-view';

export const ordersLoadFailed = 'Failed to load your orders. Please try again.';
export const moreOrdersLoadFailed = 'Failed to load more orders. Please try again.';

type MyOrdersState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'loaded';
      orders: DisplayedOrder[];
      /** The cursor of the next page; null once every order is shown. */
      next: string | null;
      /** The next page's load. */
      more: 'idle' | 'loading' | 'failed';
    };

function announceFailure() {
  toast({ title: 'Error', description: ordersLoadFailed, variant: 'destructive' });
}

/**
 * The signed-in shopper's orders, a page at a time: the first on mount and again on `reload`,
 * the next on `loadMore`. A failed first page empties the list and shows the spec's "Error" toast
 * (section 8); a failed later page keeps the orders shown and can be asked for again.
 * `replaceOrder` puts one order's new answer in place without reading every page again.
 */
export function useMyOrders(): MyOrdersState & {
  reload: () => void;
  loadMore: () => void;
  /** Shows an order as it now is (after a cancel or a return request), leaving the rest in place. */
  replaceOrder: (order: DisplayedOrder) => void;
} {
  const [state, setState] = useState<MyOrdersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The next page's request while one is on its way: one at a time, however often it is asked for.
  const moreRequest = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchMyOrders(null, controller.signal).then(
      ({ orders, next }) => setState({ status: 'loaded', orders, next, more: 'idle' }),
      (error: unknown) => {
        // As useLoad: only the request this effect cancelled goes unreported.
        if (controller.signal.aborted && error === controller.signal.reason) return;
        setState({ status: 'failed' });
        announceFailure();
      },
    );
    return () => {
      controller.abort();
      moreRequest.current?.abort();
      moreRequest.current = null;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const loadMore = useCallback(() => {
    if (state.status !== 'loaded' || !state.next || moreRequest.current) return;
    const controller = new AbortController();
    moreRequest.current = controller;
    setState({ ...state, more: 'loading' });
    fetchMyOrders(state.next, controller.signal).then(
      (page) => {
        moreRequest.current = null;
        setState((current) =>
          current.status === 'loaded'
            ? {
                status: 'loaded',
                orders: [...current.orders, ...page.orders],
                next: page.next,
                more: 'idle',
              }
            : current,
        );
      },
      () => {
        if (controller.signal.aborted) return;
        moreRequest.current = null;
        setState((current) =>
          current.status === 'loaded' ? { ...current, more: 'failed' } : current,
        );
      },
    );
  }, [state]);

  const replaceOrder = useCallback((order: DisplayedOrder) => {
    setState((current) =>
      current.status === 'loaded'
        ? {
            ...current,
            orders: current.orders.map((shown) => (shown.id === order.id ? order : shown)),
          }
        : current,
    );
  }, []);

  return { ...state, reload, loadMore, replaceOrder };
}
