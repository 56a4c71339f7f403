import { adminProductListQuerySchema, pageQuerySchema } from '@storefront/contract';
import { type FiltersOf, listFilters } from '~/lib/list-filters';

/** The product list's filters, as the URL holds them: active products unless asked otherwise. */
export const productFilters = listFilters(
  adminProductListQuerySchema,
  ['q', 'category', 'stock', 'archived'],
  { archived: 'false' },
);

export type ProductFilters = FiltersOf<typeof productFilters>;

export const ARCHIVED_CHOICES: readonly { value: ProductFilters['archived']; label: string }[] = [
  { value: 'false', label: 'Active' },
  { value: 'true', label: 'Archived' },
  { value: 'all', label: 'Active and archived' },
];

/** The low-stock list: pages only. */
export const lowStockFilters = listFilters(pageQuerySchema, []);
