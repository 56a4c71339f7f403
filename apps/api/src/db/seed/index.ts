import { sql } from 'drizzle-orm';
import { rupeesToPaise } from '@storefront/contract';
import type { Database } from '../client';
import { products, stores } from '../schema';
import { seedProducts } from './products';
import { defaultStore } from './store';

/** On an empty database, creates the default store and its catalogue, all or nothing. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(stores);
  if (existing && existing.count > 0) return false;

  await db.transaction(async (tx) => {
    const [store] = await tx.insert(stores).values(defaultStore).returning({ id: stores.id });
    if (!store) throw new Error('The default store was not created');
    // Array order is newest first: each product is a minute older than the one before it.
    const newest = Date.now();
    await tx.insert(products).values(
      seedProducts.map((product, index) => ({
        storeId: store.id,
        title: product.title,
        description: product.description,
        imgUrl: product.images[0] ?? null,
        images: product.images.map((url) => ({ url })),
        category: product.category,
        parentCategory: product.parentCategory,
        gender: product.gender,
        regularPrice: rupeesToPaise(product.regularPrice),
        discountedPrice:
          product.discountedPrice === undefined ? null : rupeesToPaise(product.discountedPrice),
        attributes: product.attributes,
        createdAt: new Date(newest - index * 60_000),
      })),
    );
  });
  return true;
}
