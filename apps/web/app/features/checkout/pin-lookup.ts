import { type Pincode, PIN_CODE_PATTERN, stateByName } from '@storefront/contract';
import { ApiError } from '~/lib/api-client';
import { browserApi } from '~/lib/browser-api';

/** What the PIN code field knows of the PIN code typed in it. */
export type PinLookup =
  { status: 'found'; place: Pincode } | { status: 'unknown'; pin: string } | { status: 'idle' };

/**
 * GET /pincodes/{pin}: where a PIN code lies. "unknown" when India Post's directory does not list
 * it (404); null when the API could not be asked (the checkout then goes on without it, and
 * POST /orders checks the state itself).
 */
export async function lookUpPin(pin: string, signal?: AbortSignal): Promise<PinLookup | null> {
  try {
    const place = await browserApi().get<Pincode>(`/pincodes/${encodeURIComponent(pin)}`, {
      signal,
    });
    return { status: 'found', place };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'unknown', pin };
    return null;
  }
}

/** "110 001" → "110001" when it is a PIN code; null otherwise. */
export function pinOf(value: string): string | null {
  const pin = value.replace(/\s/g, '');
  return PIN_CODE_PATTERN.test(pin) ? pin : null;
}

/**
 * Why the state chosen cannot be the PIN code's, naming both (as POST /orders would refuse it);
 * null when it can or when the PIN code's place is not known.
 */
export function pinStateProblem(lookup: PinLookup, pin: string, state: string): string | null {
  if (lookup.status !== 'found' || lookup.place.pin !== pin || !state) return null;
  if (stateByName(state)?.name === lookup.place.state) return null;
  return `PIN code ${pin} is in ${lookup.place.state}, not ${state}. Please check the PIN code, or choose ${lookup.place.state}.`;
}
