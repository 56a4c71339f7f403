import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from './catalog';
import { productSuggestQuerySchema, searchSynonymsSchema, searchTokenCount } from './search';

describe('search text', () => {
  it('is trimmed, empty meaning no search, at most 100 characters and 8 words', () => {
    expect(productListQuerySchema.parse({ search: '  hdmi cable ' }).search).toBe('hdmi cable');
    expect(productListQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
    expect(productSuggestQuerySchema.parse({}).q).toBe('');
    expect(productListQuerySchema.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ search: 'a b c d e f g h' }).success).toBe(true);
    expect(productListQuerySchema.safeParse({ search: 'a b c d e f g h i' }).success).toBe(false);
  });

  it('counts words as punctuation splits them: 22 comma-separated letters are refused', () => {
    const letters = 'abcdefghijklmnopqrstuv'.split('');
    expect(productSuggestQuerySchema.safeParse({ q: letters.join(',') }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ search: letters.join('.') }).success).toBe(false);
    expect(productSuggestQuerySchema.safeParse({ q: letters.slice(0, 16).join(',') }).success).toBe(
      true,
    );
    // A product-like query with hyphens and decimals stays well within the bound.
    expect(
      productListQuerySchema.safeParse({ search: 'usb-c to hdmi 4k 60hz cable 2m 3.5mm' }).success,
    ).toBe(true);
    expect(searchTokenCount('t-shirt 2.1 😀 हिंदी')).toBe(5);
  });
});

describe('synonym groups', () => {
  it('are lowercased, spaces collapsed, words and phrases of up to 3 words', () => {
    expect(
      searchSynonymsSchema.parse({
        groups: [
          ['TV', 'Tele  Vision'],
          ['t-shirt', '2.1', 'ग्राहक'],
        ],
      }),
    ).toEqual({
      groups: [
        ['tv', 'tele vision'],
        ['t-shirt', '2.1', 'ग्राहक'],
      ],
    });
  });

  it('refuse operators, quotes, lone groups, repeats and oversized lists', () => {
    for (const groups of [
      [['tv']],
      [['tv', 'TV']],
      [['tv', 'a|b']],
      [['tv', "it's"]],
      [['tv', '-tv']],
      [['tv', 'one two three four']],
      [Array.from({ length: 11 }, (_, i) => `w${i}`)],
      Array.from({ length: 201 }, (_, i) => [`a${i}`, `b${i}`]),
    ]) {
      expect(searchSynonymsSchema.safeParse({ groups }).success, JSON.stringify(groups)).toBe(
        false,
      );
    }
  });
});
