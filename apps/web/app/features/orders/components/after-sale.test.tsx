import { IMAGE_MAX_BYTES, RETURN_PHOTOS_MAX, RETURN_REASONS } from '@storefront/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, writeAuthToken } from '~/lib/auth-token';
import { apiProductAt } from '~/test/api-products';
import { axeProblems } from '~/test/axe';
import { jsonResponse, stubApiForComponentTests } from '~/test/component-test';
import { Toaster } from '~/ui/toast';
import { MyOrders } from './my-orders';

const fetchMock = stubApiForComponentTests();

const kurta = apiProductAt(1, {
  attributes: [
    { key: 'size', value: ['S', 'M', 'L'] },
    { key: 'color', value: ['Maroon', 'Navy'] },
  ],
  variants: [
    { size: 'S', color: 'Maroon', inStock: false, left: 0 },
    { size: 'M', color: 'Maroon', inStock: true, left: null },
    { size: 'L', color: 'Maroon', inStock: true, left: 2 },
    { size: 'S', color: 'Navy', inStock: true, left: null },
    { size: 'M', color: 'Navy', inStock: false, left: 0 },
    { size: 'L', color: 'Navy', inStock: false, left: 0 },
  ],
});

const line = (
  id: number,
  productTitle: string,
  quantity: number,
  price: number,
  variant: { productId?: string; size?: string; color?: string } = {},
) => ({
  id,
  productId: variant.productId ?? null,
  productTitle,
  quantity,
  price,
  size: variant.size ?? null,
  color: variant.color ?? null,
});

const baseOrder = {
  createdAt: '2026-12-01T06:30:00.000Z',
  shippingAddress: {
    fullName: 'Asha Verma',
    address: '12, MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
    phone: '+919845012345',
  },
  total: 0,
  shippingMethod: null,
  trackingNumber: null,
  carrier: null,
  trackingUrl: null,
  refunds: [],
  refundDestinationNeeded: false,
  shipments: [],
  creditNotes: [],
  returns: [],
};

const paidOrder = (changes: Record<string, unknown> = {}) => ({
  ...baseOrder,
  id: '7HK2MQ9X0A',
  status: 1,
  items: [line(1, 'HDMI Cable', 1, 499)],
  afterSale: { cancellable: true, returnUntil: null, returnable: [] },
  ...changes,
});

// A week from now: the window is open whenever the test runs.
const windowEnd = new Date(Date.now() + 7 * 86_400_000).toISOString();
const earlierRequest = {
  id: 4,
  status: 'requested',
  reason: 'Changed my mind',
  note: null,
  createdAt: '2026-12-05T06:30:00.000Z',
  lines: [
    {
      itemId: 13,
      productTitle: 'Wall Mount',
      size: null,
      color: null,
      quantity: 1,
      exchangeFor: null,
    },
  ],
  rejectionReason: null,
  pickup: null,
  nextStep: 'We will look at your request within 2 working days.',
  photos: [],
};
const deliveredOrder = (changes: Record<string, unknown> = {}) => ({
  ...baseOrder,
  id: '3JD8WXKQ2B',
  status: 3,
  items: [
    line(11, 'Cotton Kurta 1', 2, 799, { productId: kurta.id, size: 'M', color: 'Maroon' }),
    line(12, 'Remote Control', 1, 399),
    line(13, 'Wall Mount', 1, 1499),
  ],
  returns: [earlierRequest],
  afterSale: {
    cancellable: false,
    returnUntil: windowEnd,
    returnable: [
      { itemId: 11, quantity: 2 },
      { itemId: 12, quantity: 0 },
      { itemId: 13, quantity: 0 },
    ],
  },
  ...changes,
});

beforeEach(() => writeAuthToken('a-session-token-of-forty-three-characters-xx'));
afterEach(() => clearAuthToken());

