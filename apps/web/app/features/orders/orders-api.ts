import { browserApi } from '~/lib/browser-api';
import { linkParam, nextLink } from '~/lib/link-header';
import { type DisplayedOrder, displayOrder } from './order-view';

const UNEXPECTED_ANSWER = 'Unexpected answer from the server';

export interface OrdersPage {
  orders: DisplayedOrder[];
  /** The cursor of the next page, from the answer's Link header; null on the last page. */
  next: string | null;
}

/**
 * GET /orders: one page of the signed-in shopper's orders, newest first, starting after the
 * cursor `before` (the first page without one).
 */
export async function fetchMyOrders(
  before: string | null,
  signal?: AbortSignal,
): Promise<OrdersPage> {
  const { body, headers } = await browserApi().getWithHeaders<unknown>('/orders', {
    query: { before },
    signal,
  });
  if (!Array.isArray(body)) throw new Error(UNEXPECTED_ANSWER);
  const link = nextLink(headers.get('Link'));
  return {
    orders: body.map(displayOrder).filter((order): order is DisplayedOrder => order !== null),
    next: link ? linkParam(link, 'before') : null,
  };
}

/** GET /orders/{id}?contactInfo=: anyone who knows the order and its e-mail or phone. */
export async function findOrder(
  orderId: string,
  contactInfo: string,
  signal?: AbortSignal,
): Promise<DisplayedOrder> {
  const order = displayOrder(
    await browserApi().get<unknown>(`/orders/${encodeURIComponent(orderId)}`, {
      query: { contactInfo },
      signal,
    }),
  );
  if (!order) throw new Error(UNEXPECTED_ANSWER);
  return order;
}

/** GET /orders/{id}/invoice: the signed-in shopper's tax invoice of a shipped order, as a PDF. */
export function fetchInvoicePdf(orderId: string, signal?: AbortSignal): Promise<Blob> {
  return browserApi().getBlob(`/orders/${encodeURIComponent(orderId)}/invoice`, { signal });
}

/**
 * GET /orders/{id} as its signed-in owner (no contact needed); null when it cannot be had, which
 * only leaves out what the page would have added.
 */
export async function fetchOwnOrder(
  orderId: string,
  signal?: AbortSignal,
): Promise<DisplayedOrder | null> {
  try {
    return displayOrder(
      await browserApi().get<unknown>(`/orders/${encodeURIComponent(orderId)}`, { signal }),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/** Where money of a UPI or cash order goes back, as the shopper gives it. */
export type RefundDestinationInput =
  | { kind: 'upi'; vpa: string }
  | { kind: 'bank'; accountName: string; accountNumber: string; ifsc: string };

/** PUT /orders/{id}/refund-destination: the signed-in shopper's own order only. */
export function saveRefundDestination(orderId: string, destination: RefundDestinationInput) {
  return browserApi().put<unknown>(
    `/orders/${encodeURIComponent(orderId)}/refund-destination`,
    destination,
  );
}
