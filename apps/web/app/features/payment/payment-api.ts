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

/** The status of one of the signed-in shopper's orders (GET /orders/{id}, as its owner). */
export async function fetchOrderStatus(orderId: string, signal?: AbortSignal): Promise<number> {
  const order = await browserApi().get<Pick<Order, 'status'>>(
    `/orders/${encodeURIComponent(normaliseOrderId(orderId))}`,
    { signal },
  );
  return order.status;
}
