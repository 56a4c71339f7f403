import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import { orderSummary, staffMe } from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';

const api = stubAdminApi();

function page(orders: ReturnType<typeof orderSummary>[], page = 1, total = orders.length) {
  return { data: orders, pagination: { page, limit: 25, total } };
}

describe('the order list', () => {
  it('shows the orders the API answers, newest first, with the page title', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /orders': page([orderSummary(), orderSummary({ id: 'A1B2C3D4E5', status: 2 })]),
    });
    renderApp('/orders');
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'K7M2P9QX4R' }).getAttribute('href')).toBe(
      '/admin/orders/K7M2P9QX4R',
    );
    expect(within(rows[1]!).getByText('Pending')).toBeTruthy();
    expect(within(rows[1]!).getByText('₹1,499.00')).toBeTruthy();
    expect(within(rows[2]!).getByText('Shipped')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Orders · Back office'));
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('writes its filters to the URL and asks the API for exactly those', async () => {
    api.respond({
      'GET /session': staffMe('fulfilment'),
      'GET /orders': (call) =>
        call.query.get('status') === '1' ? page([]) : page([orderSummary()]),
    });
    const { router, user } = renderApp('/orders');
    await screen.findByRole('table');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'priya@example.in');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Processing');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'UPI');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(currentPath(router)).toBe('/orders?q=priya%40example.in&status=1&paymentMethod=upi'),
    );
    expect(await screen.findByText('No orders match these filters')).toBeTruthy();
    const last = api.calls.filter((call) => call.path === '/orders').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      q: 'priya@example.in',
      status: '1',
      paymentMethod: 'upi',
      page: '1',
      limit: '25',
    });
  });

  it('reads its filters from the URL, so a filtered list is a link', async () => {
    api.respond({ 'GET /session': staffMe(), 'GET /orders': page([orderSummary()]) });
    renderApp('/orders?status=0&from=2026-10-01&to=2026-10-12');
    await screen.findByRole('table');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('0');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-01');
    const call = api.calls.find((entry) => entry.path === '/orders')!;
    expect(call.query.get('status')).toBe('0');
    expect(call.query.get('from')).toBe('2026-10-01');
    expect(call.query.get('to')).toBe('2026-10-12');
  });

  it('pages through the API with Next, keeping the filters', async () => {
    api.respond({
      'GET /session': staffMe(),
      'GET /orders': (call) =>
        call.query.get('page') === '2'
          ? page([orderSummary({ id: 'SECONDPAGE' })], 2, 30)
          : page([orderSummary()], 1, 30),
    });
    const { router, user } = renderApp('/orders?status=0');
    await screen.findByRole('link', { name: 'K7M2P9QX4R' });
    expect(screen.getByText(/Page 1 of 2 · 30 orders/)).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'SECONDPAGE' })).toBeTruthy();
    expect(currentPath(router)).toBe('/orders?status=0&page=2');
    expect(screen.getByText(/Page 2 of 2/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/admin/orders?status=0',
    );
  });

  it('says so when no order matches, and clears the filters on request', async () => {
    api.respond({
      'GET /session': staffMe(),
      'GET /orders': (call) => (call.query.get('q') ? page([]) : page([orderSummary()])),
    });
    const { router, user } = renderApp('/orders?q=nobody');
    expect(await screen.findByText('No orders match these filters')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await screen.findByRole('link', { name: 'K7M2P9QX4R' });
    expect(currentPath(router)).toBe('/orders');
  });

  it('shows a failure with a retry that loads the list again', async () => {
    let failing = true;
    api.respond({
      'GET /session': staffMe(),
      'GET /orders': () =>
        failing ? jsonResponse(500, { error: 'Database unavailable' }) : page([orderSummary()]),
    });
    const { user } = renderApp('/orders');
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'K7M2P9QX4R' })).toBeTruthy();
  });

  it('sends a signed-out visitor to sign in, remembering the filtered list', async () => {
    api.respond({ 'GET /session': jsonResponse(401, { error: 'Sign in first' }) });
    const { router } = renderApp('/orders?status=1');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(currentPath(router)).toBe('/login?next=%2Forders%3Fstatus%3D1');
  });
});
