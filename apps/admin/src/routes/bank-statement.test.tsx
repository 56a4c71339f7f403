import type { StatementMatchJob, StatementMatchResult } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '~/test/axe';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import { staffMe } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';

const api = stubAdminApi();

const CSV = 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance\n';
const file = () => new File([CSV], 'statement.csv', { type: 'text/csv' });

const RESULT: StatementMatchResult = {
  matches: [
    { orderId: 'K7M2QX9HAB', utr: '630512345678', amount: 1499 },
    { orderId: '3FZ8WN1RDC', utr: '630698765432', amount: 2350 },
  ],
  doubtful: [
    {
      utr: '630833334444',
      amount: 1200,
      date: '2026-11-05',
      narration: 'UPI-SNEHA KULKARNI-sneha.k@okicici-ICIC0000456-630833334444-Order HV4T7P2K9M',
      orderId: 'HV4T7P2K9M',
      reason: 'The note names order HV4T7P2K9M, which awaits ₹1,250.00; ₹1,200.00 arrived.',
    },
  ],
  unmatched: [
    {
      utr: '630600001111',
      amount: 999,
      date: '2026-11-02',
      narration: 'UPI/630600001111/Payment from Ph/deepak.rao@axl/Axis Bank Ltd',
    },
  ],
};

const job = (overrides: Partial<StatementMatchJob> = {}): StatementMatchJob => ({
  id: '0d7f6f0e-6a43-4f0c-9d1e-3b8c2a7e5f10',
  kind: 'statement-match',
  status: 'done',
  progress: { done: 40, total: 40, stage: 'matching' },
  error: null,
  createdAt: '2026-11-29T02:00:00.000Z',
  startedAt: '2026-11-29T02:00:00.100Z',
  finishedAt: '2026-11-29T02:00:01.000Z',
  result: RESULT,
  ...overrides,
});

describe('the bank statement page', () => {
  it('matches an uploaded statement and shows matches, doubtful credits and unmatched ones', async () => {
    api.respond({ 'GET /session': staffMe('manager'), 'POST /payments/statement': RESULT });
    const { user } = renderApp('/payments/statement');
    await user.upload(await screen.findByLabelText('Statement CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Match statement' }));

    const matches = await screen.findByRole('table', {
      name: 'Matches: UPI credits that pay an order awaiting them',
    });
    const sent = api.calls.find((call) => call.path === '/payments/statement')!;
    expect(sent.body).toBe(CSV);
    expect(Object.fromEntries(sent.query)).toEqual({ dryRun: 'true' });
    expect(
      within(matches)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'OrderUTRAmountConfirm',
      'K7M2QX9HAB630512345678₹1,499.00Confirm payment of order K7M2QX9HAB with UTR 630512345678',
      '3FZ8WN1RDC630698765432₹2,350.00Confirm payment of order 3FZ8WN1RDC with UTR 630698765432',
    ]);
    expect(screen.getByRole('heading', { name: 'Matches (2)' })).toBeTruthy();
    const doubtful = screen.getByRole('table', { name: 'Doubtful credits, each with why' });
    expect(within(doubtful).getByText(RESULT.doubtful[0]!.reason)).toBeTruthy();
    expect(within(doubtful).getByRole('link', { name: 'HV4T7P2K9M' }).getAttribute('href')).toBe(
      '/admin/orders/HV4T7P2K9M',
    );
    const unmatched = screen.getByRole('table', { name: 'Unmatched UPI credits' });
    expect(within(unmatched).getByText(RESULT.unmatched[0]!.narration)).toBeTruthy();
    expect(within(unmatched).getByText('2 Nov 2026')).toBeTruthy();
    // Nothing was confirmed by matching.
    expect(api.calls.some((call) => call.path === '/payments/statement/confirmations')).toBe(false);
    await waitFor(() => expect(document.title).toBe('Bank statement · Back office'));
    expect(await seriousViolations()).toEqual([]);
  });

  it('confirms each match with one click of its own, and says why the API refused one', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'POST /payments/statement': RESULT,
      'POST /payments/statement/confirmations': (call) =>
        (call.body as { orderId: string }).orderId === 'K7M2QX9HAB'
          ? call.body!
          : jsonResponse(409, {
              error: 'reference: UTR 630698765432 already paid order A1B2C3D4E5.',
            }),
    });
    const { user } = renderApp('/payments/statement');
    await user.upload(await screen.findByLabelText('Statement CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Match statement' }));
    await user.click(
      await screen.findByRole('button', {
        name: 'Confirm payment of order K7M2QX9HAB with UTR 630512345678',
      }),
    );
    expect(await screen.findByText('Confirmed: paid')).toBeTruthy();
    expect(await screen.findByText('Order K7M2QX9HAB is paid')).toBeTruthy();
    const confirmations = () =>
      api.calls.filter((call) => call.path === '/payments/statement/confirmations');
    expect(confirmations().map((call) => call.body)).toEqual([
      { orderId: 'K7M2QX9HAB', utr: '630512345678', amount: 1499 },
    ]);

    await user.click(
      screen.getByRole('button', {
        name: 'Confirm payment of order 3FZ8WN1RDC with UTR 630698765432',
      }),
    );
    expect(
      await screen.findByText('reference: UTR 630698765432 already paid order A1B2C3D4E5.'),
    ).toBeTruthy();
    expect(confirmations()).toHaveLength(2);
    // The other match is still to confirm, one click each.
    expect(screen.getAllByRole('button', { name: /^Confirm payment of order/ })).toHaveLength(2);
    expect(await seriousViolations()).toEqual([]);
  });

  it('follows a long statement’s job to its lists, and sends another bank’s columns', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'POST /payments/statement': jsonResponse(
        202,
        job({
          status: 'running',
          result: null,
          progress: { done: 0, total: 40, stage: 'matching' },
        }),
      ),
      [`GET /jobs/${job().id}`]: job(),
    });
    const { user } = renderApp('/payments/statement');
    await user.upload(await screen.findByLabelText('Statement CSV file'), file());
    await user.click(screen.getByText('Another bank: name its columns'));
    await user.type(screen.getByLabelText('Date column'), 'Transaction Date');
    await user.type(screen.getByLabelText('Narration column'), 'Description');
    await user.type(screen.getByLabelText('Credit column'), 'Credit');
    await user.click(screen.getByRole('button', { name: 'Match statement' }));
    expect(await screen.findByText('Matching UPI credits: 0 of 40')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Matches (2)' })).toBeTruthy();
    const sent = api.calls.find((call) => call.path === '/payments/statement')!;
    expect(Object.fromEntries(sent.query)).toEqual({
      dryRun: 'true',
      dateColumn: 'Transaction Date',
      narrationColumn: 'Description',
      creditColumn: 'Credit',
    });
  });

  it('says why a statement could not be matched', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'POST /payments/statement': jsonResponse(400, {
        error: 'The table of transactions was not found.',
      }),
    });
    const { user } = renderApp('/payments/statement');
    await user.click(await screen.findByRole('button', { name: 'Match statement' }));
    expect(await screen.findByText('Choose the statement’s CSV file first')).toBeTruthy();
    await user.upload(screen.getByLabelText('Statement CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Match statement' }));
    expect(
      await screen.findByText(
        'The statement could not be matched: The table of transactions was not found.',
      ),
    ).toBeTruthy();
  });

  it('is not for fulfilment staff', async () => {
    api.respond({ 'GET /session': staffMe('fulfilment') });
    renderApp('/payments/statement');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeTruthy();
    expect(
      screen.getByText(
        /Bank statement matching and payment confirmations are for owners and managers\./,
      ),
    ).toBeTruthy();
  });
});
