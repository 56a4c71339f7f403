import { eq, sql } from 'drizzle-orm';
import {
  COD_FEE_GST_RATE,
  COD_FEE_LABEL,
  COD_FEE_SAC,
  SERVICE_UNIT,
  SHIPPING_LABEL,
  SHIPPING_SAC,
  deliveryState,
  financialYearOf,
  gstBreakup,
  type IndianState,
  invoiceNumber,
  linePaidPaise,
  rupeesInWords,
  stateByCode,
} from '@storefront/contract';
import type { Database } from '../../db/client';
import {
  invoiceCounters,
  invoices,
  orderItems,
  type OrderRow,
  products,
  type StoreRow,
  stores,
} from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import type { InvoiceData } from './invoice-data';

/** A line as the invoice needs it: what was sold, at what price and rate, in which unit. */
export interface SoldLine {
  title: string;
  size: string | null;
  color: string | null;
  quantity: number;
  unitPricePaise: number;
  /** What the order's offers took off the line (issue 40); 0 or absent when none. */
  discountPaise?: number;
  hsn: string;
  gstRate: number;
  netQuantity: string | null;
  /** A service billed with the goods (the cash-on-delivery fee): its `hsn` is a SAC. */
  service?: boolean;
}

/** GST's unit quantity code: a service's, pairs for what is sold by the pair, else numbers. */
const unitOf = (line: Pick<SoldLine, 'netQuantity' | 'service'>) =>
  line.service
    ? SERVICE_UNIT
    : line.netQuantity && /\bpairs?\b/i.test(line.netQuantity)
      ? 'PRS'
      : 'NOS';

/** The invoice as issued, from the store, the order and its lines: every figure in paise. */
export function buildInvoiceData({
  number,
  financialYear,
  issuedAt,
  store,
  order,
  lines,
}: {
  number: string;
  financialYear: string;
  issuedAt: Date;
  store: Pick<
    StoreRow,
    | 'storeName'
    | 'companyName'
    | 'companyAddress'
    | 'companyEmail'
    | 'companyPhone'
    | 'legalName'
    | 'registeredAddress'
    | 'gstin'
    | 'stateCode'
  >;
  order: Pick<
    OrderRow,
    'id' | 'createdAt' | 'fullName' | 'address' | 'city' | 'state' | 'postalCode' | 'phone'
  >;
  lines: SoldLine[];
}): InvoiceData {
  const supplierState = stateByCode(store.stateCode ?? '');
  if (!store.gstin || !supplierState) {
    throw new Error('A tax invoice needs the store’s GSTIN and state');
  }
  const buyerState = placeOfSupply(order);
  const intraState = buyerState.code === supplierState.code;
  const taxed = gstBreakup(
    // Worked back from what the shopper paid for each line, its discount taken off (issue 40).
    lines.map((line) => ({ amountPaise: linePaidPaise(line), ratePercent: line.gstRate })),
    { intraState },
  );
  const legalName = store.legalName ?? store.companyName;
  const place = { code: buyerState.code, name: buyerState.name };
  return {
    number,
    financialYear,
    issuedAt: issuedAt.toISOString(),
    orderId: order.id,
    orderedAt: order.createdAt.toISOString(),
    supplier: {
      legalName,
      tradeName: store.storeName,
      address: store.registeredAddress ?? store.companyAddress,
      gstin: store.gstin,
      state: { code: supplierState.code, name: supplierState.name },
      email: store.companyEmail,
      phone: store.companyPhone,
    },
    buyer: {
      name: order.fullName,
      address: order.address,
      city: order.city,
      postalCode: order.postalCode,
      phone: order.phone,
      state: place,
    },
    placeOfSupply: place,
    intraState,
    reverseCharge: false,
    lines: lines.map((line, index) => {
      const tax = taxed.lines[index]!;
      const options = [line.size, line.color].filter(Boolean).join(', ');
      return {
        description: options ? `${line.title} (${options})` : line.title,
        hsn: line.hsn,
        quantity: line.quantity,
        unit: unitOf(line),
        unitPricePaise: line.unitPricePaise,
        ratePercent: line.gstRate,
        // Only on a discounted line: a line without stays as invoices were before offers.
        ...(line.discountPaise ? { discountPaise: line.discountPaise } : {}),
        amountPaise: tax.amountPaise,
        taxablePaise: tax.taxablePaise,
        cgstPaise: tax.cgstPaise,
        sgstPaise: tax.sgstPaise,
        igstPaise: tax.igstPaise,
      };
    }),
    totals: {
      // The goods' quantity: a fee is not a piece in the parcel.
      quantity: lines.reduce((sum, line) => sum + (line.service ? 0 : line.quantity), 0),
      amountPaise: taxed.totals.amountPaise,
      taxablePaise: taxed.totals.taxablePaise,
      cgstPaise: taxed.totals.cgstPaise,
      sgstPaise: taxed.totals.sgstPaise,
      igstPaise: taxed.totals.igstPaise,
      taxPaise: taxed.totals.taxPaise,
    },
    amountInWords: rupeesInWords(taxed.totals.amountPaise),
  };
}

