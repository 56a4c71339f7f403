import type { AdminOrder } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import { adminOrder, staffMe } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';

const api = stubAdminApi();

function openOrder(order: AdminOrder, answers: Parameters<typeof api.respond>[0] = {}) {
  api.respond({
    'GET /session': staffMe('fulfilment'),
    [`GET /orders/${order.id}`]: order,
    ...answers,
  });
  return renderApp(`/orders/${order.id}`);
}

const processing = adminOrder({ status: 1 });

describe('correcting an order’s address', () => {
  it('corrects the address of an order that has not shipped, and shows the corrected one', async () => {
    const fixed = {
      ...processing.shippingAddress,
      address: '22 Defence Colony',
      postalCode: '110024',
    };
    let saved = false;
    const { user } = openOrder(processing, {
      'PUT /orders/K7M2P9QX4R/shipping-address': () => {
        saved = true;
        return { ...processing, shippingAddress: fixed };
      },
      'GET /orders/K7M2P9QX4R': () =>
        saved ? { ...processing, shippingAddress: fixed } : processing,
    });
    const customer = await screen.findByRole('region', { name: 'Customer' });
    await user.click(within(customer).getByRole('button', { name: 'Correct address' }));
    const form = screen.getByRole('form', { name: 'Correct the delivery address' });
    expect((within(form).getByLabelText('Full name') as HTMLInputElement).value).toBe(
      processing.shippingAddress.fullName,
    );
    expect((within(form).getByLabelText('State') as HTMLSelectElement).value).toBe('Delhi');
    const street = within(form).getByLabelText('Address');
    await user.clear(street);
    await user.type(street, '22 Defence Colony');
    const pin = within(form).getByLabelText('PIN code');
    await user.clear(pin);
    await user.type(pin, '110024');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    await screen.findByText('Address of order K7M2P9QX4R corrected');
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({
      fullName: processing.shippingAddress.fullName,
      address: '22 Defence Colony',
      city: processing.shippingAddress.city,
      state: 'Delhi',
      postalCode: '110024',
      phone: processing.shippingAddress.phone,
    });
    await waitFor(() => expect(within(customer).getByText(/22 Defence Colony/)).toBeTruthy());
    expect(screen.queryByRole('form', { name: 'Correct the delivery address' })).toBeNull();
  });

  it('shows the API’s refusal of a PIN code in another state under the State', async () => {
    const { user } = openOrder(processing, {
      'PUT /orders/K7M2P9QX4R/shipping-address': jsonResponse(400, {
        error: 'state: PIN code 560001 is in Karnataka, not in Delhi',
      }),
    });
    const customer = await screen.findByRole('region', { name: 'Customer' });
    await user.click(within(customer).getByRole('button', { name: 'Correct address' }));
    const pin = screen.getByLabelText('PIN code');
    await user.clear(pin);
    await user.type(pin, '560001');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const state = screen.getByLabelText('State');
    await waitFor(() => expect(state.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('PIN code 560001 is in Karnataka, not in Delhi')).toBeTruthy();
    expect(document.activeElement).toBe(state);
  });

  it('offers no correction once the order has shipped', async () => {
    openOrder(adminOrder({ status: 2, carrier: 'Delhivery', trackingNumber: 'DL1' }));
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(within(customer).queryByRole('button', { name: 'Correct address' })).toBeNull();
  });
});
