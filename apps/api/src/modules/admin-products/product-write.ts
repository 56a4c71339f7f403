import { and, asc, eq, notInArray, or, sql } from 'drizzle-orm';
import {
  type AdminProduct,
  COLOR_ATTRIBUTE_KEYS,
  DISCOUNT_NOT_BELOW_REGULAR,
  OPTION_ATTRIBUTE_KEYS,
  SIZE_ATTRIBUTE_KEYS,
  type ProductCreate,
  type ProductUpdate,
  paiseToRupees,
  type TaxRules,
  rupeesToPaise,
  type variantInputSchema,
  variantProblems,
} from '@storefront/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  type ProductAttribute,
  productVariants,
  products,
  type ProductVariantRow,
  stores,
} from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { checkProductTax, checkTaxWith } from '../invoices';

type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type VariantValues = z.output<typeof variantInputSchema>;
type ProductRow = typeof products.$inferSelect;

/** The form's fields from the stored attributes (spec section 3's derivations). */
export function optionsOf(attributes: ProductAttribute[]) {
  const find = (keys: string[]) =>
    attributes.find((attribute) => keys.includes(attribute.key.toLowerCase()))?.value ?? [];
  return {
    sizes: find(SIZE_ATTRIBUTE_KEYS),
    colors: find(COLOR_ATTRIBUTE_KEYS),
    featured: find(['featured']).some((value) => value.toLowerCase().includes('true')),
    attributes: attributes.filter(
      (attribute) => !OPTION_ATTRIBUTE_KEYS.includes(attribute.key.toLowerCase()),
    ),
  };
}

/** The stored attributes from the form's fields, as the storefront reads them. */
export function attributesOf(fields: {
  sizes: string[];
  colors: string[];
  featured: boolean;
  attributes: ProductAttribute[];
}): ProductAttribute[] {
  return [
    ...(fields.sizes.length ? [{ key: 'size', value: fields.sizes }] : []),
    ...(fields.colors.length ? [{ key: 'color', value: fields.colors }] : []),
    ...fields.attributes,
    ...(fields.featured ? [{ key: 'featured', value: ['true'] }] : []),
  ];
}

/** Images as the storefront's answer carries them: `alt` only where there is one. */
const storedImages = (images: { url: string; alt: string }[]) =>
  images.map(({ url, alt }) => (alt ? { url, alt } : { url }));

/** One variant per size and colour ('' for a dimension the product lacks), stock not tracked. */
export function everyCombination(sizes: string[], colors: string[]): VariantValues[] {
  return (sizes.length ? sizes : ['']).flatMap((size) =>
    (colors.length ? colors : ['']).map((color) => ({ size, color, sku: null, stock: null })),
  );
}

export function checkVariants(
  options: { sizes: string[]; colors: string[] },
  variants: VariantValues[],
) {
  const [problem] = variantProblems(options, variants);
  if (problem) {
    throw new BadRequestError(`variants.${problem.index}.${problem.field}: ${problem.message}`);
  }
}

/** Writes a SKU clash as the 409 a person can act on. */
async function skuSafe<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'product_variants_sku_idx')) {
      throw new ConflictError('sku: This SKU is already used by another product variant');
    }
    throw error;
  }
}

/** Inserts a product and its variants (every combination, untracked, when none are given). */
export async function insertProduct(
  tx: Tx,
  storeId: number,
  input: ProductCreate,
  createdAt?: Date,
  rules?: TaxRules,
): Promise<string> {
  const variants = input.variants ?? everyCombination(input.sizes, input.colors);
  checkVariants(input, variants);
  await checkProductTax(tx, storeId, input, rules);
  const [row] = await tx
    .insert(products)
    .values({
      storeId,
      title: input.title,
      description: input.description,
      category: input.category,
      parentCategory: input.parentCategory,
      gender: input.gender,
      regularPrice: rupeesToPaise(input.regularPrice),
      discountedPrice: input.discountedPrice === null ? null : rupeesToPaise(input.discountedPrice),
      imgUrl: input.images[0]?.url ?? null,
      images: storedImages(input.images),
      attributes: attributesOf(input),
      ...detailValues(input),
      ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
    })
    .returning({ id: products.id });
  await writeVariantRows(tx, storeId, row!.id, variants);
  return row!.id;
}

