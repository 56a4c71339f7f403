import { z } from 'zod';
import { countParameter, rupeesSchema, text } from './common';
import { PRODUCT_MAX_LIMIT, PRODUCT_PAGE_SIZE } from './constants';
import { PIN_CODE_PATTERN } from './order-rules';
import { appliedPromotionSchema, promotionCodeInputSchema } from './promotions';
import { searchTextSchema } from './search';

export const productAttributeSchema = z.object({
  key: text(),
  value: z.array(text()),
});

/**
 * A product in one size and one colour ('' where it has none) and whether it can be bought:
 * `left` is the number in stock when at or under the store's "Only N left" threshold, else null.
 */
export const productVariantSchema = z.object({
  size: text(),
  color: text(),
  inStock: z.boolean(),
  left: z.number().int().nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/**
 * What the Legal Metrology (Packaged Commodities) Rules ask a seller to show of a product, with
 * its HSN code and GST rate (percent). Null where the shop has not said.
 */
export const productDetailsSchema = z.object({
  genericName: text().nullable(),
  netQuantity: text().nullable(),
  countryOfOrigin: text().nullable(),
  /** Manufacturer, packer or importer, with address. */
  manufacturer: text().nullable(),
  /** Who to contact about the product: name, phone, e-mail, address. */
  consumerCare: text().nullable(),
  hsn: text().nullable(),
  gstRate: z.number().nullable(),
  /** False when the shop takes no returns of it (shown on its page; issue 38). */
  returnable: z.boolean(),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** A product as the API sends it (spec section 3, "as received from the server"). */
export const productSchema = z.object({
  id: text(),
  title: text(),
  description: text(),
  imgUrl: text().nullable(),
  category: text(),
  parentCategory: text().nullable(),
  gender: text().nullable(),
  regularPrice: rupeesSchema,
  discountedPrice: rupeesSchema.nullable(),
  createdAt: text(),
  images: z.array(z.object({ url: text(), alt: text().optional() })),
  attributes: z.array(productAttributeSchema),
  /** Empty for a product without sizes, colours or tracked stock: always available. */
  variants: z.array(productVariantSchema).default([]),
  details: productDetailsSchema,
});
export type Product = z.infer<typeof productSchema>;

/** An empty value means "no filter", as the web sends only non-empty filters. */
const optionalFilter = text()
  .trim()
  .max(200, 'must be at most 200 characters')
  .optional()
  .transform((value) => (value ? value : undefined));

export const productListQuerySchema = z.object({
  page: countParameter(100_000, 1),
  limit: countParameter(PRODUCT_MAX_LIMIT, PRODUCT_PAGE_SIZE),
  category: optionalFilter,
  gender: optionalFilter,
  /** Comma-separated genders or categories; "null" matches a product without a gender. */
  filter: optionalFilter,
  parentCategory: optionalFilter,
  /**
   * `true`: only the featured products (spec-decisions.md: an attribute `featured` with a value
   * containing "true"), the home page's Featured Products button. Left out (or empty): all.
   */
  featured: text()
    .trim()
    .optional()
    .refine((value) => !value || value === 'true', 'must be true, or left out')
    .transform((value) => (value === 'true' ? true : undefined)),
  /** Words to search for (issue 19); combines with every filter and the pagination. */
  search: searchTextSchema.optional().transform((value) => (value ? value : undefined)),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  data: z.array(productSchema),
  count: z.number().int(),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    /** A search with more than SEARCH_COUNT_CAP matches: `total` is the cap, shown as "1,000+". */
    totalCapped: z.boolean().optional(),
    /**
     * A search of several words whose count would cost too much: `total` is an estimate, shown as
     * "about …" (decision 0016); every page of the search gives the same one.
     */
    totalEstimated: z.boolean().optional(),
  }),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productIdParamsSchema = z.object({
  id: z.uuid({ error: 'must be a product id (UUID)' }),
});

/** POST /cart/check: the cart's rows, checked against stock before checkout. */
export const cartCheckRequestSchema = z.object({
  items: z
    .array(
      z.object({
        productId: text().max(100),
        size: text().max(100).nullable().optional(),
        color: text().max(100).nullable().optional(),
        quantity: z.number().int().min(1).max(1000),
      }),
    )
    .min(1, 'must hold at least one row')
    .max(100, 'must hold at most 100 rows'),
  /** A promotion code typed in the cart (issue 40); checked for the signed-in shopper when sent with a token. */
  code: promotionCodeInputSchema,
  /** The delivery PIN the shopper gave (kept in the browser): the shipping line for it (issue 39). */
  pin: text().trim().regex(PIN_CODE_PATTERN, 'must be a 6-digit Indian PIN code').optional(),
});
export type CartCheckRequest = z.input<typeof cartCheckRequestSchema>;

/** Each row as sent, with what stops it being ordered (null when nothing does). */
export const cartCheckResponseSchema = z.object({
  items: z.array(
    z.object({
      productId: text(),
      size: text().nullable(),
      color: text().nullable(),
      quantity: z.number().int(),
      /** Units that can be ordered; null when stock is not tracked. */
      left: z.number().int().nullable(),
      /** "Only 2 left of … in size M", "… is no longer sold"; null when the row can be ordered. */
      problem: text().nullable(),
      /**
       * The product's GST rate in percent (its details.gstRate), for the price breakup's "GST
       * included"; null when the product has none or is not sold.
       */
      gstRate: z.number().nullable(),
      /** Rupees the applied offers take off this row (0 when none). */
      discount: z.number(),
    }),
  ),
  /** The offers applied, each with what it saves. */
  promotions: z.array(appliedPromotionSchema),
  /** The code sent, as typed, and why it does not apply (null problem: applied). Null: none sent. */
  code: z.object({ code: text(), applied: z.boolean(), problem: text().nullable() }).nullable(),
  /** An automatic offer the cart is close to: "Add ₹250 more to get 10% off". */
  offerHint: text().nullable(),
  /**
   * Rupees for the rows that can be ordered: goods at their prices, the discount, shipping (null
   * until a PIN tells it, when the store charges for some places), the GST included and the total.
   */
  totals: z.object({
    items: z.number(),
    discount: z.number(),
    shipping: z.number().nullable(),
    gstIncluded: z.number().nullable(),
    total: z.number(),
  }),
});
export type CartCheckResponse = z.infer<typeof cartCheckResponseSchema>;
