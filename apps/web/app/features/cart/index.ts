export {
  addProductToCart,
  changeCartQuantity,
  clearCart,
  emptyCartAfterOrder,
  removeCartRow,
} from './add-to-cart';
export { CartTotals } from './components/cart-totals';
export { CartView } from './components/cart-view';
export { type CartItem, rowKey } from './cart-rules';
export { useCart } from './use-cart';
