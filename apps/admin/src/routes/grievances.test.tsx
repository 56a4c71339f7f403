import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '~/lib/format';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import { adminGrievance, grievanceSummary, staffMe } from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';

const api = stubAdminApi();

function page(data: ReturnType<typeof grievanceSummary>[], total = data.length) {
  return { data, pagination: { page: 1, limit: 25, total } };
}

describe('the grievance list', () => {
  it('shows each grievance with its deadlines as dates and, near or past, in words', async () => {
    const soon = grievanceSummary({ ticket: 'GRV-S00N0002' });
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /grievances': page([
        grievanceSummary({ ticket: 'GRV-0VERDUE1' }, 50.5),
        soon,
        grievanceSummary(
          {
            ticket: 'GRV-DONE0003',
            status: 'resolved',
            acknowledgedAt: new Date(Date.now() - 100 * 3_600_000).toISOString(),
            resolvedAt: new Date(Date.now() - 90 * 3_600_000).toISOString(),
          },
          120,
        ),
      ]),
    });
    renderApp('/grievances');
    const table = await screen.findByRole('table', { name: 'Grievances, most urgent first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'GRV-0VERDUE1' }).getAttribute('href')).toBe(
      '/admin/grievances/GRV-0VERDUE1',
    );
    expect(within(rows[0]!).getByText('Overdue by 2 h')).toBeTruthy();
    expect(within(rows[0]!).getByText('Open')).toBeTruthy();
    expect(within(rows[1]!).getByText('Due in 8 h')).toBeTruthy();
    expect(within(rows[1]!).getByText('Due in 28 days')).toBeTruthy();
    expect(within(rows[2]!).getByText('Acknowledged in time')).toBeTruthy();
    expect(within(rows[2]!).getByText('Resolved in time')).toBeTruthy();
    // The dates themselves, in India time.
    expect(within(rows[1]!).getByText(formatDateTime(soon.acknowledgeBy))).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Grievances · Back office'));
  });

  it('writes its filters to the URL and asks the API for exactly those', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /grievances': (call) => (call.query.get('due') ? page([]) : page([grievanceSummary()])),
    });
    const { router, user } = renderApp('/grievances');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'priya@example.in');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Open');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Deadline' }), 'Overdue');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(currentPath(router)).toBe('/grievances?q=priya%40example.in&status=open&due=overdue'),
    );
    expect(await screen.findByText('No grievances match these filters')).toBeTruthy();
    const last = api.calls.filter((call) => call.path === '/grievances').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      q: 'priya@example.in',
      status: 'open',
      due: 'overdue',
      page: '1',
      limit: '25',
    });
  });

  it('is not in the fulfilment role’s menu, and says whose it is', async () => {
    api.respond({ 'GET /session': staffMe('fulfilment'), 'GET /orders': page([]) });
    const { router } = renderApp('/grievances/GRV-7K3M9Q2X');
    expect(await screen.findByText('Grievances are for owners and managers.')).toBeTruthy();
    expect(currentPath(router)).toBe('/grievances/GRV-7K3M9Q2X');
    expect(api.calls.some((call) => call.path.startsWith('/grievances'))).toBe(false);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Grievances' })).toBeNull();
  });
});

function openGrievance(answers: Parameters<typeof api.respond>[0]) {
  api.respond({ 'GET /session': staffMe('owner'), ...answers });
  return renderApp('/grievances/GRV-7K3M9Q2X');
}

