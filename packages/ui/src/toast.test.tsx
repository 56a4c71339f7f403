import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ToasterLook, toastKit } from './toast';

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

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toastKit', () => {
  it('shows a message as a status, a failure as an alert, each for its time', () => {
    const { toast, Toaster } = toastKit(5000, look);
    render(<Toaster />);
    act(() => toast({ title: 'Added to cart', description: 'Blue shirt, M' }));
    act(() => toast({ title: 'Could not save', variant: 'destructive' }));
    expect(screen.getByRole('status').textContent).toContain('Blue shirt, M');
    expect(screen.getByRole('status').className).toBe('toast default');
    expect(screen.getByRole('alert').className).toBe('toast destructive');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps its live region in the page while empty, with the app’s aria-relevant', () => {
    const { Toaster } = toastKit(5000, { ...look, relevant: 'additions text' });
    const { container } = render(<Toaster />);
    const region = container.firstElementChild!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-relevant')).toBe('additions text');
    expect(region.className).toBe('region');
  });

  it('shows at most three, and takes one away when dismissed', () => {
    const { toast, Toaster } = toastKit(5000, look);
    render(<Toaster />);
    act(() => ['1', '2', '3', '4'].forEach((title) => toast({ title })));
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      '2×',
      '3×',
      '4×',
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });

  it('replaces a toast about the same thing, and takes it away once its cause is gone', () => {
    const { toast, dismissToasts, Toaster } = toastKit(5000, look);
    render(<Toaster />);
    act(() => toast({ title: 'Choose a size', key: 'choose-size' }));
    act(() => toast({ title: 'Choose a size first', key: 'choose-size' }));
    act(() => toast({ title: 'Saved' }));
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      'Choose a size first×',
      'Saved×',
    ]);
    act(() => dismissToasts('choose-size'));
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Saved×']);
  });

  it('forgets every toast between tests', () => {
    const { toast, clearToasts, Toaster } = toastKit(5000, look);
    act(() => toast({ title: 'Left over' }));
    clearToasts();
    render(<Toaster />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
