import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import {
  B2CL_CSV_COLUMNS,
  B2CL_THRESHOLD_PAISE,
  B2CS_CSV_COLUMNS,
  INVOICE_LINES_CSV_COLUMNS,
  type InvoiceExportFormat,
  type InvoiceList,
  type invoiceListQuerySchema,
  normaliseOrderId,
  paiseToRupees,
} from '@storefront/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { type InvoiceRow, invoices, orders } from '../../db/schema';
import { csvText } from '../../lib/csv';
import { NotFoundError } from '../../lib/errors';
import { ORDER_NOT_FOUND } from '../orders';
import type { InvoiceData } from './invoice-data';
import { invoiceDate } from './invoice-pdf';

export const NO_INVOICE_YET =
  'This order has no tax invoice yet: it is issued when the order ships.';

/** Midnight at the start of a month in India (IST is always UTC+05:30): "2026-11". */
function monthStart(month: string, add = 0): Date {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + add, 1) - 330 * 60 * 1000);
}

const inMonth = (month: string): SQL =>
  and(gte(invoices.issuedAt, monthStart(month)), lt(invoices.issuedAt, monthStart(month, 1)))!;

const placeLabel = (place: { code: string; name: string }) => `${place.code}-${place.name}`;
/** Rupees with two decimals and no grouping, as spreadsheets and GSTR-1's tool read them. */
const plain = (paise: number) => (paise / 100).toFixed(2);

type ListQuery = z.output<typeof invoiceListQuerySchema>;

/** Invoices an export reads at once. */
const EXPORT_PAGE = 500;

export type InvoiceService = ReturnType<typeof createInvoiceService>;

