import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, readAuthToken } from '~/lib/auth-token';
import { Toaster } from '~/ui/toast';
import { jsonResponse, stubApiForComponentTests } from '~/test/component-test';
import { LoginForm } from './login-form';

const fetchMock = stubApiForComponentTests();

function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

function renderLogin(url = '/login') {
  const Stub = createRoutesStub([
    { path: '/login', Component: LoginForm },
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

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

afterEach(() => {
  clearAuthToken();
});

describe('the sign-in form', () => {
  it('has the spec’s fields and links', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(false);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Back to Home')).toBe('/');
    expect(href('Create one')).toBe('/register');
    expect(href('Forgot password?')).toBe('/forgot-password');
    expect(href('Terms of Service')).toBe('/terms');
    expect(href('Privacy Policy')).toBe('/privacy');
  });

  it('refuses an invalid e-mail and a short password, focusing the first, and sends nothing', async () => {
    const user = renderLogin();
    await fillIn(user, 'priya@', '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const user = renderLogin();
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.getAttribute('type')).toBe('password');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('password');
  });

  it('signs in: stores the token, says so and returns to the page the shopper came from', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderLogin('/login?redirect=%2Forders%3Fpage%3D2');
    await fillIn(user, ' Priya@Example.IN ', 'Masala-dosa-42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://localhost:8044/api/v1/users/authorize');
    expect(JSON.parse(init!.body as string)).toEqual({
      email: 'priya@example.in',
      password: 'Masala-dosa-42',
    });

    answer(jsonResponse(200, { token: 'a-session-token-of-forty-three-characters-xx' }));
    expect(await screen.findByText('Landed on /orders')).toBeTruthy();
    expect(screen.getByText('Logged in successfully.')).toBeTruthy();
    expect(readAuthToken()).toBe('a-session-token-of-forty-three-characters-xx');
  });

  it.each([
    ['no origin', '/login'],
    ['an origin on another site', '/login?redirect=%2F%2Fevil.example%2Forders'],
  ])('goes home after signing in with %s', async (_, url) => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { token: 'a-session-token-of-forty-three-characters-xx' }),
    );
    const user = renderLogin(url);
    await fillIn(user, 'priya@example.in', 'Masala-dosa-42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Landed on /')).toBeTruthy();
  });

  it.each([
    [
      'the server’s error',
      jsonResponse(401, { error: 'Invalid email or password' }),
      'Invalid email or password',
    ],
    [
      'a generic text for an answer without one',
      jsonResponse(502, {}),
      'Failed to login. Please check your credentials.',
    ],
    [
      'the missing token',
      jsonResponse(200, {}),
      'Authentication failed: Token is missing in the response',
    ],
  ])('on failure shows the destructive "Error" toast with %s', async (_, response, message) => {
    fetchMock.mockResolvedValue(response);
    const user = renderLogin();
    await fillIn(user, 'priya@example.in', 'Masala-dosa-42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain(message);
    expect(readAuthToken()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('says when the server does not answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderLogin();
    await fillIn(user, 'priya@example.in', 'Masala-dosa-42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No response from server. Please try again later.',
    );
  });

  it.each([
    [true, 'a-session-token-of-forty-three-characters-xx'],
    [false, null],
  ])(
    'with Remember me %s, the sign-in survives closing the browser: %s',
    async (remember, kept) => {
      fetchMock.mockResolvedValue(
        jsonResponse(200, { token: 'a-session-token-of-forty-three-characters-xx' }),
      );
      const user = renderLogin();
      await fillIn(user, 'priya@example.in', 'Masala-dosa-42');
      if (remember) await user.click(screen.getByLabelText('Remember me'));
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      await screen.findByText('Landed on /');
      // Closing the browser drops its session cookies; localStorage stays.
      for (const cookie of document.cookie.split('; ').filter(Boolean)) {
        document.cookie = `${cookie.split('=')[0]}=; Path=/; Max-Age=0`;
      }
      expect(readAuthToken()).toBe(kept);
    },
  );
});
