/** Spec sections 5 and 8: the checkout's refusals, word for word. */
export const checkoutMessages = {
  blankTitle: 'Please fill all fields',
  blank: 'All shipping information fields are required.',
  emptyCartTitle: 'Cart is empty',
  emptyCart: 'Please add items to your cart before checkout.',
  failedTitle: 'Error placing order',
  failed: 'Please try again later.',
  /** Not the spec's: a cart too big for one order (see orderLimitProblem). */
  tooLargeTitle: 'Order too large',
  /** Not the spec's: stock no longer allows some rows (POST /cart/check). */
  stockTitle: 'Please update your cart',
  stock: 'Some items can’t be ordered as they are. They are marked in the order summary.',
} as const;

/**
 * Whether a refused order's words (a 409) are about its promo code rather than stock: the
 * contract's PROMOTION_MESSAGES all start so ("This code has ended", "Already used", "Sign in to
 * use this code", "This code needs an order of ₹1,999 or more; add ₹250 more"). Written here: the
 * contract's module would bring zod along.
 */
export function isCodeRefusal(message: string | undefined): boolean {
  return (
    message !== undefined && /^(This code\b|Already used|Sign in to use this code)/.test(message)
  );
}
