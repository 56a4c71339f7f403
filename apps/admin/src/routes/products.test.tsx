import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogueImportJob, ProductImportResult } from '@storefront/contract';
import { type ApiCall, stubAdminApi } from '~/test/component-test';
import {
  dashboard,
  lowStockItem,
  orderSummary,
  productSummary,
  staffMe,
  storeSettings,
  importJob,
} from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';

const api = stubAdminApi();

function page<T>(rows: T[], pageNumber = 1, total = rows.length) {
  return { data: rows, pagination: { page: pageNumber, limit: 25, total } };
}

const CABLE = productSummary();
const MOUNT = productSummary({
  id: '7b8e4c1d-2a3f-4e5d-8c9b-0a1b2c3d4e5f',
  title: 'Tilting wall mount 32"-55"',
  category: 'Wall mounts',
  parentCategory: null,
  imgUrl: null,
  regularPrice: 1299,
  discountedPrice: null,
  stock: null,
  stockState: 'untracked',
  archived: true,
});

function lastCall(path: string) {
  return api.calls.filter((call) => call.path === path).at(-1)!;
}

describe('the product list', () => {
  it('shows the sample shop’s pictures from the storefront, an upload from its small copy', async () => {
    api.respond({
      'GET /session': staffMe('manager', { storefrontOrigin: 'http://localhost:3000' }),
      'GET /products': page([
        productSummary({ imgUrl: '/images/products/hdmi-cable-black-front.svg' }),
        productSummary({
          id: '7b8e4c1d-2a3f-4e5d-8c9b-0a1b2c3d4e5f',
          title: 'Uploaded',
          imgUrl: '/api/v1/images/0123456789abcdef0123456789abcdef/1280.webp',
        }),
        productSummary({
          id: '8c9f5d2e-3b4a-4f6e-9d0c-1b2c3d4e5f60',
          title: 'On the web',
          imgUrl: 'https://cdn.example.in/kurta.jpg',
        }),
      ]),
      'GET /store': storeSettings(),
    });
    renderApp('/products');
    const table = await screen.findByRole('table', { name: 'Products, newest first' });
    const sources = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('img')!.getAttribute('src'));
    expect(sources).toEqual([
      'http://localhost:3000/images/products/hdmi-cable-black-front.svg',
      '/api/v1/images/0123456789abcdef0123456789abcdef/320.webp',
      'https://cdn.example.in/kurta.jpg',
    ]);
  });

  it('shows the products the API answers, with price, stock and status', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /products': page([CABLE, MOUNT]),
      'GET /store': storeSettings(),
    });
    renderApp('/products');
    const table = await screen.findByRole('table', { name: 'Products, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const cable = rows[1]!;
    expect(within(cable).getByRole('link', { name: 'HDMI cable 2 m' }).getAttribute('href')).toBe(
      `/admin/products/${CABLE.id}`,
    );
    expect(cable.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(within(cable).getByText('₹499.50')).toBeTruthy();
    expect(within(cable).getByText('₹599.00').closest('s')).toBeTruthy();
    expect(within(cable).getByText('Accessories', { exact: false })).toBeTruthy();
    expect(within(cable).getByText('14')).toBeTruthy();
    expect(within(cable).getByText('In stock')).toBeTruthy();
    const mount = rows[2]!;
    expect(within(mount).getByText('₹1,299.00')).toBeTruthy();
    expect(within(mount).getByText('Not tracked')).toBeTruthy();
    expect(within(mount).getByText('Archived')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'New product' }).getAttribute('href')).toBe(
      '/admin/products/new',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/admin/products/export',
    );
    expect(screen.getByRole('link', { name: 'Import CSV' }).getAttribute('href')).toBe(
      '/admin/products/import',
    );
    expect(screen.getByRole('link', { name: 'Low stock' }).getAttribute('href')).toBe(
      '/admin/products/low-stock',
    );
    await waitFor(() => expect(document.title).toBe('Products · Back office'));
    expect(Object.fromEntries(lastCall('/products').query)).toEqual({
      page: '1',
      limit: '25',
      archived: 'false',
    });
  });

  it('puts its search and filters in the URL and asks the API for exactly those', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /products': (call) => (call.query.get('stock') === 'low' ? page([]) : page([CABLE])),
      'GET /store': storeSettings(),
    });
    const { router, user } = renderApp('/products');
    await screen.findByRole('table');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hdmi');
    await waitFor(() => expect(currentPath(router)).toBe('/products?q=hdmi'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Cables');
    await waitFor(() => expect(currentPath(router)).toBe('/products?q=hdmi&category=Cables'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'Low stock');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Active and archived');

    await waitFor(() =>
      expect(currentPath(router)).toBe('/products?q=hdmi&category=Cables&stock=low&archived=all'),
    );
    expect(await screen.findByText('No products match these filters')).toBeTruthy();
    expect(Object.fromEntries(lastCall('/products').query)).toEqual({
      q: 'hdmi',
      category: 'Cables',
      stock: 'low',
      archived: 'all',
      page: '1',
      limit: '25',
    });
    // One request for the settled search, not one per letter.
    expect(api.calls.filter((call) => call.query.get('q') === 'h')).toHaveLength(0);
  });

  it('keeps a filter picked while the list for the one before is still loading', async () => {
    let answerFirst: (() => void) | undefined;
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /products': (call) =>
        call.query.get('category') === 'Cables' && !call.query.has('stock')
          ? new Promise((resolve) => (answerFirst = () => resolve(page([CABLE]))))
          : page([CABLE]),
      'GET /store': storeSettings(),
    });
    const { router, user } = renderApp('/products');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Cables');
    await waitFor(() => expect(answerFirst).toBeDefined());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'Low stock');
    answerFirst!();

    await waitFor(() => expect(currentPath(router)).toBe('/products?category=Cables&stock=low'));
    expect(Object.fromEntries(lastCall('/products').query)).toMatchObject({
      category: 'Cables',
      stock: 'low',
    });
  });

  it('reads its filters from the URL, so a filtered list is a link', async () => {
    api.respond({
      'GET /session': staffMe(),
      'GET /products': page([CABLE]),
      'GET /store': storeSettings(),
    });
    renderApp('/products?category=Remotes&stock=out&archived=true&q=tv');
    await screen.findByRole('table', { name: 'Products matching the filters, newest first' });
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe(
      'Remotes',
    );
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe(
      'tv',
    );
    const query = Object.fromEntries(lastCall('/products').query);
    expect(query).toMatchObject({ category: 'Remotes', stock: 'out', archived: 'true', q: 'tv' });
  });

  it('sets the price of the ticked products in bulk, after a confirmation, and reloads', async () => {
    let updated = false;
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /products': () =>
        page([updated ? { ...CABLE, regularPrice: 799, discountedPrice: 699 } : CABLE, MOUNT]),
      'GET /store': storeSettings(),
      'POST /products/bulk': () => {
        updated = true;
        return { updated: 2 };
      },
    });
    const { user } = renderApp('/products');
    await screen.findByRole('table');

    await user.click(screen.getByRole('checkbox', { name: 'Select HDMI cable 2 m' }));
    const bar = screen.getByRole('region', { name: '1 product selected' });
    await user.click(screen.getByRole('checkbox', { name: 'Select every product on this page' }));
    expect(bar.textContent).toContain('2 products selected');

    await user.click(within(bar).getByRole('button', { name: 'Set price' }));
    await user.type(within(bar).getByRole('textbox', { name: 'Regular price (₹)' }), '799');
    await user.type(within(bar).getByRole('textbox', { name: /Discounted price/ }), '699');
    await user.click(within(bar).getByRole('button', { name: 'Review change' }));
    expect(
      within(bar).getByText(
        'Set the regular price of 2 products to ₹799.00 and set the discounted price to ₹699.00.',
      ),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/products/bulk')).toBe(false);

    await user.click(within(bar).getByRole('button', { name: 'Confirm: 2 products' }));
    expect(await screen.findByText('Updated 2 products')).toBeTruthy();
    expect(lastCall('/products/bulk').body).toEqual({
      ids: [CABLE.id, MOUNT.id],
      price: { mode: 'set', regularPrice: 799, discountedPrice: 699 },
    });
    expect(await screen.findByText('₹699.00')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /selected/ })).toBeNull();
  });

  it('shows the contract’s message on the field of a bad bulk value, and sends nothing', async () => {
    api.respond({
      'GET /session': staffMe(),
      'GET /products': page([CABLE]),
      'GET /store': storeSettings(),
    });
    const { user } = renderApp('/products');
    await user.click(await screen.findByRole('checkbox', { name: 'Select HDMI cable 2 m' }));
    const bar = screen.getByRole('region', { name: '1 product selected' });

    await user.click(within(bar).getByRole('button', { name: 'Set price' }));
    await user.type(within(bar).getByRole('textbox', { name: 'Regular price (₹)' }), '500');
    await user.type(within(bar).getByRole('textbox', { name: /Discounted price/ }), '600');
    await user.click(within(bar).getByRole('button', { name: 'Review change' }));
    const discounted = within(bar).getByRole('textbox', { name: /Discounted price/ });
    expect(discounted.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(bar).getByText('The discounted price must be lower than the regular price'),
    ).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: 'Set stock' }));
    await user.type(within(bar).getByRole('textbox', { name: 'New stock' }), '-3');
    await user.click(within(bar).getByRole('button', { name: 'Review change' }));
    expect(within(bar).getByText('New stock must not be negative')).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: 'Change price by %' }));
    await user.type(within(bar).getByRole('textbox', { name: 'Change (%)' }), '600');
    await user.click(within(bar).getByRole('button', { name: 'Review change' }));
    expect(within(bar).getByText('Change (%) must be at most 500')).toBeTruthy();

    expect(api.calls.some((call) => call.path === '/products/bulk')).toBe(false);
  });

  it('adjusts stock by a negative number and archives with PATCH', async () => {
    api.respond({
      'GET /session': staffMe(),
      'GET /products': page([CABLE]),
      'GET /store': storeSettings(),
      'POST /products/bulk': { updated: 1 },
      [`PATCH /products/${CABLE.id}`]: { ...CABLE, archived: true },
    });
    const { user } = renderApp('/products');
    await user.click(await screen.findByRole('checkbox', { name: 'Select HDMI cable 2 m' }));
    let bar = screen.getByRole('region', { name: '1 product selected' });
    await user.click(within(bar).getByRole('button', { name: 'Adjust stock by ±N' }));
    await user.type(within(bar).getByRole('textbox', { name: 'Stock change' }), '-4');
    await user.click(within(bar).getByRole('button', { name: 'Review change' }));
    await user.click(within(bar).getByRole('button', { name: 'Confirm: 1 product' }));
    expect(await screen.findByText('Updated 1 product')).toBeTruthy();
    expect(lastCall('/products/bulk').body).toEqual({
      ids: [CABLE.id],
      stock: { mode: 'adjust', value: -4 },
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Select HDMI cable 2 m' }));
    bar = screen.getByRole('region', { name: '1 product selected' });
    await user.click(within(bar).getByRole('button', { name: 'Archive' }));
    expect(within(bar).getByText(/Archive 1 product: they leave the storefront/)).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Confirm: 1 product' }));
    expect(await screen.findByText('Archived 1 product')).toBeTruthy();
    expect(lastCall(`/products/${CABLE.id}`)).toMatchObject({
      method: 'PATCH',
      body: { archived: true },
    });
  });

  it('is for the owner and managers: fulfilment staff have no Products link, and the page says whose it is', async () => {
    api.respond({
      'GET /session': staffMe('fulfilment'),
      'GET /orders': page([orderSummary()]),
    });
    const { router, user } = renderApp('/products');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not for your role' }),
    ).toBeTruthy();
    expect(screen.getByText('Products and stock are for owners and managers.')).toBeTruthy();
    expect(screen.getByText(/You are signed in as Fulfilment, who packs and ships/)).toBeTruthy();
    expect(currentPath(router)).toBe('/products');
    await waitFor(() => expect(document.title).toBe('Not for your role · Back office'));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Products' })).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith('/products'))).toBe(false);
    for (const path of ['/products/new', '/products/import', '/products/low-stock']) {
      await router.navigate(path);
      await screen.findByText('Products and stock are for owners and managers.');
    }
    expect(api.calls.some((call) => call.path.startsWith('/products'))).toBe(false);

    await user.click(screen.getByRole('link', { name: 'Go to the orders' }));
    await waitFor(() => expect(currentPath(router)).toBe('/orders'));
  });

  it('is in the navigation of managers', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /products': page([CABLE]),
      'GET /store': storeSettings(),
    });
    renderApp('/products');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = await within(nav).findByRole('link', { name: 'Products' });
    expect(link.getAttribute('href')).toBe('/admin/products');
    await waitFor(() => expect(link.getAttribute('aria-current')).toBe('page'));
  });
});

