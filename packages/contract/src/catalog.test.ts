import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from './catalog';
import { paiseToRupees, rupeesToPaise } from './common';

describe('productListQuerySchema', () => {
  it('defaults to page 1 of 12', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, limit: 12 });
  });

  it('reads numbers from query strings and drops empty filters', () => {
    expect(
      productListQuerySchema.parse({ page: '3', limit: '24', category: ' men ', gender: '' }),
    ).toEqual({ page: 3, limit: 24, category: 'men' });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ limit: '101' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
  ])('refuses %o naming %s', (query, field) => {
    const result = productListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('money', () => {
  it('converts between rupees and integer paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(1299.5)).toBe(129950);
    expect(paiseToRupees(129950)).toBe(1299.5);
  });
});
