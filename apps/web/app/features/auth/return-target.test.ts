import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnTarget } from './return-target';

describe('safeReturnTarget', () => {
  it.each([
    ['/orders', '/orders'],
    ['/checkout', '/checkout'],
    ['/payment?orderId=AB12CD#summary', '/payment?orderId=AB12CD#summary'],
    ['/product/1f0c2a9e', '/product/1f0c2a9e'],
    ['/a/../account', '/account'],
  ])('accepts the same-site path %s', (value, expected) => {
    expect(safeReturnTarget(value)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/orders'],
    ['a protocol-relative URL', '//evil.example/orders'],
    ['a backslash host', '/\\evil.example'],
    ['a tab hiding a second slash', '/\t/evil.example'],
    ['a new line hiding a second slash', '/\n/evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'orders'],
    ['the sign-in page itself', '/login?redirect=/orders'],
    ['the registration page', '/register'],
  ])('refuses %s', (_, value) => {
    expect(safeReturnTarget(value)).toBeNull();
  });

  // The parser resolves dot segments: these look like one path but come out as "//evil".
  it.each([
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2e//evil.example',
    '/.%2e//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example/orders?x=1#y',
    '/.\\/evil.example',
    '/..///evil.example',
  ])('refuses %s, which normalises to a protocol-relative URL', (value) => {
    expect(safeReturnTarget(value)).toBeNull();
  });
});

describe('loginPath', () => {
  it('names the origin in the redirect parameter', () => {
    expect(loginPath('/orders')).toBe('/login?redirect=%2Forders');
    expect(loginPath('/payment?orderId=AB12')).toBe('/login?redirect=%2Fpayment%3ForderId%3DAB12');
  });

  it('is plain /login without an origin or with one that is not a path on this site', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
  });
});
