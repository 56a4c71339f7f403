import type { PaymentResponse } from '@storefront/contract';
import { ApiError } from '~/lib/api-client';
import { paymentMessages } from './payment-messages';

export interface GatewayFormParams {
  type: string;
  url: string;
  data: Record<string, string>;
}

/** What the page does with the answer to POST /payments (spec section 4, "Action types"). */
export type PaymentStep =
  /** Post a hidden form to the gateway's entry point. */
  | { kind: 'post-form'; url: string; params?: GatewayFormParams }
  /** Send the browser to a link: a payment app (upi://…) or a web page. */
  | { kind: 'deeplink'; url: string }
  /** Show a QR code drawn from `text`, or the image the server drew. */
  | { kind: 'qr'; text: string }
  | { kind: 'qr-image'; src: string }
  /** No action, but a page to go to. */
  | { kind: 'redirect'; url: string }
  /** No action at all: the payment is under way (cash on delivery). */
  | { kind: 'initiated' }
  | { kind: 'failed'; message: string };

/** A base64 PNG from the server, as an image source (left alone when already a data URL). */
export function pngDataUrl(base64: string): string {
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}

export function nextPaymentStep(response: PaymentResponse | null | undefined): PaymentStep {
  const unknown: PaymentStep = { kind: 'failed', message: paymentMessages.unknownError };
  if (!response || typeof response !== 'object') return unknown;
  if (response.success !== true) {
    return response.error?.trim() ? { kind: 'failed', message: response.error } : unknown;
  }
  const { action } = response;
  if (!action) {
    return response.redirectUrl
      ? { kind: 'redirect', url: response.redirectUrl }
      : { kind: 'initiated' };
  }
  switch (action.type) {
    case 'redirect_post':
      return action.redirectUrl
        ? { kind: 'post-form', url: action.redirectUrl, params: action.formParams }
        : unknown;
    case 'deeplink':
      return action.redirectUrl ? { kind: 'deeplink', url: action.redirectUrl } : unknown;
    case 'qr':
      if (action.qr) return { kind: 'qr', text: action.qr };
      if (action.qrBase64) return { kind: 'qr-image', src: pngDataUrl(action.qrBase64) };
      return unknown;
    default:
      return unknown;
  }
}

/** Why POST /payments did not answer with a next step. */
export type PaymentFailure =
  /** The server refused some fields ("fields.phone: …"): show each beside its field. */
  | { kind: 'fields'; errors: Record<string, string> }
  /** 409: the order is not Pending any more. */
  | { kind: 'not-payable' }
  /** 401: the token is gone and the signed-in guard is taking the shopper to sign in. */
  | { kind: 'signed-out' }
  | { kind: 'failed'; message: string };

/**
 * The API names refused fields as "fields.<name>: <message>", several joined by "; ". Returns
 * them by name when every part names one of `fieldNames`, else null.
 */
export function serverFieldErrors(
  message: string,
  fieldNames: readonly string[],
): Record<string, string> | null {
  const errors: Record<string, string> = {};
  for (const part of message.split('; ')) {
    const match = /^fields\.([^:]+): (.+)$/.exec(part.trim());
    if (!match || !fieldNames.includes(match[1]!)) return null;
    errors[match[1]!] = match[2]!;
  }
  return errors;
}

export function describePaymentFailure(
  error: unknown,
  fieldNames: readonly string[],
): PaymentFailure {
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'signed-out' };
    if (error.status === 409) return { kind: 'not-payable' };
    const message = error.serverMessage?.trim();
    if (message && error.status >= 400 && error.status < 500) {
      const errors = error.status === 400 ? serverFieldErrors(message, fieldNames) : null;
      return errors ? { kind: 'fields', errors } : { kind: 'failed', message };
    }
  }
  return { kind: 'failed', message: paymentMessages.processFailed };
}
