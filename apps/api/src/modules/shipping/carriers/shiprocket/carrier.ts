// Shiprocket's external API (apiv2.shiprocket.in/v1/external) behind the Carrier seam: log in for
// a token (kept until it expires, 10 days; a 401 logs in again once), book a parcel (an adhoc
// order, then its AWB), its label, tracking and cancellation, and its tracking webhook.
import { timingSafeEqual } from 'node:crypto';
import { BadGatewayError, UnprocessableError } from '../../../../lib/errors';
import type {
  Carrier,
  CourierOffer,
  Serviceability,
  Shipment,
  ShipmentRequest,
  Tracking,
  TrackingUpdate,
} from '../../carrier';
import { shiprocketStatus } from './statuses';

export const SHIPROCKET_LIVE_URL = 'https://apiv2.shiprocket.in/v1/external';

export interface ShiprocketConfig {
  baseUrl: string;
  email: string;
  password: () => Promise<string>;
  /** The pickup address's nickname in the Shiprocket panel. */
  pickupLocation: string;
  /** The security token Shiprocket sends its webhooks with (x-api-key). */
  webhookToken: () => Promise<string>;
  /** Whether this is the offline sandbox (the carriers' list says so). */
  sandbox?: boolean;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Shiprocket's tokens last 10 days; a day's margin. */
const TOKEN_LIFE_MS = 9 * 24 * 60 * 60 * 1000;

/** A scan as Shiprocket sends it, in its webhook and its tracking answer. */
interface Scan {
  date?: string;
  status?: string;
  activity?: string;
  location?: string;
  'sr-status'?: string | number;
  'sr-status-label'?: string;
}

/**
 * Shiprocket's times are India's, without a zone: "2026-12-01 14:05:00" (scans) or
 * "01 12 2026 14:05:00" (the webhook's current_timestamp).
 */
export function shiprocketTime(value: string | undefined): string | null {
  if (!value) return null;
  let match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (match) {
    const [, y, m, d, hh, mm, ss = '00'] = match;
    return new Date(`${y}-${m}-${d}T${hh}:${mm}:${ss}+05:30`).toISOString();
  }
  match = /^(\d{2})[ -](\d{2})[ -](\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (match) {
    const [, d, m, y, hh, mm, ss = '00'] = match;
    return new Date(`${y}-${m}-${d}T${hh}:${mm}:${ss}+05:30`).toISOString();
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString();
}

/** "2026-12-02 18:00:00" → "2026-12-02". */
const dayOf = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

export interface ShiprocketCarrier extends Carrier {
  authentic(headers: Record<string, string | undefined>): Promise<boolean>;
  /** Shiprocket's manifest (the courier's hand-over sheet) for booked parcels: its PDF's URL. */
  manifest(shipments: Shipment[]): Promise<string>;
  /** Asks the courier to collect the parcels. */
  requestPickup(shipments: Shipment[]): Promise<void>;
  /** The manifest fetched from the URL Shiprocket answers. */
  manifestPdf(shipments: Shipment[]): Promise<Buffer>;
}

export function shiprocketCarrier(config: ShiprocketConfig): ShiprocketCarrier {
  const http = config.fetch ?? fetch;
  const now = config.now ?? Date.now;
  const base = config.baseUrl.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;

  async function login(): Promise<string> {
    const response = await http(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: config.email, password: await config.password() }),
    });
    const body = (await response.json().catch(() => ({}))) as { token?: string };
    if (!response.ok || !body.token) {
      throw new BadGatewayError(`Shiprocket refused the login (HTTP ${response.status}).`);
    }
    token = { value: body.token, expiresAt: now() + TOKEN_LIFE_MS };
    return body.token;
  }

