export { matchVariant, stockMessage, type VariantStock } from './variant-match';
export {
  type BuyableProduct,
  buyableProducts,
  releaseItemStock,
  releaseOrderStock,
} from './variants';
export { createCartCheck } from './cart-check';
