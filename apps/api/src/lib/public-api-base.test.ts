import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, publicApiBase } from './public-api-base';

describe('publicApiBase', () => {
  it('is API_PUBLIC_URL when set, else found from the storefront’s origin as the storefront does', () => {
    expect(
      publicApiBase('https://shop.example.in', {
        apiPublicUrl: 'https://shop.example.in/api/v1/',
        apiPort: 8044,
      }),
    ).toBe('https://shop.example.in/api/v1');
    expect(publicApiBase('http://localhost:3000', { apiPort: 8144 })).toBe(
      'http://localhost:8144/api/v1',
    );
    expect(publicApiBase('https://www.chitrakart.in', { apiPort: 8044 })).toBe(
      'https://api.www.chitrakart.in/api/v1',
    );
  });
});

describe('absoluteImageUrl', () => {
  const where = {
    webOrigin: 'https://shop.example.in',
    apiBase: 'https://api.shop.example.in/api/v1',
  };

  it('puts an upload at the API, at the width a mail shows, and a shop path at the storefront', () => {
    expect(absoluteImageUrl('/api/v1/images/abc/1280.webp', where)).toBe(
      'https://api.shop.example.in/api/v1/images/abc/640.webp',
    );
    expect(absoluteImageUrl('/images/hero.svg', where)).toBe(
      'https://shop.example.in/images/hero.svg',
    );
    expect(absoluteImageUrl('https://cdn.example.in/logo.png', where)).toBe(
      'https://cdn.example.in/logo.png',
    );
  });

  it('names nothing else', () => {
    for (const url of [
      null,
      '',
      'javascript:alert(1)',
      '//evil.example/x.png',
      'data:image/png,x',
    ]) {
      expect(absoluteImageUrl(url, where), String(url)).toBeNull();
    }
  });
});
