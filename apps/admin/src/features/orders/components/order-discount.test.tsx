import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubAdminApi } from '~/test/component-test';
import { adminOrder, orderSummary, staffMe } from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';

const api = stubAdminApi();

/** An order of two cables, ₹200 off with a code and its ₹49 delivery waived by an automatic offer. */
const discounted = adminOrder({
  items: [
    { ...adminOrder().items[0]!, quantity: 2, price: 500, discount: 200 },
    {
      ...adminOrder().items[0]!,
      id: 2,
      productTitle: 'Wall mount',
      quantity: 1,
      price: 1000,
      discount: 0,
    },
  ],
  total: 1800,
  discount: 200,
  priceBreakup: { items: 2000, discount: 200, delivery: 0, gstIncluded: 274.58, total: 1800 },
  promotions: [
    { id: 12, label: 'Diwali sale', code: 'diwali10', kind: 'percentage', saving: 200 },
    { id: 9, label: 'Free shipping', code: null, kind: 'free_shipping', saving: 49 },
  ],
});

describe('an order given a discount', () => {
  it('shows the discount in the price breakup, on its line, and each offer with what it saved', async () => {
    api.respond({ 'GET /session': staffMe('manager'), 'GET /orders/K7M2P9QX4R': discounted });
    renderApp('/orders/K7M2P9QX4R');
    const items = await screen.findByRole('region', { name: 'Items' });
    const breakup = within(items)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(breakup).toEqual([
      'Items ₹2,000.00',
      'Discount −₹200.00',
      'Delivery Free',
      'GST included ₹274.58',
      'Total ₹1,800.00',
    ]);
    const [cable, mount] = within(within(items).getByRole('table')).getAllByRole('row').slice(1);
    expect(within(cable!).getByText('−₹200.00')).toBeTruthy();
    expect(within(cable!).getByText('₹800.00')).toBeTruthy();
    expect(within(mount!).getByText('None')).toBeTruthy();

    const offers = screen.getByRole('region', { name: 'Offers applied' });
    const [code, automatic] = within(offers).getAllByRole('listitem');
    expect(within(code!).getByRole('link', { name: 'Diwali sale' }).getAttribute('href')).toBe(
      '/admin/promotions/12',
    );
    expect(code!.textContent).toContain('Code diwali10 · Percentage off');
    expect(code!.textContent).toContain('Saved ₹200.00');
    expect(automatic!.textContent).toContain('Automatic offer · Free shipping');
    expect(automatic!.textContent).toContain('Saved ₹49.00');
  });

  it('names the offers without links for fulfilment staff, and shows no discount when none', async () => {
    api.respond({ 'GET /session': staffMe('fulfilment'), 'GET /orders/K7M2P9QX4R': discounted });
    const view = renderApp('/orders/K7M2P9QX4R');
    const offers = await screen.findByRole('region', { name: 'Offers applied' });
    expect(within(offers).getByText('Diwali sale')).toBeTruthy();
    expect(within(offers).queryByRole('link')).toBeNull();
    view.unmount();

    api.respond({ 'GET /orders/K7M2P9QX4R': adminOrder() });
    renderApp('/orders/K7M2P9QX4R');
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).queryByText('Discount')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Offers applied' })).toBeNull();
  });
});

describe('the order list and promotions', () => {
  it('shows each order’s discount and the codes it used', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /orders': {
        data: [
          orderSummary({ discount: 249, promotions: ['diwali10', 'Free shipping'] }),
          orderSummary({ id: 'A1B2C3D4E5' }),
        ],
        pagination: { page: 1, limit: 25, total: 2 },
      },
    });
    renderApp('/orders');
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    const [used, plain] = within(table).getAllByRole('row').slice(1);
    expect(within(used!).getByText('₹249.00')).toBeTruthy();
    expect(within(used!).getByText('diwali10')).toBeTruthy();
    expect(within(used!).getByText('Free shipping')).toBeTruthy();
    expect(within(plain!).getByText('None')).toBeTruthy();
  });

  it('lists the orders of one promotion from its link, keeping it while other filters change', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /orders': (call) => ({
        data: call.query.get('promotionId') === '12' ? [orderSummary({ discount: 200 })] : [],
        pagination: { page: 1, limit: 25, total: 1 },
      }),
    });
    const { router, user } = renderApp('/orders?promotionId=12');
    await screen.findByRole('table', { name: 'Orders matching the filters, newest first' });
    expect(api.calls.find((call) => call.path === '/orders')!.query.get('promotionId')).toBe('12');
    expect(screen.getByRole('link', { name: 'promotion #12' }).getAttribute('href')).toBe(
      '/admin/promotions/12',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(currentPath(router)).toBe('/orders?status=0&promotionId=12'));

    await user.click(screen.getByRole('button', { name: 'Orders with any promotion or none' }));
    await waitFor(() => expect(currentPath(router)).toBe('/orders?status=0'));
    expect(await screen.findByText('No orders match these filters')).toBeTruthy();
    expect(screen.queryByText(/Only orders that used/)).toBeNull();
  });
});
