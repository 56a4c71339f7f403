import type { InvoiceSummary } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '~/test/axe';
import { captureDownloads, jsonResponse, stubAdminApi } from '~/test/component-test';
import { exportJob, invoiceSummary, staffMe } from '~/test/fixtures';
import { currentPath, renderApp } from '~/test/render-app';

const api = stubAdminApi();

const page = (data: InvoiceSummary[], pageNumber = 1, total = data.length) => ({
  data,
  pagination: { page: pageNumber, limit: 25, total },
});

const saved = captureDownloads();

describe('the invoices page', () => {
  it('lists the month’s invoices from the API, with CGST + SGST or IGST', async () => {
    api.respond({
      'GET /session': staffMe('manager'),
      'GET /invoices': page(
        [
          invoiceSummary(),
          invoiceSummary({
            number: 'CK/26-27/00041',
            orderId: 'A1B2C3D4E5',
            buyerName: 'Meera Iyer',
            placeOfSupply: '33-Tamil Nadu',
            cgst: 0,
            sgst: 0,
            igst: 152.39,
          }),
        ],
        2,
        27,
      ),
    });
    renderApp('/invoices?month=2026-10&page=2');
    const table = await screen.findByRole('table', {
      name: 'Tax invoices of October 2026, newest first',
    });
    const call = api.calls.find((sent) => sent.path === '/invoices')!;
    expect(Object.fromEntries(call.query)).toEqual({ month: '2026-10', page: '2', limit: '25' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'InvoiceDateOrderBuyerPlace of supplyTaxable valueTaxTotal',
      'CK/26-27/0004213 Oct 2026K7M2P9QX4RPriya Sharma07-Delhi₹846.61₹152.39CGST ₹76.20 + SGST ₹76.19₹999.00',
      'CK/26-27/0004113 Oct 2026A1B2C3D4E5Meera Iyer33-Tamil Nadu₹846.61₹152.39IGST ₹152.39₹999.00',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'K7M2P9QX4R' }).getAttribute('href')).toBe(
      '/admin/orders/K7M2P9QX4R',
    );
    expect(screen.getByText('Page 2 of 2 · 27 invoices')).toBeTruthy();
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('2026-10');
    await waitFor(() => expect(document.title).toBe('Invoices · Back office'));
    expect(await seriousViolations()).toEqual([]);
  });

  it('opens on this month, and shows another month when picked', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /invoices': (call) =>
        call.query.get('month') === '2026-04' ? page([invoiceSummary()]) : page([]),
    });
    const { router, user } = renderApp('/invoices');
    await screen.findByText(/^No invoices in /);
    const thisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
      .format(new Date())
      .slice(0, 7);
    expect(api.calls.find((sent) => sent.path === '/invoices')!.query.get('month')).toBe(thisMonth);
    const month = screen.getByLabelText('Month');
    await user.clear(month);
    await user.type(month, '2026-04');
    await user.click(screen.getByRole('button', { name: 'Show invoices' }));
    await waitFor(() => expect(currentPath(router)).toBe('/invoices?month=2026-04'));
    expect(await screen.findByText('CK/26-27/00042')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Export April 2026 for the accountant' }),
    ).toBeTruthy();
  });

  it('exports the month’s invoice lines and GSTR-1 B2CS summary as CSV, made by a job', async () => {
    let format = 'lines';
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /invoices': page([invoiceSummary()]),
      'POST /invoices/exports': (call) => {
        format = (call.body as { format: string }).format;
        return exportJob({
          status: 'running',
          format: format as 'lines',
          progress: { done: 1, total: 4, stage: 'exporting' },
          download: null,
        });
      },
      [`GET /jobs/${exportJob().id}`]: () => exportJob({ format: format as 'lines' }),
      [`GET ${exportJob().download}`]: () =>
        new Response(`${format} of 2026-10\n`, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="invoices-2026-10-${format}.csv"`,
          },
        }),
    });
    const { user } = renderApp('/invoices?month=2026-10');
    await user.click(await screen.findByRole('button', { name: 'Export CSV: Invoice lines' }));
    // While the server makes the file, its progress shows.
    expect(await screen.findByText('Reading invoices: 1 of 4')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Exporting October 2026' })).toBeTruthy();
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export CSV: GSTR-1 B2CS' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((file) => file.name)).toEqual([
      'invoices-2026-10-lines.csv',
      'invoices-2026-10-b2cs.csv',
    ]);
    expect(await saved[1]!.blob.text()).toBe('b2cs of 2026-10\n');
    const asked = api.calls.filter((call) => call.path === '/invoices/exports');
    expect(asked.map((call) => call.body)).toEqual([
      { month: '2026-10', format: 'lines' },
      { month: '2026-10', format: 'b2cs' },
    ]);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('offers GSTR-1’s credit note, HSN and documents tables, each said in a line', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /invoices': page([invoiceSummary()]),
      'POST /invoices/exports': jsonResponse(400, { error: 'Not yet' }),
    });
    const { user } = renderApp('/invoices?month=2026-10');
    const exports = await screen.findByRole('region', { name: /^Export October 2026/ });
    expect(exports.textContent).toContain('credit notes issued to unregistered buyers');
    expect(exports.textContent).toContain('by HSN code and rate');
    expect(exports.textContent).toContain('the invoice and credit note series');
    for (const name of ['GSTR-1 CDNUR', 'GSTR-1 HSN summary', 'GSTR-1 documents issued']) {
      await user.click(within(exports).getByRole('button', { name: `Export CSV: ${name}` }));
    }
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.path === '/invoices/exports').map((call) => call.body),
      ).toEqual([
        { month: '2026-10', format: 'cdnur' },
        { month: '2026-10', format: 'hsn' },
        { month: '2026-10', format: 'docs' },
      ]),
    );
  });

  it('tells a failed export in a toast', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /invoices': page([invoiceSummary()]),
      'POST /invoices/exports': jsonResponse(400, { error: 'month: must be a month (YYYY-MM)' }),
    });
    const { user } = renderApp('/invoices?month=2026-10');
    await user.click(await screen.findByRole('button', { name: 'Export CSV: GSTR-1 B2CL' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Download failed');
    expect(alert.textContent).toContain('month: must be a month (YYYY-MM)');
    expect(saved).toEqual([]);
  });

  it('tells an export whose job failed in a toast, in the job’s words', async () => {
    api.respond({
      'GET /session': staffMe('owner'),
      'GET /invoices': page([invoiceSummary()]),
      'POST /invoices/exports': exportJob({
        status: 'failed',
        error: 'Stopped after 5 attempts',
        download: null,
        result: null,
      }),
    });
    const { user } = renderApp('/invoices?month=2026-10');
    await user.click(await screen.findByRole('button', { name: 'Export CSV: Invoice lines' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Stopped after 5 attempts');
    expect(saved).toEqual([]);
  });

  it('is for owners and managers: fulfilment staff are told so, with a way to their orders', async () => {
    api.respond({ 'GET /session': staffMe('fulfilment'), 'GET /orders': page([]) });
    const { router } = renderApp('/invoices');
    expect(await screen.findByText('Tax invoices are for owners and managers.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the orders' }).getAttribute('href')).toBe(
      '/admin/orders',
    );
    expect(currentPath(router)).toBe('/invoices');
    expect(api.calls.some((call) => call.path === '/invoices')).toBe(false);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Invoices' })).toBeNull();
  });
});
