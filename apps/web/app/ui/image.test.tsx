import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiBaseProvider } from '~/lib/api-base-context';
import { FALLBACK_IMAGE, Image } from './image';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const UPLOAD = '/api/v1/images/0b5e7d21/640.webp';

describe('Image', () => {
  it('serves an upload from the API with every stored width', () => {
    render(
      <ApiBaseProvider value="https://edge.example.net/shop/api/v1">
        <Image src={UPLOAD} alt="Wall mount" width={400} height={400} sizes="50vw" />
      </ApiBaseProvider>,
    );
    const image = screen.getByRole('img', { name: 'Wall mount' });
    expect(image.getAttribute('src')).toBe(
      'https://edge.example.net/shop/api/v1/images/0b5e7d21/640.webp',
    );
    expect(image.getAttribute('srcset')).toBe(
      'https://edge.example.net/shop/api/v1/images/0b5e7d21/320.webp 320w, ' +
        'https://edge.example.net/shop/api/v1/images/0b5e7d21/640.webp 640w, ' +
        'https://edge.example.net/shop/api/v1/images/0b5e7d21/960.webp 960w, ' +
        'https://edge.example.net/shop/api/v1/images/0b5e7d21/1280.webp 1280w',
    );
    expect(image.getAttribute('sizes')).toBe('50vw');
  });

  it('leaves any other picture as it is, with no srcset', () => {
    render(<Image src="/images/products/mount.svg" alt="" width={80} height={80} sizes="80px" />);
    const image = document.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/images/products/mount.svg');
    expect(image.getAttribute('srcset')).toBeNull();
    expect(image.getAttribute('sizes')).toBeNull();
  });

  it('shows the fallback, without the srcset, when the upload is missing', () => {
    render(<Image src={UPLOAD} alt="Wall mount" width={400} height={400} sizes="50vw" />);
    const image = screen.getByRole('img', { name: 'Wall mount' });
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(FALLBACK_IMAGE);
    expect(image.getAttribute('srcset')).toBeNull();
    expect(image.getAttribute('sizes')).toBeNull();
  });

  it('shows the fallback for a server-rendered picture that failed before hydration', () => {
    // Failed already when React takes the element over: no error event will come.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    render(<Image src="/images/products/mount.svg" alt="" width={80} height={80} />);
    expect(document.querySelector('img')!.getAttribute('src')).toBe(FALLBACK_IMAGE);
  });
});