const DETAIL_FIELDS = [
  'hsn',
  'gstRate',
  'genericName',
  'netQuantity',
  'countryOfOrigin',
  'manufacturer',
  'consumerCare',
  'returnable',
  'weightGrams',
  'lengthCm',
  'breadthCm',
  'heightCm',
] as const;

/** The tax and legal details a change sets (undefined: left as they are). */
function detailValues(change: Partial<Pick<ProductCreate, (typeof DETAIL_FIELDS)[number]>>) {
  return Object.fromEntries(
    DETAIL_FIELDS.filter((field) => change[field] !== undefined).map((field) => [
      field,
      change[field],
    ]),
  ) as Partial<Pick<ProductRow, (typeof DETAIL_FIELDS)[number]>>;
}

/** The product's row, locked for the rest of the transaction; 404 when the store has none. */
export async function lockProduct(tx: Tx, storeId: number, id: string): Promise<ProductRow> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, id)))
    .for('update');
  if (!row) throw new NotFoundError('Product not found');
  return row;
}

/** What a change makes of a product's options and prices, checked: 400 naming the field. */
export function productAfter(row: ProductRow, change: ProductUpdate, rules: TaxRules | null) {
  const before = optionsOf(row.attributes);
  const after = {
    sizes: change.sizes ?? before.sizes,
    colors: change.colors ?? before.colors,
    featured: change.featured ?? before.featured,
    attributes: change.attributes ?? before.attributes,
  };
  const regular =
    change.regularPrice === undefined ? row.regularPrice : rupeesToPaise(change.regularPrice);
  const discounted =
    change.discountedPrice === undefined
      ? row.discountedPrice
      : change.discountedPrice === null
        ? null
        : rupeesToPaise(change.discountedPrice);
  if (discounted !== null && discounted >= regular) {
    throw new BadRequestError(`discountedPrice: ${DISCOUNT_NOT_BELOW_REGULAR}`);
  }
  const tax = {
    hsn: change.hsn !== row.hsn ? change.hsn : undefined,
    gstRate: change.gstRate !== row.gstRate ? change.gstRate : undefined,
  };
  if (rules) checkTaxWith(rules, tax);
  return { before, after, regular, discounted, tax };
}

/**
 * Applies a change to a product. Variants whose size or colour leaves the product go with it;
 * a size or colour added gets its variants, stock not tracked, so the storefront can sell it.
 */
export async function updateProduct(
  tx: Tx,
  storeId: number,
  id: string,
  change: ProductUpdate,
  rules?: TaxRules,
): Promise<void> {
  const row = await lockProduct(tx, storeId, id);
  const { before, after, regular, discounted, tax } = productAfter(row, change, rules ?? null);
  if (!rules) await checkProductTax(tx, storeId, tax);
  await tx
    .update(products)
    .set({
      ...(change.title !== undefined && { title: change.title }),
      ...(change.description !== undefined && { description: change.description }),
      ...(change.category !== undefined && { category: change.category }),
      ...(change.parentCategory !== undefined && { parentCategory: change.parentCategory }),
      ...(change.gender !== undefined && { gender: change.gender }),
      ...(change.images !== undefined && {
        images: storedImages(change.images),
        imgUrl: change.images[0]?.url ?? null,
      }),
      ...(change.archived !== undefined && {
        archivedAt: change.archived ? (row.archivedAt ?? sql`now()`) : null,
      }),
      regularPrice: regular,
      discountedPrice: discounted,
      attributes: attributesOf(after),
      ...detailValues(change),
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, id));

  if (change.sizes === undefined && change.colors === undefined) return;
  const sizes = after.sizes.length ? after.sizes : [''];
  const colors = after.colors.length ? after.colors : [''];
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, id),
        or(notInArray(productVariants.size, sizes), notInArray(productVariants.color, colors)),
      ),
    );
  // New: a size or colour the product did not have ('' is new when the product had some).
  const isNew = (value: string, had: string[]) =>
    value !== '' ? !had.includes(value) : had.length > 0;
  const added = everyCombination(after.sizes, after.colors).filter(
    (variant) => isNew(variant.size, before.sizes) || isNew(variant.color, before.colors),
  );
  if (added.length) {
    await tx
      .insert(productVariants)
      .values(added.map((variant) => ({ ...variant, storeId, productId: id, position: 1_000_000 })))
      .onConflictDoNothing();
  }
}

