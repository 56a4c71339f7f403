import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  type CartItem,
  type CartProblems,
  CartTotals,
  type GstRates,
  rowKey,
  useCartGstIncluded,
} from '~/features/cart';
import { formatPrice, variantLabels } from '~/lib/format';
import { Button } from '~/ui/button';
import { Image } from '~/ui/image';
import { SHIPPING_FORM_ID } from './shipping-form';

/** What the order will contain, its total and the button that places it. */
export function CheckoutSummary({
  items,
  problems,
  gstRates,
  count,
  total,
  isProcessing,
}: {
  items: readonly CartItem[];
  /** Rows stock refuses, by rowKey: the order waits until the cart is changed. */
  problems: CartProblems;
  /** The products' GST rates, for the GST included in the total. */
  gstRates: GstRates;
  count: number;
  total: number;
  isProcessing: boolean;
}) {
  const gstIncluded = useCartGstIncluded(items, gstRates);
  const placeOrderButton = useRef<HTMLButtonElement>(null);
  const blocked = problems.size > 0;
  const cartLink = useRef<HTMLAnchorElement>(null);
  const wasProcessing = useRef(false);
  useEffect(() => {
    // Disabling the focused button while the order is sent drops keyboard focus to the page;
    // after a failure, give it back so the shopper can simply try again (or, when stock refused
    // some items, go and change them).
    if (wasProcessing.current && !isProcessing) {
      (blocked ? cartLink : placeOrderButton).current?.focus();
    }
    wasProcessing.current = isProcessing;
  }, [isProcessing, blocked]);

  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="h-fit rounded-xl border border-slate-200 bg-white p-6 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary-heading" className="text-lg font-semibold text-slate-900">
        Order Summary
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          Your cart is empty.{' '}
          <Link to="/products" className="font-semibold text-brand-700 hover:underline">
            Browse Products
          </Link>
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {items.map((item) => {
            const variant = variantLabels(item.selectedSize, item.selectedColor).join(' · ');
            const problem = problems.get(rowKey(item));
            return (
              <li key={rowKey(item)} className="flex gap-3 py-3 first:pt-0">
                <Image
                  src={item.image}
                  alt=""
                  width={56}
                  height={56}
                  sizes="56px"
                  loading="lazy"
                  className="size-14 shrink-0 rounded-md border border-slate-200 object-cover"
                />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-slate-900">{item.name}</p>
                  {variant ? <p className="text-slate-600">{variant}</p> : null}
                  <p className="text-slate-600">
                    {item.quantity} × {formatPrice(item.price)}
                  </p>
                  {problem ? (
                    <p role="alert" className="mt-1 font-semibold text-red-700">
                      {problem}
                    </p>
                  ) : null}
                </div>
                <p className="text-sm font-semibold text-slate-900">
                  {formatPrice(item.price * item.quantity)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <CartTotals
        count={count}
        total={total}
        gstIncluded={gstIncluded}
        className="border-t border-slate-200 pt-4"
      />
      <Button
        ref={placeOrderButton}
        type="submit"
        form={SHIPPING_FORM_ID}
        size="lg"
        className="mt-6 w-full"
        disabled={isProcessing || blocked}
        aria-describedby={blocked ? 'place-order-blocked' : undefined}
      >
        {isProcessing ? 'Processing...' : 'Place Order'}
      </Button>
      {blocked ? (
        <p id="place-order-blocked" className="mt-3 text-sm text-red-700">
          Some items can’t be ordered as they are.{' '}
          <Link ref={cartLink} to="/cart" className="font-semibold underline">
            Change them in your cart
          </Link>
          .
        </p>
      ) : null}
      <p className="mt-3 text-center text-xs text-slate-600">
        You choose how to pay on the next page.
      </p>
      <Link
        to="/cart"
        className="mt-3 block text-center text-sm font-semibold text-brand-700 hover:underline"
      >
        Back to Cart
      </Link>
    </section>
  );
}
