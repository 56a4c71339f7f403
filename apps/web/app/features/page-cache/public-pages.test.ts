import { describe, expect, it } from 'vitest';
import { publicPage } from './public-pages';

const page = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://shop.test');
  return publicPage(pathname, searchParams);
};

describe('publicPage', () => {
  it('names the public pages by their path, whatever else their query says', () => {
    expect(page('/')).toBe('/');
    expect(page('/?utm_source=whatsapp&fbclid=x')).toBe('/');
    expect(page('/contact')).toBe('/contact');
    expect(page('/about?ref=footer')).toBe('/about');
    expect(page('/privacy')).toBe('/privacy');
    expect(page('/sitemap.xml')).toBe('/sitemap.xml');
    expect(page('/robots.txt')).toBe('/robots.txt');
    expect(page('/product/8e18841a-0f5f-4e8f-a9d5-2338be92de13?utm_medium=share')).toBe(
      '/product/8e18841a-0f5f-4e8f-a9d5-2338be92de13',
    );
  });

  it('keeps what a listing reads of its query, normalised as the listing reads it', () => {
    expect(page('/products?category=men')).toBe('/products?category=men');
    expect(page('/products?utm_campaign=sale&category=%20Men%20')).toBe('/products?category=men');
    expect(page('/products?page=2&category=men')).toBe('/products?category=men&page=2');
    expect(page('/products?category=men&page=1')).toBe('/products?category=men');
    expect(page('/products?category=men&page=abc')).toBe('/products?category=men');
    expect(page('/products?category=men&parentCategory=Shirts')).toBe(
      '/products?category=men&parentCategory=Shirts',
    );
    expect(page('/products?category=tv%20%26%20video%20accessories')).toBe(
      '/products?category=tv+%26+video+accessories',
    );
    // Without a category the page shows the tiles: nothing else it is given matters.
    expect(page('/products?page=3&parentCategory=Shirts')).toBe('/products');
  });

  it('keeps the grievance page, but not one filled in for a ticket', () => {
    expect(page('/grievance-redressal')).toBe('/grievance-redressal');
    expect(page('/grievance-redressal?ticket=GRV-7K3M9Q2X')).toBeNull();
  });

  it('leaves out signed-in pages, forms and other spellings of a path', () => {
    for (const url of [
      '/account',
      '/checkout',
      '/orders',
      '/payment?orderId=1',
      '/cart',
      '/order-success?orderId=1',
      '/track-order?id=1',
      '/login',
      '/reset-password?token=x',
      '/api-test',
      '/404',
      '/nothing-here',
      '/About',
      '/products/',
      '/product/8E18841A-0F5F-4E8F-A9D5-2338BE92DE13',
      '/product/not-a-product',
      '/products.data?category=men',
    ]) {
      expect(page(url), url).toBeNull();
    }
  });
});
