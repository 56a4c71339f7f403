import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RootData, ShopInfo } from '~/features/store';
import { axeProblems } from '~/test/axe';
import { API_BASE, shopInfo } from '~/test/store-info';
import type { GrievanceActionResult } from '../grievance-result';
import { GrievancePage } from './grievance-page';

afterEach(cleanup);

const officer = {
  name: 'Meera Iyer',
  designation: 'Grievance Officer',
  email: 'grievance@chitrakart.in',
  phone: '+91 98110 45000',
};

const received = {
  ticket: 'GRV-7K3M9Q2X',
  status: 'acknowledged' as const,
  createdAt: '2026-10-12T10:15:00.000Z',
  acknowledgedAt: '2026-10-13T04:30:00.000Z',
  resolvedAt: null,
  acknowledgeBy: '2026-10-14T10:15:00.000Z',
  resolveBy: '2026-11-12T10:15:00.000Z',
  resolution: null,
};

/**
 * The page under the root route, as a browser shows it after the server rendered it with the
 * store information; `answer` plays the page's action and records each form it receives.
 */
function renderPage(
  answer: (form: FormData) => GrievanceActionResult,
  { store = { ...shopInfo, grievanceOfficer: officer }, url = '/grievance-redressal' } = {} as {
    store?: ShopInfo | null;
    url?: string;
  },
) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      children: [
        {
          path: 'grievance-redressal',
          Component: () => (
            <GrievancePage
              initialTicket={new URL(url, 'http://x').searchParams.get('ticket') ?? ''}
            />
          ),
          action: async ({ request }) => {
            const form = await request.formData();
            posted.push(form);
            return answer(form);
          },
        },
      ],
    },
  ]);
  const root: RootData = { storeInfo: store, publicApiUrl: null, apiBase: API_BASE };
  const view = render(<Stub initialEntries={[url]} hydrationData={{ loaderData: { root } }} />);
  return { posted, user: userEvent.setup(), ...view };
}

const filed = (form: FormData): GrievanceActionResult => ({
  intent: 'file',
  ok: true,
  ticket: 'GRV-7K3M9Q2X',
  contact: String(form.get('contact')),
  emailed: String(form.get('contact')).includes('@'),
});

