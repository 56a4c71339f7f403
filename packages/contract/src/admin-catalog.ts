// The back office's catalogue API (/api/v1/admin/products, /admin/images): products, their
// variants and stock, images, bulk edits and CSV import. The forms validate with these schemas.
import { z } from 'zod';
import { countParameter, IMAGE_URL_MESSAGE, isProductImageUrl, text } from './common';
import { ADMIN_MAX_LIMIT, ADMIN_PAGE_SIZE, pagedSchema } from './admin';
import { COLOR_ATTRIBUTE_KEYS, SIZE_ATTRIBUTE_KEYS } from './constants';
import { productShippingFields } from './shipping';

export const PRODUCT_GENDERS = ['Men', 'Women', 'Unisex'] as const;
export const ONE_SIZE = 'One Size';
export const PRODUCT_MAX_IMAGES = 12;
export const PRODUCT_MAX_OPTIONS = 30;
export const PRODUCT_MAX_VARIANTS = 300;
export const STOCK_MAX = 1_000_000;
/** Rupees: ₹1 crore is more than any product of a shop like ours costs. */
export const PRICE_MAX_RUPEES = 10_000_000;
/** "Only N left" shows at or under this many, unless the store or the variant sets another. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const required = (max: number, message = 'is required') =>
  text().trim().min(1, message).max(max, `must be at most ${max} characters`);

/** Rupees with at most two decimals (paise), from a number or a form's text. */
const price = z.coerce
  .number({ error: 'must be an amount in rupees' })
  .refine(Number.isFinite, 'must be an amount in rupees')
  .positive('must be more than ₹0')
  .max(PRICE_MAX_RUPEES, `must be at most ₹${PRICE_MAX_RUPEES.toLocaleString('en-IN')}`)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'must be in whole paise',
  );

/** Sizes or colours: trimmed, none empty, none repeated (any case). */
const optionList = (noun: string) =>
  z
    .array(required(40, `a ${noun} must not be empty`))
    .max(PRODUCT_MAX_OPTIONS, `must hold at most ${PRODUCT_MAX_OPTIONS} ${noun}s`)
    .refine(
      (list) => new Set(list.map((value) => value.toLowerCase())).size === list.length,
      `must not repeat a ${noun}`,
    );

export const stockSchema = z
  .number({ error: 'must be a whole number, or empty when not tracked' })
  .int('must be a whole number')
  .min(0, 'must not be negative')
  .max(STOCK_MAX, `must be at most ${STOCK_MAX.toLocaleString('en-IN')}`)
  .nullable();

export const skuSchema = text()
  .trim()
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9._\-/]*$/, 'may hold letters, digits, ".", "_", "-" and "/" only')
  .nullable()
  .optional()
  .transform((value) => value || null);

/** A product in one size and one colour ('' where the product has none): the cart row's variant. */
export const variantInputSchema = z.object({
  size: text().trim().max(40).default(''),
  color: text().trim().max(40).default(''),
  sku: skuSchema,
  /** null: stock is not tracked, the variant is always available. */
  stock: stockSchema,
  /** "Only N left" and the low-stock list at or under this; null: the store's threshold. */
  lowStockThreshold: z.number().int().min(0).max(STOCK_MAX).nullable().optional(),
});
export type VariantInput = z.input<typeof variantInputSchema>;

export const adminImageSchema = z.object({
  url: required(2000).refine(isProductImageUrl, IMAGE_URL_MESSAGE),
  alt: text().trim().max(300, 'must be at most 300 characters').default(''),
});
export type AdminImage = z.infer<typeof adminImageSchema>;

export const productAttributeInputSchema = z.object({
  key: required(60),
  value: z.array(required(200)).max(50),
});

/** Keys of the attributes the form edits on their own fields (spec section 3's derivations). */
export const OPTION_ATTRIBUTE_KEYS = [...SIZE_ATTRIBUTE_KEYS, ...COLOR_ATTRIBUTE_KEYS, 'featured'];

