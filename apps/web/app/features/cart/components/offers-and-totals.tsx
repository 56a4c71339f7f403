import { type Ref, useId } from 'react';
import { formatPrice } from '~/lib/format';
import type { CartOffers, GstRates } from '../cart-check';
import type { CartItem } from '../cart-rules';
import { summaryFigures } from '../price-breakup';
import { useCartGstIncluded } from '../use-cart-gst-included';
import { CartTotals } from './cart-totals';
import { codeStatus, PromoCodeField, type PromoCodeFieldHandle } from './promo-code-field';

/** What the cart check answered, as useCartCheck gives it. */
export interface CheckedCart {
  gstRates: GstRates;
  offers: CartOffers;
  stale: boolean;
  failed: boolean;
}

/**
 * The summary's money (issue 40), in the cart and at checkout: the promo code field, the offers
 * applied with what each saves, a hint of an offer the cart is close to, and the price breakup
 * from the API's totals (the cart's own sum until they come).
 */
export function OffersAndTotals({
  items,
  count,
  cartTotal,
  checked,
  code,
  refusal,
  fieldRef,
  className,
}: {
  items: readonly CartItem[];
  count: number;
  /** The cart's own sum of price × quantity. */
  cartTotal: number;
  checked: CheckedCart;
  /** The kept promo code. */
  code: string | null;
  /** An order refused for the code said why (checkout). */
  refusal?: string | null;
  fieldRef?: Ref<PromoCodeFieldHandle>;
  className?: string;
}) {
  const { offers } = checked;
  const offersHeading = useId();
  const ownGst = useCartGstIncluded(items, checked.gstRates);
  const figures = summaryFigures(cartTotal, ownGst, offers.totals);
  const saving =
    offers.promotions.find((offer) => offer.code?.toUpperCase() === code?.toUpperCase())?.saving ??
    0;
  const status = code
    ? codeStatus({
        code,
        answer: offers.code,
        saving,
        stale: checked.stale,
        failed: checked.failed,
        refusal,
      })
    : { state: 'checking' as const };
  return (
    <>
      <PromoCodeField ref={fieldRef} code={code} status={status} />
      {offers.promotions.length > 0 ? (
        <div className="mt-4">
          <h3 id={offersHeading} className="text-sm font-semibold text-slate-900">
            Offers applied
          </h3>
          <ul aria-labelledby={offersHeading} className="mt-1 space-y-1 text-sm">
            {offers.promotions.map((offer) => (
              <li key={offer.id} className="flex justify-between gap-4">
                <span className="text-slate-700">
                  {offer.label}
                  {offer.code ? (
                    <span className="font-mono text-slate-600"> ({offer.code})</span>
                  ) : null}
                </span>
                <span className="shrink-0 font-medium text-green-800">
                  You save {formatPrice(offer.saving)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* One place, always there, so the hint is heard once when it appears or changes. */}
      <p role="status" className="mt-3 text-sm text-brand-700 empty:hidden">
        {offers.offerHint ?? ''}
      </p>
      <CartTotals count={count} figures={figures} busy={checked.stale} className={className} />
    </>
  );
}
