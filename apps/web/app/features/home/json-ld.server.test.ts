import { describe, expect, it } from 'vitest';
import { webSiteJsonLd } from './json-ld.server';

describe('the home page structured data', () => {
  it('is a WebSite whose SearchAction opens /search with the words', () => {
    expect(webSiteJsonLd('ChitraKart', 'https://shop.example.in')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'ChitraKart',
      url: 'https://shop.example.in/',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://shop.example.in/search?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
