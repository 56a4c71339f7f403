import {
  ADMIN_PAGE_SIZE,
  type AdminOrderListQuery,
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
} from '@storefront/contract';

/** The order list's filters, as the URL's search parameters hold them ("" = any). */
export interface OrderFilters {
  status: string;
  paymentMethod: string;
  from: string;
  to: string;
  q: string;
  page: number;
}

export const NO_FILTERS: OrderFilters = {
  status: '',
  paymentMethod: '',
  from: '',
  to: '',
  q: '',
  page: 1,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters of a URL. A value the API would refuse (a hand-edited link) is dropped rather than
 * turned into an error page: the list then shows what the rest of the link asks for.
 */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status') ?? '';
  const paymentMethod = params.get('paymentMethod') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    status: Object.hasOwn(ORDER_STATUS_LABELS, status) ? status : '',
    paymentMethod: (PAYMENT_METHODS as readonly string[]).includes(paymentMethod)
      ? paymentMethod
      : '',
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
    q: (params.get('q') ?? '').trim().slice(0, 254),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The search parameters of a filtered list: empty filters and page 1 are left out. */
export function orderFiltersToParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'paymentMethod', 'from', 'to'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** GET /admin/orders's query for these filters. */
export function orderListQuery(filters: OrderFilters): AdminOrderListQuery {
  return {
    page: filters.page,
    limit: ADMIN_PAGE_SIZE,
    status: filters.status || undefined,
    paymentMethod: (filters.paymentMethod || undefined) as AdminOrderListQuery['paymentMethod'],
    from: filters.from || undefined,
    to: filters.to || undefined,
    q: filters.q || undefined,
  };
}

export function hasActiveFilters(filters: OrderFilters): boolean {
  return Boolean(
    filters.status || filters.paymentMethod || filters.from || filters.to || filters.q,
  );
}
