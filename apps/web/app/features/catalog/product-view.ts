import type { Product } from '@storefront/contract';

/** A product as the storefront shows it (spec section 3, "as the client uses it"). */
export interface ProductView {
  id: string;
  name: string;
  description: string;
  price: number;
  originalPrice?: number;
  image: string;
  images: string[];
  category: string;
  parentCategory: string | null;
  featured: boolean;
  sizes: string[];
  colors: string[];
}

const SIZE_KEYS = ['size', 'sizes'];
const COLOR_KEYS = ['color', 'colours', 'colors'];

function attributeValues(product: Product, keys: string[]): string[] {
  const attribute = product.attributes.find((item) => keys.includes(item.key.toLowerCase()));
  return attribute?.value ?? [];
}

export function toProductView(product: Product): ProductView {
  const hasDiscount = product.discountedPrice !== null && product.discountedPrice !== undefined;
  return {
    id: product.id,
    name: product.title,
    description: product.description,
    price: product.discountedPrice ?? product.regularPrice ?? 0,
    originalPrice: hasDiscount ? product.regularPrice : undefined,
    image: product.imgUrl || product.images[0]?.url || '',
    images: product.images.map((image) => image.url),
    category: product.category,
    parentCategory: product.parentCategory,
    featured: attributeValues(product, ['featured']).some((value) => value.includes('true')),
    sizes: attributeValues(product, SIZE_KEYS),
    colors: attributeValues(product, COLOR_KEYS),
  };
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
