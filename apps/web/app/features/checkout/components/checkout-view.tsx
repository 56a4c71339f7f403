import { type FormEvent, useCallback, useRef, useState } from 'react';
import {
  type CartItem,
  type PromoCodeFieldHandle,
  useCart,
  useCartCheck,
  usePromoCode,
} from '~/features/cart';
import { DeliveryPromiseFor, useDeliveryPin } from '~/features/delivery';
import { Skeleton } from '~/ui/skeleton';
import { toast } from '~/ui/toast';
import { checkoutMessages } from '../checkout-messages';
import { orderLimitProblem } from '../order-request';
import { type PinLookup, pinStateProblem } from '../pin-lookup';
import {
  checkShippingForm,
  SHIPPING_FIELDS,
  type ShippingErrors,
  type ShippingValues,
} from '../shipping-form';
import { usePlaceOrder } from '../use-place-order';
import { CheckoutSummary } from './checkout-summary';
import { ShippingForm } from './shipping-form';

/** The checkout page (spec section 2): shipping form and order summary. */
export function CheckoutView() {
  const cart = useCart();
  const code = usePromoCode();
  // Checked after hydration, so rows stock refuses show before the shopper fills the form; and
  // again just before the order is placed. The PIN code kept is the address's once typed (the
  // shipping form keeps it), so the summary's shipping is the order's.
  const stock = useCartCheck(cart.items, cart.ready, { code, pin: useDeliveryPin() });
  // An order refused for its promo code: for that code and cart only.
  const [codeRefusal, setCodeRefusal] = useState<{
    code: string | null;
    items: readonly CartItem[];
    message: string | null;
  } | null>(null);
  const codeField = useRef<PromoCodeFieldHandle>(null);
  const items = cart.items;
  const onCodeRefused = useCallback(
    (message: string | null) => setCodeRefusal({ code, items, message }),
    [code, items],
  );
  const { submit, isProcessing } = usePlaceOrder(stock.check, onCodeRefused);
  const refusal =
    codeRefusal && codeRefusal.code === code && codeRefusal.items === items ? codeRefusal : null;
  const [errors, setErrors] = useState<ShippingErrors>({});
  const [pin, setPin] = useState<PinLookup>({ status: 'idle' });
  const [deliveryPin, setDeliveryPin] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isProcessing) return;
    // Spec section 5: nothing to order, nothing to check.
    if (cart.items.length === 0) {
      toast({
        title: checkoutMessages.emptyCartTitle,
        description: checkoutMessages.emptyCart,
        variant: 'destructive',
      });
      return;
    }
    if (stock.problems.size > 0) {
      toast({
        title: checkoutMessages.stockTitle,
        description: checkoutMessages.stock,
        variant: 'destructive',
      });
      return;
    }
    const limit = orderLimitProblem(cart.items);
    if (limit) {
      toast({ title: checkoutMessages.tooLargeTitle, description: limit, variant: 'destructive' });
      return;
    }
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(
      SHIPPING_FIELDS.map((field) => [field, String(data.get(field) ?? '')]),
    ) as ShippingValues;
    const check = checkShippingForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      if (check.anyBlank) {
        toast({
          title: checkoutMessages.blankTitle,
          description: checkoutMessages.blank,
          variant: 'destructive',
        });
      }
      // The first field to fix, whose message its screen reader reads out with it.
      const first = SHIPPING_FIELDS.find((field) => check.errors[field]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    // A PIN code of another state would be refused (and would misstate the invoice's place of
    // supply): said under the PIN code, before anything is sent.
    const pinProblem = pinStateProblem(pin, check.address.postalCode, check.address.state);
    if (pinProblem) {
      setErrors({ postalCode: pinProblem });
      (form.elements.namedItem('postalCode') as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    void submit(cart.items, check.address, code);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Checkout</h1>
      {!cart.ready ? (
        <CheckoutSkeleton />
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
          <section
            aria-labelledby="shipping-heading"
            className="rounded-xl border border-slate-200 bg-white p-6"
          >
            <h2 id="shipping-heading" className="text-lg font-semibold text-slate-900">
              Shipping Information
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              We deliver across India. All fields are required.
            </p>
            <div className="mt-6">
              <ShippingForm
                errors={errors}
                disabled={isProcessing}
                onSubmit={onSubmit}
                onFieldEdited={(field) =>
                  setErrors(({ [field]: _fixed, ...rest }) => rest as ShippingErrors)
                }
                pin={pin}
                onPinLookup={setPin}
                onDeliveryPin={setDeliveryPin}
              />
            </div>
            <div className="mt-4">
              <DeliveryPromiseFor pin={deliveryPin} />
            </div>
          </section>
          <CheckoutSummary
            items={cart.items}
            problems={stock.problems}
            checked={stock}
            code={code}
            codeRefusal={refusal?.message ?? null}
            codeRefused={refusal !== null}
            codeField={codeField}
            count={cart.count}
            total={cart.total}
            isProcessing={isProcessing}
          />
        </div>
      )}
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading your cart"
      className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]"
    >
      <Skeleton className="h-96 w-full rounded-xl" />
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}
