import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeProblems } from '~/test/axe';
import { Toaster } from '~/ui/toast';
import type { ContactActionResult } from '../contact-result';
import { CONTACT_SEND_DELAY_MS, ContactForm } from './contact-form';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  act(() => vi.runOnlyPendingTimers());
  vi.useRealTimers();
});

/**
 * The form on its page, whose action `answer` plays (the web server, which sends the message to
 * the API); each form it receives is recorded. `posted` is the page's action data of a form
 * posted without JavaScript.
 */
function renderForm(
  answer: (form: FormData) => Promise<ContactActionResult> | ContactActionResult,
  { posted }: { posted?: ContactActionResult } = {},
) {
  const received: FormData[] = [];
  const Stub = createRoutesStub([
    {
      id: 'contact',
      path: '/contact',
      Component: ContactForm,
      action: async ({ request }) => {
        const form = await request.formData();
        received.push(form);
        return answer(form);
      },
    },
  ]);
  const view = render(
    <>
      <Stub
        initialEntries={['/contact']}
        hydrationData={posted ? { actionData: { contact: posted } } : undefined}
      />
      <Toaster />
    </>,
  );
  return { received, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }), ...view };
}

const fields = ['Name', 'Email', 'Subject', 'Message'] as const;

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Subject'), 'Wall mount size');
  await user.type(screen.getByLabelText('Message'), 'Will it fit a 55" TV?');
}

describe('the contact form', () => {
  it('sends the message to the shop, reads "Sending..." for 1.5 s at least, then confirms and clears', async () => {
    const { received, user } = renderForm(() => ({ ok: true }));
    for (const field of fields) {
      expect((screen.getByLabelText(field) as HTMLInputElement).required, field).toBe(true);
    }
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    await fillIn(user);
    const sentAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(received).toHaveLength(1));
    expect(Object.fromEntries(received[0]!)).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      subject: 'Wall mount size',
      message: 'Will it fit a 55" TV?',
    });

    // The shop has it, and "Sending..." stays until 1.5 s have passed.
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS / 2));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS));
    const toast = await screen.findByRole('status');
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(CONTACT_SEND_DELAY_MS);
    expect(toast.textContent).toContain('Message Sent');
    expect(toast.textContent).toContain(
      "Thank you for contacting us. We'll get back to you shortly.",
    );
    for (const field of fields) {
      expect((screen.getByLabelText(field) as HTMLInputElement).value, field).toBe('');
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('keeps the message and says what is wrong when the shop does not take it', async () => {
    const { user } = renderForm((form) => ({
      ok: false,
      values: Object.fromEntries(form) as never,
      fieldErrors: { email: 'Please enter a valid e-mail address' },
      formError: null,
    }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS));

    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'Will it fit a 55" TV?',
    );
    expect(screen.queryByText('Message Sent')).toBeNull();
  });

  it('says so when the message could not be sent, and never that it was', async () => {
    const { user } = renderForm((form) => ({
      ok: false,
      values: Object.fromEntries(form) as never,
      fieldErrors: {},
      formError: 'Too many messages were sent from your network. Please try again in 42 minutes.',
    }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many messages were sent from your network. Please try again in 42 minutes.',
    );
    expect(screen.queryByText('Message Sent')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Verma');
  });

  it('posts to the page itself, so that it works without JavaScript, and then says it was sent', async () => {
    const { container } = renderForm(() => ({ ok: true }), { posted: { ok: true } });
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBeNull();
    for (const [label, name] of [
      ['Name', 'name'],
      ['Email', 'email'],
      ['Subject', 'subject'],
      ['Message', 'message'],
    ] as const) {
      expect(screen.getByLabelText(label).getAttribute('name')).toBe(name);
    }
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(
      "Message SentThank you for contacting us. We'll get back to you shortly.",
    );
    expect(await axeProblems(container)).toEqual([]);
  });

  it('comes back filled in, with the problems, when a message without JavaScript was refused', async () => {
    const { container } = renderForm(() => ({ ok: true }), {
      posted: {
        ok: false,
        values: { name: '', email: 'asha@example.in', subject: 'Hello', message: 'Hi' },
        fieldErrors: { name: 'Please enter your name' },
        formError: null,
      },
    });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@example.in');
    expect(screen.getByText('Please enter your name')).toBeTruthy();
    expect(await axeProblems(container)).toEqual([]);
  });
});
