import { type ProductBulkEdit, productBulkEditSchema } from '@storefront/contract';
import { formatCount, formatRupees } from '~/lib/format';

export type BulkAction =
  'set-price' | 'percent' | 'set-stock' | 'adjust-stock' | 'archive' | 'restore';

export const BULK_ACTIONS: readonly { action: BulkAction; label: string }[] = [
  { action: 'set-price', label: 'Set price' },
  { action: 'percent', label: 'Change price by %' },
  { action: 'set-stock', label: 'Set stock' },
  { action: 'adjust-stock', label: 'Adjust stock by ±N' },
  { action: 'archive', label: 'Archive' },
  { action: 'restore', label: 'Restore' },
];

/** Archive and restore change each product (PATCH); the others are one bulk edit. */
export function isArchiveAction(action: BulkAction): action is 'archive' | 'restore' {
  return action === 'archive' || action === 'restore';
}

/** The bulk form's fields, as typed. */
export interface BulkFormValues {
  regularPrice: string;
  discountedPrice: string;
  percent: string;
  stock: string;
}
export type BulkField = keyof BulkFormValues;

export const EMPTY_BULK_FORM: BulkFormValues = {
  regularPrice: '',
  discountedPrice: '',
  percent: '',
  stock: '',
};

export type BulkErrors = Partial<Record<BulkField | 'form', string>>;

/** A typed number: undefined when blank, NaN when not a number. */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The field of the form a contract issue belongs to. */
function fieldOf(path: readonly PropertyKey[]): BulkField | 'form' {
  const last = path.at(-1);
  if (last === 'regularPrice' || last === 'discountedPrice' || last === 'percent') return last;
  if (path[0] === 'stock') return 'stock';
  return 'form';
}

/**
 * The request body of a bulk price or stock change, checked with the contract's
 * productBulkEditSchema; or the messages for the fields it refuses.
 */
export function bulkEditOf(
  action: Exclude<BulkAction, 'archive' | 'restore'>,
  ids: string[],
  values: BulkFormValues,
): { edit: ProductBulkEdit; errors?: undefined } | { errors: BulkErrors; edit?: undefined } {
  const errors: BulkErrors = {};
  const need = (field: BulkField, optional = false): number | null | undefined => {
    const value = numberOf(values[field]);
    if (value === undefined) {
      if (!optional) errors[field] = 'is required';
      return optional ? null : undefined;
    }
    if (Number.isNaN(value)) errors[field] = 'must be a number';
    return value;
  };

  let body: ProductBulkEdit;
  switch (action) {
    case 'set-price':
      body = {
        ids,
        price: {
          mode: 'set',
          regularPrice: need('regularPrice'),
          discountedPrice: need('discountedPrice', true) ?? null,
        },
      };
      break;
    case 'percent':
      body = { ids, price: { mode: 'percent', percent: need('percent') as number } };
      break;
    case 'set-stock':
      body = { ids, stock: { mode: 'set', value: need('stock') as number } };
      break;
    case 'adjust-stock':
      body = { ids, stock: { mode: 'adjust', value: need('stock') as number } };
      break;
  }
  if (Object.keys(errors).length) return { errors };

  const parsed = productBulkEditSchema.safeParse(body);
  if (parsed.success) return { edit: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= issue.message;
  }
  return { errors };
}

const products = (count: number) => `${formatCount(count)} ${count === 1 ? 'product' : 'products'}`;

/** What the change does, in words, for the confirmation. */
export function describeBulkEdit(
  action: BulkAction,
  count: number,
  edit?: ProductBulkEdit,
): string {
  const price = edit?.price;
  const stock = edit?.stock;
  if (action === 'archive') {
    return `Archive ${products(count)}: they leave the storefront until restored.`;
  }
  if (action === 'restore') return `Restore ${products(count)} to the storefront.`;
  if (price?.mode === 'set') {
    const discounted =
      price.discountedPrice == null
        ? 'remove any discounted price'
        : `set the discounted price to ${formatRupees(Number(price.discountedPrice))}`;
    return `Set the regular price of ${products(count)} to ${formatRupees(Number(price.regularPrice))} and ${discounted}.`;
  }
  if (price?.mode === 'percent') {
    const verb = price.percent < 0 ? 'Lower' : 'Raise';
    return `${verb} the prices of ${products(count)} by ${Math.abs(price.percent)}% (regular and discounted).`;
  }
  if (stock?.mode === 'set') {
    return `Set the stock of every variant of ${products(count)} to ${formatCount(stock.value)}.`;
  }
  if (stock?.mode === 'adjust') {
    return stock.value < 0
      ? `Take ${formatCount(-stock.value)} from the stock of every tracked variant of ${products(count)} (never below 0).`
      : `Add ${formatCount(stock.value)} to the stock of every tracked variant of ${products(count)}.`;
  }
  return `Change ${products(count)}.`;
}
