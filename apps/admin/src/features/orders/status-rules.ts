import {
  type AdminOrder,
  canMoveOrderTo,
  normaliseUtr,
  ORDER_STATUS,
  ORDER_TRANSITIONS,
  orderStatusChangeSchema,
  type OrderStatusChange,
  type StaffRole,
  UTR_MESSAGE,
} from '@storefront/contract';
import { z } from 'zod';
import type { BadgeTone } from '~/ui/badge';

const TONES: Record<number, BadgeTone> = {
  [ORDER_STATUS.PENDING]: 'warning',
  [ORDER_STATUS.PROCESSING]: 'info',
  [ORDER_STATUS.SHIPPED]: 'brand',
  [ORDER_STATUS.DELIVERED]: 'success',
  [ORDER_STATUS.CANCELLED]: 'neutral',
};

export function statusTone(status: number): BadgeTone {
  return TONES[status] ?? 'danger';
}

type OrderFacts = Pick<AdminOrder, 'status' | 'paymentMethod'>;

export interface NextStep {
  status: number;
  /** The choice as the form offers it. */
  label: string;
  /** The submit button's words once this step is chosen. */
  action: string;
  description: string;
}

/** What a status change means for this order, in the shop's words. */
function describe(order: OrderFacts, status: number): NextStep {
  const cod = order.paymentMethod === 'cod';
  switch (status) {
    case ORDER_STATUS.PROCESSING:
      return {
        status,
        label: 'Confirm payment',
        action: 'Confirm payment',
        description: 'The money has arrived (check your bank app). Record its reference.',
      };
    case ORDER_STATUS.SHIPPED:
      return {
        status,
        label: 'Mark as shipped',
        action: 'Mark as shipped',
        description: 'The parcel has left with a carrier. The shopper sees the tracking details.',
      };
    case ORDER_STATUS.DELIVERED:
      return cod
        ? {
            status,
            label: 'Mark as delivered (cash collected)',
            action: 'Mark as delivered',
            description: 'The parcel was delivered and the cash was collected.',
          }
        : {
            status,
            label: 'Mark as delivered',
            action: 'Mark as delivered',
            description: 'The parcel has reached the shopper.',
          };
    case ORDER_STATUS.CANCELLED:
      // A shipped order is cancelled only when its parcel comes back undelivered.
      if (order.status === ORDER_STATUS.SHIPPED) {
        return {
          status,
          label: 'Returned to origin',
          action: 'Mark as returned to origin',
          description:
            'The carrier could not deliver and is bringing the parcel back. The order is cancelled; its stock returns when the parcel is received.',
        };
      }
      return {
        status,
        label: 'Cancel order',
        action: 'Cancel order',
        description: 'The order will not be fulfilled. This cannot be undone.',
      };
    default:
      return { status, label: `Status ${status}`, action: 'Change status', description: '' };
  }
}

/**
 * Only the moves the API accepts from the order's current status (ORDER_TRANSITIONS) and from
 * this role (confirming money and cancelling are for owners and managers).
 */
export function nextSteps(order: OrderFacts, role: StaffRole): NextStep[] {
  return (ORDER_TRANSITIONS[order.status] ?? [])
    .filter((status) => canMoveOrderTo(role, status))
    .map((status) => describe(order, status));
}

/** The moves only some roles make, as a sentence names them. */
const ROLE_MOVES: Record<number, string> = {
  [ORDER_STATUS.PROCESSING]: 'confirming payments',
  [ORDER_STATUS.CANCELLED]: 'cancelling orders',
};

/**
 * Why this role is offered fewer moves than the order allows ("Confirming payments and
 * cancelling orders are for owners and managers."), or null when it is offered them all.
 */
export function movesNotForRole(order: OrderFacts, role: StaffRole): string | null {
  const withheld = (ORDER_TRANSITIONS[order.status] ?? [])
    .filter((status) => !canMoveOrderTo(role, status))
    .map((status) =>
      status === ORDER_STATUS.CANCELLED && order.status === ORDER_STATUS.SHIPPED
        ? 'marking parcels returned to origin'
        : (ROLE_MOVES[status] ?? `moving orders to status ${status}`),
    );
  if (withheld.length === 0) return null;
  const moves = withheld.join(' and ');
  const verb = withheld.length > 1 ? 'are' : 'is';
  return `${moves.charAt(0).toUpperCase()}${moves.slice(1)} ${verb} for owners and managers.`;
}

