import {
  type AdminProduct,
  type AdminVariant,
  HSN_PATTERN,
  ONE_SIZE,
  type PRODUCT_GENDERS,
  type ProductCreate,
  type ProductCreateInput,
  productCreateSchema,
  productUpdateSchema,
  type ProductUpdateInput,
  variantProblems,
} from '@storefront/contract';
import type { Control, Resolver } from 'react-hook-form';
import { fieldErrors, fieldsOfServerMessage as fieldsOfServer } from '~/lib/schema-form';

export type Gender = (typeof PRODUCT_GENDERS)[number];

/** One size and colour of the product as the grid edits it: every number as the text typed. */
export interface VariantRow {
  size: string;
  color: string;
  sku: string;
  /** Unticked: stock is not tracked, the variant is always available. */
  tracked: boolean;
  stock: string;
  /** Empty: the store's threshold. */
  lowStockThreshold: string;
}

/** The product as the form edits it: prices and counts as text, attributes' values joined by commas. */
export interface ProductFormValues {
  title: string;
  description: string;
  category: string;
  parentCategory: string;
  gender: Gender | '';
  regularPrice: string;
  discountedPrice: string;
  featured: boolean;
  /** Shoppers may ask to return it within the store's return window. */
  returnable: boolean;
  sizes: string[];
  colors: string[];
  attributes: { key: string; values: string }[];
  images: { url: string; alt: string }[];
  variants: VariantRow[];
  /** The tax and legal details, "" where not given; the GST rate as the select's "18". */
  hsn: string;
  gstRate: string;
  genericName: string;
  netQuantity: string;
  countryOfOrigin: string;
  manufacturer: string;
  consumerCare: string;
  /** The parcel's weight (g) and size (cm), "" where not given. */
  weightGrams: string;
  lengthCm: string;
  breadthCm: string;
  heightCm: string;
}

/** The parcel's weight and size: sent only when given, null when cleared. */
export const SHIPPING_FIELDS = ['weightGrams', 'lengthCm', 'breadthCm', 'heightCm'] as const;

export type ProductFormControl = Control<ProductFormValues, unknown, ProductCreate>;

const blank = (value: string) => value.trim() === '';

/** "1299.5" → "1299.50": a price with paise shows both digits. */
export function priceText(price: number | null | undefined): string {
  if (price == null) return '';
  return Number.isInteger(price) ? String(price) : price.toFixed(2);
}

