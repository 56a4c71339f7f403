import {
  ADMIN_PAGE_SIZE,
  type AdminContactListQuery,
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageStatus,
} from '@storefront/contract';

/** The message list's filters, as the URL's search parameters hold them ("" = any). */
export interface MessageFilters {
  status: ContactMessageStatus | '';
  q: string;
  page: number;
}

export const NO_MESSAGE_FILTERS: MessageFilters = { status: '', q: '', page: 1 };

/** The filters of a URL; a value the API would refuse (a hand-edited link) is dropped. */
export function readMessageFilters(params: URLSearchParams): MessageFilters {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    status: (CONTACT_MESSAGE_STATUSES as readonly string[]).includes(status)
      ? (status as ContactMessageStatus)
      : '',
    q: (params.get('q') ?? '').trim().slice(0, 254),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The search parameters of a filtered list: empty filters and page 1 are left out. */
export function messageFiltersToParams(filters: MessageFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** GET /admin/messages's query for these filters. */
export function messageListQuery(filters: MessageFilters): AdminContactListQuery {
  return {
    page: filters.page,
    limit: ADMIN_PAGE_SIZE,
    status: filters.status || undefined,
    q: filters.q || undefined,
  };
}

export function hasActiveMessageFilters(filters: MessageFilters): boolean {
  return Boolean(filters.status || filters.q);
}
