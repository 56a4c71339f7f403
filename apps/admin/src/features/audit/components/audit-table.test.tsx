import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubAdminApi } from '~/test/component-test';
import { staffMe } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';

const api = stubAdminApi();

describe('the audit log', () => {
  it('shows who did what and when, with before → after readably', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /audit': {
        data: [
          {
            id: 9,
            at: '2026-10-12T04:30:00.000Z',
            actor: 'owner@chitrakart.in',
            action: 'order.status_changed',
            entity: 'order',
            entityId: 'K7M2P9QX4R',
            before: { status: 0 },
            after: { status: 1, reference: '412345678901' },
          },
        ],
        pagination: { page: 1, limit: 25, total: 1 },
      },
    });
    renderApp('/audit');
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('12 Oct 2026, 10:00 am')).toBeTruthy();
    expect(within(row).getByText('owner@chitrakart.in')).toBeTruthy();
    expect(within(row).getByText('Order status changed')).toBeTruthy();
    expect(within(row).getByText('K7M2P9QX4R')).toBeTruthy();
    const status = within(row).getByText('status').closest('li')!;
    expect(status.textContent).toBe('status: 0 →  changed to 1');
    expect(within(row).getByText('reference').closest('li')!.textContent).toBe(
      'reference: set to 412345678901',
    );
    await waitFor(() => expect(document.title).toBe('Audit log · Back office'));
    expect(api.calls.find((call) => call.path === '/audit')!.query.get('page')).toBe('1');
  });
});