function renderOrders() {
  const Stub = createRoutesStub([{ path: '/orders', Component: MyOrders }]);
  const { container } = render(
    <>
      <Stub initialEntries={['/orders']} />
      <Toaster />
    </>,
  );
  return { user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }), container };
}

/** The API's answers by method and path (after /api/v1), each a function of the request. */
function api(routes: Record<string, (init: RequestInit | undefined) => Response>) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = new URL(String(url)).pathname.replace(/^\/api\/v1/, '');
    const route = routes[`${init?.method ?? 'GET'} ${path}`];
    if (!route) throw new Error(`Unexpected ${init?.method} ${path}`);
    return route(init);
  });
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('cancelling an order on the orders page', () => {
  it('asks to confirm, sends the reason, then shows it Cancelled with its refund', async () => {
    let sent: unknown = null;
    api({
      'GET /orders': () => jsonResponse(200, [paidOrder()]),
      'POST /orders/7HK2MQ9X0A/cancel': (init) => {
        sent = bodyOf(init);
        return jsonResponse(
          200,
          paidOrder({
            status: 4,
            refunds: [{ amount: 499, status: 'pending', createdAt: '2026-12-02T06:30:00.000Z' }],
            afterSale: { cancellable: false, returnUntil: null, returnable: [] },
          }),
        );
      },
    });
    const { user } = renderOrders();
    const card = await screen.findByRole('article', { name: 'Order 7HK2MQ9X0A' });
    const cancel = within(card).getByRole('button', { name: 'Cancel order for order 7HK2MQ9X0A' });
    expect(cancel.getAttribute('aria-expanded')).toBe('false');
    await user.click(cancel);

    const confirm = within(card).getByRole('form', { name: 'Cancel this order?' });
    expect(confirm.textContent).toContain('A paid order is refunded to where you paid from.');
    expect(document.activeElement?.textContent).toBe('Cancel this order?');
    // Keeping it sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Keep order' }));
    expect(within(card).queryByRole('form', { name: 'Cancel this order?' })).toBeNull();
    expect(sent).toBeNull();

    await user.click(cancel);
    const again = within(card).getByRole('form', { name: 'Cancel this order?' });
    await user.type(within(again).getByRole('textbox', { name: 'Reason (optional)' }), 'Late');
    await user.click(within(again).getByRole('button', { name: /^Yes, cancel order/ }));

    expect((await within(card).findByRole('status')).textContent).toBe(
      'Your order is cancelled. ₹499 is being refunded to where you paid from.',
    );
    expect(sent).toEqual({ reason: 'Late' });
    expect(within(card).getByText('Cancelled')).toBeTruthy();
    expect(within(card).getByText('Refund in progress')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Cancel order/ })).toBeNull();
  });

  it('says so when the order shipped meanwhile, and shows it as it now is', async () => {
    api({
      'GET /orders': () => jsonResponse(200, [paidOrder()]),
      'POST /orders/7HK2MQ9X0A/cancel': () =>
        jsonResponse(409, { error: 'Order 7HK2MQ9X0A has shipped' }),
      'GET /orders/7HK2MQ9X0A': () =>
        jsonResponse(
          200,
          paidOrder({
            status: 2,
            afterSale: { cancellable: false, returnUntil: null, returnable: [] },
          }),
        ),
    });
    const { user } = renderOrders();
    const card = await screen.findByRole('article', { name: 'Order 7HK2MQ9X0A' });
    await user.click(within(card).getByRole('button', { name: /^Cancel order/ }));
    const confirm = within(card).getByRole('form', { name: 'Cancel this order?' });
    await user.click(within(confirm).getByRole('button', { name: /^Yes, cancel order/ }));

    expect((await within(card).findByRole('alert')).textContent).toBe(
      'This order has already shipped, so it can no longer be cancelled. Once it is delivered you can ask to return it.',
    );
    await waitFor(() => expect(within(card).getByText('Shipped')).toBeTruthy());
    expect(within(card).queryByRole('button', { name: /^Cancel order/ })).toBeNull();
    expect(within(card).queryByRole('form')).toBeNull();
  });
});

