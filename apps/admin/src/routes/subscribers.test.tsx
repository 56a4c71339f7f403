import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '~/lib/format';
import { captureDownloads, stubAdminApi } from '~/test/component-test';
import { staffMe, subscriber } from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';

const api = stubAdminApi();
const downloads = captureDownloads();

const CSV =
  'email,status,consented_at,consent_text,unsubscribed_at\npriya@example.in,subscribed,2026-10-12T10:15:00.000Z,We will…,\n';

describe('the newsletter’s subscribers', () => {
  it('lists each address with the consent it gave and when, and exports what the filters show', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /subscribers': (call) => ({
        data: call.query.get('status')
          ? [
              subscriber({
                id: 8,
                email: 'ravi@example.in',
                status: 'unsubscribed',
                unsubscribedAt: '2026-10-20T08:00:00.000Z',
              }),
            ]
          : [subscriber()],
        pagination: { page: 1, limit: 25, total: 1 },
        subscribed: 1234,
      }),
      'GET /subscribers/export': () =>
        new Response(CSV, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="newsletter-subscribers.csv"',
          },
        }),
    });
    const { router, user } = renderApp('/subscribers');
    const table = await screen.findByRole('table', { name: 'Subscribers, newest first' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByText('priya@example.in')).toBeTruthy();
    expect(within(row!).getByText('Subscribed')).toBeTruthy();
    expect(within(row!).getByText(formatDateTime('2026-10-12T10:15:00.000Z'))).toBeTruthy();
    expect(row!.textContent).toContain(
      '“We will e-mail you new arrivals and sale alerts, once or twice a month',
    );
    expect(screen.getByText(/^1,234 subscribed now\./)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Subscribers · Back office'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unsubscribed');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(currentPath(router)).toBe('/subscribers?status=unsubscribed'));
    expect(await screen.findByText('ravi@example.in')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('newsletter-subscribers.csv');
    expect(await downloads[0]!.blob.text()).toBe(CSV);
    const exported = api.calls.find((call) => call.path === '/subscribers/export')!;
    expect(Object.fromEntries(exported.query)).toEqual({ status: 'unsubscribed' });
  });

  it('is not in the fulfilment role’s menu, and tells that role whose it is', async () => {
    api.respond({
      'GET /session': staffMe('fulfilment'),
      'GET /orders': { data: [], pagination: { page: 1, limit: 25, total: 0 } },
    });
    const { router } = renderApp('/subscribers');
    expect(
      await screen.findByText('Newsletter subscribers are for owners and managers.'),
    ).toBeTruthy();
    expect(currentPath(router)).toBe('/subscribers');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Subscribers' })).toBeNull();
    expect(api.calls.some((call) => call.path === '/subscribers')).toBe(false);
  });
});
