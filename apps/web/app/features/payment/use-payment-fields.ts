import { useCallback } from 'react';
import { useLoad } from '~/lib/use-load';
import { fetchPaymentForm } from './payment-api';

/** The payment form for the order, and what it costs by each method: loaded on mount and on `reload`. */
export function usePaymentFields(orderId: string) {
  const load = useCallback((signal: AbortSignal) => fetchPaymentForm(orderId, signal), [orderId]);
  return useLoad(load);
}
