import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, dismissToasts, showToast, type ToasterLook, ToastRegion } from './toast';

const look: ToasterLook = {
  region: 'region',
  toast: 'toast',
  default: 'default',
  destructive: 'destructive',
  text: 'text',
  title: 'title',
  description: 'description',
  dismiss: 'dismiss',
};

const toast = (options: Parameters<typeof showToast>[0]) => act(() => showToast(options, 5000));
const shown = () => screen.getAllByRole('status').map((toast) => toast.textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('show a message as a status, a failure as an alert, each for its time', () => {
    render(<ToastRegion look={look} />);
    toast({ title: 'Added to cart', description: 'Blue shirt, M' });
    toast({ title: 'Could not save', variant: 'destructive' });
    expect(screen.getByRole('status').textContent).toContain('Blue shirt, M');
    expect(screen.getByRole('status').className).toBe('toast default');
    expect(screen.getByRole('alert').className).toBe('toast destructive');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keep their live region in the page while empty, with the app’s aria-relevant', () => {
    const { container } = render(<ToastRegion look={{ ...look, relevant: 'additions text' }} />);
    const region = container.firstElementChild!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-relevant')).toBe('additions text');
    expect(region.className).toBe('region');
  });

  it('are at most three, and one goes when dismissed', () => {
    render(<ToastRegion look={look} />);
    for (const title of ['1', '2', '3', '4']) toast({ title });
    expect(shown()).toEqual(['2×', '3×', '4×']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(shown()).toEqual(['3×', '4×']);
  });

  it('about the same thing replace each other, and go once their cause is gone', () => {
    render(<ToastRegion look={look} />);
    toast({ title: 'Choose a size', key: 'choose-size' });
    toast({ title: 'Choose a size first', key: 'choose-size' });
    toast({ title: 'Saved' });
    expect(shown()).toEqual(['Choose a size first×', 'Saved×']);
    act(() => dismissToasts('choose-size'));
    expect(shown()).toEqual(['Saved×']);
  });

  it('are forgotten between tests', () => {
    showToast({ title: 'Left over' }, 5000);
    clearToasts();
    render(<ToastRegion look={look} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
