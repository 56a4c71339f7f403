// The back office's API (/api/v1/admin): staff, sessions, orders, store settings, dashboard and
// audit log. The back-office app builds its forms from these schemas; the API validates with them.
import { z } from 'zod';
import { countParameter, IMAGE_URL_MESSAGE, isProductImageUrl, text } from './common';
import { EMAIL_MAX_LENGTH, POLICY_SLUGS } from './constants';
import { ORDER_STATUS, type OrderStatus } from './order-rules';
import { gstinProblem } from './gst';
import { stateByCode } from './india-states';
import {
  invoiceRefSchema,
  orderItemSchema,
  priceBreakupSchema,
  shippingAddressSchema,
} from './orders';
import { emailAddressSchema } from './users';
import { PAYMENT_METHODS } from './payments';
import { COD_FEE_MAX_RUPEES } from './cod-rules';
import { adminRefundSchema, savedRefundDestinationSchema } from './refunds';
import { adminShipmentSchema } from './shipping';
import { appliedPromotionSchema } from './promotions';
import {
  adminCreditNoteSchema,
  orderReturnSchema,
  RETURN_WINDOW_DAYS_MAX,
  rtoRateSchema,
} from './returns';
import {
  STAFF_NOTIFICATION_EVENTS,
  STAFF_NOTIFICATION_MAX_RECIPIENTS,
  type StaffNotificationEvent,
} from './inbox-rules';

export const STAFF_ROLES = ['owner', 'manager', 'fulfilment'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES, {
  error: 'must be one of owner, manager, fulfilment',
});

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  fulfilment: 'Fulfilment',
};

/** Staff passwords guard a shop's orders and customers' details: longer than a shopper's. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

/**
 * A staff password must be hard to guess, as a password strength estimator (zxcvbn) scores it:
 * 3 of 0-4 is "safely unguessable", about 10^8 guesses or more. Its length alone says little:
 * `password1234` has 12 characters and is among the first ten thousand any attacker tries.
 */
export const STAFF_PASSWORD_MIN_SCORE = 3;

/** The estimator's advice, as one message for the password field. */
export function weakPasswordMessage(feedback: {
  warning: string | null;
  suggestions: string[];
}): string {
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  return `This password is too easy to guess. ${advice || 'Add another word or two; uncommon words are best.'}`;
}

export const adminMessages = {
  password: `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters`,
  /** 401 from POST /admin/session when the password was right but a code is needed. */
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  invalidCredentials: 'Invalid email, password or code',
  /** 403 on every route but enrolment while the owner requires two-factor sign-in. */
  enrolmentRequired:
    'The store owner requires two-factor sign-in. Set up an authenticator app to continue.',
} as const;

const staffEmail = emailAddressSchema;
const staffPassword = text()
  .min(STAFF_PASSWORD_MIN_LENGTH, adminMessages.password)
  .max(STAFF_PASSWORD_MAX_LENGTH, adminMessages.passwordTooLong);
/** Setup and invitation tokens: 43 base64url characters (256 bits). */
const oneTimeToken = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not a valid link token');
/** A 6-digit TOTP code or a recovery code (xxxxx-xxxxx); spaces ignored. */
const secondFactorCode = text()
  .trim()
  .max(40)
  .transform((value) => value.replace(/\s+/g, '').toLowerCase());

// ─── Setup, invitations, sessions ─────────────────────────────────────────────────────────────

/** POST /admin/setup: the first owner, from the link the API prints while a store has none. */
export const adminSetupRequestSchema = z.object({
  token: oneTimeToken,
  email: staffEmail,
  password: staffPassword,
});
export type AdminSetupRequest = z.input<typeof adminSetupRequestSchema>;

/** POST /admin/invites/accept */
export const inviteAcceptRequestSchema = z.object({ token: oneTimeToken, password: staffPassword });
export type InviteAcceptRequest = z.input<typeof inviteAcceptRequestSchema>;

/** The token of a setup or invitation link in a path (GET /admin/setup/{token}, /invites/{token}). */
export const oneTimeTokenParamsSchema = z.object({ token: text().max(100) });

/** GET /admin/setup/{token}: the store whose first owner the link creates. */
export const setupLinkInfoSchema = z.object({ storeName: text() });

/** GET /admin/invites/{token}: who the invitation is for, so the page can greet them. */
export const inviteInfoSchema = z.object({ email: text(), role: staffRoleSchema });
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

