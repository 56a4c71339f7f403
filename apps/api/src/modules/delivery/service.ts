import {
  codUnavailableReason,
  type DeliveryEstimate,
  type DeliveryEstimateQuery,
  paiseToRupees,
  type ShippingSettings,
} from '@storefront/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, type StoreRow, stores } from '../../db/schema';
import { NotFoundError, UnprocessableError } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit';
import { findPin } from '../pincodes';
import { createCourierPromises, type ServiceabilityLookup } from './carrier-promise';
import { fromShippingSettings, shippingSettingsOf, toShippingSettings } from './settings';
import {
  deliveryDate,
  type ParcelLine,
  parcelGrams,
  type ResolvedZone,
  resolveZone,
  shippingPaise,
} from './zones';

export type DeliveryStore = Pick<StoreRow, 'id' | 'shippingSettings' | 'paymentSettings'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The zone that applies to a shipping address: its PIN code's state from India Post's directory,
 * else the state the address names (a PIN code newer than the directory).
 */
export function zoneForAddress(
  store: Pick<StoreRow, 'shippingSettings'>,
  address: { postalCode: string; stateCode: string | null },
): ResolvedZone {
  const stateCode = findPin(address.postalCode)?.state.code ?? address.stateCode;
  return resolveZone(shippingSettingsOf(store), address.postalCode, stateCode);
}

/** Refuses (422, in the shopper's words) an address in a zone the store does not serve. */
export function assertServed(
  store: Pick<StoreRow, 'shippingSettings'>,
  address: { postalCode: string; stateCode: string | null },
): ResolvedZone {
  const zone = zoneForAddress(store, address);
  if (!zone.served) {
    throw new UnprocessableError(`We do not deliver to PIN code ${address.postalCode} yet.`);
  }
  return zone;
}

/** Why the zone of a PIN code rules out cash on delivery, or null when it does not. */
export function zoneCodReason(
  store: Pick<StoreRow, 'shippingSettings'>,
  address: { postalCode: string; stateCode: string | null },
): string | null {
  return zoneForAddress(store, address).cod
    ? null
    : `Not available at PIN code ${address.postalCode}`;
}

/** Whether the store charges for shipping anywhere: some zone, or elsewhere, has a rate. */
export function chargesShipping(store: Pick<StoreRow, 'shippingSettings'>): boolean {
  const settings = shippingSettingsOf(store);
  return [settings.elsewhere, ...settings.zones].some((terms) => terms.rate.kind !== 'free');
}

/** The shipping charge, in paise, of an order's goods to a zone. */
export function orderShippingPaise(
  zone: ResolvedZone,
  goodsPaise: number,
  lines: ParcelLine[],
): number {
  return shippingPaise(zone.rate, goodsPaise, parcelGrams(lines));
}

/** The answer for a PIN code the store does not deliver to. */
const NOT_SERVED: DeliveryEstimate = {
  serviceable: false,
  cod: false,
  minDays: null,
  maxDays: null,
  date: null,
  shipping: null,
};

export type DeliveryService = ReturnType<typeof createDeliveryService>;

/** Whether the zone that applies names the PIN code itself: in its PIN list or by a prefix. */
function namesPin(zone: ResolvedZone, pin: string): boolean {
  return (
    zone.zone !== null &&
    (zone.zone.pins.includes(pin) || zone.zone.pinPrefixes.some((prefix) => pin.startsWith(prefix)))
  );
}

