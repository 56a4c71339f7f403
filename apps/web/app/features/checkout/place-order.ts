import type { CreateOrderRequest } from '@storefront/contract';
import { browserApi } from '~/lib/browser-api';

/** POST /orders; the answer is read for the new order's id (spec section 7). */
export async function placeOrder(
  request: CreateOrderRequest,
  idempotencyKey: string,
): Promise<string> {
  const order = await browserApi().post<{ id?: unknown } | undefined>('/orders', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (typeof order?.id !== 'string' || !order.id) {
    throw new Error('The order was accepted without an id');
  }
  return order.id;
}