describe('the low-stock list', () => {
  it('lists the variants at or under their threshold, linked to their product', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /products/low-stock': page(
        [
          lowStockItem(),
          lowStockItem({ variantId: 8, size: 'XL', color: '', sku: null, stock: 0 }),
        ],
        1,
        2,
      ),
    });
    renderApp('/products/low-stock');
    const table = await screen.findByRole('table', { name: 'Variants low on stock, fewest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryAllByRole('columnheader').length)[0]).toBe(6);
    expect(
      within(rows[1]!).getByRole('link', { name: 'HDMI cable 2 m' }).getAttribute('href'),
    ).toBe('/admin/products/2f1c7a52-57f4-4a4d-9a5e-1d2c3b4a5f60');
    expect(within(rows[1]!).getByText('Black')).toBeTruthy();
    expect(within(rows[1]!).getByText('HDMI-2M-BLK')).toBeTruthy();
    expect(within(rows[1]!).getByText('5')).toBeTruthy();
    expect(within(rows[2]!).getByText('XL')).toBeTruthy();
    expect(within(rows[2]!).getByText('0')).toBeTruthy();
    expect(Object.fromEntries(lastCall('/products/low-stock').query)).toEqual({
      page: '1',
      limit: '25',
    });
  });

  it('says so when nothing is low', async () => {
    api.respond({ 'GET /session': staffMe(), 'GET /products/low-stock': page([]) });
    renderApp('/products/low-stock');
    expect(await screen.findByText('No variant is low on stock')).toBeTruthy();
  });

  it('is announced on the dashboard with the number of low variants', async () => {
    api.respond({ 'GET /session': staffMe(), 'GET /dashboard': { ...dashboard(), lowStock: 3 } });
    const view = renderApp('/');
    const link = await screen.findByRole('link', { name: 'Low stock: 3 variants' });
    expect(link.getAttribute('href')).toBe('/admin/products/low-stock');
    view.unmount();

    api.respond({ 'GET /dashboard': { ...dashboard(), lowStock: 0 } });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Low stock: 0 variants' })).toBeTruthy();
  });
});

