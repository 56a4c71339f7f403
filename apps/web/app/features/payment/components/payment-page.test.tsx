import type { PaymentField } from '@storefront/contract';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, writeAuthToken } from '~/lib/auth-token';
import { Toaster } from '~/ui/toast';
import { jsonResponse, stubApiForComponentTests } from '~/test/component-test';
import type * as leavePage from '../leave-page';
import { openUrl } from '../leave-page';
import { ORDER_CHECK_INTERVAL_MS } from '../use-order-status-watch';
import { PaymentPage } from './payment-page';

vi.mock('../leave-page', async (importOriginal) => ({
  ...(await importOriginal<typeof leavePage>()),
  // jsdom cannot leave the page; the tests check where the page would send the browser.
  openUrl: vi.fn(),
}));

const fetchMock = stubApiForComponentTests();

const ORDER_ID = 'GY4CTZX2J4';
const UPI_LINK = `upi://pay?pa=chitrakart%40okaxis&pn=ChitraKart&am=1298.00&cu=INR&tr=${ORDER_ID}&tn=Order%20${ORDER_ID}`;

const fields: PaymentField[] = [
  {
    name: 'method',
    label: 'Payment method',
    type: 'select',
    options: [
      { label: 'UPI', value: 'upi' },
      { label: 'Cash on delivery', value: 'cod' },
    ],
    rules: { required: true },
  },
];

type Answer = () => Response | Promise<Response>;

/** Answers the page's calls: the fields, the payment and the order (for status checks). */
function api({
  fields: fieldsAnswer = () => jsonResponse(200, { fields }),
  pay = () => jsonResponse(200, { success: true }),
  order = () => jsonResponse(200, { id: ORDER_ID, status: 0 }),
}: { fields?: Answer; pay?: Answer; order?: Answer } = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = new URL(String(url)).pathname.replace('/api/v1', '');
    if (path === '/payments/fields') return fieldsAnswer();
    if (path === '/payments' && init?.method === 'POST') return pay();
    if (path === `/orders/${ORDER_ID}` && init?.method === 'GET') return order();
    throw new Error(`unexpected call to ${path}`);
  });
}

const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url)).pathname === `/api/v1${path}`);

function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname + location.search}</p>;
}

function renderPage(
  entry: string | { pathname: string; state: unknown } = `/payment?orderId=${ORDER_ID}`,
) {
  const Stub = createRoutesStub([
    { path: '/payment', Component: PaymentPage },
    { path: '*', Component: Landed },
  ]);
  render(
    <>
      <Stub initialEntries={[entry]} />
      <Toaster />
    </>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function pay(user: ReturnType<typeof userEvent.setup>, method = 'upi') {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Payment method' }), method);
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
}

const returnToCheckout = () => screen.getByRole('link', { name: 'Return to checkout' });

beforeEach(() => {
  vi.mocked(openUrl).mockReset();
  writeAuthToken('a-session-token-of-forty-three-characters-xx');
});

afterEach(() => {
  clearAuthToken();
});

describe('the payment page: the order and the form', () => {
  it('without an order id says so and links back to checkout', () => {
    api();
    renderPage('/payment');
    expect(screen.getByRole('alert').textContent).toBe(
      'Order ID is missing. Please return to checkout.',
    );
    expect(returnToCheckout().getAttribute('href')).toBe('/checkout');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the order id from the navigation state too', async () => {
    api();
    const user = renderPage({ pathname: '/payment', state: { orderId: ORDER_ID } });
    await pay(user, 'cod');
    const [, init] = calls('/payments')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      fields: { method: 'cod' },
      orderId: ORDER_ID,
    });
  });

  it('shows the form loading with the button disabled, then the fields', async () => {
    let answer: (response: Response) => void = () => {};
    api({ fields: () => new Promise((resolve) => (answer = resolve)) });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Payment Information' })).toBeTruthy();
    expect(screen.getByText('Loading the payment form…')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Proceed to Payment' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    // GET /payments/fields may also answer a bare array (spec section 7).
    answer(jsonResponse(200, fields));
    expect(await screen.findByRole('combobox', { name: 'Payment method' })).toBeTruthy();
    const [, init] = calls('/payments/fields')[0]!;
    expect((init!.headers as Record<string, string>).Authorization).toBe(
      'Bearer a-session-token-of-forty-three-characters-xx',
    );
  });

  it.each([
    ['fails', () => jsonResponse(500, { error: 'Internal error' })],
    ['answers something else', () => jsonResponse(200, { fields: 'none' })],
  ])(
    'when loading the fields %s says so, with Try Again and Return to checkout',
    async (_, answer) => {
      const fieldsAnswer = vi.fn<Answer>().mockImplementationOnce(answer);
      fieldsAnswer.mockImplementation(() => jsonResponse(200, { fields }));
      api({ fields: fieldsAnswer });
      const user = renderPage();
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Failed to load payment form. Please try again later.',
      );
      expect(returnToCheckout().getAttribute('href')).toBe('/checkout');
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByRole('combobox', { name: 'Payment method' })).toBeTruthy();
    },
  );
});

