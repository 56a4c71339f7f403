// Parcels of an order (issue 39, decision 0033): booked with a carrier, line by line; the order
// becomes Shipped (through the lifecycle, which issues its invoice) once every line has left;
// the courier's scans move each parcel and, through the lifecycle, the order: Delivered once
// every parcel is, returned to origin at an RTO, its stock back when the parcel is.
import { and, asc, eq, inArray, lt, max, ne, notInArray, sql } from 'drizzle-orm';
import {
  type CarrierInfo,
  type CourierOption,
  linePaidPaise,
  ORDER_STATUS,
  paiseToRupees,
  type ShipmentCreate,
  type shipmentCreateSchema,
  type ShipmentStatus,
  type AdminShipment,
  type StaffRole,
  unitsPaidPaise,
} from '@storefront/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  type OrderItemRow,
  orderItems,
  orders,
  type OrderRow,
  products,
  productVariants,
  shipmentEvents,
  shipmentLines,
  shipments,
  type ShipmentRow,
  stores,
} from '../../db/schema';
import {
  BadGatewayError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  UnauthorizedError,
  UnprocessableError,
} from '../../lib/errors';
import { recordAudit } from '../audit';
import { enqueueOrderMail } from '../mail';
import { parcelGrams } from '../delivery';
import { receiveReturnedParcel, recordOrderEvent, shipmentsOf, transition } from '../orders';
import type { Carrier, CarrierNotice, CourierOffer, Shipment, TrackingUpdate } from './carrier';
import {
  type ManifestRow,
  type PickLine,
  renderManifest,
  renderPackingSlips,
  renderPickList,
} from './documents-pdf';
import { type LabelFacts, renderLabel, renderLabelPages } from './label-pdf';

type ShipmentBody = z.output<typeof shipmentCreateSchema>;

/** A carrier this installation runs, with what the back office's list says of it. */
export interface CarrierEntry {
  carrier: Carrier;
  name: string;
  sandbox: boolean;
  /** Whether a webhook's x-api-key is the one the carrier was given; absent: no webhooks. */
  authentic?: (headers: Record<string, string | undefined>) => Promise<boolean>;
}

/** Parcels past these states hear nothing more. */
const FINAL: ShipmentStatus[] = ['delivered', 'rto_delivered', 'cancelled'];

export type ShippingService = ReturnType<typeof createShippingService>;

