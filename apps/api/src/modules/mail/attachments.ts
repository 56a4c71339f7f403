import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type InvoiceRow, invoices, type MailOutboxRow } from '../../db/schema';
import { invoiceFileName } from '@storefront/contract';
import type { InvoiceData } from '../invoices';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The order a shipped mail is about, when the mail is one. */
const shippedOrderId = (row: Pick<MailOutboxRow, 'kind' | 'data'>) =>
  row.kind === 'order_shipped' && typeof row.data.orderId === 'string' ? row.data.orderId : null;

/**
 * The tax invoices the mails carry, by mail id: a shipped order's mail carries its invoice (a
 * store without a GSTIN issues none). Read at send time, not kept with the mail: the invoice is
 * fixed when issued and its PDF is the same bytes every time, so a retry sends the same file.
 */
export async function mailInvoices(
  db: Pick<Database, 'select'>,
  rows: Pick<MailOutboxRow, 'id' | 'storeId' | 'kind' | 'data'>[],
): Promise<Map<number, InvoiceRow>> {
  const shipped = rows.flatMap((row) => {
    const orderId = shippedOrderId(row);
    return orderId ? [{ row, orderId }] : [];
  });
  if (shipped.length === 0) return new Map();
  const found = await db
    .select()
    .from(invoices)
    .where(
      inArray(
        invoices.orderId,
        shipped.map((mail) => mail.orderId),
      ),
    );
  const byOrder = new Map(found.map((invoice) => [invoice.orderId, invoice]));
  const result = new Map<number, InvoiceRow>();
  for (const { row, orderId } of shipped) {
    const invoice = byOrder.get(orderId);
    // Another store's order never lends its invoice.
    if (invoice && invoice.storeId === row.storeId) result.set(row.id, invoice);
  }
  return result;
}

/** The files a mail carries (the shipped mail's tax invoice), rendered for sending. */
export async function mailAttachments(
  db: Pick<Database, 'select'>,
  row: Pick<MailOutboxRow, 'id' | 'storeId' | 'kind' | 'data'>,
  renderInvoice: (data: InvoiceData) => Promise<Buffer>,
): Promise<MailAttachment[]> {
  const invoice = (await mailInvoices(db, [row])).get(row.id);
  if (!invoice) return [];
  return [
    {
      filename: invoiceFileName(invoice.number),
      contentType: 'application/pdf',
      content: await renderInvoice(invoice.data),
    },
  ];
}
