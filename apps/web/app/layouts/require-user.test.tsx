import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountDetails } from '~/features/auth';
import { clearAuthToken, readAuthToken, writeAuthToken } from '~/lib/auth-token';
import RequireUser from './require-user';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

function SignInPage() {
  const location = useLocation();
  return <p>Sign-in page at {location.pathname + location.search}</p>;
}

const Stub = createRoutesStub([
  { path: '/login', Component: SignInPage },
  {
    Component: RequireUser,
    children: [{ path: '/orders', Component: () => <h1>My Orders</h1> }],
  },
]);

afterEach(() => {
  cleanup();
  clearAuthToken();
});

describe('the signed-in guard', () => {
  it('sends a visitor without a token to sign in, remembering the page', async () => {
    render(<Stub initialEntries={['/orders?page=2#latest']} />);
    expect(
      await screen.findByText('Sign-in page at /login?redirect=%2Forders%3Fpage%3D2%23latest'),
    ).toBeTruthy();
    expect(screen.queryByText('My Orders')).toBeNull();
  });

  it('shows the page when a token is stored', async () => {
    writeAuthToken('a-session-token-of-forty-three-characters-xx');
    render(<Stub initialEntries={['/orders']} />);
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeTruthy();
  });

  it('renders nothing while it cannot know yet (the server render), even with a token stored', () => {
    writeAuthToken('a-session-token-of-forty-three-characters-xx');
    const html = renderToString(<Stub initialEntries={['/orders']} />);
    expect(html).not.toContain('My Orders');
    expect(html).not.toContain('Sign-in page');
  });

  it('sends the shopper to sign in as soon as the token goes (a 401, another tab signing out)', async () => {
    writeAuthToken('a-session-token-of-forty-three-characters-xx');
    render(<Stub initialEntries={['/orders']} />);
    await screen.findByRole('heading', { name: 'My Orders' });
    clearAuthToken();
    expect(await screen.findByText('Sign-in page at /login?redirect=%2Forders')).toBeTruthy();
  });

  it('hands the shopper who signs out to the sign-in page', async () => {
    writeAuthToken('a-session-token-of-forty-three-characters-xx');
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/accountInfo')
        ? Response.json({
            data: { firstName: 'Priya', lastName: 'Sharma', email: 'p@example.in', createdAt: '' },
          })
        : new Response(null, { status: 204 }),
    );
    const AccountStub = createRoutesStub([
      { path: '/login', Component: SignInPage },
      { Component: RequireUser, children: [{ path: '/account', Component: AccountDetails }] },
    ]);
    render(<AccountStub initialEntries={['/account']} />);
    (await screen.findByRole('button', { name: 'Sign Out' })).click();
    expect(await screen.findByText('Sign-in page at /login?redirect=%2Faccount')).toBeTruthy();
    expect(readAuthToken()).toBeNull();
  });
});
