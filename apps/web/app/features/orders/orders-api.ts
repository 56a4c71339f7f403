import type { Product, ReturnReason } from '@storefront/contract';
import { type ProductView, toProductView } from '~/features/catalog';
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

/**
 * POST /orders/{id}/cancel: the signed-in shopper's own order that has not shipped; answers the
 * order as it now is (Cancelled, with the refund of a paid one). 409 once shipped.
 */
export async function cancelOrder(orderId: string, reason: string): Promise<DisplayedOrder> {
  const order = displayOrder(
    await browserApi().post<unknown>(
      `/orders/${encodeURIComponent(orderId)}/cancel`,
      reason ? { reason } : {},
    ),
  );
  if (!order) throw new Error(UNEXPECTED_ANSWER);
  return order;
}

/** One line of a return request: `exchangeFor` asks for another size or colour instead of money. */
export interface ReturnLineInput {
  itemId: number;
  quantity: number;
  exchangeFor?: { size: string | null; color: string | null };
}

/** POST /orders/{id}/returns: 201 with the new request's id; 422 with the API's reason. */
export async function requestReturn(
  orderId: string,
  request: { lines: ReturnLineInput[]; reason: ReturnReason; note?: string },
): Promise<{ id: number }> {
  const created = await browserApi().post<unknown>(
    `/orders/${encodeURIComponent(orderId)}/returns`,
    request,
  );
  const id = (created as { id?: unknown } | null)?.id;
  if (typeof id !== 'number') throw new Error(UNEXPECTED_ANSWER);
  return { id };
}

/**
 * POST /orders/{id}/returns/{returnId}/photos: one photo a call, its bytes as the body and its
 * type as the Content-Type (as the back office uploads images).
 */
export function uploadReturnPhoto(orderId: string, returnId: number, photo: Blob) {
  return browserApi().postFile<unknown>(
    `/orders/${encodeURIComponent(orderId)}/returns/${returnId}/photos`,
    photo,
  );
}

/** GET /orders/{id}/credit-notes/{number}: a GST credit note of the shopper's order, as a PDF. */
export function fetchCreditNotePdf(orderId: string, number: string): Promise<Blob> {
  return browserApi().getBlob(
    `/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(number)}`,
  );
}

/**
 * GET /products/{id}: the sizes and colours of a product and their stock, for an exchange.
 * Null when the product cannot be had (no longer sold): then no exchange is offered.
 */
export async function fetchProductVariants(
  productId: string,
  signal?: AbortSignal,
): Promise<ProductView | null> {
  try {
    return toProductView(
      await browserApi().get<Product>(`/products/${encodeURIComponent(productId)}`, { signal }),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
