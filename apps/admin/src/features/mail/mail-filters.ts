import {
  ADMIN_PAGE_SIZE,
  type AdminMailListQuery,
  MAIL_STATUSES,
  type MailStatus,
} from '@storefront/contract';

/** The e-mail list's filter, as the URL's search parameters hold it ("" = every status). */
export interface MailFilters {
  status: MailStatus | '';
  page: number;
}

/** The choices the list offers; a link may still ask for `sending`, which the API accepts. */
export const MAIL_STATUS_FILTERS: readonly { status: MailStatus | ''; label: string }[] = [
  { status: '', label: 'All' },
  { status: 'failed', label: 'Failed' },
  { status: 'pending', label: 'Pending' },
  { status: 'sent', label: 'Sent' },
];

/** The filter of a URL; a value the API would refuse (a hand-edited link) is dropped. */
export function readMailFilters(params: URLSearchParams): MailFilters {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    status: (MAIL_STATUSES as readonly string[]).includes(status) ? (status as MailStatus) : '',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The search parameters of a filtered list: no status and page 1 are left out. */
export function mailFiltersToParams(filters: MailFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** GET /admin/mail's query for this filter. */
export function mailListQuery(filters: MailFilters): AdminMailListQuery {
  return { page: filters.page, limit: ADMIN_PAGE_SIZE, status: filters.status || undefined };
}
