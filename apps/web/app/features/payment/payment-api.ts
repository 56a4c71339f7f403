import {
  normaliseOrderId,
  ORDERS_MAX_LIMIT,
  type Order,
  type PaymentField,
  type PaymentFieldValues,
  type PaymentResponse,
} from '@storefront/contract';
import { browserApi } from '~/lib/browser-api';

/** GET /payments/fields: an array of field definitions, or an object holding them (spec section 7). */
export async function fetchPaymentFields(signal?: AbortSignal): Promise<PaymentField[]> {
  const body = await browserApi().get<unknown>('/payments/fields', { signal });
  const fields = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && 'fields' in body
      ? body.fields
      : undefined;
  if (!Array.isArray(fields) || !fields.every(isFieldDefinition)) {
    throw new Error('Unexpected answer from the server');
  }
  return fields;
}

function isFieldDefinition(value: unknown): value is PaymentField {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PaymentField).name === 'string' &&
    typeof (value as PaymentField).label === 'string' &&
    typeof (value as PaymentField).type === 'string'
  );
}

export function submitPayment(
  orderId: string,
  fields: PaymentFieldValues,
): Promise<PaymentResponse> {
  return browserApi().post<PaymentResponse>('/payments', { fields, orderId });
}

/**
 * The order's status from the shopper's orders, or null when it is not among them. GET /orders
 * answers a page at a time, newest first; the order being paid is almost always among the
 * latest, so one page of the most the API gives is read, not every page every few seconds.
 */
export async function fetchOrderStatus(
  orderId: string,
  signal?: AbortSignal,
): Promise<number | null> {
  const orders = await browserApi().get<Pick<Order, 'id' | 'status'>[]>('/orders', {
    query: { limit: ORDERS_MAX_LIMIT },
    signal,
  });
  const wanted = normaliseOrderId(orderId);
  return orders.find((order) => normaliseOrderId(order.id) === wanted)?.status ?? null;
}
