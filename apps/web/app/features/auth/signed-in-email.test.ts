import { describe, expect, it } from 'vitest';
import { accountEmail } from './signed-in-email';

describe('accountEmail', () => {
  it('reads the e-mail from the data wrapper or the bare account', () => {
    expect(accountEmail({ data: { email: 'priya@example.in' } })).toBe('priya@example.in');
    expect(accountEmail({ email: 'priya@example.in', firstName: 'Priya' })).toBe(
      'priya@example.in',
    );
  });

  it('is null for anything else', () => {
    expect(accountEmail(undefined)).toBeNull();
    expect(accountEmail({ data: { firstName: 'Priya' } })).toBeNull();
    expect(accountEmail({ email: 42 })).toBeNull();
    expect(accountEmail({ email: '' })).toBeNull();
  });
});
