import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, writeAuthToken } from '~/lib/auth-token';
import { Toaster } from '~/ui/toast';
import { cartActions } from '../cart-store';
import { CartView } from './cart-view';

function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname + location.search}</p>;
}

function renderCart() {
  const Stub = createRoutesStub([
    { path: '/cart', Component: CartView },
    { path: '*', Component: Landed },
  ]);
  render(
    <>
      <Stub initialEntries={['/cart']} />
      <Toaster />
    </>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  cartActions.add({ id: 'p1', name: 'HDMI Cable', image: '', price: 299, quantity: 1 });
});

afterEach(() => {
  cleanup();
  act(() => vi.runOnlyPendingTimers()); // toasts time out
  vi.useRealTimers();
  cartActions.clear();
  clearAuthToken();
});

describe('the cart’s Checkout button', () => {
  it('asks an anonymous shopper to log in, then returns them to checkout', async () => {
    const user = renderCart();
    await user.click(screen.getByRole('link', { name: 'Checkout' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Login Required');
    expect(alert.textContent).toContain('Please login to proceed with checkout');
    expect(screen.getByText('Landed on /login?redirect=%2Fcheckout')).toBeTruthy();
  });

  it('takes a signed-in shopper straight to checkout', async () => {
    writeAuthToken('a-session-token-of-forty-three-characters-xx');
    const user = renderCart();
    await user.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(await screen.findByText('Landed on /checkout')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