export const DISCOUNT_NOT_BELOW_REGULAR =
  'The discounted price must be lower than the regular price';

/** A legal detail's text: blank means not given (null). */
const detailText = (max: number) =>
  text()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => value || null);

/**
 * HSN codes have 4, 6 or 8 digits; a shop writes at least as many as its turnover asks (the
 * store's hsnDigits, checked by the API).
 */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;
export const hsnSchema = text()
  .trim()
  .refine(
    (value) => value === '' || HSN_PATTERN.test(value),
    'must be an HSN code of 4, 6 or 8 digits',
  )
  .nullable()
  .optional()
  .transform((value) => value || null);

/**
 * A GST rate in percent. Which rates may be chosen is data (GET /admin/tax-rules): the API
 * refuses a rate not on the list in force today.
 */
export const gstRateSchema = z
  .number({ error: 'must be a GST rate in percent' })
  .min(0, 'must be a GST rate in percent')
  .max(100, 'must be a GST rate in percent')
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'must have at most two decimals',
  )
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** The product's tax and legal details (Legal Metrology rule 6(10)): the form's own section. */
export const productDetailFields = {
  hsn: hsnSchema,
  gstRate: gstRateSchema,
  /** The common or generic name of the commodity ("TV wall mount", "Cotton kurta"). */
  genericName: detailText(200),
  /** "1 N", "1 pair", "500 g". */
  netQuantity: detailText(100),
  countryOfOrigin: detailText(100),
  /** Manufacturer, packer or importer, with address. */
  manufacturer: detailText(500),
  /** Consumer-care contact: name, address, phone, e-mail. */
  consumerCare: detailText(500),
  /** False: the shop takes no returns of it (innerwear, opened software). Absent: unchanged, true when new. */
  returnable: z.boolean({ error: 'must be true or false' }).optional(),
  /** The parcel's weight and size (issue 39); null clears them. */
  ...productShippingFields,
};

const productFields = {
  title: required(200, 'Enter a title'),
  description: text().trim().max(10_000, 'must be at most 10,000 characters').default(''),
  category: required(60, 'Choose a category'),
  parentCategory: text()
    .trim()
    .max(60, 'must be at most 60 characters')
    .nullable()
    .optional()
    .transform((value) => value || null),
  gender: z
    .enum(PRODUCT_GENDERS, { error: 'must be Men, Women or Unisex' })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  regularPrice: price,
  discountedPrice: price
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  featured: z.boolean().default(false),
  /** ["One Size"] for a one-size product; [] when it has no sizes. */
  sizes: optionList('size').default([]),
  colors: optionList('colour').default([]),
  images: z
    .array(adminImageSchema)
    .max(PRODUCT_MAX_IMAGES, `must hold at most ${PRODUCT_MAX_IMAGES} images`)
    .default([]),
  /** Other attributes shown with the product (material, TV size…), not sizes, colours or featured. */
  attributes: z
    .array(productAttributeInputSchema)
    .max(30)
    .refine(
      (list) =>
        list.every((attribute) => !OPTION_ATTRIBUTE_KEYS.includes(attribute.key.toLowerCase())),
      'sizes, colours and featured have their own fields',
    )
    .default([]),
  ...productDetailFields,
};

type PriceFields = { regularPrice?: number; discountedPrice?: number | null };
function discountBelowRegular(product: PriceFields, context: z.RefinementCtx) {
  if (
    product.discountedPrice != null &&
    product.regularPrice !== undefined &&
    product.discountedPrice >= product.regularPrice
  ) {
    context.addIssue({
      code: 'custom',
      path: ['discountedPrice'],
      message: DISCOUNT_NOT_BELOW_REGULAR,
    });
  }
}

