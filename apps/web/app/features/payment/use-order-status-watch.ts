import { ORDER_STATUS } from '@storefront/contract';
import { useEffect, useRef } from 'react';
import { fetchOrderStatus } from './payment-api';

/** How often a page waiting for a payment asks about the order. */
export const ORDER_CHECK_INTERVAL_MS = 5000;

/**
 * Asks every few seconds, while the page is visible, whether the order has left Pending, and
 * calls `onSettled` with its new status once it has. Also asks as soon as the page becomes
 * visible again: a shopper back from their UPI app should not wait for the next turn. Stops
 * when the component goes.
 */
export function useOrderStatusWatch(
  orderId: string,
  onSettled: (status: number) => void,
  intervalMs = ORDER_CHECK_INTERVAL_MS,
): void {
  const onSettledRef = useRef(onSettled);
  useEffect(() => {
    onSettledRef.current = onSettled;
  });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let checking = false;

    async function check() {
      clearTimeout(timer);
      if (checking || controller.signal.aborted) return;
      checking = true;
      try {
        const status = await fetchOrderStatus(orderId, controller.signal);
        if (status !== ORDER_STATUS.PENDING) {
          controller.abort();
          onSettledRef.current(status);
          return;
        }
      } catch {
        // A missed answer (offline for a moment, a server hiccup) is retried on the next turn;
        // a 401 has already signed the shopper out and the page is going.
      } finally {
        checking = false;
      }
      if (!controller.signal.aborted) schedule();
    }

    function schedule() {
      timer = setTimeout(() => {
        if (document.visibilityState === 'hidden') schedule();
        else void check();
      }, intervalMs);
    }

    function onVisibilityChange() {
      if (document.visibilityState === 'visible') void check();
    }

    schedule();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [orderId, intervalMs]);
}
