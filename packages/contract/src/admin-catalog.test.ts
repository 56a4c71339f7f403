import { describe, expect, it } from 'vitest';
import { adminImageSchema } from './admin-catalog';
import { IMAGE_URL_MESSAGE } from './common';

describe('a product image’s address', () => {
  const read = (url: string) => adminImageSchema.safeParse({ url });

  it('is a web address, an upload of the shop or one of the storefront’s own files', () => {
    for (const url of [
      'https://cdn.example.in/kurta.jpg',
      'http://images.example.in/a/b.png?size=2',
      'HTTPS://CDN.EXAMPLE.IN/KURTA.JPG',
      '/api/v1/images/9f8e7d6c5b4a39281706f5e4d3c2b1a0/1280.webp',
      '/images/products/wall-mount-fixed-black-front.svg',
      '  /images/products/kurta.svg  ',
    ]) {
      expect(read(url).success, url).toBe(true);
    }
  });

  it('is nothing else: other schemes, other sites written as paths, relative paths', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.in/a.jpg',
      'blob:https://example.in/1234',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      '/\t/evil.example/a.png',
      '/\n/evil.example/a.png',
      'images/products/kurta.svg',
      'https://',
      'not a url',
    ]) {
      const result = read(url);
      expect(result.success, JSON.stringify(url)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['url'], message: IMAGE_URL_MESSAGE });
    }
  });
});
