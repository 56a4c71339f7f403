import { adminSubscriberListQuerySchema } from '@storefront/contract';
import { type FiltersOf, listFilters } from '~/lib/list-filters';

/** The subscriber list's filters, as the URL holds them (its export takes the same). */
export const subscriberFilters = listFilters(adminSubscriberListQuerySchema, ['q', 'status']);

export type SubscriberFilters = FiltersOf<typeof subscriberFilters>;
