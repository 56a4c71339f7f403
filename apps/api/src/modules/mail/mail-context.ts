import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_SHIPPING_METHOD, HOSTED_GATEWAY_METHODS } from '@storefront/contract';
import type { Database } from '../../db/client';
import { absoluteImageUrl } from '../../lib/public-api-base';
import { invoices, orderItems, orders, payments, type StoreRow, stores } from '../../db/schema';
import type { MailOrder, MailStore } from './mail-kinds';

/**
 * The store as its mails show it; links go to its published origin, else the web's, and staff
 * mails' to the back office at the API's origin. The logo is made absolute: an uploaded one is
 * served by the API (`apiBaseFor` the storefront's origin).
 */
export function toMailStore(
  store: StoreRow,
  defaultWebOrigin: string,
  apiOrigin: string,
  apiBaseFor: (webOrigin: string) => string = (webOrigin) => `${webOrigin}/api/v1`,
): MailStore {
  const api = apiOrigin.replace(/\/+$/, '');
  const webOrigin = (store.publicOrigin ?? defaultWebOrigin).replace(/\/+$/, '');
  let logoUrl: string | null = null;
  try {
    logoUrl = absoluteImageUrl(store.logoUrl, { webOrigin, apiBase: apiBaseFor(webOrigin) });
  } catch {
    // A webOrigin that is no URL: render() refuses the mail, saying so.
  }
  return {
    adminUrl: `${api}/admin`,
    apiUrl: `${api}/api/v1`,
    name: store.storeName,
    logoUrl,
    companyName: store.companyName,
    address: store.companyAddress,
    email: store.companyEmail,
    phone: store.companyPhone,
    webOrigin,
  };
}

export async function loadMailStore(db: Database, storeId: number): Promise<StoreRow | null> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  return store ?? null;
}

/**
 * The order an order mail is about, with its lines, how it is being paid and its tax invoice;
 * null when it no longer exists.
 */
export async function loadMailOrder(db: Database, orderId: string): Promise<MailOrder | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const [lines, [lastOnline], [invoice]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db
      .select({ status: payments.status })
      .from(payments)
      .where(
        and(eq(payments.orderId, orderId), inArray(payments.method, [...HOSTED_GATEWAY_METHODS])),
      )
      .orderBy(desc(payments.id))
      .limit(1),
    db
      .select({ number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.storeId, order.storeId)))
      .limit(1),
  ]);
  return {
    id: order.id,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentFailed: lastOnline?.status === 'failed',
    invoiceNumber: invoice?.number ?? null,
    createdAt: order.createdAt,
    lines: lines.map((line) => ({
      title: line.title,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
    })),
    codFeePaise: order.codFeePaise,
    totalPaise: order.totalPaise,
    shippingMethod: order.shippingMethod ?? DEFAULT_SHIPPING_METHOD,
    shippingAddress: {
      fullName: order.fullName,
      phone: order.phone,
      address: order.address,
      city: order.city,
      state: order.state,
      postalCode: order.postalCode,
    },
  };
}
