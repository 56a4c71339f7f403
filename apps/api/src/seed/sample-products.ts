import { readFileSync } from 'node:fs';
import { parseCatalogue } from '../modules/admin-products';
import { attributesOf } from '../modules/admin-products';
import type { SeedProduct } from './types';

/**
 * The sample catalogue's products as the file describes them, newest first: what tests expect
 * the API to serve after a fresh start.
 */
function readSampleProducts(): SeedProduct[] {
  const parsed = parseCatalogue(readFileSync(new URL('./catalogue.csv', import.meta.url), 'utf8'));
  if (parsed.kind !== 'products' || parsed.errors.length) {
    throw new Error(`The sample catalogue has problems: ${JSON.stringify(parsed.errors)}`);
  }
  return parsed.products.map(({ fields }) => ({
    title: fields.title,
    description: fields.description,
    category: fields.category,
    parentCategory: fields.parentCategory,
    gender: fields.gender,
    regularPrice: fields.regularPrice,
    ...(fields.discountedPrice !== null && { discountedPrice: fields.discountedPrice }),
    images: fields.images.map((image) => image.url),
    attributes: attributesOf(fields),
    variants: fields.variants!.map(({ size, color, stock }) => ({ size, color, stock })),
    details: {
      hsn: fields.hsn,
      gstRate: fields.gstRate,
      genericName: fields.genericName,
      netQuantity: fields.netQuantity,
      countryOfOrigin: fields.countryOfOrigin,
      manufacturer: fields.manufacturer,
      consumerCare: fields.consumerCare,
      returnable: fields.returnable ?? true,
    },
  }));
}

export const seedProducts = readSampleProducts();
