import {
  type PromiseSource,
  type ShippingRate,
  type ShippingSettings,
  shippingSettingsSchema,
} from '@storefront/contract';
import type { Resolver } from 'react-hook-form';
import { fieldErrors } from '~/lib/schema-form';

/** What staff type: text everywhere, as inputs hold it; lists of PIN codes as one text. */
export interface RateValues {
  kind: ShippingRate['kind'];
  amount: string;
  freeAbove: string;
  slabs: { upToGrams: string; amount: string }[];
}

interface ServiceValues {
  served: boolean;
  minDays: string;
  maxDays: string;
  cod: boolean;
  rate: RateValues;
}

export interface ZoneValues extends ServiceValues {
  id?: number;
  name: string;
  states: string[];
  pinPrefixes: string;
  pins: string;
}

export interface ShippingFormValues {
  zones: ZoneValues[];
  elsewhere: ServiceValues;
  /** "0" Sunday … "6" Saturday: checkboxes give their values as text. */
  dispatchDays: string[];
  pickupPin: string;
  /** Where the delivery promise comes from (radio buttons). */
  promiseFrom: PromiseSource;
}

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
/** Monday first, as a shop's week is read. */
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const amountText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function rateValues(rate: ShippingRate): RateValues {
  return {
    kind: rate.kind,
    amount: rate.kind === 'flat' ? amountText(rate.amount) : '',
    freeAbove: rate.kind === 'free' ? '' : amountText(rate.freeAbove),
    slabs:
      rate.kind === 'weight'
        ? rate.slabs.map((slab) => ({
            upToGrams: String(slab.upToGrams),
            amount: String(slab.amount),
          }))
        : [{ upToGrams: '', amount: '' }],
  };
}

export const NEW_ZONE: ZoneValues = {
  name: '',
  states: [],
  pinPrefixes: '',
  pins: '',
  served: true,
  minDays: '',
  maxDays: '',
  cod: true,
  rate: rateValues({ kind: 'free' }),
};

export function toFormValues(settings: ShippingSettings): ShippingFormValues {
  return {
    zones: settings.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      states: [...zone.states],
      pinPrefixes: zone.pinPrefixes.join(', '),
      pins: zone.pins.join(', '),
      served: zone.served,
      minDays: String(zone.minDays),
      maxDays: String(zone.maxDays),
      cod: zone.cod,
      rate: rateValues(zone.rate),
    })),
    elsewhere: {
      served: settings.elsewhere.served,
      minDays: String(settings.elsewhere.minDays),
      maxDays: String(settings.elsewhere.maxDays),
      cod: settings.elsewhere.cod,
      rate: rateValues(settings.elsewhere.rate),
    },
    dispatchDays: settings.dispatchDays.map(String),
    pickupPin: settings.pickupPin ?? '',
    promiseFrom: settings.promiseFrom ?? 'zones',
  };
}

/** Comma, space or line separated → the items; nothing typed → none. */
const listOf = (typed: string) => typed.split(/[\s,;]+/).filter(Boolean);

/** Text → a number for the schema to judge; nothing typed → undefined (its "must be" message). */
const numberOf = (typed: string) => (typed.trim() === '' ? undefined : Number(typed.trim()));
const optionalNumberOf = (typed: string) => (typed.trim() === '' ? null : Number(typed.trim()));

function rateOf(rate: RateValues): unknown {
  if (rate.kind === 'free') return { kind: 'free' };
  if (rate.kind === 'flat') {
    return {
      kind: 'flat',
      amount: numberOf(rate.amount),
      freeAbove: optionalNumberOf(rate.freeAbove),
    };
  }
  return {
    kind: 'weight',
    slabs: rate.slabs.map((slab) => ({
      upToGrams: numberOf(slab.upToGrams),
      amount: numberOf(slab.amount),
    })),
    freeAbove: optionalNumberOf(rate.freeAbove),
  };
}

function serviceOf(service: ServiceValues) {
  return {
    served: service.served,
    minDays: numberOf(service.minDays),
    maxDays: numberOf(service.maxDays),
    cod: service.cod,
    rate: rateOf(service.rate),
  };
}

export function toBody(values: ShippingFormValues): unknown {
  return {
    zones: values.zones.map((zone) => ({
      ...(zone.id === undefined ? {} : { id: zone.id }),
      name: zone.name,
      states: zone.states,
      pinPrefixes: listOf(zone.pinPrefixes),
      pins: listOf(zone.pins),
      ...serviceOf(zone),
    })),
    elsewhere: serviceOf(values.elsewhere),
    dispatchDays: values.dispatchDays.map(Number).sort((a, b) => a - b),
    pickupPin: values.pickupPin.trim() || null,
    // Absent is the zones: only the courier's promise is sent.
    ...(values.promiseFrom === 'carrier' ? { promiseFrom: 'carrier' } : {}),
  };
}

/**
 * The form field a path of the body names (the schema's or a 400's): a PIN of a list is the
 * list's text box; "zones.0.rate.slabs.1.amount" is itself.
 */
export function fieldOf(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  const list = parts.findIndex((part) => part === 'pins' || part === 'pinPrefixes');
  if (list >= 0) return parts.slice(0, list + 1).join('.');
  if (parts[0] === 'dispatchDays') return 'dispatchDays';
  if (parts.at(-1) === 'slabs') return `${parts.join('.')}.0.upToGrams`;
  return parts.join('.');
}

export const shippingResolver: Resolver<ShippingFormValues, unknown, ShippingSettings> = (
  values,
) => {
  const { errors, place } = fieldErrors<ShippingFormValues>();
  const parsed = shippingSettingsSchema.safeParse(toBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) place(fieldOf(issue.path), issue.message, issue.code);
  }
  const services = [
    ...values.zones.map((zone, index) => [`zones.${index}`, zone] as const),
    ['elsewhere', values.elsewhere] as const,
  ];
  for (const [prefix, service] of services) {
    const min = Number(service.minDays);
    const max = Number(service.maxDays);
    if (service.minDays.trim() && service.maxDays.trim() && min > max) {
      place(`${prefix}.maxDays`, 'must be at least the fewest days', 'range');
    }
  }
  if (values.dispatchDays.length === 0) {
    place('dispatchDays', 'Pick at least one day the shop dispatches.', 'required');
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { values: {}, errors };
  return { values: parsed.data, errors: {} };
};