describe('the CSV import', () => {
  const csv = 'product_id,title\n,Remote cover\n';
  const file = () => new File([csv], 'catalogue.csv', { type: 'text/csv' });
  const clean: ProductImportResult = {
    created: 1,
    updated: 1,
    unchanged: 1,
    errors: [],
    changes: [
      {
        line: 2,
        action: 'create',
        productId: null,
        title: 'Remote cover',
        variants: 3,
        fields: [],
        moreFields: 0,
      },
      {
        line: 5,
        action: 'update',
        productId: '2f1c7a52-57f4-4a4d-9a5e-1d2c3b4a5f60',
        title: 'HDMI cable 2 m',
        variants: 2,
        fields: [
          { line: 5, field: 'regular_price', variant: null, from: '499', to: '549' },
          { line: 6, field: 'stock', variant: '2 m / Black', from: '3', to: '10' },
          { line: 6, field: 'low_stock_threshold', variant: '2 m / Black', from: '', to: '4' },
          { line: 7, field: 'variant', variant: '3 m / Black', from: '', to: '3 m / Black' },
          { line: 5, field: 'variant', variant: '5 m / Black', from: '5 m / Black', to: '' },
        ],
        moreFields: 2,
      },
      {
        line: 8,
        action: 'unchanged',
        productId: '7b8e4c1d-2a3f-4e5d-8c9b-0a1b2c3d4e5f',
        title: 'Tilting wall mount',
        variants: 1,
        fields: [],
        moreFields: 0,
      },
    ],
    dryRun: true,
  };
  const broken = {
    created: 0,
    updated: 1,
    unchanged: 0,
    errors: [
      { line: 3, error: 'regular_price must be an amount in rupees' },
      { line: 7, error: 'category is required' },
    ],
    changes: [],
    dryRun: true,
  };
  /** The API running imports as jobs: each POST starts one, each GET of it answers it done. */
  const jobsAnswering = (answer: (dryRun: boolean) => Partial<CatalogueImportJob>) => {
    let dryRun = true;
    return {
      'GET /jobs': { data: [] },
      'POST /products/import': (call: ApiCall) => {
        dryRun = call.query.get('dryRun') === 'true';
        return importJob({
          status: 'queued',
          dryRun,
          result: null,
          progress: { done: 0, total: 0, stage: null },
        });
      },
      [`GET /jobs/${importJob().id}`]: () => importJob({ dryRun, ...answer(dryRun) }),
    };
  };

  it('shows every error of a dry run by line, and keeps Import disabled', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      ...jobsAnswering(() => ({ result: broken })),
    });
    const { user } = renderApp('/products/import');
    await screen.findByRole('heading', { level: 1, name: 'Import products' });
    const input = screen.getByLabelText('CSV file') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('.csv,text/csv');
    const importButton = screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(true);

    await user.upload(input, file());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const problems = await screen.findByRole('table', { name: 'Problems in the file, by line' });
    expect(within(problems).getByText('Line 3')).toBeTruthy();
    expect(within(problems).getByText('regular_price must be an amount in rupees')).toBeTruthy();
    expect(within(problems).getByText('Line 7')).toBeTruthy();
    expect(within(problems).getByText('category is required')).toBeTruthy();
    expect(importButton.disabled).toBe(true);

    const call = lastCall('/products/import');
    expect(call.query.get('dryRun')).toBe('true');
    expect(call.body).toBe(csv);
  });

  it('enables Import after a clean dry run of the file, then applies it with dryRun=false', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      ...jobsAnswering((dryRun) => ({ result: { ...clean, dryRun } })),
    });
    const { user } = renderApp('/products/import');
    await user.upload(await screen.findByLabelText('CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const changes = await screen.findByRole('table', { name: 'Changes the file would make' });
    expect(within(changes).getByText('Remote cover')).toBeTruthy();
    expect(within(changes).getByText('New product')).toBeTruthy();
    expect(screen.getByText('Products would be created').nextElementSibling!.textContent).toBe('1');
    expect(screen.getByText('Products would be updated').nextElementSibling!.textContent).toBe('1');
    expect(screen.getByText('Products unchanged').nextElementSibling!.textContent).toBe('1');

    const importButton = screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;
    await waitFor(() => expect(importButton.disabled).toBe(false));
    await user.click(importButton);
    expect(await screen.findByRole('heading', { name: 'Import done' })).toBeTruthy();
    expect(await screen.findByText('Catalogue imported')).toBeTruthy();
    const applied = lastCall('/products/import');
    expect(applied.query.get('dryRun')).toBe('false');
    expect(applied.body).toBe(csv);
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('lists what the file changes as field: old → new, and the products it leaves unchanged', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      ...jobsAnswering((dryRun) => ({ result: { ...clean, dryRun } })),
    });
    const { user } = renderApp('/products/import');
    await user.upload(await screen.findByLabelText('CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const changes = await screen.findByRole('table', { name: 'Changes the file would make' });
    const cable = within(changes).getByText('HDMI cable 2 m').closest('tr')!;
    expect([...cable.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'regular_price: 499 → 549',
      'stock (2 m / Black): 3 → 10',
      'low_stock_threshold (2 m / Black): blank → 4',
      'variant 3 m / Black added',
      'variant 5 m / Black removed',
      'and 2 more',
    ]);
    const mount = within(changes).getByText('Tilting wall mount').closest('tr')!;
    expect(within(mount).getByText('Unchanged')).toBeTruthy();
    expect(within(mount).getByText('Nothing changes')).toBeTruthy();
  });

  it('shows the errors of a refused import, and offers the catalogue as a template', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      ...jobsAnswering((dryRun) =>
        dryRun
          ? { result: clean }
          : {
              status: 'failed',
              result: { ...broken, dryRun: false },
              error: 'The file has errors: nothing was imported.',
            },
      ),
    });
    const { user } = renderApp('/products/import');
    expect(
      (await screen.findByRole('link', { name: 'current catalogue as CSV' })).getAttribute('href'),
    ).toBe('/api/v1/admin/products/export');
    expect(screen.getByText('low_stock_threshold')).toBeTruthy();
    await user.upload(screen.getByLabelText('CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await screen.findByRole('table', { name: 'Changes the file would make' });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('The import failed: The file has errors: nothing was imported.'),
    ).toBeTruthy();
    const problems = screen.getByRole('table', { name: 'Problems in the file, by line' });
    expect(within(problems).getByText('Line 3')).toBeTruthy();
    expect(within(problems).getByText('Line 7')).toBeTruthy();
  });

  it('follows an import already under way when the page opens, to its end', async () => {
    let asked = 0;
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /jobs': {
        data: [
          importJob({
            status: 'running',
            dryRun: false,
            result: null,
            progress: { done: 1200, total: 5000, stage: 'importing' },
          }),
        ],
      },
      [`GET /jobs/${importJob().id}`]: () => {
        asked += 1;
        return importJob({
          dryRun: false,
          result: { ...clean, created: 5000, updated: 0, dryRun: false },
          progress: { done: 5000, total: 5000, stage: 'importing' },
        });
      },
    });
    renderApp('/products/import');
    expect(await screen.findByText('Importing products: 1,200 of 5,000')).toBeTruthy();
    const bar = screen.getByRole('progressbar', {
      name: 'Importing the file',
    }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([1200, 5000]);
    expect((screen.getByRole('button', { name: 'Importing…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(await screen.findByRole('heading', { name: 'Import done' })).toBeTruthy();
    expect(screen.getByText('Products created').nextElementSibling!.textContent).toBe('5,000');
    expect(asked).toBe(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('asks for a file before checking', async () => {
    api.respond({ 'GET /session': staffMe('owner'), 'GET /jobs': { data: [] } });
    const { user } = renderApp('/products/import');
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    expect(screen.getByText('Choose a CSV file first')).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/products/import')).toBe(false);
  });
});
