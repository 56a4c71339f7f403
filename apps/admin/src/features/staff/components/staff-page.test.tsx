import type { StaffMember } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import { staffMe } from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';

const api = stubAdminApi();

function member(overrides: Partial<StaffMember>): StaffMember {
  return {
    id: 2,
    email: 'ravi@chitrakart.in',
    role: 'fulfilment',
    status: 'active',
    totpEnabled: false,
    createdAt: '2026-10-01T05:00:00.000Z',
    lastSignInAt: null,
    ...overrides,
  };
}

function openStaff(members: StaffMember[]) {
  let current = members;
  api.respond({
    'GET /session': staffMe('owner'),
    'GET /staff': () => ({
      data: current,
      pagination: { page: 1, limit: 25, total: current.length },
    }),
    'GET /security': { requireTotp: false },
    'PATCH /staff/2': (call) => {
      const change = call.body as { role?: StaffMember['role']; disabled?: boolean };
      current = current.map((row) =>
        row.id === 2
          ? {
              ...row,
              ...(change.role ? { role: change.role } : {}),
              ...(change.disabled !== undefined
                ? { status: change.disabled ? ('disabled' as const) : ('active' as const) }
                : {}),
            }
          : row,
      );
      return current.find((row) => row.id === 2);
    },
  });
  return renderApp('/staff');
}

const owner = member({ id: 1, email: 'owner@chitrakart.in', role: 'owner', totpEnabled: true });

describe('the staff page', () => {
  it('sends an invitation, says it was e-mailed, and shows its link to pass on', async () => {
    api.respond({
      'POST /staff': jsonResponse(201, {
        inviteUrl: 'https://chitrakart.in/admin/invite?token=abc',
      }),
    });
    const { user } = openStaff([owner]);
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'Meera@ChitraKart.in');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'manager');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    const link = await screen.findByRole('textbox', { name: 'Invitation link' });
    expect((link as HTMLInputElement).value).toBe('https://chitrakart.in/admin/invite?token=abc');
    expect(screen.getByText('Invitation e-mailed to meera@chitrakart.in')).toBeTruthy();
    expect(
      screen.getByText(
        'The link works once, for 72 hours. If the e-mail does not reach them, send them the link yourself.',
      ),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      email: 'meera@chitrakart.in',
      role: 'manager',
    });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(
      'https://chitrakart.in/admin/invite?token=abc',
    );
  });

  it('changes a colleague’s role and disables them, but not the owner’s own row', async () => {
    const { user } = openStaff([owner, member({})]);
    const table = await screen.findByRole('table', { name: 'Staff' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).queryByRole('combobox')).toBeNull();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();

    const roleSelect = screen.getByRole('combobox', { name: 'Role of ravi@chitrakart.in' });
    await user.selectOptions(roleSelect, 'manager');

    expect(await screen.findByText('ravi@chitrakart.in is now Manager')).toBeTruthy();
    // The select is the same element after saving and reloading: the focus stays on it.
    await waitFor(() => expect((roleSelect as HTMLSelectElement).value).toBe('manager'));
    expect(roleSelect.isConnected).toBe(true);
    expect(api.calls.find((call) => call.method === 'PATCH')!.body).toEqual({ role: 'manager' });

    await user.click(screen.getByRole('button', { name: 'Disable ravi@chitrakart.in' }));
    expect(await screen.findByRole('button', { name: 'Enable ravi@chitrakart.in' })).toBeTruthy();
    await waitFor(() => expect(within(table).getByText('Disabled')).toBeTruthy());
  });

  it('saves the store-wide two-factor rule', async () => {
    api.respond({ 'PUT /security': { requireTotp: true } });
    const { user } = openStaff([owner]);
    const rule = await screen.findByRole('checkbox', {
      name: 'Require two-factor sign-in for all staff',
    });
    await user.click(rule);
    await user.click(screen.getByRole('button', { name: 'Save sign-in rule' }));
    expect(await screen.findByText('Two-factor sign-in is now required')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({ requireTotp: true });
  });

  it('says what each role can do where the owner chooses one', async () => {
    openStaff([owner]);
    const list = await screen.findByRole('heading', { name: 'What each role can do' });
    const roles = list.nextElementSibling!;
    expect(roles.textContent).toContain(
      'Fulfilment: packs and ships: sees orders and marks them shipped and delivered; confirming payments and cancelling orders are for owners and managers.',
    );
    expect(roles.textContent).toContain(
      'Manager: runs the shop: the dashboard, orders (confirming payments, shipping, cancelling)',
    );
  });

  it('is the owner’s alone: a manager is told so, with a way to their home page', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /dashboard': jsonResponse(500, { error: 'not needed here' }),
    });
    const { router } = renderApp('/staff');
    expect(await screen.findByText('Staff and sign-in security are for the owner.')).toBeTruthy();
    expect(currentPath(router)).toBe('/staff');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe(
      '/admin',
    );
    expect(api.calls.some((call) => call.path === '/staff')).toBe(false);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Orders',
      'Returns',
      'Grievances',
      'Messages',
      'Invoices',
      'Bank statement',
      'Products',
      'Promotions',
      'E-mails',
      'Subscribers',
      'Settings',
      'Shipping',
      'Search synonyms',
      'Account',
    ]);
  });
});
