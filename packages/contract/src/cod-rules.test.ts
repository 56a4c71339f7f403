import { describe, expect, it } from 'vitest';
import { codUnavailableReason, NO_COD_TERMS } from './cod-rules';
import { formatPaise } from './money-format';

describe('cash on delivery’s terms', () => {
  it('is available up to the limit, the limit itself included, and always without one', () => {
    const terms = { maxOrderPaise: 1_000_000, feePaise: 4_900 };
    expect(codUnavailableReason(1_000_000, terms)).toBeNull();
    expect(codUnavailableReason(1_000_001, terms)).toBe('Not available for orders above ₹10,000');
    expect(codUnavailableReason(99_999_999, NO_COD_TERMS)).toBeNull();
  });

  it('writes rupees as the storefront does: no paise when whole', () => {
    expect(formatPaise(4_900)).toBe('₹49');
    expect(formatPaise(4_950)).toBe('₹49.50');
    expect(formatPaise(10_000_000)).toBe('₹1,00,000');
  });
});
