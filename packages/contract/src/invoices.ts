// GST tax invoices in the back office (/api/v1/admin/invoices, /admin/tax-rules) and the invoice
// as issued. The PDFs are GET /orders/{id}/invoice (the shopper) and /admin/orders/{id}/invoice.
import { z } from 'zod';
import { countParameter, text } from './common';
import { ADMIN_MAX_LIMIT, ADMIN_PAGE_SIZE, pagedSchema } from './admin';

/** GET /admin/tax-rules: what the product form offers and checks. */
export const taxRulesSchema = z.object({
  /** The GST rates in force today (percent), lowest first: a product's rate is one of these. */
  gstRates: z.array(z.number()),
  /** Digits of HSN a product's code needs at least (the store's turnover setting). */
  hsnDigits: z.union([z.literal(4), z.literal(6)]),
  /** The whole list, past and future rates too, with the days each applies (IST, inclusive). */
  rateList: z.array(
    z.object({
      ratePercent: z.number(),
      validFrom: text(),
      /** Null: until further notice. */
      validUntil: text().nullable(),
    }),
  ),
});
export type TaxRules = z.infer<typeof taxRulesSchema>;

/**
 * GET /orders/{id}/credit-notes/{number} and its staff twin: the number as issued, its "/"
 * sent as %2F ("CK%2F26-27%2FC0001"), or as the PDF's file name writes it ("CK-26-27-C0001").
 */
export const creditNoteParamsSchema = z.object({
  id: text().trim().min(1).max(40),
  number: text().trim().min(1).max(40),
});

/** A calendar month, YYYY-MM, read in India Standard Time. */
export const monthSchema = text().regex(
  /^\d{4}-(0[1-9]|1[0-2])$/,
  'must be a month (YYYY-MM), such as 2026-11',
);

/** GET /admin/invoices: newest first, of one month when asked. */
export const invoiceListQuerySchema = z.object({
  page: countParameter(10_000, 1),
  limit: countParameter(ADMIN_MAX_LIMIT, ADMIN_PAGE_SIZE),
  month: monthSchema.optional(),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export const invoiceSummarySchema = z.object({
  number: text(),
  orderId: text(),
  issuedAt: text(),
  /** "2026-27". */
  financialYear: text(),
  buyerName: text(),
  /** "29-Karnataka". */
  placeOfSupply: text(),
  /** Rupees. */
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoiceListSchema = pagedSchema(invoiceSummarySchema);
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** GET /admin/credit-notes: the store's GST credit notes, newest first (decision 0030). */
export const creditNoteSummarySchema = z.object({
  number: text(),
  orderId: text(),
  issuedAt: text(),
  financialYear: text(),
  /** The tax invoice it corrects. */
  invoiceNumber: text(),
  reason: text(),
  buyerName: text(),
  placeOfSupply: text(),
  /** Rupees credited. */
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;
export const creditNoteListSchema = pagedSchema(creditNoteSummarySchema);
export type CreditNoteList = z.infer<typeof creditNoteListSchema>;

/**
 * The CSV layouts of GET /admin/invoices/export: `lines`, one row per invoice line; `b2cs`,
 * GSTR-1's table 7 (B2C small) summed by place of supply and rate; `b2cl`, GSTR-1's table 5
 * (B2C large: inter-state invoices over ₹1,00,000), one row per invoice and rate.
 */
/** lines, GSTR-1's b2cs (net of credit notes), b2cl, cdnur (credit notes on B2C large), hsn (table 12) and docs (table 13). */
export const INVOICE_EXPORT_FORMATS = ['lines', 'b2cs', 'b2cl', 'cdnur', 'hsn', 'docs'] as const;
export type InvoiceExportFormat = (typeof INVOICE_EXPORT_FORMATS)[number];

export const invoiceExportQuerySchema = z.object({
  month: monthSchema,
  format: z
    .enum(INVOICE_EXPORT_FORMATS, { error: 'must be lines, b2cs, b2cl, cdnur, hsn or docs' })
    .default('lines'),
});
export type InvoiceExportQuery = z.input<typeof invoiceExportQuerySchema>;

/** Inter-state B2C invoices above this (paise) go to GSTR-1's B2CL table, not B2CS. */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;

export const INVOICE_LINES_CSV_COLUMNS = [
  'Invoice Number',
  'Invoice Date',
  'Order',
  'Buyer Name',
  'Buyer State',
  'Place Of Supply',
  'Description',
  'HSN',
  'Quantity',
  'Unit',
  'Rate',
  'Taxable Value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
] as const;

/** As GSTR-1's offline tool names them. */
export const B2CS_CSV_COLUMNS = [
  'Type',
  'Place Of Supply',
  'Rate',
  'Applicable % of Tax Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const;

export const B2CL_CSV_COLUMNS = [
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const;

/** GSTR-1 table 9B, credit notes to unregistered buyers (cdnur), as the offline tool names them. */
export const CDNUR_CSV_COLUMNS = [
  'UR Type',
  'Note Number',
  'Note Date',
  'Note Type',
  'Place Of Supply',
  'Note Value',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
] as const;

/** GSTR-1 table 12, the HSN summary (B2C), as the offline tool names it. */
export const HSN_CSV_COLUMNS = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
] as const;

/** GSTR-1 table 13, the documents issued, as the offline tool names it. */
export const DOCS_CSV_COLUMNS = [
  'Nature of Document',
  'Sr. No. From',
  'Sr. No. To',
  'Total Number',
  'Cancelled',
] as const;