/** Why a parcel came back undelivered, as the carrier reports it; "other" asks for the words. */
export const RTO_REASONS = [
  'Refused by the buyer',
  'Buyer unreachable',
  'Wrong or incomplete address',
] as const;
export const RTO_OTHER = 'other';

/** Whether this move marks a shipped order's parcel returned to origin. */
export function isReturnToOrigin(shownStatus: number, status: number): boolean {
  return shownStatus === ORDER_STATUS.SHIPPED && status === ORDER_STATUS.CANCELLED;
}

export const statusMessages = {
  choose: 'Choose what happens next',
  reference: 'is required to confirm a payment (the UTR or the gateway reference)',
  utr: UTR_MESSAGE,
  carrier: 'is required to ship',
  trackingNumber: 'is required to ship',
  reason: 'is required to cancel',
  rtoReason: 'Choose why the parcel came back',
  rtoOther: 'is required',
  cashCollected: 'Confirm that the cash was collected',
} as const;

/**
 * The status form's rules: the contract's field rules, and what each move needs. The form also
 * carries a cash-collected tick for cash on delivery, which only the form checks.
 */
export function statusChangeFormSchema(order: OrderFacts) {
  const allowed = ORDER_TRANSITIONS[order.status] ?? [];
  const cod = order.paymentMethod === 'cod';
  return orderStatusChangeSchema
    .extend({
      cashCollected: z.boolean().optional(),
      /** Return to origin: one of RTO_REASONS, or RTO_OTHER with `reason` in the carrier's words. */
      rtoReason: z.string().optional(),
    })
    .superRefine((change, context) => {
      const need = (path: string, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (!allowed.includes(change.status)) need('status', statusMessages.choose);
      if (change.status === ORDER_STATUS.PROCESSING) {
        if (!change.reference) need('reference', statusMessages.reference);
        // A UPI payment is confirmed with its UTR; the API also refuses one used before.
        else if (order.paymentMethod === 'upi' && !normaliseUtr(change.reference)) {
          need('reference', statusMessages.utr);
        }
      }
      if (change.status === ORDER_STATUS.SHIPPED) {
        if (!change.carrier) need('carrier', statusMessages.carrier);
        if (!change.trackingNumber) need('trackingNumber', statusMessages.trackingNumber);
      }
      if (isReturnToOrigin(order.status, change.status)) {
        if (!change.rtoReason) need('rtoReason', statusMessages.rtoReason);
        else if (change.rtoReason === RTO_OTHER && !change.reason) {
          need('reason', statusMessages.rtoOther);
        }
      } else if (change.status === ORDER_STATUS.CANCELLED && !change.reason) {
        need('reason', statusMessages.reason);
      }
      if (change.status === ORDER_STATUS.DELIVERED && cod && !change.cashCollected) {
        need('cashCollected', statusMessages.cashCollected);
      }
    });
}

export type StatusChangeFormInput = z.input<ReturnType<typeof statusChangeFormSchema>>;
export type StatusChangeFormValues = z.output<ReturnType<typeof statusChangeFormSchema>>;

/**
 * The request body: the new status, the status the form showed (so a change someone else made
 * meanwhile is a 409, not overwritten) and only the details that go with the new status.
 */
export function statusChangeBody(
  values: StatusChangeFormValues,
  shownStatus: number,
): OrderStatusChange {
  const move = { status: values.status, fromStatus: shownStatus };
  switch (values.status) {
    case ORDER_STATUS.PROCESSING:
      return { ...move, reference: values.reference };
    case ORDER_STATUS.SHIPPED:
      return {
        ...move,
        carrier: values.carrier,
        trackingNumber: values.trackingNumber,
        trackingUrl: values.trackingUrl,
      };
    case ORDER_STATUS.CANCELLED:
      if (isReturnToOrigin(shownStatus, values.status)) {
        const reason = values.rtoReason === RTO_OTHER ? values.reason : values.rtoReason;
        return { ...move, reason, returnedToOrigin: true };
      }
      return { ...move, reason: values.reason };
    default:
      return move;
  }
}
