import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import { dashboard, staffMe } from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';

const api = stubAdminApi();
const TOKEN = 'a-valid-token-of-twenty-chars';
const GUESSABLE = /^This password is too easy to guess\. /;

async function fillInSetup(user: ReturnType<typeof renderApp>['user'], password: string) {
  await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'owner@chitrakart.in');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Repeat the password'), password);
  await user.click(screen.getByRole('button', { name: 'Create the owner account' }));
}

describe('a new staff password', () => {
  it('is refused at setup when it is easy to guess, however long, saying why, before sending it', async () => {
    api.respond({ [`GET /setup/${TOKEN}`]: { storeName: 'ChitraKart' } });
    const { user } = renderApp(`/setup?token=${TOKEN}`);
    await fillInSetup(user, 'password1234');
    const field = screen.getByLabelText('Password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const message = screen.getByText(GUESSABLE);
    expect(message.textContent).toContain('similar to a commonly used password');
    expect(document.activeElement).toBe(field);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /setup/${TOKEN}`]);
  });

  it('made of the store’s name is refused too; a strong one creates the owner', async () => {
    api.respond({
      [`GET /setup/${TOKEN}`]: { storeName: 'ChitraKart' },
      'POST /setup': staffMe('owner'),
      'GET /dashboard': dashboard(),
    });
    const { user, router } = renderApp(`/setup?token=${TOKEN}`);
    await fillInSetup(user, 'chitrakart2026');
    expect(await screen.findByText(GUESSABLE)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Password'));
    await user.clear(screen.getByLabelText('Repeat the password'));
    await user.type(screen.getByLabelText('Password'), 'monsoon kettle ribbon lamp');
    await user.type(screen.getByLabelText('Repeat the password'), 'monsoon kettle ribbon lamp');
    await user.click(screen.getByRole('button', { name: 'Create the owner account' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(currentPath(router)).toBe('/');
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      token: TOKEN,
      email: 'owner@chitrakart.in',
      password: 'monsoon kettle ribbon lamp',
    });
  });

  it('shows the API’s verdict when the API finds it easy to guess', async () => {
    api.respond({
      [`GET /setup/${TOKEN}`]: { storeName: 'ChitraKart' },
      'POST /setup': jsonResponse(422, {
        error: 'This password is too easy to guess. Add more words that are less common.',
      }),
    });
    const { user } = renderApp(`/setup?token=${TOKEN}`);
    await fillInSetup(user, 'monsoon kettle ribbon lamp');
    expect(await screen.findByText(GUESSABLE)).toBeTruthy();
  });

  it('is refused on the account page when it is easy to guess', async () => {
    api.respond({ 'GET /session': staffMe('manager') });
    const { user } = renderApp('/account');
    await user.type(await screen.findByLabelText('Current password'), 'my old long password');
    await user.type(screen.getByLabelText('New password'), 'Password@1234');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Password@1234');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(GUESSABLE)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
