import type { ProductVariant } from '@storefront/contract';

/**
 * What a product's stock allows. A product without variants has no stock tracked and can always
 * be bought, as before stock existed. With variants, a size and colour the shop has no variant
 * for is not sold.
 */

type Dimension = 'size' | 'color';

export interface StockChoice {
  size?: string;
  color?: string;
}

const OTHER: Record<Dimension, Dimension> = { size: 'color', color: 'size' };

/** Whether stock is kept per value of `dimension` (some variant names one). */
function isTracked(variants: readonly ProductVariant[], dimension: Dimension): boolean {
  return variants.some((variant) => variant[dimension] !== '');
}

/** Nothing of the product can be bought: every variant is out of stock. */
export function isSoldOut(variants: readonly ProductVariant[]): boolean {
  return variants.length > 0 && !variants.some((variant) => variant.inStock);
}

/**
 * Whether `value` of `dimension` can be chosen with the other dimension's current choice: some
 * variant with both is in stock. A dimension stock is not kept by is always available.
 */
export function isOptionAvailable(
  variants: readonly ProductVariant[],
  dimension: Dimension,
  value: string,
  choice: StockChoice,
): boolean {
  if (!isTracked(variants, dimension)) return true;
  const other = OTHER[dimension];
  const otherValue = isTracked(variants, other) ? choice[other] : undefined;
  return variants.some(
    (variant) =>
      variant.inStock &&
      variant[dimension] === value &&
      (otherValue === undefined || variant[other] === otherValue),
  );
}

/**
 * The variant a choice buys: the product's only one, else the one of the chosen size and colour.
 * Undefined while a dimension stock is kept by is not chosen, or when the shop does not sell the
 * combination; null when stock is not tracked.
 */
export function chosenVariant(
  variants: readonly ProductVariant[],
  choice: StockChoice,
): ProductVariant | null | undefined {
  if (variants.length === 0) return null;
  if (variants.length === 1) return variants[0];
  const size = isTracked(variants, 'size') ? choice.size : '';
  const color = isTracked(variants, 'color') ? choice.color : '';
  if (size === undefined || color === undefined) return undefined;
  return variants.find((variant) => variant.size === size && variant.color === color);
}

/** "Only N left": the chosen variant's count when low, else null. */
export function leftOf(variants: readonly ProductVariant[], choice: StockChoice): number | null {
  const variant = chosenVariant(variants, choice);
  return variant?.inStock && variant.left !== null && variant.left > 0 ? variant.left : null;
}

/**
 * Why the choice cannot be added to the cart, or null when it can (or is not complete yet: the
 * cart's own rules then ask for the missing size or colour).
 */
export function unavailableReason(
  variants: readonly ProductVariant[],
  choice: StockChoice,
): string | null {
  if (isSoldOut(variants)) return 'This product is out of stock.';
  const variant = chosenVariant(variants, choice);
  if (variant === null) return null;
  if (variant === undefined) {
    const complete =
      (!isTracked(variants, 'size') || choice.size !== undefined) &&
      (!isTracked(variants, 'color') || choice.color !== undefined);
    return complete ? `Not available ${choiceWords(choice)}. Please choose another.` : null;
  }
  return variant.inStock ? null : `Out of stock ${choiceWords(choice)}. Please choose another.`;
}

function choiceWords({ size, color }: StockChoice): string {
  const parts = [size ? `size ${size}` : '', color ? `colour ${color}` : ''].filter(Boolean);
  return parts.length ? `in ${parts.join(', ')}` : 'in this choice';
}

/**
 * A card's "Only N left": only when every variant in stock is low, the largest of their counts
 * (a truthful "only"); null when any has more, or nothing is in stock.
 */
export function cardLeft(variants: readonly ProductVariant[]): number | null {
  const inStock = variants.filter((variant) => variant.inStock);
  if (inStock.length === 0) return null;
  let largest = 0;
  for (const variant of inStock) {
    if (variant.left === null || variant.left <= 0) return null;
    largest = Math.max(largest, variant.left);
  }
  return largest;
}
