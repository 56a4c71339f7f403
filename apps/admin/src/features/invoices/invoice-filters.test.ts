import { describe, expect, it } from 'vitest';
import { currentMonth, formatMonth, readInvoiceFilters } from './invoice-filters';

describe('the invoice list’s filters', () => {
  // 31 October 2026, 20:00 UTC: already 1 November in India.
  const now = new Date('2026-10-31T20:00:00Z');

  it('is this month in India when the URL names none', () => {
    expect(currentMonth(now)).toBe('2026-11');
    expect(readInvoiceFilters(new URLSearchParams(), now)).toEqual({ month: '2026-11', page: 1 });
  });

  it('reads the month and page of the URL, dropping what is not a month or a page', () => {
    expect(readInvoiceFilters(new URLSearchParams('month=2026-04&page=3'), now)).toEqual({
      month: '2026-04',
      page: 3,
    });
    expect(readInvoiceFilters(new URLSearchParams('month=2026-13&page=-1'), now)).toEqual({
      month: '2026-11',
      page: 1,
    });
  });

  it('names a month as people say it', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
  });
});
