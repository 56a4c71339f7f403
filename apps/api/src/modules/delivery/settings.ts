// The store's shipping settings between the wire (rupees, the contract's shippingSettingsSchema)
// and the database (paise, stores.shipping_settings).
import {
  paiseToRupees,
  rupeesToPaise,
  type ShippingRate,
  type ShippingSettings,
  stateByName,
} from '@storefront/contract';
import type {
  StoreRow,
  StoredShippingRate,
  StoredShippingSettings,
  StoredShippingTerms,
} from '../../db/schema';
import { BadRequestError } from '../../lib/errors';
import { DEFAULT_SHIPPING_SETTINGS } from './zones';

export function shippingSettingsOf(
  store: Pick<StoreRow, 'shippingSettings'>,
): StoredShippingSettings {
  return store.shippingSettings ?? DEFAULT_SHIPPING_SETTINGS;
}

const nullablePaise = (rupees: number | null) => (rupees === null ? null : rupeesToPaise(rupees));
const nullableRupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

function rateToWire(rate: StoredShippingRate): ShippingRate {
  if (rate.kind === 'free') return rate;
  if (rate.kind === 'flat') {
    return {
      kind: 'flat',
      amount: paiseToRupees(rate.amountPaise),
      freeAbove: nullableRupees(rate.freeAbovePaise),
    };
  }
  return {
    kind: 'weight',
    slabs: rate.slabs.map((slab) => ({
      upToGrams: slab.upToGrams,
      amount: paiseToRupees(slab.amountPaise),
    })),
    freeAbove: nullableRupees(rate.freeAbovePaise),
  };
}

function rateFromWire(rate: ShippingRate, field: string): StoredShippingRate {
  if (rate.kind === 'free') return { kind: 'free' };
  if (rate.kind === 'flat') {
    return {
      kind: 'flat',
      amountPaise: rupeesToPaise(rate.amount),
      freeAbovePaise: nullablePaise(rate.freeAbove),
    };
  }
  const slabs = rate.slabs
    .map((slab) => ({ upToGrams: slab.upToGrams, amountPaise: rupeesToPaise(slab.amount) }))
    .sort((a, b) => a.upToGrams - b.upToGrams);
  slabs.forEach((slab, i) => {
    if (i > 0 && slabs[i - 1]!.upToGrams === slab.upToGrams) {
      throw new BadRequestError(`${field}.slabs: two slabs are up to ${slab.upToGrams} g`);
    }
  });
  return { kind: 'weight', slabs, freeAbovePaise: nullablePaise(rate.freeAbove) };
}

function termsToWire(terms: StoredShippingTerms) {
  return { ...terms, rate: rateToWire(terms.rate) };
}

export function toShippingSettings(stored: StoredShippingSettings): ShippingSettings {
  return {
    zones: stored.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      states: zone.states,
      pinPrefixes: zone.pinPrefixes,
      pins: zone.pins,
      ...termsToWire(zone),
    })),
    elsewhere: termsToWire(stored.elsewhere),
    dispatchDays: stored.dispatchDays,
    pickupPin: stored.pickupPin,
    // Only when asked for: a store that never chose answers as it always has.
    ...(stored.promiseFrom === 'carrier' ? { promiseFrom: 'carrier' as const } : {}),
  };
}

function daysInOrder(terms: { minDays: number; maxDays: number }, field: string) {
  if (terms.minDays > terms.maxDays) {
    throw new BadRequestError(`${field}.maxDays: must be at least minDays (${terms.minDays})`);
  }
}

/**
 * The settings to store: zones keep their ids (new ones get the next), states are stored by the
 * name GST gives them, and a PIN, prefix or state named by two zones is refused (400), since
 * which of them applies would be a guess.
 */
export function fromShippingSettings(
  input: ShippingSettings,
  current: StoredShippingSettings,
): StoredShippingSettings {
  const known = new Set(current.zones.map((zone) => zone.id));
  let nextId = Math.max(0, ...current.zones.map((zone) => zone.id)) + 1;
  const taken = new Map<string, string>();
  const claim = (key: string, what: string, field: string, zoneName: string) => {
    const earlier = taken.get(key);
    if (earlier !== undefined) {
      throw new BadRequestError(`${field}: ${what} is already in the zone “${earlier}”`);
    }
    taken.set(key, zoneName);
  };
  const usedIds = new Set<number>();
  const zones = input.zones.map((zone, i) => {
    const field = `zones.${i}`;
    daysInOrder(zone, field);
    const states = [...new Set(zone.states)].map((name) => {
      const state = stateByName(name);
      if (!state) throw new BadRequestError(`${field}.states: “${name}” is not an Indian state`);
      claim(`state:${state.code}`, state.name, `${field}.states`, zone.name);
      return state.name;
    });
    const pinPrefixes = [...new Set(zone.pinPrefixes)];
    const pins = [...new Set(zone.pins)];
    for (const prefix of pinPrefixes) {
      claim(`prefix:${prefix}`, `PIN prefix ${prefix}`, `${field}.pinPrefixes`, zone.name);
    }
    for (const pin of pins) claim(`pin:${pin}`, `PIN code ${pin}`, `${field}.pins`, zone.name);
    const id =
      zone.id !== undefined && known.has(zone.id) && !usedIds.has(zone.id) ? zone.id : nextId++;
    usedIds.add(id);
    return {
      id,
      name: zone.name,
      states,
      pinPrefixes,
      pins,
      served: zone.served,
      minDays: zone.minDays,
      maxDays: zone.maxDays,
      cod: zone.cod,
      rate: rateFromWire(zone.rate, `${field}.rate`),
    };
  });
  daysInOrder(input.elsewhere, 'elsewhere');
  return {
    zones,
    elsewhere: { ...input.elsewhere, rate: rateFromWire(input.elsewhere.rate, 'elsewhere.rate') },
    dispatchDays: [...new Set(input.dispatchDays)].sort(),
    pickupPin: input.pickupPin,
    ...(input.promiseFrom === 'carrier' ? { promiseFrom: 'carrier' as const } : {}),
  };
}
