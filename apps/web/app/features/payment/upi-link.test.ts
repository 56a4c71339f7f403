import { describe, expect, it } from 'vitest';
import { opensAnotherApp, readUpiLink } from './upi-link';

describe('readUpiLink', () => {
  it('reads the payee, their UPI id and the amount of a upi://pay link', () => {
    expect(
      readUpiLink(
        'upi://pay?pa=chitrakart%40okaxis&pn=Chitra%20Kart&am=1298.50&cu=INR&tr=GY4CTZX2J4&tn=Order%20GY4CTZX2J4',
      ),
    ).toEqual({ payeeVpa: 'chitrakart@okaxis', payeeName: 'Chitra Kart', amount: 1298.5 });
  });

  it('keeps a plus sign, and leaves out a missing name or amount', () => {
    expect(readUpiLink('upi://pay?pa=shop+in@upi')).toEqual({
      payeeVpa: 'shop+in@upi',
      payeeName: null,
      amount: null,
    });
    expect(readUpiLink('upi://pay?pa=shop@upi&am=abc')?.amount).toBeNull();
  });

  it('is null for anything but a UPI payment link with a payee', () => {
    expect(readUpiLink('https://example.in/pay')).toBeNull();
    expect(readUpiLink('upi://pay?pn=Shop')).toBeNull();
  });
});

describe('opensAnotherApp', () => {
  it('is true for app links and false for web pages', () => {
    expect(opensAnotherApp('upi://pay?pa=a@b')).toBe(true);
    expect(opensAnotherApp('intent://pay#Intent;scheme=upi;end')).toBe(true);
    expect(opensAnotherApp('https://gateway.example/pay')).toBe(false);
    expect(opensAnotherApp('HTTP://gateway.example/pay')).toBe(false);
  });
});
