import { describe, expect, it } from 'vitest';
import { isCleanText, text, TEXT_MESSAGE } from './common';

describe('text()', () => {
  it.each([
    ['NUL', 'Asha\u0000Verma'],
    ['a lone high surrogate', 'Asha\ud800'],
    ['a lone low surrogate', '\udc00Asha'],
    ['a high surrogate before another high one', '\ud83d\ud83d\ude00'],
    ['a pair cut short at the end', 'TV mount \ud83d'],
  ])('refuses %s with one message', (_, value) => {
    const result = text().trim().min(1).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([TEXT_MESSAGE]);
  });

  it.each(['HDMI 2.1 cable, 2 m', 'हिन्दी में नाम', '₹1,299 — “sale”', 'Remote 📺 for 4K TVs', ''])(
    'lets %j through unchanged',
    (value) => {
      expect(isCleanText(value)).toBe(true);
      expect(text().parse(value)).toBe(value);
    },
  );

  it('agrees with String.isWellFormed on every short mix of surrogates', () => {
    // Node has it; the contract's lib setting (for older browsers) does not name it.
    const isWellFormed = (value: string) =>
      (value as unknown as { isWellFormed(): boolean }).isWellFormed();
    const units = ['a', '\ud800', '\udbff', '\udc00', '\udfff'];
    for (const first of units)
      for (const second of units)
        for (const third of units) {
          const value = first + second + third;
          expect(isCleanText(value)).toBe(isWellFormed(value));
        }
  });
});
