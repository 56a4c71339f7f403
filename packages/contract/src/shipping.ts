// Shipping the Indian way (issue 39): the store's delivery zones and rates, the delivery promise
// for a PIN code, carriers (the manual one, Shiprocket and its offline sandbox), shipments with
// their AWB, label and the courier's scans.
import { z } from 'zod';
import { text } from './common';
import { PIN_CODE_PATTERN } from './order-rules';

// ─── The delivery promise ───────────────────────────────────────────────────────────────────────

/** GET /delivery-estimate?pin=&productId= */
export const deliveryEstimateQuerySchema = z.object({
  pin: text().trim().regex(PIN_CODE_PATTERN, 'must be a 6-digit Indian PIN code'),
  productId: text().trim().min(1).max(100).optional(),
});
export type DeliveryEstimateQuery = z.input<typeof deliveryEstimateQuerySchema>;

/**
 * Whether the store delivers to the PIN code, whether cash on delivery is possible there, in how
 * many days, and the latest day it arrives (`date`, "2026-12-02" in IST, skipping the days the
 * store does not dispatch); `minDays`, `maxDays` and `date` are null when not serviceable.
 */
export const deliveryEstimateSchema = z.object({
  serviceable: z.boolean(),
  cod: z.boolean(),
  minDays: z.number().int().nullable(),
  maxDays: z.number().int().nullable(),
  date: text().nullable(),
  /** The shipping rate for this product alone to that PIN (rupees; 0 = free), when serviceable. */
  shipping: z.number().nullable().optional(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

// ─── Zones and rates (back office) ─────────────────────────────────────────────────────────────

const rupees = z
  .number({ error: 'must be an amount in rupees' })
  .min(0, 'must be ₹0 or more')
  .max(1_000_000, 'must be at most ₹10,00,000')
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'must be in whole paise',
  );

const days = z
  .number({ error: 'must be a whole number of days' })
  .int('must be a whole number of days')
  .min(0, 'must be 0 or more days')
  .max(60, 'must be at most 60 days');

/**
 * What a zone charges: nothing (the default: the spec's cart says Free), a flat rate, or by the
 * parcel's weight (the first slab at or above the weight; volumetric weight where larger); free at
 * or above `freeAbove` (rupees of goods) in any case.
 */
export const shippingRateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('free') }),
  z.object({ kind: z.literal('flat'), amount: rupees, freeAbove: rupees.nullable().default(null) }),
  z.object({
    kind: z.literal('weight'),
    slabs: z
      .array(z.object({ upToGrams: z.number().int().positive().max(1_000_000), amount: rupees }))
      .min(1, 'must have at least one slab')
      .max(20),
    freeAbove: rupees.nullable().default(null),
  }),
]);
export type ShippingRate = z.infer<typeof shippingRateSchema>;

/**
 * A delivery zone: PIN codes listed, PIN prefixes (1 to 5 digits) or whole states (as GST names
 * them). A PIN listed wins over a prefix, a longer prefix over a shorter, a prefix over a state.
 * A zone not served refuses checkout there.
 */
export const shippingZoneInputSchema = z.object({
  name: text().trim().min(1, 'is required').max(100),
  states: z.array(text().trim().min(1).max(100)).max(40).default([]),
  pinPrefixes: z
    .array(
      text()
        .trim()
        .regex(/^\d{1,5}$/, 'must be 1 to 5 digits'),
    )
    .max(500)
    .default([]),
  pins: z
    .array(text().trim().regex(PIN_CODE_PATTERN, 'must be a 6-digit Indian PIN code'))
    .max(5000)
    .default([]),
  served: z.boolean().default(true),
  minDays: days,
  maxDays: days,
  cod: z.boolean().default(true),
  rate: shippingRateSchema.default({ kind: 'free' }),
});
export type ShippingZoneInput = z.input<typeof shippingZoneInputSchema>;

export const shippingZoneSchema = shippingZoneInputSchema.extend({ id: z.number().int() });
export type ShippingZone = z.infer<typeof shippingZoneSchema>;

