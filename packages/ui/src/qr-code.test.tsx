import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

afterEach(cleanup);

describe('QrCode', () => {
  it('draws the text as a labelled image in the page’s size, with its quiet zone', () => {
    render(
      <QrCode text="upi://pay?pa=shop@upi" label="QR code for this payment" className="w-full" />,
    );
    const image = screen.getByRole('img', { name: 'QR code for this payment' });
    expect(image.getAttribute('class')).toBe('w-full');
    const size = Number(image.getAttribute('viewBox')?.split(' ')[2]);
    // Version 1 is 21 modules wide; the quiet zone adds four on each side.
    expect(size).toBeGreaterThanOrEqual(21 + 8);
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h/);
  });
});
