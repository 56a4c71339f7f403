import type { CartCheckRequest } from '@storefront/contract';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, writeAuthToken } from '~/lib/auth-token';
import { jsonResponse } from '~/test/component-test';
import { Toaster } from '~/ui/toast';
import { cartActions } from '../cart-store';
import { CartView } from './cart-view';
import { loadFilledCart } from './load-filled-cart';

// A cart with rows is fetched on demand: here once, before any test waits for it.
beforeAll(async () => {
  await loadFilledCart();
});

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

/**
 * POST /cart/check answering each row with the problem `problems` holds for its product, if any,
 * and its product's GST rate from `gstRates` (null when not there).
 */
function answerCartCheck(
  problems: Record<string, string> = {},
  gstRates: Record<string, number> = {},
) {
  fetchMock.mockImplementation(async (_url, init) => {
    const { items } = JSON.parse(String(init?.body)) as CartCheckRequest;
    return jsonResponse(200, {
      items: items.map((row) => ({
        productId: row.productId,
        size: row.size ?? null,
        color: row.color ?? null,
        quantity: row.quantity,
        left: null,
        problem: problems[row.productId] ?? null,
        gstRate: gstRates[row.productId] ?? null,
      })),
    });
  });
}

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
  fetchMock.mockReset();
  answerCartCheck();
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
    await user.click(await screen.findByRole('link', { name: 'Checkout' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Login Required');
    expect(alert.textContent).toContain('Please login to proceed with checkout');
    expect(screen.getByText('Landed on /login?redirect=%2Fcheckout')).toBeTruthy();
  });

  it('takes a signed-in shopper straight to checkout', async () => {
    writeAuthToken('a-session-token-of-forty-three-characters-xx');
    const user = renderCart();
    await user.click(await screen.findByRole('link', { name: 'Checkout' }));
    expect(await screen.findByText('Landed on /checkout')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the cart and stock', () => {
  const ONLY_TWO = 'Only 2 left of Tilting TV Wall Mount in size M';

  it('checks the rows once the cart is shown, marks the one stock refuses and blocks checkout', async () => {
    writeAuthToken('a-session-token-of-forty-three-characters-xx');
    cartActions.add({
      id: 'p2',
      name: 'Tilting TV Wall Mount',
      image: '',
      price: 1999,
      quantity: 3,
      selectedSize: 'M',
    });
    answerCartCheck({ p2: ONLY_TWO });
    const user = renderCart();

    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe(ONLY_TWO);
    const row = screen.getByRole('listitem', { name: 'Tilting TV Wall Mount (Size: M)' });
    expect(within(row).getByRole('alert')).toBe(problem);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v1\/cart\/check$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      items: [
        { productId: 'p1', size: null, color: null, quantity: 1 },
        { productId: 'p2', size: 'M', color: null, quantity: 3 },
      ],
    });
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    const checkout = screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    expect(document.getElementById(checkout.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Some items can’t be ordered as they are. Please change or remove the marked items.',
    );

    // Lowering the quantity to what is left is checked again: checkout opens.
    answerCartCheck();
    await user.click(within(row).getByRole('button', { name: 'Decrease quantity' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeTruthy();
  });

  it('blocks nothing when the check gets no answer', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderCart();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeTruthy();
  });
});

describe('the cart’s price breakup', () => {
  const summary = () => screen.getByRole('region', { name: 'Order Summary' });
  const line = (term: string) =>
    within(summary()).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

  it('shows the subtotal, free shipping, the GST included at each product’s rate, and the total', async () => {
    cartActions.add({ id: 'p2', name: 'Wall Mount', image: '', price: 1499, quantity: 2 });
    answerCartCheck({}, { p1: 18, p2: 18 });
    renderCart();
    // 299 + 2 × 1499 = 3297 at 18%: taxable 2794.07, GST 502.93 (45.61 + 457.32).
    await vi.waitFor(() => expect(line('GST included')).toBe('₹502.93'));
    expect(line('Subtotal (3 items)')).toBe('₹3,297');
    expect(line('Shipping')).toBe('Free');
    expect(line('Total')).toBe('₹3,297');
  });

  it('says the prices include GST while a product’s rate is not known', async () => {
    renderCart();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(line('GST')).toBe('Included in the prices');
  });
});
