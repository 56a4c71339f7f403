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

/**
 * "₹1,499" or "₹1,299.50": INR with en-IN grouping and at most two decimals (spec section 9);
 * whole amounts show no paise, as Indian shops print them.
 */
export function formatPrice(amount: number): string {
  const paise = Math.round(amount * 100);
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : rupeesAndPaise.format(paise / 100);
}

/** "₹499.00": always with paise, as a tax document (a GST credit note) prints an amount. */
export function formatPriceWithPaise(amount: number): string {
  return rupeesAndPaise.format(Math.round(amount * 100) / 100);
}

/** How a cart row or order line names its variant: ["Size: M", "Colour: Black"], either omitted. */
export function variantLabels(size?: string | null, color?: string | null): string[] {
  return [size ? `Size: ${size}` : '', color ? `Colour: ${color}` : ''].filter(Boolean);
}

// The shop and its customers are in India: times show in IST whatever the device says, so the
// server's page and the browser's agree.
const indiaDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "12 October 2026 at 3:45 pm" in India time; text that is not a date stays as it is. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : indiaDateTime.format(date);
}

/**
 * The price breakup's GST line: the GST inside a tax-inclusive total, or, when a product's rate
 * is not known, that the prices include it.
 */
export function gstIncludedLine(amount: number | null): { term: string; value: string } {
  return amount === null
    ? { term: 'GST', value: 'Included in the prices' }
    : { term: 'GST included', value: formatPrice(amount) };
}

const indiaDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/**
 * "Wed, 2 Dec": a delivery day. A bare "2026-12-02" is a day of India's calendar (the API's
 * delivery dates), so it is read at India's midnight; text that is not a date stays as it is.
 */
export function formatIndiaDay(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value);
  return Number.isNaN(date.getTime()) ? value : indiaDay.format(date);
}
