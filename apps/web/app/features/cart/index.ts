export {
  addProductToCart,
  changeCartQuantity,
  clearCart,
  emptyCartAfterOrder,
  optionChosen,
  removeCartRow,
} from './add-to-cart';
export { type CartProblems, type GstRates, NO_PROBLEMS } from './cart-check';
export { CartView } from './components/cart-view';
export { type CheckedCart, OffersAndTotals } from './components/offers-and-totals';
export type { PromoCodeFieldHandle } from './components/promo-code-field';
export { type CartItem, rowKey } from './cart-rules';
export { forgetPromoCode, usePromoCode } from './promo-code';
export { useCart } from './use-cart';
export { type CartCheckOutcome, useCartCheck } from './use-cart-check';
