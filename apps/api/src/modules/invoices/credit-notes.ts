// GST credit notes (CGST Act section 34; issue 38, decision 0030): issued in the transaction of
// the refund, return or return to origin that causes them, the order's row locked. A note credits
// lines of the order's tax invoice, worked back exactly as the invoice did, and across all notes
// never more of a line than the invoice billed: the last credit of a line takes what is left.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  type AdminCreditNote,
  creditNoteNumber,
  type CreditNoteRef,
  financialYearOf,
  paiseToRupees,
  rupeesInWords,
  SERVICE_UNIT,
  sumTaxLines,
  taxableValuePaise,
  unitsPaidPaise,
} from '@storefront/contract';
import type { Database } from '../../db/client';
import {
  creditNoteCounters,
  type CreditNoteRow,
  creditNotes,
  invoices,
  orderEvents,
  orderItems,
  type OrderRow,
  payments,
  type RefundRow,
  refunds,
  stores,
} from '../../db/schema';
import type { CreditNoteData, CreditNoteLine, InvoiceData } from '../../db/stored-shapes';
import { ConflictError, UnprocessableError } from '../../lib/errors';

/** What a credit note credits: goods returned (lines), a reduced value (amount), or all not yet credited. */
export interface CreditAsk {
  lines?: { itemId: number; quantity: number }[];
  amountPaise?: number;
  reason: string;
  refundId?: number;
  returnId?: number;
  /** When issued (tests move it). */
  at?: Date;
  /** Who caused it, as the order's timeline names them; the system when absent. */
  by?: { staffId: number | null; actor: string };
}

/** What is still uncredited of an invoice line, or what a note credits of it. */
interface Figures {
  quantity: number;
  /** What the order's offers took off the pieces (issue 40): gross = amount + discount. */
  discountPaise: number;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** A share of one invoice line to credit: how many pieces (0: value only) and how much. */
interface Credit {
  index: number;
  quantity: number;
  amountPaise: number;
}

/**
 * Issues the order's credit note in the caller's transaction (the order's row locked): null when
 * the order has no tax invoice or nothing is left to credit. Its number is taken last, from a
 * counter row that stays locked until the transaction ends: none skipped, none used twice.
 */
export async function issueCreditNote(
  tx: Database,
  order: OrderRow,
  ask: CreditAsk,
): Promise<CreditNoteRow | null> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id)).limit(1);
  if (!invoice) return null;
  const earlier = await tx
    .select({ data: creditNotes.data })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, order.id))
    .orderBy(asc(creditNotes.id));
  const left = uncredited(
    invoice.data,
    earlier.map((row) => row.data),
  );
  const credits = ask.lines
    ? creditsOfLines(invoice.data, left, await itemIdsOf(tx, order.id, invoice.data), ask.lines)
    : ask.amountPaise !== undefined
      ? creditsOfAmount(left, ask.amountPaise)
      : left.map((line, index) => ({
          index,
          quantity: line.quantity,
          amountPaise: line.amountPaise,
        }));
  const lines = credits
    .filter((credit) => credit.amountPaise > 0)
    .sort((a, b) => a.index - b.index)
    .map((credit) => creditLine(invoice.data, left[credit.index]!, credit));
  if (lines.length === 0) return null;

  const at = ask.at ?? new Date();
  const financialYear = financialYearOf(at);
  const totals = sumTaxLines(
    lines.map((line) => ({ ...line, taxPaise: line.amountPaise - line.taxablePaise })),
  );
  const data: CreditNoteData = {
    ...invoice.data,
    number: '',
    financialYear,
    issuedAt: at.toISOString(),
    invoice: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
    reason: ask.reason,
    lines,
    totals: {
      quantity: lines.reduce(
        (sum, line) => sum + (line.unit === SERVICE_UNIT ? 0 : line.quantity),
        0,
      ),
      ...totals,
    },
    amountInWords: rupeesInWords(totals.amountPaise),
  };
  const [store] = await tx
    .select({ prefix: stores.invoicePrefix })
    .from(stores)
    .where(eq(stores.id, order.storeId));

  // Last: the counter's row is held from here to the commit.
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ storeId: order.storeId, financialYear, lastSeq: 1 })
    .onConflictDoUpdate({
      target: [creditNoteCounters.storeId, creditNoteCounters.financialYear],
      set: { lastSeq: sql`${creditNoteCounters.lastSeq} + 1` },
    })
    .returning({ seq: creditNoteCounters.lastSeq });
  const seq = counter!.seq;
  const number = creditNoteNumber(store!.prefix, financialYear, seq);
  if (!number) {
    throw new ConflictError(
      `Credit note number ${seq} of ${financialYear} would pass 16 characters with the prefix "${store!.prefix}": choose a shorter invoice prefix in the store's tax settings.`,
    );
  }
  const [note] = await tx
    .insert(creditNotes)
    .values({
      storeId: order.storeId,
      orderId: order.id,
      invoiceId: invoice.id,
      number,
      financialYear,
      seq,
      issuedAt: at,
      amountPaise: totals.amountPaise,
      reason: ask.reason,
      refundId: ask.refundId ?? null,
      returnId: ask.returnId ?? null,
      data: { ...data, number },
    })
    .returning();
  const by = ask.by ?? { staffId: null, actor: 'system' };
  await tx.insert(orderEvents).values({
    orderId: order.id,
    type: 'credit_note',
    fromStatus: null,
    toStatus: null,
    staffId: by.staffId,
    actor: by.actor,
    details: {
      creditNote: number,
      amount: paiseToRupees(totals.amountPaise).toFixed(2),
      invoice: invoice.number,
      reason: ask.reason,
    },
  });
  return note!;
}

