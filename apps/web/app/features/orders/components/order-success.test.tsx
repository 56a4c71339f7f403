import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderSuccess } from './order-success';

function renderSuccess(orderId: string | null) {
  const Stub = createRoutesStub([
    { path: '/order-success', Component: () => <OrderSuccess orderId={orderId} /> },
  ]);
  render(<Stub initialEntries={['/order-success']} />);
}

afterEach(cleanup);

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
  });

  it('leaves out the order number when there is none', () => {
    renderSuccess(null);
    expect(screen.queryByText(/Your order number is/)).toBeNull();
  });
});
