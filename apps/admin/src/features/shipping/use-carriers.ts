import type { CarrierInfo } from '@storefront/contract';
import { useEffect, useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { listCarriers } from './shipping-api';

export type CarriersState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; carriers: CarrierInfo[] };

/** The carriers to ship with, fetched when `enabled` first becomes true. */
export function useCarriers(
  enabled: boolean,
  onAuthFailure?: (error: unknown) => boolean,
): CarriersState {
  const [carriers, setCarriers] = useState<CarriersState>({ state: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    listCarriers(controller.signal).then(
      (found) => setCarriers({ state: 'ready', carriers: found }),
      (error: unknown) => {
        if (controller.signal.aborted || onAuthFailure?.(error)) return;
        setCarriers({ state: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
    // Fetched once per opening; a new onAuthFailure is no reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
  return carriers;
}

/** "Shiprocket (sandbox)": staff see that a sandbox books no real courier. */
export function carrierLabel(carrier: CarrierInfo): string {
  return carrier.sandbox ? `${carrier.name} (sandbox)` : carrier.name;
}
