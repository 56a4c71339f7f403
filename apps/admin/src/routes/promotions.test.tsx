import type { AdminPromotion } from '@storefront/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import {
  adminPromotion,
  productSummary,
  promotionUse,
  staffMe,
  storeSettings,
} from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';

const api = stubAdminApi();

function page<T>(data: T[], total = data.length) {
  return { data, pagination: { page: 1, limit: 25, total } };
}

const writes = () => api.calls.filter((call) => call.method !== 'GET');

const KURTA = productSummary({
  id: '5b7e1c2d-3a4f-4b6c-8d9e-0f1a2b3c4d5e',
  title: 'Cotton kurta',
  category: 'Remotes',
});

describe('the promotion list', () => {
  it('shows each promotion with its code, status, offer, uses and results, and filters by status', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /promotions': (call) =>
        call.query.get('status') === 'paused'
          ? page([])
          : page([
              adminPromotion(),
              adminPromotion({
                id: 9,
                label: 'Free shipping above ₹999',
                code: null,
                automatic: true,
                kind: 'free_shipping',
                value: null,
                maxDiscount: null,
                usageLimit: null,
                startsAt: null,
                endsAt: null,
                status: 'scheduled',
                uses: 3,
              }),
            ]),
    });
    const { router, user } = renderApp('/promotions');
    const table = await screen.findByRole('table', { name: 'Promotions, newest first' });
    const [diwali, shipping] = within(table).getAllByRole('row').slice(1);
    expect(within(diwali!).getByRole('link', { name: 'Diwali sale' }).getAttribute('href')).toBe(
      '/admin/promotions/12',
    );
    expect(within(diwali!).getByText('DIWALI10')).toBeTruthy();
    expect(within(diwali!).getByText('Active')).toBeTruthy();
    expect(within(diwali!).getByText('10% off, at most ₹500.00')).toBeTruthy();
    expect(within(diwali!).getByText('20 Oct 2026, 9:00 am to 5 Nov 2026, 11:59 pm')).toBeTruthy();
    expect(within(diwali!).getByText('50 / 100')).toBeTruthy();
    expect(within(diwali!).getByText('₹12,345.50')).toBeTruthy();
    expect(within(diwali!).getByText('₹1,23,456.00')).toBeTruthy();
    expect(within(shipping!).getByText('Automatic')).toBeTruthy();
    expect(within(shipping!).getByText('Scheduled')).toBeTruthy();
    expect(within(shipping!).getByText('Free shipping')).toBeTruthy();
    expect(within(shipping!).getByText('3')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Promotions · Back office'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paused');
    await waitFor(() => expect(currentPath(router)).toBe('/promotions?status=paused'));
    expect(await screen.findByText('No promotions match these filters')).toBeTruthy();
    expect(Object.fromEntries(api.calls.at(-1)!.query)).toEqual({
      status: 'paused',
      page: '1',
      limit: '25',
    });
  });

  it('searches the codes and labels as typed', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /promotions': (call) => page(call.query.get('q') === 'diwali' ? [adminPromotion()] : []),
    });
    const { router, user } = renderApp('/promotions');
    expect(await screen.findByText('No promotions yet')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'diwali');
    await waitFor(() => expect(currentPath(router)).toBe('/promotions?q=diwali'));
    expect(await screen.findByRole('link', { name: 'Diwali sale' })).toBeTruthy();
  });

  it('is not for fulfilment staff, nor in their menu', async () => {
    api.respond({ 'GET /session': staffMe('fulfilment') });
    renderApp('/promotions');
    expect(await screen.findByText('Promotions are for owners and managers.')).toBeTruthy();
    expect(api.calls.some((call) => call.path.startsWith('/promotions'))).toBe(false);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Promotions' })).toBeNull();
  });
});

function openNew() {
  api.respond({
    'GET /session': staffMe('manager'),
    'GET /store': storeSettings(),
    'GET /products': (call) => page(call.query.get('q') === 'kurta' ? [KURTA] : []),
  });
  return renderApp('/promotions/new');
}