/** Where the delivery promise comes from: the store's zones, or the courier's serviceability. */
export const PROMISE_SOURCES = ['zones', 'carrier'] as const;
export type PromiseSource = (typeof PROMISE_SOURCES)[number];

/**
 * GET/PUT /admin/shipping: the zones, what applies where no zone matches (`elsewhere`), the
 * days of the week the store dispatches (0 Sunday … 6 Saturday, IST) and the pickup address's
 * PIN code (where parcels leave from).
 */
export const shippingSettingsSchema = z.object({
  zones: z.array(shippingZoneInputSchema.extend({ id: z.number().int().optional() })).max(200),
  elsewhere: z.object({
    served: z.boolean(),
    minDays: days,
    maxDays: days,
    cod: z.boolean(),
    rate: shippingRateSchema,
  }),
  dispatchDays: z.array(z.number().int().min(0).max(6)).min(1).max(7),
  pickupPin: text().regex(PIN_CODE_PATTERN, 'must be a 6-digit Indian PIN code').nullable(),
  /**
   * Where the delivery promise of `GET /delivery-estimate` comes from: the zones (absent: the
   * default), or the courier carrier's serviceability from the pickup PIN for the PINs the zones
   * serve without naming them (no PIN listed, no prefix): not serviceable when no courier goes
   * there; the fastest courier's days, cash on delivery where the zone allows it and a courier
   * collects it. The zone's rate still prices shipping, and checkout still follows the zones.
   */
  promiseFrom: z.enum(PROMISE_SOURCES).optional(),
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

// ─── Carriers and shipments ─────────────────────────────────────────────────────────────────────

/** GET /admin/carriers: the manual carrier, and Shiprocket (its sandbox in the embedded shop). */
export const carrierSchema = z.object({ id: text(), name: text(), sandbox: z.boolean() });
export type CarrierInfo = z.infer<typeof carrierSchema>;

/**
 * A parcel's state, from the courier's scans: booked (AWB assigned), picked up, in transit, out
 * for delivery, delivered (the order becomes Delivered once every parcel is), undelivered (an
 * attempt failed), RTO initiated and RTO delivered (back at the shop: stock back), cancelled.
 */
export const SHIPMENT_STATUSES = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'undelivered',
  'rto_initiated',
  'rto_delivered',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  booked: 'Booked',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  undelivered: 'Delivery attempt failed',
  rto_initiated: 'Returning to the shop',
  rto_delivered: 'Returned to the shop',
  cancelled: 'Cancelled',
};

const lineSchema = z.object({
  itemId: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  quantity: z.number().int().positive('must be at least 1').max(100_000),
});

/** GET /admin/orders/{id}/couriers?carrier=: which carrier's couriers to list (Shiprocket's). */
export const courierQuerySchema = z.object({
  carrier: text().trim().min(1).max(40).default('shiprocket'),
});
export type CourierQuery = z.input<typeof courierQuerySchema>;

/** How staff may let the carrier's couriers be chosen for them: the cheapest or the fastest. */
export const COURIER_CHOICES = ['cheapest', 'fastest'] as const;
export type CourierChoice = (typeof COURIER_CHOICES)[number];

/**
 * A courier the carrier offers for the parcel of what is left to ship of an order: its rate
 * (rupees, what the shop pays the carrier), its estimated days (null when it does not say),
 * whether it collects cash on delivery, and whether it is the cheapest or the fastest offered
 * (ties: the cheapest among the fastest, the fastest among the cheapest).
 */
export const courierOptionSchema = z.object({
  courierId: text(),
  name: text(),
  rate: z.number(),
  estimatedDays: z.number().int().nullable(),
  cod: z.boolean(),
  cheapest: z.boolean(),
  fastest: z.boolean(),
});
export type CourierOption = z.infer<typeof courierOptionSchema>;

/**
 * POST /admin/orders/{id}/shipments: a parcel of some lines (all that has not left yet when
 * absent) with a carrier: the manual one with the courier's name and tracking number typed, or
 * Shiprocket with `courierId` (the one staff pick), `courier` ("cheapest" or "fastest" of those
 * GET …/couriers lists; not both, 400), else the courier Shiprocket picks.
 * 201 { id, awb, trackingUrl }.
 */
export const shipmentCreateSchema = z.object({
  carrier: text().trim().min(1).max(40),
  lines: z.array(lineSchema).min(1).max(200).optional(),
  courierId: text().trim().min(1).max(40).optional(),
  courier: z.enum(COURIER_CHOICES, { error: 'must be "cheapest" or "fastest"' }).optional(),
  /** The manual carrier: the courier's name ("India Post") and its tracking number. */
  courierName: text().trim().min(1).max(100).optional(),
  trackingNumber: text().trim().min(1).max(100).optional(),
  trackingUrl: text().trim().url().max(2000).optional(),
});
export type ShipmentCreate = z.input<typeof shipmentCreateSchema>;

export const shipmentCreatedSchema = z.object({
  id: z.number().int(),
  awb: text(),
  trackingUrl: text().nullable(),
});

export const shipmentEventSchema = z.object({
  at: text(),
  status: z.enum(SHIPMENT_STATUSES),
  location: text().nullable(),
});

/** A parcel on the shopper's order answers (`shipments`), oldest first. */
export const orderShipmentSchema = z.object({
  carrier: text(),
  awb: text(),
  trackingUrl: text().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  /** The courier's expected delivery day (IST "2026-12-02"), when known. */
  expectedDate: text().nullable().optional(),
  events: z.array(shipmentEventSchema),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** A parcel as staff see it on the order. */
export const adminShipmentSchema = orderShipmentSchema.extend({
  id: z.number().int(),
  carrierId: text(),
  courier: text().nullable(),
  lines: z.array(lineSchema),
  createdAt: text(),
});
export type AdminShipment = z.infer<typeof adminShipmentSchema>;

/**
 * POST /admin/shipments/pickup and POST /admin/shipments/manifest: booked parcels (not yet with
 * the courier) of one carrier, 1 to 100.
 */
export const shipmentSelectionSchema = z.object({
  shipmentIds: z
    .array(
      z
        .number()
        .int()
        .positive()
        .max(2 ** 31 - 1),
    )
    .min(1, 'must name at least one parcel')
    .max(100, 'must name at most 100 parcels'),
});
export type ShipmentSelection = z.input<typeof shipmentSelectionSchema>;

/** POST /admin/shipments/pickup's answer: the carrier asked and the parcels it was asked for. */
export const pickupRequestedSchema = z.object({
  carrier: text(),
  shipmentIds: z.array(z.number().int()),
  awbs: z.array(text()),
});
export type PickupRequested = z.infer<typeof pickupRequestedSchema>;

/** GET /admin/shipments/{id}/label?format=a4|thermal: the label as a PDF. */
export const labelQuerySchema = z.object({
  format: z.enum(['a4', 'thermal']).default('a4'),
});

/**
 * POST /admin/fulfilment/documents: for the orders chosen at the packing table, one PDF to print —
 * the pick list (items by SKU, summed), packing slips, or shipping labels (A4 or 4×6 inch).
 */
export const fulfilmentDocumentsSchema = z.object({
  orderIds: z.array(text().trim().min(1).max(40)).min(1).max(200),
  kind: z.enum(['picklist', 'slips', 'labels']),
  format: z.enum(['a4', 'thermal']).default('a4'),
});
export type FulfilmentDocuments = z.input<typeof fulfilmentDocumentsSchema>;

function centimetres() {
  return z
    .number({ error: 'must be a number of centimetres' })
    .positive('must be more than 0')
    .max(1000, 'must be at most 1,000 cm')
    .nullable()
    .optional();
}

/** Product weight and size (back office and CSV): the parcel's weight and volumetric weight. */
export const productShippingFields = {
  weightGrams: z
    .number({ error: 'must be a number of grams' })
    .int('must be a whole number of grams')
    .positive('must be more than 0')
    .max(1_000_000, 'must be at most 1,000,000 g')
    .nullable()
    .optional(),
  lengthCm: centimetres(),
  breadthCm: centimetres(),
  heightCm: centimetres(),
};