describe('asking to return or exchange items', () => {
  it('limits quantities, offers only sizes and colours in stock, wants a reason, caps the photos, and shows the request', async () => {
    const calls: { path: string; body: unknown }[] = [];
    let answered = deliveredOrder();
    api({
      'GET /orders': () => jsonResponse(200, [answered]),
      [`GET /products/${kurta.id}`]: () => jsonResponse(200, kurta),
      'POST /orders/3JD8WXKQ2B/returns': (init) => {
        calls.push({ path: 'returns', body: bodyOf(init) });
        answered = deliveredOrder({
          returns: [
            earlierRequest,
            {
              ...earlierRequest,
              id: 5,
              reason: 'Does not fit',
              note: 'Too tight',
              createdAt: '2026-12-06T06:30:00.000Z',
              lines: [
                {
                  itemId: 11,
                  productTitle: 'Cotton Kurta 1',
                  size: 'M',
                  color: 'Maroon',
                  quantity: 1,
                  exchangeFor: { size: 'L', color: 'Maroon' },
                },
              ],
              nextStep: 'We will look at your request within 2 working days.',
              photos: ['/p/1.webp', '/p/2.webp', '/p/3.webp'],
            },
          ],
          afterSale: {
            ...deliveredOrder().afterSale,
            returnable: [
              { itemId: 11, quantity: 1 },
              { itemId: 12, quantity: 0 },
              { itemId: 13, quantity: 0 },
            ],
          },
        });
        return jsonResponse(201, { id: 5, status: 'requested' });
      },
      'POST /orders/3JD8WXKQ2B/returns/5/photos': (init) => {
        const photo = init?.body as File;
        const type = (init?.headers as Record<string, string>)['Content-Type'];
        calls.push({ path: 'photo', body: `${photo.name} ${type}` });
        return jsonResponse(201, { photos: [`/p/${photo.name}`] });
      },
      'GET /orders/3JD8WXKQ2B': () => jsonResponse(200, answered),
    });
    const { user, container } = renderOrders();
    const card = await screen.findByRole('article', { name: 'Order 3JD8WXKQ2B' });
    expect(within(card).queryByRole('button', { name: /^Cancel order/ })).toBeNull();
    await user.click(
      within(card).getByRole('button', { name: 'Return or exchange items for order 3JD8WXKQ2B' }),
    );
    const form = within(card).getByRole('form', { name: 'Return or exchange items' });
    expect(form.textContent).toMatch(/Return window closes on \d{1,2} [A-Z][a-z]+ \d{4}/);

    // The kurta up to its 2; the remote is not returnable; the mount is already asked for.
    const kurtaLine = within(form).getByRole('group', { name: /Cotton Kurta 1/ });
    const quantity = within(kurtaLine).getByRole('combobox', { name: 'Quantity to return' });
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', '1', '2']);
    const remote = within(form).getByRole('group', { name: 'Remote Control' });
    expect(remote.textContent).toContain('Not returnable');
    expect(within(remote).queryByRole('combobox')).toBeNull();
    expect(within(form).getByRole('group', { name: 'Wall Mount' }).textContent).toContain(
      'Already asked for',
    );

    // Nothing chosen, no reason: said, and nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(within(form).getByText('Choose how many of at least one item to return.')).toBeTruthy();
    expect(within(form).getByText('Choose a reason for the return.')).toBeTruthy();
    expect(calls).toEqual([]);

    await user.selectOptions(quantity, '1');
    await user.click(
      await within(kurtaLine).findByRole('radio', { name: 'Exchange for another size or colour' }),
    );
    const exchange = within(kurtaLine).getByRole('combobox', { name: 'Exchange for' });
    // In stock and not the one delivered (M, Maroon): L Maroon and S Navy only.
    expect(
      within(exchange)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a size or colour', 'Size: L · Colour: Maroon', 'Size: S · Colour: Navy']);
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(within(form).getByText('Choose the size or colour you want instead.')).toBeTruthy();
    await user.selectOptions(exchange, 'Size: L · Colour: Maroon');

    const reason = within(form).getByRole('combobox', { name: 'Reason' });
    expect(
      within(reason)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent),
    ).toEqual([...RETURN_REASONS]);
    await user.selectOptions(reason, 'Does not fit');
    await user.type(within(form).getByRole('textbox', { name: 'Note (optional)' }), 'Too tight');

    // A photo too large for the API is not taken; then four chosen: the first three are kept,
    // and the shopper is told why.
    const photos = within(form).getByLabelText('Photos (optional)');
    const large = new File(['x'], 'large.webp', { type: 'image/webp' });
    Object.defineProperty(large, 'size', { value: IMAGE_MAX_BYTES + 1 });
    await user.upload(photos, large);
    expect(within(form).getByRole('alert').textContent).toBe('Each photo must be at most 10 MB.');
    expect(within(form).queryByRole('button', { name: /^Remove/ })).toBeNull();
    const files = ['1', '2', '3', '4'].map(
      (name) => new File(['x'], `${name}.webp`, { type: 'image/webp' }),
    );
    await user.upload(photos, files);
    expect(within(form).getByRole('alert').textContent).toBe(
      `You can add up to ${RETURN_PHOTOS_MAX} photos.`,
    );
    expect(within(form).getAllByRole('button', { name: /^Remove/ })).toHaveLength(3);
    expect((photos as HTMLInputElement).disabled).toBe(true);

    // The form in this state passes axe.
    expect(await axeProblems(container)).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect((await within(card).findByRole('status')).textContent).toBe(
      'Your request is sent. You can follow it below the order.',
    );
    expect(calls).toEqual([
      {
        path: 'returns',
        body: {
          lines: [{ itemId: 11, quantity: 1, exchangeFor: { size: 'L', color: 'Maroon' } }],
          reason: 'Does not fit',
          note: 'Too tight',
        },
      },
      { path: 'photo', body: '1.webp image/webp' },
      { path: 'photo', body: '2.webp image/webp' },
      { path: 'photo', body: '3.webp image/webp' },
    ]);
    const request = await within(card).findByRole('region', {
      name: /^Return request of 6 December 2026/,
    });
    expect(request.textContent).toContain('Requested');
    expect(request.textContent).toContain(
      'Cotton Kurta 1 (Size: M · Colour: Maroon) × 1, exchange for Size: L · Colour: Maroon',
    );
    expect(request.textContent).toContain('We will look at your request within 2 working days.');
    expect(within(card).queryByRole('form')).toBeNull();
    // A whole request typed as a shopper does: longer than the default 5 s on a busy machine.
  }, 15_000);

  it('shows the API’s refusal and keeps the form', async () => {
    api({
      'GET /orders': () => jsonResponse(200, [deliveredOrder()]),
      [`GET /products/${kurta.id}`]: () => jsonResponse(404, { error: 'Product not found' }),
      'POST /orders/3JD8WXKQ2B/returns': () =>
        jsonResponse(422, { error: 'The return window of this order closed on 8 December 2026' }),
    });
    const { user } = renderOrders();
    const card = await screen.findByRole('article', { name: 'Order 3JD8WXKQ2B' });
    await user.click(within(card).getByRole('button', { name: /^Return or exchange items/ }));
    const form = within(card).getByRole('form', { name: 'Return or exchange items' });
    const kurtaLine = within(form).getByRole('group', { name: /Cotton Kurta 1/ });
    await user.selectOptions(
      within(kurtaLine).getByRole('combobox', { name: 'Quantity to return' }),
      '2',
    );
    // The product is gone from the catalogue: money back only.
    expect(
      await within(kurtaLine).findByText(/No other size or colour is in stock for an exchange/),
    ).toBeTruthy();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Reason' }),
      'Wrong item received',
    );
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The return window of this order closed on 8 December 2026',
    );
  });

  it('offers no return once the window has closed', async () => {
    api({
      'GET /orders': () =>
        jsonResponse(200, [
          deliveredOrder({
            afterSale: {
              cancellable: false,
              returnUntil: '2026-01-01T00:00:00.000Z',
              returnable: [{ itemId: 11, quantity: 2 }],
            },
          }),
        ]),
    });
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Order 3JD8WXKQ2B' });
    expect(within(card).queryByRole('button', { name: /^Return or exchange items/ })).toBeNull();
    expect(card.textContent).not.toContain('Return window closes');
  });
});

