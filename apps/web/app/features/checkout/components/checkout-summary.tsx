import { type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  type CartItem,
  type CartProblems,
  type CheckedCart,
  OffersAndTotals,
  type PromoCodeFieldHandle,
  rowKey,
} from '~/features/cart';
import { formatPrice, variantLabels } from '~/lib/format';
import { Button } from '~/ui/button';
import { Image } from '~/ui/image';
import { SHIPPING_FORM_ID } from './shipping-form';

/** What the order will contain, its total and the button that places it. */
export function CheckoutSummary({
  items,
  problems,
  checked,
  code,
  codeRefusal,
  codeRefused,
  codeField,
  count,
  total,
  isProcessing,
}: {
  items: readonly CartItem[];
  /** Rows stock refuses, by rowKey: the order waits until the cart is changed. */
  problems: CartProblems;
  /** The cart check's answer: the GST rates, the offers and the totals. */
  checked: CheckedCart;
  /** The promo code kept with the cart. */
  code: string | null;
  /** The API's words refusing the order for the code (null: the check's answer says why). */
  codeRefusal: string | null;
  /** The order was stopped for the code: focus goes to it. */
  codeRefused: boolean;
  codeField: RefObject<PromoCodeFieldHandle | null>;
  count: number;
  total: number;
  isProcessing: boolean;
}) {
  const placeOrderButton = useRef<HTMLButtonElement>(null);
  const blocked = problems.size > 0;
  const cartLink = useRef<HTMLAnchorElement>(null);
  const wasProcessing = useRef(false);
  useEffect(() => {
    // Disabling the focused button while the order is sent drops keyboard focus to the page;
    // after a failure, give it back so the shopper can simply try again (or, when stock refused
    // some items, go and change them; when the code was refused, remove it).
    if (wasProcessing.current && !isProcessing) {
      if (codeRefused && !blocked) codeField.current?.focus();
      else (blocked ? cartLink : placeOrderButton).current?.focus();
    }
    wasProcessing.current = isProcessing;
  }, [isProcessing, blocked, codeRefused, codeField]);

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
                <p className="text-right text-sm">
                  <span className="block font-semibold text-slate-900">
                    {formatPrice(item.price * item.quantity)}
                  </span>
                  {checked.offers.discounts.get(rowKey(item)) ? (
                    <span className="block font-medium text-green-800">
                      Offer −{formatPrice(checked.offers.discounts.get(rowKey(item))!)}
                    </span>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <div className="border-t border-slate-200">
        <OffersAndTotals
          items={items}
          count={count}
          cartTotal={total}
          checked={checked}
          code={code}
          refusal={codeRefusal}
          fieldRef={codeField}
          className="border-t border-slate-200 pt-4"
        />
      </div>
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
