import { describe, expect, it } from 'vitest';
import { appPathOf, loginPath, safeReturnPath } from './return-path';

describe('return paths', () => {
  it('keeps a path inside the app', () => {
    expect(safeReturnPath('/orders?status=0')).toBe('/orders?status=0');
    expect(safeReturnPath('/orders/K7M2P9QX4R')).toBe('/orders/K7M2P9QX4R');
  });

  it('refuses anything that could leave the app or loop back to sign-in', () => {
    for (const value of [
      null,
      '',
      'orders',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/login',
      '/login?next=/',
      '/setup?token=x',
      '/orders\n',
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });

  it('reads the app path of a URL under /admin and builds the sign-in link', () => {
    expect(appPathOf('http://shop.in/admin/orders?status=1')).toBe('/orders?status=1');
    expect(appPathOf('http://shop.in/admin')).toBe('/');
    expect(loginPath('/orders?status=1')).toBe('/login?next=%2Forders%3Fstatus%3D1');
    expect(loginPath('/')).toBe('/login');
  });
});
