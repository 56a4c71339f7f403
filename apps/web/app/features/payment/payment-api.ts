import {
  normaliseOrderId,
  type Order,
  type PayableOrder,
  type PaymentField,
  type PaymentFieldValues,
  type PaymentResponse,
} from '@storefront/contract';
import { browserApi } from '~/lib/browser-api';

/** The payment form, and what the order costs by each method (null from an API without it). */
export interface PaymentForm {
  fields: PaymentField[];
  order: PayableOrder | null;
}

/**
 * GET /payments/fields?orderId=: an array of field definitions, or an object holding them (spec
 * section 7), with what the order costs by each method when the API says (decision 0029).
 */
export async function fetchPaymentForm(
  orderId: string,
  signal?: AbortSignal,
): Promise<PaymentForm> {
  const body = await browserApi().get<unknown>(
    `/payments/fields?${new URLSearchParams({ orderId })}`,
    { signal },
  );
  const fields = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && 'fields' in body
      ? body.fields
      : undefined;
  if (!Array.isArray(fields) || !fields.every(isFieldDefinition)) {
    throw new Error('Unexpected answer from the server');
  }
  const order =
    body && typeof body === 'object' && 'order' in body && isPayableOrder(body.order)
      ? body.order
      : null;
  return { fields, order };
}

function isPayableOrder(value: unknown): value is PayableOrder {
  if (!value || typeof value !== 'object') return false;
  const order = value as PayableOrder;
  return (
    typeof order.total === 'number' &&
    Array.isArray(order.methods) &&
    order.methods.every(
      (method) =>
        typeof method?.method === 'string' &&
        typeof method.fee === 'number' &&
        typeof method.total === 'number',
    )
  );
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
