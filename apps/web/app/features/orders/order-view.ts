import {
  DEFAULT_SHIPPING_METHOD,
  ORDER_ID_ALPHABET,
  ORDER_ID_LENGTH,
  ORDER_STATUS,
  type Order,
  orderStatusLabel,
} from '@storefront/contract';
import {
  afterSaleOf,
  creditNotesOf,
  type DisplayedAfterSale,
  type DisplayedCreditNote,
  type DisplayedReturn,
  returnsOf,
} from './after-sale-view';
import { httpUrl } from './http-url';
import { type DisplayedShipment, shipmentsOf } from './shipments-view';

export interface DisplayedOrderItem {
  id: string;
  /** The product, for another size or colour of it; null when the shop no longer has it. */
  productId: string | null;
  name: string;
  quantity: number;
  /** Unit price in rupees. */
  price: number;
  size: string | null;
  color: string | null;
  /** Rupees the order's offers took off this line (0 when none). */
  discount: number;
}

/** An offer applied to an order, and what it saved (rupees). */
export interface DisplayedPromotion {
  label: string;
  /** The code the shopper typed; null for an automatic offer. */
  code: string | null;
  saving: number;
}

/** An order as the orders and tracking pages show it (spec section 3, "Displayed order"). */
export interface DisplayedOrder {
  id: string;
  /** ISO timestamp, for <time>. */
  createdAt: string;
  /** "21 November 2025". */
  placedOn: string;
  status: number;
  statusLabel: string;
  items: DisplayedOrderItem[];
  shipping: {
    /** Only the owner's own order list carries the name and phone; tracking does not. */
    fullName: string | null;
    phone: string | null;
    address: string;
    city: string;
    state: string;
    postalCode: string;
    method: string;
    /** Tracking number, or "Not available". */
    tracking: string;
    /** Who carries the parcel, once the shop has shipped it; null before (or when not given). */
    carrier: string | null;
    /**
     * The carrier's tracking page for this parcel: an http(s) URL only, and only beside a tracking
     * number (it is the number that links to it). Null otherwise.
     */
    trackingUrl: string | null;
  };
  /** The parcels the order left in, oldest first; none before it ships (or from an older API). */
  shipments: DisplayedShipment[];
  /** Sum of price × quantity, in rupees. */
  total: number;
  /** Items, delivery, the GST included and the total, as the API worked them out; null if not sent. */
  breakup: OrderBreakup | null;
  /** The offers applied to it, with what each saved; none from an API from before them. */
  promotions: DisplayedPromotion[];
  /** The tax invoice, once the order has shipped; null before (or when the shop issues none). */
  invoice: { number: string; issuedAt: string } | null;
  /** Spec section 4: only Pending orders offer payment. */
  canPay: boolean;
  /** Money given back or on its way, oldest first (rupees). */
  refunds: DisplayedRefund[];
  /** A UPI or cash refund waits for the shopper to say where to send it. */
  refundDestinationNeeded: boolean;
  /** GST credit notes against the invoice, oldest first. */
  creditNotes: DisplayedCreditNote[];
  /** Return and exchange requests, oldest first. */
  returns: DisplayedReturn[];
  /** What the shopper may still do: cancel, or return which lines until when. */
  afterSale: DisplayedAfterSale;
}

export interface DisplayedRefund {
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  createdAt: string;
}

/** Rupees; `gstIncluded` null when a product's GST rate was not known. */
export interface OrderBreakup {
  items: number;
  delivery: number;
  gstIncluded: number | null;
  /** The cash-on-delivery fee in the total; null when none was added. */
  codFee: number | null;
  /** What the offers took off the items; null when nothing was. */
  discount: number | null;
  total: number;
}

export const TRACKING_NOT_AVAILABLE = 'Not available';

const placedOnFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "21 November 2025", on the shopper's own calendar day; text that is not a date stays as it is. */
export function formatPlacedOn(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : placedOnFormat.format(date);
}

/** "+919845012345" → "+91 98450 12345", as Indians write a mobile number; anything else as it is. */
export function formatIndianMobile(phone: string): string {
  return phone.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');
}

/** Spec section 2: the total is the sum of price × quantity, to the paisa. */
export function orderTotal(items: readonly Pick<DisplayedOrderItem, 'price' | 'quantity'>[]) {
  const paise = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return paise / 100;
}

type StatusTone = 'yellow' | 'blue' | 'purple' | 'green' | 'red' | 'grey';

