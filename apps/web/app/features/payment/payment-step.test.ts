import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client';
import {
  describePaymentFailure,
  nextPaymentStep,
  pngDataUrl,
  serverFieldErrors,
} from './payment-step';

const formParams = { type: 'sandbox', url: 'https://gateway.example/pay', data: { txnid: 'T1' } };

describe('nextPaymentStep (spec section 4, action types)', () => {
  it('redirect_post posts the form params to the redirect URL', () => {
    expect(
      nextPaymentStep({
        success: true,
        action: { type: 'redirect_post', redirectUrl: 'https://api.example/redirect', formParams },
      }),
    ).toEqual({ kind: 'post-form', url: 'https://api.example/redirect', params: formParams });
  });

  it('deeplink goes to the link', () => {
    expect(
      nextPaymentStep({
        success: true,
        action: { type: 'deeplink', redirectUrl: 'upi://pay?pa=a@b' },
      }),
    ).toEqual({ kind: 'deeplink', url: 'upi://pay?pa=a@b' });
  });

  it('qr draws the text, else shows the image as a PNG data URL', () => {
    expect(
      nextPaymentStep({ success: true, action: { type: 'qr', qr: 'upi://pay?pa=a@b' } }),
    ).toEqual({ kind: 'qr', text: 'upi://pay?pa=a@b' });
    expect(
      nextPaymentStep({ success: true, action: { type: 'qr', qrBase64: 'iVBORw0K' } }),
    ).toEqual({
      kind: 'qr-image',
      src: 'data:image/png;base64,iVBORw0K',
    });
  });

  it('no action: a top-level redirectUrl, else the payment is under way', () => {
    expect(nextPaymentStep({ success: true, redirectUrl: '/orders/ABC' })).toEqual({
      kind: 'redirect',
      url: '/orders/ABC',
    });
    expect(nextPaymentStep({ success: true })).toEqual({ kind: 'initiated' });
  });

  it('success false shows the server’s error text, else the unknown-error text', () => {
    expect(nextPaymentStep({ success: false, error: 'Card declined' })).toEqual({
      kind: 'failed',
      message: 'Card declined',
    });
    expect(nextPaymentStep({ success: false })).toEqual({
      kind: 'failed',
      message: 'Unknown error occurred during payment process',
    });
  });

  it.each([
    ['a redirect_post without a URL', { type: 'redirect_post' as const, formParams }],
    ['a deeplink without a URL', { type: 'deeplink' as const }],
    ['a qr with neither text nor image', { type: 'qr' as const }],
    ['an action type it does not know', { type: 'iframe' as unknown as 'qr', qr: 'x' }],
  ])('%s is an unknown error', (_, action) => {
    expect(nextPaymentStep({ success: true, action })).toEqual({
      kind: 'failed',
      message: 'Unknown error occurred during payment process',
    });
  });

  it('an answer that is not an object is an unknown error', () => {
    expect(nextPaymentStep(null)).toEqual({
      kind: 'failed',
      message: 'Unknown error occurred during payment process',
    });
  });
});

describe('pngDataUrl', () => {
  it('leaves a data URL alone', () => {
    expect(pngDataUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(
      'data:image/svg+xml;base64,PHN2Zz4=',
    );
  });
});

describe('serverFieldErrors', () => {
  const names = ['method', 'phone', 'email'];

  it('reads "fields.<name>: <message>" parts, several joined by "; "', () => {
    expect(
      serverFieldErrors(
        'fields.phone: Invalid phone number format; fields.email: Please enter a valid email address',
        names,
      ),
    ).toEqual({
      phone: 'Invalid phone number format',
      email: 'Please enter a valid email address',
    });
  });

  it('is null when any part is not about a field of the form', () => {
    expect(serverFieldErrors('orderId: is required', names)).toBeNull();
    expect(serverFieldErrors('fields.phone: Bad; fields.other: Bad', names)).toBeNull();
  });
});

describe('describePaymentFailure', () => {
  const names = ['phone'];

  it('puts a 400 about fields beside them', () => {
    expect(
      describePaymentFailure(
        new ApiError('x', 400, 'fields.phone: Phone number must start with +91'),
        names,
      ),
    ).toEqual({ kind: 'fields', errors: { phone: 'Phone number must start with +91' } });
  });

  it('says a 409 order is not payable, and a 401 has signed the shopper out', () => {
    expect(describePaymentFailure(new ApiError('x', 409, 'Not awaiting payment'), names)).toEqual({
      kind: 'not-payable',
    });
    expect(describePaymentFailure(new ApiError('x', 401, 'Sign in'), names)).toEqual({
      kind: 'signed-out',
    });
  });

  it('shows the server’s text for other refusals', () => {
    expect(describePaymentFailure(new ApiError('x', 404, 'Order not found'), names)).toEqual({
      kind: 'failed',
      message: 'Order not found',
    });
    expect(describePaymentFailure(new ApiError('x', 400, 'orderId: is required'), names)).toEqual({
      kind: 'failed',
      message: 'orderId: is required',
    });
  });

  it.each([
    ['a server failure', new ApiError('x', 500, 'Internal error')],
    ['no response', new ApiError('No response from server. Please try again later.', 0)],
    ['a refusal without text', new ApiError('x', 422)],
    ['anything else', new TypeError('boom')],
  ])('%s: "Failed to process payment. Please try again later."', (_, error) => {
    expect(describePaymentFailure(error, names)).toEqual({
      kind: 'failed',
      message: 'Failed to process payment. Please try again later.',
    });
  });
});
