import { userMessages } from '@storefront/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, readAuthToken, writeAuthToken } from '~/lib/auth-token';
import { jsonResponse, stubApiForComponentTests } from '~/test/component-test';
import { ChangePasswordForm } from './change-password-form';

const fetchMock = stubApiForComponentTests();

const SESSION = 'a-session-token-of-forty-three-characters-xx';

function renderChangePassword() {
  const Stub = createRoutesStub([{ path: '/account', Component: ChangePasswordForm }]);
  render(<Stub initialEntries={['/account']} />);
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

type Form = Record<'Current Password' | 'New Password' | 'Confirm New Password', string>;

const valid: Form = {
  'Current Password': 'Masala-dosa-42',
  'New Password': 'Filter-coffee-7',
  'Confirm New Password': 'Filter-coffee-7',
};

async function submit(user: ReturnType<typeof userEvent.setup>, form: Partial<Form>) {
  for (const [label, value] of Object.entries(form)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

function errorOf(label: string): string | undefined {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent)[0] ?? undefined
  );
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeEach(() => {
  writeAuthToken(SESSION);
});

afterEach(() => {
  clearAuthToken();
});

describe('the change-password form', () => {
  it('is a section with its heading and the three password fields', () => {
    renderChangePassword();
    const section = screen.getByRole('region', { name: 'Change Password' });
    expect(within(section).getByRole('heading', { name: 'Change Password' })).toBeTruthy();
    const autocomplete = (label: string) =>
      within(section).getByLabelText(label).getAttribute('autocomplete');
    expect(autocomplete('Current Password')).toBe('current-password');
    expect(autocomplete('New Password')).toBe('new-password');
    expect(autocomplete('Confirm New Password')).toBe('new-password');
  });

  it('shows each rule’s message on its field and sends nothing', async () => {
    const user = renderChangePassword();
    await submit(user, { 'New Password': '12345', 'Confirm New Password': '123456' });
    // The form validates asynchronously (react-hook-form's resolver): its messages show a few ticks
    // after the click.
    await waitFor(() =>
      expect(errorOf('Current Password')).toBe('Please enter your current password'),
    );
    expect(errorOf('New Password')).toBe('Password must be at least 6 characters');
    expect(errorOf('Confirm New Password')).toBe('Passwords do not match');
    expect(document.activeElement).toBe(screen.getByLabelText('Current Password'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a new password equal to the current one', async () => {
    const user = renderChangePassword();
    await submit(user, {
      'Current Password': 'Masala-dosa-42',
      'New Password': 'Masala-dosa-42',
      'Confirm New Password': 'Masala-dosa-42',
    });
    await waitFor(() => expect(errorOf('New Password')).toBe(userMessages.newPasswordSame));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads "Changing..." while it sends both passwords with the session token', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderChangePassword();
    await submit(user, valid);

    const button = await screen.findByRole('button', { name: 'Changing...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://localhost:8044/api/v1/users/change-password');
    expect(init!.method).toBe('POST');
    expect((init!.headers as Record<string, string>).Authorization).toBe(`Bearer ${SESSION}`);
    expect(JSON.parse(init!.body as string)).toEqual({
      currentPassword: 'Masala-dosa-42',
      newPassword: 'Filter-coffee-7',
    });
    answer(new Response(null, { status: 204 }));
    expect(await screen.findByRole('button', { name: 'Change Password' })).toBeTruthy();
  });

  it('says the password was changed and empties the form after success', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const user = renderChangePassword();
    await submit(user, valid);
    expect(
      await screen.findByText(
        'Your password has been changed. Other devices have been signed out.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Your password has been changed. Other devices have been signed out.',
    );
    expect(valueOf('Current Password')).toBe('');
    expect(valueOf('New Password')).toBe('');
    expect(valueOf('Confirm New Password')).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readAuthToken()).toBe(SESSION);
  });

  it.each([
    [
      'a wrong current password (422)',
      () => Promise.resolve(jsonResponse(422, { error: userMessages.currentPasswordWrong })),
      userMessages.currentPasswordWrong,
    ],
    [
      'a common new password (422)',
      () =>
        Promise.resolve(
          jsonResponse(422, { error: 'This password is too common. Please choose another.' }),
        ),
      'This password is too common. Please choose another.',
    ],
    [
      'too many attempts (429)',
      () => Promise.resolve(jsonResponse(429, { error: 'Too many attempts. Try again later.' })),
      'Too many attempts. Try again later.',
    ],
    [
      'no response',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'No response from server. Please try again later.',
    ],
    [
      'a server failure',
      () => Promise.resolve(jsonResponse(500, {})),
      'Failed to change your password. Please try again.',
    ],
  ])('shows the error for %s in an alert and keeps the form', async (_, answer, message) => {
    fetchMock.mockImplementation(answer);
    const user = renderChangePassword();
    await submit(user, valid);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(screen.getByRole('region', { name: 'Change Password' }).contains(alert)).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(valueOf('New Password')).toBe('Filter-coffee-7');
  });

  it('on a 401 says the session ended and removes the token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, {}));
    const user = renderChangePassword();
    await submit(user, valid);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your session has ended. Please sign in again.',
    );
    expect(readAuthToken()).toBeNull();
  });

  it('forgets an earlier confirmation when the next attempt fails', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(jsonResponse(422, { error: userMessages.currentPasswordWrong }));
    const user = renderChangePassword();
    await submit(user, valid);
    await screen.findByText('Your password has been changed. Other devices have been signed out.');
    await submit(user, valid);
    await screen.findByRole('alert');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