export function createShippingService({
  db,
  carriers,
  pickupPin = '560001',
  quietMs = 6 * 60 * 60 * 1000,
}: {
  db: Database;
  carriers: Map<string, CarrierEntry>;
  /** Where parcels leave from, for a carrier's serviceability. */
  pickupPin?: string;
  /** A parcel not final that heard nothing this long is asked about by the polling job. */
  quietMs?: number;
}) {
  function carrierOf(id: string): CarrierEntry {
    const entry = carriers.get(id);
    if (!entry) {
      throw new BadRequestError(
        `carrier: must be one of ${[...carriers.keys()].join(', ')} (not “${id}”)`,
      );
    }
    return entry;
  }

  function list(): CarrierInfo[] {
    return [...carriers.entries()].map(([id, entry]) => ({
      id,
      name: entry.name,
      sandbox: entry.sandbox,
    }));
  }

  /**
   * Books a parcel of the order's lines (those not yet left when none are named) with a carrier.
   * The carrier is asked outside any transaction (no lock held over its API); the parcel is then
   * recorded under the order's lock after checking again what is left, so two people packing at
   * once never send a line twice (the second booking is called off at the carrier). The order
   * becomes Shipped with the parcel that takes its last line.
   */
  async function book(
    storeId: number,
    actor: { staffId: number; email: string; role: StaffRole },
    orderId: string,
    body: ShipmentBody | ShipmentCreate,
  ): Promise<{ id: number; awb: string; trackingUrl: string | null }> {
    const entry = carrierOf(body.carrier);
    if ('courier' in body && body.courier) {
      if (body.courierId) {
        throw new BadRequestError(
          'courier: name the courier (courierId) or how to choose it (cheapest, fastest), not both',
        );
      }
      if (body.carrier === 'manual') {
        throw new BadRequestError(
          'courier: the manual carrier offers no couriers to choose from; type the courier’s name (courierName)',
        );
      }
    }
    const asked = await db.transaction(async (tx) => plan(tx, orderId, storeId, body.lines));
    const { order, lines, items } = asked;
    const parcel = await parcelOf(asked);
    let courierId = body.courierId;
    if ('courier' in body && body.courier) {
      const offers = await offersFor(entry, storeId, order, parcel);
      const chosen = offers.find((offer) => offer[body.courier!]);
      if (!chosen) {
        throw new UnprocessableError(
          `${entry.name} has no courier for this parcel to PIN code ${order.postalCode}.`,
        );
      }
      courierId = chosen.courierId;
    }
    const booked = await entry.carrier.createShipment({
      orderId: order.id,
      ...(courierId ? { courierId } : {}),
      entered: {
        carrier: body.courierName,
        trackingNumber: body.trackingNumber,
        trackingUrl: body.trackingUrl,
      },
      consignment: {
        deliverTo: {
          fullName: order.fullName,
          address: order.address,
          city: order.city,
          state: order.state,
          postalCode: order.postalCode,
          phone: order.phone,
        },
        weightGrams: parcel.weightGrams,
        cashOnDeliveryPaise: parcel.cashOnDeliveryPaise,
        items: lines.map((line) => ({
          name: items.get(line.itemId)!.title,
          sku: null,
          quantity: line.quantity,
          unitPricePaise: items.get(line.itemId)!.unitPricePaise,
        })),
      },
    });
    try {
      return await db.transaction(async (tx) => {
        const locked = await plan(tx, orderId, storeId, lines).catch((error: unknown) => {
          // The lines fitted when the carrier was asked: another parcel took them meanwhile.
          if (error instanceof ConflictError && error.message.startsWith('lines.')) {
            throw new ConflictError(
              `Another parcel of order ${order.id} took these lines while this one was booked; it was called off.`,
            );
          }
          throw error;
        });
        return recordBooking(tx, locked.order, actor, booked, lines, locked.left);
      });
    } catch (error) {
      // Nothing of it is kept here: the carrier must not carry a parcel we never sent.
      await entry.carrier.cancel(booked).catch(() => {});
      throw error;
    }
  }

  /**
   * What a parcel of these lines weighs (the products' weights and sizes, decision 0032's rule:
   * 500 g for a product not weighed or gone) and the cash it collects on delivery: its own
   * lines, the first parcel also the COD fee; null when paid already.
   */
  async function parcelOf({
    order,
    lines,
    items,
    left,
    firstParcel,
  }: Awaited<ReturnType<typeof plan>>): Promise<ParcelFacts> {
    const productIds = [
      ...new Set(
        lines.map((line) => items.get(line.itemId)!.productId).filter((id) => id !== null),
      ),
    ];
    const sizes =
      productIds.length === 0
        ? []
        : await db
            .select({
              id: products.id,
              weightGrams: products.weightGrams,
              lengthCm: products.lengthCm,
              breadthCm: products.breadthCm,
              heightCm: products.heightCm,
            })
            .from(products)
            .where(inArray(products.id, productIds));
    const byProduct = new Map(sizes.map((size) => [size.id, size]));
    const weightGrams = parcelGrams(
      lines.map((line) => {
        const size = byProduct.get(items.get(line.itemId)!.productId ?? '');
        return {
          quantity: line.quantity,
          weightGrams: size?.weightGrams ?? null,
          lengthCm: size?.lengthCm ?? null,
          breadthCm: size?.breadthCm ?? null,
          heightCm: size?.heightCm ?? null,
        };
      }),
    );
    return {
      weightGrams,
      cashOnDeliveryPaise: cashToCollect(
        order,
        lines.map((line) => {
          const item = items.get(line.itemId)!;
          return { item, quantity: line.quantity, before: item.quantity - left.get(item.id)! };
        }),
        firstParcel,
      ),
    };
  }

  /** Where the store's parcels leave from: its shipping settings' pickup PIN, else the default. */
  async function pickupPinOf(storeId: number): Promise<string> {
    const [store] = await db
      .select({ settings: stores.shippingSettings })
      .from(stores)
      .where(eq(stores.id, storeId))
      .limit(1);
    return store?.settings?.pickupPin ?? pickupPin;
  }

  /**
   * The carrier's couriers for a parcel to the order's PIN code, cheapest first, with the
   * cheapest and the fastest marked. A cash-on-delivery parcel is offered only couriers that
   * collect cash.
   */
  async function offersFor(
    entry: CarrierEntry,
    storeId: number,
    order: OrderRow,
    parcel: ParcelFacts,
  ): Promise<CourierOption[]> {
    const answer = await entry.carrier.serviceability({
      pickupPostcode: await pickupPinOf(storeId),
      deliveryPostcode: order.postalCode,
      weightGrams: parcel.weightGrams,
      cashOnDeliveryPaise: parcel.cashOnDeliveryPaise,
    });
    const offers = answer.options.filter(
      (offer) => offer.id !== '' && (parcel.cashOnDeliveryPaise === null || offer.cod),
    );
    return markCheapestAndFastest(offers);
  }

  /** The couriers staff may choose for the parcel of what is left of the order to ship. */
  async function couriers(
    storeId: number,
    orderId: string,
    carrierId: string,
  ): Promise<CourierOption[]> {
    const entry = carrierOf(carrierId);
    const asked = await db.transaction(async (tx) => plan(tx, orderId, storeId, undefined));
    return offersFor(entry, storeId, asked.order, await parcelOf(asked));
  }

  /** The order locked, what is left of each line, and the lines this parcel takes (checked). */
  async function plan(
    tx: Database,
    orderId: string,
    storeId: number,
    asked: { itemId: number; quantity: number }[] | undefined,
  ) {
    const order = await lockOrder(tx, orderId, storeId);
    if (order.status !== ORDER_STATUS.PROCESSING) {
      throw new ConflictError(
        order.status === ORDER_STATUS.PENDING
          ? `Order ${order.id} awaits its payment: it cannot ship yet.`
          : `Order ${order.id} is not being packed: there is nothing to ship.`,
      );
    }
    const rows = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const left = await leftToShip(tx, order.id, rows);
    const lines = pickLines(asked, left, rows);
    const sent = rows.reduce((sum, row) => sum + row.quantity - left.get(row.id)!, 0);
    return {
      order,
      left,
      lines,
      items: new Map(rows.map((row) => [row.id, row])),
      firstParcel: sent === 0,
    };
  }

  async function recordBooking(
    tx: Database,
    order: OrderRow,
    actor: { staffId: number; email: string; role: StaffRole },
    booked: Shipment,
    lines: { itemId: number; quantity: number }[],
    left: Map<number, number>,
  ) {
    const [row] = await tx
      .insert(shipments)
      .values({
        storeId: order.storeId,
        orderId: order.id,
        carrierId: booked.carrierId,
        courier: booked.carrier,
        awb: booked.trackingNumber,
        trackingUrl: booked.trackingUrl,
        carrierShipmentRef: booked.reference,
        carrierOrderRef: booked.orderReference ?? null,
        expectedDate: booked.expectedDate ?? null,
      })
      .returning();
    await tx
      .insert(shipmentLines)
      .values(lines.map((line) => ({ shipmentId: row!.id, orderItemId: line.itemId, ...line })));
    await tx
      .insert(shipmentEvents)
      .values({ shipmentId: row!.id, at: row!.createdAt, status: 'booked', location: null });
    const linesText = lines.map((line) => `${line.itemId}×${line.quantity}`).join(', ');
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'shipment',
      fromStatus: null,
      toStatus: null,
      staffId: actor.staffId,
      actor: actor.email,
      details: {
        carrier: booked.carrier,
        trackingNumber: booked.trackingNumber,
        ...(booked.trackingUrl ? { trackingUrl: booked.trackingUrl } : {}),
        lines: linesText,
      },
    });
    await recordAudit(tx, {
      storeId: order.storeId,
      actor: { staffId: actor.staffId, email: actor.email },
      action: 'shipment.created',
      entity: 'order',
      entityId: order.id,
      before: null,
      after: { carrier: booked.carrierId, awb: booked.trackingNumber, lines: linesText },
    });
    for (const line of lines) left.set(line.itemId, left.get(line.itemId)! - line.quantity);
    if ([...left.values()].every((quantity) => quantity === 0)) {
      // Every line has left: the order is Shipped, named by its first parcel (the spec's fields).
      const [first] = await tx
        .select()
        .from(shipments)
        .where(and(eq(shipments.orderId, order.id), ne(shipments.status, 'cancelled')))
        .orderBy(asc(shipments.id))
        .limit(1);
      await transition(tx, {
        orderId: order.id,
        storeId: order.storeId,
        to: ORDER_STATUS.SHIPPED,
        by: actor,
        details: {
          carrier: first!.courier ?? first!.carrierId,
          trackingNumber: first!.awb,
          ...(first!.trackingUrl ? { trackingUrl: first!.trackingUrl } : {}),
        },
      });
    }
    return { id: row!.id, awb: row!.awb, trackingUrl: row!.trackingUrl };
  }

  /**
   * Calls a parcel off before the courier has it (booked, a pickup perhaps asked): at the carrier
   * first (its failure is a 502 and nothing changes here), then, under the order's lock, the
   * parcel cancelled, its lines free to ship again, the order's timeline and the audit log told.
   * A parcel of an order already Shipped (or past it) is refused: its invoice is issued and the
   * order cannot go back to Processing, so its lines could not be shipped again.
   */
  async function cancel(storeId: number, actor: StaffActor, id: number): Promise<AdminShipment> {
    const row = await shipmentOf(storeId, id);
    const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId)).limit(1);
    cancellable(row, order!);
    const entry = carriers.get(row.carrierId);
    if (entry) {
      try {
        await entry.carrier.cancel(toShipment(row));
      } catch (error) {
        throw new BadGatewayError(
          `${entry.name} did not cancel parcel ${row.awb}: ${(error as Error).message}`,
        );
      }
    }
    return db.transaction(async (tx) => {
      const locked = await lockOrder(tx, row.orderId, storeId);
      const [now] = await tx.select().from(shipments).where(eq(shipments.id, id)).limit(1);
      cancellable(now!, locked);
      const [updated] = await tx
        .update(shipments)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(eq(shipments.id, id))
        .returning();
      await tx
        .insert(shipmentEvents)
        .values({ shipmentId: id, at: updated!.updatedAt, status: 'cancelled', location: null })
        .onConflictDoNothing();
      const lines = await tx
        .select()
        .from(shipmentLines)
        .where(eq(shipmentLines.shipmentId, id))
        .orderBy(asc(shipmentLines.id));
      const linesText = lines.map((line) => `${line.orderItemId}×${line.quantity}`).join(', ');
      await recordOrderEvent(tx, {
        orderId: locked.id,
        type: 'shipment',
        fromStatus: null,
        toStatus: null,
        staffId: actor.staffId,
        actor: actor.email,
        details: {
          action: 'Parcel cancelled',
          carrier: now!.courier ?? now!.carrierId,
          trackingNumber: now!.awb,
          lines: linesText,
        },
      });
      await recordAudit(tx, {
        storeId,
        actor: { staffId: actor.staffId, email: actor.email },
        action: 'shipment.cancelled',
        entity: 'order',
        entityId: locked.id,
        before: { awb: now!.awb, status: now!.status },
        after: { awb: now!.awb, status: 'cancelled', lines: linesText },
      });
      const shown = (await shipmentsOf(tx, [locked.id])).get(locked.id) ?? [];
      return shown.find((shipment) => shipment.id === id)!;
    });
  }

  /** The store's parcel (404 for another store's or none). */
  async function shipmentOf(storeId: number, id: number): Promise<ShipmentRow> {
    const [row] = await db
      .select()
      .from(shipments)
      .where(and(eq(shipments.id, id), eq(shipments.storeId, storeId)))
      .limit(1);
    if (!row) throw new NotFoundError('Shipment not found');
    return row;
  }

  /**
   * The store's parcels named (404 naming one not found), all booked (409 otherwise: the
   * courier has it, or it is cancelled) and of one carrier (422).
   */
  async function bookedParcels(storeId: number, ids: number[]): Promise<ShipmentRow[]> {
    const unique = [...new Set(ids)];
    const rows = await db
      .select()
      .from(shipments)
      .where(and(eq(shipments.storeId, storeId), inArray(shipments.id, unique)))
      .orderBy(asc(shipments.id));
    const missing = unique.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined) throw new NotFoundError(`Shipment ${missing} not found`);
    const gone = rows.find((row) => row.status !== 'booked');
    if (gone) {
      throw new ConflictError(
        `Parcel ${gone.awb} is ${gone.status === 'cancelled' ? 'cancelled' : 'already with the courier'}.`,
      );
    }
    if (new Set(rows.map((row) => row.carrierId)).size > 1) {
      throw new UnprocessableError('shipmentIds: the parcels must be of one carrier');
    }
    return rows;
  }

  /**
   * Asks the carrier to collect the booked parcels (422 for a carrier with no one to ask: the
   * shop hands its parcels over itself) and records it on each order's timeline.
   */
  async function requestPickup(
    storeId: number,
    actor: StaffActor,
    ids: number[],
  ): Promise<{ carrier: string; shipmentIds: number[]; awbs: string[] }> {
    const rows = await bookedParcels(storeId, ids);
    const carrierId = rows[0]!.carrierId;
    const entry = carriers.get(carrierId);
    if (!entry?.carrier.requestPickup) {
      throw new UnprocessableError(
        'These parcels were booked by hand: there is nothing to ask the carrier; hand them to the courier.',
      );
    }
    await entry.carrier.requestPickup(rows.map(toShipment));
    await db.transaction(async (tx) => {
      const byOrder = new Map<string, ShipmentRow[]>();
      for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
      for (const [orderId, parcels] of byOrder) {
        const awbs = parcels.map((parcel) => parcel.awb).join(', ');
        await recordOrderEvent(tx, {
          orderId,
          type: 'shipment',
          fromStatus: null,
          toStatus: null,
          staffId: actor.staffId,
          actor: actor.email,
          details: { action: 'Pickup requested', carrier: entry.name, trackingNumber: awbs },
        });
        await recordAudit(tx, {
          storeId,
          actor: { staffId: actor.staffId, email: actor.email },
          action: 'shipment.pickup_requested',
          entity: 'order',
          entityId: orderId,
          before: null,
          after: { carrier: carrierId, awbs },
        });
      }
    });
    return {
      carrier: carrierId,
      shipmentIds: rows.map((row) => row.id),
      awbs: rows.map((row) => row.awb),
    };
  }

  /** The manifest of the booked parcels: the carrier's (Shiprocket's), else ours. */
  async function manifest(storeId: number, ids: number[]): Promise<Buffer> {
    const rows = await bookedParcels(storeId, ids);
    const entry = carriers.get(rows[0]!.carrierId);
    if (entry?.carrier.manifestPdf) return entry.carrier.manifestPdf(rows.map(toShipment));
    const manifestRows: ManifestRow[] = [];
    for (const row of rows) {
      const facts = await labelFacts(row);
      manifestRows.push({
        awb: row.awb,
        orderId: row.orderId,
        consignee: facts.to.fullName,
        postalCode: facts.to.postalCode,
        weightGrams: await weightOf(row.id),
        codPaise: facts.codPaise,
      });
    }
    const couriers = [...new Set(rows.map((row) => row.courier ?? row.carrierId))];
    return renderManifest(manifestRows, { courier: couriers.join(', '), at: new Date() });
  }

  /** What a booked parcel weighs, from its lines' products (parcelGrams' rule). */
  async function weightOf(shipmentId: number): Promise<number> {
    const lines = await db
      .select({
        quantity: shipmentLines.quantity,
        weightGrams: products.weightGrams,
        lengthCm: products.lengthCm,
        breadthCm: products.breadthCm,
        heightCm: products.heightCm,
      })
      .from(shipmentLines)
      .innerJoin(orderItems, eq(orderItems.id, shipmentLines.orderItemId))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(shipmentLines.shipmentId, shipmentId));
    return parcelGrams(lines);
  }

  /** The parcel's label: the carrier's as stored (fetched once), else our own. */
  async function label(storeId: number, id: number, format: 'a4' | 'thermal'): Promise<Buffer> {
    const [row] = await db
      .select()
      .from(shipments)
      .where(and(eq(shipments.id, id), eq(shipments.storeId, storeId)))
      .limit(1);
    if (!row) throw new NotFoundError('Shipment not found');
    if (row.labelPdf) return Buffer.from(row.labelPdf, 'base64');
    const entry = carriers.get(row.carrierId);
    const made = entry ? await entry.carrier.label(toShipment(row)) : null;
    if (made) {
      await db
        .update(shipments)
        .set({ labelPdf: made.pdf.toString('base64') })
        .where(eq(shipments.id, row.id));
      return made.pdf;
    }
    return renderLabel(await labelFacts(row), format);
  }

  async function labelFacts(row: ShipmentRow): Promise<LabelFacts> {
    const [[order], [store]] = await Promise.all([
      db.select().from(orders).where(eq(orders.id, row.orderId)).limit(1),
      db.select().from(stores).where(eq(stores.id, row.storeId)).limit(1),
    ]);
    const [lines, earlier] = await Promise.all([
      db
        .select({ item: orderItems, quantity: shipmentLines.quantity })
        .from(shipmentLines)
        .innerJoin(orderItems, eq(orderItems.id, shipmentLines.orderItemId))
        .where(eq(shipmentLines.shipmentId, row.id))
        .orderBy(asc(shipmentLines.id)),
      // The order's parcels booked before this one: what of each line they carry already.
      db
        .select({ itemId: shipmentLines.orderItemId, quantity: shipmentLines.quantity })
        .from(shipmentLines)
        .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
        .where(
          and(
            eq(shipments.orderId, row.orderId),
            lt(shipments.id, row.id),
            ne(shipments.status, 'cancelled'),
          ),
        ),
    ]);
    const before = (itemId: number) =>
      earlier.reduce((sum, line) => sum + (line.itemId === itemId ? line.quantity : 0), 0);
    const codPaise = cashToCollect(
      order!,
      lines.map((line) => ({ ...line, before: before(line.item.id) })),
      earlier.length === 0,
    );
    return {
      awb: row.awb,
      courier: row.courier ?? row.carrierId,
      orderId: row.orderId,
      to: order!,
      lines: lines.map((line) => ({ title: line.item.title, quantity: line.quantity })),
      codPaise,
      returnTo: {
        name: store!.companyName,
        address: store!.companyAddress,
        phone: store!.companyPhone,
      },
    };
  }

  /**
   * A carrier's tracking webhook: 401 unless its token is the one we gave the carrier; a scan
   * of a parcel we know is applied (applyScan), anything else is acknowledged and dropped.
   */
  async function receiveNotice(
    carrierId: string,
    notice: CarrierNotice,
  ): Promise<'applied' | 'duplicate' | 'ignored'> {
    const entry = carriers.get(carrierId);
    if (!entry?.authentic || !(await entry.authentic(notice.headers))) {
      throw new UnauthorizedError('The webhook’s x-api-key is missing or wrong');
    }
    const update = await entry.carrier.readTrackingNotice(notice);
    if (!update) return 'ignored';
    return applyScan(carrierId, update);
  }

  /**
   * One scan of a parcel, in one transaction under the order's lock: kept once (the same scan
   * again is a duplicate), it moves the parcel unless an later scan is already known (an older
   * one arriving late stays in the timeline only), and the order with it.
   */
  function applyScan(
    carrierId: string,
    update: TrackingUpdate,
  ): Promise<'applied' | 'duplicate' | 'ignored'> {
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({ orderId: shipments.orderId, storeId: shipments.storeId })
        .from(shipments)
        .where(and(eq(shipments.carrierId, carrierId), eq(shipments.awb, update.trackingNumber)))
        .limit(1);
      if (!found) return 'ignored';
      const order = await lockOrder(tx, found.orderId, found.storeId);
      const [parcel] = await tx
        .select()
        .from(shipments)
        .where(and(eq(shipments.carrierId, carrierId), eq(shipments.awb, update.trackingNumber)))
        .limit(1);
      const at = new Date(update.at);
      const [latest] = await tx
        .select({ at: max(shipmentEvents.at) })
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, parcel!.id));
      const inserted = await tx
        .insert(shipmentEvents)
        .values({
          shipmentId: parcel!.id,
          at,
          status: update.status,
          location: update.location,
          carrierStatus: update.carrierStatus ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: shipmentEvents.id });
      if (inserted.length === 0) return 'duplicate';
      await tx
        .update(shipments)
        .set({ lastHeardAt: sql`now()` })
        .where(eq(shipments.id, parcel!.id));
      const older = latest?.at && new Date(latest.at).getTime() > at.getTime();
      if (older || FINAL.includes(parcel!.status)) return 'applied';
      await tx
        .update(shipments)
        .set({ status: update.status, updatedAt: sql`now()` })
        .where(eq(shipments.id, parcel!.id));
      await orderFollows(tx, order, parcel!, update, at);
      return 'applied';
    });
  }

  /** What a parcel's new state means for its order and its shopper. */
  async function orderFollows(
    tx: Database,
    order: OrderRow,
    parcel: ShipmentRow,
    update: TrackingUpdate,
    at: Date,
  ): Promise<void> {
    switch (update.status) {
      case 'out_for_delivery':
      case 'undelivered':
        await enqueueOrderMail(tx, {
          kind: 'shipment_update',
          data: {
            orderId: order.id,
            status: update.status,
            carrier: parcel.courier ?? parcel.carrierId,
            trackingNumber: parcel.awb,
            trackingUrl: parcel.trackingUrl,
          },
        });
        return;
      case 'delivered': {
        if (order.status !== ORDER_STATUS.SHIPPED) return;
        const [open] = await tx
          .select({ id: shipments.id })
          .from(shipments)
          .where(
            and(
              eq(shipments.orderId, order.id),
              notInArray(shipments.status, ['delivered', 'cancelled']),
            ),
          )
          .limit(1);
        if (open) return;
        await transition(tx, {
          orderId: order.id,
          to: ORDER_STATUS.DELIVERED,
          by: 'system',
          at,
        });
        return;
      }
      case 'rto_initiated':
        if (order.status !== ORDER_STATUS.SHIPPED) return;
        await transition(tx, {
          orderId: order.id,
          to: ORDER_STATUS.CANCELLED,
          by: 'system',
          returnedToOrigin: true,
          details: { reason: update.carrierStatus ?? 'Returned to origin by the courier' },
        });
        return;
      case 'rto_delivered': {
        const [now] = await tx.select().from(orders).where(eq(orders.id, order.id)).limit(1);
        if (!now?.returnedToOrigin || now.rtoReceivedAt) return;
        const lines = await tx
          .select({ itemId: shipmentLines.orderItemId, restock: shipmentLines.quantity })
          .from(shipmentLines)
          .where(eq(shipmentLines.shipmentId, parcel.id));
        await receiveReturnedParcel(tx, {
          orderId: order.id,
          storeId: order.storeId,
          lines,
          by: 'system',
        });
        return;
      }
      default:
        return;
    }
  }

  /**
   * Parcels not final that heard nothing for `quietMs`, claimed by pushing their quiet time on
   * (the lease): each is asked of its carrier by one process, and not again for a while.
   */
  async function claimQuiet(limit: number): Promise<(ShipmentRow & { attempts: number })[]> {
    const rows = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(
          and(
            notInArray(shipments.status, FINAL),
            ne(shipments.carrierId, 'manual'),
            lt(shipments.lastHeardAt, sql`now() - make_interval(secs => ${quietMs / 1000})`),
          ),
        )
        .orderBy(asc(shipments.lastHeardAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(shipments)
        .set({ lastHeardAt: sql`now()` })
        .where(
          inArray(
            shipments.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
    return rows.map((row) => ({ ...row, attempts: 0 }));
  }

  /** Asks the carrier where a quiet parcel is and applies what it says, oldest scan first. */
  async function poll(row: ShipmentRow): Promise<void> {
    const entry = carriers.get(row.carrierId);
    if (!entry) return;
    const tracking = await entry.carrier.track(toShipment(row));
    const scans = [...tracking.events].sort((a, b) => a.at.localeCompare(b.at));
    for (const scan of scans) await applyScan(row.carrierId, scan);
  }

  /**
   * The packing table's PDF for the chosen orders of the store (404 naming one not found): the
   * pick list, packing slips, or the labels of their parcels (ours; a carrier's own label is
   * printed from the parcel).
   */
  async function documents(
    storeId: number,
    request: {
      orderIds: string[];
      kind: 'picklist' | 'slips' | 'labels';
      format: 'a4' | 'thermal';
    },
  ): Promise<Buffer> {
    const ids = [...new Set(request.orderIds.map((id) => id.trim().toUpperCase()))];
    const found = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, storeId), inArray(orders.id, ids)));
    const missing = ids.find((id) => !found.some((order) => order.id === id));
    if (missing) throw new NotFoundError(`Order ${missing} not found`);
    const byId = new Map(found.map((order) => [order.id, order]));
    if (request.kind === 'labels') {
      const parcels = await db
        .select()
        .from(shipments)
        .where(and(inArray(shipments.orderId, ids), ne(shipments.status, 'cancelled')))
        .orderBy(asc(shipments.id));
      if (parcels.length === 0)
        throw new UnprocessableError(
          'None of these orders has a parcel booked yet: book them (Ship selected), then print their labels.',
        );
      const facts = await Promise.all(parcels.map((parcel) => labelFacts(parcel)));
      return renderLabelPages(facts, request.format);
    }
    const lines = await db
      .select({ item: orderItems, sku: productVariants.sku })
      .from(orderItems)
      .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id));
    if (request.kind === 'picklist') {
      const summed = new Map<string, PickLine>();
      for (const { item, sku } of lines) {
        const key = sku ?? `${item.title}|${item.size ?? ''}|${item.color ?? ''}`;
        const line = summed.get(key) ?? {
          sku,
          title: item.title,
          size: item.size,
          color: item.color,
          quantity: 0,
        };
        line.quantity += item.quantity;
        summed.set(key, line);
      }
      const sorted = [...summed.values()].sort((a, b) =>
        (a.sku ?? a.title).localeCompare(b.sku ?? b.title),
      );
      return renderPickList(sorted, ids, request.format);
    }
    return renderPackingSlips(
      ids.map((id) => {
        const order = byId.get(id)!;
        return {
          orderId: id,
          to: order,
          lines: lines.filter(({ item }) => item.orderId === id).map(({ item }) => item),
          codPaise: order.paymentMethod === 'cod' ? order.totalPaise : null,
        };
      }),
      request.format,
    );
  }

  return {
    list,
    couriers,
    book,
    cancel,
    requestPickup,
    manifest,
    label,
    documents,
    receiveNotice,
    applyScan,
    claimQuiet,
    poll,
    serviceability: (
      carrierId: string,
      deliveryPostcode: string,
      weightGrams: number,
      cod: number | null,
    ) =>
      carrierOf(carrierId).carrier.serviceability({
        pickupPostcode: pickupPin,
        deliveryPostcode,
        weightGrams,
        cashOnDeliveryPaise: cod,
      }),
  };
}

