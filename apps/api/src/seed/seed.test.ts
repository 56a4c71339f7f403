import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESSORIES_FILTER, gstinProblem, stateByCode } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { seedProducts } from './sample-products';
import { defaultStore } from './store';

const webPublic = fileURLToPath(new URL('../../../web/public', import.meta.url));

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

describe('the sample shop’s GST and legal details', () => {
  it('is registered for GST in Delhi, with a GSTIN whose check character is right', () => {
    expect(gstinProblem(defaultStore.gstin)).toBeNull();
    expect(defaultStore.gstin.slice(0, 2)).toBe(defaultStore.stateCode);
    expect(stateByCode(defaultStore.stateCode)?.name).toBe('Delhi');
    expect(defaultStore.legalName).toBeTruthy();
    expect(defaultStore.registeredAddress).toMatch(/Delhi 1100\d\d/);
  });

  it('names no place or company of the sample shop in its texts, which follow the settings', () => {
    // {{companyName}} and {{companyAddress}} are filled from the settings when shown.
    for (const [slug, html] of Object.entries(defaultStore.policies)) {
      expect(html, slug).not.toMatch(/Delhi|Chitra|chitrakart/i);
    }
  });

  it('gives every product an HSN code, a GST rate of the 22 September 2025 slabs and every legal detail', () => {
    for (const { title, details, regularPrice, discountedPrice } of seedProducts) {
      expect(details.hsn, title).toMatch(/^(\d{4}|\d{6}|\d{8})$/);
      expect([0, 5, 18, 40], title).toContain(details.gstRate);
      for (const field of [
        'genericName',
        'netQuantity',
        'countryOfOrigin',
        'manufacturer',
      ] as const) {
        expect(details[field]?.trim(), `${title}: ${field}`).toBeTruthy();
      }
      // Consumer care is the store's own, as its settings say (the storefront shows them): a
      // text naming the sample company would stay behind when the owner changes them.
      expect(details.consumerCare, title).toBeNull();
      // Clothing and footwear: 5 % up to ₹2,500 a piece, 18 % above.
      if (/^(61|62|64)/.test(details.hsn!)) {
        expect(details.gstRate, title).toBe((discountedPrice ?? regularPrice) <= 2500 ? 5 : 18);
      }
      if (details.hsn!.startsWith('64')) expect(details.netQuantity, title).toBe('1 pair');
    }
    // Electronics (chapters 84, 85) at 18 %.
    const electronics = seedProducts.filter((product) => /^8[45]/.test(product.details.hsn!));
    expect(electronics.length).toBeGreaterThan(20);
    expect(electronics.every((product) => product.details.gstRate === 18)).toBe(true);
  });
});
