import type {
  AdminOrder,
  AdminOrderList,
  AdminOrderListQuery,
  OrderStatusChange,
} from '@storefront/contract';
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
