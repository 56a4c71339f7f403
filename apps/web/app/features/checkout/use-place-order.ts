import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type CartItem, emptyCartAfterOrder } from '~/features/cart';
import { toast } from '~/ui/toast';
import { type CheckoutAttempt, checkoutAttempt } from './idempotency';
import { orderRequest } from './order-request';
import { placeOrder } from './place-order';
import { checkoutMessages } from './checkout-messages';
import type { ShippingValues } from './shipping-form';

/**
 * The checkout submit (spec section 4): idle, then processing until the order exists; then the
 * cart empties and the shopper goes on to pay. A failure returns to idle with the spec's toast.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const [isProcessing, setProcessing] = useState(false);
  // Refs, not state: a second click in the same frame must already see the first one.
  const inFlight = useRef(false);
  const lastAttempt = useRef<CheckoutAttempt | null>(null);

  const submit = useCallback(
    async (cart: readonly CartItem[], address: ShippingValues) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setProcessing(true);
      const request = orderRequest(cart, address);
      const attempt = checkoutAttempt(lastAttempt.current, JSON.stringify(request));
      lastAttempt.current = attempt;

      let orderId: string;
      try {
        orderId = await placeOrder(request, attempt.key);
      } catch {
        toast({
          title: checkoutMessages.failedTitle,
          description: checkoutMessages.failed,
          variant: 'destructive',
        });
        inFlight.current = false;
        setProcessing(false);
        return;
      }
      // Replace: going back from the payment page should not offer this form again.
      await navigate(`/payment?orderId=${encodeURIComponent(orderId)}`, { replace: true });
      emptyCartAfterOrder();
    },
    [navigate],
  );

  return { submit, isProcessing };
}