  /** A call with the token; a 401 (expired, revoked) logs in again and retries once. */
  async function call<T>(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const bearer = token && token.expiresAt > now() ? token.value : await login();
      const response = await http(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
      if (response.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      const body = (await response.json().catch(() => ({}))) as T & { message?: string };
      if (!response.ok) {
        const message = typeof body.message === 'string' ? `: ${body.message}` : '';
        if (response.status === 422 || response.status === 400) {
          throw new UnprocessableError(`Shiprocket refused it${message}`);
        }
        throw new BadGatewayError(`Shiprocket answered HTTP ${response.status}${message}`);
      }
      return body;
    }
  }

  async function serviceability(query: {
    pickupPostcode: string;
    deliveryPostcode: string;
    weightGrams: number;
    cashOnDeliveryPaise: number | null;
  }): Promise<Serviceability> {
    const params = new URLSearchParams({
      pickup_postcode: query.pickupPostcode,
      delivery_postcode: query.deliveryPostcode,
      weight: String(Math.max(query.weightGrams, 1) / 1000),
      cod: query.cashOnDeliveryPaise === null ? '0' : '1',
    });
    const body = await call<{
      data?: { available_courier_companies?: RawCourier[] };
    }>('GET', `/courier/serviceability/?${params}`);
    const couriers = (body.data?.available_courier_companies ?? []).map(toCourier);
    return { status: couriers.length > 0 ? 'serviceable' : 'not serviceable', options: couriers };
  }

  async function createShipment(request: ShipmentRequest): Promise<Shipment> {
    const consignment = request.consignment;
    if (!consignment)
      throw new UnprocessableError('Shiprocket needs the parcel’s address and items');
    const [first, ...rest] = consignment.deliverTo.fullName.trim().split(/\s+/);
    const subTotalPaise = consignment.items.reduce(
      (sum, item) => sum + item.unitPricePaise * item.quantity,
      0,
    );
    const size = consignment.dimensionsCm ?? { length: 10, breadth: 10, height: 10 };
    const created = await call<{ order_id?: number; shipment_id?: number }>(
      'POST',
      '/orders/create/adhoc',
      {
        // One Shiprocket order per parcel: an order of ours may leave in several.
        order_id: `${request.orderId}-${now().toString(36)}`,
        order_date: new Date(now()).toISOString().slice(0, 16).replace('T', ' '),
        pickup_location: config.pickupLocation,
        billing_customer_name: first ?? consignment.deliverTo.fullName,
        billing_last_name: rest.join(' '),
        billing_address: consignment.deliverTo.address,
        billing_city: consignment.deliverTo.city,
        billing_pincode: consignment.deliverTo.postalCode,
        billing_state: consignment.deliverTo.state,
        billing_country: 'India',
        billing_phone: consignment.deliverTo.phone.replace(/^\+91/, ''),
        shipping_is_billing: true,
        order_items: consignment.items.map((item) => ({
          name: item.name,
          sku: item.sku ?? item.name.slice(0, 50),
          units: item.quantity,
          selling_price: item.unitPricePaise / 100,
        })),
        payment_method: consignment.cashOnDeliveryPaise === null ? 'Prepaid' : 'COD',
        sub_total: (consignment.cashOnDeliveryPaise ?? subTotalPaise) / 100,
        length: size.length,
        breadth: size.breadth,
        height: size.height,
        weight: Math.max(consignment.weightGrams, 1) / 1000,
      },
    );
    if (!created.shipment_id)
      throw new BadGatewayError('Shiprocket made no shipment for the order');
    const assigned = await call<{
      awb_assign_status?: number;
      message?: string;
      response?: {
        data?: {
          awb_code?: string;
          courier_name?: string;
          etd?: string;
          awb_assign_error?: string;
        };
      };
    }>('POST', '/courier/assign/awb', {
      shipment_id: created.shipment_id,
      ...(request.courierId ? { courier_id: request.courierId } : {}),
    });
    const awb = assigned.response?.data?.awb_code;
    if (assigned.awb_assign_status !== 1 || !awb) {
      // The order stays in Shiprocket, unbooked: cancelled so it does not linger there.
      await call('POST', '/orders/cancel', { ids: [created.order_id] }).catch(() => {});
      throw new UnprocessableError(
        `Shiprocket could not assign an AWB: ${assigned.response?.data?.awb_assign_error ?? assigned.message ?? 'no courier took the parcel'}`,
      );
    }
    return {
      carrierId: 'shiprocket',
      carrier: assigned.response?.data?.courier_name ?? 'Shiprocket',
      trackingNumber: awb,
      trackingUrl: `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`,
      reference: String(created.shipment_id),
      orderReference: created.order_id === undefined ? null : String(created.order_id),
      expectedDate: dayOf(assigned.response?.data?.etd),
    };
  }

  async function label(shipment: Shipment) {
    const body = await call<{ label_created?: number; label_url?: string }>(
      'POST',
      '/courier/generate/label',
      { shipment_id: [Number(shipment.reference)] },
    );
    if (!body.label_url) throw new BadGatewayError('Shiprocket made no label for the parcel');
    const response = await http(body.label_url);
    if (!response.ok)
      throw new BadGatewayError(`The label could not be fetched (HTTP ${response.status})`);
    return { url: body.label_url, pdf: Buffer.from(await response.arrayBuffer()) };
  }

  async function track(shipment: Shipment): Promise<Tracking> {
    const body = await call<{
      tracking_data?: {
        track_url?: string;
        shipment_track_activities?: Scan[] | null;
      };
    }>('GET', `/courier/track/awb/${encodeURIComponent(shipment.trackingNumber)}`);
    const scans = body.tracking_data?.shipment_track_activities ?? [];
    return {
      trackingUrl: body.tracking_data?.track_url ?? shipment.trackingUrl,
      events: scans
        .map((scan) => toUpdate(shipment.trackingNumber, scan))
        .filter((update): update is TrackingUpdate => update !== null),
    };
  }

  async function cancel(shipment: Shipment): Promise<void> {
    if (!shipment.orderReference) return;
    await call('POST', '/orders/cancel', { ids: [Number(shipment.orderReference)] });
  }

  /** Whether the webhook carries the token Shiprocket was given (x-api-key). */
  async function authentic(headers: Record<string, string | undefined>): Promise<boolean> {
    const given = Buffer.from(headers['x-api-key'] ?? '');
    const expected = Buffer.from(await config.webhookToken());
    return (
      expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected)
    );
  }

