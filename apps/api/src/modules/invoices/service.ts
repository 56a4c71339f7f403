import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import {
  B2CL_CSV_COLUMNS,
  B2CL_THRESHOLD_PAISE,
  B2CS_CSV_COLUMNS,
  CDNUR_CSV_COLUMNS,
  DOCS_CSV_COLUMNS,
  HSN_CSV_COLUMNS,
  INVOICE_LINES_CSV_COLUMNS,
  type CreditNoteList,
  type InvoiceExportFormat,
  type InvoiceList,
  type invoiceListQuerySchema,
  normaliseOrderId,
  paiseToRupees,
} from '@storefront/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  type CreditNoteRow,
  creditNotes,
  type InvoiceRow,
  invoices,
  orders,
} from '../../db/schema';
import { csvText } from '../../lib/csv';
import { NotFoundError } from '../../lib/errors';
import { ORDER_NOT_FOUND } from '../orders';
import type { CreditNoteData } from '../../db/stored-shapes';
import type { InvoiceData } from './invoice-data';
import { invoiceDate } from './invoice-pdf';

export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';

/** "CK-26-27-C0001", as the PDF's file name writes it, back to "CK/26-27/C0001"; else as given. */
const creditNoteNumberOf = (raw: string) =>
  raw.includes('/') ? raw : raw.replace(/^([A-Za-z0-9]{1,4})-(\d{2}-\d{2})-(C\d+)$/, '$1/$2/$3');

export const NO_INVOICE_YET =
  'This order has no tax invoice yet: it is issued when the order ships.';

/** Midnight at the start of a month in India (IST is always UTC+05:30): "2026-11". */
function monthStart(month: string, add = 0): Date {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + add, 1) - 330 * 60 * 1000);
}

/** Documents (invoices or credit notes) issued in a month of India's calendar. */
const issuedInMonth =
  (issuedAt: typeof invoices.issuedAt | typeof creditNotes.issuedAt) =>
  (month: string): SQL =>
    and(gte(issuedAt, monthStart(month)), lt(issuedAt, monthStart(month, 1)))!;
const inMonth = issuedInMonth(invoices.issuedAt);
const notesInMonth = issuedInMonth(creditNotes.issuedAt);

/** A tax document's row as the back office's lists show it: who, where, and its figures. */
function documentSummary({
  data,
  number,
  orderId,
  issuedAt,
  financialYear,
}: {
  data: InvoiceData;
  number: string;
  orderId: string;
  issuedAt: Date;
  financialYear: string;
}) {
  return {
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
  };
}

