import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE, renderWithStoreInfo, shopInfo } from '~/test/store-info';
import { TopBar } from './top-bar';

afterEach(() => {
  cleanup();
  localStorage.clear();
  scrollTo(0);
});

/** The page scrolled `top` pixels down, as the browser tells it. */
function scrollTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  fireEvent.scroll(window);
}

const homeLink = () => within(screen.getByRole('banner')).getAllByRole('link')[0]!;

describe('the top bar', () => {
  it('shows the store’s uploaded logo as the home link, the store name as its alt text', () => {
    renderWithStoreInfo(TopBar, {
      ...shopInfo,
      companyLogoUrl: '/api/v1/images/0123456789abcdef0123456789abcdef/1280.webp',
    });
    const link = screen.getByRole('link', { name: 'ChitraKart' });
    expect(link).toBe(homeLink());
    expect(link.getAttribute('href')).toBe('/');
    const logo = within(link).getByRole('img', { name: 'ChitraKart' });
    expect(logo.getAttribute('src')).toBe(
      `${API_BASE}/images/0123456789abcdef0123456789abcdef/1280.webp`,
    );
    expect(logo.getAttribute('srcset')).toContain(
      `${API_BASE}/images/0123456789abcdef0123456789abcdef/320.webp 320w`,
    );
  });

  it('names the store in words without a logo, or when the logo cannot load', () => {
    const view = renderWithStoreInfo(TopBar, shopInfo);
    expect(homeLink().textContent).toBe('ChitraKart');
    expect(within(homeLink()).queryByRole('img')).toBeNull();
    view.unmount();

    renderWithStoreInfo(TopBar, {
      ...shopInfo,
      companyLogoUrl: 'https://cdn.chitrakart.in/missing.png',
    });
    const logo = within(homeLink()).getByRole('img', { name: 'ChitraKart' });
    expect(logo.getAttribute('src')).toBe('https://cdn.chitrakart.in/missing.png');
    fireEvent.error(logo);
    expect(homeLink().textContent).toBe('ChitraKart');
    expect(within(homeLink()).queryByRole('img')).toBeNull();
  });

  it('shows the account icon when signed in, else a Login button', () => {
    const signedOut = renderWithStoreInfo(TopBar, shopInfo);
    const banner = () => within(screen.getByRole('banner'));
    expect(banner().getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(banner().queryByRole('link', { name: 'My Account' })).toBeNull();
    signedOut.unmount();

    // A returning shopper: the stored token signs them in.
    localStorage.setItem('auth_token', 'a-session-token');
    renderWithStoreInfo(TopBar, shopInfo);
    expect(banner().getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe(
      '/account',
    );
    expect(banner().queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('turns opaque once the page is scrolled more than 20 px, and clear again at the top', () => {
    renderWithStoreInfo(TopBar, shopInfo);
    const header = screen.getByRole('banner');
    expect(header.getAttribute('data-opaque')).toBe('false');
    act(() => scrollTo(20));
    expect(header.getAttribute('data-opaque')).toBe('false');
    act(() => scrollTo(21));
    expect(header.getAttribute('data-opaque')).toBe('true');
    act(() => scrollTo(200));
    expect(header.getAttribute('data-opaque')).toBe('true');
    act(() => scrollTo(0));
    expect(header.getAttribute('data-opaque')).toBe('false');
  });
});
