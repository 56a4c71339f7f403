import type { StoreInfo } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, policySlug } from './policy-pages';
import { policyPage } from './policy.server';
import { sanitizePolicyHtml } from './sanitize-html.server';

const store: StoreInfo = {
  storeName: 'ChitraKart',
  companyName: 'Chitra Retail Private Limited',
  legalName: 'Chitra Retail Private Limited',
  gstin: '07AAECC4321K1ZT',
  companyAddress: 'Chandni Chowk, Delhi 110006',
  companyPhone: '+91 98110 45672',
  companyEmail: 'care@chitrakart.in',
  description: '',
  categories: [],
  socialLinks: {},
  policies: {
    shipping: '<h1>Shipping</h1><p>{{companyName}} ships from {{ companyAddress }}.</p>',
  },
  companyLogoUrl: 'https://chitrakart.in/logo.png',
  publicOrigin: null,
  grievanceOfficer: null,
  homeHero: { title: null, text: null, imageUrl: null, imageAlt: null },
};

describe('policySlug (spec section 2)', () => {
  it('accepts the six policy slugs', () => {
    for (const slug of ['terms', 'privacy', 'refund', 'return', 'shipping', 'about'])
      expect(policySlug(slug)).toBe(slug);
  });

  it('refuses reserved words and unknown slugs', () => {
    // grievance-redressal is a route of its own: the policy route never answers it.
    const others = ['grievance-redressal', 'faq', '', undefined];
    for (const slug of ['login', 'cart', 'products', 'track-order', '404', ...others])
      expect(policySlug(slug)).toBeNull();
  });
});

describe('policyPage', () => {
  it('names an uploaded logo at the API the browser reaches', () => {
    const page = policyPage(
      'shipping',
      {
        ...store,
        companyLogoUrl: '/api/v1/images/0123456789abcdef0123456789abcdef/1280.webp',
        policies: { shipping: '<p><img src="{{companyLogoUrl}}" alt="Logo"></p>' },
      },
      'http://localhost:8044/api/v1',
    );
    expect(page.html).toBe(
      '<p><img src="http://localhost:8044/api/v1/images/0123456789abcdef0123456789abcdef/1280.webp" alt="Logo" /></p>',
    );
  });
});

describe('fillPlaceholders', () => {
  const company = {
    companyName: 'A & B <Traders>',
    companyAddress: 'Delhi',
    companyEmail: 'a@b.in',
    companyPhone: '+91 90000 00000',
    companyLogoUrl: 'https://b.in/logo.png',
  };

  it('fills every company placeholder, escaping the values', () => {
    expect(
      fillPlaceholders(
        '{{companyName}}|{{companyAddress}}|{{companyEmail}}|{{companyPhone}}|{{companyLogoUrl}}',
        company,
      ),
    ).toBe('A &amp; B &lt;Traders&gt;|Delhi|a@b.in|+91 90000 00000|https://b.in/logo.png');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(fillPlaceholders('{{orderId}}', company)).toBe('{{orderId}}');
  });
});

describe('sanitizePolicyHtml', () => {
  it('removes scripts, styles and frames with their content', () => {
    const html = sanitizePolicyHtml(
      '<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.in"></iframe>',
    );
    expect(html).toBe('<p>Hi</p>');
  });

  it('removes event handlers and inline styles', () => {
    expect(
      sanitizePolicyHtml(
        '<p onclick="alert(1)" style="color:red">x</p><img src="https://x.in/a.png" onerror="alert(1)">',
      ),
    ).toBe('<p>x</p><img src="https://x.in/a.png" />');
  });

  it('removes javascript: and data: URLs', () => {
    expect(sanitizePolicyHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizePolicyHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizePolicyHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe(
      '<img />',
    );
  });

  it('keeps formatting, lists and safe links', () => {
    expect(
      sanitizePolicyHtml(
        '<h2>Ship</h2><ul><li><strong>Free</strong></li></ul><a href="mailto:a@b.in">mail</a><a href="https://b.in">site</a>',
      ),
    ).toBe(
      '<h2>Ship</h2><ul><li><strong>Free</strong></li></ul><a href="mailto:a@b.in">mail</a><a href="https://b.in" rel="noopener noreferrer nofollow">site</a>',
    );
  });

  it('turns a store’s h1 into h2', () => {
    expect(sanitizePolicyHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });
});

describe('policyPage', () => {
  it('uses the store’s HTML, filled in and sanitised', () => {
    const page = policyPage('shipping', {
      ...store,
      policies: { shipping: '<p>{{companyName}}</p><img src=x onerror=alert(1)>' },
    });
    expect(page.fromStore).toBe(true);
    expect(page.title).toBe('Shipping Policy');
    expect(page.html).toBe('<p>Chitra Retail Private Limited</p><img src="x" />');
  });

  it('drops a store heading that repeats the page title', () => {
    const page = policyPage('shipping', {
      ...store,
      policies: { shipping: '<h2>Shipping Policy</h2>\n<p>Free.</p><h2>Shipping Policy</h2>' },
    });
    expect(page.html).toBe('<p>Free.</p><h2>Shipping Policy</h2>');
  });

  it('uses the built-in text with company placeholders replaced', () => {
    const page = policyPage('refund', store);
    expect(page.fromStore).toBe(false);
    expect(page.title).toBe('Refund Policy');
    expect(page.html).toContain('0-7 working days');
    expect(page.html).toContain('care@chitrakart.in');
    expect(page.html).not.toContain('{{');
  });

  it('promises free shipping in the built-in texts only where the store charges nowhere', () => {
    for (const slug of ['shipping', 'about'] as const) {
      const free = policyPage(slug, { ...store, policies: {}, freeShippingEverywhere: true });
      expect(free.html).toMatch(/free on every order|Free shipping on every order/);
      const charged = policyPage(slug, { ...store, policies: {}, freeShippingEverywhere: false });
      expect(charged.html).not.toMatch(/free/i);
      expect(charged.html).toContain('for your PIN code');
    }
  });

  it('still renders when the store information failed to load', () => {
    const page = policyPage('about', null);
    expect(page.html).not.toContain('{{');
    expect(page.title).toBe('About Us');
  });
});
