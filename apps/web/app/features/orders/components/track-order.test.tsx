import type { Order } from '@storefront/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeProblems } from '~/test/axe';
import { clearAuthToken, writeAuthToken } from '~/lib/auth-token';
import { Toaster } from '~/ui/toast';
import { jsonResponse, stubApiForComponentTests } from '~/test/component-test';
import { TrackOrder } from './track-order';

const fetchMock = stubApiForComponentTests();

const trackedOrder = {
  id: '7HK2MQ9X0A',
  status: 2,
  createdAt: new Date(2025, 10, 21, 12).toISOString(),
  items: [
    {
      id: 1,
      productId: null,
      productTitle: 'Cotton Kurta',
      quantity: 2,
      price: 799,
      size: 'M',
      color: null,
      discount: 0,
    },
  ],
  shippingAddress: {
    address: '12, MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
  },
  total: 1598,
  discount: 0,
  promotions: [],
  shippingMethod: 'Standard Shipping',
  trackingNumber: 'DTDC-99812',
  carrier: null,
  trackingUrl: null,
  // 1598 at 5%.
  priceBreakup: { items: 1598, delivery: 0, gstIncluded: 76.1, total: 1598 },
  invoice: null,
  refunds: [],
  refundDestinationNeeded: false,
  shipments: [],
  creditNotes: [],
  returns: [],
  afterSale: { cancellable: false, returnUntil: null, returnable: [] },
} satisfies Order;

/** Answers GET /accountInfo with the shopper's e-mail and GET /orders/{id} with `lookup`. */
function api(lookup: () => Promise<Response>) {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes('/accountInfo')
      ? jsonResponse(200, { data: { email: 'asha@example.in' } })
      : lookup(),
  );
}

