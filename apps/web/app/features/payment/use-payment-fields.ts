import type { PaymentField } from '@storefront/contract';
import { useLoad } from '~/lib/use-load';
import { fetchPaymentFields } from './payment-api';

/** The payment form's field definitions, loaded on mount and again on `reload`. */
export function usePaymentFields() {
  return useLoad<PaymentField[]>(fetchPaymentFields);
}
