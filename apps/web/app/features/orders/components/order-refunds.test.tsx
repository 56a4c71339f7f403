import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, writeAuthToken } from '~/lib/auth-token';
import { jsonResponse, stubApiForComponentTests } from '~/test/component-test';
import { MyOrders } from './my-orders';

const fetchMock = stubApiForComponentTests();

const cancelledUpiOrder = (refund: 'pending' | 'processed', needed: boolean) => ({
  id: '7HK2MQ9X0A',
  status: 4,
  createdAt: new Date(2025, 10, 21, 12).toISOString(),
  items: [
    {
      id: 1,
      productId: null,
      productTitle: 'HDMI Cable',
      quantity: 1,
      price: 299,
      size: null,
      color: null,
    },
  ],
  shippingAddress: {
    fullName: 'Asha Verma',
    address: '12, MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
    phone: '+919845012345',
  },
  total: 299,
  shippingMethod: null,
  trackingNumber: null,
  carrier: null,
  trackingUrl: null,
  refunds: [{ amount: 299, status: refund, createdAt: new Date(2025, 10, 22, 9).toISOString() }],
  refundDestinationNeeded: needed,
});

beforeEach(() => writeAuthToken('a-session-token-of-forty-three-characters-xx'));
afterEach(() => clearAuthToken());

function renderOrders() {
  const Stub = createRoutesStub([{ path: '/orders', Component: MyOrders }]);
  render(<Stub initialEntries={['/orders']} />);
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('refunds on the orders page', () => {
  it('shows a refund in progress, asks where to send it, checks the IFSC, and saves it', async () => {
    let saved: unknown = null;
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/refund-destination') && init?.method === 'PUT') {
        saved = JSON.parse(String(init.body));
        return jsonResponse(200, { destination: saved, needed: false });
      }
      return jsonResponse(200, [cancelledUpiOrder('pending', saved === null)]);
    });
    const user = renderOrders();
    const card = await screen.findByRole('article', { name: 'Order 7HK2MQ9X0A' });
    expect(within(card).getByText('Refund in progress')).toBeTruthy();
    const form = within(card).getByRole('form', {
      name: 'Where should we send your refund for order 7HK2MQ9X0A?',
    });
    await user.click(within(form).getByRole('radio', { name: 'To a bank account' }));
    await user.type(within(form).getByRole('textbox', { name: 'Account holder’s name' }), 'Asha');
    await user.type(
      within(form).getByRole('textbox', { name: 'Account number' }),
      '50100123456789',
    );
    await user.type(within(form).getByRole('textbox', { name: 'IFSC' }), 'HDFC1234567');
    await user.click(within(form).getByRole('button', { name: 'Save refund details' }));
    expect(within(form).getByText(/Enter the IFSC, such as HDFC0001234/)).toBeTruthy();
    expect(saved).toBeNull();

    const ifsc = within(form).getByRole('textbox', { name: 'IFSC' });
    await user.clear(ifsc);
    await user.type(ifsc, 'hdfc0001234');
    await user.click(within(form).getByRole('button', { name: 'Save refund details' }));
    await waitFor(() =>
      expect(saved).toEqual({
        kind: 'bank',
        accountName: 'Asha',
        accountNumber: '50100123456789',
        ifsc: 'HDFC0001234',
      }),
    );
    // The orders are read again: the shop no longer waits for it.
    await waitFor(() =>
      expect(
        screen.queryByRole('form', {
          name: 'Where should we send your refund for order 7HK2MQ9X0A?',
        }),
      ).toBeNull(),
    );
  });

  it('shows a refund made, and asks nothing', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [cancelledUpiOrder('processed', false)]));
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Order 7HK2MQ9X0A' });
    expect(within(card).getByText('Refunded')).toBeTruthy();
    expect(within(card).queryByRole('form')).toBeNull();
  });
});
