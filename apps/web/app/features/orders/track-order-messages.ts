import { ApiError } from '~/lib/api-client';

/** Spec sections 5 and 8: the tracking page's toasts, word for word. */
export const trackOrderMessages = {
  requiredTitle: 'Required fields',
  required: 'Please enter both order number and email/phone',
  foundTitle: 'Order found',
  found: 'Your order status has been loaded',
  failedTitle: 'Error',
  failed: 'Failed to find order. Please check your information and try again.',
} as const;

/**
 * Why a look-up failed, for the "Error" toast: the spec's text, except when the server refuses
 * more attempts for a while (429), where checking the details again would not help.
 */
export function trackOrderFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.serverMessage) {
    return error.serverMessage;
  }
  return trackOrderMessages.failed;
}
