import { describe, expect, it } from 'vitest';
import { formatMemberSince, parseAccountInfo } from './account-info';

const account = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@example.in',
  createdAt: '2024-01-05T06:30:00.000Z',
};

describe('parseAccountInfo', () => {
  it('reads the account from a data wrapper', () => {
    expect(parseAccountInfo({ data: account })).toEqual(account);
  });

  it('reads an account sent without the wrapper', () => {
    expect(parseAccountInfo(account)).toEqual(account);
  });

  it('refuses anything else', () => {
    expect(() => parseAccountInfo({ data: { firstName: 'Priya' } })).toThrow(
      'Unexpected answer from the server',
    );
    expect(() => parseAccountInfo(undefined)).toThrow('Unexpected answer from the server');
  });
});

describe('formatMemberSince', () => {
  it.each([
    [new Date(2024, 0, 5, 12), 'January 5, 2024'],
    [new Date(2025, 8, 30, 0, 5), 'September 30, 2025'],
    [new Date(2023, 11, 31, 23, 55), 'December 31, 2023'],
  ])('formats %s on the local calendar as "MMMM d, yyyy"', (date, expected) => {
    expect(formatMemberSince(date.toISOString())).toBe(expected);
  });

  it('shows a value that is not a date as it came', () => {
    expect(formatMemberSince('soon')).toBe('soon');
  });
});