export function createDeliveryService({
  db,
  now,
  serviceability,
  onCarrierError,
}: {
  db: Database;
  now: () => Date;
  /** The configured courier carrier's serviceability (app.ts), for promiseFrom 'carrier'. */
  serviceability?: ServiceabilityLookup;
  /** Told when the carrier fails or is too slow (the zone's promise answers then). */
  onCarrierError?: (error: unknown) => void;
}) {
  const couriers = serviceability
    ? createCourierPromises({
        lookup: serviceability,
        now,
        ...(onCarrierError ? { onError: onCarrierError } : {}),
      })
    : null;

  /**
   * Whether, when and at what charge the store delivers to a PIN code, for one product or
   * none. A PIN code India Post's directory does not list is refused (422): no zone by state
   * could be told, and a typo is likelier than a new code.
   */
  async function estimate(
    store: DeliveryStore,
    query: DeliveryEstimateQuery,
  ): Promise<DeliveryEstimate> {
    const place = findPin(query.pin);
    if (!place) {
      throw new UnprocessableError(
        `We do not know PIN code ${query.pin}. Please check it and try again.`,
      );
    }
    const product = query.productId ? await findProduct(store.id, query.productId) : null;
    const settings = shippingSettingsOf(store);
    const zone = resolveZone(settings, query.pin, place.state.code);
    if (!zone.served) {
      return NOT_SERVED;
    }
    const pricePaise = product ? (product.discountedPrice ?? product.regularPrice) : null;
    const codTerms = store.paymentSettings.cod;
    const codOffered =
      zone.cod &&
      store.paymentSettings.methods.includes('cod') &&
      (pricePaise === null ||
        codUnavailableReason(pricePaise, {
          maxOrderPaise: codTerms?.maxOrderPaise ?? null,
          feePaise: codTerms?.feePaise ?? 0,
        }) === null);
    let shipping: number | null = zone.rate.kind === 'free' ? 0 : null;
    if (product && pricePaise !== null) {
      shipping = paiseToRupees(orderShippingPaise(zone, pricePaise, [{ ...product, quantity: 1 }]));
    }
    let { minDays, maxDays } = zone;
    let cod = codOffered;
    // A PIN the zones serve without naming it: the courier's word, when the store asks for it.
    if (
      couriers &&
      settings.promiseFrom === 'carrier' &&
      settings.pickupPin &&
      !namesPin(zone, query.pin)
    ) {
      const promise = await couriers.promise(settings.pickupPin, query.pin);
      if (promise && !promise.serviceable) {
        return NOT_SERVED;
      }
      if (promise) {
        minDays = promise.minDays ?? minDays;
        maxDays = promise.maxDays ?? maxDays;
        cod = cod && promise.cod;
      }
    }
    return {
      serviceable: true,
      cod,
      minDays,
      maxDays,
      date: deliveryDate(now(), maxDays, settings.dispatchDays),
      shipping,
    };
  }

  // Prepared once: an estimate is one indexed read of the product (the settings are the store's).
  const productStatement = db
    .select({
      regularPrice: products.regularPrice,
      discountedPrice: products.discountedPrice,
      weightGrams: products.weightGrams,
      lengthCm: products.lengthCm,
      breadthCm: products.breadthCm,
      heightCm: products.heightCm,
    })
    .from(products)
    .where(
      and(
        eq(products.id, sql.placeholder('id')),
        eq(products.storeId, sql.placeholder('storeId')),
        isNull(products.archivedAt),
      ),
    )
    .limit(1)
    .prepare('delivery_estimate_product');

  async function findProduct(storeId: number, productId: string) {
    const [product] = UUID.test(productId)
      ? await productStatement.execute({ id: productId, storeId })
      : [];
    if (!product) throw new NotFoundError('Product not found');
    return product;
  }

  /** Saves the zones, rates and dispatch days in one transaction with its audit entry. */
  async function save(
    store: Pick<StoreRow, 'id'>,
    actor: Actor,
    input: ShippingSettings,
  ): Promise<ShippingSettings> {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select({ shippingSettings: stores.shippingSettings })
        .from(stores)
        .where(eq(stores.id, store.id))
        .for('update');
      const before = shippingSettingsOf(current!);
      const stored = fromShippingSettings(input, before);
      await tx.update(stores).set({ shippingSettings: stored }).where(eq(stores.id, store.id));
      const saved = toShippingSettings(stored);
      await recordAudit(tx, {
        storeId: store.id,
        actor,
        action: 'shipping.updated',
        entity: 'store',
        entityId: store.id,
        before: toShippingSettings(before),
        after: saved,
      });
      return saved;
    });
  }

  return { estimate, save };
}
