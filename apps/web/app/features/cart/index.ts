export {
  addProductToCart,
  changeCartQuantity,
  clearCart,
  emptyCartAfterOrder,
  optionChosen,
  removeCartRow,
} from './add-to-cart';
export { type CartProblems, type GstRates, NO_PROBLEMS } from './cart-check';
export { CartTotals } from './components/cart-totals';
export { CartView } from './components/cart-view';
export { type CartItem, rowKey } from './cart-rules';
export { useCart } from './use-cart';
export { type CartCheckOutcome, useCartCheck } from './use-cart-check';
export { useCartGstIncluded } from './use-cart-gst-included';
