import type { AdminReturn } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, jsonResponse, stubAdminApi } from '~/test/component-test';
import { adminReturn, staffMe } from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';

const api = stubAdminApi();
const saved = captureDownloads();

function page(data: AdminReturn[], total = data.length) {
  return { data, pagination: { page: 1, limit: 25, total } };
}

const posts = () => api.calls.filter((call) => call.method === 'POST');

describe('the return list', () => {
  it('shows each return with its order, customer, items and age, and filters by status', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /returns': (call) =>
        call.query.get('status') === 'refunded'
          ? page([])
          : page([
              adminReturn({
                lines: [
                  {
                    ...adminReturn().lines[0]!,
                    quantity: 1,
                    exchangeFor: { size: 'L', color: null },
                  },
                ],
              }),
              adminReturn({ id: 5, status: 'refunded', needsAction: false, ageDays: 12 }),
            ]),
    });
    const { router, user } = renderApp('/returns');
    const table = await screen.findByRole('table', { name: 'Returns, needing action first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Return #7' }).getAttribute('href')).toBe(
      '/admin/returns/7',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'K7M2P9QX4R' }).getAttribute('href')).toBe(
      '/admin/orders/K7M2P9QX4R',
    );
    expect(within(rows[0]!).getByText('Needs action')).toBeTruthy();
    expect(within(rows[0]!).getByText('3 days ago')).toBeTruthy();
    expect(
      within(rows[0]!).getByText('1 × Cotton kurta (M, Indigo), exchange for size L'),
    ).toBeTruthy();
    expect(within(rows[0]!).getByText('Priya Sharma')).toBeTruthy();
    expect(within(rows[1]!).getByText('Refunded')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Needs action')).toBeNull();
    expect(within(rows[1]!).getByText('12 days ago')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Returns' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Returns · Back office'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Refunded');
    await waitFor(() => expect(currentPath(router)).toBe('/returns?status=refunded'));
    expect(await screen.findByText('No returns match this filter')).toBeTruthy();
    expect(Object.fromEntries(api.calls.at(-1)!.query)).toEqual({
      status: 'refunded',
      page: '1',
      limit: '25',
    });
  });

  it('is not for fulfilment staff, nor in their menu', async () => {
    api.respond({ 'GET /session': staffMe('fulfilment') });
    renderApp('/returns');
    expect(
      await screen.findByText('Returns and exchanges are for owners and managers.'),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.path.startsWith('/returns'))).toBe(false);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Returns' })).toBeNull();
  });
});

/** A return page whose POSTs answer `next` (each a step further), reloading what they answer. */
function openReturn(first: AdminReturn, answers: Parameters<typeof api.respond>[0] = {}) {
  let current = first;
  const moveTo = (next: AdminReturn) => () => (current = next);
  api.respond({
    'GET /session': staffMe('owner'),
    'GET /returns/7': () => current,
    ...answers,
  });
  return { ...renderApp('/returns/7'), moveTo };
}

