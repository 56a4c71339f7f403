import {
  type AuditList,
  IMAGE_URL_MESSAGE,
  type ProductListResponse,
  type StoreInfo,
  type StoreSettings,
  type StoreSettingsSaved,
} from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stores } from '../../db/schema';
import { defaultStore } from '../../seed/store';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import { createTestApp, drivers, type TestApp } from '../../test/test-app';

const GRIEVANCE_OFFICER = {
  name: 'Ritu Malhotra',
  designation: 'Grievance Officer',
  email: 'grievance@chitrakart.in',
  phone: '+91 98110 45673',
};

describe.each(drivers)('store settings API on %s', (driver) => {
  let t: TestApp;
  let owner: string;
  let manager: string;
  let storeId: number;

  beforeAll(async () => {
    t = await createTestApp(driver);
    await addStaff(t, { email: 'owner@shop.in', role: 'owner' });
    await addStaff(t, { email: 'manager@shop.in', role: 'manager' });
    [owner, manager] = await Promise.all([
      signInStaff(t.app, 'owner@shop.in'),
      signInStaff(t.app, 'manager@shop.in'),
    ]);
    storeId = (await t.db.select().from(stores).where(eq(stores.isDefault, true)))[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function settings(): Promise<StoreSettings> {
    const response = await asStaff(t.app, manager, { method: 'GET', url: '/api/v1/admin/store' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StoreSettings>();
  }

  function save(body: object, cookie = manager) {
    return asStaff(t.app, cookie, { method: 'PUT', url: '/api/v1/admin/store', payload: body });
  }

  async function savedWithRenames(change: object, cookie = manager) {
    const response = await save({ ...(await settings()), ...change }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StoreSettingsSaved>();
  }

  async function saved(change: Partial<StoreSettings>, cookie = manager) {
    const { renamedCategories, ...body } = await savedWithRenames(change, cookie);
    expect(renamedCategories).toEqual([]);
    return body;
  }

  async function productCount(query: string, host?: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products?${query}&limit=1`,
      headers: host ? { 'x-store-host': host } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductListResponse>().pagination.total;
  }

  async function storeInfo(): Promise<StoreInfo> {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/storeInfo' });
    expect(response.statusCode).toBe(200);
    return response.json<StoreInfo>();
  }

  async function latestAudit() {
    const response = await asStaff(t.app, owner, { method: 'GET', url: '/api/v1/admin/audit' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditList>();
  }

  it('answers the store’s settings, payment methods and UPI payee included', async () => {
    expect(await settings()).toMatchObject({
      storeName: 'ChitraKart',
      companyName: 'Chitra Retail Private Limited',
      companyEmail: 'care@chitrakart.in',
      logoUrl: null,
      publicOrigin: null,
      categories: [
        'TV & Video Accessories',
        'Men',
        'Women',
        'Accessories',
        'Home',
        'Personal Care',
      ],
      paymentMethods: ['upi', 'cod', 'payu', 'sandbox', 'razorpay', 'razorpay_sandbox'],
      upi: { vpa: 'chitrakart@okaxis', payeeName: 'ChitraKart' },
      grievanceOfficer: defaultStore.grievanceOfficer,
    });
  });

  it('a saved change shows at once on the storefront’s GET /storeInfo', async () => {
    // The storefront has just read the store, so the API holds it in its store cache.
    expect((await storeInfo()).storeName).toBe('ChitraKart');
    const current = await settings();
    const categories = [...current.categories].reverse();
    const body = await saved({
      storeName: ' ChitraKart Electronics ',
      categories,
      grievanceOfficer: { ...GRIEVANCE_OFFICER, email: ' Grievance@ChitraKart.in ' },
      policies: { ...current.policies, refund: '<p>Refunds within 7 days.</p>' },
      publicOrigin: 'https://www.chitrakart.in/',
      logoUrl: 'https://cdn.chitrakart.in/logo.png',
    });
    expect(body).toMatchObject({
      storeName: 'ChitraKart Electronics',
      categories,
      grievanceOfficer: GRIEVANCE_OFFICER,
      publicOrigin: 'https://www.chitrakart.in',
    });

    const info = await storeInfo();
    expect(info).toMatchObject({
      storeName: 'ChitraKart Electronics',
      categories,
      grievanceOfficer: GRIEVANCE_OFFICER,
      publicOrigin: 'https://www.chitrakart.in',
      companyLogoUrl: 'https://cdn.chitrakart.in/logo.png',
    });
    expect(info.policies.refund).toBe('<p>Refunds within 7 days.</p>');
    expect(info.policies.shipping).toBe(current.policies.shipping);
    expect(await settings()).toEqual(body);
  });

  it('sanitises policy HTML when saving, keeping placeholders', async () => {
    const body = await saved({
      policies: {
        terms:
          '<h1>Terms</h1><p onclick="steal()">Sold by {{companyName}}, {{ companyAddress }}.</p>' +
          '<script>alert(document.cookie)</script><a href="javascript:alert(1)">Contact</a> ' +
          '<a href="mailto:{{companyEmail}}">Write to us</a><img src="x" onerror="alert(1)">',
        // Nothing but a script: nothing is left, so the storefront's built-in text shows.
        privacy: '<script>alert(1)</script>',
      },
    });
    const terms = body.policies.terms!;
    expect(terms).not.toMatch(/<script|alert\(document|onclick|onerror|javascript:/i);
    expect(terms).toContain('<h2>Terms</h2>');
    expect(terms).toContain('<p>Sold by {{companyName}}, {{ companyAddress }}.</p>');
    expect(terms).toContain('<a href="mailto:{{companyEmail}}">Write to us</a>');
    expect(body.policies).not.toHaveProperty('privacy');

    const info = await storeInfo();
    expect(info.policies.terms).toBe(terms);
    expect(info.policies).not.toHaveProperty('privacy');
    expect(info.policies).not.toHaveProperty('shipping');
  });

  it('previews a policy as the shopper will see it: placeholders filled, HTML sanitised', async () => {
    await saved({
      companyName: 'Chitra & Sons <Retail>',
      companyEmail: 'care@chitrakart.in',
      companyPhone: '+91 98110 45672',
    });
    const response = await asStaff(t.app, manager, {
      method: 'POST',
      url: '/api/v1/admin/store/policy-preview',
      payload: {
        slug: 'refund',
        html:
          '<p onclick="x()">{{companyName}} refunds within 7 days: {{companyEmail}}, ' +
          '{{ companyPhone }}. {{unknownField}}</p><script>alert(1)</script>',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      title: 'Refund Policy',
      html:
        '<p>Chitra &amp; Sons &lt;Retail&gt; refunds within 7 days: care@chitrakart.in, ' +
        '+91 98110 45672. {{unknownField}}</p>',
    });
    // A preview saves nothing.
    expect((await settings()).policies).not.toHaveProperty('refund');
  });

  it.each([
    [
      { upi: { vpa: 'chitrakart', payeeName: 'ChitraKart' } },
      'upi.vpa: must be a UPI ID (name@bank)',
    ],
    [{ upi: { vpa: 'chitra kart@okaxis', payeeName: 'ChitraKart' } }, 'upi.vpa: must be a UPI ID'],
    [{ paymentMethods: ['upi', 'cod'], upi: null }, 'upi: is required when UPI is offered'],
    [{ paymentMethods: [] }, 'paymentMethods: must offer at least one payment method'],
    [{ paymentMethods: ['cod', 'cod'] }, 'paymentMethods: must not repeat a method'],
    [{ categories: ['Men', 'Women', 'men'] }, 'categories: must not repeat a category'],
    [{ categories: ['Men', ' '] }, 'categories.1: is required'],
    [{ logoUrl: 'ftp://cdn.chitrakart.in/logo.png' }, `logoUrl: ${IMAGE_URL_MESSAGE}`],
    [{ logoUrl: 'javascript:alert(1)' }, `logoUrl: ${IMAGE_URL_MESSAGE}`],
    [{ logoUrl: '//evil.example/logo.png' }, `logoUrl: ${IMAGE_URL_MESSAGE}`],
    [
      {
        homeHero: { title: null, text: null, imageUrl: 'data:image/png;base64,AA', imageAlt: 'x' },
      },
      `homeHero.imageUrl: ${IMAGE_URL_MESSAGE}`,
    ],
    [
      {
        homeHero: {
          title: null,
          text: null,
          imageUrl: '/api/v1/images/0123456789abcdef0123456789abcdef/1280.webp',
          imageAlt: ' ',
        },
      },
      'homeHero.imageAlt: is required with a picture',
    ],
    [
      { homeHero: { title: 'x'.repeat(121), text: null, imageUrl: null, imageAlt: null } },
      'homeHero.title: must be at most 120 characters',
    ],
    [{ publicOrigin: 'chitrakart.in' }, 'publicOrigin: must be an http(s) URL'],
    [
      { socialLinks: { instagram: 'data:text/html,hi' } },
      'socialLinks.instagram: must be an http(s) URL',
    ],
    [{ storeName: '  ' }, 'storeName: is required'],
    [{ companyEmail: 'care-at-chitrakart' }, 'companyEmail: Invalid email address'],
    [
      { grievanceOfficer: { ...GRIEVANCE_OFFICER, email: 'ritu' } },
      'grievanceOfficer.email: Invalid email address',
    ],
    [{ policies: { cookies: '<p>x</p>' } }, 'policies: Unrecognized key: "cookies"'],
  ])('refuses %o with 400 naming the field', async (change, message) => {
    const before = await settings();
    const response = await save({ ...before, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
    expect(await settings()).toEqual(before);
  });

  it('takes an uploaded logo, which the storefront’s store information names', async () => {
    const uploaded = '/api/v1/images/0123456789abcdef0123456789abcdef/1280.webp';
    expect((await saved({ logoUrl: uploaded })).logoUrl).toBe(uploaded);
    expect((await storeInfo()).companyLogoUrl).toBe(uploaded);
    expect((await saved({ logoUrl: null })).logoUrl).toBeNull();
    expect((await storeInfo()).companyLogoUrl).toBeNull();
  });

  it('keeps the home page’s hero in the store’s words, blank for the built-in ones', async () => {
    expect((await settings()).homeHero).toEqual({
      title: null,
      text: null,
      imageUrl: null,
      imageAlt: null,
    });
    const hero = {
      title: ' Diwali sale: up to 40% off wall mounts ',
      text: 'Free installation in Delhi NCR until 3 November.',
      imageUrl: '/api/v1/images/0123456789abcdef0123456789abcdef/1280.webp',
      imageAlt: 'A lit diya beside a wall-mounted TV',
    };
    expect((await saved({ homeHero: hero })).homeHero).toEqual({
      ...hero,
      title: 'Diwali sale: up to 40% off wall mounts',
    });
    expect((await storeInfo()).homeHero).toEqual({
      ...hero,
      title: 'Diwali sale: up to 40% off wall mounts',
    });
    // A client older than the hero sends none: it stays.
    const { homeHero: _hero, ...withoutHero } = await settings();
    const response = await save(withoutHero);
    expect(response.statusCode, response.body).toBe(200);
    expect((await storeInfo()).homeHero.imageAlt).toBe(hero.imageAlt);
    // Blank texts are the storefront's built-in ones again.
    const built = { title: '  ', text: '', imageUrl: null, imageAlt: '' };
    expect((await saved({ homeHero: built as never })).homeHero).toEqual({
      title: null,
      text: null,
      imageUrl: null,
      imageAlt: null,
    });
  });

  describe('renaming a category', () => {
    it('takes its products along, says how many, and logs it', async () => {
      const before = await settings();
      const inHome = await productCount('category=home');
      expect(inHome).toBeGreaterThan(0);
      // Another store's "Home" is none of this store's business.
      const [other] = await t.db
        .insert(stores)
        .values({
          hosts: ['ghar.example.in'],
          storeName: 'Ghar',
          companyName: 'Ghar LLP',
          companyAddress: 'Pune',
          companyPhone: '+91 20000 00000',
          companyEmail: 'hi@ghar.example.in',
        })
        .returning();
      await t.db
        .insert(products)
        .values({ storeId: other!.id, title: 'Cushion', category: 'Home', regularPrice: 49_900 });

      const categories = before.categories.map((name) =>
        name === 'Home' ? 'Home & Living' : name,
      );
      const body = await savedWithRenames({
        categories,
        categoryRenames: [{ from: 'Home', to: 'Home & Living' }],
      });
      expect(body.categories).toEqual(categories);
      expect(body.renamedCategories).toEqual([
        { from: 'Home', to: 'Home & Living', products: inHome },
      ]);
      // The storefront's listing of the renamed category shows the same products.
      expect(await productCount(`category=${encodeURIComponent('home & living')}`)).toBe(inHome);
      expect(await productCount('category=home')).toBe(0);
      expect(await productCount('category=home', 'ghar.example.in')).toBe(1);
      const entry = (await latestAudit()).data.find((e) => e.action === 'category.renamed');
      expect(entry).toMatchObject({
        actor: 'manager@shop.in',
        action: 'category.renamed',
        before: { category: 'Home' },
        after: { category: 'Home & Living', products: inHome },
      });

      // And back.
      const back = await savedWithRenames({
        categories: before.categories,
        categoryRenames: [{ from: 'Home & Living', to: 'Home' }],
      });
      expect(back.renamedCategories).toEqual([
        { from: 'Home & Living', to: 'Home', products: inHome },
      ]);
      expect(await productCount('category=home')).toBe(inHome);
    });

    it.each([
      [[{ from: 'Home', to: 'Garden' }], 'categoryRenames.0.to: must be one of the categories'],
      [[{ from: 'Men', to: 'Home' }], 'categoryRenames.0.from: must be a category renamed once'],
    ])('refuses %o with 400 naming the field, changing nothing', async (renames, message) => {
      const before = await settings();
      const inHome = await productCount('category=home');
      const response = await save({ ...before, categoryRenames: renames });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
      expect(await settings()).toEqual(before);
      expect(await productCount('category=home')).toBe(inHome);
    });
  });

  it('keeps the return window: 7 days until the shop chooses, 0 for no returns, at most 90', async () => {
    expect((await settings()).returnWindowDays).toBe(7);
    expect((await saved({ returnWindowDays: 0 })).returnWindowDays).toBe(0);
    // Left out of a save, it stays.
    const { returnWindowDays: _left, ...older } = await settings();
    const without = await save(older);
    expect(without.statusCode, without.body).toBe(200);
    expect((await settings()).returnWindowDays).toBe(0);
    const refused = await asStaff(t.app, manager, {
      method: 'PUT',
      url: '/api/v1/admin/store',
      payload: { ...(await settings()), returnWindowDays: 91 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'returnWindowDays: must be a whole number of days from 0 to 90',
    });
    expect((await saved({ returnWindowDays: 7 })).returnWindowDays).toBe(7);
  });

  it('takes UPI off the store: UPI no longer offered needs no payee', async () => {
    const body = await saved({ paymentMethods: ['cod'], upi: null });
    expect(body).toMatchObject({ paymentMethods: ['cod'], upi: null });
    const restored = await saved({
      paymentMethods: ['upi', 'cod', 'payu', 'sandbox'],
      upi: { vpa: 'chitra.kart-01@okhdfcbank', payeeName: 'ChitraKart' },
    });
    expect(restored.upi).toEqual({ vpa: 'chitra.kart-01@okhdfcbank', payeeName: 'ChitraKart' });
  });

  it('logs each save in the audit log with only the fields that changed, before → after', async () => {
    const before = await settings();
    await saved(
      { description: 'Electronics and clothing from Delhi.', categories: ['Home', 'Men'] },
      owner,
    );
    const [entry] = (await latestAudit()).data;
    expect(entry).toMatchObject({
      actor: 'owner@shop.in',
      action: 'store.updated',
      entity: 'store',
      entityId: String(storeId),
      before: { description: before.description, categories: before.categories },
      after: { description: 'Electronics and clothing from Delhi.', categories: ['Home', 'Men'] },
    });
    expect(Object.keys(entry!.before as object).sort()).toEqual(['categories', 'description']);
    expect(Object.keys(entry!.after as object).sort()).toEqual(['categories', 'description']);

    // Saving the same settings again changes nothing and logs nothing.
    const count = (await latestAudit()).pagination.total;
    await saved({});
    expect((await latestAudit()).pagination.total).toBe(count);

    // A manager's save is logged under their name.
    await saved({ storeName: 'ChitraKart' });
    const [latest] = (await latestAudit()).data;
    expect(latest).toMatchObject({
      actor: 'manager@shop.in',
      action: 'store.updated',
      after: { storeName: 'ChitraKart' },
    });
    expect(Object.keys(latest!.after as object)).toEqual(['storeName']);
  });

  describe('GST registration', () => {
    const SAMPLE_TAX = {
      legalName: 'Chitra Retail Private Limited',
      gstin: '07AAECC4321K1ZT',
      registeredAddress: 'Shop 14, Lajpat Rai Market, Chandni Chowk, Delhi 110006, India',
      stateCode: '07',
      hsnDigits: 4,
      invoicePrefix: 'CK',
    } satisfies StoreSettings['tax'];

    it('answers the sample shop’s registration, and leaves it alone when a save has none', async () => {
      expect((await settings()).tax).toEqual(SAMPLE_TAX);
      const { tax: _tax, ...withoutTax } = await settings();
      const response = await save(withoutTax);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<StoreSettings>().tax).toEqual(SAMPLE_TAX);
    });

    it('saves a new registration, the prefix uppercased, and shows the GSTIN on the storefront', async () => {
      const tax = {
        ...SAMPLE_TAX,
        legalName: 'Chitra Retail Pvt Ltd',
        gstin: '27aapfu0939f1zv',
        stateCode: '27',
        hsnDigits: 6 as const,
        invoicePrefix: 'ck1',
      };
      expect((await saved({ tax })).tax).toEqual({
        ...tax,
        gstin: '27AAPFU0939F1ZV',
        invoicePrefix: 'CK1',
      });
      expect(await storeInfo()).toMatchObject({
        legalName: 'Chitra Retail Pvt Ltd',
        gstin: '27AAPFU0939F1ZV',
      });
      expect((await saved({ tax: SAMPLE_TAX })).tax).toEqual(SAMPLE_TAX);
    });

    it.each([
      [{ gstin: '07AAECC4321K1ZU' }, 'tax.gstin', 'check character'],
      [{ gstin: '07AAECC4321K1Z' }, 'tax.gstin', '15-character GSTIN'],
      [{ stateCode: '29' }, 'tax.stateCode', "must be the GSTIN's state, 07"],
      [{ stateCode: '55', gstin: null }, 'tax.stateCode', 'GST state code'],
      [{ hsnDigits: 8 }, 'tax.hsnDigits', 'must be 4'],
      [{ invoicePrefix: 'CHITRA' }, 'tax.invoicePrefix', '1 to 4 letters or digits'],
      [{ invoicePrefix: 'C/K' }, 'tax.invoicePrefix', '1 to 4 letters or digits'],
      [{ legalName: ' ' }, 'tax.legalName', 'is required'],
    ])('refuses %o with 400 naming %s', async (change, field, message) => {
      const response = await save({ ...(await settings()), tax: { ...SAMPLE_TAX, ...change } });
      expect(response.statusCode).toBe(400);
      const { error } = response.json<{ error: string }>();
      expect(error).toContain(field);
      expect(error).toContain(message);
      expect((await settings()).tax).toEqual(SAMPLE_TAX);
    });

    it('lets a shop not registered for GST save no GSTIN', async () => {
      expect((await saved({ tax: { ...SAMPLE_TAX, gstin: null } })).tax?.gstin).toBeNull();
      expect((await storeInfo()).gstin).toBeNull();
      await saved({ tax: SAMPLE_TAX });
    });
  });
});
