import { describe, expect, it } from 'vitest';
import { parseRupeesInput, rupeesInputText } from './money-input';

describe('money inputs', () => {
  it('show rupees with Indian digit grouping, paise only when there are some', () => {
    expect(rupeesInputText(123456.5)).toBe('1,23,456.50');
    expect(rupeesInputText(1999)).toBe('1,999');
    expect(rupeesInputText(null)).toBe('');
  });

  it('read rupees as people type them, and say when the text is no amount', () => {
    expect(parseRupeesInput('1,23,456.50')).toBe(123456.5);
    expect(parseRupeesInput('₹ 1,999')).toBe(1999);
    expect(parseRupeesInput('499.5')).toBe(499.5);
    expect(parseRupeesInput('  ')).toBeUndefined();
    expect(parseRupeesInput('five hundred')).toBeNaN();
    expect(parseRupeesInput('1,9,99')).toBeNaN();
  });
});
