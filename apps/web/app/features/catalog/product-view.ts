import {
  COLOR_ATTRIBUTE_KEYS,
  type Product,
  type ProductVariant,
  SIZE_ATTRIBUTE_KEYS,
} from '@storefront/contract';
import { isSoldOut } from './stock';

/** A product as the storefront shows it (spec section 3, "as the client uses it"). */
export interface ProductView {
  id: string;
  name: string;
  description: string;
  price: number;
  originalPrice?: number;
  image: string;
  /** The main image's description; '' when the shop gave none. */
  imageAlt: string;
  images: ProductImage[];
  category: string;
  parentCategory: string | null;
  featured: boolean;
  sizes: string[];
  colors: string[];
  /**
   * One per size × colour the shop sells, with its stock ('' for a dimension the product lacks).
   * Empty when stock is not tracked: everything can be bought, as before stock existed.
   */
  variants: ProductVariant[];
  /**
   * Stock is kept per colour, so a cart row must name one (as it must name a size); otherwise
   * colour stays optional (spec section 5).
   */
  requiresColor: boolean;
}

export interface ProductImage {
  url: string;
  /** '' when the shop gave no description. */
  alt: string;
}

function attributeValues(product: Product, keys: string[]): string[] {
  const attribute = product.attributes.find((item) => keys.includes(item.key.toLowerCase()));
  return attribute?.value ?? [];
}

/**
 * Whether the answer shows the variant's stock being counted: out of stock, or few enough left to
 * say how many. A variant whose stock is not tracked looks like one with plenty (in stock, `left`
 * null), and the API asks for a colour only when stock is counted; so does the shop.
 */
function isCounted(variant: ProductVariant): boolean {
  return !variant.inStock || variant.left !== null;
}

/** The distinct non-empty values of one dimension of the variants, in their order. */
function variantValues(variants: readonly ProductVariant[], key: 'size' | 'color'): string[] {
  return [...new Set(variants.map((variant) => variant[key]).filter(Boolean))];
}

export function toProductView(product: Product): ProductView {
  const hasDiscount = product.discountedPrice !== null && product.discountedPrice !== undefined;
  // Older answers carry no variants: stock is not tracked.
  const variants = product.variants ?? [];
  const sizes = attributeValues(product, SIZE_ATTRIBUTE_KEYS);
  const colors = attributeValues(product, COLOR_ATTRIBUTE_KEYS);
  const image = product.imgUrl || product.images[0]?.url || '';
  return {
    id: product.id,
    name: product.title,
    description: product.description,
    price: product.discountedPrice ?? product.regularPrice ?? 0,
    originalPrice: hasDiscount ? product.regularPrice : undefined,
    image,
    imageAlt: product.images.find((entry) => entry.url === image)?.alt?.trim() ?? '',
    images: product.images.map((entry) => ({ url: entry.url, alt: entry.alt?.trim() ?? '' })),
    category: product.category,
    parentCategory: product.parentCategory,
    featured: attributeValues(product, ['featured']).some((value) => value.includes('true')),
    // Stock kept per size or colour the attributes do not list still offers its choices.
    sizes: sizes.length > 0 ? sizes : variantValues(variants, 'size'),
    colors: colors.length > 0 ? colors : variantValues(variants, 'color'),
    variants,
    requiresColor: variants.some((variant) => variant.color !== '' && isCounted(variant)),
  };
}

/**
 * A product as a card in a grid shows it: what the card draws and what its Add to Cart needs.
 * Listings and the home page send these to the browser, not whole products: descriptions and
 * pictures were a third of a listing's page data, and each page renders and sends them.
 */
export type ProductCardView = Omit<
  ProductView,
  'description' | 'images' | 'parentCategory' | 'featured'
>;

export function toProductCardView(product: Product): ProductCardView {
  const {
    description: _description,
    images: _images,
    parentCategory: _parentCategory,
    featured: _featured,
    ...card
  } = toProductView(product);
  return card;
}

/** Nothing of the product can be bought: stock is tracked and every variant is out of it. */
export function isProductSoldOut(product: Pick<ProductView, 'variants'>): boolean {
  return isSoldOut(product.variants);
}

/** A card shows sale pricing only when the original price is higher (spec section 2). */
export function isOnSale(product: Pick<ProductView, 'price' | 'originalPrice'>): boolean {
  return product.originalPrice !== undefined && product.price < product.originalPrice;
}

/** A size or colour is chosen for the shopper only when it is the one option (spec section 2). */
export function initialChoice(product: Pick<ProductView, 'sizes' | 'colors'>): {
  size?: string;
  color?: string;
} {
  return {
    size: product.sizes.length === 1 ? product.sizes[0] : undefined,
    color: product.colors.length === 1 ? product.colors[0] : undefined,
  };
}

/** "25% off" for a product on sale, rounded down so the claim is never larger than the saving. */
export function discountPercent(product: Pick<ProductView, 'price' | 'originalPrice'>): number {
  if (!isOnSale(product) || !product.originalPrice) return 0;
  return Math.floor((1 - product.price / product.originalPrice) * 100);
}