/** The delivery state: GST's place of supply for goods delivered to a consumer. */
function placeOfSupply(order: Pick<OrderRow, 'state' | 'postalCode'>): IndianState {
  const state = deliveryState(order);
  if (!state) {
    throw new ConflictError(
      `The delivery address's state "${order.state}" (PIN ${order.postalCode}) is not an Indian state or union territory: the tax invoice needs one.`,
    );
  }
  return state;
}

/** An invoice drawn up, not yet numbered: issueInvoice numbers and keeps it. */
export interface InvoiceDraft {
  storeId: number;
  orderId: string;
  prefix: string;
  issuedAt: Date;
  data: InvoiceData;
}

/**
 * Draws up the order's tax invoice as of `issuedAt`, for the transaction that ships it. Null when
 * the store is not registered for GST. A line whose HSN code or GST rate is unknown, or an
 * address in no Indian state, refuses the shipment (409).
 */
export async function draftInvoice(
  tx: Pick<Database, 'select'>,
  order: OrderRow,
  issuedAt: Date,
): Promise<InvoiceDraft | null> {
  const [store] = await tx.select().from(stores).where(eq(stores.id, order.storeId));
  if (!store?.gstin) return null;
  const goods = await soldLines(tx, order.id);
  const lines = [...goods, ...codFeeLines(order), ...shippingLines(order, goods)];
  const data = buildInvoiceData({
    number: '',
    financialYear: financialYearOf(issuedAt),
    issuedAt,
    store,
    order,
    lines,
  });
  return { storeId: store.id, orderId: order.id, prefix: store.invoicePrefix, issuedAt, data };
}

/**
 * The cash-on-delivery fee the order's total includes, as a taxable line of its own: a service
 * (SAC 998599) at 18 % GST, worked back from the fee paid like every line (decision 0029).
 */
export function codFeeLines(order: Pick<OrderRow, 'codFeePaise'>): SoldLine[] {
  if (order.codFeePaise <= 0) return [];
  return [
    {
      title: COD_FEE_LABEL,
      size: null,
      color: null,
      quantity: 1,
      unitPricePaise: order.codFeePaise,
      hsn: COD_FEE_SAC,
      gstRate: COD_FEE_GST_RATE,
      netQuantity: null,
      service: true,
    },
  ];
}

/**
 * The shipping charge the order's total includes, as a line of its own after the fee: a service
 * (SAC 996812) taxed at the highest rate of the goods it carries, a composite supply whose
 * principal supply is the goods (decision 0032). Worked back from the charge like every line.
 */
export function shippingLines(
  order: Pick<OrderRow, 'shippingPaise'>,
  goods: Pick<SoldLine, 'gstRate'>[],
): SoldLine[] {
  if (order.shippingPaise <= 0) return [];
  return [
    {
      title: SHIPPING_LABEL,
      size: null,
      color: null,
      quantity: 1,
      unitPricePaise: order.shippingPaise,
      hsn: SHIPPING_SAC,
      gstRate: Math.max(0, ...goods.map((line) => line.gstRate)),
      netQuantity: null,
      service: true,
    },
  ];
}

/**
 * Numbers the invoice and keeps it: the next number of the store's financial year, taken with
 * an upsert whose row stays locked until the transaction ends. The next shipment of the store
 * waits for it, and a rollback gives the number back: none skipped, none used twice. Answers
 * the number.
 */
export async function issueInvoice(
  tx: Pick<Database, 'insert'>,
  draft: InvoiceDraft,
): Promise<string> {
  const { financialYear } = draft.data;
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ storeId: draft.storeId, financialYear, lastSeq: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.storeId, invoiceCounters.financialYear],
      set: { lastSeq: sql`${invoiceCounters.lastSeq} + 1` },
    })
    .returning({ seq: invoiceCounters.lastSeq });
  const seq = counter!.seq;
  const number = invoiceNumber(draft.prefix, financialYear, seq);
  if (!number) {
    throw new ConflictError(
      `Invoice number ${seq} of ${financialYear} would pass 16 characters with the prefix "${draft.prefix}": choose a shorter invoice prefix in the store's tax settings.`,
    );
  }
  await tx.insert(invoices).values({
    storeId: draft.storeId,
    orderId: draft.orderId,
    number,
    financialYear,
    seq,
    issuedAt: draft.issuedAt,
    data: { ...draft.data, number },
  });
  return number;
}

/**
 * The order's lines with the HSN code and GST rate they were sold at; for lines from before the
 * order kept them, the product's own. 409 naming the product when neither is known.
 */
async function soldLines(tx: Pick<Database, 'select'>, orderId: string): Promise<SoldLine[]> {
  const rows = await tx
    .select({
      item: orderItems,
      productHsn: products.hsn,
      productRate: products.gstRate,
      netQuantity: products.netQuantity,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return rows.map(({ item, productHsn, productRate, netQuantity }) => {
    const hsn = item.hsn ?? productHsn;
    const gstRate = item.gstRate ?? productRate;
    if (hsn === null || gstRate === null) {
      throw new ConflictError(
        `"${item.title}" has no ${hsn === null ? 'HSN code' : 'GST rate'}: set it on the product, then ship the order (its tax invoice needs it).`,
      );
    }
    return {
      title: item.title,
      size: item.size,
      color: item.color,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      discountPaise: item.discountPaise,
      hsn,
      gstRate,
      netQuantity,
    };
  });
}