type StaffActor = { staffId: number; email: string; role: StaffRole };

/** A parcel is called off only before the courier has it, and while its order is not Shipped. */
function cancellable(row: ShipmentRow, order: OrderRow): void {
  if (row.status === 'cancelled')
    throw new ConflictError(`Parcel ${row.awb} is already cancelled.`);
  if (row.status !== 'booked') {
    throw new ConflictError(
      `Parcel ${row.awb} is already with the courier: it can no longer be cancelled.`,
    );
  }
  if (order.status !== ORDER_STATUS.PROCESSING && order.status !== ORDER_STATUS.CANCELLED) {
    throw new ConflictError(
      `Order ${order.id} has shipped (its invoice is issued): its parcels can no longer be cancelled.`,
    );
  }
}

interface ParcelFacts {
  weightGrams: number;
  cashOnDeliveryPaise: number | null;
}

const byDays = (offer: CourierOffer) => offer.estimatedDays ?? Number.POSITIVE_INFINITY;

/**
 * The offers on the wire, cheapest first; the cheapest is the lowest rate (the quickest of
 * those), the fastest the fewest days (the cheapest of those).
 */
function markCheapestAndFastest(offers: CourierOffer[]): CourierOption[] {
  const sorted = [...offers].sort(
    (a, b) => a.ratePaise - b.ratePaise || byDays(a) - byDays(b) || a.id.localeCompare(b.id),
  );
  const cheapest = sorted[0];
  const fastest = [...sorted].sort((a, b) => byDays(a) - byDays(b) || a.ratePaise - b.ratePaise)[0];
  return sorted.map((offer) => ({
    courierId: offer.id,
    name: offer.courier,
    rate: paiseToRupees(offer.ratePaise),
    estimatedDays: offer.estimatedDays,
    cod: offer.cod,
    cheapest: offer === cheapest,
    fastest: offer === fastest,
  }));
}

