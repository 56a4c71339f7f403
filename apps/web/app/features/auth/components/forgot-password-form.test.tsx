import { userMessages } from '@storefront/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '~/ui/toast';
import { jsonResponse, stubApiForComponentTests } from '~/test/component-test';
import { ForgotPasswordForm } from './forgot-password-form';

const fetchMock = stubApiForComponentTests();

function renderForgotPassword() {
  const Stub = createRoutesStub([{ path: '/forgot-password', Component: ForgotPasswordForm }]);
  render(
    <>
      <Stub initialEntries={['/forgot-password']} />
      <Toaster />
    </>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function submit(user: ReturnType<typeof userEvent.setup>, email: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

const sent =
  'If an account exists for this email, we have sent it a link to reset the password. The link works for 30 minutes.';

describe('the forgot-password form', () => {
  it('has the sign-in page’s e-mail field and a link back to sign in', () => {
    renderForgotPassword();
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it.each([
    ['an invalid e-mail', 'priya@'],
    ['an empty e-mail', ''],
  ])('refuses %s with the sign-in form’s message and sends nothing', async (_, email) => {
    const user = renderForgotPassword();
    await submit(user, email);
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads "Sending..." while it asks, then shows the server’s message in place of the form', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderForgotPassword();
    await submit(user, ' Priya@Example.IN ');

    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://localhost:8044/api/v1/users/forgot-password');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'priya@example.in' });

    answer(jsonResponse(202, { message: sent }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(sent);
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Reset Link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('falls back to the contract’s message when the answer has none', async () => {
    fetchMock.mockResolvedValue(jsonResponse(202, {}));
    const user = renderForgotPassword();
    await submit(user, 'priya@example.in');
    expect((await screen.findByRole('status')).textContent).toBe(userMessages.resetRequested);
  });

  it.each([
    [
      'the server’s error',
      () => Promise.resolve(jsonResponse(429, { error: 'Too many requests. Try again later.' })),
      'Too many requests. Try again later.',
    ],
    [
      'that too many were asked for, when the server gives no text',
      () => Promise.resolve(jsonResponse(429, {})),
      'Too many attempts. Please wait a few minutes and try again.',
    ],
    [
      'that no response came',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'No response from server. Please try again later.',
    ],
    [
      'a generic text otherwise',
      () => Promise.resolve(jsonResponse(500, {})),
      'Failed to send the reset link. Please try again.',
    ],
  ])(
    'on failure shows the destructive "Error" toast with %s and keeps the form',
    async (_, answer, message) => {
      fetchMock.mockImplementation(answer);
      const user = renderForgotPassword();
      await submit(user, 'priya@example.in');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Error');
      expect(alert.textContent).toContain(message);
      expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('priya@example.in');
    },
  );
});
