import { adminMessages } from '@storefront/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import { dashboard, staffMe } from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';

const api = stubAdminApi();

const enrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl:
    'otpauth://totp/ChitraKart:owner@chitrakart.in?secret=JBSWY3DPEHPK3PXP&issuer=ChitraKart',
};

describe('two-factor enrolment', () => {
  it('shows the QR code and the key, checks a code, then shows the recovery codes once', async () => {
    let enrolled = false;
    api.respond({
      'GET /session': () => staffMe('owner', { totpEnabled: enrolled }),
      'POST /account/totp': enrolment,
      'POST /account/totp/confirm': (call) => {
        if ((call.body as { code: string }).code !== '123456') {
          return jsonResponse(400, { error: 'That code is not right. Try the next one.' });
        }
        enrolled = true;
        return { recoveryCodes: ['abcde-fghij', 'klmno-pqrst'] };
      },
    });
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(100);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    const code = screen.getByRole('textbox', { name: '6-digit code' });
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(
      await screen.findByText('6-digit code must be the 6-digit code from your authenticator app'),
    ).toBeTruthy();
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText('That code is not right. Try the next one.')).toBeTruthy();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const heading = await screen.findByRole('heading', { name: /Save your recovery codes/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('abcde-fghij')).toBeTruthy();
    expect(screen.getByText('They are shown only this once.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    // The panel shows "on" once the session is read again; "off" may show for a moment before.
    expect(await screen.findByRole('button', { name: 'Turn off two-factor sign-in' })).toBeTruthy();
    expect(screen.getByText(/Two-factor sign-in is/).textContent).toMatch(/is on/);
    expect(screen.queryByText('abcde-fghij')).toBeNull();
  });

  it('holds an account the owner requires to enrol on this page, then lets it in', async () => {
    let enrolled = false;
    api.respond({
      'GET /session': () => staffMe('manager', { mustEnrolTotp: !enrolled, totpEnabled: enrolled }),
      'GET /dashboard': () =>
        enrolled ? dashboard() : jsonResponse(403, { error: adminMessages.enrolmentRequired }),
      'POST /account/totp': enrolment,
      'POST /account/totp/confirm': () => {
        enrolled = true;
        return { recoveryCodes: ['abcde-fghij'] };
      },
    });
    const { user, router } = renderApp('/');
    expect(await screen.findByText(adminMessages.enrolmentRequired)).toBeTruthy();
    expect(currentPath(router)).toBe('/account');
    expect(screen.queryByRole('heading', { name: 'Password' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved them' }));

    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(currentPath(router)).toBe('/');
  });

  it('turns two-factor off with the password, showing the owner’s refusal', async () => {
    api.respond({
      'GET /session': staffMe('fulfilment', { totpEnabled: true }),
      'DELETE /account/totp': jsonResponse(403, {
        error: 'The store owner requires two-factor sign-in.',
      }),
    });
    const { user } = renderApp('/account');
    await user.type(
      await screen.findByLabelText('Password', { selector: 'input' }),
      'my long password',
    );
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText('The store owner requires two-factor sign-in.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'DELETE')!.body).toEqual({
      password: 'my long password',
    });
  });
});

describe('the password form', () => {
  it('shows a wrong current password in the form instead of signing out', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'POST /account/password': jsonResponse(401, { error: 'The current password is wrong.' }),
    });
    const { user, router } = renderApp('/account');
    await user.type(await screen.findByLabelText('Current password'), 'not my password');
    await user.type(screen.getByLabelText('New password'), 'a much longer new password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a much longer new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong.')).toBeTruthy();
    expect(currentPath(router)).toBe('/account');
  });

  it('renews the session and says other devices were signed out', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'POST /account/password': staffMe('manager'),
    });
    const { user } = renderApp('/account');
    await user.type(await screen.findByLabelText('Current password'), 'my old long password');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeTruthy();
    expect(screen.getByText('The two new passwords do not match')).toBeTruthy();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a much longer new password');
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'a much longer new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Every other device signed in to this account was signed out.'),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/account/password')!.body).toEqual({
      currentPassword: 'my old long password',
      newPassword: 'a much longer new password',
    });
  });
});
