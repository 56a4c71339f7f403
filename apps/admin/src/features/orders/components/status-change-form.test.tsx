import type { AdminOrder, StaffRole } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import { adminOrder, staffMe } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';

const api = stubAdminApi();

function openOrder(
  order: AdminOrder,
  answers: Parameters<typeof api.respond>[0] = {},
  role: StaffRole = 'manager',
) {
  api.respond({
    'GET /session': staffMe(role),
    [`GET /orders/${order.id}`]: order,
    ...answers,
  });
  return renderApp(`/orders/${order.id}`);
}

async function nextStepChoices() {
  const group = await screen.findByRole('group', { name: 'Next step' });
  return within(group)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')!.querySelector('span span')!.textContent);
}

describe('the order status form', () => {
  it('offers a pending UPI order only payment confirmation or cancelling', async () => {
    openOrder(adminOrder({ status: 0, paymentMethod: 'upi' }));
    expect(await nextStepChoices()).toEqual(['Confirm payment', 'Cancel order']);
  });

  it('offers fulfilment staff no payment confirmation or cancelling, and says whose they are', async () => {
    openOrder(adminOrder({ status: 0, paymentMethod: 'upi' }), {}, 'fulfilment');
    expect(
      await screen.findByText(
        'This order is pending, waiting for its payment. Confirming payments and cancelling orders are for owners and managers.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: /Confirm payment|Cancel order/ })).toBeNull();
  });

  it('offers fulfilment staff a paid order’s shipping, but not its cancelling', async () => {
    openOrder(adminOrder({ status: 1 }), {}, 'fulfilment');
    expect(await nextStepChoices()).toEqual(['Mark as shipped']);
    expect(screen.getByText('Cancelling orders is for owners and managers.')).toBeTruthy();
  });

  it('offers a shipped order delivery or return to origin', async () => {
    openOrder(adminOrder({ status: 2 }));
    expect(await nextStepChoices()).toEqual(['Mark as delivered', 'Returned to origin']);
    await waitFor(() => expect(document.title).toBe('Order K7M2P9QX4R · Back office'));
  });

  it('offers fulfilment staff a shipped order’s delivery, and says whose the return to origin is', async () => {
    openOrder(adminOrder({ status: 2 }), {}, 'fulfilment');
    expect(await nextStepChoices()).toEqual(['Mark as delivered']);
    expect(
      screen.getByText('Marking parcels returned to origin is for owners and managers.'),
    ).toBeTruthy();
  });

  it('marks a shipped parcel returned to origin with the carrier’s reason, then receives it back into stock', async () => {
    const rto = (receivedAt: string | null) =>
      adminOrder({
        status: 4,
        updatedAt: '2026-10-15T10:00:00.000Z',
        cancelReason: 'Door locked for a week',
        returnedToOrigin: { reason: 'Door locked for a week', receivedAt },
        items: [
          { ...adminOrder().items[0]!, quantity: 2 },
          {
            id: 2,
            productId: '3a2c7a52-57f4-4a4d-9a5e-1d2c3b4a5f61',
            productTitle: 'Wall mount',
            quantity: 1,
            price: 1499,
            size: null,
            color: null,
            discount: 0,
          },
        ],
      });
    let current = adminOrder({ status: 2, items: rto(null).items });
    const { user } = openOrder(current, {
      'GET /orders/K7M2P9QX4R': () => current,
      'POST /orders/K7M2P9QX4R/status': () => (current = rto(null)),
      'POST /orders/K7M2P9QX4R/rto-received': () => (current = rto('2026-10-18T05:00:00.000Z')),
    });
    await user.click(await screen.findByRole('radio', { name: /Returned to origin/ }));
    await user.click(screen.getByRole('button', { name: 'Mark as returned to origin' }));
    expect(await screen.findByText('Choose why the parcel came back')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Why it came back' }), 'Other');
    await user.click(screen.getByRole('button', { name: 'Mark as returned to origin' }));
    expect(await screen.findByText('Carrier’s reason is required')).toBeTruthy();
    await user.type(
      screen.getByRole('textbox', { name: 'Carrier’s reason' }),
      'Door locked for a week',
    );
    await user.click(screen.getByRole('button', { name: 'Mark as returned to origin' }));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes, it came back' }));

    expect(await screen.findByText(/door locked for a week · awaiting the parcel/)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      status: 4,
      fromStatus: 2,
      reason: 'Door locked for a week',
      returnedToOrigin: true,
    });

    const mount = screen.getByRole('spinbutton', { name: 'Wall mount: back to stock, of 1' });
    await user.clear(mount);
    await user.type(mount, '2');
    await user.click(screen.getByRole('button', { name: 'Record the parcel received' }));
    expect(
      await screen.findByText('Wall mount: back to stock, of 1 must be a whole number from 0 to 1'),
    ).toBeTruthy();
    await user.clear(mount);
    await user.type(mount, '0');
    await user.click(screen.getByRole('button', { name: 'Record the parcel received' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, it is back' }));
    expect(await screen.findByText(/parcel received back on/)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)!.body).toEqual({
      lines: [
        { itemId: 1, restock: 2 },
        { itemId: 2, restock: 0 },
      ],
    });
    expect(screen.queryByRole('button', { name: 'Record the parcel received' })).toBeNull();
  });

  it('says a delivered order cannot change any more', async () => {
    openOrder(adminOrder({ status: 3 }));
    expect(await screen.findByText(/its status cannot change any more/)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('requires the carrier and tracking number to ship, then sends them', async () => {
    const shipped = adminOrder({
      status: 2,
      carrier: 'Delhivery',
      trackingNumber: 'DL123',
      updatedAt: '2026-10-13T09:00:00.000Z',
    });
    let current = adminOrder({ status: 1 });
    const { user } = openOrder(current, {
      'GET /orders/K7M2P9QX4R': () => current,
      'POST /orders/K7M2P9QX4R/status': () => {
        current = shipped;
        return shipped;
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Mark as shipped/ }));
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));

    const carrier = screen.getByRole('textbox', { name: 'Carrier' });
    const tracking = screen.getByRole('textbox', { name: 'Tracking number' });
    expect(carrier.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Carrier is required to ship')).toBeTruthy();
    expect(screen.getByText('Tracking number is required to ship')).toBeTruthy();
    // The message is tied to its field for screen readers.
    const describedBy = tracking.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)!.textContent).toBe(
      'Tracking number is required to ship',
    );
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(carrier, 'Delhivery');
    await user.type(tracking, 'DL123');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      status: 2,
      fromStatus: 1,
      carrier: 'Delhivery',
      trackingNumber: 'DL123',
    });
    expect(await screen.findByText('Order K7M2P9QX4R is now shipped')).toBeTruthy();
    // The order is loaded again: now it can only be delivered, or come back undelivered.
    await screen.findByRole('radio', { name: /Mark as delivered/ });
    expect(await nextStepChoices()).toEqual(['Mark as delivered', 'Returned to origin']);
  });

  it('refuses a tracking URL that is not http(s)', async () => {
    const { user } = openOrder(adminOrder({ status: 1 }));
    await user.click(await screen.findByRole('radio', { name: /Mark as shipped/ }));
    await user.type(screen.getByRole('textbox', { name: 'Carrier' }), 'India Post');
    await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'EE123');
    await user.type(screen.getByRole('textbox', { name: /Tracking URL/ }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('Tracking URL must be an http(s) URL')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('needs the UTR or reference to confirm a payment, and sends it', async () => {
    api.respond({ 'POST /orders/K7M2P9QX4R/status': adminOrder({ status: 1 }) });
    const { user } = openOrder(adminOrder({ status: 0, paymentMethod: 'upi' }));
    await user.click(await screen.findByRole('radio', { name: /Confirm payment/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(
      await screen.findByText(/Payment reference \(UTR\) is required to confirm a payment/),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Payment reference/ }), ' 412345678901 ');
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        status: 1,
        fromStatus: 0,
        reference: '412345678901',
      }),
    );
  });

  it('confirms a UPI payment only with a 12-digit UTR', async () => {
    const { user } = openOrder(adminOrder({ status: 0, paymentMethod: 'upi' }));
    await user.click(await screen.findByRole('radio', { name: /Confirm payment/ }));
    await user.type(screen.getByRole('textbox', { name: /Payment reference/ }), 'UTR1');
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(
      await screen.findByText(
        'Payment reference (UTR) must be the 12-digit UTR of the UPI payment, as your bank or UPI app shows it',
      ),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says which order a UTR already paid, and leaves the order as it was', async () => {
    const { user } = openOrder(adminOrder({ status: 0, paymentMethod: 'upi' }), {
      'POST /orders/K7M2P9QX4R/status': jsonResponse(409, {
        error: 'reference: UTR 412345678901 already paid order Q4ZX8M2KPA.',
      }),
    });
    await user.click(await screen.findByRole('radio', { name: /Confirm payment/ }));
    await user.type(screen.getByRole('textbox', { name: /Payment reference/ }), '4123 4567 8901');
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(
      await screen.findByText(
        'Not confirmed: UTR 412345678901 already paid order Q4ZX8M2KPA. Check the UTR in your bank or UPI app.',
      ),
    ).toBeTruthy();
    // Not someone else's change: the order is not loaded again, the UTR stays to be corrected.
    expect(api.calls.filter((call) => call.path === '/orders/K7M2P9QX4R')).toHaveLength(1);
    expect(
      (screen.getByRole('textbox', { name: /Payment reference/ }) as HTMLInputElement).value,
    ).toBe('4123 4567 8901');
  });

  it('asks for a reason and a second confirmation before cancelling', async () => {
    api.respond({ 'POST /orders/K7M2P9QX4R/status': adminOrder({ status: 4 }) });
    const { user } = openOrder(adminOrder({ status: 0 }));
    await user.click(await screen.findByRole('radio', { name: /Cancel order/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Reason for cancelling is required to cancel')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Reason for cancelling' }), 'Out of stock');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByText('Cancel order K7M2P9QX4R? This cannot be undone.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    const confirm = screen.getByRole('button', { name: 'Yes, cancel the order' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));

    await user.click(confirm);
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        status: 4,
        fromStatus: 0,
        reason: 'Out of stock',
      }),
    );
  });

  it('asks a cash-on-delivery order to confirm the cash was collected on delivery', async () => {
    const { user } = openOrder(adminOrder({ status: 2, paymentMethod: 'cod', total: 1299 }));
    await user.click(
      await screen.findByRole('radio', { name: /Mark as delivered \(cash collected\)/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Mark as delivered' }));
    expect(await screen.findByText('Confirm that the cash was collected')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Cash of ₹1,299.00 collected' })).toBeTruthy();
  });

  it('shows a 409 and reloads the order that someone else moved', async () => {
    let current = adminOrder({ status: 1 });
    const { user } = openOrder(current, {
      'GET /orders/K7M2P9QX4R': () => current,
      'POST /orders/K7M2P9QX4R/status': () => {
        current = adminOrder({ status: 4, updatedAt: '2026-10-13T09:00:00.000Z' });
        return jsonResponse(409, { error: 'The order is already cancelled.' });
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Mark as shipped/ }));
    await user.type(screen.getByRole('textbox', { name: 'Carrier' }), 'Delhivery');
    await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'DL1');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));

    expect(await screen.findByText(/its status cannot change any more/)).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/orders/K7M2P9QX4R')).toHaveLength(2);
  });
});
