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
    expect(bar.textContent).toContain(
      '1 order selected is not Processing: not packed or shipped here (their labels print).',
    );
    await user.click(within(bar).getByRole('button', { name: 'Print pick list' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['picklist.pdf']));
    await user.click(within(bar).getByRole('button', { name: 'Print labels (4×6)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(
      api.calls.filter((call) => call.path === '/fulfilment/documents').map((call) => call.body),
    ).toEqual([
      { orderIds: ['AAAA111111', 'BBBB222222'], kind: 'picklist', format: 'a4' },
      // A Shipped order's parcels are booked: its labels print with the others'.
      {
        orderIds: ['AAAA111111', 'BBBB222222', 'CCCC333333'],
        kind: 'labels',
        format: 'thermal',
      },
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
    const courier = within(bar).getByRole('combobox', { name: 'Courier' });
    expect((courier as HTMLSelectElement).value).toBe('cheapest');
    await user.selectOptions(courier, 'fastest');
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
      ['/orders/AAAA111111/shipments', { carrier: 'shiprocket', courier: 'fastest' }],
      ['/orders/BBBB222222/shipments', { carrier: 'shiprocket', courier: 'fastest' }],
    ]);
  });

  it('prints the labels of the parcels just booked once their orders have left a Processing-only list', async () => {
    const processing = [
      orderSummary({ id: 'AAAA111111', status: 1 }),
      orderSummary({ id: 'BBBB222222', status: 1 }),
      orderSummary({ id: 'DDDD444444', status: 1 }),
    ];
    let shipped = 0;
    const { user } = openList({
      // Filtered by status Processing: the orders shipped are no longer listed.
      'GET /orders': () => ({
        data: processing.slice(shipped),
        pagination: { page: 1, limit: 25, total: processing.length - shipped },
      }),
      'POST /orders/AAAA111111/shipments': () => {
        shipped = 1;
        return jsonResponse(201, { id: 1, awb: 'SRX1', trackingUrl: null });
      },
      'POST /orders/BBBB222222/shipments': () => {
        shipped = 2;
        return jsonResponse(201, { id: 2, awb: 'SRX2', trackingUrl: null });
      },
      'POST /orders/DDDD444444/shipments': () => {
        shipped = 3;
        return jsonResponse(201, { id: 3, awb: 'SRX3', trackingUrl: null });
      },
      'POST /fulfilment/documents': () =>
        new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select every order on this page' }),
    );
    const bar = screen.getByRole('region', { name: /Packing table/ });
    expect(within(bar).getByRole('heading').textContent).toBe('Packing table: 3 orders to pack');
    await user.click(within(bar).getByRole('button', { name: 'Ship selected' }));
    await user.click(await within(bar).findByRole('button', { name: 'Book 3 parcels' }));
    const summary = await within(bar).findByRole('status');
    expect(summary.textContent).toContain('Booked 3 of 3 orders.');
    await waitFor(() => expect(screen.getByText('No orders yet')).toBeTruthy());
    // The list is empty now, the bar is still there with what was booked.
    expect(bar.isConnected).toBe(true);
    expect(bar.textContent).toContain('3 orders selected are no longer on this list.');
    const labels = within(summary).getByRole('group', { name: 'Labels of the parcels booked' });
    await user.click(within(labels).getByRole('button', { name: 'Print labels (A4)' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['labels-a4.pdf']));
    expect(api.calls.find((call) => call.path === '/fulfilment/documents')?.body).toEqual({
      orderIds: ['AAAA111111', 'BBBB222222', 'DDDD444444'],
      kind: 'labels',
      format: 'a4',
    });
  });

  it('asks the courier to collect the parcels just booked and prints their manifest', async () => {
    let pickups = 0;
    const { user } = openList({
      'POST /orders/AAAA111111/shipments': jsonResponse(201, {
        id: 11,
        awb: 'SRX11',
        trackingUrl: null,
      }),
      'POST /orders/BBBB222222/shipments': jsonResponse(201, {
        id: 12,
        awb: 'SRX12',
        trackingUrl: null,
      }),
      'POST /shipments/pickup': () => {
        pickups += 1;
        return pickups === 1
          ? jsonResponse(502, { error: 'Shiprocket answered HTTP 500' })
          : jsonResponse(200, {
              carrier: 'shiprocket',
              shipmentIds: [11, 12],
              awbs: ['SRX11', 'SRX12'],
            });
      },
      'POST /shipments/manifest': () =>
        new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select order AAAA111111' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order BBBB222222' }));
    const bar = screen.getByRole('region', { name: /Packing table/ });
    await user.click(within(bar).getByRole('button', { name: 'Ship selected' }));
    await user.click(await within(bar).findByRole('button', { name: 'Book 2 parcels' }));
    const summary = await within(bar).findByRole('status');
    const handOver = within(summary).getByRole('group', {
      name: 'Hand over the 2 parcels booked',
    });

    await user.click(within(handOver).getByRole('button', { name: 'Request pickup' }));
    expect(
      await within(summary).findByText('Pickup not requested: Shiprocket answered HTTP 500'),
    ).toBeTruthy();
    await user.click(within(handOver).getByRole('button', { name: 'Request pickup' }));
    expect(
      await within(summary).findByText('Pickup requested for 2 parcels: SRX11, SRX12.'),
    ).toBeTruthy();

    await user.click(within(handOver).getByRole('button', { name: 'Print manifest' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['manifest.pdf']));
    expect(
      api.calls
        .filter((call) => call.path.startsWith('/shipments/'))
        .map((call) => [call.path, call.body]),
    ).toEqual([
      ['/shipments/pickup', { shipmentIds: [11, 12] }],
      ['/shipments/pickup', { shipmentIds: [11, 12] }],
      ['/shipments/manifest', { shipmentIds: [11, 12] }],
    ]);
  });
});