/**
 * The credit note a refund brings, in its transaction (decision 0030): the invoice is credited
 * down to what the shop keeps. What refunds that are not failed give back, less what was paid
 * above the order's total (a double payment's refund is no change to the sale), less what notes
 * already credit, is what this note credits, at most the refund. So a failed refund's note stays
 * (a tax document is not withdrawn) and asking again credits nothing twice; a return whose goods
 * were credited at receipt is not credited again by its refund. By the refund's lines when they
 * are all still owed, else by value.
 */
export async function issueRefundCreditNote(
  tx: Database,
  order: OrderRow,
  refund: RefundRow,
  { by, returnId }: { by?: CreditAsk['by']; returnId?: number } = {},
): Promise<CreditNoteRow | null> {
  const total = (query: Promise<{ total: string }[]>) =>
    query.then(([row]) => Number(row?.total ?? 0));
  const paid = await total(
    tx
      .select({ total: sql<string>`coalesce(sum(${payments.amountPaise}), 0)::text` })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded'))),
  );
  const refunded = await total(
    tx
      .select({ total: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)::text` })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), ne(refunds.status, 'failed'))),
  );
  const credited = await total(
    tx
      .select({ total: sql<string>`coalesce(sum(${creditNotes.amountPaise}), 0)::text` })
      .from(creditNotes)
      .where(eq(creditNotes.orderId, order.id)),
  );
  const owed = Math.min(
    refund.amountPaise,
    refunded - Math.max(0, paid - order.totalPaise) - credited,
  );
  if (owed <= 0) return null;
  const common = {
    reason: refund.reason,
    refundId: refund.id,
    ...(returnId !== undefined && { returnId }),
    ...(by ? { by } : {}),
  };
  const linesPaise = refund.lines.reduce((sum, line) => sum + line.amountPaise, 0);
  if (refund.lines.length > 0 && owed >= linesPaise) {
    return issueCreditNote(tx, order, {
      ...common,
      lines: refund.lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity })),
    });
  }
  return issueCreditNote(tx, order, { ...common, amountPaise: owed });
}

/** Each invoice line less what earlier notes credited of it. */
function uncredited(invoice: InvoiceData, notes: CreditNoteData[]): Figures[] {
  const left = invoice.lines.map((line) => ({
    quantity: line.quantity,
    discountPaise: line.discountPaise ?? 0,
    amountPaise: line.amountPaise,
    taxablePaise: line.taxablePaise,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
    igstPaise: line.igstPaise,
  }));
  for (const line of notes.flatMap((note) => note.lines)) {
    const rest = left[line.invoiceLine];
    if (!rest) continue;
    rest.quantity -= line.quantity;
    rest.discountPaise -= line.discountPaise ?? 0;
    rest.amountPaise -= line.amountPaise;
    rest.taxablePaise -= line.taxablePaise;
    rest.cgstPaise -= line.cgstPaise;
    rest.sgstPaise -= line.sgstPaise;
    rest.igstPaise -= line.igstPaise;
  }
  return left;
}

/**
 * The order's item ids in the invoice's line order: the invoice lists the order's lines by item
 * id, then the cash-on-delivery fee and shipping (issue.ts: soldLines, codFeeLines,
 * shippingLines).
 */
async function itemIdsOf(
  tx: Pick<Database, 'select'>,
  orderId: string,
  invoice: InvoiceData,
): Promise<number[]> {
  const items = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const goods = invoice.lines.filter((line) => line.unit !== SERVICE_UNIT).length;
  if (items.length !== goods) {
    throw new Error(`Order ${orderId} has ${items.length} lines but its invoice ${goods}`);
  }
  return items.map((item) => item.id);
}

/**
 * Goods returned: each asked line's pieces at what they paid (the invoice line's amount, its
 * discount taken off, per piece; the last piece takes what is left), never more than is left.
 */
function creditsOfLines(
  invoice: InvoiceData,
  left: Figures[],
  itemIds: number[],
  asked: { itemId: number; quantity: number }[],
): Credit[] {
  const byIndex = new Map<number, number>();
  asked.forEach((line, position) => {
    const index = itemIds.indexOf(line.itemId);
    if (index < 0) {
      throw new UnprocessableError(`lines.${position}.itemId: not a line of this order`);
    }
    byIndex.set(index, (byIndex.get(index) ?? 0) + line.quantity);
  });
  return [...byIndex].map(([index, asked]) => {
    const rest = left[index]!;
    const quantity = Math.min(asked, Math.max(0, rest.quantity));
    const line = invoice.lines[index]!;
    const amountPaise =
      quantity >= rest.quantity
        ? rest.amountPaise
        : Math.min(
            rest.amountPaise,
            unitsPaidPaise(
              line.amountPaise,
              line.quantity,
              quantity,
              line.quantity - rest.quantity,
            ),
          );
    return { index, quantity, amountPaise };
  });
}

/**
 * A reduced value: spread over the lines in proportion to what is left of each, to the paisa,
 * the odd paise to the lines with most left. A line given all that is left of it is credited
 * with its pieces too; otherwise the note credits value only.
 */
function creditsOfAmount(left: Figures[], amountPaise: number): Credit[] {
  const open = left
    .map((line, index) => ({ index, rest: line.amountPaise }))
    .filter((line) => line.rest > 0);
  const total = open.reduce((sum, line) => sum + line.rest, 0);
  const full = (index: number, amount: number) =>
    amount >= left[index]!.amountPaise ? left[index]!.quantity : 0;
  if (amountPaise >= total) {
    return open.map(({ index, rest }) => ({
      index,
      quantity: full(index, rest),
      amountPaise: rest,
    }));
  }
  const shares = open.map(({ index, rest }) => ({
    index,
    rest,
    amountPaise: Number((BigInt(amountPaise) * BigInt(rest)) / BigInt(total)),
  }));
  let remainder = amountPaise - shares.reduce((sum, share) => sum + share.amountPaise, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    const extra = Math.min(remainder, share.rest - share.amountPaise);
    share.amountPaise += extra;
    remainder -= extra;
  }
  return shares.map(({ index, amountPaise: share }) => ({
    index,
    quantity: full(index, share),
    amountPaise: share,
  }));
}

/**
 * The credited share of an invoice line, its tax worked back at the line's rate and split as the
 * invoice split it; all that is left of the line takes exactly the rest, so the notes of a line
 * add up to the invoice line to the paisa.
 */
function creditLine(invoice: InvoiceData, rest: Figures, credit: Credit): CreditNoteLine {
  const line = invoice.lines[credit.index]!;
  const all = credit.amountPaise >= rest.amountPaise;
  let figures: Figures;
  if (all) {
    figures = { ...rest };
  } else {
    const amountPaise = credit.amountPaise;
    const taxablePaise = Math.min(
      taxableValuePaise(amountPaise, line.ratePercent),
      rest.taxablePaise,
    );
    const taxPaise = amountPaise - taxablePaise;
    // Pieces back carry their share of the line's discount: what their price came to less what
    // they paid. A value reduced alone carries none.
    const discountPaise =
      credit.quantity > 0
        ? Math.min(
            Math.max(0, rest.discountPaise),
            Math.max(0, line.unitPricePaise * credit.quantity - amountPaise),
          )
        : 0;
    let cgstPaise = 0;
    let sgstPaise = 0;
    if (invoice.intraState) {
      // CGST takes the odd paisa, as on the invoice, unless the line has no more of it to give.
      cgstPaise = Math.min(Math.ceil(taxPaise / 2), rest.cgstPaise);
      sgstPaise = taxPaise - cgstPaise;
    }
    figures = {
      quantity: credit.quantity,
      discountPaise,
      amountPaise,
      taxablePaise,
      cgstPaise,
      sgstPaise,
      igstPaise: invoice.intraState ? 0 : taxPaise,
    };
  }
  const { discountPaise, ...credited } = figures;
  return {
    invoiceLine: credit.index,
    description: line.description,
    hsn: line.hsn,
    unit: line.unit,
    unitPricePaise: line.unitPricePaise,
    ratePercent: line.ratePercent,
    ...credited,
    ...(discountPaise > 0 ? { discountPaise } : {}),
  };
}

// ─── Reading ───────────────────────────────────────────────────────────────────────────────────

/** What the order answers show of a credit note. */
export type OrderCreditNote = Pick<
  CreditNoteRow,
  'orderId' | 'number' | 'issuedAt' | 'amountPaise' | 'reason' | 'refundId' | 'returnId'
>;

/** The orders' credit notes, oldest first, by order id: one query for a page of orders. */
export async function creditNotesOf(
  db: Pick<Database, 'select'>,
  orderIds: string[],
): Promise<Map<string, OrderCreditNote[]>> {
  const byOrder = new Map<string, OrderCreditNote[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: creditNotes.orderId,
      number: creditNotes.number,
      issuedAt: creditNotes.issuedAt,
      amountPaise: creditNotes.amountPaise,
      reason: creditNotes.reason,
      refundId: creditNotes.refundId,
      returnId: creditNotes.returnId,
    })
    .from(creditNotes)
    .where(inArray(creditNotes.orderId, orderIds))
    .orderBy(asc(creditNotes.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

export const toCreditNoteRef = (note: OrderCreditNote): CreditNoteRef => ({
  number: note.number,
  date: note.issuedAt.toISOString(),
  amount: paiseToRupees(note.amountPaise),
});

export const toAdminCreditNote = (note: OrderCreditNote): AdminCreditNote => ({
  ...toCreditNoteRef(note),
  reason: note.reason,
  refundId: note.refundId,
  returnId: note.returnId,
});
