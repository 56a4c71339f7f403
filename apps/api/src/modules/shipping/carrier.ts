import type { ShipmentStatus } from '@storefront/contract';

/**
 * One way of getting a parcel to the shopper, behind which the order's lifecycle never needs to
 * know whose API it talks to. Each implementation is one folder under carriers/; none reads or
 * writes the database. Decision 0024.
 */
export interface Carrier {
  readonly id: string;
  /** Whether it can carry a parcel between two PIN codes, with its couriers' rates and days. */
  serviceability(query: ServiceabilityQuery): Promise<Serviceability>;
  /** Books the parcel (or, for a parcel the shop booked itself, records what staff typed). */
  createShipment(request: ShipmentRequest): Promise<Shipment>;
  /** The label to print and stick on the parcel; null when the carrier makes none. */
  label(shipment: Shipment): Promise<ShipmentLabel | null>;
  /** Where the parcel is: the carrier's page for it and the scans so far. */
  track(shipment: Shipment): Promise<Tracking>;
  /** Calls the parcel off before it is picked up. */
  cancel(shipment: Shipment): Promise<void>;
  /** Asks the courier to collect these booked parcels; absent when there is no one to ask. */
  requestPickup?(shipments: Shipment[]): Promise<void>;
  /** The courier's hand-over sheet (manifest) for these parcels, as a PDF; absent: ours. */
  manifestPdf?(shipments: Shipment[]): Promise<Buffer>;
  /** A tracking webhook, if genuine and about a parcel: what it says; null otherwise. */
  readTrackingNotice(notice: CarrierNotice): Promise<TrackingUpdate | null>;
}

export interface ServiceabilityQuery {
  pickupPostcode: string;
  deliveryPostcode: string;
  weightGrams: number;
  /** The cash to collect at the door; null when paid already. */
  cashOnDeliveryPaise: number | null;
}

export interface Serviceability {
  /** 'unknown' when the carrier cannot say (the shop books its own courier). */
  status: 'serviceable' | 'not serviceable' | 'unknown';
  options: CourierOffer[];
}

/** A courier the carrier offers for a parcel: its id (what `courierId` books), rate and days. */
export interface CourierOffer {
  id: string;
  courier: string;
  ratePaise: number;
  estimatedDays: number | null;
  /** Whether it collects cash on delivery. */
  cod: boolean;
}

export interface ShipmentRequest {
  orderId: string;
  /** The courier staff picked (the carrier's id for it); else the cheapest. */
  courierId?: string;
  /** What staff typed for a parcel they booked themselves: what the manual carrier records. */
  entered?: { carrier?: string; trackingNumber?: string; trackingUrl?: string };
  /** Where it goes and what it is: what a carrier that books the parcel itself needs. */
  consignment?: Consignment;
}

export interface Consignment {
  deliverTo: {
    fullName: string;
    address: string;
    city: string;
    state: string;
    postalCode: string;
    phone: string;
  };
  weightGrams: number;
  dimensionsCm?: { length: number; breadth: number; height: number };
  cashOnDeliveryPaise: number | null;
  items: { name: string; sku: string | null; quantity: number; unitPricePaise: number }[];
}

/** A booked parcel, as the order keeps it (orders.carrier, tracking_number, tracking_url). */
export interface Shipment {
  carrierId: string;
  /** The courier's name as the shopper sees it ("India Post", "Delhivery"). */
  carrier: string;
  /** The courier's tracking number (an AWB). */
  trackingNumber: string;
  /** The courier's page for this parcel, when there is one. */
  trackingUrl: string | null;
  /** The carrier's own id for the shipment, when it has one (Shiprocket's shipment_id). */
  reference: string | null;
  /** The carrier's own id for the order the parcel is booked under (Shiprocket's order_id). */
  orderReference?: string | null;
  /** The courier's expected delivery day (IST "2026-12-02"), when it says. */
  expectedDate?: string | null;
}

export interface ShipmentLabel {
  url: string;
  /** The PDF itself, fetched from `url`. */
  pdf: Buffer;
}

export interface Tracking {
  trackingUrl: string | null;
  events: TrackingUpdate[];
}

export interface TrackingUpdate {
  trackingNumber: string;
  status: ShipmentStatus;
  /** ISO time of the scan. */
  at: string;
  location: string | null;
  /** The carrier's own words for it ("OUT FOR DELIVERY"): kept, and the RTO's reason. */
  carrierStatus?: string | null;
}

/** A webhook: its headers (a shared token or signature) and the raw body, as received. */
export interface CarrierNotice {
  headers: Record<string, string | undefined>;
  rawBody: string;
}
