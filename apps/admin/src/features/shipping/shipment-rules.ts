import type { AdminOrder, AdminShipment, ShipmentStatus } from '@storefront/contract';
import type { BadgeTone } from '~/ui/badge';

/** The manual carrier's id: staff type the courier's name and tracking number themselves. */
export const MANUAL_CARRIER = 'manual';

export const SHIPMENT_STATUS_TONES: Record<ShipmentStatus, BadgeTone> = {
  booked: 'neutral',
  picked_up: 'info',
  in_transit: 'info',
  out_for_delivery: 'brand',
  delivered: 'success',
  undelivered: 'warning',
  rto_initiated: 'warning',
  rto_delivered: 'danger',
  cancelled: 'neutral',
};

/**
 * How many of each line have not left in a parcel yet (a cancelled parcel's lines are to ship
 * again), by item id.
 */
export function unshippedQuantities(
  items: AdminOrder['items'],
  shipments: readonly AdminShipment[],
): Map<number, number> {
  const left = new Map(items.map((item) => [item.id, item.quantity]));
  for (const shipment of shipments) {
    if (shipment.status === 'cancelled') continue;
    for (const line of shipment.lines) {
      left.set(line.itemId, Math.max(0, (left.get(line.itemId) ?? 0) - line.quantity));
    }
  }
  return left;
}
