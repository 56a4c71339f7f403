import { describe, expect, it } from 'vitest';
import { toRegisterRequest } from './registration-request';

const form = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@example.in',
  password: 'Masala-dosa-42',
  confirmPassword: 'Masala-dosa-42',
};

describe('toRegisterRequest', () => {
  it('sends the names, the password and the e-mail, not the confirmation', () => {
    expect(toRegisterRequest(form)).toEqual({
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya@example.in',
      password: 'Masala-dosa-42',
    });
  });

  it('trims and lowercases the e-mail', () => {
    expect(toRegisterRequest({ ...form, email: '  Priya.Sharma@Example.IN ' })?.email).toBe(
      'priya.sharma@example.in',
    );
  });

  it.each(['priya', 'priya@example', 'pri ya@example.in', '@example.in', 'priya@.'])(
    'sends nothing for %s, which fails the basic check',
    (email) => {
      expect(toRegisterRequest({ ...form, email })).toBeNull();
    },
  );
});
