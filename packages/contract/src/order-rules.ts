// Order status codes and order ids, shared by the API and the web app. This module imports
// nothing, so the web app's browser bundle can use it without zod and the schemas.

/** Order status codes (spec section 4). Only Pending orders accept a payment. */
export const ORDER_STATUS = {
  PENDING: 0,
  PROCESSING: 1,
  SHIPPED: 2,
  DELIVERED: 3,
  CANCELLED: 4,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_LABELS: Record<number, string> = {
  0: 'Pending',
  1: 'Processing',
  2: 'Shipped',
  3: 'Delivered',
  4: 'Cancelled',
};

/** Spec section 4: a status outside the known codes shows "Unknown (n)". */
export function orderStatusLabel(status: number | null | undefined): string {
  if (status === null || status === undefined || Number.isNaN(status)) return 'Unknown';
  return ORDER_STATUS_LABELS[status] ?? `Unknown (${status})`;
}

/** Order ids: 10 characters of Crockford base32, easy to read out over the phone. */
export const ORDER_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_ID_LENGTH = 10;

/** How a shopper may type an order id: any case, with spaces or dashes, O for 0, I or L for 1. */
export function normaliseOrderId(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}
