import {
  creditNoteParamsSchema,
  errorSchema,
  invoiceFileName,
  orderLookupParamsSchema,
  text,
} from '@storefront/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CreditNoteRow, InvoiceRow } from '../../db/schema';
import { signedInUser } from '../../plugins/auth';
import type { InvoiceData } from './invoice-data';
import type { InvoiceService } from './service';

/** The OpenAPI description of a PDF answer (the bytes are sent as they are). */
export const pdfResponse = text().meta({ format: 'binary', description: 'The invoice as a PDF' });

/** Renders an invoice's PDF: off the event loop in the API (the render thread). */
export type RenderInvoice = (data: InvoiceData) => Promise<Buffer>;

/**
 * Sends an invoice or a credit note (the same renderer draws both) as an A4 PDF download, named
 * by its number ("CK-26-27-00001.pdf", "CK-26-27-C0001.pdf").
 */
export async function sendInvoicePdf(
  reply: FastifyReply,
  invoice: InvoiceRow | CreditNoteRow,
  renderInvoice: RenderInvoice,
) {
  const pdf = await renderInvoice(invoice.data);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.number)}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

/** GET /orders/{id}/invoice: the signed-in shopper's tax invoice for one of their orders. */
export const invoiceRoutes: FastifyPluginAsyncZod<{
  invoices: InvoiceService;
  renderInvoice: RenderInvoice;
}> = async (app, { invoices, renderInvoice }) => {
  app.get(
    '/orders/:id/invoice',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'The tax invoice of one of the signed-in shopper’s orders, as a PDF (404 until the order ships)',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        params: orderLookupParamsSchema,
        produces: ['application/pdf'],
        response: { 200: pdfResponse, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const invoice = await invoices.forOrder(request.store.id, request.params.id, {
        userId: signedInUser(request).id,
      });
      return sendInvoicePdf(reply, invoice, renderInvoice);
    },
  );

  app.get(
    '/orders/:id/credit-notes/:number',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'A GST credit note of one of the signed-in shopper’s orders, as a PDF: its number with "/" as %2F',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        params: creditNoteParamsSchema,
        produces: ['application/pdf'],
        response: { 200: pdfResponse, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const note = await invoices.creditNoteFor(
        request.store.id,
        request.params.id,
        request.params.number,
        { userId: signedInUser(request).id },
      );
      return sendInvoicePdf(reply, note, renderInvoice);
    },
  );
};
