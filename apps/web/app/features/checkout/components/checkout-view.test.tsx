import type { CartCheckRequest } from '@storefront/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addProductToCart, clearCart } from '~/features/cart';
import { axeProblems } from '~/test/axe';
import { Toaster } from '~/ui/toast';
import { jsonResponse, stubApiForComponentTests } from '~/test/component-test';
import { CheckoutView } from './checkout-view';

const fetchMock = stubApiForComponentTests();

const KURTA = 'a3f1c2a4-9b8d-4c7e-a6f5-1e2d3c4b5a69';

function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname + location.search}</p>;
}

function renderCheckout() {
  const Stub = createRoutesStub([
    { path: '/checkout', Component: CheckoutView },
    { path: '*', Component: Landed },
  ]);
  render(
    <>
      <Stub initialEntries={['/checkout']} />
      <Toaster />
    </>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

type User = ReturnType<typeof renderCheckout>;

async function fillAddress(user: User, changes: Partial<Record<string, string>> = {}) {
  const values = {
    'Full Name': 'Asha Verma',
    Address: '12, MG Road',
    City: 'Bengaluru',
    'PIN Code': '560001',
    Phone: '+91 98450 12345',
    ...changes,
  };
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
}

function addKurtas() {
  const kurta = { id: KURTA, name: 'Cotton Kurta', image: '', price: 799, sizes: ['M', 'L'] };
  addProductToCart(kurta, { size: 'M', color: 'Maroon', quantity: 2 });
  addProductToCart(kurta, { size: 'L', color: 'Maroon', quantity: 1 });
}

/** GET /pincodes/{pin}: the places the stubbed API knows. */
const PLACES: Record<string, { district: string; state: string }> = {
  '560001': { district: 'Bengaluru', state: 'Karnataka' },
  '110001': { district: 'Central Delhi', state: 'Delhi' },
};

const placeOrderButton = () => screen.getByRole('button', { name: /Place Order|Processing/ });
const sentOrders = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/v1/orders'));
const sentChecks = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/v1/cart/check'));

/**
 * The API: POST /cart/check answers each row with the problem `problems` holds for its index (none
 * by default; the object may change between checks), or `check` answers instead; POST /orders
 * answers with `orders`, in turn.
 */
function answerApi({
  orders = [],
  problems = {},
  check,
}: {
  orders?: Array<() => Promise<Response>>;
  problems?: Record<number, string>;
  check?: () => Promise<Response>;
} = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const pin = /\/pincodes\/(\d+)$/.exec(String(url))?.[1];
    if (pin) {
      const place = PLACES[pin];
      return place
        ? jsonResponse(200, { pin, ...place })
        : jsonResponse(404, { error: `PIN code ${pin} is not in India Post’s directory` });
    }
    const estimateFor = new URL(String(url)).searchParams.get('pin');
    if (String(url).includes('/delivery-estimate') && estimateFor) {
      return PLACES[estimateFor]
        ? jsonResponse(200, {
            serviceable: true,
            cod: estimateFor === '560001',
            minDays: 2,
            maxDays: 4,
            date: '2026-12-02',
          })
        : jsonResponse(422, { error: `PIN code ${estimateFor} is not in India Post’s directory` });
    }
    if (String(url).endsWith('/cart/check')) {
      if (check) return check();
      const { items } = JSON.parse(String(init?.body)) as CartCheckRequest;
      return jsonResponse(200, {
        items: items.map((row, index) => ({
          productId: row.productId,
          size: row.size ?? null,
          color: row.color ?? null,
          quantity: row.quantity,
          left: problems[index] ? 1 : null,
          problem: problems[index] ?? null,
          gstRate: 5,
        })),
      });
    }
    const next = orders.shift();
    if (!next) throw new Error(`Unexpected call to ${String(url)}`);
    return next();
  });
}

beforeEach(() => {
  act(() => clearCart());
  localStorage.removeItem('delivery-pin');
  localStorage.removeItem('cart-promo-code');
  answerApi();
});

