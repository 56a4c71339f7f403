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

  it('keeps the featured products apart from the category tiles', () => {
    expect(page('/products?featured=true')).toBe('/products?featured=true');
    expect(page('/products?page=2&featured=true&utm_source=x')).toBe(
      '/products?featured=true&page=2',
    );
    expect(page('/products?featured=true&category=Men')).toBe(
      '/products?category=men&featured=true',
    );
    expect(page('/products?featured=false')).toBe('/products');
  });

  it('keeps a search by its normalised words, category and page only (decision 0019)', () => {
    expect(page('/search')).toBe('/search');
    expect(page('/search?q=')).toBe('/search');
    expect(page('/search?q=%20hdmi%20%20cable%20')).toBe('/search?q=hdmi+cable');
    expect(page('/search?utm_source=x&q=hdmi+cable&fbclid=y')).toBe('/search?q=hdmi+cable');
    expect(page('/search?page=2&category=%20Men%20&q=kurta')).toBe(
      '/search?q=kurta&category=men&page=2',
    );
    expect(page('/search?q=kurta&page=1')).toBe('/search?q=kurta');
    expect(page('/search?q=kurta&page=abc')).toBe('/search?q=kurta');
    // Words are kept as typed otherwise: "HDMI" and "hdmi" are two entries, each shown as asked.
    expect(page('/search?q=HDMI')).toBe('/search?q=HDMI');
    // A query the page refuses (400) is never kept.
    expect(page(`/search?q=${'a'.repeat(101)}`)).toBeNull();
    expect(page('/search?q=a+b+c+d+e+f+g+h+i')).toBeNull();
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
      '/unsubscribe?token=Zm9vYmFyYmF6cXV4cXV1eA',
      '/api-test',
      '/404',
      '/nothing-here',
      '/About',
      '/products/',
      '/search/',
      '/Search?q=tv',
      '/product/8E18841A-0F5F-4E8F-A9D5-2338BE92DE13',
      '/product/not-a-product',
      '/products.data?category=men',
    ]) {
      expect(page(url), url).toBeNull();
    }
  });
});
