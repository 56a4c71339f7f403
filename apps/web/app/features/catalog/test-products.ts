import type { Product, ProductDetails, ProductVariant } from '@storefront/contract';
import {
  type ProductCardView,
  type ProductView,
  toProductCardView,
  toProductView,
} from './product-view';

/** A product's legal details where the shop has given none. */
export const noDetails: ProductDetails = {
  genericName: null,
  netQuantity: null,
  countryOfOrigin: null,
  manufacturer: null,
  consumerCare: null,
  hsn: null,
  gstRate: null,
  returnable: true,
};

/** A product as the API sends it, for tests: no sizes, colours or tracked stock unless given. */
export const apiProduct: Product = {
  id: '3f1c2a4e-9b8d-4c7e-a6f5-1e2d3c4b5a69',
  title: 'Cotton Kurta',
  description: 'Hand-block printed.',
  imgUrl: null,
  category: 'Men',
  parentCategory: 'Kurtas',
  gender: 'Men',
  regularPrice: 999,
  discountedPrice: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  images: [{ url: '/images/products/kurta.svg' }],
  attributes: [],
  variants: [],
  details: noDetails,
};

export const variant = (
  size: string,
  color: string,
  stock: number | null,
  threshold = 5,
): ProductVariant => ({
  size,
  color,
  inStock: stock === null || stock > 0,
  left: stock !== null && stock <= threshold ? stock : null,
});

/** The product as the storefront shows it, with `changes` to its API answer. */
export function productWith(changes: Partial<Product> = {}): ProductView {
  return toProductView({ ...apiProduct, ...changes });
}

/** The product as a card shows it, with `changes` to its API answer. */
export function cardWith(changes: Partial<Product> = {}): ProductCardView {
  return toProductCardView({ ...apiProduct, ...changes });
}

export const sizes = (...values: string[]) => ({ key: 'size', value: values });
export const colours = (...values: string[]) => ({ key: 'colours', value: values });
