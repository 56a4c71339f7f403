import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '~/lib/format';
import { seriousViolations } from '~/test/axe';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import { adminContactMessage, contactSummary, staffMe } from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';

const api = stubAdminApi();

function page(data: ReturnType<typeof contactSummary>[], unread = 0) {
  return { data, pagination: { page: 1, limit: 25, total: data.length }, unread };
}

describe('the messages of the contact form', () => {
  it('lists them as the API orders them, unread first, each with who sent it and its beginning', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /messages': page(
        [
          contactSummary({ id: 3, subject: 'Bulk order', status: 'unread' }),
          contactSummary({ id: 2, subject: 'Remote pairing', status: 'read' }),
          contactSummary({ id: 1, subject: 'Wall mount size', status: 'done', replies: 1 }),
        ],
        1,
      ),
    });
    renderApp('/messages');
    const table = await screen.findByRole('table', { name: 'Messages, unread first, then newest' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Bulk order',
      'Remote pairing',
      'Wall mount size',
    ]);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/admin/messages/3');
    expect(within(rows[0]!).getByText('Unread')).toBeTruthy();
    expect(within(rows[0]!).getByText('asha@example.in')).toBeTruthy();
    expect(within(rows[0]!).getByText('Will the tilting mount fit a 55" TV?')).toBeTruthy();
    expect(within(rows[0]!).getByText(formatDateTime('2026-10-12T10:15:00.000Z'))).toBeTruthy();
    expect(within(rows[2]!).getByText('Done')).toBeTruthy();
    expect(within(rows[2]!).getByText('Answered')).toBeTruthy();
    expect(screen.getByText('From the shop’s contact form: 1 unread, shown first.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Messages · Back office'));
  });

  it('writes its filters to the URL and asks the API for exactly those', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /messages': (call) => (call.query.get('q') ? page([]) : page([contactSummary()], 1)),
    });
    const { router, user } = renderApp('/messages');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'asha@example.in');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unread');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(currentPath(router)).toBe('/messages?q=asha%40example.in&status=unread'),
    );
    expect(await screen.findByText('No messages match these filters')).toBeTruthy();
    const last = api.calls.filter((call) => call.path === '/messages').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      q: 'asha@example.in',
      status: 'unread',
      page: '1',
      limit: '25',
    });
  });

  it('is not in the fulfilment role’s menu, and tells that role whose it is', async () => {
    api.respond({
      'GET /session': staffMe('fulfilment'),
      'GET /orders': { data: [], pagination: { page: 1, limit: 25, total: 0 } },
    });
    const { router } = renderApp('/messages');
    expect(
      await screen.findByText('Customers’ messages are for owners and managers.'),
    ).toBeTruthy();
    expect(currentPath(router)).toBe('/messages');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Messages' })).toBeNull();
    expect(api.calls.some((call) => call.path === '/messages')).toBe(false);
  });
});

describe('a message', () => {
  it('shows what the customer wrote and the answers sent, and e-mails an answer that marks it done', async () => {
    let current = adminContactMessage({
      replies: [
        {
          id: 1,
          body: 'Which model is your TV?',
          by: 'owner@chitrakart.in',
          createdAt: '2026-10-12T11:00:00.000Z',
        },
      ],
    });
    const { user } = (() => {
      api.respond({
        'GET /session': staffMe('manager'),
        'GET /messages/42': () => current,
        'POST /messages/42/replies': (call) => {
          const { body } = call.body as { body: string };
          current = adminContactMessage({
            status: 'done',
            doneAt: '2026-10-12T12:00:00.000Z',
            doneBy: 'manager@chitrakart.in',
            replies: [
              ...current.replies,
              { id: 2, body, by: 'manager@chitrakart.in', createdAt: '2026-10-12T12:00:00.000Z' },
            ],
          });
          return jsonResponse(201, current);
        },
      });
      return renderApp('/messages/42');
    })();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wall mount size' })).toBeTruthy();
    const text = screen.getByRole('region', { name: 'Message' });
    expect(within(text).getByText(/^Will the tilting mount/).textContent).toBe(
      'Will the tilting mount fit a 55" TV?\nIt is a Sony Bravia.',
    );
    const from = screen.getByRole('region', { name: 'From' });
    expect(within(from).getByRole('link', { name: 'asha@example.in' }).getAttribute('href')).toBe(
      'mailto:asha@example.in',
    );
    expect(screen.getByRole('region', { name: 'Answers sent' }).textContent).toContain(
      'Which model is your TV?',
    );
    await waitFor(() => expect(document.title).toBe('Message: Wall mount size · Back office'));

    // An empty answer is not sent.
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer is required')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    const answer = screen.getByRole('textbox', { name: 'Answer' });
    expect(screen.getByText(/E-mailed to Asha Verma at asha@example\.in as written/)).toBeTruthy();
    await user.type(answer, 'Yes: it takes 32" to 65" TVs.');
    expect(
      (screen.getByRole('checkbox', { name: 'Mark the message done' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Send answer' }));

    expect(await screen.findByText('Answer e-mailed to asha@example.in')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      body: 'Yes: it takes 32" to 65" TVs.',
      done: true,
    });
    const sent = await screen.findByRole('region', { name: 'Answers sent' });
    await waitFor(() => expect(sent.textContent).toContain('Yes: it takes 32" to 65" TVs.'));
    expect(screen.getByRole('region', { name: 'From' }).textContent).toContain(
      'by manager@chitrakart.in',
    );
    expect(screen.getByRole('button', { name: 'Open again' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('marks a message done without answering it, and opens it again', async () => {
    let current = adminContactMessage();
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /messages/42': () => current,
      'POST /messages/42/status': (call) => {
        const { status } = call.body as { status: 'done' | 'read' };
        current = adminContactMessage({
          status,
          doneAt: status === 'done' ? '2026-10-12T12:00:00.000Z' : null,
          doneBy: status === 'done' ? 'owner@chitrakart.in' : null,
        });
        return current;
      },
    });
    const { user } = renderApp('/messages/42');
    await user.click(await screen.findByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText('The message is done')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Open again' }));
    expect(await screen.findByText('The message is open again')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { status: 'done' },
      { status: 'read' },
    ]);
  });
});
