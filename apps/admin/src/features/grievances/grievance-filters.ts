import { adminGrievanceListQuerySchema, type GrievanceDueFilter } from '@storefront/contract';
import { type FiltersOf, listFilters } from '~/lib/list-filters';

/** The grievance list's filters, as the URL holds them. */
export const grievanceFilters = listFilters(adminGrievanceListQuerySchema, ['q', 'status', 'due']);

export type GrievanceFilters = FiltersOf<typeof grievanceFilters>;

export const DUE_FILTER_LABELS: Record<GrievanceDueFilter, string> = {
  attention: 'Needs attention (new, overdue or due soon)',
  overdue: 'Overdue',
  soon: 'Due soon',
};