describe('the payment page: what each method costs, before the choice (decision 0029)', () => {
  const methodField = (options: PaymentField['options']): PaymentField[] => [
    { ...fields[0]!, options },
  ];
  const order = (cod: Record<string, unknown>) => ({
    orderId: ORDER_ID,
    total: 1298,
    methods: [
      { method: 'upi', fee: 0, total: 1298 },
      { method: 'cod', ...cod },
    ],
  });
  const total = () => screen.getByTestId('payment-total');

  it('asks the API about this order, and shows the fee cash on delivery adds and the total with it', async () => {
    api({
      fields: () =>
        jsonResponse(200, {
          fields: methodField([
            { label: 'UPI', value: 'upi' },
            { label: 'Cash on delivery (+ ₹49 fee)', value: 'cod' },
          ]),
          order: order({ fee: 49, total: 1347 }),
        }),
    });
    const user = renderPage();
    const select = await screen.findByRole('combobox', { name: 'Payment method' });
    expect(new URL(String(calls('/payments/fields')[0]![0])).search).toBe(`?orderId=${ORDER_ID}`);
    // Before any choice: the fee is on the option, and the total is the order's.
    expect(screen.getByRole('option', { name: 'Cash on delivery (+ ₹49 fee)' })).toBeTruthy();
    expect(total().textContent).toBe('Total to pay₹1,298');

    await user.selectOptions(select, 'cod');
    expect(total().textContent).toBe('Order total₹1,298Cash on delivery fee₹49Total to pay₹1,347');
    await user.selectOptions(select, 'upi');
    expect(total().textContent).toBe('Total to pay₹1,298');
  });

  it('shows cash on delivery disabled, saying why, for an order above the shop’s limit', async () => {
    api({
      fields: () =>
        jsonResponse(200, {
          fields: methodField([
            { label: 'UPI', value: 'upi' },
            {
              label: 'Cash on delivery (not available for orders above ₹1,000)',
              value: 'cod',
              disabled: true,
            },
          ]),
          order: order({
            fee: 0,
            total: 1298,
            unavailable: 'Not available for orders above ₹1,000',
          }),
        }),
    });
    renderPage();
    await screen.findByRole('combobox', { name: 'Payment method' });
    const cod = screen.getByRole('option', {
      name: 'Cash on delivery (not available for orders above ₹1,000)',
    }) as HTMLOptionElement;
    expect(cod.disabled).toBe(true);
    expect((screen.getByRole('option', { name: 'UPI' }) as HTMLOptionElement).disabled).toBe(false);
    expect(total().textContent).toBe('Total to pay₹1,298');
  });

  it('shows no total when the API says nothing of the order (the spec’s bare form)', async () => {
    api();
    renderPage();
    await screen.findByRole('combobox', { name: 'Payment method' });
    expect(screen.queryByTestId('payment-total')).toBeNull();
  });
});

