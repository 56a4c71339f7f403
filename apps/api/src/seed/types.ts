import type { ProductDetails } from '@storefront/contract';

/** A product of the sample catalogue: prices in rupees, images as web paths. */
export interface SeedProduct {
  title: string;
  description: string;
  category: string;
  parentCategory: string | null;
  gender: 'Men' | 'Women' | 'Unisex' | null;
  /** Rupees. */
  regularPrice: number;
  /** Rupees, lower than regularPrice; absent when the product is not on sale. */
  discountedPrice?: number;
  /** Paths served by the web app, e.g. "/images/products/wall-mount-tilt-black.svg"; the first is the main image. */
  images: string[];
  attributes: { key: string; value: string[] }[];
  variants: { size: string; color: string; stock: number | null }[];
  /** HSN, GST rate and the legal details the product page shows (null where not given). */
  details: ProductDetails;
}
