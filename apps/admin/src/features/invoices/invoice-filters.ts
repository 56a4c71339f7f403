import { invoiceListQuerySchema } from '@storefront/contract';
import { todayInIndia } from '~/lib/format';
import { listFilters } from '~/lib/list-filters';

/** The invoice list's month and page, as the URL's search parameters hold them. */
export interface InvoiceFilters {
  /** YYYY-MM, in India time. */
  month: string;
  page: number;
}

const invoiceFilters = listFilters(invoiceListQuerySchema, ['month']);

/** This month in India: "2026-11". */
export function currentMonth(now = new Date()): string {
  return todayInIndia(now).slice(0, 7);
}

/**
 * The month and page of a URL; this month when it names none (or one that is not a month, as a
 * hand-edited link may), page 1 when the page is not one.
 */
export function readInvoiceFilters(params: URLSearchParams, now = new Date()): InvoiceFilters {
  const { month, page } = invoiceFilters.read(params);
  return { month: month || currentMonth(now), page };
}

const monthName = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});

/** "2026-11" → "November 2026". */
export function formatMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthName.format(date);
}