describe('the Grievance Redressal page', () => {
  it('names the grievance officer and explains the deadlines', () => {
    renderPage(filed);
    const card = screen.getByRole('region', { name: 'Grievance officer' });
    expect(card.textContent).toContain('Meera Iyer');
    expect(card.textContent).toContain('Grievance Officer');
    expect(
      within(card).getByRole('link', { name: 'grievance@chitrakart.in' }).getAttribute('href'),
    ).toBe('mailto:grievance@chitrakart.in');
    expect(within(card).getByRole('link', { name: '+91 98110 45000' }).getAttribute('href')).toBe(
      'tel:+919811045000',
    );
    expect(card.textContent).toContain('Monday - Friday (10:00 - 17:00)');
    const promise = screen.getByRole('region', { name: 'How we handle your complaint' });
    expect(promise.textContent).toContain('within 48 hours of receiving it');
    expect(promise.textContent).toContain('within one month of receiving it');
  });

  it('says how to reach the shop when it names no grievance officer', () => {
    renderPage(filed, { store: shopInfo });
    const card = screen.getByRole('region', { name: 'Grievance officer' });
    expect(card.textContent).toContain('We have not named our grievance officer here yet.');
    expect(within(card).getByRole('link', { name: 'care@chitrakart.in' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: '+91 98110 45672' })).toBeTruthy();
    cleanup();
    renderPage(filed, { store: null });
    expect(screen.getByRole('region', { name: 'Grievance officer' }).textContent).toContain(
      'Our contact details could not be loaded just now.',
    );
  });

  it('checks the form with the contract’s rules before sending anything', async () => {
    const { posted, user } = renderPage(filed);
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter your e-mail address or mobile number')).toBeTruthy();
    expect(screen.getByText('Please describe your complaint')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail or phone' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    const contact = screen.getByRole('textbox', { name: 'Your e-mail or phone' });
    await waitFor(() =>
      expect(
        document.getElementById(contact.getAttribute('aria-describedby')!.split(' ')[1]!)!
          .textContent,
      ).toBe('Please enter an e-mail address, or a 10-digit Indian mobile number like 98450 12345'),
    );
    expect(posted).toEqual([]);
  });

  it('files a complaint and shows its ticket number prominently, to copy', async () => {
    const { posted, user } = renderPage(filed);
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Asha Verma');
    await user.type(
      screen.getByRole('textbox', { name: 'Your e-mail or phone' }),
      'asha@example.in',
    );
    await user.type(screen.getByRole('textbox', { name: 'Order number (optional)' }), '7K2M9QX4PA');
    await user.type(screen.getByRole('textbox', { name: 'Your complaint' }), 'The mount is bent.');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));

    const heading = await screen.findByRole('heading', {
      name: 'Your complaint has been registered',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('ticket-number').textContent).toBe('GRV-7K3M9Q2X');
    expect(screen.getByText(/We are e-mailing it to asha@example.in/)).toBeTruthy();
    expect(Object.fromEntries(posted[0]!)).toEqual({
      intent: 'file',
      name: 'Asha Verma',
      contact: 'asha@example.in',
      orderId: '7K2M9QX4PA',
      message: 'The mount is bent.',
    });

    await user.click(screen.getByRole('button', { name: 'Copy ticket number' }));
    expect(writeText).toHaveBeenCalledWith('GRV-7K3M9Q2X');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();

    // The look-up below is filled in with the new ticket and its contact.
    expect((screen.getByRole('textbox', { name: 'Ticket number' }) as HTMLInputElement).value).toBe(
      'GRV-7K3M9Q2X',
    );
    await user.click(screen.getByRole('link', { name: 'File another complaint' }));
    expect((screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement).value).toBe('');
  });

  it('tells someone who gave a phone number that no e-mail will come', async () => {
    const { user } = renderPage(filed);
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ravi');
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail or phone' }), '98450 12345');
    await user.type(screen.getByRole('textbox', { name: 'Your complaint' }), 'Late delivery.');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(
      await screen.findByText(/You gave a phone number, so we will not send you e-mails/),
    ).toBeTruthy();
  });

  it('shows what the server refused, on the field or above the form', async () => {
    const { user } = renderPage((form) => ({
      intent: 'file',
      ok: false,
      values: Object.fromEntries(form) as never,
      fieldErrors: {},
      formError:
        'Too many complaints were filed from your network. Please try again in 42 minutes.',
    }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ravi');
    await user.type(
      screen.getByRole('textbox', { name: 'Your e-mail or phone' }),
      'ravi@example.in',
    );
    await user.type(screen.getByRole('textbox', { name: 'Your complaint' }), 'Late delivery.');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect((await screen.findByRole('alert')).textContent).toContain('try again in 42 minutes');
    expect((screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement).value).toBe(
      'Ravi',
    );
  });

  it('looks a complaint up and shows its status and dates in India time', async () => {
    const { posted, user } = renderPage(
      (): GrievanceActionResult => ({
        intent: 'lookup',
        ok: true,
        grievance: received,
        contact: 'asha@example.in',
      }),
      { url: '/grievance-redressal?ticket=GRV-7K3M9Q2X' },
    );
    const ticket = screen.getByRole('textbox', { name: 'Ticket number' }) as HTMLInputElement;
    expect(ticket.value).toBe('GRV-7K3M9Q2X');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(
      await screen.findByText('Please enter the e-mail address or phone number you gave'),
    ).toBeTruthy();
    await user.type(
      screen.getByRole('textbox', { name: 'E-mail or phone you gave' }),
      'asha@example.in',
    );
    await user.click(screen.getByRole('button', { name: 'Look up' }));

    const result = await screen.findByRole('article', { name: 'Complaint GRV-7K3M9Q2X' });
    expect(result.textContent).toContain(
      'Acknowledged — Acknowledged: our grievance officer is looking into it.',
    );
    expect(result.textContent).toContain('Received12 October 2026 at 3:45 pm');
    expect(result.textContent).toContain('Acknowledged13 October 2026 at 10:00 am');
    expect(result.textContent).toContain('ResolvedNot yet: due by 12 November 2026 at 3:45 pm');
    expect(Object.fromEntries(posted[0]!)).toEqual({
      intent: 'lookup',
      ticket: 'GRV-7K3M9Q2X',
      contact: 'asha@example.in',
    });
  });

  it('shows the answer of a resolved complaint, and says so when none is found', async () => {
    let found = true;
    const { user } = renderPage(
      (form): GrievanceActionResult =>
        found
          ? {
              intent: 'lookup',
              ok: true,
              contact: 'asha@example.in',
              grievance: {
                ...received,
                status: 'resolved',
                resolvedAt: '2026-10-20T05:00:00.000Z',
                resolution: 'A new bracket is on its way.\nIt arrives Friday.',
              },
            }
          : {
              intent: 'lookup',
              ok: false,
              values: Object.fromEntries(form) as never,
              fieldErrors: {},
              formError:
                'We found no complaint with this ticket number and e-mail or phone. Please check both and try again.',
            },
      { url: '/grievance-redressal?ticket=GRV-7K3M9Q2X' },
    );
    await user.type(
      screen.getByRole('textbox', { name: 'E-mail or phone you gave' }),
      'asha@example.in',
    );
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    const result = await screen.findByRole('article', { name: 'Complaint GRV-7K3M9Q2X' });
    expect(within(result).getByRole('heading', { name: 'Our answer' })).toBeTruthy();
    expect(result.textContent).toContain('A new bracket is on its way.\nIt arrives Friday.');

    found = false;
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect((await screen.findByRole('alert')).textContent).toContain('We found no complaint');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('has no accessibility problems, with errors showing too', async () => {
    const { container, user } = renderPage(filed);
    expect(await axeProblems(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    await screen.findByText('Please enter your name');
    expect(await axeProblems(container)).toEqual([]);
  });
});
