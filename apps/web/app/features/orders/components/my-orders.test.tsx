import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, writeAuthToken } from '~/lib/auth-token';
import { Toaster } from '~/ui/toast';
import { jsonResponse, stubApiForComponentTests } from '~/test/component-test';
import { MyOrders } from './my-orders';

const fetchMock = stubApiForComponentTests();

const address = {
  fullName: 'Asha Verma',
  address: '12, MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '+919845012345',
};
const item = (id: number, title: string, quantity: number, price: number, size?: string) => ({
  id,
  productId: null,
  productTitle: title,
  quantity,
  price,
  size: size ?? null,
  color: size ? 'Maroon' : null,
});
const order = (id: string, status: number | undefined, items: ReturnType<typeof item>[]) => ({
  id,
  status,
  createdAt: new Date(2025, 10, 21, 12).toISOString(),
  items,
  shippingAddress: address,
  total: 0,
  shippingMethod: null,
  trackingNumber: null,
  carrier: null,
  trackingUrl: null,
});

function renderOrders(url = '/orders') {
  const Stub = createRoutesStub([{ path: '/orders', Component: MyOrders }]);
  render(
    <>
      <Stub initialEntries={[url]} />
      <Toaster />
    </>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const card = (id: string) => screen.getByRole('article', { name: `Order ${id}` });

beforeEach(() => {
  writeAuthToken('a-session-token-of-forty-three-characters-xx');
});

afterEach(() => {
  clearAuthToken();
});

describe('the orders page', () => {
  it('shows each order: id, date, status badge, items with variants, total and shipping', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        order('7HK2MQ9X0A', 0, [
          item(1, 'Cotton Kurta', 2, 799.5, 'M'),
          item(2, 'Cotton Kurta', 1, 799.5, 'L'),
        ]),
        order('3JD8WXKQ2B', 3, [item(3, 'HDMI Cable', 3, 299)]),
        order('9PZ4RT6YVC', 7, [item(4, 'Wall Mount', 1, 1499)]),
      ]),
    );
    renderOrders();
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeTruthy();

    const pending = await screen.findByRole('article', { name: 'Order 7HK2MQ9X0A' });
    expect(within(pending).getByText('21 November 2025')).toBeTruthy();
    const badge = within(pending).getByText('Pending');
    expect(badge.closest('[data-tone]')?.getAttribute('data-tone')).toBe('yellow');
    expect(badge.closest('[data-tone]')?.className).toContain('bg-yellow-100');
    const rows = within(pending).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ItemQtyPriceAmount',
      'Cotton KurtaSize: M · Colour: Maroon2₹799.50₹1,599',
      'Cotton KurtaSize: L · Colour: Maroon1₹799.50₹799.50',
      'Total₹2,398.50',
    ]);
    expect(pending.textContent).toContain(
      'Asha Verma12, MG RoadBengaluru, Karnataka 560001+91 98450 12345',
    );
    expect(pending.textContent).toContain('MethodStandard Shipping');
    expect(pending.textContent).toContain('Tracking numberNot available');
    expect(
      within(pending)
        .getByRole('link', { name: 'Pay Now for order 7HK2MQ9X0A' })
        .getAttribute('href'),
    ).toBe('/payment?orderId=7HK2MQ9X0A');
    expect(
      within(pending)
        .getByRole('link', { name: 'Track Order for order 7HK2MQ9X0A' })
        .getAttribute('href'),
    ).toBe('/track-order?id=7HK2MQ9X0A');

    // Only Pending orders offer payment.
    const delivered = card('3JD8WXKQ2B');
    expect(within(delivered).getByText('Delivered').closest('[data-tone]')?.className).toContain(
      'bg-green-100',
    );
    expect(within(delivered).queryByRole('link', { name: /Pay Now/ })).toBeNull();
    expect(within(delivered).getByRole('link', { name: /Track Order/ })).toBeTruthy();
    expect(within(card('9PZ4RT6YVC')).getByText('Unknown (7)')).toBeTruthy();
    expect(within(card('9PZ4RT6YVC')).queryByRole('link', { name: /Pay Now/ })).toBeNull();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v1\/orders$/);
    expect((init?.headers as Record<string, string>).Authorization).toBe(
      'Bearer a-session-token-of-forty-three-characters-xx',
    );
  });

  it('an order shipped with a tracking URL links its tracking number', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        {
          ...order('3JD8WXKQ2B', 2, [item(3, 'HDMI Cable', 1, 299)]),
          shippingMethod: 'Express Delivery',
          carrier: 'Delhivery',
          trackingNumber: '3421987650',
          trackingUrl: 'https://www.delhivery.com/track/package/3421987650',
        },
      ]),
    );
    renderOrders();
    const shipped = await screen.findByRole('article', { name: 'Order 3JD8WXKQ2B' });
    expect(within(shipped).getByText('Shipped').closest('[data-tone]')).toBeTruthy();
    expect(shipped.textContent).toContain('MethodExpress DeliveryCarrierDelhiveryTracking number');
    const link = within(shipped).getByRole('link', { name: '3421987650 (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.delhivery.com/track/package/3421987650');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a javascript: tracking URL is shown as text, not linked', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        {
          ...order('3JD8WXKQ2B', 2, []),
          carrier: 'Blue Dart',
          trackingNumber: 'BD-77120',
          trackingUrl: 'javascript:alert(document.cookie)',
        },
      ]),
    );
    renderOrders();
    const shipped = await screen.findByRole('article', { name: 'Order 3JD8WXKQ2B' });
    expect(shipped.textContent).toContain('CarrierBlue DartTracking numberBD-77120');
    expect(within(shipped).queryByRole('link', { name: /BD-77120/ })).toBeNull();
    expect(shipped.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('an order without a carrier keeps its method and "Not available" tracking, unlinked', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        { ...order('7HK2MQ9X0A', 1, []), trackingUrl: 'https://www.delhivery.com/track' },
      ]),
    );
    renderOrders();
    const processing = await screen.findByRole('article', { name: 'Order 7HK2MQ9X0A' });
    expect(processing.textContent).toContain('MethodStandard ShippingTracking numberNot available');
    expect(processing.textContent).not.toContain('Carrier');
    expect(
      within(processing)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/track-order?id=7HK2MQ9X0A']);
  });

  it('colours every status as the spec says', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        200,
        [0, 1, 2, 3, 4].map((status) => order(`7HK2MQ9X0${status}`, status, [])),
      ),
    );
    renderOrders();
    await screen.findByRole('article', { name: 'Order 7HK2MQ9X00' });
    const tones = [0, 1, 2, 3, 4].map((status) => {
      const badge = card(`7HK2MQ9X0${status}`).querySelector('[data-tone]')!;
      return `${badge.textContent?.replace('Status: ', '')}: ${badge.getAttribute('data-tone')}`;
    });
    expect(tones).toEqual([
      'Pending: yellow',
      'Processing: blue',
      'Shipped: purple',
      'Delivered: green',
      'Cancelled: red',
    ]);
  });

  it('says "No Orders Found" with a link to the products', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'No Orders Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('on a failure shows the spec’s toast, lists nothing and can try again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: 'Internal Server Error' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [order('7HK2MQ9X0A', 1, [])]));
    const user = renderOrders();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Failed to load your orders. Please try again.');
    expect(screen.queryByRole('article')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Order 7HK2MQ9X0A' })).toBeTruthy();
  });
});

