// What the order's answers show of its parcels (issue 39): read here from the shipping tables,
// a page of orders in three queries, so the orders module needs nothing of the shipping module's.
import { asc, inArray } from 'drizzle-orm';
import type { AdminShipment, OrderShipment } from '@storefront/contract';
import type { Database } from '../../db/client';
import { shipmentEvents, shipmentLines, shipments } from '../../db/schema';

/** Each order's parcels, oldest first, with their lines and scans (oldest first). */
export async function shipmentsOf(
  db: Pick<Database, 'select'>,
  orderIds: string[],
): Promise<Map<string, AdminShipment[]>> {
  const byOrder = new Map<string, AdminShipment[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderId, orderIds))
    .orderBy(asc(shipments.id));
  if (rows.length === 0) return byOrder;
  const ids = rows.map((row) => row.id);
  const [lines, events] = await Promise.all([
    db
      .select()
      .from(shipmentLines)
      .where(inArray(shipmentLines.shipmentId, ids))
      .orderBy(asc(shipmentLines.id)),
    db
      .select()
      .from(shipmentEvents)
      .where(inArray(shipmentEvents.shipmentId, ids))
      .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id)),
  ]);
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({
      id: row.id,
      carrierId: row.carrierId,
      carrier: row.courier ?? row.carrierId,
      courier: row.courier,
      awb: row.awb,
      trackingUrl: row.trackingUrl,
      status: row.status,
      expectedDate: row.expectedDate,
      events: events
        .filter((event) => event.shipmentId === row.id)
        .map((event) => ({
          at: event.at.toISOString(),
          status: event.status,
          location: event.location,
        })),
      lines: lines
        .filter((line) => line.shipmentId === row.id)
        .map((line) => ({ itemId: line.orderItemId, quantity: line.quantity })),
      createdAt: row.createdAt.toISOString(),
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** A parcel as the shopper sees it: no ids, no lines. */
export function toOrderShipment(shipment: AdminShipment): OrderShipment {
  return {
    carrier: shipment.carrier,
    awb: shipment.awb,
    trackingUrl: shipment.trackingUrl,
    status: shipment.status,
    expectedDate: shipment.expectedDate ?? null,
    events: shipment.events,
  };
}
