import { httpUrl } from '@storefront/contract';
import { BadRequestError } from '../../../../lib/errors';
import type { Carrier, ShipmentRequest } from '../../carrier';

/** As long as the back office's fields allow (orderStatusChangeSchema). */
const MAX_LENGTH = 100;

/** A value staff typed, trimmed; required, and no longer than the field allows. */
function entered(field: 'carrier' | 'trackingNumber', value: string | undefined): string {
  const text = value?.trim();
  if (!text) throw new BadRequestError(`${field}: is required to ship an order`);
  if (text.length > MAX_LENGTH) {
    throw new BadRequestError(`${field}: must be at most ${MAX_LENGTH} characters`);
  }
  return text;
}

/**
 * The shop books the courier itself and staff type its name, the tracking number and, if the
 * courier has one, its tracking page for the parcel. Nothing is booked, printed or asked here.
 */
export const manualCarrier: Carrier = {
  id: 'manual',
  serviceability: async () => ({ status: 'unknown', options: [] }),
  createShipment: async ({ entered: typed = {} }: ShipmentRequest) => {
    const carrier = entered('carrier', typed.carrier);
    const trackingNumber = entered('trackingNumber', typed.trackingNumber);
    const url = typed.trackingUrl?.trim() ? httpUrl.safeParse(typed.trackingUrl) : null;
    if (url && !url.success) {
      throw new BadRequestError(`trackingUrl: ${url.error.issues[0]?.message ?? 'is not a URL'}`);
    }
    return {
      carrierId: 'manual',
      carrier,
      trackingNumber,
      trackingUrl: url?.data ?? null,
      reference: null,
    };
  },
  label: async () => null,
  track: async (shipment) => ({ trackingUrl: shipment.trackingUrl, events: [] }),
  // Nothing was booked here: the shop calls its courier itself.
  cancel: async () => {},
  readTrackingNotice: async () => null,
};
