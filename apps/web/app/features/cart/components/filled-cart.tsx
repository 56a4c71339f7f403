import { Link } from 'react-router';
import { LOGIN_REQUIRED_TOAST, loginPath, useAuth } from '~/features/auth';
import { useDeliveryPin } from '~/features/delivery';
import { formatPrice, variantLabels } from '~/lib/format';
import { Button, buttonClasses } from '~/ui/button';
import { icon } from '~/ui/icons';
import { Image } from '~/ui/image';
import { MinusIcon, PlusIcon } from '~/ui/quantity-icons';
import { toast } from '~/ui/toast';
import { changeCartQuantity, clearCart, removeCartRow } from '../add-to-cart';
import type { CartProblems } from '../cart-check';
import { type CartItem, rowKey } from '../cart-rules';
import { forgetPromoCode, usePromoCode } from '../promo-code';
import type { useCart } from '../use-cart';
import { useCartCheck } from '../use-cart-check';
import { type CheckedCart, OffersAndTotals } from './offers-and-totals';

// This page's own icons (the shell's are in ~/ui/icons, on every page's first load).
const TrashIcon = icon('<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"></path>');

/**
 * A cart with rows (spec section 2, Cart): the rows, and the summary with the promo code, the
 * offers and the price breakup. Rows that stock no longer allows are marked, and checkout waits
 * until they are changed; the kept promo code and PIN code bring the offers and the shipping.
 */
export function FilledCart({ cart }: { cart: ReturnType<typeof useCart> }) {
  const code = usePromoCode();
  const pin = useDeliveryPin();
  const checked = useCartCheck(cart.items, cart.ready, { code, pin });
  const { problems } = checked;
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
      {/* min-w-0: a grid item otherwise grows to its longest line and the page scrolls sideways. */}
      <section aria-labelledby="cart-items-heading" className="min-w-0">
        <div className="flex items-center justify-between gap-4">
          <h2 id="cart-items-heading" className="text-lg font-semibold text-slate-900">
            {cart.count} {cart.count === 1 ? 'item' : 'items'}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              clearCart();
              // The promo code goes with the cart it was applied to.
              forgetPromoCode();
            }}
          >
            <TrashIcon size={16} /> Clear Cart
          </Button>
        </div>
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {cart.items.map((item) => (
            <CartRowView
              key={rowKey(item)}
              item={item}
              problem={problems.get(rowKey(item))}
              discount={checked.offers.discounts.get(rowKey(item))}
            />
          ))}
        </ul>
      </section>
      <OrderSummary
        items={cart.items}
        count={cart.count}
        total={cart.total}
        problems={problems}
        checked={checked}
        code={code}
      />
    </div>
  );
}

function CartRowView({
  item,
  problem,
  discount,
}: {
  item: CartItem;
  problem: string | undefined;
  /** What the offers take off this row (rupees), when any. */
  discount: number | undefined;
}) {
  const variant = variantLabels(item.selectedSize, item.selectedColor);
  const label = `${item.name}${variant.length ? ` (${variant.join(', ')})` : ''}`;
  return (
    <li className="flex gap-4 p-4" aria-label={label}>
      <Link to={`/product/${item.id}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Image
          src={item.image}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="h-20 w-20 rounded-lg border border-slate-200 object-cover sm:h-24 sm:w-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">
            <Link to={`/product/${item.id}`} className="hover:text-brand-700">
              {item.name}
            </Link>
          </h3>
          {variant.length ? <p className="text-sm text-slate-600">{variant.join(' · ')}</p> : null}
          <p className="mt-1 text-sm text-slate-700">{formatPrice(item.price)} each</p>
          {problem ? (
            <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
              {problem}
            </p>
          ) : null}
        </div>
        {/* On a phone the quantity, the line's total and Remove wrap rather than run off the screen. */}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
          <div
            role="group"
            aria-label={`Quantity of ${label}`}
            className="inline-flex items-center rounded-lg border border-slate-300"
          >
            <button
              type="button"
              onClick={() => changeCartQuantity(item, item.quantity - 1)}
              disabled={item.quantity <= 1}
              aria-label="Decrease quantity"
              className="flex h-10 w-10 items-center justify-center rounded-l-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-slate-400"
            >
              <MinusIcon size={16} />
            </button>
            <output aria-label="Quantity" className="w-10 text-center font-semibold">
              {item.quantity}
            </output>
            <button
              type="button"
              onClick={() => changeCartQuantity(item, item.quantity + 1)}
              aria-label="Increase quantity"
              className="flex h-10 w-10 items-center justify-center rounded-r-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <PlusIcon size={16} />
            </button>
          </div>
          <p className="text-right">
            <span className="block font-bold text-slate-900">
              {formatPrice(item.price * item.quantity)}
            </span>
            {discount ? (
              <span className="block text-sm font-medium text-green-800">
                Offer −{formatPrice(discount)}
              </span>
            ) : null}
          </p>
          <button
            type="button"
            onClick={() => removeCartRow(item)}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <TrashIcon size={16} /> Remove<span className="sr-only"> {label}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

function OrderSummary({
  items,
  count,
  total,
  problems,
  checked,
  code,
}: {
  items: readonly CartItem[];
  count: number;
  total: number;
  problems: CartProblems;
  checked: CheckedCart;
  code: string | null;
}) {
  return (
    <section
      aria-labelledby="summary-heading"
      className="h-fit rounded-xl border border-slate-200 bg-white p-6 lg:sticky lg:top-24"
    >
      <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
        Order Summary
      </h2>
      <OffersAndTotals
        items={items}
        count={count}
        cartTotal={total}
        checked={checked}
        code={code}
      />
      {problems.size > 0 ? <BlockedCheckout /> : <CheckoutLink />}
      <Link
        to="/products"
        className="mt-3 block text-center text-sm font-semibold text-brand-700 hover:underline"
      >
        Continue Shopping
      </Link>
    </section>
  );
}

const CHECKOUT_PATH = '/checkout';

/**
 * Spec section 6: an anonymous shopper is told to sign in and goes to the sign-in page, which
 * brings them back to checkout afterwards.
 */
function CheckoutLink() {
  const { isAuthenticated } = useAuth();
  return (
    <Link
      to={isAuthenticated ? CHECKOUT_PATH : loginPath(CHECKOUT_PATH)}
      onClick={() => {
        if (isAuthenticated) return;
        toast({
          title: 'Login Required',
          description: 'Please login to proceed with checkout',
          variant: 'destructive',
          key: LOGIN_REQUIRED_TOAST,
        });
      }}
      className={buttonClasses('primary', 'lg', 'mt-6 w-full')}
    >
      Checkout
    </Link>
  );
}

/** Checkout waits until every row stock refuses is changed or removed. */
function BlockedCheckout() {
  return (
    <>
      <Button size="lg" className="mt-6 w-full" disabled aria-describedby="checkout-blocked">
        Checkout
      </Button>
      <p id="checkout-blocked" className="mt-3 text-sm text-red-700">
        Some items can’t be ordered as they are. Please change or remove the marked items.
      </p>
    </>
  );
}