function toShipment(row: ShipmentRow): Shipment {
  return {
    carrierId: row.carrierId,
    carrier: row.courier ?? row.carrierId,
    trackingNumber: row.awb,
    trackingUrl: row.trackingUrl,
    reference: row.carrierShipmentRef,
    orderReference: row.carrierOrderRef,
  };
}

async function lockOrder(tx: Database, id: string, storeId: number): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id.trim().toUpperCase()), eq(orders.storeId, storeId)))
    .limit(1)
    .for('update');
  if (!order) throw new NotFoundError('Order not found');
  return order;
}

/** Each line's quantity not yet in a parcel (cancelled parcels do not count). */
/**
 * The cash a cash-on-delivery parcel collects: what its pieces paid (a line's discount shared per
 * piece, as refunds share it; `before`: pieces of the line in earlier parcels), the first parcel
 * also the shipping charge and the COD fee, so an order's parcels together collect its total.
 * Null when the order is paid already.
 */
function cashToCollect(
  order: OrderRow,
  pieces: { item: OrderItemRow; quantity: number; before: number }[],
  firstParcel: boolean,
): number | null {
  if (order.paymentMethod !== 'cod') return null;
  const goods = pieces.reduce(
    (sum, { item, quantity, before }) =>
      sum + unitsPaidPaise(linePaidPaise(item), item.quantity, quantity, before),
    0,
  );
  return goods + (firstParcel ? order.shippingPaise + order.codFeePaise : 0);
}

