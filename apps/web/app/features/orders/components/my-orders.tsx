import { useCallback, useEffect, useRef, useState } from 'react';
import { PAYMENT_FAILED_PARAM } from '@storefront/contract';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '~/ui/button';
import { Skeleton } from '~/ui/skeleton';
import type { DisplayedOrder } from '../order-view';
import { moreOrdersLoadFailed, ordersLoadFailed, useMyOrders } from '../use-my-orders';
import { MyOrderCard } from './my-order-card';

/** How far below the screen the end of the list starts the next page's load. */
const LOAD_AHEAD = '0px 0px 600px 0px';

/**
 * The orders page (spec section 2, Orders): the signed-in shopper's orders, newest first, a page
 * at a time. The next page loads as the shopper scrolls near the end of the list, or from the
 * "Load more orders" button, which also serves keyboards, screen readers and browsers without
 * IntersectionObserver.
 */
export function MyOrders() {
  const orders = useMyOrders();
  const [searchParams] = useSearchParams();
  const { loadMore } = orders;
  const loaded = orders.status === 'loaded' ? orders : null;
  const end = useRef<HTMLDivElement>(null);
  // The first order of the page the button asked for, which takes the focus when it arrives.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focusOnArrival = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);

  const autoLoad = loaded?.next && loaded.more === 'idle';
  const shown = loaded?.orders.length;
  useEffect(() => {
    const target = end.current;
    if (!autoLoad || !target || typeof IntersectionObserver === 'undefined') return;
    // Observed afresh after each page: a list that still ends on the screen reports so at once.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [autoLoad, shown, loadMore]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My Orders</h1>
      <div className="mt-8" aria-busy={orders.status === 'loading' || loaded?.more === 'loading'}>
        {orders.status === 'loading' ? (
          <OrdersSkeleton count={2} label="Loading your orders" />
        ) : orders.status === 'failed' ? (
          <div className="rounded-xl border border-slate-200 bg-white px-4 py-12 text-center">
            <p className="text-red-700">{ordersLoadFailed}</p>
            <Button variant="outline" className="mt-4" onClick={orders.reload}>
              Try Again
            </Button>
          </div>
        ) : orders.orders.length === 0 ? (
          <NoOrders />
        ) : (
          <>
            <PaymentFailed
              order={orders.orders.find(
                (order) => order.id === searchParams.get(PAYMENT_FAILED_PARAM),
              )}
            />
            <ul className="space-y-6">
              {orders.orders.map((order, index) => (
                <li key={order.id}>
                  <MyOrderCard
                    order={order}
                    onChanged={orders.replaceOrder}
                    onRefundDestinationSaved={orders.reload}
                    headingRef={index === focusIndex ? focusOnArrival : undefined}
                  />
                </li>
              ))}
            </ul>
            {orders.more === 'loading' ? (
              <div className="mt-6">
                <OrdersSkeleton count={1} label="Loading more orders" />
              </div>
            ) : null}
            {orders.next ? (
              <div ref={end} className="mt-8 flex flex-col items-center gap-3 text-center">
                {orders.more === 'failed' ? (
                  <p role="alert" className="text-red-700">
                    {moreOrdersLoadFailed}
                  </p>
                ) : null}
                {/* Not disabled while loading: a disabled button would drop the keyboard's focus. */}
                <Button
                  variant="outline"
                  aria-disabled={orders.more === 'loading'}
                  onClick={() => {
                    setFocusIndex(orders.orders.length);
                    loadMore();
                  }}
                >
                  {orders.more === 'loading' ? 'Loading more orders…' : 'Load more orders'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * What a shopper back from a failed payment needs to know: it failed, the order still waits,
 * and how to pay again. Only while the order is still Pending: one paid meanwhile (another tab,
 * another method) needs no such word.
 */
function PaymentFailed({ order }: { order: DisplayedOrder | undefined }) {
  if (!order?.canPay) return null;
  return (
    <div
      role="alert"
      aria-labelledby="payment-failed-heading"
      className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 sm:p-6"
    >
      <h2 id="payment-failed-heading" className="text-lg font-semibold text-red-800">
        Your payment did not go through
      </h2>
      <p className="mt-1 text-red-800">
        The payment for order <span className="font-mono">{order.id}</span> failed, so the order is
        still waiting for payment. You can try again or choose another way to pay.
      </p>
      <Link
        to={`/payment?orderId=${encodeURIComponent(order.id)}`}
        className={buttonClasses('primary', 'md', 'mt-4')}
      >
        Pay Now<span className="sr-only"> for order {order.id}</span>
      </Link>
    </div>
  );
}

function NoOrders() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-white px-4 py-16 text-center">
      <h2 className="text-xl font-semibold text-slate-900">No Orders Found</h2>
      <p className="mt-2 text-slate-700">You haven&apos;t placed any orders yet.</p>
      <Link to="/products" className={buttonClasses('primary', 'lg', 'mt-6')}>
        Browse Products
      </Link>
    </div>
  );
}

function OrdersSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-6">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="rounded-xl border border-slate-200 bg-white p-6">
          <div className="flex justify-between gap-4">
            <div className="space-y-2">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-32" />
            </div>
            <Skeleton className="h-7 w-24 rounded-full" />
          </div>
          <div className="mt-6 space-y-3">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