describe('the orders page’s price breakup and invoices', () => {
  const shipped = {
    ...order('3JD8WXKQ2B', 2, [item(3, 'HDMI Cable', 2, 299), item(4, 'Wall Mount', 1, 1499)]),
    // 598 and 1499 at 18%: GST 91.22 + 228.66.
    priceBreakup: { items: 2097, delivery: 0, gstIncluded: 319.88, total: 2097 },
    invoice: { number: 'CK/26-27/00042', issuedAt: '2026-11-24T06:30:00.000Z' },
  };
  const saved: { name: string; href: string }[] = [];
  let blobs: Blob[] = [];

  beforeEach(() => {
    saved.length = 0;
    blobs = [];
    // jsdom has no object URLs nor downloads: the test sees what the page hands the browser.
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return `blob:http://localhost/${blobs.length}`;
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const answer = (invoice: () => Promise<Response>) =>
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/invoice') ? invoice() : jsonResponse(200, [shipped]),
    );

  it('breaks the total up into items, free delivery, the GST included and the total', async () => {
    answer(async () => jsonResponse(404, { error: 'Not found' }));
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Order 3JD8WXKQ2B' });
    expect(within(card).getByRole('heading', { name: 'Price breakup' })).toBeTruthy();
    expect(card.textContent).toContain(
      'Price breakupItems₹2,097DeliveryFreeGST included₹319.88Total₹2,097',
    );
    // The spec's table and its total stay as they were.
    expect(within(card).getAllByRole('row').at(-1)?.textContent).toBe('Total₹2,097');
  });

  it('downloads a shipped order’s invoice with the shopper’s token, named by its number', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    answer(async () => new Response(pdf, { headers: { 'content-type': 'application/pdf' } }));
    const user = renderOrders();
    const card = await screen.findByRole('article', { name: 'Order 3JD8WXKQ2B' });
    await user.click(
      within(card).getByRole('button', {
        name: 'Download invoice CK/26-27/00042 for order 3JD8WXKQ2B',
      }),
    );
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'CK-26-27-00042.pdf', href: 'blob:http://localhost/1' });
    expect(new Uint8Array(await blobs[0]!.arrayBuffer())).toEqual(pdf);
    const [url, init] = fetchMock.mock.calls.find(([called]) =>
      String(called).endsWith('/invoice'),
    )!;
    expect(String(url)).toMatch(/\/api\/v1\/orders\/3JD8WXKQ2B\/invoice$/);
    expect((init?.headers as Record<string, string>).Authorization).toBe(
      'Bearer a-session-token-of-forty-three-characters-xx',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the invoice cannot be downloaded', async () => {
    answer(async () => jsonResponse(503, { error: 'Service Unavailable' }));
    const user = renderOrders();
    const card = await screen.findByRole('article', { name: 'Order 3JD8WXKQ2B' });
    await user.click(within(card).getByRole('button', { name: /^Download invoice/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Failed to download the invoice. Please try again.');
    expect(saved).toEqual([]);
    expect(within(card).getByRole('button', { name: /^Download invoice/ })).toBeTruthy();
  });

  it('says a failed payment failed and offers to pay again, back from the gateway', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [order('7HK2MQ9X0A', 0, [item(1, 'HDMI Cable', 1, 299)])]),
    );
    renderOrders('/orders?paymentFailed=7HK2MQ9X0A');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Your payment did not go through' }));
    expect(alert.textContent).toContain('The payment for order 7HK2MQ9X0A failed');
    expect(alert.textContent).toContain('still waiting for payment');
    expect(
      within(alert)
        .getByRole('link', { name: 'Pay Now for order 7HK2MQ9X0A' })
        .getAttribute('href'),
    ).toBe('/payment?orderId=7HK2MQ9X0A');
  });

  it('says nothing of a failed payment once the order is no longer waiting for one', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [order('7HK2MQ9X0A', 1, [item(1, 'HDMI Cable', 1, 299)])]),
    );
    renderOrders('/orders?paymentFailed=7HK2MQ9X0A');
    await screen.findByRole('article', { name: 'Order 7HK2MQ9X0A' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/did not go through/)).toBeNull();
  });

  it('offers no invoice before the order has one', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [{ ...shipped, status: 1, invoice: null }, order('7HK2MQ9X0A', 0, [])]),
    );
    renderOrders();
    await screen.findByRole('article', { name: 'Order 3JD8WXKQ2B' });
    expect(screen.queryByRole('button', { name: /Download invoice/ })).toBeNull();
    // An answer without a breakup (an API from before it) shows the spec's total alone.
    expect(within(card('7HK2MQ9X0A')).queryByText('Price breakup')).toBeNull();
  });
});

