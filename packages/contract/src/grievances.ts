// Grievances (Consumer Protection (E-Commerce) Rules, 2020): filed and looked up by anyone on the
// storefront (/grievances), handled by the grievance officer in the back office
// (/admin/grievances). The storefront's form and the back office's actions validate with these.
import { z } from 'zod';
import { text } from './common';
import { EMAIL_MAX_LENGTH } from './constants';
import { pagedSchema, pageQuerySchema } from './admin';
import {
  GRIEVANCE_MESSAGE_MAX_LENGTH,
  GRIEVANCE_NAME_MAX_LENGTH,
  GRIEVANCE_ORDER_MAX_LENGTH,
  GRIEVANCE_RESOLUTION_MAX_LENGTH,
  GRIEVANCE_STATUSES,
  grievanceContactOf,
} from './grievance-rules';
import { emailAddressSchema } from './users';

/** Messages a person reads under a field of the grievance form; the API's 400s name the field. */
export const grievanceMessages = {
  name: 'Please enter your name',
  nameTooLong: `Name must be at most ${GRIEVANCE_NAME_MAX_LENGTH} characters`,
  contact: 'Please enter your e-mail address or mobile number',
  contactInvalid:
    'Please enter an e-mail address, or a 10-digit Indian mobile number like 98450 12345',
  orderTooLong: `Order number must be at most ${GRIEVANCE_ORDER_MAX_LENGTH} characters`,
  message: 'Please describe your complaint',
  messageTooLong: `Complaint must be at most ${GRIEVANCE_MESSAGE_MAX_LENGTH} characters`,
  /** The one 404 of a look-up: unknown ticket, or contact details that are not the ticket's. */
  notFound: 'Grievance not found',
  ticket: 'Please enter your ticket number',
  lookupContact: 'Please enter the e-mail address or phone number you gave',
} as const;

/** An e-mail address or an Indian mobile number (the checkout's phone rules), as typed. */
const contact = text({ error: grievanceMessages.contact })
  .trim()
  .min(1, { message: grievanceMessages.contact, abort: true })
  .max(EMAIL_MAX_LENGTH, { message: grievanceMessages.contactInvalid, abort: true })
  .refine((value) => {
    const parsed = grievanceContactOf(value);
    return (
      parsed !== null && (parsed.email === null || emailAddressSchema.safeParse(value).success)
    );
  }, grievanceMessages.contactInvalid);

/** POST /grievances → 201 { ticket }. The order number is optional; a blank one is none. */
export const grievanceRequestSchema = z.object({
  name: text({ error: grievanceMessages.name })
    .trim()
    .min(1, grievanceMessages.name)
    .max(GRIEVANCE_NAME_MAX_LENGTH, grievanceMessages.nameTooLong),
  contact,
  orderId: text()
    .trim()
    .max(GRIEVANCE_ORDER_MAX_LENGTH, grievanceMessages.orderTooLong)
    .optional()
    .transform((value) => value || undefined),
  message: text({ error: grievanceMessages.message })
    .trim()
    .min(1, grievanceMessages.message)
    .max(GRIEVANCE_MESSAGE_MAX_LENGTH, grievanceMessages.messageTooLong),
});
export type GrievanceRequest = z.input<typeof grievanceRequestSchema>;
export type GrievanceInput = z.output<typeof grievanceRequestSchema>;

export const grievanceCreatedSchema = z.object({ ticket: text() });
export type GrievanceCreated = z.infer<typeof grievanceCreatedSchema>;

/** A ticket in a path, as typed (normaliseGrievanceTicket reads it). */
export const grievanceTicketParamsSchema = z.object({ ticket: text().trim().min(1).max(40) });

/** GET /grievances/{ticket}?contact=: the e-mail or phone it was filed with. */
export const grievanceLookupQuerySchema = z.object({
  contact: text({ error: 'is required' }).trim().min(1, 'is required').max(EMAIL_MAX_LENGTH),
});

/** The storefront's look-up form: the ticket and the e-mail or phone it was filed with. */
export const grievanceLookupFormSchema = z.object({
  ticket: text({ error: grievanceMessages.ticket })
    .trim()
    .min(1, grievanceMessages.ticket)
    .max(40, 'Ticket number must be at most 40 characters'),
  contact: text({ error: grievanceMessages.lookupContact })
    .trim()
    .min(1, grievanceMessages.lookupContact)
    .max(EMAIL_MAX_LENGTH, `E-mail or phone must be at most ${EMAIL_MAX_LENGTH} characters`),
});
export type GrievanceLookupForm = z.input<typeof grievanceLookupFormSchema>;

