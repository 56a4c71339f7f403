// The store's delivery zones: which applies to a PIN code, what it charges, and when a parcel
// sent now arrives (decision 0032). Pure functions over the stored settings.
import { stateByName } from '@storefront/contract';
import type {
  StoredShippingRate,
  StoredShippingSettings,
  StoredShippingTerms,
  StoredShippingZone,
} from '../../db/schema';

/** Before a shop sets anything: delivered everywhere in 3 to 7 days, cash on delivery, free. */
export const DEFAULT_SHIPPING_SETTINGS: StoredShippingSettings = {
  zones: [],
  elsewhere: { served: true, minDays: 3, maxDays: 7, cod: true, rate: { kind: 'free' } },
  dispatchDays: [1, 2, 3, 4, 5, 6],
  pickupPin: null,
};

/** What applies at a PIN code: a zone's terms, or the store's `elsewhere` (zone null). */
export type ResolvedZone = StoredShippingTerms & { zone: StoredShippingZone | null };

interface ZoneIndex {
  byPin: Map<string, StoredShippingZone>;
  /** Prefix → zone, looked up from the longest (5 digits) to the shortest. */
  byPrefix: Map<string, StoredShippingZone>;
  /** GST state code → zone. */
  byState: Map<string, StoredShippingZone>;
}

// The settings object lives as long as the cached store row: index it once per version.
const indexes = new WeakMap<StoredShippingSettings, ZoneIndex>();

function indexOf(settings: StoredShippingSettings): ZoneIndex {
  let index = indexes.get(settings);
  if (index) return index;
  index = { byPin: new Map(), byPrefix: new Map(), byState: new Map() };
  // The first zone naming a PIN, prefix or state wins (saving refuses the same one twice).
  for (const zone of settings.zones) {
    for (const pin of zone.pins) if (!index.byPin.has(pin)) index.byPin.set(pin, zone);
    for (const prefix of zone.pinPrefixes) {
      if (!index.byPrefix.has(prefix)) index.byPrefix.set(prefix, zone);
    }
    for (const name of zone.states) {
      const code = stateByName(name)?.code;
      if (code && !index.byState.has(code)) index.byState.set(code, zone);
    }
  }
  indexes.set(settings, index);
  return index;
}

/**
 * The zone of a PIN code: one listing the PIN, else the longest prefix of it, else its state
 * (GST state code; null when unknown), else `elsewhere`.
 */
export function resolveZone(
  settings: StoredShippingSettings,
  pin: string,
  stateCode: string | null,
): ResolvedZone {
  const index = indexOf(settings);
  let zone = index.byPin.get(pin);
  for (let length = 5; !zone && length >= 1; length--) {
    zone = index.byPrefix.get(pin.slice(0, length));
  }
  if (!zone && stateCode) zone = index.byState.get(stateCode);
  if (!zone) return { ...settings.elsewhere, zone: null };
  const { served, minDays, maxDays, cod, rate } = zone;
  return { served, minDays, maxDays, cod, rate, zone };
}

/** Grams a product counts for when the shop has not weighed it. */
export const DEFAULT_WEIGHT_GRAMS = 500;

export interface ParcelLine {
  quantity: number;
  weightGrams: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
}

/**
 * The parcel's chargeable weight in grams: each line's larger of its weight (500 g when unknown)
 * and its volumetric weight (l × b × h / 5000 kg, the couriers' divisor), times its quantity.
 */
export function parcelGrams(lines: ParcelLine[]): number {
  let grams = 0;
  for (const line of lines) {
    const actual = line.weightGrams ?? DEFAULT_WEIGHT_GRAMS;
    const volumetric =
      line.lengthCm !== null && line.breadthCm !== null && line.heightCm !== null
        ? Math.ceil((line.lengthCm * line.breadthCm * line.heightCm) / 5)
        : 0;
    grams += Math.max(actual, volumetric) * line.quantity;
  }
  return grams;
}

/**
 * What a rate charges, in paise, for goods worth `goodsPaise` weighing `grams`: nothing at or
 * above its free threshold; a weight rate takes the first slab at or above the weight, the
 * heaviest slab beyond them all.
 */
export function shippingPaise(rate: StoredShippingRate, goodsPaise: number, grams: number): number {
  if (rate.kind === 'free') return 0;
  if (rate.freeAbovePaise !== null && goodsPaise >= rate.freeAbovePaise) return 0;
  if (rate.kind === 'flat') return rate.amountPaise;
  const slab = rate.slabs.find((candidate) => candidate.upToGrams >= grams);
  return (slab ?? rate.slabs[rate.slabs.length - 1]!).amountPaise;
}

const IST_OFFSET_MS = 5.5 * 3600_000;
const DAY_MS = 86_400_000;

/**
 * The day ("2026-12-02", IST) an order placed at `now` arrives at the latest: the `maxDays`-th
 * dispatch day counted from tomorrow (IST), skipping the days the store does not dispatch;
 * today for 0 days.
 */
export function deliveryDate(now: Date, maxDays: number, dispatchDays: number[]): string {
  const dispatch = new Set(dispatchDays);
  // Midnight UTC of today's IST calendar date: its getUTCDay() is the IST weekday.
  let day = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  for (let counted = 0; counted < maxDays;) {
    day += DAY_MS;
    if (dispatch.size === 0 || dispatch.has(new Date(day).getUTCDay())) counted++;
  }
  return new Date(day).toISOString().slice(0, 10);
}
