import { adminContactListQuerySchema } from '@storefront/contract';
import { type FiltersOf, listFilters } from '~/lib/list-filters';

/** The message list's filters, as the URL holds them. */
export const messageFilters = listFilters(adminContactListQuerySchema, ['q', 'status']);

export type MessageFilters = FiltersOf<typeof messageFilters>;
