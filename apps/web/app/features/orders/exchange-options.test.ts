import { describe, expect, it } from 'vitest';
import { exchangeOptions } from './exchange-options';

const variant = (size: string, color: string, inStock: boolean) => ({
  size,
  color,
  inStock,
  left: null,
});

describe('exchangeOptions', () => {
  it('offers the other sizes and colours in stock, never the one delivered', () => {
    const product = {
      sizes: ['S', 'M', 'L'],
      colors: ['Maroon', 'Navy'],
      variants: [
        variant('S', 'Maroon', false),
        variant('M', 'Maroon', true),
        variant('L', 'Maroon', true),
        variant('M', 'Navy', true),
        variant('L', 'Navy', false),
      ],
    };
    expect(
      exchangeOptions(product, { size: 'M', color: 'Maroon' }).map((option) => option.label),
    ).toEqual(['Size: L · Colour: Maroon', 'Size: M · Colour: Navy']);
  });

  it('offers every listed size when stock is not counted, keeping a product without colours so', () => {
    const options = exchangeOptions(
      { sizes: ['M', 'L'], colors: [], variants: [] },
      { size: 'M', color: null },
    );
    expect(options).toEqual([{ key: 'L\u0000', size: 'L', color: null, label: 'Size: L' }]);
  });

  it('offers nothing for a product without sizes or colours', () => {
    expect(
      exchangeOptions({ sizes: [], colors: [], variants: [] }, { size: null, color: null }),
    ).toEqual([]);
  });
});
