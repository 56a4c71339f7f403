import type { ShipmentStatus } from '@storefront/contract';

/**
 * Shiprocket's shipment status ids (its webhook's `shipment_status_id`/`current_status_id`, the
 * tracking answer's `shipment_status`) as our parcel's states; the table is decision 0033's.
 * Ids not listed (pickup queued, manifested, delayed, …) say nothing our states distinguish.
 */
export const SHIPROCKET_STATUS_IDS: Record<number, ShipmentStatus> = {
  // AWB assigned, label generated, pickup scheduled / queued / rescheduled, out for pickup
  1: 'booked',
  3: 'booked',
  4: 'booked',
  5: 'booked',
  15: 'booked',
  19: 'booked',
  52: 'booked',
  // Shipped, picked up
  6: 'picked_up',
  42: 'picked_up',
  // In transit, reached destination hub, misrouted, delayed
  18: 'in_transit',
  22: 'in_transit',
  38: 'in_transit',
  39: 'in_transit',
  17: 'out_for_delivery',
  7: 'delivered',
  21: 'undelivered',
  // RTO initiated, RTO in transit, RTO acknowledged, RTO out for delivery
  9: 'rto_initiated',
  14: 'rto_initiated',
  40: 'rto_initiated',
  46: 'rto_initiated',
  10: 'rto_delivered',
  // Cancelled, cancellation requested, lost
  8: 'cancelled',
  16: 'cancelled',
  12: 'cancelled',
};

/** The same by Shiprocket's status names, for scans that carry only words. */
const SHIPROCKET_STATUS_NAMES: Record<string, ShipmentStatus> = {
  'AWB ASSIGNED': 'booked',
  'PICKUP SCHEDULED': 'booked',
  'PICKUP GENERATED': 'booked',
  'OUT FOR PICKUP': 'booked',
  'LABEL GENERATED': 'booked',
  'MANIFEST GENERATED': 'booked',
  SHIPPED: 'picked_up',
  'PICKED UP': 'picked_up',
  'IN TRANSIT': 'in_transit',
  'REACHED AT DESTINATION HUB': 'in_transit',
  DELAYED: 'in_transit',
  'OUT FOR DELIVERY': 'out_for_delivery',
  DELIVERED: 'delivered',
  UNDELIVERED: 'undelivered',
  'RTO INITIATED': 'rto_initiated',
  'RTO IN TRANSIT': 'rto_initiated',
  'RTO ACKNOWLEDGED': 'rto_initiated',
  'RTO OFD': 'rto_initiated',
  'RTO DELIVERED': 'rto_delivered',
  CANCELED: 'cancelled',
  CANCELLED: 'cancelled',
  LOST: 'cancelled',
};

/** Our state for Shiprocket's id, else its name; null for one that changes nothing. */
export function shiprocketStatus(
  id: number | string | null | undefined,
  name: string | null | undefined,
): ShipmentStatus | null {
  const byId = id === null || id === undefined ? undefined : SHIPROCKET_STATUS_IDS[Number(id)];
  if (byId) return byId;
  return name
    ? (SHIPROCKET_STATUS_NAMES[name.trim().toUpperCase().replace(/_/g, ' ')] ?? null)
    : null;
}

/** Shiprocket's ids for a state, the first being the one the sandbox sends. */
export const SANDBOX_STATUS: Record<ShipmentStatus, { id: number; name: string }> = {
  booked: { id: 52, name: 'SHIPMENT BOOKED' },
  picked_up: { id: 42, name: 'PICKED UP' },
  in_transit: { id: 18, name: 'IN TRANSIT' },
  out_for_delivery: { id: 17, name: 'OUT FOR DELIVERY' },
  delivered: { id: 7, name: 'DELIVERED' },
  undelivered: { id: 21, name: 'UNDELIVERED' },
  rto_initiated: { id: 9, name: 'RTO INITIATED' },
  rto_delivered: { id: 10, name: 'RTO DELIVERED' },
  cancelled: { id: 8, name: 'CANCELED' },
};
