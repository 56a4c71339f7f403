import type { Product } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  initialChoice,
  isOnSale,
  toProductCardView,
  toProductView,
} from './product-view';
import { noDetails } from './test-products';

const base: Product = {
  id: '3f1c2a4e-9b8d-4c7e-a6f5-1e2d3c4b5a69',
  title: 'Tilting TV Wall Mount',
  description: 'Fits 43"–75" TVs',
  imgUrl: '/images/products/mount.svg',
  category: 'TV & Video Accessories',
  parentCategory: 'Wall Mounts',
  gender: null,
  regularPrice: 1999,
  discountedPrice: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  images: [{ url: '/images/products/mount-2.svg' }],
  attributes: [],
  variants: [],
  details: noDetails,
};

describe('toProductView (spec section 3)', () => {
  it('names the product by its title', () => {
    expect(toProductView(base).name).toBe('Tilting TV Wall Mount');
  });

  it('prices at the regular price with no original price when not discounted', () => {
    const view = toProductView(base);
    expect(view.price).toBe(1999);
    expect(view.originalPrice).toBeUndefined();
    expect(isOnSale(view)).toBe(false);
  });

  it('prices at the discounted price with the regular price as original', () => {
    const view = toProductView({ ...base, discountedPrice: 1499 });
    expect(view.price).toBe(1499);
    expect(view.originalPrice).toBe(1999);
    expect(isOnSale(view)).toBe(true);
  });

  it('prices at 0 when the server sent no price', () => {
    const view = toProductView({ ...base, regularPrice: undefined as unknown as number });
    expect(view.price).toBe(0);
  });

  it('shows no sale pricing when the "discount" is not lower', () => {
    expect(isOnSale(toProductView({ ...base, discountedPrice: 1999 }))).toBe(false);
  });

  it('takes imgUrl, else the first image, else nothing', () => {
    expect(toProductView(base).image).toBe('/images/products/mount.svg');
    expect(toProductView({ ...base, imgUrl: null }).image).toBe('/images/products/mount-2.svg');
    expect(toProductView({ ...base, imgUrl: null, images: [] }).image).toBe('');
  });

  it('is featured when a "featured" attribute contains true', () => {
    expect(toProductView(base).featured).toBe(false);
    expect(
      toProductView({ ...base, attributes: [{ key: 'featured', value: ['true'] }] }).featured,
    ).toBe(true);
    expect(
      toProductView({ ...base, attributes: [{ key: 'featured', value: ['false'] }] }).featured,
    ).toBe(false);
  });

  it.each(['size', 'sizes', 'Size', 'SIZES'])('reads sizes from the "%s" attribute', (key) => {
    const view = toProductView({ ...base, attributes: [{ key, value: ['S', 'M'] }] });
    expect(view.sizes).toEqual(['S', 'M']);
  });

  it.each(['color', 'colours', 'colors', 'Colours'])(
    'reads colours from the "%s" attribute',
    (key) => {
      const view = toProductView({ ...base, attributes: [{ key, value: ['Black'] }] });
      expect(view.colors).toEqual(['Black']);
    },
  );

  it('has no sizes or colours without those attributes', () => {
    const view = toProductView({ ...base, attributes: [{ key: 'length', value: ['2 m'] }] });
    expect(view.sizes).toEqual([]);
    expect(view.colors).toEqual([]);
  });
});

describe('initialChoice (spec section 2: preselected only when exactly one option exists)', () => {
  it('chooses the only size and the only colour', () => {
    expect(initialChoice({ sizes: ['One Size'], colors: ['Black'] })).toEqual({
      size: 'One Size',
      color: 'Black',
    });
  });

  it('chooses nothing when there are several options or none', () => {
    expect(initialChoice({ sizes: ['S', 'M'], colors: ['Red', 'Green'] })).toEqual({
      size: undefined,
      color: undefined,
    });
    expect(initialChoice({ sizes: [], colors: [] })).toEqual({
      size: undefined,
      color: undefined,
    });
  });
});

describe('discountPercent', () => {
  it('rounds the saving down', () => {
    expect(discountPercent({ price: 649, originalPrice: 899 })).toBe(27);
    expect(discountPercent({ price: 899, originalPrice: undefined })).toBe(0);
  });
});

describe('toProductCardView', () => {
  it('keeps what a card shows and its Add to Cart needs, not the description or pictures', () => {
    const variants = [{ size: 'M', color: '', inStock: true, left: 2 }];
    const card = toProductCardView({
      ...base,
      discountedPrice: 1499,
      attributes: [{ key: 'size', value: ['M'] }],
      variants,
    });
    expect(card).toEqual({
      id: base.id,
      name: 'Tilting TV Wall Mount',
      price: 1499,
      originalPrice: 1999,
      image: '/images/products/mount.svg',
      imageAlt: '',
      category: 'TV & Video Accessories',
      sizes: ['M'],
      colors: [],
      variants,
      requiresColor: false,
    });
  });
});
