import { describe, expect, it } from 'vitest';
import type { StoredShippingSettings } from '../../db/schema';
import {
  DEFAULT_SHIPPING_SETTINGS,
  deliveryDate,
  parcelGrams,
  resolveZone,
  shippingPaise,
} from './zones';

const zone = (
  id: number,
  name: string,
  where: Partial<{ states: string[]; pinPrefixes: string[]; pins: string[] }>,
) => ({
  id,
  name,
  states: [],
  pinPrefixes: [],
  pins: [],
  ...where,
  served: true,
  minDays: id,
  maxDays: id + 1,
  cod: true,
  rate: { kind: 'free' as const },
});

describe('delivery zones', () => {
  const settings: StoredShippingSettings = {
    ...DEFAULT_SHIPPING_SETTINGS,
    zones: [
      zone(1, 'Assam', { states: ['Assam'] }),
      zone(2, 'Assam by prefix', { pinPrefixes: ['78'] }),
      zone(3, 'Guwahati', { pinPrefixes: ['7810'] }),
      zone(4, 'Pan Bazaar', { pins: ['781001'] }),
    ],
  };
  const nameAt = (pin: string, state: string | null) =>
    resolveZone(settings, pin, state).zone?.name ?? 'elsewhere';

  it('takes a listed PIN over a prefix, a longer prefix over a shorter, a prefix over a state, a state over elsewhere', () => {
    expect(nameAt('781001', '18')).toBe('Pan Bazaar');
    expect(nameAt('781005', '18')).toBe('Guwahati');
    expect(nameAt('785001', '18')).toBe('Assam by prefix');
    // Assam's GST state code is 18.
    expect(nameAt('999999', '18')).toBe('Assam');
    expect(nameAt('110001', '07')).toBe('elsewhere');
    expect(resolveZone(settings, '110001', '07')).toMatchObject({ minDays: 3, maxDays: 7 });
  });

  it('counts the delivery date in dispatch days from tomorrow in IST', () => {
    const monToSat = [1, 2, 3, 4, 5, 6];
    // Saturday 28 November 2026, 10:00 IST: Sunday is skipped.
    expect(deliveryDate(new Date('2026-11-28T04:30:00Z'), 1, monToSat)).toBe('2026-11-30');
    expect(deliveryDate(new Date('2026-11-28T04:30:00Z'), 7, monToSat)).toBe('2026-12-07');
    // 23:59 IST on Friday is still Friday; 00:01 IST on Saturday is Saturday, though UTC says Friday.
    expect(deliveryDate(new Date('2026-11-27T18:29:00Z'), 1, monToSat)).toBe('2026-11-28');
    expect(deliveryDate(new Date('2026-11-27T18:31:00Z'), 1, monToSat)).toBe('2026-11-30');
    expect(deliveryDate(new Date('2026-11-28T04:30:00Z'), 0, monToSat)).toBe('2026-11-28');
    expect(deliveryDate(new Date('2026-11-28T04:30:00Z'), 3, [0, 1, 2, 3, 4, 5, 6])).toBe(
      '2026-12-01',
    );
  });

  it('weighs a parcel by the larger of actual and volumetric weight, 500 g where unknown', () => {
    const none = { weightGrams: null, lengthCm: null, breadthCm: null, heightCm: null };
    expect(parcelGrams([{ ...none, quantity: 3 }])).toBe(1500);
    // 30 × 20 × 10 cm: 1.2 kg volumetric beats 400 g.
    expect(
      parcelGrams([
        { weightGrams: 400, lengthCm: 30, breadthCm: 20, heightCm: 10, quantity: 2 },
        { ...none, weightGrams: 250, quantity: 1 },
      ]),
    ).toBe(2650);
  });

  it('charges flat, by weight slab and nothing above the free threshold', () => {
    expect(shippingPaise({ kind: 'free' }, 100, 100)).toBe(0);
    const flat = { kind: 'flat' as const, amountPaise: 4900, freeAbovePaise: 99_900 };
    expect(shippingPaise(flat, 99_899, 100)).toBe(4900);
    expect(shippingPaise(flat, 99_900, 100)).toBe(0);
    const weight = {
      kind: 'weight' as const,
      slabs: [
        { upToGrams: 500, amountPaise: 4000 },
        { upToGrams: 2000, amountPaise: 7000 },
      ],
      freeAbovePaise: null,
    };
    expect(shippingPaise(weight, 0, 500)).toBe(4000);
    expect(shippingPaise(weight, 0, 501)).toBe(7000);
    expect(shippingPaise(weight, 0, 5000)).toBe(7000);
  });
});
