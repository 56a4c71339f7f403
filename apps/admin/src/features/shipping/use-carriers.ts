import type { CarrierInfo, CourierOption } from '@storefront/contract';
import { useEffect, useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { listCarriers, listCouriers } from './shipping-api';

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

export type CouriersState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; couriers: CourierOption[] };

/**
 * The couriers a carrier offers for what is left of the order to ship, asked again when the
 * carrier changes; idle for no carrier (or the manual one, which offers none).
 */
export function useCouriers(
  orderId: string,
  carrier: string | null,
  onAuthFailure?: (error: unknown) => boolean,
): CouriersState {
  const [couriers, setCouriers] = useState<{ carrier: string; found: CouriersState } | null>(null);
  useEffect(() => {
    if (!carrier) return;
    const controller = new AbortController();
    listCouriers(orderId, carrier, controller.signal).then(
      (found) => setCouriers({ carrier, found: { state: 'ready', couriers: found } }),
      (error: unknown) => {
        if (controller.signal.aborted || onAuthFailure?.(error)) return;
        setCouriers({ carrier, found: { state: 'failed', message: errorMessage(error) } });
      },
    );
    return () => controller.abort();
    // Asked once per carrier; a new onAuthFailure is no reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, carrier]);
  if (!carrier) return { state: 'idle' };
  // Another carrier's answer (or none yet) is still to come.
  return couriers?.carrier === carrier ? couriers.found : { state: 'loading' };
}
