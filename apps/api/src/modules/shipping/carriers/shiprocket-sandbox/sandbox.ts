// The offline Shiprocket (never in production): Shiprocket's REST shapes under
// /api/v1/sandbox/shiprocket, so the real client (../shiprocket) is what the embedded shop uses.
// It books parcels, prints real labels, and plays each parcel's journey by sending Shiprocket's
// tracking webhook to the API, one scan per job. Tests switch on its failures: an expired token,
// a failed AWB assignment, a lost, duplicated or out-of-order webhook. Its state is this process's.
import type { ShipmentStatus } from '@storefront/contract';
import { renderManifest } from '../../documents-pdf';
import { renderLabel } from '../../label-pdf';
import { SANDBOX_STATUS } from '../shiprocket/statuses';

export const SHIPROCKET_SANDBOX_PATH = '/sandbox/shiprocket';
export const SHIPROCKET_SANDBOX_EMAIL = 'api@shiprocket-sandbox.invalid';
export const SHIPROCKET_SANDBOX_PASSWORD_SECRET = 'shiprocket-sandbox-password';
export const SHIPROCKET_SANDBOX_WEBHOOK_SECRET = 'shiprocket-sandbox-webhook-token';
export const SHIPROCKET_SANDBOX_JOURNEY_JOB = 'shiprocket-sandbox-journey';

/** A Shiprocket error: its status and `message`, as Shiprocket answers. */
export class ShiprocketSandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** One scan of a parcel's journey to send as a webhook (a job's input). */
export interface JourneyStep {
  awb: string;
  step: number;
}

const JOURNEYS: Record<'delivered' | 'rto' | 'undelivered', ShipmentStatus[]> = {
  delivered: ['picked_up', 'in_transit', 'out_for_delivery', 'delivered'],
  undelivered: ['picked_up', 'in_transit', 'out_for_delivery', 'undelivered'],
  rto: ['picked_up', 'in_transit', 'undelivered', 'rto_initiated', 'rto_delivered'],
};

/** Its couriers: rupees per 500 g slab, days, and whether they collect cash on delivery. */
const COURIERS = [
  { courier_company_id: 12, courier_name: 'Delhivery Surface', rate: 72.5, days: 5, cod: 1 },
  { courier_company_id: 33, courier_name: 'Xpressbees', rate: 85, days: 3, cod: 1 },
  { courier_company_id: 1, courier_name: 'Blue Dart Air', rate: 140, days: 2, cod: 1 },
  { courier_company_id: 45, courier_name: 'Ekart Logistics', rate: 60, days: 6, cod: 0 },
];