describe('the payment page: what the answer says to do (spec section 4)', () => {
  it('qr: shows the code drawn from the text, the amount and UPI id, focused on its title', async () => {
    api({ pay: () => jsonResponse(200, { success: true, action: { type: 'qr', qr: UPI_LINK } }) });
    const user = renderPage();
    await pay(user);

    const heading = await screen.findByRole('heading', {
      name: 'Scan QR Code to Complete Payment',
    });
    // The focus moves in an effect after the heading is rendered.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByText(
        'Please scan this QR code with your banking or payment app to complete the payment.',
      ),
    ).toBeTruthy();
    const code = await screen.findByRole('img', { name: 'QR code for this payment' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(screen.getByText('Amount').nextSibling?.textContent).toBe('₹1,298');
    expect(screen.getByText('Pay to').nextSibling?.textContent).toBe('ChitraKart');
    expect(screen.getByText('UPI ID').nextSibling?.textContent).toBe('chitrakart@okaxis');
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
  });

  it('qr: the UPI ID breaks only after its "@" or a dot, and a button copies it', async () => {
    api({ pay: () => jsonResponse(200, { success: true, action: { type: 'qr', qr: UPI_LINK } }) });
    const user = renderPage();
    await pay(user);
    const id = await screen.findByTestId('upi-id');
    expect(id.innerHTML).toBe('chitrakart@<wbr>okaxis');
    expect(id.className).not.toContain('break-all');
    await user.click(screen.getByRole('button', { name: 'Copy UPI ID' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('chitrakart@okaxis');
    expect(await screen.findByRole('button', { name: 'UPI ID copied' })).toBeTruthy();
    expect(screen.getByText('Paste it in your payment app.')).toBeTruthy();

    // Where the browser refuses, the shopper is told how to copy it by hand.
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'UPI ID copied' }));
    expect(
      await screen.findByText('Copying is blocked here: select the UPI ID above and copy it.'),
    ).toBeTruthy();
  });

  it('qr: shows a base64 image as a PNG data URL', async () => {
    api({
      pay: () =>
        jsonResponse(200, { success: true, action: { type: 'qr', qrBase64: 'iVBORw0KGgo=' } }),
    });
    const user = renderPage();
    await pay(user);
    const image = await screen.findByRole('img', { name: 'QR code for this payment' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('while the QR shows, checks the order now and then and moves on once it is paid', async () => {
    const statuses = [0, 0, 1];
    api({
      pay: () => jsonResponse(200, { success: true, action: { type: 'qr', qr: UPI_LINK } }),
      order: () => jsonResponse(200, { id: ORDER_ID, status: statuses.shift() }),
    });
    const user = renderPage();
    await pay(user);
    await screen.findByRole('heading', { name: 'Scan QR Code to Complete Payment' });
    expect(calls(`/orders/${ORDER_ID}`)).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(ORDER_CHECK_INTERVAL_MS));
    expect(calls(`/orders/${ORDER_ID}`)).toHaveLength(1);
    // Back from another app: it asks at once.
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(calls(`/orders/${ORDER_ID}`)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Scan QR Code to Complete Payment' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(ORDER_CHECK_INTERVAL_MS));
    expect(await screen.findByText(`Landed on /order-success?orderId=${ORDER_ID}`)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_CHECK_INTERVAL_MS * 3));
    expect(calls(`/orders/${ORDER_ID}`)).toHaveLength(3);
  });

  it('while the QR shows, stops and says so if the order is cancelled', async () => {
    api({
      pay: () => jsonResponse(200, { success: true, action: { type: 'qr', qr: UPI_LINK } }),
      order: () => jsonResponse(200, { id: ORDER_ID, status: 4 }),
    });
    const user = renderPage();
    await pay(user);
    await screen.findByRole('heading', { name: 'Scan QR Code to Complete Payment' });
    await act(() => vi.advanceTimersByTimeAsync(ORDER_CHECK_INTERVAL_MS));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order is no longer awaiting payment: it has already been paid, or cancelled.',
    );
  });

  it('lets the shopper leave the QR code to pay another way, and stops checking', async () => {
    api({ pay: () => jsonResponse(200, { success: true, action: { type: 'qr', qr: UPI_LINK } }) });
    const user = renderPage();
    await pay(user);
    await user.click(await screen.findByRole('button', { name: 'Pay another way' }));
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_CHECK_INTERVAL_MS * 2));
    expect(calls(`/orders/${ORDER_ID}`)).toHaveLength(0);
  });

  it('redirect_post: posts a hidden form with type, url and data[key] to the gateway', async () => {
    const posted: HTMLFormElement[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      posted.push(this);
    });
    api({
      pay: () =>
        jsonResponse(200, {
          success: true,
          action: {
            type: 'redirect_post',
            redirectUrl: 'http://localhost:8044/api/v1/payments/redirect',
            formParams: {
              type: 'sandbox',
              url: 'http://localhost:8044/api/v1/payments/sandbox/pay',
              data: { txnid: 'T1', amount: '1298.00' },
            },
          },
        }),
    });
    const user = renderPage();
    await pay(user);

    await vi.waitFor(() => expect(posted).toHaveLength(1));
    const [form] = posted;
    expect(form!.isConnected).toBe(true);
    expect([form!.method, form!.action]).toEqual([
      'post',
      'http://localhost:8044/api/v1/payments/redirect',
    ]);
    expect(new URLSearchParams(new FormData(form!) as unknown as string).toString()).toBe(
      'type=sandbox&url=http%3A%2F%2Flocalhost%3A8044%2Fapi%2Fv1%2Fpayments%2Fsandbox%2Fpay&data%5Btxnid%5D=T1&data%5Bamount%5D=1298.00',
    );
    // The browser is on its way to the gateway.
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeTruthy();
    submit.mockRestore();
  });

  it('deeplink to an app: opens it, offers to open it again and waits for the payment', async () => {
    api({
      pay: () =>
        jsonResponse(200, { success: true, action: { type: 'deeplink', redirectUrl: UPI_LINK } }),
    });
    const user = renderPage();
    await pay(user);
    expect(
      await screen.findByRole('heading', { name: 'Complete the Payment in Your App' }),
    ).toBeTruthy();
    expect(openUrl).toHaveBeenCalledWith(UPI_LINK);
    expect(screen.getByRole('link', { name: 'Open payment app' }).getAttribute('href')).toBe(
      UPI_LINK,
    );
    expect(screen.getByText('Amount').nextSibling?.textContent).toBe('₹1,298');
  });

  it('deeplink to a web page: goes there', async () => {
    api({
      pay: () =>
        jsonResponse(200, {
          success: true,
          action: { type: 'deeplink', redirectUrl: 'https://pay.example/x' },
        }),
    });
    const user = renderPage();
    await pay(user);
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalledWith('https://pay.example/x'));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeTruthy();
  });

  it('no action: toast "Payment initiated" and on to the orders', async () => {
    api({ pay: () => jsonResponse(200, { success: true }) });
    const user = renderPage();
    await pay(user, 'cod');
    expect(await screen.findByText('Landed on /orders')).toBeTruthy();
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Payment initiated');
    expect(toast.textContent).toContain('Your payment is being processed');
  });

  it('no action but a redirectUrl: goes there', async () => {
    api({
      pay: () =>
        jsonResponse(200, { success: true, redirectUrl: `/order-success?orderId=${ORDER_ID}` }),
    });
    const user = renderPage();
    await pay(user, 'cod');
    expect(await screen.findByText(`Landed on /order-success?orderId=${ORDER_ID}`)).toBeTruthy();

    cleanup();
    api({
      pay: () => jsonResponse(200, { success: true, redirectUrl: 'https://bank.example/done' }),
    });
    const again = renderPage();
    await pay(again, 'cod');
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalledWith('https://bank.example/done'));
  });
});

