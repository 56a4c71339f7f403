import { adminOrderListQuerySchema } from '@storefront/contract';
import { type FiltersOf, listFilters } from '~/lib/list-filters';

/** The order list's filters, as the URL holds them. */
export const orderFilters = listFilters(adminOrderListQuerySchema, [
  'q',
  'status',
  'paymentMethod',
  'from',
  'to',
  'refund',
  'promotionId',
]);

export type OrderFilters = FiltersOf<typeof orderFilters>;
