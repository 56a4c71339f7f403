import { IMAGE_WIDTHS } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { isUploadedImage, resolveImageUrl, uploadedImageSrcSet } from './api-base';

const API = 'http://localhost:8044/api/v1';

describe('uploaded image addresses', () => {
  it('knows an upload by its /api/v1/images/ path', () => {
    expect(isUploadedImage('/api/v1/images/ab12/640.webp')).toBe(true);
    expect(isUploadedImage('/images/products/mount.svg')).toBe(false);
    expect(isUploadedImage('https://cdn.example.net/api/v1/images/x/640.webp')).toBe(false);
  });

  it('resolves an upload against the API base, and nothing else', () => {
    expect(resolveImageUrl('/api/v1/images/ab12/640.webp', API)).toBe(
      'http://localhost:8044/api/v1/images/ab12/640.webp',
    );
    expect(resolveImageUrl('/api/v1/images/ab12/640.webp', 'https://api.shop.in/api/v1/')).toBe(
      'https://api.shop.in/api/v1/images/ab12/640.webp',
    );
    expect(resolveImageUrl('/api/v1/images/ab12/640.webp', null)).toBe(
      '/api/v1/images/ab12/640.webp',
    );
    expect(resolveImageUrl('/images/products/mount.svg', API)).toBe('/images/products/mount.svg');
  });

  it('names every stored width in the srcset, whichever width the address names', () => {
    const srcSet = uploadedImageSrcSet('/api/v1/images/ab12/1280.webp', API)!;
    expect(srcSet.split(', ')).toEqual(
      IMAGE_WIDTHS.map((width) => `${API}/images/ab12/${width}.webp ${width}w`),
    );
    expect(uploadedImageSrcSet('/images/products/mount.svg', API)).toBeUndefined();
    expect(uploadedImageSrcSet('/api/v1/images/ab12/original.png', API)).toBeUndefined();
  });
});
