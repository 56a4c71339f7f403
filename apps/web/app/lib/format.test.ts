import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatIndiaDay,
  formatPrice,
  formatPriceWithPaise,
  gstIncludedLine,
  variantLabels,
} from './format';

describe('formatPrice', () => {
  it('formats rupees with Indian digit grouping and at most two decimals', () => {
    expect(formatPrice(1499)).toBe('₹1,499');
    expect(formatPrice(124999)).toBe('₹1,24,999');
    expect(formatPrice(1299.5)).toBe('₹1,299.50');
    expect(formatPrice(0.125)).toBe('₹0.13');
    expect(formatPrice(0)).toBe('₹0');
  });
});

describe('formatPriceWithPaise', () => {
  it('always shows the paise, as a tax document does', () => {
    expect(formatPriceWithPaise(499)).toBe('₹499.00');
    expect(formatPriceWithPaise(124999.5)).toBe('₹1,24,999.50');
  });
});

describe('variantLabels', () => {
  it('names the size and the colour a row was chosen in, leaving out what is not set', () => {
    expect(variantLabels('M', 'Black')).toEqual(['Size: M', 'Colour: Black']);
    expect(variantLabels(undefined, 'Black')).toEqual(['Colour: Black']);
    expect(variantLabels(null, null)).toEqual([]);
  });
});

describe('formatDateTime', () => {
  it('writes an instant in India time, whatever the zone of the machine', () => {
    expect(formatDateTime('2026-10-12T10:15:00.000Z')).toBe('12 October 2026 at 3:45 pm');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('gstIncludedLine', () => {
  it('gives the GST inside the total, or says the prices include it when it is not known', () => {
    expect(gstIncludedLine(365.6)).toEqual({ term: 'GST included', value: '₹365.60' });
    expect(gstIncludedLine(0)).toEqual({ term: 'GST included', value: '₹0' });
    expect(gstIncludedLine(null)).toEqual({ term: 'GST', value: 'Included in the prices' });
  });
});

describe('formatIndiaDay', () => {
  it('reads a bare date as a day of India’s calendar, and a time in India', () => {
    expect(formatIndiaDay('2026-12-02')).toBe('Wed, 2 Dec');
    // 20:00 UTC on 1 December is already 2 December in India.
    expect(formatIndiaDay('2026-12-01T20:00:00Z')).toBe('Wed, 2 Dec');
    expect(formatIndiaDay('soon')).toBe('soon');
  });
});
