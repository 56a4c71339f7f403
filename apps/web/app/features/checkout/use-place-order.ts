import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type CartCheckOutcome,
  type CartItem,
  emptyCartAfterOrder,
  forgetPromoCode,
} from '~/features/cart';
import { ApiError } from '~/lib/api-client';
import { toast } from '~/ui/toast';
import { type CheckoutAttempt, checkoutAttempt } from './idempotency';
import { orderRequest } from './order-request';
import { placeOrder } from './place-order';
import { checkoutMessages, isCodeRefusal } from './checkout-messages';
import type { ShippingValues } from './shipping-form';

/**
 * The checkout submit (spec section 4): idle, then processing until the order exists; then the
 * cart empties and the shopper goes on to pay. A failure returns to idle with the spec's toast,
 * or with the API's own words when stock refused the order (409) or a choice is missing (422).
 *
 * `checkStock` checks the cart against stock first: rows stock refuses stop the order there. A
 * check that gets no answer stops nothing, as POST /orders checks stock again.
 *
 * A promo code that no longer applies (the check says so, or the API refuses the order for it
 * with 409) stops the order too: `onCodeRefused` hears the API's words (null when the check's
 * answer says them already), to show beside the code field.
 */
export function usePlaceOrder(
  checkStock?: (cart: readonly CartItem[]) => Promise<CartCheckOutcome>,
  onCodeRefused?: (message: string | null) => void,
) {
  const navigate = useNavigate();
  const [isProcessing, setProcessing] = useState(false);
  // Refs, not state: a second click in the same frame must already see the first one.
  const inFlight = useRef(false);
  const lastAttempt = useRef<CheckoutAttempt | null>(null);

  const submit = useCallback(
    async (cart: readonly CartItem[], address: ShippingValues, code: string | null = null) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setProcessing(true);
      const idle = () => {
        inFlight.current = false;
        setProcessing(false);
      };
      const checked = checkStock ? await checkStock(cart) : 'ok';
      if (checked === 'problems') {
        toast({
          title: checkoutMessages.stockTitle,
          description: checkoutMessages.stock,
          variant: 'destructive',
        });
        idle();
        return;
      }
      if (checked === 'code' && onCodeRefused) {
        onCodeRefused(null);
        idle();
        return;
      }
      const request = orderRequest(cart, address, code);
      const attempt = checkoutAttempt(lastAttempt.current, JSON.stringify(request));
      lastAttempt.current = attempt;

      let orderId: string;
      try {
        orderId = await placeOrder(request, attempt.key);
      } catch (error) {
        const refused = error instanceof ApiError && error.status === 409;
        if (refused && code && onCodeRefused && isCodeRefusal(error.serverMessage)) {
          // Nothing was placed: the shopper reads why beside the code, and may remove it.
          onCodeRefused(error.serverMessage!);
          idle();
          if (checkStock) void checkStock(cart);
          return;
        }
        // 409 (stock), 422 (a size or colour to choose) and a refused address (400: a PIN code of
        // another state) carry words the shopper can act on.
        const actionable = error instanceof ApiError && [409, 422].includes(error.status);
        const address =
          error instanceof ApiError && error.status === 400
            ? /^shippingAddress\.\w+: (.+)$/.exec(error.serverMessage ?? '')?.[1]
            : undefined;
        toast({
          title: checkoutMessages.failedTitle,
          description: address || (actionable && error.serverMessage) || checkoutMessages.failed,
          variant: 'destructive',
        });
        idle();
        // Stock ran out since the check: mark the rows it concerns.
        if (refused && checkStock) void checkStock(cart);
        return;
      }
      // Replace: going back from the payment page should not offer this form again.
      await navigate(`/payment?orderId=${encodeURIComponent(orderId)}`, { replace: true });
      emptyCartAfterOrder();
      // The code was for this order.
      forgetPromoCode();
    },
    [navigate, checkStock, onCodeRefused],
  );

  return { submit, isProcessing };
}
