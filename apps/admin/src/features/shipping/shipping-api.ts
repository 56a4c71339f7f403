import type {
  AdminShipment,
  CarrierInfo,
  CourierOption,
  FulfilmentDocuments,
  PickupRequested,
  ShipmentCreate,
  shipmentCreatedSchema,
  ShippingSettings,
} from '@storefront/contract';
import type { z } from 'zod';
import { api } from '~/lib/api-client';

export type ShipmentCreated = z.infer<typeof shipmentCreatedSchema>;
export type LabelFormat = 'a4' | 'thermal';

/** GET /admin/shipping: zones and rates, dispatch days and the pickup PIN. */
export function getShippingSettings(signal?: AbortSignal) {
  return api.get<ShippingSettings>('/shipping', { signal });
}

/** PUT /admin/shipping: replaces them all; a 400 names the fields it refuses. */
export function saveShippingSettings(settings: ShippingSettings) {
  return api.put<ShippingSettings>('/shipping', settings);
}

/** GET /admin/carriers: the manual carrier and Shiprocket (or its sandbox). */
export function listCarriers(signal?: AbortSignal) {
  return api.get<CarrierInfo[]>('/carriers', { signal });
}

/** GET /admin/orders/{id}/couriers: the carrier's couriers for what is left to ship. */
export function listCouriers(orderId: string, carrier: string, signal?: AbortSignal) {
  return api.get<CourierOption[]>(`/orders/${encodeURIComponent(orderId)}/couriers`, {
    query: { carrier },
    signal,
  });
}

/** POST /admin/orders/{id}/shipments: books a parcel of the order's lines with a carrier. */
export function createShipment(orderId: string, body: ShipmentCreate) {
  return api.post<ShipmentCreated>(`/orders/${encodeURIComponent(orderId)}/shipments`, body);
}

/** GET /admin/shipments/{id}/label: the parcel's label as a PDF, A4 or 4×6 inch (thermal). */
export function downloadShipmentLabel(id: number, format: LabelFormat) {
  return api.getFile(`/shipments/${id}/label`, { query: { format } });
}

/** POST /admin/fulfilment/documents: the pick list, packing slips or labels of orders. */
export function downloadFulfilmentDocuments(body: FulfilmentDocuments) {
  return api.postFile('/fulfilment/documents', body);
}

/** POST /admin/shipments/{id}/cancel: calls a parcel off (at the carrier, then here). */
export function cancelShipment(id: number) {
  return api.post<AdminShipment>(`/shipments/${id}/cancel`, {});
}

/** POST /admin/shipments/pickup: asks the carrier's courier to collect booked parcels. */
export function requestPickup(shipmentIds: readonly number[]) {
  return api.post<PickupRequested>('/shipments/pickup', { shipmentIds: [...shipmentIds] });
}

/** POST /admin/shipments/manifest: the manifest of booked parcels as a PDF. */
export function downloadManifest(shipmentIds: readonly number[]) {
  return api.postFile('/shipments/manifest', { shipmentIds: [...shipmentIds] });
}
