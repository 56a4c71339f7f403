import {
  SHIPMENT_STATUS_LABELS,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
} from '@storefront/contract';
import { httpUrl } from './http-url';

/**
 * The order's parcels as the orders and tracking pages show them (issue 39), read defensively as
 * the rest of the order is: an API from before them answers without `shipments`, and then the
 * order shows its carrier and tracking number as before.
 */

export interface DisplayedShipmentScan {
  /** ISO time, for <time>. */
  at: string;
  statusLabel: string;
  location: string | null;
}

export interface DisplayedShipment {
  carrier: string;
  awb: string;
  /** The carrier's tracking page: http(s) only, else null (never a `javascript:` link). */
  trackingUrl: string | null;
  status: ShipmentStatus;
  statusLabel: string;
  /** India's calendar day ("2026-12-02") the courier expects to deliver; null when not known. */
  expectedDate: string | null;
  /** The courier's scans, newest first. */
  scans: DisplayedShipmentScan[];
}

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null;
const optionalText = (value: unknown) => (typeof value === 'string' && value ? value : null);
const statusOf = (value: unknown) => SHIPMENT_STATUSES.find((status) => status === value);
const timeOf = (iso: string) => {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? 0 : time;
};

/** The answer's shipments, oldest first as sent; none when missing or not parcels. */
export function shipmentsOf(value: unknown): DisplayedShipment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown): DisplayedShipment[] => {
    if (!isRecord(raw)) return [];
    const status = statusOf(raw.status);
    const awb = optionalText(raw.awb);
    if (!status || !awb) return [];
    const scans = (Array.isArray(raw.events) ? raw.events : [])
      .flatMap((event: unknown): DisplayedShipmentScan[] => {
        if (!isRecord(event)) return [];
        const scanStatus = statusOf(event.status);
        const at = optionalText(event.at);
        return scanStatus && at
          ? [
              {
                at,
                statusLabel: SHIPMENT_STATUS_LABELS[scanStatus],
                location: optionalText(event.location),
              },
            ]
          : [];
      })
      .sort((a, b) => timeOf(b.at) - timeOf(a.at));
    return [
      {
        carrier: optionalText(raw.carrier) ?? 'Courier',
        awb,
        trackingUrl: httpUrl(raw.trackingUrl),
        status,
        statusLabel: SHIPMENT_STATUS_LABELS[status],
        expectedDate: optionalText(raw.expectedDate),
        scans,
      },
    ];
  });
}
