export { matchVariant, stockMessage, variantWords, type VariantStock } from './variant-match';
export { releaseOrderStock, variantsOf } from './variants';
export { checkCart } from './cart-check';
