import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESSORIES_FILTER } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { seedProducts } from './sample-products';
import { defaultStore } from './store';

const webPublic = fileURLToPath(new URL('../../../../web/public', import.meta.url));

describe('the seed catalogue', () => {
  it('holds at least 80 products', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(80);
  });

  it('fills the store’s first category, which the home page features', () => {
    const first = defaultStore.categories[0]!.toLowerCase();
    expect(
      seedProducts.filter((product) => product.category.toLowerCase() === first).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('selects products for every query rule of the spec', () => {
    expect(seedProducts.some((product) => product.gender === 'Men')).toBe(true);
    expect(seedProducts.some((product) => product.gender === 'Women')).toBe(true);
    const names = ACCESSORIES_FILTER.filter((name) => name !== 'null');
    for (const name of names) {
      expect(
        seedProducts.some((product) => product.category === name || product.gender === name),
      ).toBe(true);
    }
    expect(seedProducts.some((product) => product.gender === null)).toBe(true);
    for (const category of defaultStore.categories) {
      const inCategory = seedProducts.filter((product) => product.category === category);
      expect(inCategory.length, category).toBeGreaterThan(0);
      expect(
        inCategory.some((product) => product.parentCategory),
        category,
      ).toBe(true);
    }
  });

  it('has realistic prices, some discounted below the regular price', () => {
    for (const product of seedProducts) {
      expect(product.regularPrice).toBeGreaterThan(0);
      if (product.discountedPrice !== undefined) {
        expect(product.discountedPrice).toBeLessThan(product.regularPrice);
      }
    }
    expect(seedProducts.some((product) => product.discountedPrice !== undefined)).toBe(true);
  });

  it('marks some products featured, gives apparel sizes and colours, and some "One Size"', () => {
    const valuesOf = (product: (typeof seedProducts)[number], keys: string[]) =>
      product.attributes.find((attribute) => keys.includes(attribute.key.toLowerCase()))?.value ??
      [];
    expect(
      seedProducts.filter((product) => valuesOf(product, ['featured']).includes('true')).length,
    ).toBeGreaterThan(4);
    expect(seedProducts.some((product) => valuesOf(product, ['size', 'sizes']).length > 1)).toBe(
      true,
    );
    expect(
      seedProducts.some((product) => valuesOf(product, ['color', 'colours', 'colors']).length > 1),
    ).toBe(true);
    expect(
      seedProducts.some((product) => valuesOf(product, ['size', 'sizes']).join() === 'One Size'),
    ).toBe(true);
  });

  it('ships every image as a file of the web app, several per product', () => {
    for (const product of seedProducts) {
      expect(product.images.length, product.title).toBeGreaterThanOrEqual(2);
      for (const url of product.images) {
        expect(existsSync(path.join(webPublic, url)), url).toBe(true);
      }
    }
    expect(existsSync(path.join(webPublic, 'images/fallback.svg'))).toBe(true);
  });
});
