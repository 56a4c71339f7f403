import type { AdminMail } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import { adminMail, failedMail, orderSummary, staffMe } from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';

const api = stubAdminApi();

function page(mails: AdminMail[], failedCount = 0, page = 1, total = mails.length) {
  return { data: mails, pagination: { page, limit: 25, total }, failedCount };
}

describe('the e-mail page', () => {
  it('lists the e-mails the API answers: when in India time, to whom, what, and how it went', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /mail': page([
        adminMail(),
        adminMail({
          id: 40,
          kind: 'welcome',
          to: 'meera@example.in',
          subject: null,
          orderId: null,
          status: 'pending',
          attempts: 2,
          nextAttemptAt: '2026-10-12T10:30:00.000Z',
          sentAt: null,
        }),
      ]),
    });
    renderApp('/mail');
    const table = await screen.findByRole('table', { name: 'E-mails, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);

    const sent = rows[1]!;
    expect(within(sent).getByText('12 Oct 2026, 3:45 pm')).toBeTruthy();
    expect(within(sent).getByText('priya@example.in')).toBeTruthy();
    expect(within(sent).getByText('Order placed')).toBeTruthy();
    expect(within(sent).getByText('Your ChitraKart order K7M2P9QX4R')).toBeTruthy();
    expect(within(sent).getByRole('link', { name: 'K7M2P9QX4R' }).getAttribute('href')).toBe(
      '/admin/orders/K7M2P9QX4R',
    );
    expect(within(sent).getByText('Sent')).toBeTruthy();
    expect(within(sent).queryByRole('button')).toBeNull();

    const pending = rows[2]!;
    expect(within(pending).getByText('Welcome')).toBeTruthy();
    expect(within(pending).getByText('Not written yet')).toBeTruthy();
    expect(within(pending).queryByRole('link')).toBeNull();
    expect(within(pending).getByText('Pending · 2 attempts')).toBeTruthy();
    expect(within(pending).getByText('Next try 12 Oct 2026, 4:00 pm')).toBeTruthy();

    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.title).toBe('E-mails · Back office'));
    const call = api.calls.find((entry) => entry.path === '/mail')!;
    expect(Object.fromEntries(call.query)).toEqual({ page: '1', limit: '25' });
  });

  it('filters by status through the URL, asking the API for that status', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /mail': (call) =>
        call.query.get('status') === 'failed' ? page([failedMail()], 1) : page([adminMail()], 1),
    });
    const { router, user } = renderApp('/mail');
    await screen.findByRole('table', { name: 'E-mails, newest first' });
    const filter = screen.getByRole('navigation', { name: 'Show e-mails by status' });
    expect(within(filter).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe(
      'true',
    );

    await user.click(within(filter).getByRole('link', { name: 'Failed' }));
    await screen.findByRole('table', { name: 'Failed e-mails, newest first' });
    expect(currentPath(router)).toBe('/mail?status=failed');
    expect(
      api.calls
        .filter((call) => call.path === '/mail')
        .at(-1)!
        .query.get('status'),
    ).toBe('failed');
    expect(within(filter).getByRole('link', { name: 'Failed' }).getAttribute('aria-current')).toBe(
      'true',
    );

    await user.click(within(filter).getByRole('link', { name: 'All' }));
    await screen.findByRole('table', { name: 'E-mails, newest first' });
    expect(currentPath(router)).toBe('/mail');
    expect(
      api.calls
        .filter((call) => call.path === '/mail')
        .at(-1)!
        .query.has('status'),
    ).toBe(false);
  });

  it('reads its filter and page from the URL, and pages through the API keeping the filter', async () => {
    api.respond({
      'GET /session': staffMe(),
      'GET /mail': (call) =>
        call.query.get('page') === '2'
          ? page([adminMail({ id: 7, to: 'second@example.in' })], 0, 2, 30)
          : page([adminMail()], 0, 1, 30),
    });
    const { router, user } = renderApp('/mail?status=sent');
    await screen.findByText('priya@example.in');
    expect(screen.getByText(/Page 1 of 2 · 30 e-mails/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('second@example.in')).toBeTruthy();
    expect(currentPath(router)).toBe('/mail?status=sent&page=2');
    const last = api.calls.filter((call) => call.path === '/mail').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ page: '2', limit: '25', status: 'sent' });
  });

  it('warns that e-mails could not be sent, with a link to the failed ones', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /mail': (call) =>
        call.query.get('status') === 'failed'
          ? page([failedMail(), failedMail({ id: 43 })], 2)
          : page([adminMail()], 2),
    });
    const { router, user } = renderApp('/mail');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('2 e-mails could not be sent.');
    await user.click(within(alert).getByRole('link', { name: 'Show the failed e-mails' }));
    await waitFor(() => expect(currentPath(router)).toBe('/mail?status=failed'));
    await screen.findByRole('table', { name: 'Failed e-mails, newest first' });
    // Already showing them: the warning stays, its link goes.
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
  });

  it('sends a failed e-mail again: posts to its retry URL, says so and reloads the list', async () => {
    let current = failedMail();
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /mail': () => page([current], current.status === 'failed' ? 1 : 0),
      'POST /mail/42/retry': () => {
        current = { ...current, status: 'pending', attempts: 0, lastError: null };
        return current;
      },
    });
    const { user } = renderApp('/mail');
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Failed after 5 attempts')).toBeTruthy();
    expect(within(row).getByText('535 5.7.8 Authentication credentials invalid')).toBeTruthy();

    await user.click(
      within(row).getByRole('button', { name: 'Send again to arjun@example.in (Shipped)' }),
    );

    expect(
      await screen.findByText('The e-mail to arjun@example.in will be sent again'),
    ).toBeTruthy();
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/mail/42/retry');
    await waitFor(() => expect(within(table).getByText('Pending')).toBeTruthy());
    expect(within(table).queryByRole('button', { name: /Send again/ })).toBeNull();
    expect(screen.queryByText(/could not be sent/)).toBeNull();
  });

  it('says why an e-mail could not be sent again, and reloads a list that is out of date', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /mail': page([failedMail()], 1),
      'POST /mail/42/retry': jsonResponse(409, {
        error: 'Only a failed e-mail can be sent again.',
      }),
    });
    const { user } = renderApp('/mail');
    await user.click(await screen.findByRole('button', { name: /Send again/ }));
    const toast = await screen.findByText('Could not send the e-mail to arjun@example.in again');
    expect(toast.closest('[role="alert"]')!.textContent).toContain(
      'Only a failed e-mail can be sent again.',
    );
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/mail')).toHaveLength(2));
  });

  it('is for the owner and managers: fulfilment staff have no E-mails link, and the page says whose it is', async () => {
    api.respond({
      'GET /session': staffMe('fulfilment'),
      'GET /orders': { data: [orderSummary()], pagination: { page: 1, limit: 25, total: 1 } },
    });
    const { router } = renderApp('/mail');
    expect(await screen.findByText('The shop’s e-mails are for owners and managers.')).toBeTruthy();
    expect(currentPath(router)).toBe('/mail');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'E-mails' })).toBeNull();
    expect(api.calls.some((call) => call.path === '/mail')).toBe(false);
  });

  it('is in the navigation of owners and managers', async () => {
    api.respond({ 'GET /session': staffMe('manager'), 'GET /mail': page([adminMail()]) });
    renderApp('/mail');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = await within(nav).findByRole('link', { name: 'E-mails' });
    expect(link.getAttribute('href')).toBe('/admin/mail');
    await waitFor(() => expect(link.getAttribute('aria-current')).toBe('page'));
  });
});
