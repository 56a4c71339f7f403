import type { ProductDetails } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { formatRate, productFacts } from './product-facts';
import { productWith } from './test-products';

const mountDetails: ProductDetails = {
  genericName: 'TV wall mount',
  netQuantity: '1 N',
  countryOfOrigin: 'India',
  manufacturer: 'Sharma Metal Works, Plot 14, Sector 6, Faridabad, Haryana 121006',
  consumerCare: 'care@chitrakart.in, +91 98110 45672',
  hsn: '83024200',
  gstRate: 18,
  returnable: true,
};

const asText = (facts: { term: string; value: string }[]) =>
  facts.map(({ term, value }) => `${term}: ${value}`);

describe('productFacts (the product page’s "Product details")', () => {
  it('lists every legal detail, the MRP inclusive of all taxes, HSN and GST rate', () => {
    expect(asText(productFacts(productWith({ regularPrice: 1499 }), mountDetails))).toEqual([
      'Generic name: TV wall mount',
      'Net quantity: 1 N',
      'Country of origin: India',
      'Manufacturer / packer / importer: Sharma Metal Works, Plot 14, Sector 6, Faridabad, Haryana 121006',
      'MRP: ₹1,499 (inclusive of all taxes)',
      'Consumer care: care@chitrakart.in, +91 98110 45672',
      'HSN code: 83024200',
      'GST rate: 18%, included in the price',
    ]);
  });

  it('says a product the shop takes no returns of is not returnable, and nothing of a returnable one', () => {
    const product = productWith({ regularPrice: 1499 });
    expect(asText(productFacts(product, { ...mountDetails, returnable: false }))).toContain(
      'Returns: Not returnable',
    );
    expect(
      asText(productFacts(product, { ...mountDetails, returnable: true })).some((fact) =>
        fact.startsWith('Returns'),
      ),
    ).toBe(false);
  });

  it('gives the MRP as the regular price and the selling price beside it when discounted', () => {
    const facts = asText(
      productFacts(productWith({ regularPrice: 1299, discountedPrice: 899 }), mountDetails),
    );
    expect(facts).toContain('MRP: ₹1,299 (inclusive of all taxes)');
    expect(facts).toContain('Selling price: ₹899 (inclusive of all taxes)');
  });

  it('leaves out details the shop has not given, and keeps the MRP', () => {
    const none: ProductDetails = {
      genericName: null,
      netQuantity: '  ',
      countryOfOrigin: null,
      manufacturer: null,
      consumerCare: null,
      hsn: null,
      gstRate: null,
      returnable: true,
    };
    expect(asText(productFacts(productWith({ regularPrice: 999 }), none))).toEqual([
      'MRP: ₹999 (inclusive of all taxes)',
    ]);
    expect(asText(productFacts(productWith({ regularPrice: 999 }), null))).toEqual([
      'MRP: ₹999 (inclusive of all taxes)',
    ]);
  });

  it('says a zero rate too, and rates with decimals as written', () => {
    const books = productFacts(productWith(), { ...mountDetails, gstRate: 0 });
    expect(asText(books)).toContain('GST rate: 0%, included in the price');
    expect(formatRate(0.25)).toBe('0.25%');
    expect(formatRate(5)).toBe('5%');
  });
});
