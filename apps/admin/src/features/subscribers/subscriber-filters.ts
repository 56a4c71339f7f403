import {
  ADMIN_PAGE_SIZE,
  type AdminSubscriberExportQuery,
  type AdminSubscriberListQuery,
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
} from '@storefront/contract';

/** The subscriber list's filters, as the URL's search parameters hold them ("" = any). */
export interface SubscriberFilters {
  status: NewsletterStatus | '';
  q: string;
  page: number;
}

export const NO_SUBSCRIBER_FILTERS: SubscriberFilters = { status: '', q: '', page: 1 };

/** The filters of a URL; a value the API would refuse (a hand-edited link) is dropped. */
export function readSubscriberFilters(params: URLSearchParams): SubscriberFilters {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    status: (NEWSLETTER_STATUSES as readonly string[]).includes(status)
      ? (status as NewsletterStatus)
      : '',
    q: (params.get('q') ?? '').trim().slice(0, 254),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function subscriberFiltersToParams(filters: SubscriberFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** GET /admin/subscribers's query for these filters. */
export function subscriberListQuery(filters: SubscriberFilters): AdminSubscriberListQuery {
  return {
    page: filters.page,
    limit: ADMIN_PAGE_SIZE,
    status: filters.status || undefined,
    q: filters.q || undefined,
  };
}

/** The export of what the list shows: every page of it. */
export function subscriberExportQuery(filters: SubscriberFilters): AdminSubscriberExportQuery {
  return { status: filters.status || undefined, q: filters.q || undefined };
}

export function hasActiveSubscriberFilters(filters: SubscriberFilters): boolean {
  return Boolean(filters.status || filters.q);
}
