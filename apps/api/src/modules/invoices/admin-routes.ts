import {
  creditNoteListSchema,
  creditNoteParamsSchema,
  errorSchema,
  invoiceExportQuerySchema,
  invoiceExportRequestSchema,
  jobSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  orderLookupParamsSchema,
  taxRulesSchema,
  text,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { type InvoiceExportInput, type JobRunner, toJob } from '../../jobs';
import { signedInStaff } from '../../plugins/admin-auth';
import { pdfResponse, type RenderInvoice, sendInvoicePdf } from './routes';
import type { InvoiceService } from './service';
import { loadTaxRules } from './tax-rules';

const EVERY_ROLE = ['owner', 'manager', 'fulfilment'] as const;
/** The shop's books: owners and managers. */
const ACCOUNTS = ['owner', 'manager'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

/** The back office's GST routes: tax rules, invoices, their PDFs and the accountant's CSV. */
export const adminInvoiceRoutes: FastifyPluginAsyncZod<{
  db: Database;
  invoices: InvoiceService;
  jobs: Pick<JobRunner, 'enqueue' | 'kick'>;
  renderInvoice: RenderInvoice;
}> = async (app, { db, invoices, jobs, renderInvoice }) => {
  app.get(
    '/tax-rules',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary:
          'The GST rates in force (a product’s rate is one of them) and the HSN digits needed',
        tags: ['admin'],
        response: { 200: taxRulesSchema, ...errors },
      },
    },
    async (request) => loadTaxRules(db, request.store.id),
  );

  app.get(
    '/orders/:id/invoice',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary: 'An order’s tax invoice as a PDF (404 until the order ships)',
        tags: ['admin'],
        params: orderLookupParamsSchema,
        produces: ['application/pdf'],
        response: { 200: pdfResponse, ...errors, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendInvoicePdf(
        reply,
        await invoices.forOrder(request.store.id, request.params.id),
        renderInvoice,
      ),
  );

  app.get(
    '/orders/:id/credit-notes/:number',
    {
      config: { admin: { access: EVERY_ROLE } },
      schema: {
        summary: 'A GST credit note of an order as a PDF: its number with "/" as %2F',
        tags: ['admin'],
        params: creditNoteParamsSchema,
        produces: ['application/pdf'],
        response: { 200: pdfResponse, ...errors, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendInvoicePdf(
        reply,
        await invoices.creditNoteFor(request.store.id, request.params.id, request.params.number),
        renderInvoice,
      ),
  );

  app.get(
    '/invoices',
    {
      config: { admin: { access: ACCOUNTS } },
      schema: {
        summary: 'The store’s tax invoices, newest first, of one month (IST) when asked',
        tags: ['admin'],
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema, ...errors },
      },
    },
    async (request) => invoices.list(request.store.id, request.query),
  );

  app.get(
    '/credit-notes',
    {
      config: { admin: { access: ACCOUNTS } },
      schema: {
        summary: 'The store’s GST credit notes, newest first, of one month (IST) when asked',
        tags: ['admin'],
        querystring: invoiceListQuerySchema,
        response: { 200: creditNoteListSchema, ...errors },
      },
    },
    async (request) => invoices.listCreditNotes(request.store.id, request.query),
  );

  app.get(
    '/invoices/export',
    {
      config: { admin: { access: ACCOUNTS } },
      schema: {
        summary:
          'A month’s invoices as CSV for the accountant: one row per line, or GSTR-1’s B2CS (net of credit notes), B2CL, CDNUR, HSN or documents table',
        tags: ['admin'],
        querystring: invoiceExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: text(), ...errors },
      },
    },
    async (request, reply) => {
      const { month, format } = request.query;
      const csv = await invoices.exportCsv(request.store.id, month, format);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="invoices-${month}-${format}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.post(
    '/invoices/exports',
    {
      config: { admin: { access: ACCOUNTS } },
      schema: {
        summary:
          'Make a month’s invoices CSV as a job (a month of many invoices takes a while): 202 with the job; its file at /admin/jobs/{id}/download once done',
        tags: ['admin'],
        body: invoiceExportRequestSchema,
        response: { 202: jobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const input: InvoiceExportInput = request.body;
      const row = await jobs.enqueue({
        storeId: request.store.id,
        kind: 'invoice-export',
        input,
        createdBy: signedInStaff(request).id,
      });
      jobs.kick();
      return reply
        .status(202)
        .header('location', `${request.url.split('/invoices/exports')[0]}/jobs/${row.id}`)
        .send(toJob(row));
    },
  );
};
