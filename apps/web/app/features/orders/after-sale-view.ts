import { RETURN_STATUSES, type ReturnStatus } from '@storefront/contract';

/**
 * What comes after an order is placed, as the orders page shows it (issue 38): the shopper's
 * cancel and return requests, and the GST credit notes. Read defensively, as order-view reads the
 * rest of the order: an API from before these fields answers without them, and then nothing of
 * this shows.
 */

export interface DisplayedReturnLine {
  itemId: string;
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
  /** The size or colour asked for instead of money; null for money back. */
  exchangeFor: { size: string | null; color: string | null } | null;
}

export interface DisplayedReturn {
  id: number;
  status: ReturnStatus;
  reason: string;
  note: string | null;
  createdAt: string;
  lines: DisplayedReturnLine[];
  rejectionReason: string | null;
  pickup: { carrier: string; trackingNumber: string; trackingUrl: string | null } | null;
  /** The API's words for what happens next. */
  nextStep: string;
  photoCount: number;
}

export interface DisplayedCreditNote {
  /** "CK/26-27/C0001". */
  number: string;
  date: string;
  /** Rupees, GST included. */
  amount: number;
}

export interface DisplayedAfterSale {
  cancellable: boolean;
  /** ISO end of the return window; null when the order cannot be returned (not delivered). */
  returnUntil: string | null;
  /** Per order item id: how many may still be returned. A line not named has none. */
  returnable: Map<string, number>;
}

const NOTHING_AFTER_SALE: DisplayedAfterSale = {
  cancellable: false,
  returnUntil: null,
  returnable: new Map(),
};

type Raw = Record<string, unknown>;

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const optionalText = (value: unknown) => (typeof value === 'string' && value ? value : null);
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null;

/** The answer's afterSale; nothing offered when it is missing. */
export function afterSaleOf(value: unknown): DisplayedAfterSale {
  if (!isRecord(value)) return NOTHING_AFTER_SALE;
  const returnable = new Map<string, number>();
  if (Array.isArray(value.returnable)) {
    for (const line of value.returnable as unknown[]) {
      if (isRecord(line) && isAmount(line.quantity) && line.itemId !== undefined) {
        returnable.set(String(line.itemId), Math.max(0, Math.floor(line.quantity)));
      }
    }
  }
  return {
    cancellable: value.cancellable === true,
    returnUntil: optionalText(value.returnUntil),
    returnable,
  };
}

/** The answer's credit notes, oldest first; none when missing. */
export function creditNotesOf(value: unknown): DisplayedCreditNote[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).flatMap((raw) =>
    isRecord(raw) && typeof raw.number === 'string' && raw.number && isAmount(raw.amount)
      ? [{ number: raw.number, date: text(raw.date), amount: raw.amount }]
      : [],
  );
}

/** The answer's return requests, oldest first; a request of a state this page does not know is left out. */
export function returnsOf(value: unknown): DisplayedReturn[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).flatMap((raw): DisplayedReturn[] => {
    if (!isRecord(raw) || !isAmount(raw.id)) return [];
    const status = RETURN_STATUSES.find((candidate) => candidate === raw.status);
    if (!status) return [];
    const pickup = isRecord(raw.pickup) ? raw.pickup : null;
    return [
      {
        id: raw.id,
        status,
        reason: text(raw.reason),
        note: optionalText(raw.note),
        createdAt: text(raw.createdAt),
        lines: (Array.isArray(raw.lines) ? (raw.lines as unknown[]) : []).flatMap((line) =>
          isRecord(line) && isAmount(line.quantity) ? [returnLineOf(line)] : [],
        ),
        rejectionReason: optionalText(raw.rejectionReason),
        pickup:
          pickup && optionalText(pickup.carrier) && optionalText(pickup.trackingNumber)
            ? {
                carrier: text(pickup.carrier),
                trackingNumber: text(pickup.trackingNumber),
                trackingUrl: optionalText(pickup.trackingUrl),
              }
            : null,
        nextStep: text(raw.nextStep),
        photoCount: Array.isArray(raw.photos) ? raw.photos.length : 0,
      },
    ];
  });
}

function returnLineOf(line: Raw): DisplayedReturnLine {
  const exchange = isRecord(line.exchangeFor) ? line.exchangeFor : null;
  return {
    itemId: String(line.itemId),
    name: text(line.productTitle),
    size: optionalText(line.size),
    color: optionalText(line.color),
    quantity: line.quantity as number,
    exchangeFor: exchange
      ? { size: optionalText(exchange.size), color: optionalText(exchange.color) }
      : null,
  };
}

/** Whether the return window is open at `now`: the order has one and it has not closed. */
export function isReturnWindowOpen(afterSale: DisplayedAfterSale, now = Date.now()): boolean {
  if (!afterSale.returnUntil) return false;
  const until = new Date(afterSale.returnUntil).getTime();
  return !Number.isNaN(until) && until > now;
}

/** Whether the shopper may ask for a return now: the window is open and some line has units left. */
export function canRequestReturn(afterSale: DisplayedAfterSale, now = Date.now()): boolean {
  return isReturnWindowOpen(afterSale, now) && [...afterSale.returnable.values()].some(Boolean);
}

/**
 * How many units of an item requests still open or done already ask for (a rejected one gives
 * its units back): the form tells "already asked" apart from "not returnable" with it.
 */
export function quantityAsked(returns: readonly DisplayedReturn[], itemId: string): number {
  return returns
    .filter((request) => request.status !== 'rejected')
    .flatMap((request) => request.lines)
    .filter((line) => line.itemId === itemId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

// The shop is in India: a date shows as India's calendar has it, whatever the device says.
const indiaDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const indiaShortDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "12 December 2026" in India; text that is not a date stays as it is. */
export function formatIndiaDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : indiaDate.format(date);
}

/** "12 Dec 2026" in India, as a credit note is dated; text that is not a date stays as it is. */
export function formatIndiaShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : indiaShortDate.format(date);
}