/** A credit note in an export: as issued, and the total of the invoice it corrects. */
interface MonthNote {
  data: CreditNoteData;
  invoicePaise: number;
}

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

  /**
   * A credit note of one of the store's orders, by its number: a shopper's own order (userId),
   * or any for staff. The same 404 as order tracking for an order that is not theirs.
   */
  async function creditNoteFor(
    storeId: number,
    rawOrderId: string,
    rawNumber: string,
    { userId }: { userId?: number } = {},
  ): Promise<CreditNoteRow> {
    const [row] = await db
      .select({ note: creditNotes, orderId: orders.id })
      .from(orders)
      .leftJoin(
        creditNotes,
        and(
          eq(creditNotes.orderId, orders.id),
          eq(creditNotes.number, creditNoteNumberOf(rawNumber)),
        ),
      )
      .where(
        and(
          eq(orders.storeId, storeId),
          eq(orders.id, normaliseOrderId(rawOrderId)),
          userId === undefined ? undefined : eq(orders.userId, userId),
        ),
      )
      .limit(1);
    if (!row) throw new NotFoundError(userId === undefined ? 'Order not found' : ORDER_NOT_FOUND);
    if (!row.note) throw new NotFoundError(CREDIT_NOTE_NOT_FOUND);
    return row.note;
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
      data: rows.map(documentSummary),
      pagination: { page, limit, total: counted?.total ?? 0 },
    };
  }

  /** A page of the store's credit notes, newest first, of one month (IST) when asked. */
  async function listCreditNotes(storeId: number, query: ListQuery): Promise<CreditNoteList> {
    const { page, limit } = query;
    const where = and(
      eq(creditNotes.storeId, storeId),
      query.month ? notesInMonth(query.month) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(creditNotes)
        .where(where)
        .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(creditNotes)
        .where(where),
    ]);
    return {
      data: rows.map((row) => ({
        ...documentSummary(row),
        invoiceNumber: row.data.invoice.number,
        reason: row.reason,
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
    const notes = ['b2cs', 'cdnur', 'hsn', 'docs'].includes(format)
      ? await monthNotes(storeId, month)
      : [];
    const csv =
      format === 'b2cs'
        ? b2csCsv(issued, notes)
        : format === 'b2cl'
          ? b2clCsv(issued)
          : format === 'cdnur'
            ? cdnurCsv(notes)
            : format === 'hsn'
              ? hsnCsv(issued, notes)
              : format === 'docs'
                ? docsCsv(issued, notes)
                : linesCsv(issued);
    return { csv, invoices: issued.length };
  }

  /** The month's credit notes (IST), oldest first, read EXPORT_PAGE at a time. */
  async function monthNotes(storeId: number, month: string): Promise<MonthNote[]> {
    const found: MonthNote[] = [];
    let after: { issuedAt: Date; id: number } | null = null;
    for (;;) {
      const page: (MonthNote & { issuedAt: Date; id: number })[] = await db
        .select({
          data: creditNotes.data,
          invoicePaise: sql<number>`(${invoices.data}->'totals'->>'amountPaise')::bigint`.mapWith(
            Number,
          ),
          issuedAt: creditNotes.issuedAt,
          id: creditNotes.id,
        })
        .from(creditNotes)
        .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
        .where(
          and(
            eq(creditNotes.storeId, storeId),
            notesInMonth(month),
            after
              ? sql`(${creditNotes.issuedAt}, ${creditNotes.id}) > (${after.issuedAt}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(creditNotes.issuedAt, creditNotes.id)
        .limit(EXPORT_PAGE);
      found.push(...page.map(({ data, invoicePaise }) => ({ data, invoicePaise })));
      if (page.length < EXPORT_PAGE) return found;
      after = page.at(-1)!;
    }
  }

  /** The month's invoices as CSV, read whole (GET /admin/invoices/export). */
  const exportCsv = async (storeId: number, month: string, format: InvoiceExportFormat) =>
    (await exportMonth(storeId, month, format)).csv;

  return { forOrder, creditNoteFor, list, listCreditNotes, exportCsv, exportMonth };
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
/** A credit note against a B2C large invoice: GSTR-1 table 9B (cdnur), else netted in B2CS. */
const isLargeNote = (note: MonthNote) =>
  !note.data.intraState && note.invoicePaise > B2CL_THRESHOLD_PAISE;

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
function b2csCsv(issued: InvoiceData[], notes: MonthNote[]): string {
  const sums = new Map<string, { place: string; rate: number; taxablePaise: number }>();
  const add = (document: InvoiceData, sign: 1 | -1) => {
    const place = placeLabel(document.placeOfSupply);
    for (const [rate, taxablePaise] of byRate(document)) {
      const key = `${place} ${rate}`;
      const sum = sums.get(key) ?? { place, rate, taxablePaise: 0 };
      sum.taxablePaise += sign * taxablePaise;
      sums.set(key, sum);
    }
  };
  for (const invoice of issued.filter((invoice) => !isLarge(invoice))) add(invoice, 1);
  // Net of the month's credit notes on B2C small invoices, of this month's or an earlier one's.
  for (const note of notes.filter((note) => !isLargeNote(note))) add(note.data, -1);
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

/** GSTR-1 table 9B for unregistered buyers (cdnur): notes on B2C large invoices, one row per note and rate. */
function cdnurCsv(notes: MonthNote[]): string {
  const rows = notes
    .filter(isLargeNote)
    .flatMap(({ data }) =>
      byRate(data).map(([rate, taxablePaise]) => [
        'B2CL',
        data.number,
        invoiceDate(data.issuedAt),
        'C',
        placeLabel(data.placeOfSupply),
        plain(data.totals.amountPaise),
        '',
        String(rate),
        plain(taxablePaise),
        '',
      ]),
    );
  return csvText([[...CDNUR_CSV_COLUMNS], ...rows]);
}

/**
 * GSTR-1 table 12 (HSN summary, B2C): the month's invoice lines less its credit notes' lines, by
 * HSN, rate and unit. A credit of value alone lowers the values, not the quantity.
 */
function hsnCsv(issued: InvoiceData[], notes: MonthNote[]): string {
  const sums = new Map<
    string,
    {
      hsn: string;
      description: string;
      unit: string;
      rate: number;
      quantity: number;
      amountPaise: number;
      taxablePaise: number;
      igstPaise: number;
      cgstPaise: number;
      sgstPaise: number;
    }
  >();
  const add = (document: InvoiceData, sign: 1 | -1) => {
    for (const line of document.lines) {
      const key = `${line.hsn} ${line.ratePercent} ${line.unit}`;
      const sum = sums.get(key) ?? {
        hsn: line.hsn,
        description: line.description,
        unit: line.unit,
        rate: line.ratePercent,
        quantity: 0,
        amountPaise: 0,
        taxablePaise: 0,
        igstPaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
      };
      sum.quantity += sign * line.quantity;
      sum.amountPaise += sign * line.amountPaise;
      sum.taxablePaise += sign * line.taxablePaise;
      sum.igstPaise += sign * line.igstPaise;
      sum.cgstPaise += sign * line.cgstPaise;
      sum.sgstPaise += sign * line.sgstPaise;
      sums.set(key, sum);
    }
  };
  for (const invoice of issued) add(invoice, 1);
  for (const note of notes) add(note.data, -1);
  const rows = [...sums.values()]
    .sort((a, b) => (a.hsn < b.hsn ? -1 : a.hsn > b.hsn ? 1 : a.rate - b.rate))
    .map((sum) => [
      sum.hsn,
      sum.description,
      sum.unit,
      String(sum.quantity),
      plain(sum.amountPaise),
      String(sum.rate),
      plain(sum.taxablePaise),
      plain(sum.igstPaise),
      plain(sum.cgstPaise),
      plain(sum.sgstPaise),
      '',
    ]);
  return csvText([[...HSN_CSV_COLUMNS], ...rows]);
}

/**
 * GSTR-1 table 13 (documents issued): the month's invoices and credit notes, each series' first
 * and last number and how many. None is ever cancelled: an issued invoice is corrected by a
 * credit note, never withdrawn.
 */
function docsCsv(issued: InvoiceData[], notes: MonthNote[]): string {
  const series = (nature: string, numbers: string[]) =>
    numbers.length === 0
      ? []
      : [[nature, numbers[0]!, numbers.at(-1)!, String(numbers.length), '0']];
  // Oldest first, so in the order numbers were taken.
  const rows = [
    ...series(
      'Invoices for outward supply',
      issued.map((invoice) => invoice.number),
    ),
    ...series(
      'Credit Note',
      notes.map((note) => note.data.number),
    ),
  ];
  return csvText([[...DOCS_CSV_COLUMNS], ...rows]);
}