async function leftToShip(
  tx: Database,
  orderId: string,
  items: { id: number; quantity: number }[],
): Promise<Map<number, number>> {
  const sent = await tx
    .select({
      itemId: shipmentLines.orderItemId,
      quantity: sql<number>`sum(${shipmentLines.quantity})::int`,
    })
    .from(shipmentLines)
    .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .where(and(eq(shipments.orderId, orderId), ne(shipments.status, 'cancelled')))
    .groupBy(shipmentLines.orderItemId);
  return new Map(
    items.map((item) => [
      item.id,
      item.quantity - Number(sent.find((row) => row.itemId === item.id)?.quantity ?? 0),
    ]),
  );
}

/**
 * The lines asked for, checked against what is left; all that is left when none are. More than
 * the order has is a bad request (422); more than other parcels left of it is a conflict with
 * them (409), as when two people book the same lines at once.
 */
function pickLines(
  asked: { itemId: number; quantity: number }[] | undefined,
  left: Map<number, number>,
  items: { id: number; title: string; quantity: number }[],
): { itemId: number; quantity: number }[] {
  if (!asked) {
    const all = [...left.entries()]
      .filter(([, quantity]) => quantity > 0)
      .map(([itemId, quantity]) => ({ itemId, quantity }));
    if (all.length === 0) throw new ConflictError('Every line of this order has already left.');
    return all;
  }
  const merged = new Map<number, number>();
  asked.forEach((line, index) => {
    const item = items.find((candidate) => candidate.id === line.itemId);
    if (!item) throw new UnprocessableError(`lines.${index}.itemId: not a line of this order`);
    const total = (merged.get(line.itemId) ?? 0) + line.quantity;
    const remaining = left.get(line.itemId) ?? 0;
    if (total > item.quantity) {
      throw new UnprocessableError(
        `lines.${index}.quantity: the order has only ${item.quantity} of “${item.title}”`,
      );
    }
    if (total > remaining) {
      throw new ConflictError(
        `lines.${index}.quantity: only ${remaining} of “${item.title}” left to ship; other parcels took the rest`,
      );
    }
    merged.set(line.itemId, total);
  });
  return [...merged.entries()].map(([itemId, quantity]) => ({ itemId, quantity }));
}
