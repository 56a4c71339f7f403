import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuthToken } from '~/lib/use-auth-token';
import { buttonClasses } from '~/ui/button';
import { fetchOwnOrder } from '../orders-api';
import type { OrderBreakup } from '../order-view';
import { PriceBreakup } from './price-breakup';

/** The thank-you page after paying (spec section 2, Order success). */
export function OrderSuccess({ orderId }: { orderId: string | null }) {
  const breakup = useOwnOrderBreakup(orderId);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <div
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-green-800"
      >
        <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor">
          <path d="M5 13l4 4L19 7" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Thank You for Your Order!
      </h1>
      {orderId ? (
        <p className="mt-4 text-slate-900">
          Your order number is <strong className="font-mono">{orderId}</strong>.
        </p>
      ) : null}
      <p className="mt-4 text-slate-700">
        We will send you an e-mail with your order details shortly.
      </p>
      {breakup ? (
        <PriceBreakup
          breakup={breakup}
          headingLevel="h2"
          className="mx-auto mt-8 max-w-xs rounded-xl border border-slate-200 bg-white p-4 text-left"
        />
      ) : null}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/orders" className={buttonClasses('primary', 'lg')}>
          View My Orders
        </Link>
        <Link to="/" className={buttonClasses('outline', 'lg')}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}

/**
 * The order's price breakup, when its signed-in owner is here to see it; null meanwhile, and
 * for anyone else (the page still thanks them).
 */
function useOwnOrderBreakup(orderId: string | null): OrderBreakup | null {
  const token = useAuthToken();
  const [breakup, setBreakup] = useState<OrderBreakup | null>(null);
  useEffect(() => {
    if (!orderId || !token) return;
    const controller = new AbortController();
    fetchOwnOrder(orderId, controller.signal).then(
      (order) => setBreakup(order?.breakup ?? null),
      () => {}, // only a cancelled look-up rejects
    );
    return () => controller.abort();
  }, [orderId, token]);
  return breakup;
}
