import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ProductCardView, toProductCardView } from '~/features/catalog';
import type { RootData } from '~/features/store';
import { apiProductAt } from '~/test/api-products';
import { stubApiForComponentTests } from '~/test/component-test';
import { API_BASE, shopInfo } from '~/test/store-info';
import Home, { clientLoader } from './home';

stubApiForComponentTests();

/** A featured product card, the `index`th. */
const card = (index: number): ProductCardView =>
  toProductCardView(apiProductAt(index, { title: `Tilting TV Wall Mount ${index}` }));

describe('the home page after a client-side navigation', () => {
  it('shows 4 placeholder cards while the featured products load, then the products', async () => {
    let release: (answer: { featured: ProductCardView[] }) => void = () => {};
    const root: RootData = { storeInfo: shopInfo, publicApiUrl: null, apiBase: API_BASE };
    // Another page, rendered on the server, with a link home.
    const Contact = () => <Link to="/">ChitraKart</Link>;
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        Component: Outlet,
        children: [
          {
            id: 'home',
            index: true,
            Component: Home,
            // The browser's request for the page's data, held until released.
            loader: () =>
              clientLoader({
                serverLoader: () => new Promise((resolve) => (release = resolve)),
              } as never),
          },
          { id: 'contact', path: 'contact', Component: Contact },
        ],
      },
    ]);
    render(<Stub initialEntries={['/contact']} hydrationData={{ loaderData: { root } }} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('link', { name: 'ChitraKart' }));

    const featured = await screen.findByRole('region', { name: 'Featured Products' });
    expect(within(featured).getAllByTestId('product-card-skeleton')).toHaveLength(4);
    expect(within(featured).queryAllByRole('article')).toHaveLength(0);

    await act(async () => release({ featured: [1, 2, 3, 4].map(card) }));
    expect(within(featured).queryAllByTestId('product-card-skeleton')).toHaveLength(0);
    expect(within(featured).getAllByRole('article')).toHaveLength(4);
  });
});