/** Stands in for the browser's IntersectionObserver, which jsdom lacks; the test says when. */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.targets.push(target);
    FakeIntersectionObserver.live.add(this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }
  /** The end of the list comes within reach of the screen (once the page watches for it). */
  static async scrollNearEnd() {
    await vi.waitFor(() => expect(FakeIntersectionObserver.live.size).toBeGreaterThan(0));
    act(() => FakeIntersectionObserver.reportIntersection());
  }

  /** What the browser reports to every observer still watching as the end comes near. */
  static reportIntersection() {
    for (const observer of [...FakeIntersectionObserver.live]) {
      const entries = observer.targets.map(
        (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

// Up to 45 orders on the page, each queried by its role and name as the pages arrive: 4.4 s for
// the longest test alone on the shared 2-core machine, past Vitest's default 5 s when it is busier.
describe('the orders page, a page at a time', { timeout: 15_000 }, () => {
  const ordersFrom = (first: number, count: number) =>
    Array.from({ length: count }, (_, index) =>
      order(`7HK2MQ${String(first + index).padStart(4, '0')}`, 0, [
        item(first + index, 'HDMI Cable', 1, 299),
      ]),
    );
  const next = (cursor: string) => ({
    Link: `</api/v1/orders?limit=20&before=${encodeURIComponent(cursor)}>; rel="next"`,
  });
  const requests = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url)))
      .filter((url) => url.pathname.endsWith('/orders'));
  const articles = () => screen.queryAllByRole('article');

  beforeEach(() => {
    FakeIntersectionObserver.live.clear();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('loads the next page as the shopper scrolls near the end, until the last', async () => {
    let answer!: (response: Response) => void;
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, ordersFrom(1, 20), next('c/20+')))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockResolvedValueOnce(jsonResponse(200, ordersFrom(41, 5)));
    const user = renderOrders();
    await screen.findByRole('article', { name: 'Order 7HK2MQ0001' });
    expect(articles()).toHaveLength(20);
    expect(requests()[0]!.search).toBe('');

    await FakeIntersectionObserver.scrollNearEnd();
    // The next page is on its way: the list says so and keeps what it shows.
    expect(await screen.findByRole('status', { name: 'Loading more orders' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Loading more orders…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(articles()).toHaveLength(20);
    // Asking again meanwhile sends nothing more.
    await user.click(button);
    act(() => FakeIntersectionObserver.reportIntersection());
    expect(requests()).toHaveLength(2);
    // The cursor is the Link's, as it wrote it.
    expect(requests()[1]!.searchParams.get('before')).toBe('c/20+');
    await act(async () => answer(jsonResponse(200, ordersFrom(21, 20), next('c/40'))));
    expect(articles()).toHaveLength(40);
    expect(screen.queryByRole('status', { name: 'Loading more orders' })).toBeNull();

    await FakeIntersectionObserver.scrollNearEnd();
    await screen.findByRole('article', { name: 'Order 7HK2MQ0045' });
    expect(requests()[2]!.searchParams.get('before')).toBe('c/40');
    expect(articles()).toHaveLength(45);
    // The last page: nothing more to load or to watch for.
    expect(screen.queryByRole('button', { name: /Load more orders/ })).toBeNull();
    expect(FakeIntersectionObserver.live.size).toBe(0);
  });

  it('loads the next page from the button and takes the focus to its first order', async () => {
    vi.stubGlobal('IntersectionObserver', undefined); // an older browser: the button alone
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, ordersFrom(1, 20), next('c20')))
      .mockResolvedValueOnce(jsonResponse(200, ordersFrom(21, 3)));
    const user = renderOrders();
    const button = await screen.findByRole('button', { name: 'Load more orders' });
    button.focus();
    await user.keyboard('{Enter}');

    const first = await screen.findByRole('heading', { name: 'Order 7HK2MQ0021' });
    expect(document.activeElement).toBe(first);
    expect(articles()).toHaveLength(23);
    expect(requests()[1]!.searchParams.get('before')).toBe('c20');
    expect(screen.queryByRole('button', { name: /Load more orders/ })).toBeNull();
  });

  it('keeps the orders shown when a later page fails, and tries again on request', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, ordersFrom(1, 20), next('c20')))
      .mockResolvedValueOnce(jsonResponse(503, { error: 'Service Unavailable' }))
      .mockResolvedValueOnce(jsonResponse(200, ordersFrom(21, 2)));
    const user = renderOrders();
    await screen.findByRole('article', { name: 'Order 7HK2MQ0001' });

    await FakeIntersectionObserver.scrollNearEnd();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load more orders. Please try again.',
    );
    expect(articles()).toHaveLength(20);
    expect(screen.queryByText('Failed to load your orders. Please try again.')).toBeNull();
    // No retrying by itself: scrolling on asks nothing until the shopper does.
    expect(FakeIntersectionObserver.live.size).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    await screen.findByRole('article', { name: 'Order 7HK2MQ0022' });
    expect(articles()).toHaveLength(22);
    expect(requests()[2]!.searchParams.get('before')).toBe('c20');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers nothing more when the first page is the only one', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, ordersFrom(1, 3)));
    renderOrders();
    await screen.findByRole('article', { name: 'Order 7HK2MQ0003' });
    expect(screen.queryByRole('button', { name: /Load more orders/ })).toBeNull();
    expect(FakeIntersectionObserver.live.size).toBe(0);
  });
});
