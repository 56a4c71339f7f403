import type {
  AdminReturn,
  AdminReturnList,
  AdminReturnListQuery,
  returnPickupRequestSchema,
  returnRefundRequestSchema,
  ReturnStatusChange,
} from '@storefront/contract';
import type { z } from 'zod';
import { api, type QueryValue } from '~/lib/api-client';

const path = (id: number) => `/returns/${id}`;

/** GET /admin/returns: those needing action first, oldest first among them. */
export function listReturns(query: AdminReturnListQuery, signal?: AbortSignal) {
  return api.get<AdminReturnList>('/returns', {
    query: query as Record<string, QueryValue>,
    signal,
  });
}

export function getReturn(id: number, signal?: AbortSignal) {
  return api.get<AdminReturn>(path(id), { signal });
}

/** Approve or reject a requested return, or record an approved one received and inspected. */
export function changeReturnStatus(id: number, change: ReturnStatusChange) {
  return api.post<AdminReturn>(`${path(id)}/status`, change);
}

export function arrangeReturnPickup(id: number, pickup: z.input<typeof returnPickupRequestSchema>) {
  return api.post<AdminReturn>(`${path(id)}/pickup`, pickup);
}

/** A received return's refund: 422 above the proposed amount or what is left of the payment. */
export function refundReturn(id: number, refund: z.input<typeof returnRefundRequestSchema>) {
  return api.post<AdminReturn>(`${path(id)}/refund`, refund);
}

/** Ships the other size or colour as an order of its own (AdminReturn.exchangeOrderId). */
export function shipReturnExchange(id: number) {
  return api.post<AdminReturn>(`${path(id)}/exchange`, {});
}

/** GET /admin/orders/{id}/credit-notes/{number}: the credit note's PDF. */
export function downloadCreditNote(orderId: string, number: string) {
  return api.getFile(
    `/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(number)}`,
  );
}
