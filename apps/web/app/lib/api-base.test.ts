import { describe, expect, it } from 'vitest';
import { browserApiBase, storeHostFor } from './api-base';

const at = (url: string) => {
  const { protocol, hostname, host } = new URL(url);
  return { protocol, hostname, host };
};

describe('browserApiBase (spec section 7)', () => {
  it('uses port 8044 of the local development host', () => {
    expect(browserApiBase(at('http://localhost:3000/products'))).toBe(
      'http://localhost:8044/api/v1',
    );
    expect(browserApiBase(at('http://127.0.0.1:3000/'))).toBe('http://127.0.0.1:8044/api/v1');
  });

  it('uses the api. subdomain of any other host', () => {
    expect(browserApiBase(at('https://chitrakart.in/cart'))).toBe(
      'https://api.chitrakart.in/api/v1',
    );
    expect(browserApiBase(at('https://shop.example.in:8443/'))).toBe(
      'https://api.shop.example.in:8443/api/v1',
    );
  });

  it('lets an explicit override win', () => {
    expect(browserApiBase(at('https://chitrakart.in/'), 'https://edge.example.net/api/v1/')).toBe(
      'https://edge.example.net/api/v1',
    );
  });
});

describe('storeHostFor', () => {
  it('names the store by host name, with a placeholder for local development', () => {
    expect(storeHostFor('chitrakart.in')).toBe('chitrakart.in');
    expect(storeHostFor('localhost')).toBe('localhost');
    expect(storeHostFor('127.0.0.1')).toBe('localhost');
  });
});