describe('a return', () => {
  it('shows the items, the shopper’s reason, note and photos, and rejects only with a reason', async () => {
    const rejected = adminReturn({
      status: 'rejected',
      needsAction: false,
      rejectionReason: 'Worn and washed',
      updatedAt: '2026-10-21T06:30:00.000Z',
    });
    const { user, moveTo } = openReturn(adminReturn());
    api.respond({ 'POST /returns/7/status': moveTo(rejected) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Return #7' })).toBeTruthy();
    const items = screen.getByRole('table', { name: 'Items of return #7' });
    expect(within(items).getByText('Cotton kurta')).toBeTruthy();
    expect(within(items).getByText('Size M · Colour Indigo')).toBeTruthy();
    expect(within(items).getByText('₹1,299.50')).toBeTruthy();
    const reason = screen.getByRole('region', { name: 'The shopper’s reason' });
    expect(reason.textContent).toContain('Does not fit');
    expect(reason.textContent).toContain('The kurta is too tight at the shoulders.');
    const photo = within(reason).getByRole('img', {
      name: 'Sent by Priya Sharma with the return, 1 of 1 (opens in a new tab)',
    });
    expect(photo.getAttribute('src')).toBe(
      '/api/v1/images/0123456789abcdef0123456789abcdef/320.webp',
    );
    expect(
      within(screen.getByRole('region', { name: 'Shopper' }))
        .getByRole('link', { name: 'K7M2P9QX4R' })
        .getAttribute('href'),
    ).toBe('/admin/orders/K7M2P9QX4R');

    await user.click(screen.getByRole('radio', { name: /Reject/ }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reason is required to reject a return')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Worn and washed');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const confirm = screen.getByRole('group', { name: /Reject return #7\?/ });
    expect(confirm.textContent).toContain('Priya Sharma is e-mailed at priya@example.in.');
    expect(posts()).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, go ahead' }));
    expect(await screen.findByText(/there is nothing more to do/)).toBeTruthy();
    expect(posts()[0]!.body).toEqual({ status: 'rejected', reason: 'Worn and washed' });
    expect(screen.getByRole('region', { name: 'Outcome' }).textContent).toContain(
      'Worn and washed',
    );
  });

  it('approves, arranges the pickup, then records each line received, back to stock or written off', async () => {
    const approved = adminReturn({ status: 'approved', updatedAt: '2026-10-21T06:30:00.000Z' });
    const { user, moveTo } = openReturn(adminReturn(), {});
    api.respond({
      'POST /returns/7/status': (call) =>
        (call.body as { status: string }).status === 'approved'
          ? moveTo(approved)()
          : moveTo(adminReturn({ status: 'received', proposedRefund: 899 }))(),
      'POST /returns/7/pickup': moveTo({
        ...approved,
        pickup: { carrier: 'Delhivery', trackingNumber: 'DL98765', trackingUrl: null },
        updatedAt: '2026-10-21T08:00:00.000Z',
      }),
    });
    await user.click(await screen.findByRole('radio', { name: /Approve/ }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Yes, go ahead' }));
    const pickup = await screen.findByRole('form', { name: 'Arrange the pickup' });
    expect(posts()[0]!.body).toEqual({ status: 'approved' });

    await user.click(within(pickup).getByRole('button', { name: 'Arrange pickup' }));
    expect(await within(pickup).findByText('Carrier is required')).toBeTruthy();
    await user.type(within(pickup).getByRole('textbox', { name: 'Carrier' }), 'Delhivery');
    await user.type(within(pickup).getByRole('textbox', { name: 'Tracking number' }), 'DL98765');
    await user.click(within(pickup).getByRole('button', { name: 'Arrange pickup' }));
    expect(await screen.findByRole('form', { name: 'Change the pickup' })).toBeTruthy();
    expect(posts()[1]!.body).toEqual({ carrier: 'Delhivery', trackingNumber: 'DL98765' });
    expect(screen.getByRole('region', { name: 'Pickup' }).textContent).toContain('DL98765');

    const receive = screen.getByRole('form', { name: 'Receive and inspect' });
    const kurta = within(receive).getByRole('group', { name: /Cotton kurta/ });
    await user.clear(within(kurta).getByRole('spinbutton', { name: 'Back to stock' }));
    await user.type(within(kurta).getByRole('spinbutton', { name: 'Back to stock' }), '1');
    await user.click(within(receive).getByRole('button', { name: 'Record as received' }));
    expect(
      await within(kurta).findByText(
        'Write-off reason is required for the 1 not going back to stock',
      ),
    ).toBeTruthy();
    const dupatta = within(receive).getByRole('group', { name: /Silk dupatta/ });
    await user.clear(within(dupatta).getByRole('spinbutton', { name: 'Received' }));
    await user.type(within(dupatta).getByRole('spinbutton', { name: 'Received' }), '2');
    await user.type(within(kurta).getByRole('textbox', { name: 'Write-off reason' }), 'Stained');
    await user.click(within(receive).getByRole('button', { name: 'Record as received' }));
    expect(
      await within(dupatta).findByText('Received must be a whole number from 0 to 1'),
    ).toBeTruthy();
    await user.clear(within(dupatta).getByRole('spinbutton', { name: 'Received' }));
    await user.type(within(dupatta).getByRole('spinbutton', { name: 'Received' }), '0');
    await user.clear(within(dupatta).getByRole('spinbutton', { name: 'Back to stock' }));
    await user.type(within(dupatta).getByRole('spinbutton', { name: 'Back to stock' }), '0');
    await user.click(within(receive).getByRole('button', { name: 'Record as received' }));
    const confirm = screen.getByRole('group', { name: /Record return #7 as received, 1 back/ });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, record the receipt' }));
    expect(await screen.findByRole('form', { name: 'Refund' })).toBeTruthy();
    expect(posts()[2]!.body).toEqual({
      status: 'received',
      lines: [
        { itemId: 1, quantity: 2, restock: 1, writeOffReason: 'Stained' },
        { itemId: 2, quantity: 0, restock: 0 },
      ],
    });
  });

  it('refunds the proposed amount or less, never more, and shows the API’s refusal', async () => {
    const received = adminReturn({
      status: 'received',
      proposedRefund: 1798,
      updatedAt: '2026-10-22T06:30:00.000Z',
    });
    const { user } = openReturn(received, {
      'POST /returns/7/refund': jsonResponse(422, {
        error: 'The refund is more than is left of the payment (₹1,500.00).',
      }),
    });
    const form = await screen.findByRole('form', { name: 'Refund' });
    const amount = within(form).getByRole('textbox', { name: 'Amount (₹)' });
    expect((amount as HTMLInputElement).value).toBe('1798.00');
    await user.clear(amount);
    await user.type(amount, '1,900');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(
      await within(form).findByText(
        'Amount (₹) must be at most ₹1,798.00, the value of the items received',
      ),
    ).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '1499.50');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    const confirm = within(form).getByRole('group', { name: /Refund ₹1,499.50 to Priya Sharma\?/ });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, refund' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The refund is more than is left of the payment (₹1,500.00).',
    );
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toEqual({ amount: 1499.5 });
  });

  it('ships the exchange the shopper asked for, then links to its order', async () => {
    const received = adminReturn({
      status: 'received',
      proposedRefund: 899,
      lines: [{ ...adminReturn().lines[0]!, quantity: 1, exchangeFor: { size: 'L', color: null } }],
    });
    const { user } = openReturn(received, {
      'POST /returns/7/exchange': () => {
        api.respond({
          'GET /returns/7': adminReturn({
            ...received,
            status: 'exchanged',
            needsAction: false,
            exchangeOrderId: 'X4R7M2P9QK',
            updatedAt: '2026-10-22T06:30:00.000Z',
          }),
        });
        return received;
      },
    });
    const exchange = await screen.findByRole('group', { name: 'Ship the exchange' });
    expect(exchange.textContent).toContain('Cotton kurta: exchange for size L');
    await user.click(within(exchange).getByRole('button', { name: 'Ship the exchange' }));
    await user.click(
      within(exchange).getByRole('button', { name: 'Yes, create the exchange order' }),
    );
    const link = await screen.findByRole('link', { name: 'X4R7M2P9QK' });
    expect(link.getAttribute('href')).toBe('/admin/orders/X4R7M2P9QK');
    expect(posts()[0]!.body).toEqual({});
  });

  it('lists a refunded return’s credit notes and downloads each PDF', async () => {
    const { user } = openReturn(
      adminReturn({
        status: 'refunded',
        needsAction: false,
        refundId: 31,
        creditNotes: [
          {
            number: 'CK/CN/26-27/00003',
            date: '2026-10-22T07:00:00.000Z',
            amount: 1499.5,
            reason: 'Return #7: does not fit',
            refundId: 31,
            returnId: 7,
          },
        ],
      }),
      {
        'GET /orders/K7M2P9QX4R/credit-notes/CK%2FCN%2F26-27%2F00003': new Response('%PDF-1.7', {
          headers: { 'content-type': 'application/pdf' },
        }),
      },
    );
    const notes = await screen.findByRole('region', { name: 'Credit notes' });
    expect(notes.textContent).toContain('CK/CN/26-27/00003');
    expect(notes.textContent).toContain('₹1,499.50 · Return #7: does not fit');
    expect(screen.getByText(/there is nothing more to do/)).toBeTruthy();
    await user.click(
      within(notes).getByRole('button', { name: 'Download credit note CK/CN/26-27/00003' }),
    );
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['CK-CN-26-27-00003.pdf']));
  });
});
