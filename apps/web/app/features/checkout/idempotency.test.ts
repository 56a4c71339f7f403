import { beforeEach, describe, expect, it } from 'vitest';
import { checkoutAttempt, newIdempotencyKey } from './idempotency';

describe('checkoutAttempt', () => {
  // Counted afresh for each test: what key a test gets must not depend on which ran before it.
  let counter = 0;
  const nextKey = () => `key-${++counter}`;
  beforeEach(() => {
    counter = 0;
  });

  it('starts a new attempt with a new key', () => {
    expect(checkoutAttempt(null, '{"a":1}', nextKey)).toEqual({ body: '{"a":1}', key: 'key-1' });
  });

  it('reuses the key when the same request is sent again', () => {
    const first = checkoutAttempt(null, '{"a":1}', nextKey);
    expect(checkoutAttempt(first, '{"a":1}', nextKey)).toBe(first);
  });

  it('gives a changed request a new key', () => {
    const first = checkoutAttempt(null, '{"a":1}', nextKey);
    const second = checkoutAttempt(first, '{"a":2}', nextKey);
    expect(second.key).not.toBe(first.key);
    expect(second.body).toBe('{"a":2}');
  });
});

describe('newIdempotencyKey', () => {
  it('is 32 hex characters, different each time', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
