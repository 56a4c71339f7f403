import type { AdminProduct } from '@storefront/contract';

export const PRODUCT_ID = '2f1c7a52-57f4-4a4d-9a5e-1d2c3b4a5f60';

/** For tests: a kurta in two sizes and one colour, S tracked with 4 in stock, M not tracked. */
export function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: PRODUCT_ID,
    title: 'Cotton kurta',
    description: 'Hand-block printed.',
    category: 'Kurtas',
    parentCategory: 'Clothing',
    gender: 'Women',
    regularPrice: 1299.5,
    discountedPrice: 999,
    featured: false,
    sizes: ['S', 'M'],
    colors: ['Indigo'],
    images: [
      { url: '/api/v1/images/aaa/1280.webp', alt: 'Front' },
      { url: '/api/v1/images/bbb/1280.webp', alt: 'Back' },
    ],
    attributes: [{ key: 'Material', value: ['Cotton'] }],
    archived: false,
    createdAt: '2026-10-01T05:00:00.000Z',
    updatedAt: '2026-10-12T05:00:00.000Z',
    variants: [
      { id: 1, size: 'S', color: 'Indigo', sku: 'KUR-S', stock: 4, lowStockThreshold: null },
      { id: 2, size: 'M', color: 'Indigo', sku: 'KUR-M', stock: null, lowStockThreshold: 2 },
    ],
    lowStockThreshold: 5,
    hsn: '621142',
    gstRate: 5,
    genericName: "Women's kurti",
    netQuantity: '1 N',
    countryOfOrigin: 'India',
    manufacturer: 'Jaipur Rangrez Textiles, 22 Sanganer Industrial Area, Jaipur, Rajasthan 302029',
    consumerCare: 'care@chitrakart.in, +91 98110 45672',
    returnable: true,
    weightGrams: null,
    lengthCm: null,
    breadthCm: null,
    heightCm: null,
    ...overrides,
  };
}
