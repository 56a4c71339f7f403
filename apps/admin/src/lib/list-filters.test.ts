import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { listFilters } from './list-filters';

// A list's query as the contract writes one: page and limit, then its filters.
const schema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().trim().max(8).optional(),
  status: z.coerce.number().int().min(0).max(4).optional(),
  kind: z.enum(['a', 'b']).optional(),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value))
    .optional(),
  shown: z.enum(['active', 'all']).default('active'),
});

const filters = listFilters(schema, ['q', 'status', 'kind', 'day', 'shown'], {
  shown: 'active',
});
const read = (search: string) => filters.read(new URLSearchParams(search));

describe('listFilters', () => {
  it('reads each filter the way the API reads it, dropping what it would refuse', () => {
    expect(read('q=+cable+&status=2&kind=b&day=2026-02-28&shown=all&page=3')).toEqual({
      q: 'cable',
      status: '2',
      kind: 'b',
      day: '2026-02-28',
      shown: 'all',
      page: 3,
    });
    expect(read('status=7&kind=c&day=2026-02-30&shown=none&page=0')).toEqual(filters.empty);
    expect(filters.empty).toEqual({
      q: '',
      status: '',
      kind: '',
      day: '',
      shown: 'active',
      page: 1,
    });
  });

  it('keeps a value only as the API would write it', () => {
    expect(read('status=2.0').status).toBe('');
    expect(read('status=+2').status).toBe('');
    expect(read('status=0').status).toBe('0');
  });

  it('trims a search to the length the API takes', () => {
    expect(read('q=+a+long+cable+name').q).toBe('a long c');
  });

  it('writes only what narrows the list, in the order declared, page 1 left out', () => {
    expect(filters.toParams({ ...filters.empty, kind: 'a', q: ' hdmi ', page: 2 }).toString()).toBe(
      'q=hdmi&kind=a&page=2',
    );
    expect(filters.toParams(filters.empty).toString()).toBe('');
    expect(filters.toParams({ ...filters.empty, shown: 'all' }).toString()).toBe('shown=all');
  });

  it('counts a default as no filter', () => {
    expect(filters.isActive(filters.empty)).toBe(false);
    expect(filters.isActive({ ...filters.empty, shown: 'all' })).toBe(true);
    expect(filters.isActive({ ...filters.empty, day: '2026-01-01' })).toBe(true);
  });

  it('asks the API for one page, or every page of an export', () => {
    const chosen = { ...filters.empty, status: '0', page: 4 };
    expect(filters.query(chosen)).toEqual({
      page: 4,
      limit: 25,
      q: undefined,
      status: '0',
      kind: undefined,
      day: undefined,
      shown: 'active',
    });
    expect(filters.filterQuery(chosen)).toEqual({ status: '0', shown: 'active' });
  });
});
