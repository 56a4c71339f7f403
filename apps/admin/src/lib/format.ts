const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});

/** Rupees as the API sends them, "₹1,23,456.50" (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

const count = new Intl.NumberFormat('en-IN');

export function formatCount(value: number): string {
  return count.format(value);
}

// The shop, its staff and its customers are in India: times show in IST whatever the device says.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "12 Oct 2026, 3:45 pm" in India time; the input as it is when it is not a date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const date = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "12 Oct 2026": the day of a moment in India; the input as it is when it is not a date. */
export function formatDate(iso: string): string {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? iso : date.format(moment);
}

// byDay and the filters carry calendar days (already IST): shown as they are, read in UTC.
const calendarDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
});
const calendarDayLong = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "2026-10-12" → "12 Oct" (or "Mon, 12 Oct 2026" with `long`). */
export function formatDay(day: string, long = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return (long ? calendarDayLong : calendarDay).format(date);
}

/** Today's calendar day in India, "YYYY-MM-DD". */
export function todayInIndia(now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** "is required" → "Store name is required"; a message that is already a sentence stays. */
export function fieldMessage(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}
