import { describe, expect, it } from 'vitest';
import { normaliseHost, requestedHost } from './store-resolution';

describe('normaliseHost', () => {
  it.each([
    ['Shop.Example.in', 'shop.example.in'],
    ['shop.example.in:8443', 'shop.example.in'],
    ['shop.example.in.', 'shop.example.in'],
    ['  localhost:3000 ', 'localhost'],
    ['[::1]:3000', '[::1]'],
    ['shop\u0000.example.in', ''],
    ['shop\ud800.example.in', ''],
  ])('%s → %s', (input, expected) => {
    expect(normaliseHost(input)).toBe(expected);
  });
});

describe('requestedHost', () => {
  it('takes X-Store-Host, then Origin, then Host without api.', () => {
    expect(
      requestedHost({ headers: { 'x-store-host': 'a.in', origin: 'https://b.in', host: 'c.in' } }),
    ).toBe('a.in');
    expect(requestedHost({ headers: { origin: 'https://b.in:8080', host: 'c.in' } })).toBe('b.in');
    expect(requestedHost({ headers: { host: 'api.c.in:8044' } })).toBe('c.in');
    expect(requestedHost({ headers: {} })).toBe('');
  });
});
