import { z } from 'zod';
import { countParameter, rupeesSchema, text } from './common';
import { PRODUCT_MAX_LIMIT, PRODUCT_PAGE_SIZE } from './constants';

export const productAttributeSchema = z.object({
  key: text(),
  value: z.array(text()),
});

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
  images: z.array(z.object({ url: text() })),
  attributes: z.array(productAttributeSchema),
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
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  data: z.array(productSchema),
  count: z.number().int(),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  }),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productIdParamsSchema = z.object({
  id: z.uuid({ error: 'must be a product id (UUID)' }),
});