describe('the checkout page', () => {
  it('shows the shipping form, the state list and the order summary', () => {
    addKurtas();
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.getByLabelText('Full Name').getAttribute('autocomplete')).toBe('shipping name');
    expect(screen.getByLabelText('PIN Code').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Phone').getAttribute('type')).toBe('tel');
    const state = screen.getByLabelText('State');
    expect(within(state).getAllByRole('option')).toHaveLength(37); // a prompt, 28 + 8
    expect(within(state).getByRole('group', { name: 'Union territories' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary.textContent).toContain('Size: M · Colour: Maroon');
    expect(summary.textContent).toContain('2 × ₹799');
    expect(summary.textContent).toContain('Subtotal (3 items)₹2,397');
    expect(summary.textContent).toContain('ShippingFree');
  });

  it('shows the GST included in the total, worked back from each row at its product’s rate', async () => {
    addKurtas();
    renderCheckout();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    // 2 × 799 and 799 at 5%: GST 76.10 + 38.05.
    await vi.waitFor(() =>
      expect(summary.textContent).toContain(
        'Subtotal (3 items)₹2,397ShippingFreeGST included₹114.15Total₹2,397',
      ),
    );
  });

  it('refuses an empty cart and sends nothing', async () => {
    const user = renderCheckout();
    await fillAddress(user);
    await user.click(placeOrderButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Cart is empty');
    expect(alert.textContent).toContain('Please add items to your cart before checkout.');
    // Only the PIN code was looked up, and delivery there asked.
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      'http://localhost:8044/api/v1/delivery-estimate?pin=560001',
      'http://localhost:8044/api/v1/pincodes/560001',
    ]);
  });

  it('refuses a cart too big for one order, saying why', async () => {
    addProductToCart(
      { id: KURTA, name: 'Cotton Kurta', image: '', price: 799, sizes: [] },
      { quantity: 100 },
    );
    const user = renderCheckout();
    await fillAddress(user);
    await user.click(placeOrderButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Order too large');
    expect(alert.textContent).toContain('An order can hold at most 99 of Cotton Kurta.');
    expect(sentOrders()).toHaveLength(0);
  });

  it('refuses blank fields (after trimming), marks them and focuses the first', async () => {
    addKurtas();
    const user = renderCheckout();
    await user.type(screen.getByLabelText('City'), '   ');
    await user.click(placeOrderButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please fill all fields');
    expect(alert.textContent).toContain('All shipping information fields are required.');
    for (const label of ['Full Name', 'Address', 'City', 'State', 'PIN Code', 'Phone']) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(sentOrders()).toHaveLength(0);
  });

  it('fills the city and state from the PIN code and names the place under it', async () => {
    addKurtas();
    const user = renderCheckout();
    await user.type(screen.getByLabelText('PIN Code'), '110 001');
    await vi.waitFor(() =>
      expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Central Delhi'),
    );
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Delhi');
    const pin = screen.getByLabelText('PIN Code');
    await vi.waitFor(() =>
      expect(document.getElementById(`${pin.id}-hint`)!.textContent).toBe('Central Delhi, Delhi'),
    );
    expect(
      screen.getByText('PIN code 110001 is in Central Delhi, Delhi.').getAttribute('role'),
    ).toBe('status');

    // Another PIN code replaces what the first filled in.
    await user.clear(pin);
    await user.type(pin, '560001');
    await vi.waitFor(() =>
      expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Bengaluru'),
    );
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Karnataka');
  });

  it('starts from the PIN code kept on a product page and promises delivery for the address’s PIN code', async () => {
    localStorage.setItem('delivery-pin', '560001');
    addKurtas();
    const user = renderCheckout();
    const pin = screen.getByLabelText('PIN Code') as HTMLInputElement;
    await vi.waitFor(() => expect(pin.value).toBe('560001'));
    await vi.waitFor(() =>
      expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Karnataka'),
    );
    const promise = () =>
      screen.getAllByRole('status').find((region) => region.textContent?.startsWith('Delivery'));
    await vi.waitFor(() =>
      expect(promise()?.textContent).toBe(
        'Delivery by Wed, 2 Dec to 560001 · Cash on delivery available',
      ),
    );

    await user.clear(pin);
    await user.type(pin, '110001');
    await vi.waitFor(() =>
      expect(promise()?.textContent).toBe(
        'Delivery by Wed, 2 Dec to 110001 · Cash on delivery not available',
      ),
    );
    expect(localStorage.getItem('delivery-pin')).toBe('110001');
  });

  it('keeps a city the shopper wrote, and says so when a PIN code is not in the list', async () => {
    addKurtas();
    const user = renderCheckout();
    await user.type(screen.getByLabelText('City'), 'Bangalore');
    await user.type(screen.getByLabelText('PIN Code'), '560001');
    await vi.waitFor(() =>
      expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Karnataka'),
    );
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Bangalore');

    const pin = screen.getByLabelText('PIN Code');
    await user.clear(pin);
    await user.type(pin, '999999');
    expect(
      await screen.findByText(
        'We can’t find PIN code 999999 in India Post’s list: please check it.',
      ),
    ).toBeTruthy();
  });

  it('refuses a PIN code of another state than the one chosen, naming both, and sends no order', async () => {
    addKurtas();
    const user = renderCheckout();
    await fillAddress(user, { 'PIN Code': '110001' });
    // fillAddress chose Karnataka after the PIN code filled in Delhi.
    await vi.waitFor(() => expect(screen.getByText('Central Delhi, Delhi')).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
    await user.click(placeOrderButton());
    const pin = screen.getByLabelText('PIN Code');
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        'PIN code 110001 is in Delhi, not Karnataka. Please check the PIN code, or choose Delhi.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(pin);
    expect(sentOrders()).toHaveLength(0);
  });

  it('shows the API’s words when it refuses the address’s state', async () => {
    answerApi({
      orders: [
        async () =>
          jsonResponse(400, {
            error: 'shippingAddress.state: PIN code 560002 is in Karnataka, not in Kerala',
          }),
      ],
    });
    addKurtas();
    const user = renderCheckout();
    // The stubbed look-up does not know 560002, so only the API can tell.
    await fillAddress(user, { 'PIN Code': '560002' });
    await user.selectOptions(screen.getByLabelText('State'), 'Kerala');
    await user.click(placeOrderButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error placing order');
    expect(alert.textContent).toContain('PIN code 560002 is in Karnataka, not in Kerala');
  });

  it('checks the PIN code and phone before sending, and clears a message once edited', async () => {
    addKurtas();
    const user = renderCheckout();
    await fillAddress(user, { 'PIN Code': '012345', Phone: '12345' });
    await user.click(placeOrderButton());
    const pin = screen.getByLabelText('PIN Code');
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('A PIN code has 6 digits and does not start with 0, like 110001.'),
    ).toBeTruthy();
    expect(pin.getAttribute('aria-describedby')).toContain(`${pin.id}-error`);
    expect(
      screen.getByText(
        'Please enter a 10-digit Indian mobile number, like 98450 12345 or +91 98450 12345.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(pin);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentOrders()).toHaveLength(0);

    await user.type(pin, '1');
    expect(pin.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
  });

  it('places one order with every variant, shows Processing..., empties the cart and goes to pay', async () => {
    addKurtas();
    let answer!: (response: Response) => void;
    answerApi({ orders: [() => new Promise((resolve) => (answer = resolve))] });
    const user = renderCheckout();
    await fillAddress(user, { 'Full Name': '  Asha Verma ', 'PIN Code': '560 001' });
    // A double click lands twice before the button can turn itself off: one order is sent.
    const form = screen.getByRole('form', { name: 'Shipping Information' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });

    expect(placeOrderButton().textContent).toBe('Processing...');
    expect((placeOrderButton() as HTMLButtonElement).disabled).toBe(true);
    // The cart is checked against stock first, then the order is sent.
    await vi.waitFor(() => expect(sentOrders()).toHaveLength(1));
    expect(placeOrderButton().textContent).toBe('Processing...');
    const [, init] = sentOrders()[0]!;
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      products: { [KURTA]: 3 },
      items: [
        { productId: KURTA, quantity: 2, size: 'M', color: 'Maroon' },
        { productId: KURTA, quantity: 1, size: 'L', color: 'Maroon' },
      ],
      shippingAddress: {
        fullName: 'Asha Verma',
        address: '12, MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
        phone: '+919845012345',
      },
    });

    await act(async () => answer(jsonResponse(201, { id: '7HK2MQ9X0A', status: 0 })));
    expect(await screen.findByText('Landed on /payment?orderId=7HK2MQ9X0A')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([]);
  });

  it('after a failure says so, returns to idle, and a retry of the same order reuses its key', async () => {
    addKurtas();
    answerApi({
      orders: [
        () => Promise.reject(new TypeError('Failed to fetch')),
        async () => jsonResponse(500, { error: 'Internal Server Error' }),
        async () => jsonResponse(201, { id: '7HK2MQ9X0A' }),
      ],
    });
    const user = renderCheckout();
    await fillAddress(user);
    await user.click(placeOrderButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error placing order');
    expect(alert.textContent).toContain('Please try again later.');
    expect(placeOrderButton().textContent).toBe('Place Order');
    expect(document.activeElement).toBe(placeOrderButton());
    expect(JSON.parse(localStorage.getItem('cart')!)).toHaveLength(2);

    await user.click(placeOrderButton());
    await screen.findByText('Place Order');
    const key = (call: number) =>
      (sentOrders()[call]![1]?.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(1)).toBe(key(0));

    // A changed address is another order: a new key.
    await user.type(screen.getByLabelText('City'), ' Urban');
    await user.click(placeOrderButton());
    expect(await screen.findByText('Landed on /payment?orderId=7HK2MQ9X0A')).toBeTruthy();
    expect(key(2)).not.toBe(key(0));
  });
});

describe('the checkout page and stock', () => {
  const ONLY_ONE = 'Only 1 left of Cotton Kurta in size M, colour Maroon';

  it('checks the cart’s rows once hydrated, marks a row stock refuses and blocks the order', async () => {
    addKurtas();
    answerApi({ problems: { 0: ONLY_ONE } });
    renderCheckout();
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe(ONLY_ONE);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText(ONLY_ONE)).toBeTruthy();
    expect(JSON.parse(String(sentChecks()[0]![1]?.body))).toEqual({
      items: [
        { productId: KURTA, size: 'M', color: 'Maroon', quantity: 2 },
        { productId: KURTA, size: 'L', color: 'Maroon', quantity: 1 },
      ],
    });
    const button = placeOrderButton() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change them in your cart' })).toBeTruthy();

    // Enter in a field submits the form all the same: still nothing is ordered.
    fireEvent.submit(screen.getByRole('form', { name: 'Shipping Information' }));
    expect((await screen.findByText('Please update your cart')).textContent).toBeTruthy();
    expect(sentOrders()).toHaveLength(0);
  });

  it('checks again before placing the order, and stops there when stock ran out meanwhile', async () => {
    addKurtas();
    const problems: Record<number, string> = {};
    answerApi({ problems });
    const user = renderCheckout();
    await vi.waitFor(() => expect(sentChecks()).toHaveLength(1));
    await fillAddress(user);
    problems[1] = 'Cotton Kurta in size L, colour Maroon is out of stock';
    await user.click(placeOrderButton());

    expect(await screen.findByText('Please update your cart')).toBeTruthy();
    expect(
      screen
        .getByText('Cotton Kurta in size L, colour Maroon is out of stock')
        .getAttribute('role'),
    ).toBe('alert');
    expect(sentChecks()).toHaveLength(2);
    expect(sentOrders()).toHaveLength(0);
    expect(document.activeElement).toBe(
      screen.getByRole('link', { name: 'Change them in your cart' }),
    );
  });

  it('places the order when the check gets no answer: the order is checked again anyway', async () => {
    addKurtas();
    answerApi({
      check: () => Promise.reject(new TypeError('Failed to fetch')),
      orders: [async () => jsonResponse(201, { id: '7HK2MQ9X0A' })],
    });
    const user = renderCheckout();
    await fillAddress(user);
    await user.click(placeOrderButton());
    expect(await screen.findByText('Landed on /payment?orderId=7HK2MQ9X0A')).toBeTruthy();
    expect(sentOrders()).toHaveLength(1);
  });

  it('shows the API’s words when the order is refused for stock (409), then marks the row', async () => {
    addKurtas();
    const problems: Record<number, string> = {};
    answerApi({
      problems,
      orders: [
        async () => {
          problems[0] = ONLY_ONE;
          return jsonResponse(409, { error: ONLY_ONE });
        },
      ],
    });
    const user = renderCheckout();
    await fillAddress(user);
    await user.click(placeOrderButton());

    const toast = await screen.findByText('Error placing order');
    expect(toast.closest('[role="alert"]')?.textContent).toContain(ONLY_ONE);
    expect(screen.queryByText('Please try again later.')).toBeNull();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByText(ONLY_ONE)).toBeTruthy();
    expect((placeOrderButton() as HTMLButtonElement).disabled).toBe(true);
    expect(JSON.parse(localStorage.getItem('cart')!)).toHaveLength(2);
  });
});

describe('the checkout page and its promo code', () => {
  const ENDED = 'This code has ended';
  const codeField = () =>
    within(screen.getByRole('region', { name: 'Order Summary' })).getByRole('group', {
      name: 'Promo code',
    });

  /** POST /cart/check taking 10% off with DIWALI10, or saying `problem` of it when given. */
  function answerWithCode({
    problem = null,
    orders = [],
  }: {
    problem?: string | null;
    orders?: Array<() => Promise<Response>>;
  }) {
    answerApi({
      orders,
      check: async () =>
        jsonResponse(200, {
          items: [
            { productId: KURTA, size: 'M', color: 'Maroon', quantity: 2, left: null },
            { productId: KURTA, size: 'L', color: 'Maroon', quantity: 1, left: null },
          ].map((row, index) => ({
            ...row,
            problem: null,
            gstRate: 5,
            discount: problem ? 0 : [159.8, 79.9][index],
          })),
          promotions: problem
            ? []
            : [
                {
                  id: 3,
                  label: 'Diwali 10% off',
                  code: 'DIWALI10',
                  kind: 'percentage',
                  saving: 239.7,
                },
              ],
          code: { code: 'DIWALI10', applied: !problem, problem },
          offerHint: null,
          totals: problem
            ? { items: 2397, discount: 0, shipping: 0, gstIncluded: 114.15, total: 2397 }
            : { items: 2397, discount: 239.7, shipping: 0, gstIncluded: 102.73, total: 2157.3 },
        }),
    });
  }

  beforeEach(() => {
    localStorage.setItem('cart-promo-code', 'DIWALI10');
    addKurtas();
  });

  it('shows the code kept with the cart and its offer, and sends the code with the order', async () => {
    answerWithCode({ orders: [async () => jsonResponse(201, { id: '7HK2MQ9X0A' })] });
    const user = renderCheckout();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await vi.waitFor(() =>
      expect(within(codeField()).getByRole('status').textContent).toBe(
        'Code DIWALI10 applied. You save ₹239.70.',
      ),
    );
    expect(summary.textContent).toContain('Diwali 10% off (DIWALI10)You save ₹239.70');
    expect(summary.textContent).toContain(
      'Subtotal (3 items)₹2,397Discount−₹239.70ShippingFreeGST included₹102.73Total₹2,157.30',
    );
    expect(JSON.parse(String(sentChecks()[0]![1]?.body)).code).toBe('DIWALI10');
    expect(await axeProblems(summary)).toEqual([]);

    await fillAddress(user);
    await user.click(placeOrderButton());
    expect(await screen.findByText('Landed on /payment?orderId=7HK2MQ9X0A')).toBeTruthy();
    expect(JSON.parse(String(sentOrders()[0]![1]?.body)).code).toBe('DIWALI10');
    // The code went with the cart.
    expect(localStorage.getItem('cart-promo-code')).toBeNull();
  }, 15_000);

  it('a 409 about the code says why beside it, keeps the shopper here and places nothing', async () => {
    answerWithCode({ orders: [async () => jsonResponse(409, { error: ENDED })] });
    const user = renderCheckout();
    await vi.waitFor(() =>
      expect(within(codeField()).getByRole('status').textContent).toContain('applied'),
    );
    await fillAddress(user);
    await user.click(placeOrderButton());

    await vi.waitFor(() => expect(within(codeField()).getByRole('status').textContent).toBe(ENDED));
    expect(sentOrders()).toHaveLength(1);
    // Focus goes to the code, whose Remove button the message describes; no toast, no payment.
    const remove = within(codeField()).getByRole('button', { name: 'Remove promo code DIWALI10' });
    await vi.waitFor(() => expect(document.activeElement).toBe(remove));
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe(
      ENDED,
    );
    expect(screen.queryByText('Error placing order')).toBeNull();
    expect(screen.queryByText(/^Landed on/)).toBeNull();
    expect(placeOrderButton().textContent).toBe('Place Order');
    expect(JSON.parse(localStorage.getItem('cart')!)).toHaveLength(2);
    expect(localStorage.getItem('cart-promo-code')).toBe('DIWALI10');

    // Removing the code lets the order go without it.
    answerWithCode({ orders: [async () => jsonResponse(201, { id: '7HK2MQ9X0A' })] });
    await user.click(remove);
    await user.click(placeOrderButton());
    expect(await screen.findByText('Landed on /payment?orderId=7HK2MQ9X0A')).toBeTruthy();
    expect(JSON.parse(String(sentOrders()[1]![1]?.body)).code).toBeUndefined();
  }, 15_000);

  it('stops before sending when the check says the code no longer applies', async () => {
    answerWithCode({ problem: ENDED });
    const user = renderCheckout();
    await vi.waitFor(() => expect(within(codeField()).getByRole('status').textContent).toBe(ENDED));
    await fillAddress(user);
    await user.click(placeOrderButton());
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        within(codeField()).getByRole('button', { name: 'Remove promo code DIWALI10' }),
      ),
    );
    expect(sentOrders()).toHaveLength(0);
    expect(screen.queryByText(/^Landed on/)).toBeNull();
  });

  it('a 409 for stock with a code kept is still the stock toast', async () => {
    const ONLY_ONE = 'Only 1 left of Cotton Kurta in size M, colour Maroon';
    answerWithCode({ orders: [async () => jsonResponse(409, { error: ONLY_ONE })] });
    const user = renderCheckout();
    await fillAddress(user);
    await user.click(placeOrderButton());
    const toast = await screen.findByText('Error placing order');
    expect(toast.closest('[role="alert"]')?.textContent).toContain(ONLY_ONE);
    expect(within(codeField()).getByRole('status').textContent).not.toBe(ONLY_ONE);
  });
});