describe('a grievance', () => {
  it('shows the complaint, who sent it, the order it names and both deadlines', async () => {
    openGrievance({ 'GET /grievances/GRV-7K3M9Q2X': adminGrievance() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grievance GRV-7K3M9Q2X' }),
    ).toBeTruthy();
    expect(screen.getByText(/The wall mount arrived with a bent bracket\./)).toBeTruthy();
    const from = screen.getByRole('region', { name: 'From' });
    expect(within(from).getByRole('link', { name: 'priya@example.in' }).getAttribute('href')).toBe(
      'mailto:priya@example.in',
    );
    expect(within(from).getByRole('link', { name: 'K7M2P9QX4R' }).getAttribute('href')).toBe(
      '/admin/orders/K7M2P9QX4R',
    );
    const deadlines = screen.getByRole('region', { name: 'Deadlines' });
    expect(within(deadlines).getByText('Due in 8 h')).toBeTruthy();
    expect(within(deadlines).getByText('Due in 28 days')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Grievance GRV-7K3M9Q2X · Back office'));
  });

  it('says an order number it could not match is only as typed', async () => {
    openGrievance({
      'GET /grievances/GRV-7K3M9Q2X': adminGrievance({ orderId: null, orderRef: '#12345' }),
    });
    const from = await screen.findByRole('region', { name: 'From' });
    expect(from.textContent).toContain('#12345');
    expect(from.textContent).toContain('As typed: not an order of this shop');
    expect(within(from).queryByRole('link', { name: '#12345' })).toBeNull();
  });

  it('acknowledges after asking once more, saying who is e-mailed', async () => {
    let current = adminGrievance();
    const { user } = openGrievance({
      'GET /session': staffMe('manager'),
      'GET /grievances/GRV-7K3M9Q2X': () => current,
      'POST /grievances/GRV-7K3M9Q2X/status': () => {
        current = adminGrievance({
          status: 'acknowledged',
          acknowledgedAt: new Date().toISOString(),
          acknowledgedBy: 'manager@chitrakart.in',
          updatedAt: new Date().toISOString(),
        });
        return current;
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Acknowledge/ }));
    await user.click(screen.getByRole('button', { name: 'Acknowledge' }));
    const confirm = screen.getByRole('group', { name: /Acknowledge grievance GRV-7K3M9Q2X\?/ });
    expect(confirm.textContent).toContain('Priya Sharma is e-mailed at priya@example.in.');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(confirm).getByRole('button', { name: 'Yes, go ahead' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      status: 'acknowledged',
      fromStatus: 'open',
    });
    expect(await screen.findByText(/Acknowledged .* by manager@chitrakart\.in/)).toBeTruthy();
    expect(screen.getByText('Acknowledged in time')).toBeTruthy();
  });

  it('asks for the answer before resolving, and shows a change someone else made', async () => {
    const { user } = openGrievance({
      'GET /grievances/GRV-7K3M9Q2X': adminGrievance({
        status: 'acknowledged',
        email: null,
        phone: '+919845012345',
        contact: '98450 12345',
      }),
      'POST /grievances/GRV-7K3M9Q2X/status': jsonResponse(409, {
        error: 'This grievance changed meanwhile: it is now resolved, not acknowledged.',
      }),
    });
    await user.click(await screen.findByRole('radio', { name: /^Resolve/ }));
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const answer = screen.getByRole('textbox', { name: 'Answer' });
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Answer is required to resolve a grievance')).toBeTruthy();

    await user.type(answer, 'We replaced the bracket.');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const confirm = screen.getByRole('group', { name: /Resolve grievance GRV-7K3M9Q2X\?/ });
    expect(confirm.textContent).toContain('gave a phone number, so no e-mail is sent');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, go ahead' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'it is now resolved, not acknowledged. The grievance has been reloaded',
    );
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      status: 'resolved',
      fromStatus: 'acknowledged',
      resolution: 'We replaced the bracket.',
    });
  });

  it('offers nothing more once resolved, and shows the answer', async () => {
    openGrievance({
      'GET /grievances/GRV-7K3M9Q2X': adminGrievance({
        status: 'resolved',
        acknowledgedAt: new Date().toISOString(),
        resolvedAt: new Date().toISOString(),
        resolvedBy: 'owner@chitrakart.in',
        resolution: 'A new bracket is on its way.',
      }),
    });
    expect(await screen.findByText(/there is nothing more to do/)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    const answer = screen.getByRole('region', { name: 'Answer' });
    expect(answer.textContent).toContain('A new bracket is on its way.');
  });
});