/** Replaces a product's variants: each kept by its size and colour, so its id stays. */
export async function replaceVariants(
  tx: Tx,
  storeId: number,
  id: string,
  variants: VariantValues[],
): Promise<void> {
  const row = await lockProduct(tx, storeId, id);
  checkVariants(optionsOf(row.attributes), variants);
  await replaceVariantRows(tx, storeId, id, variants);
  await tx
    .update(products)
    .set({ updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

async function replaceVariantRows(
  tx: Tx,
  storeId: number,
  productId: string,
  variants: VariantValues[],
) {
  const kept = sql.join(
    variants.map((variant) => sql`(${variant.size}::text, ${variant.color}::text)`),
    sql`, `,
  );
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        variants.length
          ? sql`(${productVariants.size}, ${productVariants.color}) not in (${kept})`
          : undefined,
      ),
    );
  if (variants.length === 0) return;
  // SKUs move between variants of one product: clear them first, so a swap is no clash.
  await tx
    .update(productVariants)
    .set({ sku: null })
    .where(eq(productVariants.productId, productId));
  await writeVariantRows(tx, storeId, productId, variants);
}

/** Writes the variants, each by its size and colour: added, or its values replaced. */
async function writeVariantRows(
  tx: Tx,
  storeId: number,
  productId: string,
  variants: VariantValues[],
) {
  if (variants.length === 0) return;
  await skuSafe(
    tx
      .insert(productVariants)
      .values(
        variants.map((variant, position) => ({
          storeId,
          productId,
          size: variant.size,
          color: variant.color,
          sku: variant.sku ?? null,
          stock: variant.stock,
          lowStockThreshold: variant.lowStockThreshold ?? null,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: [productVariants.productId, productVariants.size, productVariants.color],
        set: {
          sku: sql`excluded.sku`,
          stock: sql`excluded.stock`,
          lowStockThreshold: sql`excluded.low_stock_threshold`,
          position: sql`excluded.position`,
        },
      }),
  );
}

/** The product as the back office shows and edits it. */
export async function loadAdminProduct(
  db: Pick<Database, 'select'>,
  storeId: number,
  id: string,
): Promise<AdminProduct> {
  const [row] = await db
    .select({ product: products, threshold: stores.lowStockThreshold })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(products.storeId, storeId), eq(products.id, id)));
  if (!row) throw new NotFoundError('Product not found');
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return toAdminProduct(row.product, variants, row.threshold);
}

export function toAdminProduct(
  row: ProductRow,
  variants: ProductVariantRow[],
  lowStockThreshold: number,
): AdminProduct {
  const options = optionsOf(row.attributes);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    parentCategory: row.parentCategory,
    gender: (row.gender as AdminProduct['gender']) ?? null,
    regularPrice: paiseToRupees(row.regularPrice),
    discountedPrice: row.discountedPrice === null ? null : paiseToRupees(row.discountedPrice),
    featured: options.featured,
    sizes: options.sizes,
    colors: options.colors,
    images: row.images.map((image) => ({ url: image.url, alt: image.alt ?? '' })),
    attributes: options.attributes,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    variants: variants.map((variant) => ({
      id: variant.id,
      size: variant.size,
      color: variant.color,
      sku: variant.sku,
      stock: variant.stock,
      lowStockThreshold: variant.lowStockThreshold,
    })),
    lowStockThreshold,
    hsn: row.hsn,
    gstRate: row.gstRate,
    genericName: row.genericName,
    netQuantity: row.netQuantity,
    countryOfOrigin: row.countryOfOrigin,
    manufacturer: row.manufacturer,
    consumerCare: row.consumerCare,
    returnable: row.returnable,
    weightGrams: row.weightGrams,
    lengthCm: row.lengthCm,
    breadthCm: row.breadthCm,
    heightCm: row.heightCm,
  };
}
