import { describe, expect, it } from 'vitest';
import { loginFormSchema, registerFormSchema } from './users';

/** Each field's first message, as a form shows them. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

const registration = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@example.in',
  password: 'Masala-dosa-42',
  confirmPassword: 'Masala-dosa-42',
};

describe('registerFormSchema (spec section 5)', () => {
  it('accepts a valid form, trimming the names and trimming and lowercasing the e-mail', () => {
    const parsed = registerFormSchema.parse({
      ...registration,
      firstName: ' Priya ',
      email: '  Priya@Example.IN ',
    });
    expect(parsed).toMatchObject({ firstName: 'Priya', email: 'priya@example.in' });
  });

  it.each([
    ['firstName', { firstName: 'P' }, 'First name must be at least 2 characters'],
    ['firstName', { firstName: '  P  ' }, 'First name must be at least 2 characters'],
    ['lastName', { lastName: 'S' }, 'Last name must be at least 2 characters'],
    ['email', { email: 'priya@example' }, 'Invalid email address'],
    ['email', { email: '' }, 'Invalid email address'],
    [
      'password',
      { password: '12345', confirmPassword: '12345' },
      'Password must be at least 6 characters',
    ],
    ['confirmPassword', { confirmPassword: 'Masala-dosa-43' }, 'Passwords do not match'],
  ])('refuses %s %o with "%s"', (field, change, message) => {
    expect(messages(registerFormSchema.safeParse({ ...registration, ...change }))).toEqual({
      [field]: message,
    });
  });

  it('reports every broken rule at once, the mismatch on the confirmation field', () => {
    expect(
      messages(
        registerFormSchema.safeParse({
          firstName: '',
          lastName: '',
          email: 'x',
          password: '123',
          confirmPassword: '',
        }),
      ),
    ).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('accepts the minimum lengths', () => {
    expect(
      registerFormSchema.safeParse({
        ...registration,
        firstName: 'Al',
        lastName: 'Ng',
        password: '123456',
        confirmPassword: '123456',
      }).success,
    ).toBe(true);
  });
});

describe('loginFormSchema (spec section 5)', () => {
  it('accepts a valid form; rememberMe is optional and false by default', () => {
    expect(loginFormSchema.parse({ email: 'Priya@Example.IN', password: '123456' })).toEqual({
      email: 'priya@example.in',
      password: '123456',
      rememberMe: false,
    });
  });

  it('refuses an invalid e-mail and a password under 6 characters', () => {
    expect(messages(loginFormSchema.safeParse({ email: 'priya', password: '12345' }))).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });
});
