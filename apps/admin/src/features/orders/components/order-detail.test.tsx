import type { AdminOrder } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, jsonResponse, stubAdminApi } from '~/test/component-test';
import { adminOrder, staffMe } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';

const api = stubAdminApi();

function openOrder(order: AdminOrder, answers: Parameters<typeof api.respond>[0] = {}) {
  api.respond({
    'GET /session': staffMe('fulfilment'),
    [`GET /orders/${order.id}`]: order,
    ...answers,
  });
  return renderApp(`/orders/${order.id}`);
}

const shipped = adminOrder({
  status: 2,
  carrier: 'Delhivery',
  trackingNumber: 'DL123',
  invoice: { number: 'CK/26-27/00042', issuedAt: '2026-10-13T09:00:00.000Z' },
});

const saved = captureDownloads();

describe('an order’s price breakup and invoice', () => {
  it('breaks the total up into items, free delivery, the GST included and the total', async () => {
    openOrder(adminOrder());
    const items = await screen.findByRole('region', { name: 'Items' });
    const lines = within(items)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual([
      'Items ₹999.00',
      'Delivery Free',
      'GST included ₹152.39',
      'Total ₹999.00',
    ]);
  });

  it('lists the fee cash on delivery added, above the total that includes it', async () => {
    openOrder(
      adminOrder({
        status: 1,
        total: 1048,
        priceBreakup: { items: 999, delivery: 0, gstIncluded: 159.86, codFee: 49, total: 1048 },
      }),
    );
    const items = await screen.findByRole('region', { name: 'Items' });
    const lines = within(items)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual([
      'Items ₹999.00',
      'Delivery Free',
      'Cash on delivery fee ₹49.00',
      'GST included ₹159.86',
      'Total ₹1,048.00',
    ]);
  });

  it('says why an order has no invoice yet', async () => {
    openOrder(adminOrder({ status: 1 }));
    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    expect(invoice.textContent).toContain(
      'None yet: the tax invoice is issued when the order ships.',
    );
    expect(within(invoice).queryByRole('button')).toBeNull();
  });

  it('shows a shipped order’s invoice number and downloads its PDF from the staff route', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const { user } = openOrder(shipped, {
      'GET /orders/K7M2P9QX4R/invoice': new Response(pdf, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="CK-26-27-00042.pdf"',
        },
      }),
    });
    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    expect(invoice.textContent).toContain('NumberCK/26-27/00042');
    await user.click(
      within(invoice).getByRole('button', { name: 'Download invoice CK/26-27/00042' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('CK-26-27-00042.pdf');
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(pdf);
  });

  it('says so when the invoice cannot be downloaded', async () => {
    const { user } = openOrder(shipped, {
      'GET /orders/K7M2P9QX4R/invoice': jsonResponse(503, { error: 'Try again in a moment.' }),
    });
    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    await user.click(within(invoice).getByRole('button', { name: /^Download invoice/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Download failed');
    expect(alert.textContent).toContain('Try again in a moment.');
    expect(saved).toEqual([]);
  });
});

describe('an order’s returns and credit notes', () => {
  it('lists its returns, each linked, and its credit notes with their PDFs', async () => {
    const { user } = openOrder(
      adminOrder({
        ...shipped,
        status: 3,
        returns: [
          {
            id: 7,
            status: 'received',
            reason: 'Does not fit',
            note: null,
            createdAt: '2026-10-20T06:30:00.000Z',
            lines: [
              {
                itemId: 1,
                productTitle: 'HDMI cable 2 m',
                size: null,
                color: 'Black',
                quantity: 1,
                exchangeFor: null,
              },
            ],
            rejectionReason: null,
            pickup: null,
            nextStep: 'We will refund you shortly.',
            photos: [],
          },
        ],
        creditNotes: [
          {
            number: 'CK/CN/26-27/00001',
            date: '2026-10-22T07:00:00.000Z',
            amount: 499.5,
            reason: 'Return #7',
            refundId: 3,
            returnId: 7,
          },
        ],
      }),
      {
        'GET /orders/K7M2P9QX4R/credit-notes/CK%2FCN%2F26-27%2F00001': new Response('%PDF-1.7', {
          headers: { 'content-type': 'application/pdf' },
        }),
      },
    );
    const returns = await screen.findByRole('region', { name: 'Returns' });
    expect(within(returns).getByRole('link', { name: 'Return #7' }).getAttribute('href')).toBe(
      '/admin/returns/7',
    );
    expect(within(returns).getByText('Received')).toBeTruthy();
    expect(returns.textContent).toContain('1 × HDMI cable 2 m · Does not fit');
    const notes = screen.getByRole('region', { name: 'Credit notes' });
    await user.click(
      within(notes).getByRole('button', { name: 'Download credit note CK/CN/26-27/00001' }),
    );
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['CK-CN-26-27-00001.pdf']));
  });
});
