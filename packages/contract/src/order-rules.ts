// Order rules shared by the API and the web app. Like constants.ts this module imports nothing, so
// the browser bundle of the checkout, orders and tracking pages can use it without zod (orders.ts
// holds the schemas built from it).

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

export const DEFAULT_SHIPPING_METHOD = 'Standard Shipping';
export const MAX_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;

/** The longest value each shipping address field accepts. */
export const SHIPPING_ADDRESS_MAX_LENGTH = {
  fullName: 100,
  address: 300,
  city: 100,
  state: 100,
  postalCode: 6,
  phone: 20,
} as const;

/** Indian PIN code: six digits, not starting with 0. */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

/** Digits of an Indian mobile number: 10 digits starting 6-9. */
const MOBILE_DIGITS = /^[6-9][0-9]{9}$/;

/**
 * "+91 98110 45672", "098110-45672", "919811045672" or "9811045672" → "+919811045672";
 * null when it is not an Indian mobile number.
 */
export function normaliseIndianMobile(value: string): string | null {
  let digits = value.replace(/[\s()-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return MOBILE_DIGITS.test(digits) ? `+91${digits}` : null;
}

/** The 28 states of India, for a shipping address. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/** The 8 union territories of India, for a shipping address. */
export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** Order ids: 10 characters of Crockford base32, easy to read out over the phone. */
export const ORDER_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_ID_LENGTH = 10;

/** How a shopper may type an order id: any case, with spaces or dashes, O for 0, I or L for 1. */
export function normaliseOrderId(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}
