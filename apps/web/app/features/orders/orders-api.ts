import { browserApi } from '~/lib/browser-api';
import { type DisplayedOrder, displayOrder } from './order-view';

const UNEXPECTED_ANSWER = 'Unexpected answer from the server';

/** GET /orders: the signed-in shopper's orders, newest first. */
export async function fetchMyOrders(signal?: AbortSignal): Promise<DisplayedOrder[]> {
  const body = await browserApi().get<unknown>('/orders', { signal });
  if (!Array.isArray(body)) throw new Error(UNEXPECTED_ANSWER);
  return body.map(displayOrder).filter((order): order is DisplayedOrder => order !== null);
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