export function createInvoiceService(db: Database) {
  /**
   * The invoice of one of the store's orders: a shopper's own (userId), or any for staff. The
   * same 404 as order tracking for an order that is not theirs; another when it has none yet.
   */
  async function forOrder(
    storeId: number,
    rawOrderId: string,
    { userId }: { userId?: number } = {},
  ): Promise<InvoiceRow> {
    const [row] = await db
      .select({ invoice: invoices, orderId: orders.id })
      .from(orders)
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(
        and(
          eq(orders.storeId, storeId),
          eq(orders.id, normaliseOrderId(rawOrderId)),
          userId === undefined ? undefined : eq(orders.userId, userId),
        ),
      )
      .limit(1);
    if (!row) throw new NotFoundError(userId === undefined ? 'Order not found' : ORDER_NOT_FOUND);
    if (!row.invoice) throw new NotFoundError(NO_INVOICE_YET);
    return row.invoice;
  }

  /** A page of the store's invoices, newest first, of one month (IST) when asked. */
  async function list(storeId: number, query: ListQuery): Promise<InvoiceList> {
    const { page, limit } = query;
    const where = and(
      eq(invoices.storeId, storeId),
      query.month ? inMonth(query.month) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.issuedAt), desc(invoices.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(invoices)
        .where(where),
    ]);
    return {
      data: rows.map(({ data, number, orderId, issuedAt, financialYear }) => ({
        number,
        orderId,
        issuedAt: issuedAt.toISOString(),
        financialYear,
        buyerName: data.buyer.name,
        placeOfSupply: placeLabel(data.placeOfSupply),
        taxableValue: paiseToRupees(data.totals.taxablePaise),
        cgst: paiseToRupees(data.totals.cgstPaise),
        sgst: paiseToRupees(data.totals.sgstPaise),
        igst: paiseToRupees(data.totals.igstPaise),
        total: paiseToRupees(data.totals.amountPaise),
      })),
      pagination: { page, limit, total: counted?.total ?? 0 },
    };
  }

  /**
   * The month's invoices (IST), oldest first, as the accountant's CSV in one of its layouts: read
   * EXPORT_PAGE at a time, `progress` told after each page (a job's progress bar), and how many.
   */
  async function exportMonth(
    storeId: number,
    month: string,
    format: InvoiceExportFormat,
    progress: (done: number, total: number) => Promise<void> = async () => {},
  ): Promise<{ csv: string; invoices: number }> {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(eq(invoices.storeId, storeId), inMonth(month)));
    const total = counted?.total ?? 0;
    const issued: InvoiceData[] = [];
    let after: { issuedAt: Date; id: number } | null = null;
    for (;;) {
      const page: { data: InvoiceData; issuedAt: Date; id: number }[] = await db
        .select({ data: invoices.data, issuedAt: invoices.issuedAt, id: invoices.id })
        .from(invoices)
        .where(
          and(
            eq(invoices.storeId, storeId),
            inMonth(month),
            after
              ? sql`(${invoices.issuedAt}, ${invoices.id}) > (${after.issuedAt}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(invoices.issuedAt, invoices.id)
        .limit(EXPORT_PAGE);
      issued.push(...page.map((row) => row.data));
      await progress(issued.length, Math.max(total, issued.length));
      if (page.length < EXPORT_PAGE) break;
      after = page.at(-1)!;
    }
    const csv =
      format === 'b2cs' ? b2csCsv(issued) : format === 'b2cl' ? b2clCsv(issued) : linesCsv(issued);
    return { csv, invoices: issued.length };
  }

  /** The month's invoices as CSV, read whole (GET /admin/invoices/export). */
  const exportCsv = async (storeId: number, month: string, format: InvoiceExportFormat) =>
    (await exportMonth(storeId, month, format)).csv;

  return { forOrder, list, exportCsv, exportMonth };
}

/** One row per invoice line: what the accountant reconciles against the books. */
function linesCsv(issued: InvoiceData[]): string {
  const rows = issued.flatMap((invoice) =>
    invoice.lines.map((line) => [
      invoice.number,
      invoiceDate(invoice.issuedAt),
      invoice.orderId,
      invoice.buyer.name,
      placeLabel(invoice.buyer.state),
      placeLabel(invoice.placeOfSupply),
      line.description,
      line.hsn,
      String(line.quantity),
      line.unit,
      String(line.ratePercent),
      plain(line.taxablePaise),
      plain(line.cgstPaise),
      plain(line.sgstPaise),
      plain(line.igstPaise),
      plain(line.amountPaise),
    ]),
  );
  return csvText([[...INVOICE_LINES_CSV_COLUMNS], ...rows]);
}

/** B2C large: an inter-state invoice to a consumer above ₹1,00,000 (GSTR-1 table 5). */
const isLarge = (invoice: InvoiceData) =>
  !invoice.intraState && invoice.totals.amountPaise > B2CL_THRESHOLD_PAISE;

/** Each invoice's lines summed by rate. */
function byRate(invoice: InvoiceData) {
  const rates = new Map<number, number>();
  for (const line of invoice.lines) {
    rates.set(line.ratePercent, (rates.get(line.ratePercent) ?? 0) + line.taxablePaise);
  }
  return [...rates].sort(([a], [b]) => a - b);
}

/**
 * GSTR-1 table 7 (B2C small): taxable value by place of supply and rate, over every invoice
 * that is not B2C large. Type OE: sales not made through an e-commerce operator.
 */
function b2csCsv(issued: InvoiceData[]): string {
  const sums = new Map<string, { place: string; rate: number; taxablePaise: number }>();
  for (const invoice of issued.filter((invoice) => !isLarge(invoice))) {
    const place = placeLabel(invoice.placeOfSupply);
    for (const [rate, taxablePaise] of byRate(invoice)) {
      const key = `${place} ${rate}`;
      const sum = sums.get(key) ?? { place, rate, taxablePaise: 0 };
      sum.taxablePaise += taxablePaise;
      sums.set(key, sum);
    }
  }
  const rows = [...sums.values()]
    .sort((a, b) => (a.place < b.place ? -1 : a.place > b.place ? 1 : a.rate - b.rate))
    .map((sum) => ['OE', sum.place, String(sum.rate), '', plain(sum.taxablePaise), '', '']);
  return csvText([[...B2CS_CSV_COLUMNS], ...rows]);
}

/** GSTR-1 table 5 (B2C large): one row per invoice and rate. */
function b2clCsv(issued: InvoiceData[]): string {
  const rows = issued
    .filter(isLarge)
    .flatMap((invoice) =>
      byRate(invoice).map(([rate, taxablePaise]) => [
        invoice.number,
        invoiceDate(invoice.issuedAt),
        plain(invoice.totals.amountPaise),
        placeLabel(invoice.placeOfSupply),
        '',
        String(rate),
        plain(taxablePaise),
        '',
        '',
      ]),
    );
  return csvText([[...B2CL_CSV_COLUMNS], ...rows]);
}
