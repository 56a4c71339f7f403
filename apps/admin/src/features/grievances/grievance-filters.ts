import {
  ADMIN_PAGE_SIZE,
  type AdminGrievanceListQuery,
  GRIEVANCE_DUE_FILTERS,
  GRIEVANCE_STATUSES,
  type GrievanceDueFilter,
  type GrievanceStatus,
} from '@storefront/contract';

/** The grievance list's filters, as the URL's search parameters hold them ("" = any). */
export interface GrievanceFilters {
  status: GrievanceStatus | '';
  due: GrievanceDueFilter | '';
  q: string;
  page: number;
}

export const NO_GRIEVANCE_FILTERS: GrievanceFilters = { status: '', due: '', q: '', page: 1 };

export const DUE_FILTER_LABELS: Record<GrievanceDueFilter, string> = {
  attention: 'Needs attention (new, overdue or due soon)',
  overdue: 'Overdue',
  soon: 'Due soon',
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The filters of a URL; a value the API would refuse (a hand-edited link) is dropped. */
export function readGrievanceFilters(params: URLSearchParams): GrievanceFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    status: oneOf(GRIEVANCE_STATUSES, params.get('status')),
    due: oneOf(GRIEVANCE_DUE_FILTERS, params.get('due')),
    q: (params.get('q') ?? '').trim().slice(0, 254),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The search parameters of a filtered list: empty filters and page 1 are left out. */
export function grievanceFiltersToParams(filters: GrievanceFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'due'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** GET /admin/grievances's query for these filters. */
export function grievanceListQuery(filters: GrievanceFilters): AdminGrievanceListQuery {
  return {
    page: filters.page,
    limit: ADMIN_PAGE_SIZE,
    status: filters.status || undefined,
    due: filters.due || undefined,
    q: filters.q || undefined,
  };
}

export function hasActiveGrievanceFilters(filters: GrievanceFilters): boolean {
  return Boolean(filters.status || filters.due || filters.q);
}
