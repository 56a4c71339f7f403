import {
  normaliseOrderId,
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

/** The order's status from the shopper's orders, or null when it is not among them. */
export async function fetchOrderStatus(
  orderId: string,
  signal?: AbortSignal,
): Promise<number | null> {
  const orders = await browserApi().get<Pick<Order, 'id' | 'status'>[]>('/orders', { signal });
  const wanted = normaliseOrderId(orderId);
  return orders.find((order) => normaliseOrderId(order.id) === wanted)?.status ?? null;
}
