import { ONE_SIZE } from '@storefront/contract';
import { ConflictError, UnprocessableError } from '../../lib/errors';

export interface VariantStock {
  id: number;
  size: string;
  color: string;
  stock: number | null;
}

export interface LineOptions {
  size: string | null;
  color: string | null;
}

/** " in size M, colour Red": the words that say which variant of a product a message means. */
function variantWords({ size, color }: LineOptions): string {
  const parts = [
    size && size !== ONE_SIZE ? `size ${size}` : '',
    color ? `colour ${color}` : '',
  ].filter(Boolean);
  return parts.length ? ` in ${parts.join(', ')}` : '';
}

/** "Only 2 left of Tilting TV Mount in size M", or "… is out of stock" when none is. */
export function stockMessage(title: string, options: LineOptions, left: number): string {
  return left > 0
    ? `Only ${left} left of ${title}${variantWords(options)}`
    : `${title}${variantWords(options)} is out of stock`;
}

/**
 * The variant a cart row buys, or null when its stock is not tracked. A product without
 * variants, or a dimension the product does not have, matches as before stock existed. A row
 * that leaves out a size or colour the product's stock is tracked by, when more than one would
 * fit, cannot say which stock to take: 422 asks for it. A size and colour the shop does not sell
 * together: 409.
 */
export function matchVariant(
  product: { title: string },
  variants: VariantStock[],
  line: LineOptions,
): VariantStock | null {
  if (variants.length === 0) return null;
  const hasSizes = variants.some((variant) => variant.size !== '');
  const hasColors = variants.some((variant) => variant.color !== '');
  const size = hasSizes ? line.size : '';
  const color = hasColors ? line.color : '';
  const exact = variants.find(
    (variant) => variant.size === (size ?? '') && variant.color === (color ?? ''),
  );
  if (exact) return exact.stock === null ? null : exact;
  const candidates = variants.filter(
    (variant) =>
      (size === null || variant.size === size) && (color === null || variant.color === color),
  );
  if (candidates.length === 0) {
    throw new ConflictError(`${product.title}${variantWords(line)} is not sold`);
  }
  if (candidates.every((variant) => variant.stock === null)) return null;
  // Only one variant fits (a product in one colour): the row can only mean it.
  if (candidates.length === 1) return candidates[0]!;
  throw new UnprocessableError(
    `Please choose a ${size === null ? 'size' : 'colour'} of ${product.title}`,
  );
}
