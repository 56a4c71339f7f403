import { ADMIN_PAGE_SIZE, type InvoiceExportFormat, type InvoiceList } from '@storefront/contract';
import { api } from '~/lib/api-client';

/** GET /admin/invoices: one page of a month's tax invoices, newest first. */
export function listInvoices(month: string, page: number, signal?: AbortSignal) {
  return api.get<InvoiceList>('/invoices', {
    query: { month, page, limit: ADMIN_PAGE_SIZE },
    signal,
  });
}

/** GET /admin/invoices/export: the month's invoices as CSV, in one of the accountant's layouts. */
export function exportInvoices(month: string, format: InvoiceExportFormat) {
  return api.getFile('/invoices/export', { query: { month, format } });
}