/** Variants must name the product's sizes and colours, each pair once, each SKU once. */
export function variantProblems(
  product: { sizes: string[]; colors: string[] },
  variants: { size: string; color: string; sku?: string | null }[],
): { index: number; field: 'size' | 'color' | 'sku'; message: string }[] {
  const problems: { index: number; field: 'size' | 'color' | 'sku'; message: string }[] = [];
  const pairs = new Set<string>();
  const skus = new Set<string>();
  variants.forEach((variant, index) => {
    if (product.sizes.length ? !product.sizes.includes(variant.size) : variant.size !== '') {
      problems.push({
        index,
        field: 'size',
        message: product.sizes.length
          ? `"${variant.size}" is not one of the product's sizes`
          : 'must be empty: the product has no sizes',
      });
    }
    if (product.colors.length ? !product.colors.includes(variant.color) : variant.color !== '') {
      problems.push({
        index,
        field: 'color',
        message: product.colors.length
          ? `"${variant.color}" is not one of the product's colours`
          : 'must be empty: the product has no colours',
      });
    }
    const pair = JSON.stringify([variant.size, variant.color]);
    if (pairs.has(pair)) {
      problems.push({ index, field: 'size', message: 'this size and colour is listed twice' });
    }
    pairs.add(pair);
    if (variant.sku) {
      if (skus.has(variant.sku.toLowerCase())) {
        problems.push({ index, field: 'sku', message: 'this SKU is used twice' });
      }
      skus.add(variant.sku.toLowerCase());
    }
  });
  return problems;
}

function variantsMatchOptions(
  product: { sizes: string[]; colors: string[]; variants?: VariantShape[] },
  context: z.RefinementCtx,
) {
  if (!product.variants) return;
  for (const problem of variantProblems(product, product.variants)) {
    context.addIssue({
      code: 'custom',
      path: ['variants', problem.index, problem.field],
      message: problem.message,
    });
  }
}
type VariantShape = { size: string; color: string; sku?: string | null };

/**
 * POST /admin/products. Without variants, the product gets one per size and colour, stock not
 * tracked; with them, they must cover only the product's sizes and colours.
 */
export const productCreateSchema = z
  .object({
    ...productFields,
    variants: z
      .array(variantInputSchema)
      .max(PRODUCT_MAX_VARIANTS, `must hold at most ${PRODUCT_MAX_VARIANTS} variants`)
      .optional(),
  })
  .superRefine(discountBelowRegular)
  .superRefine(variantsMatchOptions);
export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreate = z.output<typeof productCreateSchema>;

/**
 * PATCH /admin/products/{id}: any of the fields; `archived` takes the product off the storefront
 * (or puts it back). Variants whose size or colour leaves the product are removed with it.
 */
export const productUpdateSchema = z
  .object({
    title: productFields.title,
    description: productFields.description.unwrap(),
    category: productFields.category,
    parentCategory: productFields.parentCategory,
    gender: productFields.gender,
    regularPrice: productFields.regularPrice,
    discountedPrice: productFields.discountedPrice,
    featured: z.boolean(),
    sizes: optionList('size'),
    colors: optionList('colour'),
    images: productFields.images.unwrap(),
    attributes: productFields.attributes.unwrap(),
    ...productDetailFields,
    archived: z.boolean(),
  })
  .partial()
  .superRefine(discountBelowRegular);
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/** PUT /admin/products/{id}/variants: replaces the variants and their stock. */
export const variantsReplaceSchema = z.object({
  variants: z
    .array(variantInputSchema)
    .min(1, 'must hold at least one variant')
    .max(PRODUCT_MAX_VARIANTS, `must hold at most ${PRODUCT_MAX_VARIANTS} variants`),
});
export type VariantsReplaceInput = z.input<typeof variantsReplaceSchema>;

export const STOCK_STATES = ['in_stock', 'low', 'out', 'untracked'] as const;
export type StockState = (typeof STOCK_STATES)[number];
export const STOCK_STATE_LABELS: Record<StockState, string> = {
  in_stock: 'In stock',
  low: 'Low stock',
  out: 'Out of stock',
  untracked: 'Not tracked',
};