const grievanceStatus = z.enum(GRIEVANCE_STATUSES);

/** What the person who filed a grievance sees of it. Times are ISO 8601. */
export const grievanceStatusSchema = z.object({
  ticket: text(),
  status: grievanceStatus,
  createdAt: text(),
  acknowledgedAt: text().nullable(),
  /** When it was resolved, or closed without a resolution. */
  resolvedAt: text().nullable(),
  /** 48 hours after it was received. */
  acknowledgeBy: text(),
  /** One month after it was received. */
  resolveBy: text(),
  /** The grievance officer's answer (or the reason it was closed). */
  resolution: text().nullable(),
});
export type GrievanceStatusAnswer = z.infer<typeof grievanceStatusSchema>;

// ─── Back office ────────────────────────────────────────────────────────────────────────────────

/**
 * Deadlines to act on: `overdue` (passed), `soon` (acknowledgement within 12 hours, resolution
 * within 7 days, not yet passed), `attention` (either, and every grievance not yet acknowledged).
 */
export const GRIEVANCE_DUE_FILTERS = ['attention', 'overdue', 'soon'] as const;
export type GrievanceDueFilter = (typeof GRIEVANCE_DUE_FILTERS)[number];

/** GET /admin/grievances: the most urgent first (the nearest deadline still to meet), then newest. */
export const adminGrievanceListQuerySchema = pageQuerySchema.extend({
  status: grievanceStatus.optional(),
  due: z.enum(GRIEVANCE_DUE_FILTERS).optional(),
  /** A ticket, an e-mail address or a phone number. */
  q: text().trim().max(EMAIL_MAX_LENGTH).optional(),
});
export type AdminGrievanceListQuery = z.input<typeof adminGrievanceListQuerySchema>;

export const adminGrievanceSummarySchema = grievanceStatusSchema.omit({ resolution: true }).extend({
  name: text(),
  /** The e-mail or phone as the person typed it. */
  contact: text(),
});
export type AdminGrievanceSummary = z.infer<typeof adminGrievanceSummarySchema>;
export const adminGrievanceListSchema = pagedSchema(adminGrievanceSummarySchema);
export type AdminGrievanceList = z.infer<typeof adminGrievanceListSchema>;

export const adminGrievanceSchema = grievanceStatusSchema.extend({
  name: text(),
  contact: text(),
  /** The contact as an e-mail address (the person is mailed) or a phone (+91…); one is null. */
  email: text().nullable(),
  phone: text().nullable(),
  /** The order number as the person typed it, if any. */
  orderRef: text().nullable(),
  /**
   * The order it names, when that is an order of this store placed with the same e-mail or
   * phone; null otherwise (orderRef then stays unverified).
   */
  orderId: text().nullable(),
  message: text(),
  /** Who acknowledged and who resolved or closed it (a staff member's e-mail). */
  acknowledgedBy: text().nullable(),
  resolvedBy: text().nullable(),
  updatedAt: text(),
});
export type AdminGrievance = z.infer<typeof adminGrievanceSchema>;

/**
 * POST /admin/grievances/{ticket}/status. The state machine is GRIEVANCE_TRANSITIONS (409
 * otherwise); resolving or closing needs the answer the person is sent.
 */
export const grievanceStatusChangeSchema = z
  .object({
    status: z.enum(['acknowledged', 'resolved', 'closed'], {
      error: 'must be acknowledged, resolved or closed',
    }),
    /** The status the staff member saw: if it moved on meanwhile, 409 rather than a blind change. */
    fromStatus: grievanceStatus.optional(),
    resolution: text()
      .trim()
      .max(
        GRIEVANCE_RESOLUTION_MAX_LENGTH,
        `must be at most ${GRIEVANCE_RESOLUTION_MAX_LENGTH} characters`,
      )
      .optional()
      .transform((value) => value || undefined),
  })
  .superRefine((change, context) => {
    if (change.status !== 'acknowledged' && !change.resolution) {
      context.addIssue({
        code: 'custom',
        path: ['resolution'],
        message: `is required to ${change.status === 'resolved' ? 'resolve' : 'close'} a grievance`,
      });
    }
  });
export type GrievanceStatusChange = z.input<typeof grievanceStatusChangeSchema>;
export type GrievanceStatusChangeInput = z.output<typeof grievanceStatusChangeSchema>;
