import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE } from '~/test/store-info';
import { ApiBaseProvider } from '~/lib/api-base-context';
import { BUILT_IN_HERO, Hero } from './hero';

afterEach(cleanup);

function renderHero(hero: Parameters<typeof Hero>[0]['hero'], freeShipping?: boolean) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ApiBaseProvider value={API_BASE}>
          <Hero storeName="ChitraKart" hero={hero} freeShipping={freeShipping} />
        </ApiBaseProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

const buttons = () =>
  screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('the home page’s hero', () => {
  it('says what the store set: its heading, text and uploaded picture, with the spec’s two buttons', () => {
    renderHero({
      title: 'Diwali sale: up to 40% off wall mounts',
      text: 'Free installation in Delhi NCR until 3 November.',
      imageUrl: '/api/v1/images/0123456789abcdef0123456789abcdef/1280.webp',
      imageAlt: 'A lit diya beside a wall-mounted TV',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Diwali sale: up to 40% off wall mounts',
    );
    expect(screen.getByText('Free installation in Delhi NCR until 3 November.')).toBeTruthy();
    const picture = screen.getByRole('img', { name: 'A lit diya beside a wall-mounted TV' });
    expect(picture.getAttribute('src')).toBe(
      `${API_BASE}/images/0123456789abcdef0123456789abcdef/1280.webp`,
    );
    expect(picture.getAttribute('srcset')).toContain('640.webp 640w');
    expect(buttons()).toEqual([
      ['Browse Collection', '/products'],
      ['Featured Products', '/products?featured=true'],
    ]);
  });

  it('keeps the built-in words and picture for what the store left blank, or an older API', () => {
    for (const hero of [
      { title: null, text: 'Our own words.', imageUrl: null, imageAlt: null },
      undefined,
    ]) {
      const view = renderHero(hero);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(BUILT_IN_HERO.title);
      const picture = screen.getByRole('img', { name: BUILT_IN_HERO.imageAlt });
      expect(picture.getAttribute('src')).toBe('/images/hero.svg');
      view.unmount();
    }
  });

  it('says "Free shipping across India" in its built-in words only where the store charges nowhere', () => {
    const words = (freeShipping?: boolean) => {
      const view = renderHero(undefined, freeShipping);
      const text = screen.getByText(/^TV wall mounts/).textContent;
      view.unmount();
      return text;
    };
    expect(words()).toMatch(/accessories\. Free shipping across India\.$/);
    expect(words(true)).toMatch(/Free shipping across India\.$/);
    expect(words(false)).not.toContain('Free shipping');
  });
});
