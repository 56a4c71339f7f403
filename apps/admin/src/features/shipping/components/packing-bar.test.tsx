import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, jsonResponse, stubAdminApi } from '~/test/component-test';
import { orderSummary, staffMe } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';

const api = stubAdminApi();
const saved = captureDownloads();

const orders = [
  orderSummary({ id: 'AAAA111111', status: 1 }),
  orderSummary({ id: 'BBBB222222', status: 1 }),
  orderSummary({ id: 'CCCC333333', status: 2 }),
];

function openList(answers: Parameters<typeof api.respond>[0] = {}) {
  api.respond({
    'GET /session': staffMe('fulfilment'),
    'GET /orders': { data: orders, pagination: { page: 1, limit: 25, total: 3 } },
    'GET /carriers': [
      { id: 'manual', name: 'Manual', sandbox: false },
      { id: 'shiprocket', name: 'Shiprocket', sandbox: true },
    ],
    ...answers,
  });
  return renderApp('/orders');
}

describe('the packing table', () => {
  it('prints the pick list and the 4×6 labels of the Processing orders ticked', async () => {
    const { user } = openList({
      'POST /fulfilment/documents': () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="picklist.pdf"',
          },
        }),
    });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select every order on this page' }),
    );
    const bar = screen.getByRole('region', { name: /Packing table/ });
    expect(within(bar).getByRole('heading').textContent).toBe('Packing table: 2 orders to pack');
    expect(bar.textContent).toContain('1 order selected is not Processing and left out.');
    await user.click(within(bar).getByRole('button', { name: 'Print pick list' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['picklist.pdf']));
    await user.click(within(bar).getByRole('button', { name: 'Print labels (4×6)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(
      api.calls.filter((call) => call.path === '/fulfilment/documents').map((call) => call.body),
    ).toEqual([
      { orderIds: ['AAAA111111', 'BBBB222222'], kind: 'picklist', format: 'a4' },
      { orderIds: ['AAAA111111', 'BBBB222222'], kind: 'labels', format: 'thermal' },
    ]);
  });

  it('ships each ticked order with one carrier and sums up what was booked and what failed', async () => {
    const { user } = openList({
      'POST /orders/AAAA111111/shipments': jsonResponse(201, {
        id: 1,
        awb: 'SR0001',
        trackingUrl: null,
      }),
      'POST /orders/BBBB222222/shipments': jsonResponse(422, {
        error: 'Shiprocket does not serve PIN 744101.',
      }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select order AAAA111111' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order BBBB222222' }));
    const bar = screen.getByRole('region', { name: /Packing table/ });
    await user.click(within(bar).getByRole('button', { name: 'Ship selected' }));
    const carrier = await within(bar).findByRole('combobox', { name: 'Carrier' });
    // The manual carrier needs a tracking number per parcel: not offered for many at once.
    expect(
      within(carrier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Shiprocket (sandbox)']);
    await user.click(within(bar).getByRole('button', { name: 'Book 2 parcels' }));
    const summary = await within(bar).findByRole('status');
    expect(summary.textContent).toContain('Booked 1 of 2 orders; 1 failed.');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'AAAA111111: AWB SR0001',
      'BBBB222222: not shipped: Shiprocket does not serve PIN 744101.',
    ]);
    expect(
      api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
    ).toEqual([
      ['/orders/AAAA111111/shipments', { carrier: 'shiprocket' }],
      ['/orders/BBBB222222/shipments', { carrier: 'shiprocket' }],
    ]);
  });
});
