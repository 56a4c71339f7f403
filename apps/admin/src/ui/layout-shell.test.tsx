import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayoutShell } from './layout-shell';
import { PageHeader } from './page-header';

afterEach(cleanup);
window.scrollTo = () => {};

function renderShell(onSignOut = vi.fn()) {
  function Shell() {
    return (
      <LayoutShell
        storeName="ChitraKart"
        userEmail="owner@chitrakart.in"
        userRole="Owner"
        navItems={[
          { to: '/', label: 'Dashboard', end: true },
          { to: '/orders', label: 'Orders' },
        ]}
        onSignOut={onSignOut}
      >
        <Outlet />
      </LayoutShell>
    );
  }
  const Stub = createRoutesStub([
    {
      Component: Shell,
      children: [
        { path: '/', Component: () => <PageHeader title="Dashboard" /> },
        { path: '/orders', Component: () => <PageHeader title="Orders" /> },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return userEvent.setup();
}

describe('the layout shell', () => {
  it('has one banner, one main navigation and one main landmark', () => {
    renderShell();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('collapses the navigation behind a menu button on a phone', async () => {
    const user = renderShell();
    const menu = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(menu.getAttribute('aria-controls')).toBe(nav.id);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(nav.className).toMatch(/(^| )hidden( |$)/);
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(nav.className).not.toMatch(/(^| )hidden( |$)/);
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('closes the menu and moves focus to the new page’s heading after navigating', async () => {
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    const heading = await screen.findByRole('heading', { name: 'Orders' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('signs out from the navigation', async () => {
    const onSignOut = vi.fn();
    const user = renderShell(onSignOut);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
