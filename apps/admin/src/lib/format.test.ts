import { describe, expect, it } from 'vitest';
import {
  fieldMessage,
  formatDate,
  formatDateTime,
  formatDay,
  formatRupees,
  todayInIndia,
} from './format';

describe('formatting', () => {
  it('shows rupees with Indian digit grouping and paise', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('shows times in India Standard Time whatever the device’s zone', () => {
    expect(formatDateTime('2026-10-12T19:00:00.000Z')).toBe('13 Oct 2026, 12:30 am');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDate('2026-10-12T19:00:00.000Z')).toBe('13 Oct 2026');
  });

  it('shows a calendar day as it is, not shifted by a zone', () => {
    expect(formatDay('2026-10-01')).toBe('1 Oct');
    expect(todayInIndia(new Date('2026-10-12T19:00:00.000Z'))).toBe('2026-10-13');
  });

  it('turns a schema’s message fragment into a sentence naming the field', () => {
    expect(fieldMessage('Store name', 'is required')).toBe('Store name is required');
    expect(fieldMessage('E-mail', 'Invalid email address')).toBe('Invalid email address');
    expect(fieldMessage('E-mail', undefined)).toBeUndefined();
  });
});
