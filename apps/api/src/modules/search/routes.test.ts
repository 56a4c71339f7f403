import {
  type ProductListResponse,
  type ProductSuggestResponse,
  SEARCH_COUNT_CAP,
  type SearchSynonyms,
  SUGGEST_MAX,
} from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  DEFAULT_SEARCH_SYNONYMS,
  productVariants,
  products,
  stores,
  storeVersions,
} from '../../db/schema';
import { addStaff, asStaff, signInStaff } from '../../test/staff';
import { createTestApp, drivers, type TestApp } from '../../test/test-app';

/** Host of a second store holding only this file's fixed products. */
const RANKED_HOST = 'ranked.test';
const CAPPED_HOST = 'capped.test';
const SPROCKETS_HOST = 'sprockets.test';
const GADGETS_HOST = 'gadgets.test';
const CATEGORIES_HOST = 'categories.test';

describe.each(drivers)('product search on %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    // Ranked matches are cached as in production: fresh answers rest on store versions.
    t = await createTestApp(driver, { config: { SEARCH_CACHE_TTL_MS: 5_000 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function insertStore(host: string): Promise<number> {
    const [store] = await t.db
      .insert(stores)
      .values({
        hosts: [host],
        storeName: host,
        companyName: `${host} Pvt Ltd`,
        companyAddress: 'Kochi',
        companyPhone: '+91 90000 00000',
        companyEmail: `hi@${host}`,
      })
      .returning({ id: stores.id });
    return store!.id;
  }

  async function get(url: string, headers: Record<string, string> = {}) {
    return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  }

  async function search(query: string, headers: Record<string, string> = {}) {
    const response = await get(`/products?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductListResponse>();
  }

  async function titles(words: string, more = '', headers: Record<string, string> = {}) {
    const body = await search(`search=${encodeURIComponent(words)}&limit=100${more}`, headers);
    return body.data.map((product) => product.title);
  }

  async function suggest(q: string, headers: Record<string, string> = {}) {
    const response = await get(`/products/suggest?q=${encodeURIComponent(q)}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductSuggestResponse>();
  }

  /**
   * The headers of a storefront request that saw the store's version as it is now (decision
   * 0014); the seed store's by default. A process reuses a version read for 10 ms
   * (store/versions.ts): past that, it reads the version anew for such a request.
   */
  async function seenVersion(host = 'localhost') {
    const [row] = await queryRows<{ version: string }>(
      t.db,
      sql`select v.version from store_versions v join stores s on s.id = v.store_id
          where ${host} = any(s.hosts)`,
    );
    await new Promise((resolve) => setTimeout(resolve, 15));
    return { 'x-store-host': host, 'x-store-version': String(row!.version) };
  }

  describe('on the seed catalogue', () => {
    it('finds a product from a word with a typo', async () => {
      const remot = await titles('remot');
      expect(remot.length).toBeGreaterThan(0);
      expect(remot[0]).toMatch(/remote/i);
      const televsion = await titles('televsion');
      expect(televsion.length).toBeGreaterThan(0);
      expect(televsion[0]).toMatch(/\btvs?\b|television/i);
    });

    it('finds the shop’s words through its synonyms', async () => {
      const firestick = await titles('firestick');
      expect(firestick.length).toBeGreaterThan(0);
      expect(firestick[0]).toMatch(/stick/i);
      const kurti = await titles('kurti');
      expect(kurti.some((title) => /kurti/i.test(title))).toBe(true);
      expect(kurti.some((title) => /kurta/i.test(title))).toBe(true);
      // "tv" also finds "television", and the other way round.
      const [tv, television] = await Promise.all([titles('tv'), titles('television')]);
      expect(tv.length).toBeGreaterThan(0);
      expect(new Set(television)).toEqual(new Set(tv));
    });

    it('finds HDMI cables when some words of the query are nowhere', async () => {
      const found = await titles('hdmi 2.1 cable 3m');
      expect(found.length).toBeGreaterThan(0);
      expect(found.slice(0, 3).every((title) => /hdmi/i.test(title))).toBe(true);
      // Every word where there is such a product: those come first.
      const strict = await titles('hdmi cable');
      expect(strict.every((title) => /hdmi/i.test(title))).toBe(true);
    });

    it('combines with the category filter and pages without gaps or repeats', async () => {
      const all = await search('search=cotton&limit=100');
      const men = await search('search=cotton&category=men&limit=100');
      expect(men.data.length).toBeGreaterThan(5);
      expect(men.data.length).toBeLessThan(all.data.length);
      expect(men.data.every((product) => product.category === 'Men')).toBe(true);
      expect(men.pagination).toEqual({
        page: 1,
        limit: 100,
        total: men.data.length,
        totalCapped: false,
        totalEstimated: false,
      });
      const pages: string[] = [];
      for (let page = 1; page <= Math.ceil(men.data.length / 5); page++) {
        const body = await search(`search=cotton&category=men&limit=5&page=${page}`);
        expect(body.pagination.total).toBe(men.data.length);
        expect(body.count).toBe(men.data.length);
        pages.push(...body.data.map((product) => product.id));
      }
      expect(pages).toEqual(men.data.map((product) => product.id));
      const past = await search(`search=cotton&category=men&limit=5&page=50`);
      expect(past.data).toEqual([]);
    });

    it('answers nothing for words no product has', async () => {
      const body = await search('search=zqxjvw');
      expect(body.data).toEqual([]);
      expect(body.pagination).toMatchObject({ total: 0, totalCapped: false });
    });

    it('leaves the list without a search as it was', async () => {
      const body = await search('limit=5');
      expect(body.pagination).toEqual({ page: 1, limit: 5, total: body.count });
      expect(await search('limit=5&search=')).toEqual(body);
    });

    it('suggests products and categories for a word being typed', async () => {
      const remo = await suggest('remo');
      expect(remo.products.length).toBeGreaterThan(0);
      expect(remo.products.length + remo.categories.length).toBeLessThanOrEqual(SUGGEST_MAX);
      expect(remo.products[0]!.title).toMatch(/remote/i);
      expect(remo.categories).toContain('Remote Controls');
      expect(Object.keys(remo.products[0]!).sort()).toEqual(['id', 'image', 'price', 'title']);
      expect(typeof remo.products[0]!.price).toBe('number');
      // A common word: never more than SUGGEST_MAX in all.
      const shirt = await suggest('sh');
      expect(shirt.products.length + shirt.categories.length).toBe(SUGGEST_MAX);
      expect(await suggest('')).toEqual({ products: [], categories: [] });
      expect(await suggest('   ')).toEqual({ products: [], categories: [] });
      const typo = await suggest('kurtta');
      expect(typo.products.length).toBeGreaterThan(0);
    });

    it('answers 200 or 400 to hostile input, never an error', async () => {
      const hostile = [
        `"`,
        `'`,
        `''''`,
        `&|!:*`,
        `a & b | !c`,
        `remote:*`,
        `remote:A`,
        `(remote`,
        `remote) | (`,
        `<->`,
        `-`,
        `--`,
        `...`,
        `!!!`,
        `\\`,
        `\\'`,
        `😀 remote 🎉`,
        `📺`,
        `'; drop table products; --`,
        `1' or '1'='1`,
        `%_%`,
        `$1`,
        `\u0000`,
        `remote\u0000`,
        `x`.repeat(10_000),
        `a `.repeat(5_000),
        `रिमोट`,
        `1 2 3 4 5 6 7 8`,
        `a b c d e f g h i`,
        `${'é'.repeat(30)}`,
        `tv-remote-control-cable-stand`,
      ];
      for (const input of hostile) {
        const value = encodeURIComponent(input);
        for (const url of [
          `/products?search=${value}`,
          `/products?search=${value}&category=${value}`,
          `/products/suggest?q=${value}`,
        ]) {
          const response = await get(url);
          expect([200, 400], `${url.slice(0, 80)} → ${response.body}`).toContain(
            response.statusCode,
          );
        }
      }
      expect((await get(`/products?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
      expect((await get(`/products?search=a+b+c+d+e+f+g+h+i`)).statusCode).toBe(400);
    });

    it('finds a product by its new words right after it is edited', async () => {
      expect(await titles('zanzibar')).toEqual([]);
      const [product] = await t.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.title, (await titles('remote'))[0]!));
      await t.db
        .update(products)
        .set({ title: 'Zanzibar Universal Remote' })
        .where(eq(products.id, product!.id));
      const fresh = await seenVersion();
      expect(await titles('zanzibar', '', fresh)).toEqual(['Zanzibar Universal Remote']);
      expect(await titles('zanzibr', '', fresh)).toEqual(['Zanzibar Universal Remote']);
      expect((await suggest('zanz', fresh)).products.map((p) => p.title)).toEqual([
        'Zanzibar Universal Remote',
      ]);
      // And once the word has gone, it is neither completed nor taken for a typo.
      await t.db
        .update(products)
        .set({ title: 'Universal Remote' })
        .where(eq(products.id, product!.id));
      const later = await seenVersion();
      expect(await titles('zanzibr', '', later)).toEqual([]);
      expect((await suggest('zanz', later)).products).toEqual([]);
    });

    it('answers a query alike whether its words are looked up in memory or by the database', async () => {
      // A "!" is no word to the database's parser, but the text is no longer plain words alone,
      // so the database looks them up (decision 0016).
      const queries = [
        'remot',
        'televsion',
        'kurti',
        'tv',
        'hdmi cable',
        'cotton kurta',
        'kurta for men',
        'wal mount',
        'firestick',
        'fire stick',
        'cushon',
        'lampp',
        'zqxjvw',
        '55 inch',
        'sto',
      ];
      for (const query of queries) {
        const [memory, database] = await Promise.all([
          search(`search=${encodeURIComponent(query)}&limit=100`),
          search(`search=${encodeURIComponent(`${query} !`)}&limit=100`),
        ]);
        expect(
          memory.data.map((product) => product.id),
          query,
        ).toEqual(database.data.map((product) => product.id));
        expect(memory.pagination, query).toEqual(database.pagination);
        for (const typed of [query, query.slice(0, -1)]) {
          expect(await suggest(typed), typed).toEqual(await suggest(`${typed} !`));
        }
      }
    });

    it('versions the vocabulary when a word comes or goes, not when a price or stock changes', async () => {
      const [first, second] = await t.db
        .select({ id: products.id, storeId: products.storeId, title: products.title })
        .from(products)
        .where(sql`${products.archivedAt} is null`)
        .orderBy(products.id)
        .limit(2);
      const vocabulary = async () =>
        (
          await t.db
            .select({ vocabulary: storeVersions.vocabulary })
            .from(storeVersions)
            .where(eq(storeVersions.storeId, first!.storeId))
        )[0]!.vocabulary;
      const retitle = (id: string, title: string) =>
        t.db.update(products).set({ title }).where(eq(products.id, id));
      const before = await vocabulary();
      await t.db
        .update(products)
        .set({ regularPrice: sql`${products.regularPrice} + 100` })
        .where(eq(products.id, first!.id));
      await t.db
        .update(productVariants)
        .set({ stock: 3 })
        .where(eq(productVariants.productId, first!.id));
      expect(await vocabulary()).toBe(before);
      await retitle(first!.id, `${first!.title} Quokkaphone`);
      expect(await vocabulary()).toBe(before + 1);
      // A second product with the word changes only its count.
      await retitle(second!.id, `${second!.title} Quokkaphone`);
      await retitle(first!.id, first!.title);
      expect(await vocabulary()).toBe(before + 1);
      await retitle(second!.id, second!.title);
      expect(await vocabulary()).toBe(before + 2);
    });
  });

  describe('suggested categories', () => {
    const headers = { 'x-store-host': CATEGORIES_HOST };
    let storeId: number;
    let purse: string;
    let clock: string;

    beforeAll(async () => {
      storeId = await insertStore(CATEGORIES_HOST);
      const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
      const rows = await t.db
        .insert(products)
        .values([
          {
            storeId,
            title: 'Leather Purse',
            regularPrice: 90_000,
            category: 'Accessories',
            parentCategory: 'Wallets',
            description: 'Soft.',
            createdAt: at(0),
          },
          ...Array.from({ length: 10 }, (_, index) => ({
            storeId,
            title: `Wall Clock ${index + 1}`,
            regularPrice: 50_000,
            category: 'Home',
            parentCategory: 'Clocks',
            description: 'Quiet.',
            createdAt: at(index + 1),
          })),
        ])
        .returning({ id: products.id, title: products.title });
      purse = rows.find((row) => row.title === 'Leather Purse')!.id;
      clock = rows.find((row) => row.title === 'Wall Clock 1')!.id;
    });

    it('names every category the typed word begins, not only those of the products shown', async () => {
      const wal = await suggest('wal', headers);
      // The purse ranks eleventh (its category, not its title, has the word): not shown.
      expect(wal.products.map((product) => product.title)).not.toContain('Leather Purse');
      expect(wal.categories).toEqual(['Wallets']);
    });

    it('names a category as soon as a product is filed under it, and not once none is', async () => {
      await t.db.update(products).set({ parentCategory: 'Wall Art' }).where(eq(products.id, clock));
      expect((await suggest('wal', await seenVersion(CATEGORIES_HOST))).categories).toEqual([
        'Wall Art',
        'Wallets',
      ]);
      await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, purse));
      expect((await suggest('wal', await seenVersion(CATEGORIES_HOST))).categories).toEqual([
        'Wall Art',
      ]);
    });
  });

  describe('ranking', () => {
    const headers = { 'x-store-host': RANKED_HOST };

    beforeAll(async () => {
      const storeId = await insertStore(RANKED_HOST);
      const base = { storeId, regularPrice: 10_000, category: 'Home', description: 'Warm light.' };
      const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
      // Inserted oldest first, so newest-first order would be the reverse of the expected one.
      const rows = await t.db
        .insert(products)
        .values([
          { ...base, title: 'Brass Lamp', createdAt: at(1) },
          { ...base, title: 'Reading Light', parentCategory: 'Lamp Shop', createdAt: at(2) },
          { ...base, title: 'Lampshade in Linen', createdAt: at(3) },
          {
            ...base,
            title: 'Bedside Light',
            description: 'A lamp for bedside tables.',
            createdAt: at(4),
          },
          { ...base, title: 'Desk Lamp', createdAt: at(5) },
          { ...base, title: 'Floor Lamp', createdAt: at(6) },
          { ...base, title: 'Unrelated Vase', createdAt: at(7) },
        ])
        .returning({ id: products.id, title: products.title });
      const byTitle = (title: string) => rows.find((row) => row.title === title)!.id;
      // Out of stock: the desk lamp's only variant; the floor lamp has one left of two.
      await t.db.insert(productVariants).values([
        { storeId, productId: byTitle('Desk Lamp'), size: 'M', stock: 0 },
        { storeId, productId: byTitle('Floor Lamp'), size: 'M', stock: 0 },
        { storeId, productId: byTitle('Floor Lamp'), size: 'L', stock: 3 },
      ]);
    });

    it('ranks title over category over description, exact over prefix, in stock first', async () => {
      expect(await titles('lamp', '', headers)).toEqual([
        // In stock, the word in the title; newest first among equals.
        'Floor Lamp',
        'Brass Lamp',
        // In the category, then a word of the title it begins, then in the description.
        'Reading Light',
        'Lampshade in Linen',
        'Bedside Light',
        // Out of stock last.
        'Desk Lamp',
      ]);
    });

    it('ranks a typo’s matches after exact ones', async () => {
      // Both words only in the brass lamp; fewer than 3 such, so products with one word follow.
      expect((await titles('brass lampp', '', headers))[0]).toEqual('Brass Lamp');
      expect((await titles('lampp', '', headers)).slice(0, 2)).toEqual([
        'Floor Lamp',
        'Brass Lamp',
      ]);
    });

    it('ranks a partial word’s completions above its typo matches', async () => {
      // "lampsh" begins "lampshade" (prefix, 2) and is closest to "lamp" (typo, 1).
      expect(await titles('lampsh', '', headers)).toEqual([
        'Lampshade in Linen',
        'Floor Lamp',
        'Brass Lamp',
        'Reading Light',
        'Bedside Light',
        'Desk Lamp',
      ]);
    });

    it('ranks the relaxed matches by how many words they have', async () => {
      expect((await titles('brass floor lamp', '', headers)).slice(0, 3)).toEqual([
        'Floor Lamp',
        'Brass Lamp',
        'Reading Light',
      ]);
    });

    it('answers a long query no product has together with the products having most of its words', async () => {
      // Six words, no product with more than three: the steps of five and four words find
      // nothing and share one walk's budget, so the search goes on to single words.
      expect(await titles('brass lamp floor linen bedside tables', '', headers)).toEqual([
        'Bedside Light', // bedside, tables, lamp (description)
        'Floor Lamp', // floor, lamp
        'Brass Lamp', // brass, lamp; older
        'Lampshade in Linen', // linen, and lamp as a prefix
        'Reading Light', // lamp (parent category)
        'Desk Lamp', // lamp, out of stock
      ]);
    });

    it('follows stock, the archive and deletions', async () => {
      const fresh = () => seenVersion(RANKED_HOST);
      const [desk] = await t.db
        .select({ id: products.id, storeId: products.storeId })
        .from(products)
        .where(eq(products.title, 'Desk Lamp'));
      // Back in stock: among the title matches, newest first.
      await t.db
        .update(productVariants)
        .set({ stock: 4 })
        .where(eq(productVariants.productId, desk!.id));
      expect((await titles('lamp', '', await fresh())).slice(0, 3)).toEqual([
        'Floor Lamp',
        'Desk Lamp',
        'Brass Lamp',
      ]);
      await t.db
        .update(productVariants)
        .set({ stock: 0 })
        .where(eq(productVariants.productId, desk!.id));
      expect((await titles('lamp', '', await fresh())).at(-1)).toBe('Desk Lamp');
      // Archived: gone from search; brought back: found again.
      await t.db
        .update(products)
        .set({ archivedAt: new Date() })
        .where(eq(products.title, 'Brass Lamp'));
      expect(await titles('lamp', '', await fresh())).not.toContain('Brass Lamp');
      expect(await titles('brass', '', await fresh())).toEqual([]);
      await t.db.update(products).set({ archivedAt: null }).where(eq(products.title, 'Brass Lamp'));
      expect(await titles('brass', '', await fresh())).toEqual(['Brass Lamp']);
      // Added, then deleted.
      await t.db.insert(products).values({
        storeId: desk!.storeId,
        title: 'Quokka Lamp',
        category: 'Home',
        regularPrice: 100,
      });
      expect(await titles('quokka', '', await fresh())).toEqual(['Quokka Lamp']);
      await t.db.delete(products).where(eq(products.title, 'Quokka Lamp'));
      expect(await titles('quokka', '', await fresh())).toEqual([]);
      const [left] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from search_postings p
            where not exists (select 1 from products where products.id = p.product_id)`,
      );
      expect(Number(left!.n)).toBe(0);
      // The vocabulary's counts followed every change.
      const miscounted = await queryRows<{ word: string }>(
        t.db,
        sql`select w.word from search_words w
            where w.postings <> (select count(*) from search_postings p
                                 where p.store_id = w.store_id and p.word = w.word)`,
      );
      expect(miscounted).toEqual([]);
    });
  });

  it('finds a rare pair of words far down the rarer word’s postings', async () => {
    // 150 sprockets, the oldest 3 of brass, and 200 brass fittings: "sprocket" drives the walk
    // (fewer postings), and its brass ones come last in its order (newest first), past the
    // postings probed one by one: "brass" is read into a hash instead (decision 0016).
    const storeId = await insertStore(SPROCKETS_HOST);
    await t.db.execute(sql`
      insert into products (store_id, title, category, regular_price, created_at)
      select ${storeId}::int,
             case when n <= 3 then 'Brass Sprocket ' || n else 'Sprocket ' || n end,
             'Parts', 100, timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, 150) as n
      union all
      select ${storeId}::int, 'Brass Fitting ' || n, 'Parts', 100, timestamptz '2025-01-01'
      from generate_series(1, 200) as n`);
    const headers = { 'x-store-host': SPROCKETS_HOST };
    const body = await search('search=brass+sprocket&limit=100', headers);
    expect(body.data.map((product) => product.title)).toEqual([
      'Brass Sprocket 3',
      'Brass Sprocket 2',
      'Brass Sprocket 1',
    ]);
    expect(body.pagination).toMatchObject({ total: 3, totalCapped: false, totalEstimated: false });
    // Counted past a full first page: every sprocket's postings walked, brass looked up.
    const paged = await search('search=brass+sprocket&limit=2', headers);
    expect(paged.pagination).toMatchObject({
      total: 3,
      totalCapped: false,
      totalEstimated: false,
    });
  });

  it('says a several-word search’s total is estimated, and gives the same one on every page', async () => {
    // 700 gadgets, every other one red, and 800 other red things: "gadget" drives the walk, past
    // the 500 postings counted one by one, so the total is estimated (decision 0016) from the
    // walk's first page-size matches, whichever page is asked for.
    const storeId = await insertStore(GADGETS_HOST);
    await t.db.execute(sql`
      insert into products (store_id, title, category, regular_price, created_at)
      select ${storeId}::int,
             case when n % 2 = 0 then 'Red Gadget ' || n else 'Gadget ' || n end,
             'Things', 100, timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, 700) as n
      union all
      select ${storeId}::int, 'Red Thing ' || n, 'Things', 100, timestamptz '2025-01-01'
      from generate_series(1, 800) as n`);
    const headers = { 'x-store-host': GADGETS_HOST };
    const totals: number[] = [];
    for (const page of [1, 2, 3, 5]) {
      const body = await search(`search=red+gadget&limit=10&page=${page}`, headers);
      expect(body.data).toHaveLength(10);
      expect(body.data.every((product) => /^Red Gadget /.test(product.title))).toBe(true);
      expect(body.pagination.totalEstimated).toBe(true);
      totals.push(body.pagination.total);
    }
    expect(new Set(totals).size).toBe(1);
    // 350 red gadgets in all.
    expect(totals[0]).toBeGreaterThanOrEqual(300);
    expect(totals[0]).toBeLessThanOrEqual(400);
  });

  it('counts at most 1,000 matches', async () => {
    const storeId = await insertStore(CAPPED_HOST);
    await t.db.execute(sql`
      insert into products (store_id, title, category, regular_price)
      select ${storeId}, 'Widget number ' || n, 'Things', 100 from generate_series(1, 1010) as n`);
    const headers = { 'x-store-host': CAPPED_HOST };
    const first = await search('search=widget&limit=100', headers);
    expect(first.pagination).toEqual({
      page: 1,
      limit: 100,
      total: SEARCH_COUNT_CAP,
      totalCapped: true,
      totalEstimated: false,
    });
    expect(first.data).toHaveLength(100);
    const last = await search('search=widget&limit=100&page=10', headers);
    expect(last.data).toHaveLength(100);
    expect((await search('search=widget&limit=100&page=11', headers)).data).toEqual([]);
    const one = await search('search=widget+1000', headers);
    expect(one.data[0]!.title).toBe('Widget number 1000');
  });

  describe('synonyms in the back office', () => {
    let owner: string;
    let manager: string;
    let editor: string;

    beforeAll(async () => {
      await addStaff(t, { email: 'owner@search.in', role: 'owner' });
      await addStaff(t, { email: 'manager@search.in', role: 'manager' });
      await addStaff(t, { email: 'editor@search.in', role: 'fulfilment' });
      [owner, manager, editor] = await Promise.all([
        signInStaff(t.app, 'owner@search.in'),
        signInStaff(t.app, 'manager@search.in'),
        signInStaff(t.app, 'editor@search.in'),
      ]);
    });

    const read = (cookie: string) =>
      asStaff(t.app, cookie, { method: 'GET', url: '/api/v1/admin/search/synonyms' });
    const save = (cookie: string, payload: object) =>
      asStaff(t.app, cookie, { method: 'PUT', url: '/api/v1/admin/search/synonyms', payload });

    it('reads the seeded groups, to owners and managers only', async () => {
      const response = await read(manager);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<SearchSynonyms>().groups).toEqual(DEFAULT_SEARCH_SYNONYMS);
      expect((await read(owner)).statusCode).toBe(200);
      expect((await read(editor)).statusCode).toBe(403);
      expect((await save(editor, { groups: [] })).statusCode).toBe(403);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/search/synonyms',
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('refuses groups that are not words, too many or too large', async () => {
      for (const groups of [
        [['tv']],
        [['tv', 'tv']],
        [['tv', 'a & b']],
        [['tv', "it's"]],
        [['tv', '']],
        [['tv', 'one two three four']],
        [['tv', 'x'.repeat(41)]],
        [Array.from({ length: 11 }, (_, i) => `word${i}`)],
        Array.from({ length: 201 }, (_, i) => [`a${i}`, `b${i}`]),
        'tv,television',
      ]) {
        const response = await save(owner, { groups });
        expect(response.statusCode, JSON.stringify(groups).slice(0, 80)).toBe(400);
      }
    });

    it('saves groups that searches use at once', async () => {
      expect(await titles('achkan')).toEqual([]);
      const groups = [...DEFAULT_SEARCH_SYNONYMS, ['Achkan', 'Mandarin  Kurta']];
      const response = await save(owner, { groups });
      expect(response.statusCode, response.body).toBe(200);
      const saved = response.json<SearchSynonyms>().groups;
      expect(saved.at(-1)).toEqual(['achkan', 'mandarin kurta']);
      expect((await read(manager)).json<SearchSynonyms>().groups).toEqual(saved);
      const found = await titles('achkan', '', await seenVersion());
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((title) => /kurta/i.test(title))).toBe(true);
      const restored = await save(owner, { groups: DEFAULT_SEARCH_SYNONYMS });
      expect(restored.statusCode).toBe(200);
    });
  });
});
