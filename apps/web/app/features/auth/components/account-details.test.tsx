import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, readAuthToken, writeAuthToken } from '~/lib/auth-token';
import { Toaster } from '~/ui/toast';
import { jsonResponse, stubApiForComponentTests } from '~/test/component-test';
import { AccountDetails } from './account-details';

const fetchMock = stubApiForComponentTests();

const account = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@example.in',
  createdAt: new Date(2024, 0, 5, 12).toISOString(),
};

function renderAccount() {
  const Stub = createRoutesStub([{ path: '/account', Component: AccountDetails }]);
  render(
    <>
      <Stub initialEntries={['/account']} />
      <Toaster />
    </>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Answers GET /accountInfo with `accountInfo` and POST /users/logout with `logout`. */
function api({
  accountInfo,
  logout,
}: {
  accountInfo: () => Promise<Response>;
  logout?: () => Promise<Response>;
}) {
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/accountInfo') ? accountInfo() : logout!(),
  );
}

beforeEach(() => {
  writeAuthToken('a-session-token-of-forty-three-characters-xx');
});

afterEach(() => {
  clearAuthToken();
});

describe('the account page', () => {
  it('shows a skeleton, then the names, the e-mail and Member Since', async () => {
    let answer: (response: Response) => void = () => {};
    api({ accountInfo: () => new Promise((resolve) => (answer = resolve)) });
    renderAccount();
    expect(screen.getByRole('heading', { name: 'Account Details' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your account' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(screen.getByText('Loading your account…')).toBeTruthy();

    answer(jsonResponse(200, { data: account }));
    expect(await screen.findByText('Priya')).toBeTruthy();
    expect(screen.getByText('Sharma')).toBeTruthy();
    expect(screen.getByText('priya@example.in')).toBeTruthy();
    expect(screen.getByText('Member Since').nextSibling?.textContent).toBe('January 5, 2024');
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init!.headers as Record<string, string>).Authorization).toBe(
      'Bearer a-session-token-of-forty-three-characters-xx',
    );
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe(
      '/orders',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('has the Change Password section under the account, whatever the account load does', async () => {
    api({ accountInfo: () => new Promise(() => {}) });
    renderAccount();
    const section = screen.getByRole('region', { name: 'Change Password' });
    expect(section.querySelectorAll('input[type="password"]')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'the status of an error answer',
      () => Promise.resolve(jsonResponse(500, { error: 'Internal error' })),
      'Failed to load account information (Status: 500)',
    ],
    [
      'that no response came',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Failed to load account information (No response received)',
    ],
    [
      'what was wrong with the answer',
      () => Promise.resolve(jsonResponse(200, { data: null })),
      'Failed to load account information: Unexpected answer from the server',
    ],
  ])('on failure says %s inline and in the "Error" toast', async (_, accountInfo, message) => {
    api({ accountInfo });
    renderAccount();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain(message);
    expect(screen.getByRole('region', { name: 'Your account' }).textContent).toContain(message);
  });

  it('loads again on Try Again', async () => {
    const accountInfo = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(jsonResponse(503, {}))
      .mockResolvedValueOnce(jsonResponse(200, { data: account }));
    api({ accountInfo });
    const user = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('priya@example.in')).toBeTruthy();
  });

  it('signs out: ends the session, removes the token and says so', async () => {
    let answer: (response: Response) => void = () => {};
    api({
      accountInfo: async () => jsonResponse(200, { data: account }),
      logout: () => new Promise((resolve) => (answer = resolve)),
    });
    const user = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Signing out...' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('http://localhost:8044/api/v1/users/logout');
    expect(init!.method).toBe('POST');

    answer(new Response(null, { status: 204 }));
    expect(await screen.findByText('You have been logged out successfully.')).toBeTruthy();
    expect(readAuthToken()).toBeNull();
  });

  it.each([
    ['the server fails', () => Promise.resolve(jsonResponse(500, {}))],
    ['no response comes', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('signing out removes the token even when %s, and says it failed', async (_, logout) => {
    api({ accountInfo: async () => jsonResponse(200, { data: account }), logout });
    const user = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to log out properly.');
    expect(readAuthToken()).toBeNull();
  });
});