describe('a new promotion', () => {
  it('shows only the fields the kind needs', async () => {
    const { user } = openNew();
    await screen.findByRole('heading', { level: 1, name: 'New promotion' });
    expect(screen.getByRole('textbox', { name: 'Percentage off (%)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Most discount \(₹\)/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Buy (units)' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /^Amount off/ }));
    expect(screen.getByRole('textbox', { name: 'Amount off (₹)' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Most discount/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /^Free shipping/ }));
    expect(screen.queryByRole('textbox', { name: /off/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /^Buy X get Y/ }));
    expect(screen.getByRole('textbox', { name: 'Buy (units)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Get (units)' })).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: /^Discount on the units they get \(%\)/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Products they get' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^Of other products/ }));
    expect(screen.getByRole('group', { name: 'Products they get' })).toBeTruthy();

    // Automatic: no code; whether it combines with other offers.
    expect(screen.queryByRole('checkbox', { name: 'Combines with other offers' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^Automatic/ }));
    expect(screen.queryByRole('textbox', { name: 'Code' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Combines with other offers' })).toBeTruthy();
  });

  it('says what is wrong under each field before anything is sent', async () => {
    const { user } = openNew();
    await screen.findByRole('heading', { level: 1, name: 'New promotion' });
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(
      await screen.findByText('Enter the code shoppers type, or make the promotion automatic'),
    ).toBeTruthy();
    expect(screen.getByText('Enter the percentage off')).toBeTruthy();
    expect(screen.getByText('Some fields need fixing: see the messages under them.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'D!');
    await user.type(screen.getByRole('textbox', { name: 'Percentage off (%)' }), '150');
    await user.type(screen.getByRole('textbox', { name: /^Most discount/ }), 'lots');
    await user.type(screen.getByRole('textbox', { name: /^Uses per shopper/ }), '1.5');
    fireEvent.change(screen.getByLabelText(/^Starts \(IST\)/), {
      target: { value: '2026-11-05T10:00' },
    });
    fireEvent.change(screen.getByLabelText(/^Ends \(IST\)/), {
      target: { value: '2026-11-01T10:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(
      await screen.findByText('Code must be 3 to 30 letters, digits, "-" or "_"'),
    ).toBeTruthy();
    expect(screen.getByText('Percentage off (%) must be a percentage from 1 to 100')).toBeTruthy();
    expect(screen.getByText('Most discount (₹) must be an amount in rupees')).toBeTruthy();
    expect(screen.getByText('Uses per shopper must be a whole number')).toBeTruthy();
    expect(screen.getByText('Ends (IST) must be after the start')).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toHaveLength(0);
  });

  it('posts the code, the percentage, its cap, the conditions and the IST window as ISO', async () => {
    const { router, user } = openNew();
    api.respond({
      'POST /promotions': jsonResponse(201, { id: 12 }),
      'GET /promotions/12': adminPromotion({ productIds: [KURTA.id], categories: ['Cables'] }),
      'GET /promotions/12/uses': page([]),
      [`GET /products/${KURTA.id}`]: { ...KURTA, variants: [] },
    });
    await screen.findByRole('heading', { level: 1, name: 'New promotion' });
    await user.type(screen.getByRole('textbox', { name: /^Label/ }), 'Diwali sale');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'Diwali10');
    await user.type(screen.getByRole('textbox', { name: 'Percentage off (%)' }), '10');
    await user.type(screen.getByRole('textbox', { name: /^Most discount/ }), '1,500');
    await user.type(screen.getByRole('textbox', { name: /^Minimum order/ }), '₹1,999.50');

    const products = screen.getByRole('group', { name: 'Products it applies to' });
    await user.type(within(products).getByRole('searchbox'), 'kurta');
    const found = await within(products).findByRole('list', {
      name: 'Products matching “kurta”',
    });
    await user.click(within(found).getByRole('button', { name: 'Add Cotton kurta' }));
    expect(
      within(products).getByRole('list', { name: 'Products it applies to: chosen' }).textContent,
    ).toContain('Cotton kurta');
    expect(within(found).getByText('Added')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Cables' }));
    await user.click(screen.getByRole('checkbox', { name: 'First order only' }));
    fireEvent.change(screen.getByLabelText(/^Starts \(IST\)/), {
      target: { value: '2026-10-20T09:00' },
    });
    fireEvent.change(screen.getByLabelText(/^Ends \(IST\)/), {
      target: { value: '2026-11-05T23:59' },
    });
    await user.type(screen.getByRole('textbox', { name: /^Uses in all/ }), '100');
    await user.type(screen.getByRole('textbox', { name: /^Uses per shopper/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));

    await waitFor(() => expect(currentPath(router)).toBe('/promotions/12'));
    expect(writes().map((call) => call.body)).toEqual([
      {
        label: 'Diwali sale',
        code: 'Diwali10',
        automatic: false,
        kind: 'percentage',
        value: 10,
        maxDiscount: 1500,
        minOrder: 1999.5,
        productIds: [KURTA.id],
        categories: ['Cables'],
        firstOrderOnly: true,
        startsAt: '2026-10-20T09:00:00+05:30',
        endsAt: '2026-11-05T23:59:00+05:30',
        usageLimit: 100,
        perCustomerLimit: 1,
        combinable: false,
        getProductIds: [],
        paused: false,
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Diwali sale' })).toBeTruthy();
    expect(screen.getByText('Promotion created')).toBeTruthy();
  });

  it('posts an automatic buy 2 get 1 free of other products, without a code', async () => {
    const { router, user } = openNew();
    api.respond({
      'POST /promotions': jsonResponse(201, { id: 14 }),
      'GET /promotions/14': adminPromotion({ id: 14 }),
      'GET /promotions/14/uses': page([]),
    });
    await screen.findByRole('heading', { level: 1, name: 'New promotion' });
    await user.click(screen.getByRole('radio', { name: /^Automatic/ }));
    await user.click(screen.getByRole('radio', { name: /^Buy X get Y/ }));
    await user.type(screen.getByRole('textbox', { name: 'Buy (units)' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Get (units)' }), '1');
    await user.click(screen.getByRole('radio', { name: /^Of other products/ }));
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(
      await screen.findByText('Pick the products the shopper gets, or choose the same products'),
    ).toBeTruthy();

    const gets = screen.getByRole('group', { name: 'Products they get' });
    await user.type(within(gets).getByRole('searchbox'), 'kurta');
    await user.click(await within(gets).findByRole('button', { name: 'Add Cotton kurta' }));
    await user.click(screen.getByRole('checkbox', { name: 'Combines with other offers' }));
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    await waitFor(() => expect(currentPath(router)).toBe('/promotions/14'));
    expect(writes()[0]!.body).toEqual({
      automatic: true,
      kind: 'buy_x_get_y',
      productIds: [],
      categories: [],
      firstOrderOnly: false,
      combinable: true,
      buyQuantity: 2,
      getQuantity: 1,
      getProductIds: [KURTA.id],
      paused: false,
    });
  });

  it('shows the API’s refusal of a code already taken under the code', async () => {
    const { user } = openNew();
    api.respond({
      'POST /promotions': jsonResponse(409, {
        error: 'code: another promotion already has this code',
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'New promotion' });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'DIWALI10');
    await user.click(screen.getByRole('radio', { name: /^Free shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('Code another promotion already has this code')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe('true');
  });
});

/** A promotion's page whose pause answers move it to `next`, reloading what it answers. */
function openPromotion(first: AdminPromotion) {
  let current = first;
  api.respond({
    'GET /session': staffMe('owner'),
    'GET /promotions/12': () => current,
    'GET /promotions/12/uses': (call) =>
      call.query.get('page') === '2'
        ? {
            data: [promotionUse({ orderId: 'SECONDPAGE' })],
            pagination: { page: 2, limit: 25, total: 26 },
          }
        : {
            data: [
              promotionUse(),
              promotionUse({
                orderId: 'A1B2C3D4E5',
                code: 'DIWALI10',
                releasedAt: '2026-10-25T06:30:00.000Z',
              }),
            ],
            pagination: { page: 1, limit: 25, total: 26 },
          },
    'POST /promotions/12/pause': (call) => {
      const { paused } = call.body as { paused: boolean };
      current = { ...current, paused, status: paused ? 'paused' : 'active' };
      return current;
    },
  });
  return renderApp('/promotions/12');
}

describe('a promotion', () => {
  it('shows its results, the offer, and the orders that used it, each linked', async () => {
    const { user, router } = openPromotion(adminPromotion());
    expect(await screen.findByRole('heading', { level: 1, name: 'Diwali sale' })).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Results' });
    const stat = (term: string) => within(results).getByText(term).nextElementSibling!.textContent;
    expect(stat('Uses')).toBe('50 / 100');
    expect(stat('Orders')).toBe('48');
    expect(stat('Discount given')).toBe('₹12,345.50');
    expect(stat('Revenue')).toBe('₹1,23,456.00');
    expect(within(results).getByRole('link', { name: 'See orders' }).getAttribute('href')).toBe(
      '/admin/orders?promotionId=12',
    );
    const offer = screen.getByRole('region', { name: 'Offer and conditions' });
    expect(offer.textContent).toContain('Orders of ₹1,999.00 or more');
    expect(offer.textContent).toContain('100 uses in all; 1 per shopper');

    const uses = screen.getByRole('table', { name: 'Orders that used Diwali sale, newest first' });
    const [first, released] = within(uses).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: 'K7M2P9QX4R' }).getAttribute('href')).toBe(
      '/admin/orders/K7M2P9QX4R',
    );
    expect(within(first!).getByText('diwali10')).toBeTruthy();
    expect(within(first!).getByText('₹199.90')).toBeTruthy();
    expect(within(first!).getByText('Counts')).toBeTruthy();
    expect(within(released!).getByText('Given back')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2 · 26 uses')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(currentPath(router)).toBe('/promotions/12?page=2'));
    expect(await screen.findByRole('link', { name: 'SECONDPAGE' })).toBeTruthy();
  });

  it('pauses and resumes', async () => {
    const { user } = openPromotion(adminPromotion());
    await screen.findByRole('heading', { level: 1, name: 'Diwali sale' });
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(screen.getByText(/This promotion is paused: shoppers cannot use it/)).toBeTruthy();
    expect(screen.getByText('Paused')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.queryByText(/This promotion is paused/)).toBeNull();
    expect(writes().map((call) => [call.path, call.body])).toEqual([
      ['/promotions/12/pause', { paused: true }],
      ['/promotions/12/pause', { paused: false }],
    ]);
  });

  it('duplicates it and goes to the copy', async () => {
    const { user, router } = openPromotion(adminPromotion());
    api.respond({
      'POST /promotions/12/duplicate': jsonResponse(201, { id: 13 }),
      'GET /promotions/13': adminPromotion({
        id: 13,
        label: 'Diwali sale (copy)',
        code: null,
        automatic: true,
        paused: true,
        status: 'paused',
        uses: 0,
      }),
      'GET /promotions/13/uses': page([]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Diwali sale' });
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(currentPath(router)).toBe('/promotions/13'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diwali sale (copy)' }),
    ).toBeTruthy();
    expect(screen.getByText('No orders have used it yet')).toBeTruthy();
  });

  it('is edited with its saved values, rupees in Indian digits and times in IST, kept paused', async () => {
    const saved = adminPromotion({
      paused: true,
      status: 'paused',
      minOrder: 12500,
      maxDiscount: 1500.5,
      productIds: [KURTA.id, '0f0e0d0c-0b0a-4909-8807-060504030201'],
      categories: ['Kurtas'],
    });
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /promotions/12': saved,
      'GET /store': storeSettings(),
      [`GET /products/${KURTA.id}`]: { ...KURTA, variants: [] },
      'GET /products/0f0e0d0c-0b0a-4909-8807-060504030201': jsonResponse(404, {
        error: 'Product not found',
      }),
      'PUT /promotions/12': saved,
      'GET /promotions/12/uses': page([]),
    });
    const { user, router } = renderApp('/promotions/12/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Diwali sale' });
    expect(
      (screen.getByRole('textbox', { name: /^Minimum order/ }) as HTMLInputElement).value,
    ).toBe('12,500');
    expect(
      (screen.getByRole('textbox', { name: /^Most discount/ }) as HTMLInputElement).value,
    ).toBe('1,500.50');
    expect((screen.getByLabelText(/^Starts \(IST\)/) as HTMLInputElement).value).toBe(
      '2026-10-20T09:00',
    );
    expect((screen.getByLabelText(/^Ends \(IST\)/) as HTMLInputElement).value).toBe(
      '2026-11-05T23:59',
    );
    const chosen = screen.getByRole('list', { name: 'Products it applies to: chosen' });
    expect(chosen.textContent).toContain('Cotton kurta');
    expect(chosen.textContent).toContain('A product no longer in the catalogue');
    // A category no longer in the store stays ticked.
    expect((screen.getByRole('checkbox', { name: 'Kurtas' }) as HTMLInputElement).checked).toBe(
      true,
    );

    await user.click(
      within(chosen).getByRole('button', { name: 'Remove A product no longer in the catalogue' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save promotion' }));
    await waitFor(() => expect(currentPath(router)).toBe('/promotions/12'));
    expect(writes()).toHaveLength(1);
    expect(writes()[0]!.method).toBe('PUT');
    expect(writes()[0]!.body).toMatchObject({
      code: 'DIWALI10',
      minOrder: 12500,
      maxDiscount: 1500.5,
      productIds: [KURTA.id],
      categories: ['Kurtas'],
      startsAt: '2026-10-20T09:00:00+05:30',
      endsAt: '2026-11-05T23:59:00+05:30',
      paused: true,
    });
  });

  it('answers a promotion number that cannot exist with Not found, without asking the API', async () => {
    api.respond({ 'GET /session': staffMe('owner') });
    renderApp('/promotions/12abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy();
    expect(api.calls.some((call) => call.path.startsWith('/promotions'))).toBe(false);
  });
});
