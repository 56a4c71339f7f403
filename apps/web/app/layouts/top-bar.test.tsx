import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE, renderWithStoreInfo, shopInfo } from '~/test/store-info';
import { TopBar } from './top-bar';

afterEach(cleanup);

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
});
