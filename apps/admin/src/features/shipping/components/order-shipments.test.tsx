import type { AdminOrder } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, jsonResponse, stubAdminApi } from '~/test/component-test';
import { adminOrder, staffMe } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';

const api = stubAdminApi();
const saved = captureDownloads();

const carriers = [
  { id: 'manual', name: 'Manual', sandbox: false },
  { id: 'shiprocket', name: 'Shiprocket', sandbox: true },
];

/** Two lines: 2 HDMI cables (item 1) and 1 charger (item 2). */
const processing = adminOrder({
  status: 1,
  items: [
    ...adminOrder().items,
    {
      id: 2,
      productId: '0c1d2e3f-57f4-4a4d-9a5e-1d2c3b4a5f61',
      productTitle: 'USB-C charger',
      quantity: 1,
      price: 0,
      size: null,
      color: null,
      discount: 0,
    },
  ],
});

function openOrder(order: AdminOrder, answers: Parameters<typeof api.respond>[0] = {}) {
  api.respond({
    'GET /session': staffMe('fulfilment'),
    [`GET /orders/${order.id}`]: order,
    'GET /carriers': carriers,
    ...answers,
  });
  return renderApp(`/orders/${order.id}`);
}

describe('an order’s shipments', () => {
  it('shows each parcel with its courier, tracked AWB, status, contents, scans and labels', async () => {
    const { user } = openOrder(
      adminOrder({
        status: 2,
        shipments: [
          {
            id: 31,
            carrierId: 'shiprocket',
            carrier: 'Shiprocket',
            courier: 'Delhivery Surface',
            awb: 'SR123456789',
            trackingUrl: 'https://shiprocket.co/tracking/SR123456789',
            status: 'in_transit',
            expectedDate: '2026-10-16',
            lines: [{ itemId: 1, quantity: 2 }],
            createdAt: '2026-10-13T09:00:00.000Z',
            events: [
              { at: '2026-10-13T12:00:00.000Z', status: 'picked_up', location: 'Jaipur' },
              { at: '2026-10-14T03:00:00.000Z', status: 'in_transit', location: 'Gurugram hub' },
            ],
          },
        ],
      }),
      {
        'GET /shipments/31/label': new Response('%PDF-1.7', {
          headers: { 'content-type': 'application/pdf' },
        }),
      },
    );
    const section = await screen.findByRole('region', { name: 'Shipments' });
    const parcel = within(section).getByRole('article', { name: /Parcel 1/ });
    expect(within(parcel).getByRole('heading').textContent).toBe('Parcel 1In transit');
    expect(parcel.textContent).toContain('Delhivery Surface');
    expect(parcel.textContent).toContain('2 × HDMI cable 2 m (Black)');
    expect(
      within(parcel)
        .getByRole('link', { name: /SR123456789/ })
        .getAttribute('href'),
    ).toBe('https://shiprocket.co/tracking/SR123456789');
    const scans = within(parcel).getByRole('list', { name: 'Scans of parcel 1' });
    expect(
      within(scans)
        .getAllByRole('listitem')
        .map((scan) => scan.textContent),
    ).toEqual([
      expect.stringContaining('Picked up · Jaipur'),
      expect.stringContaining('In transit · Gurugram hub'),
    ]);
    await user.click(
      within(parcel).getByRole('button', { name: 'Download label (4×6) of parcel 1' }),
    );
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['label-SR123456789.pdf']));
    const label = api.calls.find((call) => call.path === '/shipments/31/label');
    expect(label?.query.get('format')).toBe('thermal');
    expect(within(section).queryByRole('button', { name: 'Create shipment' })).toBeNull();
  });

  it('books a manual parcel of the lines chosen with the courier’s tracking number', async () => {
    let created = false;
    const { user } = openOrder(processing, {
      'POST /orders/K7M2P9QX4R/shipments': () => {
        created = true;
        return jsonResponse(201, { id: 32, awb: 'EE123456789IN', trackingUrl: null });
      },
    });
    const section = await screen.findByRole('region', { name: 'Shipments' });
    expect(section.textContent).toContain('No parcel has been booked for this order.');
    await user.click(within(section).getByRole('button', { name: 'Create shipment' }));
    const carrier = await within(section).findByRole('combobox', { name: 'Carrier' });
    expect(
      within(carrier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Manual', 'Shiprocket (sandbox)']);
    const cables = within(section).getByRole('spinbutton', { name: /HDMI cable 2 m/ });
    expect((cables as HTMLInputElement).value).toBe('2');
    await user.clear(cables);
    await user.type(cables, '3');
    await user.click(within(section).getByRole('button', { name: 'Book the parcel' }));
    expect(within(section).getByText(/must be a whole number from 0 to 2/)).toBeTruthy();
    expect(within(section).getByText(/Courier is required/)).toBeTruthy();
    expect(created).toBe(false);

    await user.clear(cables);
    await user.type(cables, '1');
    await user.type(within(section).getByRole('textbox', { name: 'Courier' }), 'India Post');
    await user.type(
      within(section).getByRole('textbox', { name: 'Tracking number' }),
      'EE123456789IN',
    );
    await user.click(within(section).getByRole('button', { name: 'Book the parcel' }));
    await waitFor(() => expect(created).toBe(true));
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      carrier: 'manual',
      lines: [
        { itemId: 1, quantity: 1 },
        { itemId: 2, quantity: 1 },
      ],
      courierName: 'India Post',
      trackingNumber: 'EE123456789IN',
    });
    expect((await screen.findByRole('status')).textContent).toContain('AWB EE123456789IN');
  });

  it('books everything left with Shiprocket, and shows the API’s refusal', async () => {
    const { user } = openOrder(
      adminOrder({
        ...processing,
        shipments: [
          {
            id: 30,
            carrierId: 'manual',
            carrier: 'Manual',
            courier: 'India Post',
            awb: 'EE1IN',
            trackingUrl: null,
            status: 'booked',
            lines: [{ itemId: 1, quantity: 2 }],
            createdAt: '2026-10-13T09:00:00.000Z',
            events: [],
          },
        ],
      }),
      {
        'GET /orders/K7M2P9QX4R/couriers': couriers,
        'POST /orders/K7M2P9QX4R/shipments': jsonResponse(422, {
          error: 'Shiprocket could not assign an AWB.',
        }),
      },
    );
    const section = await screen.findByRole('region', { name: 'Shipments' });
    await user.click(within(section).getByRole('button', { name: 'Create shipment' }));
    await user.selectOptions(
      await within(section).findByRole('combobox', { name: 'Carrier' }),
      'shiprocket',
    );
    // The cables left in parcel 1: only the charger is still to ship.
    expect(within(section).queryByRole('spinbutton', { name: /HDMI/ })).toBeNull();
    expect(within(section).queryByRole('textbox', { name: 'Tracking number' })).toBeNull();
    const choices = await within(section).findByRole('group', { name: /^Courier/ });
    // The cheapest is chosen until staff pick another.
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => [radio.closest('label')!.textContent, (radio as HTMLInputElement).checked]),
    ).toEqual([
      ['Delhivery Surface · Cheapest₹72.50 · 5 days · Cash on delivery', true],
      ['Xpressbees₹85.00 · 3 days · Cash on delivery', false],
      ['Blue Dart Air · Fastest₹140.00 · 2 days · Prepaid only', false],
    ]);
    expect(api.calls.find((call) => call.path.endsWith('/couriers'))?.query.get('carrier')).toBe(
      'shiprocket',
    );
    await user.click(within(choices).getByRole('radio', { name: /Xpressbees/ }));
    await user.click(within(section).getByRole('button', { name: 'Book the parcel' }));
    expect((await within(section).findByRole('alert')).textContent).toContain(
      'Shiprocket could not assign an AWB.',
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      carrier: 'shiprocket',
      courierId: '33',
    });
  });

  it('says so when no courier of the carrier serves the PIN code', async () => {
    const { user } = openOrder(processing, { 'GET /orders/K7M2P9QX4R/couriers': [] });
    const section = await screen.findByRole('region', { name: 'Shipments' });
    await user.click(within(section).getByRole('button', { name: 'Create shipment' }));
    await user.selectOptions(
      await within(section).findByRole('combobox', { name: 'Carrier' }),
      'shiprocket',
    );
    expect(
      (await within(section).findByText(/No courier of this carrier serves PIN code/)).textContent,
    ).toBe(
      `No courier of this carrier serves PIN code ${processing.shippingAddress.postalCode} for this parcel.`,
    );
    expect(within(section).queryByRole('group', { name: /^Courier/ })).toBeNull();
  });
  it('cancels a booked parcel once confirmed, and offers it for no parcel the courier has', async () => {
    let cancelled = false;
    const booked = {
      id: 30,
      carrierId: 'shiprocket',
      carrier: 'Shiprocket',
      courier: 'Xpressbees',
      awb: 'SRX30',
      trackingUrl: null,
      status: 'booked' as const,
      lines: [{ itemId: 1, quantity: 2 }],
      createdAt: '2026-10-13T09:00:00.000Z',
      events: [],
    };
    const order = adminOrder({
      ...processing,
      shipments: [{ ...booked, id: 29, awb: 'SRX29', status: 'picked_up', lines: [] }, booked],
    });
    const { user } = openOrder(order, {
      'POST /shipments/30/cancel': () => {
        cancelled = true;
        return jsonResponse(200, { ...booked, status: 'cancelled' });
      },
    });
    const section = await screen.findByRole('region', { name: 'Shipments' });
    const [pickedUp, parcel] = within(section).getAllByRole('article');
    expect(within(pickedUp!).queryByRole('button', { name: /Cancel parcel/ })).toBeNull();

    await user.click(within(parcel!).getByRole('button', { name: 'Cancel parcel 2' }));
    const question = within(parcel!).getByRole('group', {
      name: /Cancel parcel 2 \(AWB SRX30\)\?/,
    });
    expect(document.activeElement).toBe(
      within(question).getByRole('button', { name: 'Yes, cancel the parcel' }),
    );
    await user.click(within(question).getByRole('button', { name: 'Keep the parcel' }));
    expect(cancelled).toBe(false);

    await user.click(within(parcel!).getByRole('button', { name: 'Cancel parcel 2' }));
    await user.click(within(parcel!).getByRole('button', { name: 'Yes, cancel the parcel' }));
    await waitFor(() => expect(cancelled).toBe(true));
    // The order is loaded again to show the parcel cancelled and its lines to ship.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === `/orders/${order.id}`)).toHaveLength(2),
    );
  });

  it('offers no cancellation once the order has shipped, and shows the API’s refusal', async () => {
    const booked = {
      id: 40,
      carrierId: 'manual',
      carrier: 'India Post',
      courier: 'India Post',
      awb: 'EK40IN',
      trackingUrl: null,
      status: 'booked' as const,
      lines: [{ itemId: 1, quantity: 2 }],
      createdAt: '2026-10-13T09:00:00.000Z',
      events: [],
    };
    const shipped = openOrder(adminOrder({ status: 2, shipments: [booked] }));
    const section = await screen.findByRole('region', { name: 'Shipments' });
    expect(within(section).queryByRole('button', { name: /Cancel parcel/ })).toBeNull();
    shipped.unmount();

    const { user } = openOrder(adminOrder({ ...processing, shipments: [booked] }), {
      'POST /shipments/40/cancel': jsonResponse(502, {
        error: 'Shiprocket did not cancel parcel EK40IN: down',
      }),
    });
    const again = await screen.findByRole('region', { name: 'Shipments' });
    await user.click(within(again).getByRole('button', { name: 'Cancel parcel 1' }));
    await user.click(within(again).getByRole('button', { name: 'Yes, cancel the parcel' }));
    expect(
      await within(again).findByText('Shiprocket did not cancel parcel EK40IN: down'),
    ).toBeTruthy();
  });
});

const couriers = [
  {
    courierId: '12',
    name: 'Delhivery Surface',
    rate: 72.5,
    estimatedDays: 5,
    cod: true,
    cheapest: true,
    fastest: false,
  },
  {
    courierId: '33',
    name: 'Xpressbees',
    rate: 85,
    estimatedDays: 3,
    cod: true,
    cheapest: false,
    fastest: false,
  },
  {
    courierId: '1',
    name: 'Blue Dart Air',
    rate: 140,
    estimatedDays: 2,
    cod: false,
    cheapest: false,
    fastest: true,
  },
];