describe('the payment page: errors (spec section 8)', () => {
  it.each([
    [
      'the server’s error text when success is false',
      () => jsonResponse(200, { success: false, error: 'UPI is down for maintenance' }),
      'UPI is down for maintenance',
    ],
    [
      'the unknown-error text when success is false without one',
      () => jsonResponse(200, { success: false }),
      'Unknown error occurred during payment process',
    ],
    [
      'the unknown-error text for an action it cannot follow',
      () => jsonResponse(200, { success: true, action: { type: 'qr' } }),
      'Unknown error occurred during payment process',
    ],
    [
      'that processing failed when the server does',
      () => jsonResponse(500, { error: 'Internal error' }),
      'Failed to process payment. Please try again later.',
    ],
    [
      'that processing failed when no answer comes',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Failed to process payment. Please try again later.',
    ],
    [
      'the server’s text for an order it does not know',
      () => jsonResponse(404, { error: 'Order not found' }),
      'Order not found',
    ],
  ])(
    'shows %s, with Return to checkout, and lets the shopper try again',
    async (_, answer, message) => {
      const payAnswer = vi.fn<Answer>().mockImplementationOnce(answer);
      payAnswer.mockImplementation(() =>
        jsonResponse(200, { success: true, action: { type: 'qr', qr: UPI_LINK } }),
      );
      api({ pay: payAnswer });
      const user = renderPage();
      await pay(user);
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(returnToCheckout().getAttribute('href')).toBe('/checkout');

      await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
      expect(
        await screen.findByRole('heading', { name: 'Scan QR Code to Complete Payment' }),
      ).toBeTruthy();
      expect(screen.queryByText(message)).toBeNull();
    },
  );

  it('says an order that is not awaiting payment cannot be paid, and links to the orders', async () => {
    api({ pay: () => jsonResponse(409, { error: 'This order is not awaiting payment.' }) });
    const user = renderPage();
    await pay(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order is no longer awaiting payment: it has already been paid, or cancelled.',
    );
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe(
      '/orders',
    );
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).toBeNull();
  });

  it('shows a field the server refused beside the field', async () => {
    api({
      pay: () =>
        jsonResponse(400, { error: 'fields.method: This payment method is not available' }),
    });
    const user = renderPage();
    await pay(user);
    const method = screen.getByRole('combobox', { name: 'Payment method' });
    await vi.waitFor(() => expect(method.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This payment method is not available')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Validation Error');
  });
});
