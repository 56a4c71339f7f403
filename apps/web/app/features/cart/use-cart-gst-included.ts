import { useStoreInfo } from '~/features/store';
import type { GstRates } from './cart-check';
import type { CartItem } from './cart-rules';
import { cartGstIncluded } from './price-breakup';

/**
 * The GST inside the cart's total (rupees; null while not known). A shop whose store information
 * has no GSTIN is not registered and charges none; one whose information did not load is taken
 * to be registered, as nearly every shop selling online is.
 */
export function useCartGstIncluded(items: readonly CartItem[], gstRates: GstRates): number | null {
  const registered = useStoreInfo()?.gstin !== null;
  return cartGstIncluded(items, gstRates, { registered });
}
