import { variantLabels } from '~/lib/format';
import type { ProductView } from '~/features/catalog';
import type { DisplayedOrderItem } from './order-view';

/** A size and colour of the same product the shopper can have instead of the one delivered. */
export interface ExchangeOption {
  key: string;
  /** Null for a dimension the product does not have. */
  size: string | null;
  color: string | null;
  /** "Size: L · Colour: Maroon". */
  label: string;
}

/**
 * What an order line can be exchanged for: the product's other sizes and colours in stock. With
 * stock counted per variant, only the variants in stock; without (no variants), every size and
 * colour the product lists, as the product page offers them. Never the one delivered.
 */
export function exchangeOptions(
  product: Pick<ProductView, 'sizes' | 'colors' | 'variants'>,
  item: Pick<DisplayedOrderItem, 'size' | 'color'>,
): ExchangeOption[] {
  const combinations =
    product.variants.length > 0
      ? product.variants
          .filter((variant) => variant.inStock)
          .map((variant) => ({ size: variant.size || null, color: variant.color || null }))
      : untrackedCombinations(product, item);
  const seen = new Set<string>();
  return combinations.flatMap(({ size, color }) => {
    if (!size && !color) return [];
    if (size === (item.size ?? null) && color === (item.color ?? null)) return [];
    const key = `${size ?? ''}\u0000${color ?? ''}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ key, size, color, label: variantLabels(size, color).join(' · ') }];
  });
}

/** Every size with every colour; a dimension without values keeps what was delivered. */
function untrackedCombinations(
  product: Pick<ProductView, 'sizes' | 'colors'>,
  item: Pick<DisplayedOrderItem, 'size' | 'color'>,
): { size: string | null; color: string | null }[] {
  const sizes: (string | null)[] = product.sizes.length > 0 ? product.sizes : [item.size];
  const colors: (string | null)[] = product.colors.length > 0 ? product.colors : [item.color];
  return sizes.flatMap((size) => colors.map((color) => ({ size, color })));
}
