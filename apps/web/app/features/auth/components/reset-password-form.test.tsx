import { userMessages } from '@storefront/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, readAuthToken } from '~/lib/auth-token';
import { Toaster } from '~/ui/toast';
import { jsonResponse, stubApiForComponentTests } from '~/test/component-test';
import { ResetPasswordForm } from './reset-password-form';

const fetchMock = stubApiForComponentTests();

const TOKEN = 'Zm9yLXRlc3RzLW9ubHktMzItcmFuZG9tLWJ5dGVzLXg';

function Landed() {
  return <p>Landed on {useLocation().pathname}</p>;
}

function ResetPage() {
  const location = useLocation();
  return (
    <>
      <ResetPasswordForm />
      <p>Still on {location.pathname + location.search}</p>
    </>
  );
}

function renderReset(url = `/reset-password?token=${TOKEN}`) {
  const Stub = createRoutesStub([
    { path: '/reset-password', Component: ResetPage },
    { path: '*', Component: Landed },
  ]);
  render(
    <>
      <Stub initialEntries={[url]} />
      <Toaster />
    </>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function submit(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  confirmation = password,
) {
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

/** The message the field's description names, as a screen reader reads it. */
function errorOf(label: string): string | undefined {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent)[0] ?? undefined
  );
}

afterEach(() => {
  clearAuthToken();
});

describe('the reset-password form', () => {
  it.each([
    ['no token', '/reset-password'],
    ['an empty token', '/reset-password?token='],
  ])('with %s says the link is incomplete and links to ask for a new one', (_, url) => {
    renderReset(url);
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect(
      screen.getByText('This password reset link is incomplete. Please ask for a new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a New Link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).toBeNull();
  });

  it('asks for the new password twice, as the registration form does', () => {
    renderReset();
    expect(screen.getByLabelText('New Password').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('New Password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('Confirm New Password').getAttribute('autocomplete')).toBe(
      'new-password',
    );
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('refuses a short password and a confirmation that differs, and sends nothing', async () => {
    const user = renderReset();
    await submit(user, '12345', '123456');
    // The form validates asynchronously (react-hook-form's resolver): its messages show a few ticks
    // after the click.
    await waitFor(() =>
      expect(errorOf('New Password')).toBe('Password must be at least 6 characters'),
    );
    expect(errorOf('Confirm New Password')).toBe('Passwords do not match');
    expect(document.activeElement).toBe(screen.getByLabelText('New Password'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Passwords do not match" on the confirmation only', async () => {
    const user = renderReset();
    await submit(user, 'Masala-dosa-42', 'Masala-dosa-43');
    await waitFor(() => expect(errorOf('Confirm New Password')).toBe('Passwords do not match'));
    expect(errorOf('New Password')).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads "Resetting..." while it sends the token and the password, then says it is done', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderReset();
    await submit(user, 'Masala-dosa-42');

    const button = await screen.findByRole('button', { name: 'Resetting...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://localhost:8044/api/v1/users/reset-password');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(init!.body as string)).toEqual({ token: TOKEN, password: 'Masala-dosa-42' });

    answer(new Response(null, { status: 204 }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'Your password has been reset. Please sign in with your new password.',
    );
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.getByRole('link', { name: 'Go to Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('does not sign in: no token is stored and the page stays', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const user = renderReset();
    await submit(user, 'Masala-dosa-42');
    await screen.findByText('Your password has been reset. Please sign in with your new password.');
    expect(readAuthToken()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText(`Still on /reset-password?token=${TOKEN}`)).toBeTruthy();
    expect(screen.queryByText(/Landed on/)).toBeNull();
  });

  it.each([
    [
      'the server’s error',
      jsonResponse(400, { error: userMessages.resetLinkInvalid }),
      userMessages.resetLinkInvalid,
    ],
    ['the contract’s text without one', jsonResponse(400, {}), userMessages.resetLinkInvalid],
  ])(
    'for a dead link (400) shows %s and a link to ask for a new one',
    async (_, response, message) => {
      fetchMock.mockResolvedValue(response);
      const user = renderReset();
      await submit(user, 'Masala-dosa-42');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(message);
      await waitFor(() => expect(document.activeElement).toBe(alert));
      expect(screen.getByRole('link', { name: 'Request a New Link' }).getAttribute('href')).toBe(
        '/forgot-password',
      );
      expect(screen.queryByRole('button', { name: 'Reset Password' })).toBeNull();
      expect(readAuthToken()).toBeNull();
    },
  );

  it.each([
    [
      'a common password (422)',
      () =>
        Promise.resolve(
          jsonResponse(422, { error: 'This password is too common. Please choose another.' }),
        ),
      'This password is too common. Please choose another.',
    ],
    [
      'too many attempts (429)',
      () => Promise.resolve(jsonResponse(429, {})),
      'Too many attempts. Please wait a few minutes and try again.',
    ],
    [
      'no response',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'No response from server. Please try again later.',
    ],
    [
      'a server failure',
      () => Promise.resolve(jsonResponse(500, {})),
      'Failed to reset your password. Please try again.',
    ],
  ])('shows the server error for %s next to the form and keeps it', async (_, answer, message) => {
    fetchMock.mockImplementation(answer);
    const user = renderReset();
    await submit(user, 'password');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeTruthy();
    expect((screen.getByLabelText('New Password') as HTMLInputElement).value).toBe('password');
  });

  it('clears an earlier error when the shopper tries again', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(422, { error: 'This password is too common.' }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    const user = renderReset();
    await submit(user, 'password');
    await screen.findByRole('alert');
    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await submit(user, 'Masala-dosa-42');
    await screen.findByRole('status');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
