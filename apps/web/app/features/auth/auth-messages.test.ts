import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client';
import {
  accountLoadErrorMessage,
  authMessages,
  loginErrorMessage,
  registrationErrorMessage,
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
