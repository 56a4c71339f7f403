import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { userMessages } from '@storefront/contract';
import {
  accountLoadErrorMessage,
  authMessages,
  changePasswordErrorMessage,
  isResetLinkInvalid,
  loginErrorMessage,
  registrationErrorMessage,
  resetPasswordErrorMessage,
  resetRequestErrorMessage,
} from './auth-messages';

const noResponse = new ApiError('No response from server. Please try again later.', 0);

describe('loginErrorMessage', () => {
  it("shows the server's error field", () => {
    expect(loginErrorMessage(new ApiError('x', 401, 'Invalid email or password'))).toBe(
      'Invalid email or password',
    );
  });

  it('falls back to the generic text when the server answered without one', () => {
    expect(loginErrorMessage(new ApiError('Request failed with status 502', 502))).toBe(
      'Failed to login. Please check your credentials.',
    );
  });

  it('says so when no response arrived', () => {
    expect(loginErrorMessage(noResponse)).toBe('No response from server. Please try again later.');
  });

  it("gives any other failure's own message", () => {
    expect(loginErrorMessage(new Error(authMessages.tokenMissing))).toBe(
      'Authentication failed: Token is missing in the response',
    );
  });
});

describe('registrationErrorMessage', () => {
  it("shows the server's error field", () => {
    expect(
      registrationErrorMessage(
        new ApiError('x', 409, 'An account with this email already exists.'),
      ),
    ).toBe('An account with this email already exists.');
  });

  it.each([
    ['an answer without an error field', new ApiError('Request failed with status 500', 500)],
    ['no response', noResponse],
    ['anything else', new TypeError('boom')],
  ])('is the generic text for %s', (_, error) => {
    expect(registrationErrorMessage(error)).toBe('Failed to register. Please try again.');
  });
});

describe('accountLoadErrorMessage', () => {
  it('appends the status of an error answer', () => {
    expect(accountLoadErrorMessage(new ApiError('x', 500, 'Internal error'))).toBe(
      'Failed to load account information (Status: 500)',
    );
  });

  it('says when no response was received', () => {
    expect(accountLoadErrorMessage(noResponse)).toBe(
      'Failed to load account information (No response received)',
    );
  });

  it("appends any other failure's message", () => {
    expect(accountLoadErrorMessage(new Error('Unexpected answer from the server'))).toBe(
      'Failed to load account information: Unexpected answer from the server',
    );
  });

  it('falls back to asking for a refresh when the failure says nothing', () => {
    expect(accountLoadErrorMessage('???')).toBe(
      'Failed to load account information. Please refresh the page to try again.',
    );
  });
});

describe('the password calls’ error messages', () => {
  it.each([
    ['resetRequestErrorMessage', resetRequestErrorMessage],
    ['resetPasswordErrorMessage', resetPasswordErrorMessage],
    ['changePasswordErrorMessage', changePasswordErrorMessage],
  ])("%s shows the server's error field, and says so when no response arrived", (_, message) => {
    expect(message(new ApiError('x', 422, 'This password is too common.'))).toBe(
      'This password is too common.',
    );
    expect(message(noResponse)).toBe('No response from server. Please try again later.');
    expect(message(new ApiError('Request failed with status 429', 429))).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('falls back to a generic text of each call', () => {
    const failed = new ApiError('Request failed with status 500', 500);
    expect(resetRequestErrorMessage(failed)).toBe(
      'Failed to send the reset link. Please try again.',
    );
    expect(resetPasswordErrorMessage(failed)).toBe(
      'Failed to reset your password. Please try again.',
    );
    expect(changePasswordErrorMessage(new TypeError('boom'))).toBe(
      'Failed to change your password. Please try again.',
    );
  });

  it('takes a 400 from the reset as a dead link, with the contract’s text', () => {
    const dead = new ApiError('Request failed with status 400', 400);
    expect(isResetLinkInvalid(dead)).toBe(true);
    expect(isResetLinkInvalid(new ApiError('x', 422, 'Too common'))).toBe(false);
    expect(resetPasswordErrorMessage(dead)).toBe(userMessages.resetLinkInvalid);
  });

  it('says a 401 on the change means the session ended', () => {
    expect(changePasswordErrorMessage(new ApiError('Request failed with status 401', 401))).toBe(
      'Your session has ended. Please sign in again.',
    );
  });
});