/** "2026-12-01 14:05:00" in IST, as Shiprocket writes times. */
function istText(ms: number): string {
  return new Date(ms + 330 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

interface Parcel {
  orderId: number;
  shipmentId: number;
  channelOrderId: string;
  deliverTo: {
    name: string;
    address: string;
    city: string;
    state: string;
    pincode: string;
    phone: string;
  };
  cod: number | null;
  items: { title: string; quantity: number }[];
  awb: string | null;
  courier: string | null;
  bookedAt: number;
  journey: ShipmentStatus[];
  scans: { date: string; status: ShipmentStatus; location: string }[];
  cancelled: boolean;
  /** Whether a pickup was asked for it. */
  pickupRequested: boolean;
  weightKg: number | null;
}

export type ShiprocketSandbox = ReturnType<typeof createShiprocketSandbox>;

export function createShiprocketSandbox({
  password,
  webhookToken,
  webhookUrl,
  labelBaseUrl,
  fetch: http,
  enqueueStep,
  stepMs = 2 * 60 * 1000,
  now = Date.now,
}: {
  password: () => Promise<string>;
  webhookToken: () => Promise<string>;
  /** The API's Shiprocket webhook route. */
  webhookUrl: string;
  /** Where its labels are fetched from (…/sandbox/shiprocket). */
  labelBaseUrl: string;
  fetch: typeof globalThis.fetch;
  /** Queues a journey's next scan on the jobs runner, to run after `delayMs`. */
  enqueueStep: (step: JourneyStep, delayMs: number) => Promise<void>;
  stepMs?: number;
  now?: () => number;
}) {
  const tokens = new Set<string>();
  const parcels = new Map<number, Parcel>();
  const byAwb = new Map<string, Parcel>();
  const manifests = new Map<number, number[]>();
  let nextId = 1000;
  const switches = {
    /** The next cancellation fails (Shiprocket is down), once. */
    failCancel: false,
    /** The next authenticated call answers 401 (its token expired), once. */
    expireToken: false,
    /** The next AWB assignment fails. */
    failAwb: false,
    /** What happens to the webhooks: sent, lost, sent twice, or each sent after the next. */
    webhooks: 'normal' as 'normal' | 'lost' | 'duplicate' | 'out-of-order',
    /** How new parcels' journeys end. */
    journey: 'delivered' as keyof typeof JOURNEYS,
    /** Journeys wait for playJourney (tests) rather than going a scan per `stepMs`. */
    immediate: false,
    /** Delivery PIN codes no courier serves (an empty list of couriers). */
    unservedPins: new Set<string>(),
    /** Serviceability answers 500 (Shiprocket is down) while set. */
    failServiceability: false,
  };

  async function login(body: unknown): Promise<{ token: string }> {
    const { email, password: given } = (body ?? {}) as { email?: string; password?: string };
    if (email !== SHIPROCKET_SANDBOX_EMAIL || given !== (await password())) {
      throw new ShiprocketSandboxError(400, 'Invalid email and password combination');
    }
    const token = `sandbox.${(nextId++).toString(36)}.${Math.random().toString(36).slice(2)}`;
    tokens.add(token);
    return { token };
  }

  function authenticate(authorization: string | undefined): void {
    const token = authorization?.replace(/^Bearer\s+/i, '') ?? '';
    if (switches.expireToken && tokens.has(token)) {
      switches.expireToken = false;
      tokens.delete(token);
    }
    if (!tokens.has(token)) throw new ShiprocketSandboxError(401, 'Token has expired');
  }

  function createOrder(body: unknown) {
    const order = (body ?? {}) as Record<string, unknown>;
    const need = (field: string) => {
      const value = order[field];
      if (value === undefined || value === null || value === '') {
        throw new ShiprocketSandboxError(422, `The ${field} field is required.`);
      }
      return String(value);
    };
    const items = Array.isArray(order.order_items) ? order.order_items : [];
    if (items.length === 0)
      throw new ShiprocketSandboxError(422, 'The order items field is required.');
    const parcel: Parcel = {
      orderId: nextId++,
      shipmentId: nextId++,
      channelOrderId: need('order_id'),
      deliverTo: {
        name: `${need('billing_customer_name')} ${String(order.billing_last_name ?? '')}`.trim(),
        address: need('billing_address'),
        city: need('billing_city'),
        state: need('billing_state'),
        pincode: need('billing_pincode'),
        phone: need('billing_phone'),
      },
      cod: order.payment_method === 'COD' ? Number(order.sub_total) : null,
      items: items.map((item: { name?: string; units?: number }) => ({
        title: String(item.name ?? ''),
        quantity: Number(item.units ?? 1),
      })),
      awb: null,
      courier: null,
      bookedAt: now(),
      journey: JOURNEYS[switches.journey],
      scans: [],
      cancelled: false,
      pickupRequested: false,
      weightKg: Number.isFinite(Number(order.weight)) ? Number(order.weight) : null,
    };
    parcels.set(parcel.shipmentId, parcel);
    return {
      order_id: parcel.orderId,
      shipment_id: parcel.shipmentId,
      status: 'NEW',
      status_code: 1,
    };
  }

  function serviceability(query: Record<string, string | undefined>) {
    const pin = query.delivery_postcode ?? '';
    if (!/^[1-9]\d{5}$/.test(pin)) {
      throw new ShiprocketSandboxError(422, 'Delivery postcode is not valid');
    }
    if (switches.failServiceability) {
      throw new ShiprocketSandboxError(500, 'Serviceability is unavailable (sandbox)');
    }
    const kg = Number(query.weight);
    const slabs = Number.isFinite(kg) && kg > 0 ? Math.ceil(kg / 0.5) : 1;
    // Asked for cash on delivery, Shiprocket lists only the couriers that collect it.
    const offered = switches.unservedPins.has(pin)
      ? []
      : COURIERS.filter((courier) => query.cod !== '1' || courier.cod === 1);
    return {
      status: 200,
      data: {
        available_courier_companies: offered.map((courier) => ({
          courier_company_id: courier.courier_company_id,
          courier_name: courier.courier_name,
          rate: courier.rate * slabs,
          estimated_delivery_days: String(courier.days),
          etd: istText(now() + courier.days * 86_400_000).slice(0, 10),
          cod: courier.cod,
        })),
      },
    };
  }

  async function assignAwb(body: unknown) {
    const { shipment_id: id, courier_id: courierId } = (body ?? {}) as {
      shipment_id?: number;
      courier_id?: string | number;
    };
    const parcel = parcels.get(Number(id));
    if (!parcel) throw new ShiprocketSandboxError(404, 'Shipment not found');
    if (switches.failAwb) {
      switches.failAwb = false;
      return {
        awb_assign_status: 0,
        response: { data: { awb_assign_error: 'Selected courier is not serviceable (sandbox)' } },
      };
    }
    const courier =
      COURIERS.find((candidate) => String(candidate.courier_company_id) === String(courierId)) ??
      COURIERS[0]!;
    parcel.awb ??= `SRX${String(parcel.shipmentId).padStart(9, '0')}`;
    parcel.courier = courier.courier_name;
    byAwb.set(parcel.awb, parcel);
    parcel.scans.push({ date: istText(parcel.bookedAt), status: 'booked', location: 'Seller' });
    if (!switches.immediate) await enqueueStep({ awb: parcel.awb, step: 0 }, stepMs);
    return {
      awb_assign_status: 1,
      response: {
        data: {
          awb_code: parcel.awb,
          courier_company_id: courier.courier_company_id,
          courier_name: courier.courier_name,
          shipment_id: parcel.shipmentId,
          etd: istText(parcel.bookedAt + courier.days * 86_400_000),
        },
      },
    };
  }

  function ids(body: unknown, field: 'shipment_id' | 'ids'): number[] {
    const value = ((body ?? {}) as Record<string, unknown>)[field];
    return (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isFinite);
  }

  function generateLabel(body: unknown) {
    const [id] = ids(body, 'shipment_id');
    const parcel = id === undefined ? undefined : parcels.get(id);
    if (!parcel?.awb) throw new ShiprocketSandboxError(422, 'AWB is not assigned to the shipment');
    return {
      label_created: 1,
      label_url: `${labelBaseUrl}/labels/${parcel.shipmentId}.pdf`,
      response: 'Label has been created and uploaded successfully!',
    };
  }

  /** The label at label_url: a 4×6 inch PDF with the AWB's barcode. */
  function labelPdf(shipmentId: number): Promise<Buffer> {
    const parcel = parcels.get(shipmentId);
    if (!parcel?.awb) throw new ShiprocketSandboxError(404, 'Label not found');
    const [fullName = parcel.deliverTo.name] = [parcel.deliverTo.name];
    return renderLabel(
      {
        awb: parcel.awb,
        courier: `${parcel.courier ?? 'Courier'} · Shiprocket sandbox`,
        orderId: parcel.channelOrderId,
        to: {
          fullName,
          address: parcel.deliverTo.address,
          city: parcel.deliverTo.city,
          state: parcel.deliverTo.state,
          postalCode: parcel.deliverTo.pincode,
          phone: parcel.deliverTo.phone,
        },
        lines: parcel.items,
        codPaise: parcel.cod === null ? null : Math.round(parcel.cod * 100),
        returnTo: { name: 'The shop’s pickup address', address: 'Primary', phone: '' },
      },
      'thermal',
    );
  }

  /** The parcels a manifest or pickup names: each known, with its AWB, not called off. */
  function booked(body: unknown): Parcel[] {
    const found = ids(body, 'shipment_id').map((id) => parcels.get(id));
    if (found.length === 0 || found.some((parcel) => !parcel?.awb || parcel.cancelled)) {
      throw new ShiprocketSandboxError(422, 'Shipment not found or AWB not assigned');
    }
    return found as Parcel[];
  }

  function manifest(body: unknown) {
    const listed = booked(body);
    const id = nextId++;
    manifests.set(
      id,
      listed.map((parcel) => parcel.shipmentId),
    );
    return { status: 1, manifest_url: `${labelBaseUrl}/manifests/${id}.pdf` };
  }

  /** The manifest at manifest_url: the parcels it lists, a row each. */
  function manifestPdf(id: number): Promise<Buffer> {
    const listed = manifests.get(id);
    if (!listed) throw new ShiprocketSandboxError(404, 'Manifest not found');
    return renderManifest(
      listed.map((shipmentId) => {
        const parcel = parcels.get(shipmentId)!;
        return {
          awb: parcel.awb!,
          orderId: parcel.channelOrderId,
          consignee: parcel.deliverTo.name,
          postalCode: parcel.deliverTo.pincode,
          weightGrams: parcel.weightKg === null ? null : Math.round(parcel.weightKg * 1000),
          codPaise: parcel.cod === null ? null : Math.round(parcel.cod * 100),
        };
      }),
      { courier: 'Shiprocket sandbox', at: new Date(now()) },
    );
  }

  function pickup(body: unknown) {
    for (const parcel of booked(body)) parcel.pickupRequested = true;
    return {
      pickup_status: 1,
      response: { pickup_scheduled_date: istText(now() + 86_400_000), data: 'Pickup is scheduled' },
    };
  }

  function cancel(body: unknown) {
    if (switches.failCancel) {
      switches.failCancel = false;
      throw new ShiprocketSandboxError(500, 'Something went wrong (sandbox)');
    }
    for (const id of ids(body, 'ids')) {
      for (const parcel of parcels.values()) if (parcel.orderId === id) parcel.cancelled = true;
    }
    return { status_code: 200, message: 'Order cancelled successfully.' };
  }

  function track(awb: string) {
    const parcel = byAwb.get(awb);
    if (!parcel) throw new ShiprocketSandboxError(404, 'AWB not found');
    const last = parcel.scans.at(-1);
    return {
      tracking_data: {
        track_status: 1,
        shipment_status: last ? SANDBOX_STATUS[last.status].id : 52,
        // Newest first, as Shiprocket lists them.
        shipment_track_activities: [...parcel.scans].reverse().map((scan) => ({
          date: scan.date,
          status: SANDBOX_STATUS[scan.status].name,
          activity: SANDBOX_STATUS[scan.status].name,
          location: scan.location,
          'sr-status': String(SANDBOX_STATUS[scan.status].id),
          'sr-status-label': SANDBOX_STATUS[scan.status].name,
        })),
        track_url: `https://shiprocket.co/tracking/${awb}`,
      },
    };
  }

  /** The whole journey of a parcel at once, every webhook sent before this answers (tests). */
  async function playJourney(awb: string, from = 0): Promise<void> {
    for (let step: JourneyStep | null = { awb, step: from }; step;) {
      step = await deliver(step, { chain: true });
    }
  }

  /**
   * One scan of the journey: recorded (tracking shows it) and sent as the webhook, as the
   * switches say. Answers the next step, or null at the journey's end.
   */
  async function deliver(
    step: JourneyStep,
    { chain = false }: { chain?: boolean } = {},
  ): Promise<JourneyStep | null> {
    const parcel = byAwb.get(step.awb);
    if (!parcel || parcel.cancelled) return null;
    const status = parcel.journey[step.step];
    if (!status) return null;
    const scan = scanAt(parcel, step.step);
    parcel.scans.push(scan);
    const next =
      step.step + 1 < parcel.journey.length ? { awb: step.awb, step: step.step + 1 } : null;
    if (switches.webhooks === 'out-of-order' && next) {
      // The later scan arrives first; this one after it.
      const later = scanAt(parcel, next.step);
      parcel.scans.push(later);
      await send(parcel, later);
      await send(parcel, scan);
      const afterNext =
        next.step + 1 < parcel.journey.length ? { awb: step.awb, step: next.step + 1 } : null;
      if (chain) return afterNext;
      if (afterNext) await enqueueStep(afterNext, stepMs);
      return null;
    }
    if (switches.webhooks !== 'lost') await send(parcel, scan);
    if (switches.webhooks === 'duplicate') await send(parcel, scan);
    if (chain) return next;
    if (next) await enqueueStep(next, stepMs);
    return null;
  }

  function scanAt(parcel: Parcel, step: number) {
    const status = parcel.journey[step]!;
    return {
      date: istText(parcel.bookedAt + (step + 1) * stepMs),
      status,
      location:
        step === 0 ? 'Seller' : status.startsWith('rto') ? 'Origin hub' : parcel.deliverTo.city,
    };
  }

  /** Shiprocket's tracking webhook for the scan, with the store's token in x-api-key. */
  async function send(parcel: Parcel, scan: Parcel['scans'][number]): Promise<number> {
    const state = SANDBOX_STATUS[scan.status];
    const response = await http(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': await webhookToken() },
      body: JSON.stringify({
        awb: parcel.awb,
        courier_name: parcel.courier,
        current_status: state.name,
        current_status_id: state.id,
        shipment_status: state.name,
        shipment_status_id: state.id,
        current_timestamp: scan.date.replace(/^(\d{4})-(\d{2})-(\d{2})/, '$3 $2 $1'),
        order_id: parcel.channelOrderId,
        sr_order_id: parcel.orderId,
        etd: null,
        scans: parcel.scans
          .filter((earlier) => earlier.date <= scan.date)
          .map((earlier) => ({
            date: earlier.date,
            status: SANDBOX_STATUS[earlier.status].name,
            activity: SANDBOX_STATUS[earlier.status].name,
            location: earlier.location,
            'sr-status': String(SANDBOX_STATUS[earlier.status].id),
            'sr-status-label': SANDBOX_STATUS[earlier.status].name,
          })),
        is_return: 0,
      }),
    });
    return response.status;
  }

  return {
    switches,
    /** The parcels with an AWB booked for an order of the shop, and whether called off (tests). */
    parcelsOf: (orderId: string) =>
      [...parcels.values()]
        .filter((parcel) => parcel.awb && parcel.channelOrderId.startsWith(`${orderId}-`))
        .map((parcel) => ({
          awb: parcel.awb!,
          cancelled: parcel.cancelled,
          pickupRequested: parcel.pickupRequested,
        })),
    login,
    authenticate,
    createOrder,
    serviceability,
    assignAwb,
    generateLabel,
    labelPdf,
    manifest,
    manifestPdf,
    pickup,
    cancel,
    track,
    deliver,
    playJourney,
  };
}
