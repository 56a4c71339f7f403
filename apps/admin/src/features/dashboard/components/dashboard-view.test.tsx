import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubAdminApi } from '~/test/component-test';
import { dashboard, staffMe } from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';
import { chartSummary } from './revenue-chart';

const api = stubAdminApi();

describe('the dashboard', () => {
  it('shows today’s and the last 30 days’ orders and revenue', async () => {
    api.respond({ 'GET /session': staffMe('manager'), 'GET /dashboard': dashboard() });
    renderApp('/');
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('3')).toBeTruthy();
    expect(within(today).getByText('₹4,497.00')).toBeTruthy();
    const month = screen.getByRole('region', { name: 'Last 30 days' });
    expect(within(month).getByText('₹22,500.00')).toBeTruthy();
    expect(today.textContent).toContain(
      'Revenue counts paid orders and cash on delivery, not payments still to confirm.',
    );
    await waitFor(() => expect(document.title).toBe('Dashboard · Back office'));
  });

  it('links each status awaiting action to the order list filtered by it', async () => {
    api.respond({ 'GET /session': staffMe(), 'GET /dashboard': dashboard() });
    renderApp('/');
    const pending = await screen.findByRole('link', { name: /Pending to confirm 4 orders/ });
    expect(pending.getAttribute('href')).toBe('/admin/orders?status=0');
    expect(
      screen.getByRole('link', { name: /Processing to ship 2 orders/ }).getAttribute('href'),
    ).toBe('/admin/orders?status=1');
    expect(
      screen.getByRole('link', { name: /Shipped on the way 5 orders/ }).getAttribute('href'),
    ).toBe('/admin/orders?status=2');
  });

  it('warns of e-mails that could not be sent, with the way to them, and is silent otherwise', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /dashboard': { ...dashboard(), failedMail: 2 },
    });
    renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('2 e-mails could not be sent.');
    expect(
      within(alert).getByRole('link', { name: 'Show the failed e-mails' }).getAttribute('href'),
    ).toBe('/admin/mail?status=failed');
  });

  it('counts the grievances needing attention and links to them', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /dashboard': { ...dashboard(), grievancesNeedingAttention: 3 },
    });
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Grievances' });
    const link = within(card).getByRole('link', { name: 'Needing attention: 3' });
    expect(link.getAttribute('href')).toBe('/admin/grievances?due=attention');
    expect(card.textContent).toContain('New complaints to acknowledge');
  });

  it('shows the return-to-origin rate by payment method, and the returns needing action', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /dashboard': {
        ...dashboard(),
        returnsNeedingAction: 2,
        rtoRate: [
          { paymentMethod: 'cod', shipped: 40, returnedToOrigin: 6, rate: 0.15 },
          { paymentMethod: 'upi', shipped: 25, returnedToOrigin: 0, rate: 0 },
        ],
      },
    });
    renderApp('/');
    const rto = await screen.findByRole('table', {
      name: 'Return-to-origin rate by payment method, last 30 days',
    });
    expect(
      within(rto)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['Payment method', 'Shipped', 'Returned to origin', 'Rate'],
      ['Cash on delivery', '40', '6', '15%'],
      ['UPI', '25', '0', '0%'],
    ]);
    const returns = screen.getByRole('region', { name: 'Returns' });
    const link = within(returns).getByRole('link', { name: 'Needing action: 2' });
    expect(link.getAttribute('href')).toBe('/admin/returns');
  });

  it('shows no e-mail warning when every e-mail went out', async () => {
    api.respond({ 'GET /session': staffMe(), 'GET /dashboard': dashboard() });
    renderApp('/');
    await screen.findByRole('region', { name: 'Today' });
    expect(screen.queryByText(/could not be sent/)).toBeNull();
  });

  it('links each UPI payment awaiting confirmation to its order', async () => {
    api.respond({ 'GET /session': staffMe(), 'GET /dashboard': dashboard() });
    renderApp('/');
    const link = await screen.findByRole('link', { name: /K7M2P9QX4R/ });
    expect(link.getAttribute('href')).toBe('/admin/orders/K7M2P9QX4R');
    expect(link.textContent).toContain('₹999.00');
  });

  it('draws revenue by day as an image with a summary, and the figures as a table', async () => {
    api.respond({ 'GET /session': staffMe(), 'GET /dashboard': dashboard() });
    renderApp('/');
    const chart = await screen.findByRole('img', { name: /Revenue by day, last 30 days/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    const table = screen.getByRole('table', { name: 'Orders and revenue by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: 'Sun, 13 Sept, 2026' })).toBeTruthy();
  });

  it('is not offered to fulfilment staff, whose home is the order list', async () => {
    api.respond({
      'GET /session': staffMe('fulfilment'),
      'GET /orders': { data: [], pagination: { page: 1, limit: 25, total: 0 } },
    });
    const { router } = renderApp('/');
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(currentPath(router)).toBe('/orders');
    expect(api.calls.some((call) => call.path === '/dashboard')).toBe(false);
  });
});

describe('the chart’s summary', () => {
  it('names the range, the total and the best day', () => {
    expect(
      chartSummary([
        { date: '2026-10-01', orders: 1, revenue: 500 },
        { date: '2026-10-02', orders: 2, revenue: 1500.5 },
      ]),
    ).toBe(
      'Revenue per day from Thu, 1 Oct, 2026 to Fri, 2 Oct, 2026: ₹2,000.50 in all; the best day was Fri, 2 Oct, 2026 with ₹1,500.50.',
    );
    expect(chartSummary([{ date: '2026-10-01', orders: 0, revenue: 0 }])).toBe(
      'No revenue from Thu, 1 Oct, 2026 to Thu, 1 Oct, 2026.',
    );
  });
});