export const adminVariantSchema = z.object({
  id: z.number().int(),
  size: text(),
  color: text(),
  sku: text().nullable(),
  stock: z.number().int().nullable(),
  lowStockThreshold: z.number().int().nullable(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

export const adminProductSchema = z.object({
  id: text(),
  title: text(),
  description: text(),
  category: text(),
  parentCategory: text().nullable(),
  gender: z.enum(PRODUCT_GENDERS).nullable(),
  /** Rupees. */
  regularPrice: z.number(),
  discountedPrice: z.number().nullable(),
  featured: z.boolean(),
  sizes: z.array(text()),
  colors: z.array(text()),
  images: z.array(z.object({ url: text(), alt: text() })),
  attributes: z.array(z.object({ key: text(), value: z.array(text()) })),
  archived: z.boolean(),
  createdAt: text(),
  updatedAt: text(),
  variants: z.array(adminVariantSchema),
  /** The store's "Only N left" threshold, for variants without their own. */
  lowStockThreshold: z.number().int(),
  hsn: text().nullable(),
  /** Percent. */
  gstRate: z.number().nullable(),
  genericName: text().nullable(),
  netQuantity: text().nullable(),
  countryOfOrigin: text().nullable(),
  manufacturer: text().nullable(),
  consumerCare: text().nullable(),
  returnable: z.boolean(),
  /** Grams and centimetres; absent or null when not given. */
  weightGrams: z.number().nullable().optional(),
  lengthCm: z.number().nullable().optional(),
  breadthCm: z.number().nullable().optional(),
  heightCm: z.number().nullable().optional(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** GET /admin/products: newest first; filters combined with AND. */
export const adminProductListQuerySchema = z.object({
  page: countParameter(10_000, 1),
  limit: countParameter(ADMIN_MAX_LIMIT, ADMIN_PAGE_SIZE),
  /** Words of the title, or a SKU. */
  q: text().trim().max(200, 'must be at most 200 characters').optional(),
  category: text().trim().max(60).optional(),
  stock: z.enum(STOCK_STATES, { error: 'must be in_stock, low, out or untracked' }).optional(),
  /** Active products unless asked otherwise. */
  archived: z.enum(['false', 'true', 'all']).default('false'),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;

export const adminProductSummarySchema = z.object({
  id: text(),
  title: text(),
  category: text(),
  parentCategory: text().nullable(),
  imgUrl: text().nullable(),
  regularPrice: z.number(),
  discountedPrice: z.number().nullable(),
  archived: z.boolean(),
  variantCount: z.number().int(),
  /** Units in stock over the tracked variants; null when none is tracked. */
  stock: z.number().int().nullable(),
  stockState: z.enum(STOCK_STATES),
  updatedAt: text(),
});
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;
export const adminProductListSchema = pagedSchema(adminProductSummarySchema);
export type AdminProductList = z.infer<typeof adminProductListSchema>;

/**
 * POST /admin/products/bulk: the same change to each selected product. Prices: set both to a
 * value, or adjust by a percentage (negative lowers); the discounted price is kept below the
 * regular one or cleared. Stock: set every variant (which starts tracking it), or adjust the tracked
 * ones by a number (never below 0).
 */
export const productBulkEditSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'must be a product id (UUID)' }))
      .min(1, 'Select at least one product')
      .max(500, 'Select at most 500 products'),
    price: z
      .discriminatedUnion('mode', [
        z.object({
          mode: z.literal('set'),
          regularPrice: price,
          discountedPrice: price.nullable(),
        }),
        z.object({
          mode: z.literal('percent'),
          percent: z.number().min(-90, 'must be at least -90').max(500, 'must be at most 500'),
        }),
      ])
      .optional(),
    stock: z
      .discriminatedUnion('mode', [
        z.object({ mode: z.literal('set'), value: stockSchema.unwrap() }),
        z.object({
          mode: z.literal('adjust'),
          value: z.number().int().min(-STOCK_MAX).max(STOCK_MAX),
        }),
      ])
      .optional(),
  })
  .refine((edit) => edit.price || edit.stock, 'Choose a price or stock change')
  .superRefine((edit, context) => {
    if (edit.price?.mode === 'set') discountBelowRegular(edit.price, context);
  });
export type ProductBulkEdit = z.input<typeof productBulkEditSchema>;
export const productBulkResultSchema = z.object({ updated: z.number().int() });

/** GET /admin/products/low-stock: tracked variants at or under their threshold, fewest first. */
export const lowStockItemSchema = z.object({
  productId: text(),
  title: text(),
  variantId: z.number().int(),
  size: text(),
  color: text(),
  sku: text().nullable(),
  stock: z.number().int(),
  threshold: z.number().int(),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;
export const lowStockListSchema = pagedSchema(lowStockItemSchema);
export type LowStockList = z.infer<typeof lowStockListSchema>;
export const lowStockQuerySchema = z.object({
  page: countParameter(10_000, 1),
  limit: countParameter(ADMIN_MAX_LIMIT, ADMIN_PAGE_SIZE),
});

/** POST /admin/products/import?dryRun=true|false, body text/csv. */
export const productImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;

/** Field changes listed for one product at most; the rest are counted (`moreFields`). */
export const IMPORT_FIELDS_SHOWN = 50;

/** One field an import changes: "regular_price: 499 → 549", "stock (M / Indigo): 3 → 5". */
export const importFieldChangeSchema = z.object({
  /** The file's line of it: the variant's own row for its stock, SKU or threshold. */
  line: z.number().int(),
  /**
   * The column as the file names it ("regular_price", "stock"); "size" and "color" for the
   * product's lists of them; "variant" for a variant added (from "") or removed (to "").
   */
  field: text(),
  /** The variant it is about ("M / Indigo"); null for the product's own fields. */
  variant: text().nullable(),
  /** The value before and after, as the file writes it ("" for blank; long texts cut short). */
  from: text(),
  to: text(),
});
export type ImportFieldChange = z.infer<typeof importFieldChangeSchema>;

export const productImportResultSchema = z.object({
  /** Products created (or that would be, on a dry run). */
  created: z.number().int(),
  /** Products updated: those whose fields, variants or stock the file changes. */
  updated: z.number().int(),
  /** Products the file names but does not change: nothing is written to them. */
  unchanged: z.number().int(),
  /** Every bad row (and stock changed since the export); when there is one, nothing was written. */
  errors: z.array(z.object({ line: z.number().int(), error: text() })),
  /**
   * What the file does, product by product (first 500, changes before unchanged products):
   * each update with its fields as "field: old → new".
   */
  changes: z.array(
    z.object({
      line: z.number().int(),
      action: z.enum(['create', 'update', 'unchanged']),
      productId: text().nullable(),
      title: text(),
      variants: z.number().int(),
      /** An update's changes, field by field (first IMPORT_FIELDS_SHOWN); [] otherwise. */
      fields: z.array(importFieldChangeSchema),
      /** Changes of this product beyond those listed. */
      moreFields: z.number().int(),
    }),
  ),
  dryRun: z.boolean(),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;
export type ProductImportChange = ProductImportResult['changes'][number];

/** The CSV's columns, in order: one row per variant, the product's fields on each row. */
export const CATALOGUE_CSV_COLUMNS = [
  'product_id',
  'title',
  'description',
  'category',
  'parent_category',
  'gender',
  'regular_price',
  'discounted_price',
  'featured',
  'archived',
  'images',
  'image_alts',
  'attributes',
  'hsn',
  'gst_rate',
  'generic_name',
  'net_quantity',
  'country_of_origin',
  'manufacturer',
  'consumer_care',
  'returnable',
  'size',
  'color',
  'sku',
  'stock',
  'low_stock_threshold',
  /**
   * The stock the export saw, written beside `stock` by every export: an import changes a
   * variant's stock only where the file's `stock` differs from it, and refuses (by line) a
   * change to a variant whose stock moved since the export (an order took some meanwhile).
   */
  'stock_when_exported',
] as const;

/** POST /admin/images answers where the upload is and the widths it was stored at. */
export const uploadedImageSchema = z.object({
  url: text(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
