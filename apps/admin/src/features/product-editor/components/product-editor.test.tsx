import type { AdminProduct, ProductCreateInput, ProductUpdateInput } from '@storefront/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '~/test/axe';
import { type ApiCall, type ApiRoutes, jsonResponse, stubAdminApi } from '~/test/component-test';
import { staffMe, storeSettings } from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';
import { adminProduct, PRODUCT_ID } from '../product-fixtures';

const api = stubAdminApi();

const taxRules = {
  gstRates: [0, 5, 18, 40],
  hsnDigits: 4,
  rateList: [0, 5, 18, 40].map((ratePercent) => ({
    ratePercent,
    validFrom: '2025-09-22',
    validUntil: null,
  })),
};
const signedIn = {
  'GET /session': staffMe('manager'),
  'GET /store': storeSettings(),
  'GET /tax-rules': taxRules,
};

function openNew() {
  api.respond(signedIn);
  return renderApp('/products/new');
}

function openEdit(product = adminProduct(), routes: ApiRoutes = {}) {
  let current: AdminProduct = product;
  api.respond({
    ...signedIn,
    ...routes,
    [`GET /products/${PRODUCT_ID}`]: () => current,
    [`PATCH /products/${PRODUCT_ID}`]: (call: ApiCall) => {
      current = { ...current, ...(call.body as Partial<AdminProduct>) };
      return current;
    },
    [`PUT /products/${PRODUCT_ID}/variants`]: (call: ApiCall) => {
      const { variants } = call.body as { variants: AdminProduct['variants'] };
      current = {
        ...current,
        variants: variants.map((variant, index) => ({
          ...variant,
          id: index + 10,
          sku: variant.sku ?? null,
          lowStockThreshold: variant.lowStockThreshold ?? null,
        })),
      };
      return current;
    },
  });
  return renderApp(`/products/${PRODUCT_ID}`);
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const thumbnails = () =>
  Array.from(document.querySelectorAll('ol[aria-label="Images, in order"] img'), (img) =>
    img.getAttribute('src'),
  );
/** jsdom's File has no arrayBuffer(). */
const readBytes = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
const sent = (method: string) => api.calls.filter((call) => call.method === method);

async function addOption(
  user: ReturnType<typeof renderApp>['user'],
  noun: 'size' | 'colour',
  value: string,
) {
  const input = screen.getByRole('textbox', { name: `Add a ${noun}` });
  await user.type(input, `${value}{Enter}`);
}

describe('a new product', () => {
  it('sends the fields and a variant per size and colour, stock null where not tracked', async () => {
    const { user, router } = openNew();
    api.respond({
      'POST /products': (call) =>
        jsonResponse(201, adminProduct({ ...(call.body as object), id: PRODUCT_ID })),
      [`GET /products/${PRODUCT_ID}`]: adminProduct(),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Cotton kurta');
    await user.type(screen.getByRole('combobox', { name: /^Category/ }), 'Kurtas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Women');
    await user.type(textbox(/^Regular price/), '1,299.50');
    await user.type(textbox(/^Discounted price/), '999');
    await user.click(screen.getByRole('checkbox', { name: /Featured/ }));
    await addOption(user, 'size', 'S');
    await addOption(user, 'size', 'M');
    await user.click(button('Add colour'));
    expect(screen.getByText('Type a colour first')).toBeTruthy();
    await addOption(user, 'colour', 'Indigo');

    const grid = screen.getByRole('table', { name: /Variants/ });
    expect(
      within(grid)
        .getAllByRole('row')
        .map((row) => row.textContent?.slice(0, 8)),
    ).toEqual([expect.stringContaining('Size'), 'SIndigo', 'MIndigo']);
    await user.click(screen.getByRole('checkbox', { name: 'Track stock of S / Indigo' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Stock of S / Indigo' }), '4');
    await user.type(textbox('SKU of M / Indigo'), 'KUR-M');
    await user.type(
      screen.getByRole('spinbutton', { name: 'Low-stock threshold of M / Indigo' }),
      '2',
    );
    await user.click(button('Add an attribute'));
    await user.type(textbox('Attribute 1 name'), 'Material');
    await user.type(textbox('Attribute 1 values'), 'Cotton, Linen ,');
    await user.type(textbox(/^HSN code/), '620520');
    await user.selectOptions(screen.getByRole('combobox', { name: /^GST rate/ }), '5');
    await user.type(textbox(/^Net quantity/), '1 N');
    await user.click(button('Create product'));

    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toEqual({
      title: 'Cotton kurta',
      description: '',
      category: 'Kurtas',
      parentCategory: null,
      gender: 'Women',
      regularPrice: 1299.5,
      discountedPrice: 999,
      featured: true,
      // Returnable unless the shop says otherwise.
      returnable: true,
      sizes: ['S', 'M'],
      colors: ['Indigo'],
      images: [],
      attributes: [{ key: 'Material', value: ['Cotton', 'Linen'] }],
      variants: [
        { size: 'S', color: 'Indigo', sku: null, stock: 4, lowStockThreshold: null },
        { size: 'M', color: 'Indigo', sku: 'KUR-M', stock: null, lowStockThreshold: 2 },
      ] satisfies ProductCreateInput['variants'],
      hsn: '620520',
      gstRate: 5,
      genericName: null,
      netQuantity: '1 N',
      countryOfOrigin: null,
      manufacturer: null,
      consumerCare: null,
    });
    expect(await screen.findByText('Product created')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe(`/products/${PRODUCT_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotton kurta' })).toBeTruthy();
  });

  it('offers the store’s own low-stock threshold to a new product’s variants', async () => {
    api.respond({ ...signedIn, 'GET /store': storeSettings({ lowStockThreshold: 8 }) });
    renderApp('/products/new');
    const threshold = await screen.findByRole('spinbutton', {
      name: /^Low-stock threshold of/,
    });
    expect(threshold.getAttribute('placeholder')).toBe('8');
  });

  it('shows each problem on its field and sends nothing', async () => {
    const { user } = openNew();
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(button('Create product'));
    expect(await screen.findByText('Enter a title')).toBeTruthy();
    expect(textbox('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a category')).toBeTruthy();
    expect(screen.getByText('Enter the regular price')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Some fields need fixing/);

    await user.type(textbox('Title'), 'Kurta');
    await user.type(screen.getByRole('combobox', { name: /^Category/ }), 'Kurtas');
    await user.type(textbox(/^Regular price/), '500');
    await user.type(textbox(/^Discounted price/), '500');
    await user.click(screen.getByRole('checkbox', { name: 'Track stock of the product' }));
    await user.click(button('Create product'));
    expect(
      await screen.findByText('The discounted price must be lower than the regular price'),
    ).toBeTruthy();
    expect(textbox(/^Discounted price/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Enter a title')).toBeNull();
    expect(screen.getByText('Enter how many are in stock')).toBeTruthy();

    await addOption(user, 'size', 'M');
    await addOption(user, 'size', 'm');
    expect(screen.getByText('Sizes must not repeat a size')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Add a size' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(
      within(screen.getByRole('list', { name: 'Sizes added' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(sent('POST')).toHaveLength(0);
  });

  it('"One size" makes the sizes exactly One Size, and unticking it gives the old sizes back', async () => {
    const { user } = openNew();
    await screen.findByRole('textbox', { name: 'Title' });
    await addOption(user, 'size', 'S');
    await addOption(user, 'colour', 'Red');
    await user.type(textbox('SKU of S / Red'), 'RED-S');

    await user.click(screen.getByRole('checkbox', { name: 'One size' }));
    expect(screen.queryByRole('textbox', { name: 'Add a size' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'One Size' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'SKU of S / Red' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'One size' }));
    expect(within(screen.getByRole('list', { name: 'Sizes added' })).getByText('S')).toBeTruthy();
    // The row of S came back with its SKU.
    expect((textbox('SKU of S / Red') as HTMLInputElement).value).toBe('RED-S');

    await user.click(screen.getByRole('checkbox', { name: 'One size' }));
    await user.type(textbox('Title'), 'Scarf');
    await user.type(screen.getByRole('combobox', { name: /^Category/ }), 'Accessories');
    await user.type(textbox(/^Regular price/), '450');
    api.respond({
      'POST /products': (call) => jsonResponse(201, adminProduct(call.body as object)),
      [`GET /products/${PRODUCT_ID}`]: adminProduct(),
    });
    await user.click(button('Create product'));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    const body = sent('POST')[0]!.body as ProductCreateInput;
    expect(body.sizes).toEqual(['One Size']);
    expect(body.variants).toEqual([
      { size: 'One Size', color: 'Red', sku: null, stock: null, lowStockThreshold: null },
    ]);
  });

  it('shows a 400 from the API at the top and on the field it names', async () => {
    const { user } = openNew();
    api.respond({
      'POST /products': jsonResponse(400, {
        error: 'regularPrice: must be at most ₹1,00,00,000',
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Kurta');
    await user.type(screen.getByRole('combobox', { name: /^Category/ }), 'Kurtas');
    await user.type(textbox(/^Regular price/), '900');
    await user.click(button('Create product'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'regularPrice: must be at most ₹1,00,00,000',
    );
    expect(screen.getByText('Regular price (₹) must be at most ₹1,00,00,000')).toBeTruthy();
  });
});

describe('an existing product', () => {
  it('loads, then saves the changed fields with PATCH and the variants with PUT, in that order', async () => {
    const { user } = openEdit();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe('Cotton kurta');
    await waitFor(() => expect(document.title).toBe('Cotton kurta · Back office'));
    expect((textbox(/^Regular price/) as HTMLInputElement).value).toBe('1299.50');
    expect(
      (screen.getByRole('spinbutton', { name: 'Stock of S / Indigo' }) as HTMLInputElement).value,
    ).toBe('4');
    expect(
      (screen.getByRole('spinbutton', { name: 'Stock of M / Indigo' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    expect(
      screen
        .getByRole('spinbutton', { name: 'Low-stock threshold of S / Indigo' })
        .getAttribute('placeholder'),
    ).toBe('5');

    await user.clear(title);
    await user.type(title, 'Block-print kurta');
    await addOption(user, 'size', 'L');
    await user.click(screen.getByRole('checkbox', { name: 'Track stock of L / Indigo' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Stock of L / Indigo' }), '7');
    await user.click(button('Save changes'));

    expect(await screen.findByText('Saved')).toBeTruthy();
    const writes = api.calls.filter((call) => call.method === 'PATCH' || call.method === 'PUT');
    expect(writes.map((call) => call.method)).toEqual(['PATCH', 'PUT']);
    expect(writes[0]!.body).toEqual({
      title: 'Block-print kurta',
      sizes: ['S', 'M', 'L'],
    } satisfies ProductUpdateInput);
    expect(writes[1]!.body).toEqual({
      variants: [
        { size: 'S', color: 'Indigo', sku: 'KUR-S', stock: 4, lowStockThreshold: null },
        { size: 'M', color: 'Indigo', sku: 'KUR-M', stock: null, lowStockThreshold: 2 },
        { size: 'L', color: 'Indigo', sku: null, stock: 7, lowStockThreshold: null },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Block-print kurta' })).toBeTruthy();
    expect(screen.getByText('All saved')).toBeTruthy();

    // Saving again with nothing changed in the variants sends no PUT.
    await user.type(textbox('Title'), '!');
    await user.click(screen.getByRole('checkbox', { name: 'Returnable' }));
    await user.click(button('Save changes'));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(2));
    expect(sent('PATCH')[1]!.body).toEqual({ title: 'Block-print kurta!', returnable: false });
    expect(sent('PUT')).toHaveLength(1);
  });

  it('saves the parcel’s weight and size, clears one with null, and refuses a weight of 0', async () => {
    const { user } = openEdit(adminProduct({ weightGrams: 400, heightCm: 5 }));
    const weight = await screen.findByRole('textbox', { name: /Weight \(g\)/ });
    expect((weight as HTMLInputElement).value).toBe('400');
    await user.clear(weight);
    await user.type(weight, '0');
    await user.click(button('Save changes'));
    expect(await screen.findByText(/^Weight \(g\) must be/)).toBeTruthy();
    expect(sent('PATCH')).toHaveLength(0);

    await user.clear(weight);
    await user.type(weight, '750');
    await user.type(textbox(/Length \(cm\)/), '30');
    await user.type(textbox(/Breadth \(cm\)/), '20.5');
    await user.clear(textbox(/Height \(cm\)/));
    await user.click(button('Save changes'));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({
      weightGrams: 750,
      lengthCm: 30,
      breadthCm: 20.5,
      heightCm: null,
    });
  });

  it('archives and restores with a PATCH of archived', async () => {
    const { user } = openEdit();
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Product archived')).toBeTruthy();
    expect(screen.getByText('Archived')).toBeTruthy();
    await user.click(button('Restore'));
    await screen.findByRole('button', { name: 'Archive' });
    expect(sent('PATCH').map((call) => call.body)).toEqual([
      { archived: true },
      { archived: false },
    ]);
  });

  it('reorders images with the keyboard, and sends that order', async () => {
    const { user } = openEdit();
    const down = await screen.findByRole('button', { name: 'Move down image 1' });
    expect(screen.getByText('Main image')).toBeTruthy();
    expect(thumbnails()).toEqual(['/api/v1/images/aaa/320.webp', '/api/v1/images/bbb/320.webp']);
    down.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Image 1 moved to position 2 of 2.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up image 2' })),
    );
    expect((textbox(/^Image 1 alt text/) as HTMLInputElement).value).toBe('Back');
    await user.click(button('Save changes'));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({
      images: [
        { url: '/api/v1/images/bbb/1280.webp', alt: 'Back' },
        { url: '/api/v1/images/aaa/1280.webp', alt: 'Front' },
      ],
    });
    expect(sent('PUT')).toHaveLength(0);
  });

  it('reorders images by dragging one onto another', async () => {
    openEdit();
    const list = await screen.findByRole('list', { name: 'Images, in order' });
    const [first, second] = within(list).getAllByRole('listitem');
    const dataTransfer = {
      data: {} as Record<string, string>,
      effectAllowed: 'all',
      dropEffect: 'none',
      setData(type: string, value: string) {
        this.data[type] = value;
      },
      getData(type: string) {
        return this.data[type] ?? '';
      },
    };
    fireEvent.dragStart(second!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    await waitFor(() =>
      expect(thumbnails()).toEqual(['/api/v1/images/bbb/320.webp', '/api/v1/images/aaa/320.webp']),
    );
    expect(screen.getByText('Image 2 moved to position 1 of 2.')).toBeTruthy();
  });

  it('uploads each file as it is, with its type, and says why one was refused', async () => {
    const { user } = openEdit(adminProduct({ images: [] }));
    api.respond({
      'POST /images': () =>
        api.calls.filter((call) => call.path === '/images').length === 1
          ? jsonResponse(201, { url: '/api/v1/images/ccc/1280.webp', width: 1280, height: 960 })
          : jsonResponse(415, { error: 'The file is not a JPEG, PNG or WebP image.' }),
    });
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const good = new File([bytes], 'front.png', { type: 'image/png' });
    const bad = new File(['not really'], 'notes.webp', { type: 'image/webp' });
    await user.upload(await screen.findByLabelText('Upload images'), [good, bad]);

    expect(
      await screen.findByText(/not uploaded: The file is not a JPEG, PNG or WebP image\./),
    ).toBeTruthy();
    const uploads = api.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/images'));
    expect(uploads).toHaveLength(2);
    const [url, init] = uploads[0]!;
    expect(url).toBe('/api/v1/admin/images');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('image/png');
    expect(init?.body).toBe(good);
    expect(new Uint8Array(await readBytes(init?.body as File))).toEqual(bytes);
    expect((uploads[1]![1]?.headers as Record<string, string>)['Content-Type']).toBe('image/webp');

    expect(thumbnails()).toEqual(['/api/v1/images/ccc/320.webp']);
    await user.type(textbox(/^Image 1 alt text/), 'Front view');
    await user.click(button('Dismiss notes.webp'));
    await user.click(button('Save changes'));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({
      images: [{ url: '/api/v1/images/ccc/1280.webp', alt: 'Front view' }],
    });
  });

  it('edits the tax and legal details: GST rates from the rate list, HSN by the store’s digits', async () => {
    const { user } = openEdit(adminProduct({ gstRate: 12 }), {
      'GET /tax-rules': { ...taxRules, hsnDigits: 6 },
    });
    const section = await screen.findByRole('region', { name: 'Tax and legal details' });
    const rate = within(section).getByRole('combobox', { name: /GST rate/ });
    // The product's 12 % from before the slabs changed stays offered, and says so.
    expect(
      within(rate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not set', '0%', '5%', '18%', '40%', '12% (no longer in force)']);
    expect((rate as HTMLSelectElement).value).toBe('12');
    const hsn = within(section).getByRole('textbox', { name: /HSN code/ });
    expect(hsn.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(`${hsn.id}-hint`)?.textContent).toMatch(/^At least 6 digits/);
    expect((textbox(/Manufacturer/) as HTMLTextAreaElement).value).toBe(
      'Jaipur Rangrez Textiles, 22 Sanganer Industrial Area, Jaipur, Rajasthan 302029',
    );

    await user.clear(hsn);
    await user.type(hsn, '6211');
    await user.click(button('Save changes'));
    expect(
      await screen.findByText(
        "HSN code must have at least 6 digits (4, 6 or 8): the store's turnover setting asks for 6",
      ),
    ).toBeTruthy();
    expect(sent('PATCH')).toHaveLength(0);

    await user.type(hsn, '10');
    await user.selectOptions(rate, '5');
    await user.clear(textbox(/Country of origin/));
    await user.click(button('Save changes'));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({
      hsn: '621110',
      gstRate: 5,
      countryOfOrigin: null,
    } satisfies ProductUpdateInput);
  });

  it('answers a product that does not exist with the not-found page', async () => {
    api.respond({
      ...signedIn,
      'GET /products/nope': jsonResponse(404, { error: 'Not found' }),
    });
    renderApp('/products/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy();
  });

  it('passes axe, with its errors showing', async () => {
    const { user } = openEdit();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(await seriousViolations()).toEqual([]);
    await user.clear(title);
    await user.type(textbox(/^Discounted price/), '0');
    await user.click(button('Save changes'));
    await screen.findByText('Enter a title');
    expect(await seriousViolations()).toEqual([]);
  });
});
