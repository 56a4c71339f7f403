import {
  ADMIN_PAGE_SIZE,
  type InvoiceExportFormat,
  type InvoiceExportJob,
  type InvoiceList,
} from '@storefront/contract';
import { followJob, jobError } from '~/features/jobs';
import { api } from '~/lib/api-client';

/** GET /admin/invoices: one page of a month's tax invoices, newest first. */
export function listInvoices(month: string, page: number, signal?: AbortSignal) {
  return api.get<InvoiceList>('/invoices', {
    query: { month, page, limit: ADMIN_PAGE_SIZE },
    signal,
  });
}

/**
 * The month's invoices as CSV, in one of the accountant's layouts: made by a job on the server
 * (POST /admin/invoices/exports), followed with `onProgress`, then downloaded.
 */
export async function exportInvoices(
  month: string,
  format: InvoiceExportFormat,
  onProgress?: (job: InvoiceExportJob | null) => void,
) {
  try {
    const started = await api.post<InvoiceExportJob>('/invoices/exports', { month, format });
    const job = await followJob(started, { onProgress });
    if (job.status !== 'done' || !job.download) throw jobError(job);
    return await api.getFile(job.download);
  } finally {
    onProgress?.(null);
  }
}
