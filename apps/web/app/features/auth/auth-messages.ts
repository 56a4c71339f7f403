import { ApiError } from '~/lib/api-client';

/** Spec section 8's texts for accounts. */
export const authMessages = {
  signedIn: 'Logged in successfully.',
  registered: 'Account created successfully. You can now log in.',
  signedOut: 'You have been logged out successfully.',
  signOutFailed: 'Failed to log out properly.',
  loginFailed: 'Failed to login. Please check your credentials.',
  noResponse: 'No response from server. Please try again later.',
  registrationFailed: 'Failed to register. Please try again.',
  tokenMissing: 'Authentication failed: Token is missing in the response',
  invalidEmailTitle: 'Invalid Email',
  invalidEmail: 'Please enter a valid email address.',
  accountLoadFailed: 'Failed to load account information',
  accountLoadFallback: 'Failed to load account information. Please refresh the page to try again.',
} as const;

/**
 * A failed sign-in: the server's `error` when it answered with one, else the generic text; with no
 * answer at all, the no-response text; any other failure (such as a token missing from the
 * answer) by its own message.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return authMessages.noResponse;
    return error.serverMessage ?? authMessages.loginFailed;
  }
  return error instanceof Error && error.message ? error.message : authMessages.loginFailed;
}

/** A failed registration: the server's `error` when it sent one (spec-decisions.md). */
export function registrationErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || authMessages.registrationFailed;
}

/** A failed account load: what went wrong appended to one sentence (spec section 8). */
export function accountLoadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 0
      ? `${authMessages.accountLoadFailed} (No response received)`
      : `${authMessages.accountLoadFailed} (Status: ${error.status})`;
  }
  if (error instanceof Error && error.message) {
    return `${authMessages.accountLoadFailed}: ${error.message}`;
  }
  return authMessages.accountLoadFallback;
}
