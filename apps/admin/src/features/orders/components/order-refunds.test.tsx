import type { AdminOrder, AdminRefund, StaffRole } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import { adminOrder, staffMe } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';

const api = stubAdminApi();

const paidByCard = adminOrder({
  status: 1,
  paymentMethod: 'razorpay',
  payments: [
    {
      id: 7,
      method: 'razorpay',
      status: 'succeeded',
      amount: 999,
      txnid: 'order_Q1',
      reference: 'pay_Q1',
      test: false,
      refundDue: false,
      createdAt: '2026-10-12T10:16:00.000Z',
      updatedAt: '2026-10-12T10:17:00.000Z',
    },
  ],
  money: { paid: 999, pending: 0, refunded: 0, refunding: 0, refundDue: 0, refundable: 999 },
});

const refund = (overrides: Partial<AdminRefund> = {}): AdminRefund => ({
  id: 3,
  paymentId: 7,
  method: 'razorpay',
  amount: 499.5,
  status: 'pending',
  reason: 'Damaged',
  lines: [],
  gatewayReference: null,
  transferReference: null,
  byHand: false,
  requestedBy: 'manager@shop.in',
  error: null,
  createdAt: '2026-10-13T10:00:00.000Z',
  processedAt: null,
  ...overrides,
});

function openOrder(
  order: AdminOrder,
  role: StaffRole = 'manager',
  answers: Parameters<typeof api.respond>[0] = {},
) {
  api.respond({
    'GET /session': staffMe(role),
    [`GET /orders/${order.id}`]: order,
    ...answers,
  });
  return renderApp(`/orders/${order.id}`);
}

const moneySection = () => screen.findByRole('region', { name: 'Money and refunds' });

describe('refunding an order in the back office', () => {
  it('refunds an amount with a reason, and shows the refund once the order is loaded again', async () => {
    let refunded = false;
    const after = {
      ...paidByCard,
      refunds: [refund({ amount: 250 })],
      money: { ...paidByCard.money, refunding: 250, refundable: 749 },
    };
    const { user } = openOrder(paidByCard, 'manager', {
      'POST /orders/K7M2P9QX4R/refunds': () => {
        refunded = true;
        return jsonResponse(201, { id: 3, amount: 250, method: 'razorpay', status: 'pending' });
      },
      'GET /orders/K7M2P9QX4R': () => (refunded ? after : paidByCard),
    });
    const money = await moneySection();
    const form = within(money).getByRole('form', { name: 'Refund' });
    await user.click(within(form).getByLabelText('An amount'));
    await user.type(within(form).getByLabelText('Amount (₹)'), '250');
    await user.type(within(form).getByLabelText('Reason'), 'Late delivery');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));

    await screen.findByText('Refund of ₹250.00 asked for');
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ amount: 250, reason: 'Late delivery' });
    const list = await within(money).findByRole('list', { name: 'Refunds' });
    expect(within(list).getByText('Pending')).toBeTruthy();
  });

  it('refunds items by quantity', async () => {
    const { user } = openOrder(paidByCard, 'owner', {
      'POST /orders/K7M2P9QX4R/refunds': jsonResponse(201, {
        id: 4,
        amount: 499.5,
        method: 'razorpay',
        status: 'pending',
      }),
    });
    const form = within(await moneySection()).getByRole('form', { name: 'Refund' });
    await user.click(within(form).getByLabelText('Items and quantities'));
    await user.type(within(form).getByLabelText(/^HDMI cable 2 m \(of 2/), '1');
    await user.type(within(form).getByLabelText('Reason'), 'One was damaged');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    await screen.findByText('Refund of ₹499.50 asked for');
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      lines: [{ itemId: 1, quantity: 1 }],
      reason: 'One was damaged',
    });
  });

  it('shows the API’s 422 when the amount is more than can be refunded', async () => {
    const { user } = openOrder(paidByCard, 'manager', {
      'POST /orders/K7M2P9QX4R/refunds': jsonResponse(422, {
        error: 'amount: ₹2000.00 is more than can be refunded: at most ₹999.00',
      }),
    });
    const form = within(await moneySection()).getByRole('form', { name: 'Refund' });
    await user.click(within(form).getByLabelText('An amount'));
    await user.type(within(form).getByLabelText('Amount (₹)'), '2000');
    await user.type(within(form).getByLabelText('Reason'), 'Too much');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    await within(form).findByText(/is more than can be refunded: at most ₹999.00/);
  });

  it('asks for a reason before asking the API', async () => {
    const { user } = openOrder(paidByCard);
    const form = within(await moneySection()).getByRole('form', { name: 'Refund' });
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    await within(form).findByText('Reason: is required');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers no refund to the fulfilment role, but shows the money', async () => {
    openOrder(paidByCard, 'fulfilment');
    const money = await moneySection();
    expect(within(money).getByText('Paid')).toBeTruthy();
    expect(within(money).queryByRole('form', { name: 'Refund' })).toBeNull();
  });

  it('shows the shopper’s refund destination and records the shop’s own UPI transfer', async () => {
    const byHand = adminOrder({
      status: 4,
      refunds: [refund({ method: 'upi', byHand: true, amount: 999 })],
      refundDestination: { kind: 'upi', vpa: 'priya@okhdfcbank' },
      money: { paid: 999, pending: 0, refunded: 0, refunding: 999, refundDue: 0, refundable: 0 },
    });
    const { user } = openOrder(byHand, 'owner', {
      'POST /orders/K7M2P9QX4R/refunds/3/transfer': {
        ...byHand,
        refunds: [refund({ method: 'upi', byHand: true, amount: 999, status: 'processed' })],
      },
    });
    const money = await moneySection();
    expect(within(money).getByText('priya@okhdfcbank')).toBeTruthy();
    const form = within(money).getByRole('form', { name: 'Record the transfer of ₹999.00' });
    await user.type(
      within(form).getByLabelText('Transfer reference (UTR or bank reference)'),
      '412345678901',
    );
    await user.click(within(form).getByRole('button', { name: 'Record transfer' }));
    await screen.findByText('Refund of ₹999.00 recorded as paid');
    await waitFor(() =>
      expect(api.calls.find((call) => call.path.endsWith('/transfer'))!.body).toEqual({
        reference: '412345678901',
      }),
    );
  });
});