/** Spec section 4's badge colours; other codes are grey. */
export function statusTone(status: number): StatusTone {
  switch (status) {
    case ORDER_STATUS.PENDING:
      return 'yellow';
    case ORDER_STATUS.PROCESSING:
      return 'blue';
    case ORDER_STATUS.SHIPPED:
      return 'purple';
    case ORDER_STATUS.DELIVERED:
      return 'green';
    case ORDER_STATUS.CANCELLED:
      return 'red';
    default:
      return 'grey';
  }
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const optionalText = (value: unknown) => (typeof value === 'string' && value ? value : null);
const number = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * An order from GET /orders or GET /orders/{id}, ready to show. Read defensively rather than
 * with the contract's schema (which would bring zod to these pages): a missing status is 0
 * (spec section 3), a missing method "Standard Shipping" and a missing tracking number
 * "Not available"; carrier and tracking URL are null when missing (an API from before them
 * answers without the fields). Null when the value is not an order at all.
 */
export function displayOrder(value: unknown): DisplayedOrder | null {
  if (!value || typeof value !== 'object') return null;
  const order = value as Partial<Record<keyof Order, unknown>>;
  if (typeof order.id !== 'string' || !order.id) return null;
  const status = number(order.status, ORDER_STATUS.PENDING);
  const items = (Array.isArray(order.items) ? order.items : []).map(
    (raw: Record<string, unknown>, index): DisplayedOrderItem => ({
      id: String(raw?.id ?? index),
      productId: optionalText(raw?.productId),
      name: text(raw?.productTitle),
      quantity: number(raw?.quantity, 0),
      price: number(raw?.price, 0),
      size: optionalText(raw?.size),
      color: optionalText(raw?.color),
      discount: Math.max(0, number(raw?.discount, 0)),
    }),
  );
  const address = (order.shippingAddress ?? {}) as Record<string, unknown>;
  const createdAt = text(order.createdAt);
  const trackingNumber = optionalText(order.trackingNumber);
  return {
    id: order.id,
    createdAt,
    placedOn: formatPlacedOn(createdAt),
    status,
    statusLabel: orderStatusLabel(status),
    items,
    shipping: {
      fullName: optionalText(address.fullName),
      phone: optionalText(address.phone),
      address: text(address.address),
      city: text(address.city),
      state: text(address.state),
      postalCode: text(address.postalCode),
      method: optionalText(order.shippingMethod) ?? DEFAULT_SHIPPING_METHOD,
      tracking: trackingNumber ?? TRACKING_NOT_AVAILABLE,
      carrier: optionalText(typeof order.carrier === 'string' ? order.carrier.trim() : null),
      trackingUrl: trackingNumber ? httpUrl(order.trackingUrl) : null,
    },
    shipments: shipmentsOf(order.shipments),
    total: orderTotal(items),
    breakup: orderBreakup(order.priceBreakup),
    promotions: promotionsOf(order.promotions),
    invoice: invoiceOf(order.invoice),
    canPay: status === ORDER_STATUS.PENDING,
    refunds: refundsOf(order.refunds),
    refundDestinationNeeded: order.refundDestinationNeeded === true,
    creditNotes: creditNotesOf(order.creditNotes),
    returns: returnsOf(order.returns),
    afterSale: afterSaleOf(order.afterSale),
  };
}

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The answer's priceBreakup; null when it is missing or not one (an API from before it). */
function orderBreakup(value: unknown): OrderBreakup | null {
  if (!value || typeof value !== 'object') return null;
  const { items, delivery, gstIncluded, codFee, discount, total } = value as Record<
    string,
    unknown
  >;
  if (!isAmount(items) || !isAmount(delivery) || !isAmount(total)) return null;
  return {
    items,
    delivery,
    gstIncluded: isAmount(gstIncluded) ? gstIncluded : null,
    codFee: isAmount(codFee) && codFee > 0 ? codFee : null,
    discount: isAmount(discount) && discount > 0 ? discount : null,
    total,
  };
}

/** The offers of an answer that name themselves and their saving; none when missing. */
function promotionsOf(value: unknown): DisplayedPromotion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: Record<string, unknown>) =>
    typeof raw?.label === 'string' && raw.label && isAmount(raw.saving)
      ? [{ label: raw.label, code: optionalText(raw.code), saving: raw.saving }]
      : [],
  );
}

function invoiceOf(value: unknown): DisplayedOrder['invoice'] {
  if (!value || typeof value !== 'object') return null;
  const { number, issuedAt } = value as Record<string, unknown>;
  return typeof number === 'string' && number ? { number, issuedAt: text(issuedAt) } : null;
}

const ORDER_ID_PATTERN = new RegExp(`^[${ORDER_ID_ALPHABET}]{${ORDER_ID_LENGTH}}$`);

/** Whether `value` is written like one of our order ids (never trust a query string blindly). */
export function isOrderId(value: string | null): value is string {
  return value !== null && ORDER_ID_PATTERN.test(value);
}

const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

/** The refunds of an answer; none when missing (an API from before them). */
function refundsOf(value: unknown): DisplayedRefund[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: Record<string, unknown>) => {
    const status = REFUND_STATUSES.find((candidate) => candidate === raw?.status);
    return status && isAmount(raw.amount)
      ? [{ amount: raw.amount, status, createdAt: text(raw.createdAt) }]
      : [];
  });
}
