import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clearAuthToken } from '~/lib/auth-token';
import { Toaster, toast } from '~/ui/toast';
import { LOGIN_REQUIRED_TOAST } from '../auth-messages';
import { jsonResponse, stubApiForComponentTests } from '~/test/component-test';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const fetchMock = stubApiForComponentTests();

function Landed() {
  return <p>Landed on {useLocation().pathname}</p>;
}

function renderRegister() {
  const Stub = createRoutesStub([
    { path: '/register', Component: RegisterForm },
    { path: '*', Component: Landed },
  ]);
  render(
    <>
      <Stub initialEntries={['/register']} />
      <Toaster />
    </>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

type Form = Record<'First Name' | 'Last Name' | 'Email' | 'Password' | 'Confirm Password', string>;

const valid: Form = {
  'First Name': 'Priya',
  'Last Name': 'Sharma',
  Email: 'priya@example.in',
  Password: 'Masala-dosa-42',
  'Confirm Password': 'Masala-dosa-42',
};

async function submit(user: ReturnType<typeof userEvent.setup>, form: Partial<Form>) {
  for (const [label, value] of Object.entries(form)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
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

describe('the registration form', () => {
  it('has the spec’s fields, autocomplete hints, the provider hint and a link to sign in', () => {
    renderRegister();
    expect(screen.getByRole('heading', { name: 'Create Your Account' })).toBeTruthy();
    const autocomplete = (label: string) =>
      screen.getByLabelText(label).getAttribute('autocomplete');
    expect(autocomplete('First Name')).toBe('given-name');
    expect(autocomplete('Last Name')).toBe('family-name');
    expect(autocomplete('Email')).toBe('email');
    expect(autocomplete('Password')).toBe('new-password');
    expect(autocomplete('Confirm Password')).toBe('new-password');
    expect(screen.getByText(/common provider such as Gmail, Outlook or Yahoo Mail/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows every rule’s message on its field, focuses the first and sends nothing', async () => {
    const user = renderRegister();
    await submit(user, {
      'First Name': 'P',
      'Last Name': ' S ',
      Email: 'priya@example',
      Password: '12345',
    });
    // The form validates asynchronously (react-hook-form's resolver): its messages show a few ticks
    // after the click.
    await waitFor(() =>
      expect(errorOf('First Name')).toBe('First name must be at least 2 characters'),
    );
    expect(errorOf('Last Name')).toBe('Last name must be at least 2 characters');
    expect(errorOf('Email')).toBe('Invalid email address');
    expect(errorOf('Password')).toBe('Password must be at least 6 characters');
    expect(errorOf('Confirm Password')).toBe('Passwords do not match');
    expect(document.activeElement).toBe(screen.getByLabelText('First Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Passwords do not match" on the confirmation only', async () => {
    const user = renderRegister();
    await submit(user, { ...valid, 'Confirm Password': 'Masala-dosa-43' });
    await waitFor(() => expect(errorOf('Confirm Password')).toBe('Passwords do not match'));
    expect(errorOf('Password')).toBeUndefined();
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm Password'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers with the e-mail trimmed and lowercased, then invites to sign in and goes home', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderRegister();
    await submit(user, { ...valid, Email: '  Priya.Sharma@Example.IN ' });

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://localhost:8044/api/v1/users/register');
    expect(JSON.parse(init!.body as string)).toEqual({
      email: 'priya.sharma@example.in',
      password: 'Masala-dosa-42',
      firstName: 'Priya',
      lastName: 'Sharma',
    });

    answer(jsonResponse(201, { data: {} }));
    expect(await screen.findByText('Landed on /')).toBeTruthy();
    expect(screen.getByText('Account created successfully. You can now log in.')).toBeTruthy();
  });

  it('takes the cart’s "Login Required" toast away once the account is created', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { data: {} }));
    const user = renderRegister();
    // As the cart shows it to a shopper who went to checkout signed out.
    act(() =>
      toast({
        title: 'Login Required',
        description: 'Please login to proceed with checkout',
        variant: 'destructive',
        key: LOGIN_REQUIRED_TOAST,
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain('Login Required');
    await submit(user, valid);
    expect(await screen.findByText('Landed on /')).toBeTruthy();
    expect(screen.getByText('Account created successfully. You can now log in.')).toBeTruthy();
    expect(screen.queryByText('Login Required')).toBeNull();
  });

  it.each([
    [
      'the server’s error',
      jsonResponse(409, { error: 'An account with this email already exists.' }),
      'An account with this email already exists.',
    ],
    ['a generic text otherwise', jsonResponse(500, {}), 'Failed to register. Please try again.'],
  ])(
    'on failure shows the "Registration Error" toast with %s and stays',
    async (_, response, message) => {
      fetchMock.mockResolvedValue(response);
      const user = renderRegister();
      await submit(user, valid);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Registration Error');
      expect(alert.textContent).toContain(message);
      expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    },
  );

  it('carries the way back through registration: checkout → Create one → sign in → checkout', async () => {
    const Stub = createRoutesStub([
      { path: '/login', Component: LoginForm },
      { path: '/register', Component: RegisterForm },
      { path: '*', Component: Landed },
    ]);
    render(
      <>
        <Stub initialEntries={['/login?redirect=%2Fcheckout']} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('link', { name: 'Create one' }));
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fcheckout',
    );

    fetchMock.mockResolvedValueOnce(jsonResponse(201, { data: {} }));
    await submit(user, valid);
    // The spec's toast, then the sign-in page that still knows where the shopper was going.
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByText('Account created successfully. You can now log in.')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { token: 'a-session-token-of-forty-three-characters-xx' }),
    );
    await user.type(screen.getByLabelText('Email'), valid.Email);
    await user.type(screen.getByLabelText('Password'), valid.Password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Landed on /checkout')).toBeTruthy();
    clearAuthToken();
  });

  it('refuses to carry a way back to another site', () => {
    const Stub = createRoutesStub([{ path: '/register', Component: RegisterForm }]);
    render(<Stub initialEntries={['/register?redirect=%2F%2Fevil.example%2F']} />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
