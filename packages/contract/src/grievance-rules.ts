// Grievance rules shared by the API, the storefront and the back office. Like order-rules.ts (its
// only import) this module needs no zod, so a page can show a grievance's status and deadlines
// without it (grievances.ts holds the schemas built from it).
import { normaliseIndianMobile } from './order-rules';

/**
 * Where a grievance stands: open until the grievance officer acknowledges it, then resolved with
 * an answer; closed when it ends without one (a duplicate, spam, withdrawn), with a reason.
 */
export const GRIEVANCE_STATUSES = ['open', 'acknowledged', 'resolved', 'closed'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
  closed: 'Closed',
};

/**
 * Which status a grievance may move to from each; anything else is refused with 409. Resolving
 * or closing an open grievance answers it, so that counts as its acknowledgement too.
 */
export const GRIEVANCE_TRANSITIONS: Record<GrievanceStatus, readonly GrievanceStatus[]> = {
  open: ['acknowledged', 'resolved', 'closed'],
  acknowledged: ['resolved', 'closed'],
  resolved: [],
  closed: [],
};

export const GRIEVANCE_NAME_MAX_LENGTH = 100;
export const GRIEVANCE_MESSAGE_MAX_LENGTH = 5000;
export const GRIEVANCE_ORDER_MAX_LENGTH = 40;
export const GRIEVANCE_RESOLUTION_MAX_LENGTH = 2000;

/**
 * The Consumer Protection (E-Commerce) Rules, 2020, rule 4(5): a complaint is acknowledged
 * within 48 hours and redressed within one month of its receipt.
 */
export const GRIEVANCE_ACKNOWLEDGE_HOURS = 48;
export const GRIEVANCE_RESOLVE_MONTHS = 1;

/** The back office warns of a deadline this long before it passes. */
export const GRIEVANCE_WARNING_MS = {
  acknowledge: 12 * 60 * 60 * 1000,
  resolve: 7 * 24 * 60 * 60 * 1000,
} as const;

/** Tickets: "GRV-" and 8 characters of Crockford base32 (40 random bits), read out like order ids. */
export const GRIEVANCE_TICKET_PREFIX = 'GRV-';
export const GRIEVANCE_TICKET_LENGTH = 8;
export const GRIEVANCE_TICKET_PATTERN = /^GRV-[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * How a person may type a ticket: any case, with or without "GRV", spaces or dashes, O for 0,
 * I or L for 1. "grv 7k3m-9q2x" → "GRV-7K3M9Q2X".
 */
export function normaliseGrievanceTicket(value: string): string {
  const code = value
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/^GRV/, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return `${GRIEVANCE_TICKET_PREFIX}${code}`;
}

/**
 * The contact details a grievance was filed with: an e-mail address (lowercased) when the value
 * has an @, else an Indian mobile number as +91 and 10 digits; null when it is neither. The
 * e-mail address itself is checked by the schema (grievanceRequestSchema), not here.
 */
export function grievanceContactOf(
  value: string,
): { email: string; phone: null } | { email: null; phone: string } | null {
  const given = value.trim();
  if (given.includes('@')) return { email: given.toLowerCase(), phone: null };
  const phone = normaliseIndianMobile(given);
  return phone ? { email: null, phone } : null;
}

/**
 * A deadline as the back office shows it: met (done in time), late (done after it), pending,
 * soon (within its warning window) or overdue (passed, not done).
 */
export type DeadlineState = 'met' | 'late' | 'pending' | 'soon' | 'overdue';

export function deadlineState(
  dueAt: string | Date,
  doneAt: string | Date | null,
  now: Date,
  warningMs: number,
): DeadlineState {
  const due = new Date(dueAt).getTime();
  if (doneAt !== null) return new Date(doneAt).getTime() <= due ? 'met' : 'late';
  if (now.getTime() >= due) return 'overdue';
  return due - now.getTime() <= warningMs ? 'soon' : 'pending';
}
