import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, onAuthTokenChange, readAuthToken, writeAuthToken } from './auth-token';

/** What quitting the browser does: session cookies go, localStorage stays. */
function quitBrowser() {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; Path=/; Max-Age=0`;
  }
}

afterEach(() => {
  clearAuthToken();
});

describe('auth token storage', () => {
  it('keeps the token in localStorage under auth_token and tells listeners', () => {
    const listener = vi.fn();
    const unsubscribe = onAuthTokenChange(listener);
    writeAuthToken('token-1');
    expect(localStorage.getItem('auth_token')).toBe('token-1');
    expect(readAuthToken()).toBe('token-1');
    clearAuthToken();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(listener.mock.calls).toEqual([['token-1'], [null]]);
    unsubscribe();
  });

  it('with Remember me, keeps the token after the browser is closed', () => {
    writeAuthToken('remembered', { rememberMe: true });
    quitBrowser();
    expect(readAuthToken()).toBe('remembered');
  });

  it('without Remember me, keeps the token in localStorage while the browser stays open', () => {
    writeAuthToken('this-session', { rememberMe: false });
    expect(localStorage.getItem('auth_token')).toBe('this-session');
    expect(readAuthToken()).toBe('this-session');
  });

  it('without Remember me, forgets the token once the browser has been closed', () => {
    writeAuthToken('this-session', { rememberMe: false });
    quitBrowser();
    expect(readAuthToken()).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('a later sign-in with Remember me is kept, whatever the earlier one chose', () => {
    writeAuthToken('first', { rememberMe: false });
    writeAuthToken('second', { rememberMe: true });
    quitBrowser();
    expect(readAuthToken()).toBe('second');
  });

  it('signing out removes the browser-session marker too', () => {
    writeAuthToken('this-session', { rememberMe: false });
    clearAuthToken();
    expect(document.cookie).toBe('');
  });
});
