import type { PaymentField } from '@storefront/contract';
import { useCallback, useEffect, useState } from 'react';
import { fetchPaymentFields } from './payment-api';

export type PaymentFieldsState =
  { status: 'loading' } | { status: 'loaded'; fields: PaymentField[] } | { status: 'failed' };

/** The payment form's field definitions, loaded on mount and again on `reload`. */
export function usePaymentFields(): PaymentFieldsState & { reload: () => void } {
  const [state, setState] = useState<PaymentFieldsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchPaymentFields(controller.signal).then(
      (fields) => setState({ status: 'loaded', fields }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, reload };
}