/** "₹1,299.50" as typed → 1299.5; NaN when it is not a number (the schema says so). */
export function parsePrice(value: string): number {
  const cleaned = value.replace(/[₹,\s]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

export const variantKey = (size: string, color: string) => JSON.stringify([size, color]);

/** "M / Red", "Red", or "the product" for the one variant of a product without options. */
export function variantName(row: { size: string; color: string }): string {
  return [row.size, row.color].filter(Boolean).join(' / ') || 'the product';
}

/** Every size × colour, '' standing for "none" when the product has no sizes or no colours. */
export function variantPairs(sizes: string[], colors: string[]): { size: string; color: string }[] {
  const sizeList = sizes.length ? sizes : [''];
  const colorList = colors.length ? colors : [''];
  return sizeList.flatMap((size) => colorList.map((color) => ({ size, color })));
}

export function blankVariant(size: string, color: string): VariantRow {
  return { size, color, sku: '', tracked: false, stock: '', lowStockThreshold: '' };
}

/**
 * The grid's rows for these sizes and colours. A pair keeps the values its row had (or had
 * before it was removed, from `remembered`); a new pair that replaces a "none" (the first size of
 * a product that had none, say) takes over that row's values.
 */
export function syncVariants(
  sizes: string[],
  colors: string[],
  previous: VariantRow[],
  remembered: ReadonlyMap<string, VariantRow> = new Map(),
): VariantRow[] {
  const pairs = variantPairs(sizes, colors);
  const wanted = new Set(pairs.map((pair) => variantKey(pair.size, pair.color)));
  const byKey = new Map(previous.map((row) => [variantKey(row.size, row.color), row]));
  // Rows of pairs that are going away, which a new pair may take over once.
  const leaving = new Map(
    previous
      .filter((row) => !wanted.has(variantKey(row.size, row.color)))
      .map((row) => [variantKey(row.size, row.color), row]),
  );
  const takeOver = (size: string, color: string) => {
    const key = variantKey(size, color);
    const row = leaving.get(key);
    if (row) leaving.delete(key);
    return row;
  };
  return pairs.map(({ size, color }) => {
    const key = variantKey(size, color);
    const kept =
      byKey.get(key) ??
      remembered.get(key) ??
      takeOver('', color) ??
      takeOver(size, '') ??
      takeOver('', '');
    return kept ? { ...kept, size, color } : blankVariant(size, color);
  });
}

function variantRowOf(variant: AdminVariant): VariantRow {
  return {
    size: variant.size,
    color: variant.color,
    sku: variant.sku ?? '',
    tracked: variant.stock !== null,
    stock: variant.stock === null ? '' : String(variant.stock),
    lowStockThreshold: variant.lowStockThreshold === null ? '' : String(variant.lowStockThreshold),
  };
}

export function toFormValues(product?: AdminProduct): ProductFormValues {
  if (!product) {
    return {
      title: '',
      description: '',
      category: '',
      parentCategory: '',
      gender: '',
      regularPrice: '',
      discountedPrice: '',
      featured: false,
      returnable: true,
      sizes: [],
      colors: [],
      attributes: [],
      images: [],
      variants: [blankVariant('', '')],
      hsn: '',
      gstRate: '',
      genericName: '',
      netQuantity: '',
      countryOfOrigin: '',
      manufacturer: '',
      consumerCare: '',
      weightGrams: '',
      lengthCm: '',
      breadthCm: '',
      heightCm: '',
    };
  }
  return {
    title: product.title,
    description: product.description,
    category: product.category,
    parentCategory: product.parentCategory ?? '',
    gender: product.gender ?? '',
    regularPrice: priceText(product.regularPrice),
    discountedPrice: priceText(product.discountedPrice),
    featured: product.featured,
    returnable: product.returnable,
    sizes: [...product.sizes],
    colors: [...product.colors],
    attributes: product.attributes.map((attribute) => ({
      key: attribute.key,
      values: attribute.value.join(', '),
    })),
    images: product.images.map((image) => ({ url: image.url, alt: image.alt })),
    variants: syncVariants(product.sizes, product.colors, product.variants.map(variantRowOf)),
    hsn: product.hsn ?? '',
    gstRate: product.gstRate === null ? '' : String(product.gstRate),
    genericName: product.genericName ?? '',
    netQuantity: product.netQuantity ?? '',
    countryOfOrigin: product.countryOfOrigin ?? '',
    manufacturer: product.manufacturer ?? '',
    consumerCare: product.consumerCare ?? '',
    weightGrams: numberText(product.weightGrams),
    lengthCm: numberText(product.lengthCm),
    breadthCm: numberText(product.breadthCm),
    heightCm: numberText(product.heightCm),
  };
}

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** A measure typed: nothing → absent; else its number (NaN, for the schema to refuse). */
const measure = (value: string) => (blank(value) ? undefined : Number(value.trim()));

/** The attribute rows that are sent: those with a name or a value. */
function keptAttributeRows(values: ProductFormValues): number[] {
  return values.attributes.flatMap((row, index) =>
    blank(row.key) && blank(row.values) ? [] : [index],
  );
}

const wholeNumber = (value: string) => (blank(value) ? Number.NaN : Number(value.trim()));

/** POST /admin/products' body (the form validates it with the same schema the API uses). */
export function toRequestBody(values: ProductFormValues): ProductCreateInput {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    parentCategory: values.parentCategory,
    gender: values.gender || null,
    regularPrice: parsePrice(values.regularPrice),
    discountedPrice: blank(values.discountedPrice) ? null : parsePrice(values.discountedPrice),
    featured: values.featured,
    returnable: values.returnable,
    sizes: values.sizes,
    colors: values.colors,
    images: values.images.map((image) => ({ url: image.url, alt: image.alt })),
    attributes: keptAttributeRows(values).map((index) => {
      const row = values.attributes[index]!;
      return {
        key: row.key,
        value: row.values
          .split(',')
          .map((value) => value.trim())
          .filter(Boolean),
      };
    }),
    variants: values.variants.map((row) => ({
      size: row.size,
      color: row.color,
      sku: row.sku.trim() || null,
      stock: row.tracked ? wholeNumber(row.stock) : null,
      lowStockThreshold: blank(row.lowStockThreshold) ? null : wholeNumber(row.lowStockThreshold),
    })),
    // The schema reads blank texts as null.
    hsn: values.hsn,
    gstRate: blank(values.gstRate) ? null : Number(values.gstRate),
    genericName: values.genericName,
    netQuantity: values.netQuantity,
    countryOfOrigin: values.countryOfOrigin,
    manufacturer: values.manufacturer,
    consumerCare: values.consumerCare,
    weightGrams: measure(values.weightGrams),
    lengthCm: measure(values.lengthCm),
    breadthCm: measure(values.breadthCm),
    heightCm: measure(values.heightCm),
  };
}

/** Where a problem with the request body shows in the form (a path of ProductFormValues). */
export function formFieldOf(path: readonly PropertyKey[], values: ProductFormValues): string {
  const [head, index, part] = path.map(String);
  if (head === 'variants' && index !== undefined && part !== undefined) {
    return `variants.${index}.${part}`;
  }
  if (head === 'attributes' && index !== undefined && /^\d+$/.test(index)) {
    const row = keptAttributeRows(values)[Number(index)] ?? Number(index);
    return `attributes.${row}.${part === 'key' ? 'key' : 'values'}`;
  }
  if (head === 'images' && index !== undefined && part === 'alt') return `images.${index}.alt`;
  return head ?? 'root';
}

/** What the form checks beyond the contract: the store's own rules. */
export interface ProductFormRules {
  /** Digits an HSN code needs at least: the store's turnover setting (4 or 6). */
  hsnDigits: number;
}

/** Problems the schema cannot name as well as the form can, because the form's fields hide them. */
function formProblems(values: ProductFormValues, rules: ProductFormRules): [string, string][] {
  const problems: [string, string][] = [];
  if (blank(values.regularPrice)) problems.push(['regularPrice', 'Enter the regular price']);
  const hsn = values.hsn.trim();
  if (HSN_PATTERN.test(hsn) && hsn.length < rules.hsnDigits) {
    // The API's words for the same rule.
    problems.push([
      'hsn',
      `must have at least ${rules.hsnDigits} digits (4, 6 or 8): the store's turnover setting asks for ${rules.hsnDigits}`,
    ]);
  }
  values.variants.forEach((row, index) => {
    if (row.tracked && blank(row.stock)) {
      problems.push([`variants.${index}.stock`, 'Enter how many are in stock']);
    }
    if (!blank(row.lowStockThreshold) && !/^\d+$/.test(row.lowStockThreshold.trim())) {
      problems.push([`variants.${index}.lowStockThreshold`, 'must be a whole number, 0 or more']);
    }
  });
  values.attributes.forEach((row, index) => {
    if (blank(row.key) && blank(row.values)) return;
    if (!blank(row.key) && row.values.split(',').every(blank)) {
      problems.push([`attributes.${index}.values`, 'Enter at least one value']);
    }
  });
  return problems;
}

/** The contract's rules across fields (discount below price; variants' options, SKUs once). */
function crossFieldProblems(values: ProductFormValues): [string, string][] {
  const body = toRequestBody(values);
  const problems: [string, string][] = [];
  const prices = productUpdateSchema.safeParse({
    regularPrice: body.regularPrice,
    discountedPrice: body.discountedPrice,
  });
  if (!prices.success) {
    for (const issue of prices.error.issues) {
      if (issue.code === 'custom') problems.push([formFieldOf(issue.path, values), issue.message]);
    }
  }
  const variants = (body.variants ?? []).map((variant) => ({
    size: variant.size ?? '',
    color: variant.color ?? '',
    sku: variant.sku?.trim() || null,
  }));
  for (const problem of variantProblems(values, variants)) {
    problems.push([`variants.${problem.index}.${problem.field}`, problem.message]);
  }
  return problems;
}

/**
 * The form's resolver: the contract's productCreateSchema (the same for a new product and an
 * edited one: the PATCH and the variants' PUT are its parts) on the body the values make, and the
 * store's `rules`, their messages placed on the fields they are about.
 */
export const productResolverFor =
  (rules: ProductFormRules): Resolver<ProductFormValues, unknown, ProductCreate> =>
  (values) => {
    const result = productCreateSchema.safeParse(toRequestBody(values));
    const problems = formProblems(values, rules);
    if (result.success && problems.length === 0) return { values: result.data, errors: {} };
    const { errors, place } = fieldErrors<ProductFormValues>();
    for (const [field, message] of problems) place(field, message, 'custom');
    if (!result.success) {
      for (const issue of result.error.issues) {
        place(formFieldOf(issue.path, values), issue.message, issue.code);
      }
      // zod skips a schema's cross-field rules while any field is wrong: they run here on their
      // own, so that every problem shows at once rather than one after another.
      for (const [field, message] of crossFieldProblems(values)) place(field, message, 'custom');
    }
    return { values: {}, errors };
  };

/** The problem with adding `value` to a list of sizes or colours, by the contract's rule; or null. */
export function optionListProblem(
  name: 'sizes' | 'colors',
  list: string[],
  value: string,
): string | null {
  const result = productUpdateSchema.shape[name].safeParse([...list, value]);
  return result.success ? null : (result.error.issues[0]?.message ?? 'is not valid');
}

/** Whether the sizes are exactly "One Size". */
export const isOneSize = (sizes: string[]) => sizes.length === 1 && sizes[0] === ONE_SIZE;

/** The form fields an API 400's message names, with their messages. */
export const fieldsOfServerMessage = (message: string, values: ProductFormValues) =>
  fieldsOfServer(message, values, formFieldOf);

const PRODUCT_FIELDS = [
  'title',
  'description',
  'category',
  'parentCategory',
  'gender',
  'regularPrice',
  'discountedPrice',
  'featured',
  'returnable',
  'sizes',
  'colors',
  'images',
  'attributes',
  'hsn',
  'gstRate',
  'genericName',
  'netQuantity',
  'countryOfOrigin',
  'manufacturer',
  'consumerCare',
] as const;

/** The product's fields as the schema's output has them, to compare with what the form makes. */
function savedFields(product: AdminProduct) {
  return {
    title: product.title,
    description: product.description,
    category: product.category,
    parentCategory: product.parentCategory,
    gender: product.gender,
    regularPrice: product.regularPrice,
    discountedPrice: product.discountedPrice,
    featured: product.featured,
    returnable: product.returnable,
    sizes: product.sizes,
    colors: product.colors,
    images: product.images.map((image) => ({ url: image.url, alt: image.alt })),
    attributes: product.attributes.map((attribute) => ({
      key: attribute.key,
      value: attribute.value,
    })),
    hsn: product.hsn,
    gstRate: product.gstRate,
    genericName: product.genericName,
    netQuantity: product.netQuantity,
    countryOfOrigin: product.countryOfOrigin,
    manufacturer: product.manufacturer,
    consumerCare: product.consumerCare,
  };
}

/** PATCH /admin/products/{id}'s body: the fields the form changed, nothing else. */
export function productChanges(product: AdminProduct, body: ProductCreate): ProductUpdateInput {
  const saved = savedFields(product);
  const change: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS) {
    if (JSON.stringify(body[field]) !== JSON.stringify(saved[field])) change[field] = body[field];
  }
  for (const field of SHIPPING_FIELDS) {
    const now = body[field] ?? null;
    if (now !== (product[field] ?? null)) change[field] = now;
  }
  return change as ProductUpdateInput;
}

type VariantShape = {
  size: string;
  color: string;
  sku?: string | null;
  stock: number | null;
  lowStockThreshold?: number | null;
};

function normalisedVariants(variants: VariantShape[]): string {
  return JSON.stringify(
    variants
      .map((variant) => [
        variant.size,
        variant.color,
        variant.sku ?? null,
        variant.stock,
        variant.lowStockThreshold ?? null,
      ])
      .sort((a, b) => JSON.stringify(a.slice(0, 2)).localeCompare(JSON.stringify(b.slice(0, 2)))),
  );
}

/** Whether the grid's variants differ from the saved ones (in any order). */
export function variantsChanged(saved: AdminVariant[], variants: VariantShape[]): boolean {
  return normalisedVariants(saved) !== normalisedVariants(variants);
}