  async function readTrackingNotice(notice: {
    headers: Record<string, string | undefined>;
    rawBody: string;
  }): Promise<TrackingUpdate | null> {
    if (!(await authentic(notice.headers))) return null;
    let body: {
      awb?: string | number;
      current_status?: string;
      current_status_id?: number;
      shipment_status_id?: number;
      current_timestamp?: string;
      scans?: Scan[];
    };
    try {
      body = JSON.parse(notice.rawBody);
    } catch {
      return null;
    }
    if (!body.awb) return null;
    const status = shiprocketStatus(
      body.current_status_id ?? body.shipment_status_id,
      body.current_status,
    );
    const last = body.scans?.at(-1);
    const at = shiprocketTime(body.current_timestamp) ?? shiprocketTime(last?.date);
    if (!status || !at) return null;
    return {
      trackingNumber: String(body.awb),
      status,
      at,
      location: last?.location ?? null,
      carrierStatus: body.current_status ?? null,
    };
  }

  async function manifest(shipments: Shipment[]): Promise<string> {
    const body = await call<{ manifest_url?: string }>('POST', '/manifests/generate', {
      shipment_id: shipments.map((shipment) => Number(shipment.reference)),
    });
    if (!body.manifest_url) throw new BadGatewayError('Shiprocket made no manifest');
    return body.manifest_url;
  }

  return {
    id: 'shiprocket',
    serviceability,
    createShipment,
    label,
    track,
    cancel,
    readTrackingNotice,
    authentic,
    manifest,
    async manifestPdf(shipments) {
      const url = await manifest(shipments);
      const response = await http(url);
      if (!response.ok) {
        throw new BadGatewayError(`The manifest could not be fetched (HTTP ${response.status})`);
      }
      return Buffer.from(await response.arrayBuffer());
    },
    async requestPickup(shipments) {
      await call('POST', '/courier/generate/pickup', {
        shipment_id: shipments.map((shipment) => Number(shipment.reference)),
      });
    },
  };
}

/** One of Shiprocket's `available_courier_companies` (its serviceability answer). */
interface RawCourier {
  courier_company_id?: number;
  courier_name?: string;
  /** Rupees, freight with the COD charge when `cod=1` was asked. */
  rate?: number | string;
  estimated_delivery_days?: string | number;
  /** 1 when the courier collects cash on delivery. */
  cod?: number | boolean;
}

function toCourier(raw: RawCourier): CourierOffer {
  const days = Number(raw.estimated_delivery_days);
  const rate = Number(raw.rate ?? 0);
  return {
    id: String(raw.courier_company_id ?? ''),
    courier: raw.courier_name ?? 'Courier',
    ratePaise: Number.isFinite(rate) ? Math.round(rate * 100) : 0,
    estimatedDays: Number.isFinite(days) && days > 0 ? Math.round(days) : null,
    cod: raw.cod === 1 || raw.cod === true,
  };
}

function toUpdate(awb: string, scan: Scan): TrackingUpdate | null {
  const status = shiprocketStatus(scan['sr-status'], scan['sr-status-label'] ?? scan.activity);
  const at = shiprocketTime(scan.date);
  if (!status || !at) return null;
  return {
    trackingNumber: awb,
    status,
    at,
    location: scan.location ?? null,
    carrierStatus: scan['sr-status-label'] ?? scan.activity ?? null,
  };
}
