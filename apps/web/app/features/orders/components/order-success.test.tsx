import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAuthToken, writeAuthToken } from '~/lib/auth-token';
import { jsonResponse, stubApiForComponentTests } from '~/test/component-test';
import { OrderSuccess } from './order-success';

const fetchMock = stubApiForComponentTests();

function renderSuccess(orderId: string | null) {
  const Stub = createRoutesStub([
    { path: '/order-success', Component: () => <OrderSuccess orderId={orderId} /> },
  ]);
  render(<Stub initialEntries={['/order-success']} />);
}

afterEach(() => clearAuthToken());

describe('the order success page', () => {
  it('thanks the shopper, promises the e-mail and links to the orders and home', () => {
    renderSuccess('7HK2MQ9X0A');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank You for Your Order!');
    expect(
      screen.getByText('We will send you an e-mail with your order details shortly.'),
    ).toBeTruthy();
    expect(screen.getByText('7HK2MQ9X0A')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe(
      '/orders',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    // A visitor without a session is not asked about the order.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves out the order number when there is none', () => {
    renderSuccess(null);
    expect(screen.queryByText(/Your order number is/)).toBeNull();
  });

  it('shows the signed-in shopper the order’s price breakup', async () => {
    writeAuthToken('a-session-token-of-forty-three-characters-xx');
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        id: '7HK2MQ9X0A',
        status: 1,
        items: [],
        priceBreakup: { items: 1499, delivery: 0, gstIncluded: 228.66, total: 1499 },
        invoice: null,
      }),
    );
    renderSuccess('7HK2MQ9X0A');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Price breakup' });
    const breakup = heading.parentElement!;
    expect(
      within(breakup)
        .getAllByRole('term')
        .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`),
    ).toEqual(['Items ₹1,499', 'Delivery Free', 'GST included ₹228.66', 'Total ₹1,499']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v1\/orders\/7HK2MQ9X0A$/);
    expect((init?.headers as Record<string, string>).Authorization).toBe(
      'Bearer a-session-token-of-forty-three-characters-xx',
    );
  });

  it('still thanks the shopper when the order cannot be loaded', async () => {
    writeAuthToken('a-session-token-of-forty-three-characters-xx');
    fetchMock.mockResolvedValue(jsonResponse(404, { error: 'Order not found' }));
    renderSuccess('7HK2MQ9X0A');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByText('Price breakup')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank You for Your Order!');
  });
});
