import { COD_FEE_LABEL, httpUrl } from '@storefront/contract';

// Formatting shared by the templates: rupees, IST dates and URLs that are safe to link.

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 12345650 → "₹1,23,456.50", 49900 → "₹499": whole amounts drop ".00", as Indian shops print them. */
export function formatRupees(paise: number): string {
  const p = Math.round(paise);
  return p % 100 === 0 ? wholeRupees.format(p / 100) : rupeesAndPaise.format(p / 100);
}

// The zone is fixed so that a mail reads the same whichever server renders it.
const istDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "22 Nov 2026, 6:05 pm IST". An unreadable time is shown as given rather than failing the mail. */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : 'unknown time';
  // "IST" is appended rather than asked of Intl: builds with reduced ICU data print "GMT+5:30".
  return `${istDateTime.format(date)} IST`;
}

/**
 * The URL when it is an absolute http(s) URL (the contract's httpUrl rule, which the back office
 * also saves by); null otherwise (javascript:, data:, relative…).
 */
export function linkableUrl(value: string | null | undefined): string | null {
  const parsed = httpUrl.safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
}

/** "Size: M, Colour: Black", either part omitted when the line has none; '' when neither. */
export function variantLabel(size: string | null, color: string | null): string {
  return [size ? `Size: ${size}` : '', color ? `Colour: ${color}` : ''].filter(Boolean).join(', ');
}

/** A tel: link target: digits and a leading + only ("+91 98765 43210" → "+919876543210"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The shop's own tracking page of an order. */
export function trackOrderUrl(webOrigin: string, orderId: string): string {
  return `${webOrigin}/track-order?id=${encodeURIComponent(orderId)}`;
}

/** The name a mail greets: the first name, or "there" ("Hi there,") when it is blank. */
export function greetingName(firstName: string): string {
  return firstName.trim() || 'there';
}

/** The shop's grievance page, with the ticket filled into its look-up form. */
export function grievanceUrl(webOrigin: string, ticket: string): string {
  return `${webOrigin}/grievance-redressal?ticket=${encodeURIComponent(ticket)}`;
}

/** The storefront's unsubscribe page of a newsletter subscription (one click, no sign-in). */
export function unsubscribeUrl(webOrigin: string, token: string): string {
  return `${webOrigin}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** A page of the back office ("/orders/K7M2P9QX4R"), for staff mails. */
export function adminPageUrl(store: { adminUrl: string }, path: string): string {
  return `${store.adminUrl}${path}`;
}

/** The cash-on-delivery fee's row of an order's figures, when one was added (decision 0029). */
export function codFeeRows(order: { codFeePaise?: number }): [string, string][] {
  return order.codFeePaise ? [[COD_FEE_LABEL, formatRupees(order.codFeePaise)]] : [];
}
