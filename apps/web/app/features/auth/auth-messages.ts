import { userMessages } from '@storefront/contract';
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
  resetLinkIncomplete: 'This password reset link is incomplete. Please ask for a new one.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  resetRequestFailed: 'Failed to send the reset link. Please try again.',
  passwordResetFailed: 'Failed to reset your password. Please try again.',
  passwordChangeFailed: 'Failed to change your password. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
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

/**
 * A failed password call (forgot, reset, change): the server's `error` when it sent one, else
 * what its status means, else `fallback`.
 */
function passwordErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.serverMessage) return error.serverMessage;
  if (error.status === 0) return authMessages.noResponse;
  if (error.status === 429) return authMessages.tooManyAttempts;
  return fallback;
}

/** A failed POST /users/forgot-password. */
export function resetRequestErrorMessage(error: unknown): string {
  return passwordErrorMessage(error, authMessages.resetRequestFailed);
}

/** POST /users/reset-password answers 400 when the link's token is bad, used or expired. */
export function isResetLinkInvalid(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}

/** A failed POST /users/reset-password; a dead link says so even without the server's text. */
export function resetPasswordErrorMessage(error: unknown): string {
  return passwordErrorMessage(
    error,
    isResetLinkInvalid(error) ? userMessages.resetLinkInvalid : authMessages.passwordResetFailed,
  );
}

/** A failed POST /users/change-password (a 401 means the session ended meanwhile). */
export function changePasswordErrorMessage(error: unknown): string {
  return passwordErrorMessage(
    error,
    error instanceof ApiError && error.status === 401
      ? authMessages.sessionEnded
      : authMessages.passwordChangeFailed,
  );
}

export { LOGIN_REQUIRED_TOAST } from './toast-keys';
