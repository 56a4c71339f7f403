import type {
  AdminOrder,
  AdminOrderList,
  AdminOrderListQuery,
  OrderAddressCorrection,
  OrderStatusChange,
  RefundCreated,
  RefundRequest,
  RefundTransfer,
  rtoReceivedRequestSchema,
  UtrCorrection,
} from '@storefront/contract';
import type { z } from 'zod';
import { api, type QueryValue } from '~/lib/api-client';

export function listOrders(query: AdminOrderListQuery, signal?: AbortSignal) {
  return api.get<AdminOrderList>('/orders', {
    query: query as Record<string, QueryValue>,
    signal,
  });
}

export function getOrder(id: string, signal?: AbortSignal) {
  return api.get<AdminOrder>(`/orders/${encodeURIComponent(id)}`, { signal });
}

export function changeOrderStatus(id: string, change: OrderStatusChange) {
  return api.post<AdminOrder>(`/orders/${encodeURIComponent(id)}/status`, change);
}

/** PUT /admin/orders/{id}/shipping-address: before the order ships (409 after). */
export function correctOrderAddress(id: string, address: OrderAddressCorrection) {
  return api.put<AdminOrder>(`/orders/${encodeURIComponent(id)}/shipping-address`, address);
}

/** PUT /admin/orders/{id}/utr: an owner corrects the UTR of the order's UPI payment. */
export function correctOrderUtr(id: string, correction: UtrCorrection) {
  return api.put<AdminOrder>(`/orders/${encodeURIComponent(id)}/utr`, correction);
}

/** GET /admin/orders/{id}/invoice: the order's tax invoice as a PDF (404 before it ships). */
export function downloadOrderInvoice(id: string) {
  return api.getFile(`/orders/${encodeURIComponent(id)}/invoice`);
}

/** POST /admin/orders/{id}/refunds: owners and managers; 422 above what is refundable. */
export function refundOrder(id: string, refund: RefundRequest) {
  return api.post<RefundCreated>(`/orders/${encodeURIComponent(id)}/refunds`, refund);
}

/** The shop's own transfer for a UPI or cash refund, made: the refund is processed. */
export function recordRefundTransfer(id: string, refundId: number, transfer: RefundTransfer) {
  return api.post<AdminOrder>(
    `/orders/${encodeURIComponent(id)}/refunds/${refundId}/transfer`,
    transfer,
  );
}

/**
 * POST /admin/orders/{id}/rto-received: the parcel that came back undelivered is in the shop;
 * each line's `restock` goes back to stock.
 */
export function receiveReturnedParcel(id: string, body: z.input<typeof rtoReceivedRequestSchema>) {
  return api.post<AdminOrder>(`/orders/${encodeURIComponent(id)}/rto-received`, body);
}
