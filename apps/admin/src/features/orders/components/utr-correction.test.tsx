import type { AdminOrder } from '@storefront/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '~/test/axe';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import { adminOrder, staffMe } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';

const api = stubAdminApi();

const paid = (utr: string): AdminOrder => {
  const order = adminOrder({ status: 1 });
  return {
    ...order,
    payments: order.payments.map((payment) => ({
      ...payment,
      status: 'succeeded',
      reference: utr,
    })),
  };
};

describe('correcting a recorded UTR', () => {
  it('lets an owner correct the UTR of a UPI payment, and shows the API’s refusal under the field', async () => {
    let saved: string | null = null;
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /orders/K7M2P9QX4R': () => paid(saved ?? '412345678901'),
      'PUT /orders/K7M2P9QX4R/utr': (call) => {
        const { utr } = call.body as { utr: string };
        if (utr === '412345678902') {
          return jsonResponse(409, {
            error: 'utr: UTR 412345678902 already paid order A1B2C3D4E5.',
          });
        }
        saved = utr;
        return paid(utr);
      },
    });
    const { user } = renderApp('/orders/K7M2P9QX4R');
    const payments = await screen.findByRole('region', { name: 'Payments' });
    await user.click(within(payments).getByRole('button', { name: 'Correct UTR' }));
    const form = screen.getByRole('form', { name: 'Correct the UTR' });
    expect(within(form).getByText('412345678901')).toBeTruthy();
    const field = within(form).getByLabelText('Correct UTR');

    await user.type(field, '41234');
    await user.click(within(form).getByRole('button', { name: 'Save UTR' }));
    expect(await within(form).findByText(/must be the 12-digit UTR/)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, '412345678902');
    await user.click(within(form).getByRole('button', { name: 'Save UTR' }));
    expect(
      await within(form).findByText('UTR 412345678902 already paid order A1B2C3D4E5.'),
    ).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    await user.clear(field);
    await user.type(field, '4123 4567 8903');
    await user.type(within(form).getByLabelText(/^Reason/), 'Two digits swapped');
    await user.click(within(form).getByRole('button', { name: 'Save UTR' }));
    expect(await screen.findByText('UTR of order K7M2P9QX4R corrected')).toBeTruthy();
    const puts = api.calls.filter((call) => call.method === 'PUT');
    expect(puts.at(-1)!.body).toEqual({ utr: '4123 4567 8903', reason: 'Two digits swapped' });
  });

  it('is not offered to a manager, nor for an order not paid by UPI', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /orders/K7M2P9QX4R': paid('412345678901'),
    });
    const page = renderApp('/orders/K7M2P9QX4R');
    await screen.findByRole('region', { name: 'Payments' });
    expect(screen.queryByRole('button', { name: 'Correct UTR' })).toBeNull();
    page.unmount();

    api.respond({
      'GET /session': staffMe('owner'),
      'GET /orders/K7M2P9QX4R': adminOrder({ status: 0 }),
    });
    renderApp('/orders/K7M2P9QX4R');
    await screen.findByRole('region', { name: 'Payments' });
    expect(screen.queryByRole('button', { name: 'Correct UTR' })).toBeNull();
  });
});