describe('return requests and credit notes on an order', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each request’s state, lines, next step, pickup and rejection, and downloads a credit note', async () => {
    const request = (id: number, status: string, changes: Record<string, unknown> = {}) => ({
      ...earlierRequest,
      id,
      status,
      createdAt: `2026-12-0${id}T06:30:00.000Z`,
      nextStep: `Next for ${status}.`,
      ...changes,
    });
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:http://localhost/1';
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    api({
      'GET /orders': () =>
        jsonResponse(200, [
          deliveredOrder({
            afterSale: { cancellable: false, returnUntil: null, returnable: [] },
            returns: [
              request(1, 'requested'),
              request(2, 'approved', {
                pickup: {
                  carrier: 'Delhivery',
                  trackingNumber: 'DL123456',
                  trackingUrl: 'https://www.delhivery.com/track/DL123456',
                },
              }),
              request(3, 'rejected', { rejectionReason: 'Used and washed' }),
              request(4, 'received'),
              request(5, 'refunded'),
              request(6, 'exchanged'),
            ],
            creditNotes: [
              { number: 'CK/26-27/C0001', date: '2026-12-12T06:30:00.000Z', amount: 499 },
            ],
          }),
        ]),
      'GET /orders/3JD8WXKQ2B/credit-notes/CK%2F26-27%2FC0001': () =>
        new Response(pdf, { headers: { 'content-type': 'application/pdf' } }),
    });
    const { user, container } = renderOrders();
    const card = await screen.findByRole('article', { name: 'Order 3JD8WXKQ2B' });
    // The order's own status stays the spec's.
    expect(within(card).getByText('Delivered')).toBeTruthy();
    const requests = within(card).getAllByRole('region', { name: /^Return request of/ });
    expect(
      requests.map(
        (shown) =>
          within(shown).getByText(/^Return status/, { exact: false }).parentElement?.textContent,
      ),
    ).toEqual([
      'Return status: Requested',
      'Return status: Approved',
      'Return status: Rejected',
      'Return status: Received',
      'Return status: Refunded',
      'Return status: Exchanged',
    ]);
    expect(requests[0]!.textContent).toContain('Wall Mount × 1, money back');
    expect(requests[0]!.textContent).toContain('Next for requested.');
    expect(requests[1]!.textContent).toContain('Pickup: Delhivery, tracking number DL123456');
    expect(
      within(requests[1]!)
        .getByRole('link', { name: 'DL123456 (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('https://www.delhivery.com/track/DL123456');
    expect(requests[2]!.textContent).toContain('Why it was rejected: Used and washed');

    const notes = within(card).getByText('Credit notes').parentElement!;
    expect(within(notes).getByRole('listitem').textContent).toBe(
      'Credit note CK/26-27/C0001·₹499.00·12 Dec 2026·Download credit note CK/26-27/C0001 for order 3JD8WXKQ2B',
    );
    expect(await axeProblems(container)).toEqual([]);
    await user.click(within(notes).getByRole('button', { name: /^Download credit note/ }));
    await waitFor(() => expect(saved).toEqual(['CK-26-27-C0001.pdf']));
  });
});
