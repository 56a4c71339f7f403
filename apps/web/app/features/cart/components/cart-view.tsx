import { Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '~/ui/button';
import { CartIcon } from '~/ui/icons';
import { Skeleton } from '~/ui/skeleton';
import { useCart } from '../use-cart';
import { FilledCart } from './lazy-filled-cart';

/** The cart page's content (spec section 2, Cart). */
export function CartView() {
  const cart = useCart();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Shopping Cart
      </h1>
      {!cart.ready ? (
        <CartSkeleton />
      ) : cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <Suspense fallback={<CartSkeleton />}>
          <FilledCart cart={cart} />
        </Suspense>
      )}
    </div>
  );
}

/** The empty cart's box, which its loading placeholder shares. */
const EMPTY_CART_BOX =
  'mt-10 flex flex-col items-center rounded-xl border border-slate-200 bg-white px-4 py-16 text-center';

function EmptyCart() {
  return (
    <div className={EMPTY_CART_BOX}>
      <CartIcon size={48} className="text-slate-400" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">Your cart is empty</h2>
      <p className="mt-2 text-slate-700">Looks like you haven&apos;t added anything yet.</p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-6')}>
        Continue Shopping
      </Link>
    </div>
  );
}

/**
 * The cart lives in the browser, so the server renders this placeholder. It has the empty cart's
 * shape, line for line: a first visit, whose cart is empty, then shows without a layout shift.
 */
function CartSkeleton() {
  return (
    <div role="status" aria-label="Loading your cart" className={EMPTY_CART_BOX}>
      <Skeleton className="h-12 w-12 rounded-full" />
      <Skeleton className="mt-4 h-7 w-48" />
      <Skeleton className="mt-2 h-6 w-72 max-w-full" />
      <Skeleton className="mt-6 h-12 w-52" />
    </div>
  );
}
