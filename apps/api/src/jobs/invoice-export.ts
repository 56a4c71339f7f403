import type { InvoiceExportFormat } from '@storefront/contract';
import type { InvoiceService } from '../modules/invoices';
import type { JobDefinition } from './runner';

/** What POST /admin/invoices/exports asks of the job. */
export type InvoiceExportInput = {
  month: string;
  format: InvoiceExportFormat;
};

/** A month's invoices as the accountant's CSV, read a page at a time (invoices/service.ts). */
export function invoiceExportJob(invoices: InvoiceService): JobDefinition {
  return {
    kind: 'invoice-export',
    async run({ job, progress }) {
      const { month, format } = job.input as unknown as InvoiceExportInput;
      const { csv, invoices: count } = await invoices.exportMonth(
        job.storeId,
        month,
        format,
        (done, total) => progress(done, total, 'exporting'),
      );
      return { result: { invoices: count }, resultFile: csv };
    },
  };
}