function renderTrackOrder(initialOrderId = '') {
  const Stub = createRoutesStub([
    { path: '/track-order', Component: () => <TrackOrder initialOrderId={initialOrderId} /> },
  ]);
  render(
    <>
      <Stub initialEntries={['/track-order']} />
      <Toaster />
    </>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const orderNumber = () => screen.getByLabelText('Order Number') as HTMLInputElement;
const contact = () => screen.getByLabelText('Email or Phone') as HTMLInputElement;
const trackButton = () => screen.getByRole('button', { name: 'Track Order' });
const lookups = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/orders/'));

afterEach(() => {
  clearAuthToken();
});

describe('the track-order page', () => {
  it('prefills the order number, and the e-mail of a signed-in shopper', async () => {
    writeAuthToken('a-session-token-of-forty-three-characters-xx');
    api(async () => jsonResponse(200, trackedOrder));
    renderTrackOrder('7HK2MQ9X0A');
    expect(orderNumber().value).toBe('7HK2MQ9X0A');
    await vi.waitFor(() => expect(contact().value).toBe('asha@example.in'));
  });

  it('leaves the contact empty for a visitor, and asks for both fields', async () => {
    api(async () => jsonResponse(200, trackedOrder));
    const user = renderTrackOrder('7HK2MQ9X0A');
    expect(contact().value).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(contact(), '   ');
    await user.click(trackButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Required fields');
    expect(alert.textContent).toContain('Please enter both order number and email/phone');
    expect(lookups()).toHaveLength(0);
  });

  it('finds the order and shows its details, with the spec’s toast', async () => {
    let answer!: (response: Response) => void;
    api(() => new Promise((resolve) => (answer = resolve)));
    const user = renderTrackOrder();
    await user.type(orderNumber(), ' 7hk2m-q9x0a ');
    await user.type(contact(), '+91 98450 12345');
    await user.click(trackButton());
    const searching = screen.getByRole('button', { name: 'Searching...' }) as HTMLButtonElement;
    expect(searching.disabled).toBe(true);
    await act(async () => answer(jsonResponse(200, trackedOrder)));

    const result = await screen.findByRole('article', { name: 'Order 7HK2MQ9X0A' });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Order found');
    expect(status.textContent).toContain('Your order status has been loaded');
    expect(within(result).getByText('Shipped')).toBeTruthy();
    expect(result.textContent).toContain('21 November 2025');
    expect(result.textContent).toContain('12, MG RoadBengaluru, Karnataka 560001');
    expect(result.textContent).toContain('MethodStandard Shipping');
    expect(result.textContent).toContain('Tracking numberDTDC-99812');
    expect(result.textContent).toContain('Cotton KurtaSize: M2₹799₹1,598');
    expect(result.textContent).toContain(
      'Price breakupItems₹1,598DeliveryFreeGST included₹76.10Total₹1,598',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(result).getByRole('heading', { level: 2 })),
    );
    // No payment from a tracking look-up.
    expect(within(result).queryByRole('link')).toBeNull();

    const url = new URL(String(lookups()[0]![0]));
    expect(url.pathname).toMatch(/\/api\/v1\/orders\/7hk2m-q9x0a$/);
    expect(url.searchParams.get('contactInfo')).toBe('+91 98450 12345');
  });

  it('a shipped order found by tracking shows its carrier, status and linked tracking number', async () => {
    api(async () =>
      jsonResponse(200, {
        ...trackedOrder,
        carrier: 'DTDC',
        trackingUrl: 'https://www.dtdc.in/tracking.asp?cn=DTDC-99812',
      }),
    );
    const user = renderTrackOrder('7HK2MQ9X0A');
    await user.type(contact(), 'asha@example.in');
    await user.click(trackButton());
    const result = await screen.findByRole('article', { name: 'Order 7HK2MQ9X0A' });
    expect(within(result).getByText('Shipped')).toBeTruthy();
    expect(result.textContent).toContain('MethodStandard ShippingCarrierDTDCTracking number');
    const link = within(result).getByRole('link', { name: 'DTDC-99812 (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.dtdc.in/tracking.asp?cn=DTDC-99812');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows each parcel: carrier, linked AWB, status, expected day and its scans newest first in India time', async () => {
    api(async () =>
      jsonResponse(200, {
        ...trackedOrder,
        shipments: [
          {
            carrier: 'Delhivery',
            awb: '1490821234567',
            trackingUrl: 'https://www.delhivery.com/track/package/1490821234567',
            status: 'out_for_delivery',
            expectedDate: '2026-12-02',
            events: [
              { at: '2026-11-29T04:30:00.000Z', status: 'booked', location: null },
              { at: '2026-12-01T03:15:00.000Z', status: 'out_for_delivery', location: 'Guwahati' },
              { at: '2026-11-30T18:45:00.000Z', status: 'in_transit', location: 'Kolkata Hub' },
            ],
          },
          {
            carrier: 'India Post',
            awb: 'EM123456789IN',
            trackingUrl: 'javascript:alert(1)',
            status: 'undelivered',
            events: [],
          },
        ],
      } satisfies Order),
    );
    const user = renderTrackOrder('7HK2MQ9X0A');
    await user.type(contact(), 'asha@example.in');
    await user.click(trackButton());
    const result = await screen.findByRole('article', { name: 'Order 7HK2MQ9X0A' });
    const parcels = within(result).getByRole('region', { name: 'Parcels (2)' });
    const [first, second] = Array.from(parcels.querySelector('ul')!.children) as HTMLElement[];
    expect(first!.textContent).toContain('StatusOut for deliveryCarrierDelhiveryAWB1490821234567');
    expect(first!.textContent).toContain('ExpectedWed, 2 Dec');
    const awb = within(first!).getByRole('link', { name: /^1490821234567/ });
    expect(awb.getAttribute('href')).toBe('https://www.delhivery.com/track/package/1490821234567');
    const scans = within(first!).getByRole('list', {
      name: 'Parcel 1 tracking updates, newest first',
    });
    expect(
      within(scans)
        .getAllByRole('listitem')
        .map((scan) => scan.textContent),
    ).toEqual([
      'Out for delivery1 December 2026 at 8:45 am · Guwahati',
      'In transit1 December 2026 at 12:15 am · Kolkata Hub',
      'Booked29 November 2026 at 10:00 am',
    ]);
    // A tracking URL that is not http(s) is no link; a parcel with no scans shows none.
    expect(second!.textContent).toBe(
      'StatusDelivery attempt failedCarrierIndia PostAWBEM123456789IN',
    );
    expect(within(second!).queryByRole('link')).toBeNull();
    // The order's own tracking number stays, as the spec shows it.
    expect(result.textContent).toContain('Tracking numberDTDC-99812');
    expect(await axeProblems(result)).toEqual([]);
  });

  it('shows what the offers took off each line and the order, and the offers by label and code', async () => {
    api(async () =>
      jsonResponse(200, {
        ...trackedOrder,
        items: [{ ...trackedOrder.items[0]!, discount: 159.8 }],
        // 10% off 1598, and delivery waived; the GST worked back from 1438.20 at 5%.
        total: 1438.2,
        discount: 159.8,
        promotions: [
          { id: 7, label: 'Diwali 10% off', code: 'diwali10', kind: 'percentage', saving: 159.8 },
          { id: 8, label: 'Free delivery', code: null, kind: 'free_shipping', saving: 49 },
        ],
        priceBreakup: {
          items: 1598,
          discount: 159.8,
          delivery: 0,
          gstIncluded: 68.49,
          total: 1438.2,
        },
      } satisfies Order),
    );
    const user = renderTrackOrder('7HK2MQ9X0A');
    await user.type(contact(), 'asha@example.in');
    await user.click(trackButton());
    const result = await screen.findByRole('article', { name: 'Order 7HK2MQ9X0A' });
    expect(result.textContent).toContain('Cotton KurtaSize: M2₹799₹1,598Offer −₹159.80');
    expect(result.textContent).toContain(
      'Price breakupItems₹1,598Discount−₹159.80DeliveryFreeGST included₹68.49Total₹1,438.20',
    );
    const offers = within(result).getByRole('list', { name: 'Offers applied' });
    expect(
      within(offers)
        .getAllByRole('listitem')
        .map((offer) => offer.textContent),
    ).toEqual(['Diwali 10% off (diwali10)You saved ₹159.80', 'Free deliveryYou saved ₹49']);
    expect(await axeProblems(result)).toEqual([]);
  });

  it('a tracking URL that is not http(s) is shown as text, not linked', async () => {
    api(async () =>
      jsonResponse(200, {
        ...trackedOrder,
        carrier: 'DTDC',
        trackingUrl: 'data:text/html,<script>alert(1)</script>',
      }),
    );
    const user = renderTrackOrder('7HK2MQ9X0A');
    await user.type(contact(), 'asha@example.in');
    await user.click(trackButton());
    const result = await screen.findByRole('article', { name: 'Order 7HK2MQ9X0A' });
    expect(result.textContent).toContain('CarrierDTDCTracking numberDTDC-99812');
    expect(within(result).queryByRole('link')).toBeNull();
  });

  it('says so when the order is not found, and hides an earlier result', async () => {
    let answer = jsonResponse(200, trackedOrder);
    api(async () => answer);
    const user = renderTrackOrder('7HK2MQ9X0A');
    await user.type(contact(), 'asha@example.in');
    await user.click(trackButton());
    await screen.findByRole('article', { name: 'Order 7HK2MQ9X0A' });

    answer = jsonResponse(404, { error: 'Order not found or access denied' });
    await user.clear(contact());
    await user.type(contact(), 'someone@example.in');
    await user.click(trackButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain(
      'Failed to find order. Please check your information and try again.',
    );
    expect(screen.queryByRole('article')).toBeNull();
    expect(trackButton()).toBeTruthy();
  });

  it('passes on the server’s wait when there were too many attempts', async () => {
    api(async () =>
      jsonResponse(429, { error: 'Too many order look-ups. Please try again in 15 minutes.' }),
    );
    const user = renderTrackOrder('7HK2MQ9X0A');
    await user.type(contact(), 'asha@example.in');
    await user.click(trackButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many order look-ups. Please try again in 15 minutes.',
    );
  });
});
