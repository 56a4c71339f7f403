import { describe, expect, it } from 'vitest';
import { meta as forgotPasswordMeta } from './forgot-password';
import { meta } from './reset-password';

describe('the password pages’ metadata', () => {
  it('titles the pages', () => {
    expect(forgotPasswordMeta()).toContainEqual({ title: 'Forgot Password' });
    expect(meta()).toContainEqual({ title: 'Reset Password' });
  });

  it('keeps the reset link’s token out of every Referer by meta tag (server.js sends the header)', () => {
    expect(meta()).toContainEqual({ name: 'referrer', content: 'no-referrer' });
  });
});
