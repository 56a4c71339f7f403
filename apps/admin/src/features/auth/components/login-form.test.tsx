import { adminMessages } from '@storefront/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import { dashboard, orderSummary, staffMe } from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';

const api = stubAdminApi();

async function fillIn(
  user: ReturnType<typeof renderApp>['user'],
  password = 'correct horse battery',
) {
  await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'Owner@ChitraKart.in');
  await user.type(screen.getByLabelText('Password'), password);
}

describe('the sign-in form', () => {
  it('checks the fields with the contract before sending anything', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'owner@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Sign in · Back office'));
  });

  it('asks for the authenticator code after the codeRequired answer and sends it', async () => {
    api.respond({
      'POST /session': (call) =>
        (call.body as { code?: string }).code
          ? staffMe('owner', { totpEnabled: true })
          : jsonResponse(401, { error: adminMessages.codeRequired }),
      'GET /dashboard': dashboard(),
    });
    const { user, router } = renderApp('/login');
    await fillIn(user);
    expect(screen.queryByRole('textbox', { name: 'Authentication code' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    expect(screen.getByText('Two-factor sign-in is on for this account.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(api.calls[0]!.body).toEqual({
      email: 'owner@chitrakart.in',
      password: 'correct horse battery',
    });

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(api.calls[1]!.body).toEqual({
      email: 'owner@chitrakart.in',
      password: 'correct horse battery',
      code: '123456',
    });
    expect(currentPath(router)).toBe('/');
  });

  it('shows the API’s refusal, such as throttling', async () => {
    api.respond({
      'POST /session': jsonResponse(429, { error: 'Too many attempts. Try again in 5 minutes.' }),
    });
    const { user } = renderApp('/login');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 5 minutes.',
    );
  });

  it('returns to the page that asked for sign-in, and takes fulfilment staff to Orders', async () => {
    api.respond({
      'POST /session': staffMe('fulfilment'),
      'GET /orders': { data: [orderSummary()], pagination: { page: 1, limit: 25, total: 1 } },
    });
    const { user, router } = renderApp('/login?next=%2Forders%3Fstatus%3D0');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Orders' });
    expect(currentPath(router)).toBe('/orders?status=0');

    // Fulfilment has no dashboard: its navigation lists Orders and Account only.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Orders',
      'Account',
    ]);
  });

  it('never follows a return path that leaves the app', async () => {
    api.respond({ 'POST /session': staffMe('manager'), 'GET /dashboard': dashboard() });
    const { user, router } = renderApp('/login?next=%2F%2Fevil.example%2F');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(currentPath(router)).toBe('/');
  });

  it('sends an account that must set up two-factor to the enrolment', async () => {
    api.respond({ 'POST /session': staffMe('manager', { mustEnrolTotp: true }) });
    const { user, router } = renderApp('/login');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(adminMessages.enrolmentRequired)).toBeTruthy();
    expect(currentPath(router)).toBe('/account');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Account']);
  });
});
