import { describe, expect, it } from 'vitest';
import { mailFilters } from './mail-filters';
import { mailKindLabel } from './mail-kinds';

describe('the e-mail list’s filter', () => {
  it('round-trips through the URL, leaving out what is empty', () => {
    const filters = mailFilters.read(new URLSearchParams('status=failed&page=2'));
    expect(filters).toEqual({ status: 'failed', page: 2 });
    expect(mailFilters.toParams(filters).toString()).toBe('status=failed&page=2');
    expect(mailFilters.toParams({ status: '', page: 1 }).toString()).toBe('');
    expect(mailFilters.query(filters)).toEqual({ page: 2, limit: 25, status: 'failed' });
    expect(mailFilters.query({ status: '', page: 1 }).status).toBeUndefined();
  });

  it('drops what a hand-edited link gets wrong instead of failing', () => {
    expect(mailFilters.read(new URLSearchParams('status=bounced&page=-3'))).toEqual({
      status: '',
      page: 1,
    });
  });
});

describe('the kinds of e-mail', () => {
  it('read in words, also a kind this app does not know yet', () => {
    expect(mailKindLabel('order_shipped')).toBe('Shipped');
    expect(mailKindLabel('password_reset')).toBe('Password reset');
    expect(mailKindLabel('review_request')).toBe('Review request');
  });
});