/** POST /admin/session */
export const adminSessionRequestSchema = z.object({
  email: staffEmail,
  password: text().min(1, 'is required').max(STAFF_PASSWORD_MAX_LENGTH),
  code: secondFactorCode.optional(),
});
export type AdminSessionRequest = z.input<typeof adminSessionRequestSchema>;

/** The signed-in staff member (POST and GET /admin/session). */
export const staffMeSchema = z.object({
  id: z.number().int(),
  email: text(),
  role: staffRoleSchema,
  storeName: text(),
  totpEnabled: z.boolean(),
  /** The owner requires two-factor sign-in and this account has not set it up yet. */
  mustEnrolTotp: z.boolean(),
  /**
   * Where the storefront is ("https://shop.example.in"): the sample shop's pictures
   * (/images/products/…) are its files, not the API's, so the back office shows them from there.
   * Absent from an API older than it.
   */
  storefrontOrigin: text().optional(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** POST /admin/account/password: every session of the account ends; this one is renewed. */
export const passwordChangeRequestSchema = z.object({
  currentPassword: text().min(1, 'is required').max(STAFF_PASSWORD_MAX_LENGTH),
  newPassword: staffPassword,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

/** POST /admin/account/totp: a new secret to enrol (not active until confirmed with a code). */
export const totpEnrolmentSchema = z.object({
  secret: text(),
  /** otpauth://totp/… for the QR code an authenticator app scans. */
  otpauthUrl: text(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** POST /admin/account/totp/confirm */
export const totpConfirmRequestSchema = z.object({
  code: text()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code from your authenticator app'),
});
/** Shown once: each recovery code signs in once in place of an authenticator code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(text()) });

/** DELETE /admin/account/totp: the password again, so a left-open session cannot remove it. */
export const totpDisableRequestSchema = z.object({
  password: text().min(1, 'is required').max(STAFF_PASSWORD_MAX_LENGTH),
});

// ─── Staff (owner only) ─────────────────────────────────────────────────────────────────────────

export const STAFF_STATUSES = ['active', 'invited', 'disabled'] as const;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: text(),
  role: staffRoleSchema,
  status: z.enum(STAFF_STATUSES),
  totpEnabled: z.boolean(),
  createdAt: text(),
  lastSignInAt: text().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * POST /admin/staff (owner only) → 201 { inviteUrl }: a one-time link, valid 72 hours, also
 * e-mailed to the person invited.
 */
export const staffInviteRequestSchema = z.object({ email: staffEmail, role: staffRoleSchema });
export type StaffInviteRequest = z.input<typeof staffInviteRequestSchema>;
export const staffInviteResponseSchema = z.object({ inviteUrl: text() });

/** PATCH /admin/staff/{id} (owner only) */
export const staffUpdateRequestSchema = z
  .object({ role: staffRoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    message: 'must change role or disabled',
  });
export type StaffUpdateRequest = z.input<typeof staffUpdateRequestSchema>;

/** GET/PUT /admin/security (owner only): store-wide sign-in rules. */
export const securitySettingsSchema = z.object({ requireTotp: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

// ─── Pagination ─────────────────────────────────────────────────────────────────────────────────

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_LIMIT = 100;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: paginationSchema });
}

export const pageQuerySchema = z.object({
  page: countParameter(10_000, 1),
  limit: countParameter(ADMIN_MAX_LIMIT, ADMIN_PAGE_SIZE),
});

export const idParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

// ─── Orders ─────────────────────────────────────────────────────────────────────────────────────

const statusCode = z.coerce
  .number({ error: 'must be an order status (0-4)' })
  .int('must be an order status (0-4)')
  .min(ORDER_STATUS.PENDING, 'must be an order status (0-4)')
  .max(ORDER_STATUS.CANCELLED, 'must be an order status (0-4)');

/** A calendar day, YYYY-MM-DD, read in India Standard Time; one no calendar has is refused. */
const day = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    // Date rolls 2024-02-30 over into March: only a day that reads back the same exists.
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a date (YYYY-MM-DD)');

/** GET /admin/orders: newest first, filters combined with AND. */
export const adminOrderListQuerySchema = pageQuerySchema.extend({
  status: statusCode.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** First and last day included (IST). */
  from: day.optional(),
  to: day.optional(),
  /** An order id, an e-mail address or a phone number. */
  q: text().trim().max(EMAIL_MAX_LENGTH).optional(),
  /**
   * due: money to give back that no refund covers yet (a double payment, a cancelled paid order);
   * pending: a refund under way (the gateway's answer, or the shop's own transfer, awaited).
   */
  refund: z.enum(['due', 'pending']).optional(),
  /** Orders that used this promotion (issue 40). */
  promotionId: z.coerce.number().int().positive().optional(),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

/** GET /admin/orders/export: the orders the list's filters name, every page of them. */
export const adminOrderExportQuerySchema = adminOrderListQuerySchema.omit({
  page: true,
  limit: true,
});
export type AdminOrderExportQuery = z.input<typeof adminOrderExportQuerySchema>;

/** The orders export's columns, in order (money in rupees). */
export const ORDER_CSV_COLUMNS = [
  'order',
  'placed_at',
  'status',
  'customer',
  'email',
  'phone',
  'items',
  'payment_method',
  'discount',
  'promotions',
  'total',
] as const;

export const adminOrderSummarySchema = z.object({
  id: text(),
  status: z.number().int(),
  createdAt: text(),
  customerName: text(),
  email: text(),
  phone: text(),
  /** Rupees. */
  total: z.number(),
  /** The method of the latest payment attempt; null before the shopper chose one. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  itemCount: z.number().int(),
  /** Rupees the offers took off (0 when none), and the codes used (automatic offers by label). */
  discount: z.number(),
  promotions: z.array(text()),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
export const adminOrderListSchema = pagedSchema(adminOrderSummarySchema);
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminPaymentSchema = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(['initiated', 'pending', 'succeeded', 'failed']),
  /** Rupees. */
  amount: z.number(),
  /** Our transaction id at the gateway. */
  txnid: text().nullable(),
  /** The gateway's reference, or the UTR the staff member recorded for a UPI payment. */
  reference: text().nullable(),
  /** Paid through the sandbox gateway: no real money moved. */
  test: z.boolean(),
  /** Money to give back: it arrived for an order already paid, or the order was cancelled. */
  refundDue: z.boolean(),
  createdAt: text(),
  updatedAt: text(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const ORDER_EVENT_TYPES = [
  'placed',
  'payment_started',
  'paid',
  'payment_failed',
  'status_changed',
  'address_corrected',
  'refund',
  'utr_corrected',
  'return',
  'credit_note',
  'rto_received',
  'shipment',
] as const;

/**
 * An order's money as it is (rupees): paid (payments that succeeded), pending (awaited: a UPI
 * transfer to confirm, cash to collect, a gateway's answer), refunded (processed refunds),
 * refunding (refunds under way), refundDue (money to give back that no refund covers yet) and
 * refundable (what a refund may still give back).
 */
export const orderMoneySchema = z.object({
  paid: z.number(),
  pending: z.number(),
  refunded: z.number(),
  refunding: z.number(),
  refundDue: z.number(),
  refundable: z.number(),
});
export type OrderMoney = z.infer<typeof orderMoneySchema>;

export const orderEventSchema = z.object({
  at: text(),
  type: z.enum(ORDER_EVENT_TYPES),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int().nullable(),
  /** Who did it: a staff member's e-mail, "customer", or "payment gateway". */
  actor: text(),
  /** What else was recorded: carrier and tracking number, reference, reason, method. */
  details: z.record(text(), text()),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const adminOrderSchema = z.object({
  id: text(),
  status: z.number().int(),
  createdAt: text(),
  updatedAt: text(),
  email: text(),
  phone: text(),
  shippingAddress: z.object({
    fullName: text(),
    address: text(),
    city: text(),
    state: text(),
    postalCode: text(),
    phone: text(),
  }),
  items: z.array(orderItemSchema),
  /** Rupees. */
  total: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  shippingMethod: text().nullable(),
  carrier: text().nullable(),
  trackingNumber: text().nullable(),
  trackingUrl: text().nullable(),
  cancelReason: text().nullable(),
  payments: z.array(adminPaymentSchema),
  /** Oldest first. */
  timeline: z.array(orderEventSchema),
  priceBreakup: priceBreakupSchema,
  /** Issued when the order shipped: GET /admin/orders/{id}/invoice downloads it. */
  invoice: invoiceRefSchema.nullable(),
  money: orderMoneySchema,
  /** Oldest first. */
  refunds: z.array(adminRefundSchema),
  /** Where the shopper asked money of a UPI or cash order to be sent back; null until given. */
  refundDestination: savedRefundDestinationSchema.nullable(),
  creditNotes: z.array(adminCreditNoteSchema),
  /** Return requests of the order (GET /admin/returns/{id} has each in full). */
  returns: z.array(orderReturnSchema),
  /**
   * Set when a shipped order came back undelivered (Cancelled): the carrier's reason, and when
   * the parcel was received back (its stock returned then); null otherwise.
   */
  returnedToOrigin: z.object({ reason: text(), receivedAt: text().nullable() }).nullable(),
  /** Its parcels, oldest first (issue 39). */
  shipments: z.array(adminShipmentSchema),
  /** Rupees the offers took off the items, and each offer with what it saved (issue 40). */
  discount: z.number(),
  promotions: z.array(appliedPromotionSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const optionalField = (max: number) =>
  text()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

export const httpUrl = text()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an http(s) URL');

/**
 * POST /admin/orders/{id}/status. The state machine (the API enforces it, 409 otherwise):
 * Pending → Processing (reference: the UTR or reference of the payment received; cash on
 * delivery orders are Processing from the start),
 * Processing → Shipped (carrier and tracking number), Shipped → Delivered,
 * Pending or Processing → Cancelled (reason).
 */
export const orderStatusChangeSchema = z.object({
  status: statusCode,
  /**
   * The status the order had when the staff member chose the change: if it has moved on since
   * (someone else changed it), the change is refused with 409 rather than applied to a state
   * they never saw.
   */
  fromStatus: statusCode.optional(),
  carrier: optionalField(100),
  trackingNumber: optionalField(100),
  trackingUrl: httpUrl.optional().or(z.literal('').transform(() => undefined)),
  reference: optionalField(100),
  reason: optionalField(500),
  /**
   * Shipped → Cancelled: the parcel came back undelivered (refused, unreachable, wrong address),
   * `reason` the carrier's. Required for that move, refused for any other.
   */
  returnedToOrigin: z.boolean().optional(),
});
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

/**
 * PUT /admin/orders/{id}/shipping-address: staff correct where an order goes, before it ships
 * (Pending or Processing; 409 after). The PIN code must lie in the state given (400 naming both),
 * and the tax invoice, issued when it ships, names the corrected address.
 */
export const orderAddressCorrectionSchema = shippingAddressSchema;
export type OrderAddressCorrection = z.input<typeof orderAddressCorrectionSchema>;

/** The statuses in which an order's address may still be corrected. */
export const ADDRESS_CORRECTABLE_STATUSES: readonly number[] = [
  ORDER_STATUS.PENDING,
  ORDER_STATUS.PROCESSING,
];

/** The moves only some roles make, in the words of a refusal: "The fulfilment role cannot confirm payments". */
export const ORDER_STATUS_ACTIONS: Partial<Record<number, string>> = {
  [ORDER_STATUS.PROCESSING]: 'confirm payments',
  [ORDER_STATUS.CANCELLED]: 'cancel orders',
};

/**
 * Whether a staff role may move orders to `status` (the back office offers only such moves; the
 * API answers 403 to the others). A status no move leads to is left to the state machine (409).
 */
export function canMoveOrderTo(role: StaffRole, status: number): boolean {
  const moves = ORDER_MOVES.filter((move) => move.to === status);
  return moves.length === 0 || moves.some((move) => move.by.includes(role));
}

/** A UPI payment's reference: the UTR (RRN) of 12 digits that the payer's and payee's banks show. */
export const UTR_DIGITS = 12;
export const UTR_MESSAGE = `must be the ${UTR_DIGITS}-digit UTR of the UPI payment, as your bank or UPI app shows it`;

/**
 * The UTR a staff member typed, as kept: its 12 digits, without the spaces, hyphens or the "UTR"
 * (or "UTR No.") label a bank's message puts around them; null when it is not a UTR.
 */
export function normaliseUtr(value: string): string | null {
  const digits = value
    .trim()
    .replace(/^utr\s*(?:no\.?|number)?\s*[:.#-]?\s*/i, '')
    .replace(/[\s-]/g, '');
  return digits.length === UTR_DIGITS && /^\d+$/.test(digits) ? digits : null;
}

/**
 * Who moves an order besides staff (by role): the shop's owner at the server's terminal, the
 * customer (choosing cash on delivery), the payment gateway (a verified paid callback) and the
 * system (a payment hold that passed; a courier's scan: delivered, returned to origin).
 */
export type OrderMover = StaffRole | 'terminal' | 'customer' | 'gateway' | 'system';

/**
 * The order's state machine, in one place (decision 0023): each legal move and who may make it.
 * Any other move is refused with 409 naming both statuses; a legal move by someone it does not
 * list, with 403. Confirming money (Processing) and cancelling are for owners and managers;
 * fulfilment packs and ships. The API's order lifecycle enforces it; the back office offers
 * only what it allows.
 */
export const ORDER_MOVES: readonly {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderMover[];
}[] = [
  {
    from: ORDER_STATUS.PENDING,
    to: ORDER_STATUS.PROCESSING,
    by: ['owner', 'manager', 'terminal', 'customer', 'gateway'],
  },
  // The shopper cancels their own order until it ships (issue 38).
  {
    from: ORDER_STATUS.PENDING,
    to: ORDER_STATUS.CANCELLED,
    by: ['owner', 'manager', 'terminal', 'system', 'customer'],
  },
  {
    from: ORDER_STATUS.PROCESSING,
    to: ORDER_STATUS.SHIPPED,
    by: ['owner', 'manager', 'fulfilment', 'terminal'],
  },
  {
    from: ORDER_STATUS.PROCESSING,
    to: ORDER_STATUS.CANCELLED,
    by: ['owner', 'manager', 'terminal', 'customer'],
  },
  {
    from: ORDER_STATUS.SHIPPED,
    to: ORDER_STATUS.DELIVERED,
    by: ['owner', 'manager', 'fulfilment', 'terminal', 'system'],
  },
  // Return to origin only (the parcel came back undelivered): `returnedToOrigin` with the reason.
  {
    from: ORDER_STATUS.SHIPPED,
    to: ORDER_STATUS.CANCELLED,
    by: ['owner', 'manager', 'terminal', 'system'],
  },
];

/** Which status an order may move to from each (ORDER_MOVES); anything else is refused with 409. */
export const ORDER_TRANSITIONS: Record<number, readonly number[]> = Object.fromEntries(
  Object.values(ORDER_STATUS).map((from) => [
    from,
    ORDER_MOVES.filter((move) => move.from === from).map((move) => move.to),
  ]),
);

// ─── Store settings ─────────────────────────────────────────────────────────────────────────────

const required = (max: number) =>
  text().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const grievanceOfficerSchema = z.object({
  name: required(100),
  designation: required(100),
  email: staffEmail,
  phone: required(20),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

/**
 * HSN digits a shop must write on its invoices: 4 up to ₹5 crore of aggregate turnover in the
 * previous financial year, 6 above it.
 */
export const HSN_DIGIT_OPTIONS = [4, 6] as const;
/** The invoice number is PREFIX/YY-YY/NNNNN: 1 to 4 characters keep it within GST's 16. */
export const INVOICE_PREFIX_MAX_LENGTH = 4;

/** The shop's registration for GST: what its tax invoices say of the supplier. */
export const storeTaxSettingsSchema = z
  .object({
    /** The legal name of the business (as on its PAN and GST registration). */
    legalName: required(200),
    /** Null: the shop is not registered for GST and issues no tax invoices. */
    gstin: text()
      .trim()
      .toUpperCase()
      .nullable()
      .superRefine((value, context) => {
        const problem = value === null ? null : gstinProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    /** The principal place of business as registered: printed on every invoice. */
    registeredAddress: required(500),
    /** The registered address's state, as its 2-digit GST state code ("07" for Delhi). */
    stateCode: text()
      .trim()
      .refine((code) => stateByCode(code) !== null, 'must be a GST state code such as 07 (Delhi)')
      .nullable(),
    hsnDigits: z.literal(HSN_DIGIT_OPTIONS, {
      error: 'must be 4 (turnover up to ₹5 crore) or 6 (above ₹5 crore)',
    }),
    /** Starts every invoice number: letters and digits, 1 to 4 of them ("CK"). */
    invoicePrefix: text()
      .trim()
      .toUpperCase()
      .regex(
        new RegExp(`^[A-Z0-9]{1,${INVOICE_PREFIX_MAX_LENGTH}}$`),
        `must be 1 to ${INVOICE_PREFIX_MAX_LENGTH} letters or digits`,
      ),
  })
  .superRefine((tax, context) => {
    if (!tax.gstin) return;
    if (!tax.stateCode) {
      context.addIssue({
        code: 'custom',
        path: ['stateCode'],
        message: `is required with a GSTIN: ${tax.gstin.slice(0, 2)}`,
      });
    } else if (tax.stateCode !== tax.gstin.slice(0, 2)) {
      context.addIssue({
        code: 'custom',
        path: ['stateCode'],
        message: `must be the GSTIN's state, ${tax.gstin.slice(0, 2)}: a GSTIN is issued for one state`,
      });
    }
  });
export type StoreTaxSettings = z.infer<typeof storeTaxSettingsSchema>;
export type StoreTaxSettingsInput = z.input<typeof storeTaxSettingsSchema>;

/** One address staff notifications go to, and which events it is told of. */
export const staffNotificationRecipientSchema = z.object({
  email: staffEmail,
  events: z
    .array(z.enum(STAFF_NOTIFICATION_EVENTS, { error: 'is not an event staff can be told of' }))
    .refine((list) => new Set(list).size === list.length, 'must not repeat an event'),
});
export type StaffNotificationRecipient = z.infer<typeof staffNotificationRecipientSchema>;

/** Who on the staff is e-mailed about what; an empty list mails nobody. */
export const staffNotificationsSchema = z
  .array(staffNotificationRecipientSchema)
  .max(
    STAFF_NOTIFICATION_MAX_RECIPIENTS,
    `must hold at most ${STAFF_NOTIFICATION_MAX_RECIPIENTS} addresses`,
  )
  .refine(
    (list) => new Set(list.map((recipient) => recipient.email)).size === list.length,
    'must not repeat an address',
  );

/** Until the shop chooses: the store's own e-mail, told of everything. */
export function defaultStaffNotifications(storeEmail: string): StaffNotificationRecipient[] {
  return [
    { email: storeEmail, events: [...STAFF_NOTIFICATION_EVENTS] as StaffNotificationEvent[] },
  ];
}

export const POLICY_MAX_LENGTH = 100_000;
export const MAX_CATEGORIES = 50;
export const CATEGORY_NAME_MAX_LENGTH = 60;

/** An image of the store: uploaded (/api/v1/images/…), on the shop's site, or on the web. */
const storeImageUrl = text()
  .trim()
  .max(2000, 'must be at most 2000 characters')
  .refine(isProductImageUrl, IMAGE_URL_MESSAGE);

/** A text the storefront has a built-in for: blank (or null) means the built-in. */
const ownText = (max: number) =>
  text()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    // Not a transform: the schema also describes GET's answer, which JSON Schema must express.
    .overwrite((value) => value || null);

export const HERO_TITLE_MAX_LENGTH = 120;
export const HERO_TEXT_MAX_LENGTH = 400;

/**
 * The home page's hero: its heading, its text and its picture (with the picture's description).
 * Each null is the storefront's built-in one; the two buttons (Browse Collection, Featured
 * Products) are the spec's and always there.
 */
export const homeHeroSchema = z.object({
  title: ownText(HERO_TITLE_MAX_LENGTH),
  text: ownText(HERO_TEXT_MAX_LENGTH),
  imageUrl: storeImageUrl.nullable(),
  /** What the picture shows, for those who cannot see it; required with a picture of the store's. */
  imageAlt: ownText(300),
});
export type HomeHero = z.infer<typeof homeHeroSchema>;
export const DEFAULT_HOME_HERO: HomeHero = {
  title: null,
  text: null,
  imageUrl: null,
  imageAlt: null,
};

/** An amount of rupees in whole paise, above ₹0 and at most `max`. */
const rupeeAmount = (max: number) =>
  z
    .number({ error: 'must be an amount in rupees' })
    .refine(Number.isFinite, 'must be an amount in rupees')
    .positive('must be more than ₹0')
    .max(max, `must be at most ₹${max.toLocaleString('en-IN')}`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'must be in whole paise',
    );

/**
 * Cash on delivery's terms (decision 0029), in rupees: orders above `maxOrderValue` may not be
 * paid in cash (null: any order may), and `fee` is added to an order that is, GST included, and
 * shown before the shopper chooses (null: no fee).
 */
export const codSettingsSchema = z.object({
  maxOrderValue: rupeeAmount(10_000_000).nullable(),
  fee: rupeeAmount(COD_FEE_MAX_RUPEES).nullable(),
});
export type CodSettings = z.infer<typeof codSettingsSchema>;

/** GET and PUT /admin/store: everything GET /storeInfo serves, and how the store takes payment. */
export const storeSettingsSchema = z.object({
  storeName: required(100),
  companyName: required(200),
  companyAddress: required(500),
  companyPhone: required(20),
  companyEmail: staffEmail,
  description: text().trim().max(2000),
  /** Uploaded through POST /admin/images (its address), or an image on the web. */
  logoUrl: storeImageUrl.nullable(),
  /** Where the store's pages are published: canonical links and the sitemap. */
  publicOrigin: httpUrl.nullable(),
  socialLinks: z
    .record(text().trim().min(1).max(40), httpUrl)
    .refine((links) => Object.keys(links).length <= 20, 'must hold at most 20 links'),
  /** In the order the storefront shows them. */
  categories: z
    .array(required(CATEGORY_NAME_MAX_LENGTH))
    .max(MAX_CATEGORIES, `must hold at most ${MAX_CATEGORIES} categories`)
    .refine(
      (list) => new Set(list.map((name) => name.toLowerCase())).size === list.length,
      'must not repeat a category',
    ),
  /** Policy HTML by slug, with {{companyName}}-style placeholders; sanitised when saved. */
  policies: z.partialRecord(
    z.enum(POLICY_SLUGS),
    text().max(POLICY_MAX_LENGTH, `must be at most ${POLICY_MAX_LENGTH} characters`),
  ),
  paymentMethods: z
    .array(z.enum(PAYMENT_METHODS))
    .min(1, 'must offer at least one payment method')
    .refine((list) => new Set(list).size === list.length, 'must not repeat a method'),
  /** Where UPI money goes; required when UPI is offered. */
  upi: z
    .object({
      vpa: text()
        .trim()
        .regex(
          /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/,
          'must be a UPI ID (name@bank)',
        ),
      payeeName: required(100),
    })
    .nullable(),
  grievanceOfficer: grievanceOfficerSchema.nullable(),
  /** "Only N left" and the low-stock list at or under this many, unless a variant sets its own. */
  lowStockThreshold: z
    .number({ error: 'must be a whole number from 0 to 1000' })
    .int('must be a whole number from 0 to 1000')
    .min(0, 'must be a whole number from 0 to 1000')
    .max(1000, 'must be a whole number from 0 to 1000')
    .optional(),
  /** Always in GET; a PUT without it leaves the tax settings as they are. */
  tax: storeTaxSettingsSchema.optional(),
  /**
   * Who on the staff is e-mailed about what. Always in GET (the store's own e-mail, told of
   * everything, until the shop chooses); a PUT without it leaves it as it is.
   */
  notifications: staffNotificationsSchema.optional(),
  /** Always in GET; a PUT without it leaves cash on delivery's terms as they are. */
  cod: codSettingsSchema.optional(),
  /**
   * Days after delivery a shopper may ask to return (0: no returns). Always in GET (7 until the
   * shop chooses); a PUT without it leaves it as it is.
   */
  returnWindowDays: z
    .number({ error: `must be a whole number of days from 0 to ${RETURN_WINDOW_DAYS_MAX}` })
    .int(`must be a whole number of days from 0 to ${RETURN_WINDOW_DAYS_MAX}`)
    .min(0, `must be a whole number of days from 0 to ${RETURN_WINDOW_DAYS_MAX}`)
    .max(
      RETURN_WINDOW_DAYS_MAX,
      `must be a whole number of days from 0 to ${RETURN_WINDOW_DAYS_MAX}`,
    )
    .optional(),
  /** Always in GET; a PUT without it leaves the home page as it is. */
  homeHero: homeHeroSchema
    .superRefine((hero, context) => {
      if (hero.imageUrl && !hero.imageAlt) {
        context.addIssue({
          code: 'custom',
          path: ['imageAlt'],
          message: 'is required with a picture: say what it shows',
        });
      }
    })
    .optional(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;

/**
 * A category renamed in the settings: its products move with it (their category is the new
 * name), so the storefront's listing of it does not empty.
 */
export const categoryRenameSchema = z.object({
  from: required(CATEGORY_NAME_MAX_LENGTH),
  to: required(CATEGORY_NAME_MAX_LENGTH),
});
export type CategoryRename = z.infer<typeof categoryRenameSchema>;

/**
 * PUT /admin/store's body: the settings, with UPI's payee required when UPI is offered, and the
 * categories renamed (each `to` in the new list, each `from` gone from it).
 */
export const storeSettingsUpdateSchema = storeSettingsSchema
  .extend({
    categoryRenames: z
      .array(categoryRenameSchema)
      .max(MAX_CATEGORIES, `must hold at most ${MAX_CATEGORIES} renames`)
      .default([]),
  })
  .superRefine((settings, context) => {
    if (settings.paymentMethods.includes('upi') && !settings.upi) {
      context.addIssue({
        code: 'custom',
        path: ['upi'],
        message: 'is required when UPI is offered',
      });
    }
    const listed = new Set(settings.categories.map((name) => name.toLowerCase()));
    const renamed = new Set<string>();
    settings.categoryRenames.forEach(({ from, to }, index) => {
      if (!listed.has(to.toLowerCase())) {
        context.addIssue({
          code: 'custom',
          path: ['categoryRenames', index, 'to'],
          message: `must be one of the categories: "${to}" is not`,
        });
      }
      if (settings.categories.includes(from) || renamed.has(from.toLowerCase())) {
        context.addIssue({
          code: 'custom',
          path: ['categoryRenames', index, 'from'],
          message: `must be a category renamed once, no longer listed: "${from}" is`,
        });
      }
      renamed.add(from.toLowerCase());
    });
  });
export type StoreSettingsUpdate = z.input<typeof storeSettingsUpdateSchema>;

/** PUT /admin/store's answer: the settings saved, and how many products each rename moved. */
export const storeSettingsSavedSchema = storeSettingsSchema.extend({
  renamedCategories: z.array(categoryRenameSchema.extend({ products: z.number().int() })),
});
export type StoreSettingsSaved = z.infer<typeof storeSettingsSavedSchema>;

/** POST /admin/store/policy-preview: a policy as the shopper will see it. */
export const policyPreviewRequestSchema = z.object({
  slug: z.enum(POLICY_SLUGS),
  html: text().max(POLICY_MAX_LENGTH),
});
export const policyPreviewSchema = z.object({ title: text(), html: text() });

// ─── Dashboard and audit ───────────────────────────────────────────────────────────────────────

/**
 * Orders placed (cancelled ones left out) and revenue: rupees of those paid, or cash on delivery;
 * an order still waiting for its payment (Pending) counts as an order, not as revenue.
 */
const tally = z.object({ orders: z.number().int(), revenue: z.number() });

/** GET /admin/dashboard. Days are India Standard Time; cancelled orders count for nothing. */
export const dashboardSchema = z.object({
  today: tally,
  last30Days: tally,
  /** The last 30 days, oldest first, one entry per day (zeros included). */
  byDay: z.array(tally.extend({ date: text() })),
  /** Orders waiting for the shop, by status (Pending, Processing, Shipped). */
  awaitingAction: z.object({
    pending: z.number().int(),
    processing: z.number().int(),
    shipped: z.number().int(),
  }),
  /** Pending orders whose shopper chose UPI: check the bank app, then confirm each. */
  upiAwaitingConfirmation: z.array(
    z.object({ orderId: text(), amount: z.number(), createdAt: text(), customerName: text() }),
  ),
  /** E-mails given up on after their retries (GET /admin/mail?status=failed lists them). */
  failedMail: z.number().int(),
  /** Tracked variants at or under their low-stock threshold. */
  lowStock: z.number().int(),
  /**
   * Grievances not yet acknowledged, and those whose next deadline has passed or is near
   * (GET /admin/grievances?due=attention).
   */
  grievancesNeedingAttention: z.number().int(),
  /**
   * The last 30 days' money as it is (rupees; cancelled orders' payments included, since their
   * money moved): paid, awaited, refunded, refunds under way, and due to be given back.
   */
  money: z.object({
    paid: z.number(),
    pending: z.number(),
    refunded: z.number(),
    refunding: z.number(),
    refundDue: z.number(),
  }),
  /** Return to origin over the last 30 days' shipped orders, by payment method. */
  rtoRate: rtoRateSchema,
  /** Return requests waiting for staff (GET /admin/returns lists them first). */
  returnsNeedingAction: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: text(),
  /** The staff member's e-mail, or "terminal" for the command-line tools. */
  actor: text(),
  action: text(),
  entity: text(),
  entityId: text().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = pagedSchema(auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;

export const staffListSchema = pagedSchema(staffMemberSchema);
export type StaffList = z.infer<typeof staffListSchema>;

// ─── E-mail ───────────────────────────────────────────────────────────────────────────────────

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** GET /admin/mail: the store's e-mails, newest first; `status=failed` for those given up on. */
export const adminMailListQuerySchema = pageQuerySchema.extend({
  status: z.enum(MAIL_STATUSES).optional(),
});
export type AdminMailListQuery = z.input<typeof adminMailListQuerySchema>;

export const adminMailSchema = z.object({
  id: z.number().int(),
  to: text(),
  /** welcome, order_placed, payment_received, order_shipped, … */
  kind: text(),
  /** Null until the mail is first rendered for sending. */
  subject: text().nullable(),
  orderId: text().nullable(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** Why the last attempt failed. */
  lastError: text().nullable(),
  createdAt: text(),
  sentAt: text().nullable(),
  /** When the next attempt is due (pending mails). */
  nextAttemptAt: text().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;
export const adminMailListSchema = pagedSchema(adminMailSchema).extend({
  /** Failed mails of the store, whatever the filter: the back office flags them. */
  failedCount: z.number().int(),
});
export type AdminMailList = z.infer<typeof adminMailListSchema>;
