import type { Product } from '@storefront/contract';

/**
 * The `index`th product of a test's catalogue as the API sends it (GET /products): a men's kurta
 * without sizes, colours or tracked stock unless `changes` says otherwise.
 */
export function apiProductAt(index: number, changes: Partial<Product> = {}): Product {
  return {
    id: `3f1c2a4e-9b8d-4c7e-a6f5-${String(index).padStart(12, '0')}`,
    title: `Cotton Kurta ${index}`,
    description: 'Hand-block printed.',
    imgUrl: null,
    category: 'Men',
    parentCategory: 'Kurtas',
    gender: 'Men',
    regularPrice: 999,
    discountedPrice: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    images: [],
    attributes: [],
    variants: [],
    details: {
      genericName: null,
      netQuantity: null,
      countryOfOrigin: null,
      manufacturer: null,
      consumerCare: null,
      hsn: null,
      gstRate: null,
      returnable: true,
    },
    ...changes,
  };
}
