import { NEWSLETTER_CONSENT_TEXT } from '@storefront/contract';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeProblems } from '~/test/axe';
import { Toaster } from '~/ui/toast';
import type { NewsletterActionResult } from '../newsletter-result';
import { Newsletter } from './newsletter';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  act(() => vi.runOnlyPendingTimers());
  vi.useRealTimers();
});

/** The newsletter on the home page, whose action `answer` plays; each address sent is kept. */
function renderNewsletter(
  answer: (email: string) => NewsletterActionResult,
  { posted }: { posted?: NewsletterActionResult } = {},
) {
  const sent: string[] = [];
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      children: [
        {
          id: 'home',
          index: true,
          Component: Newsletter,
          action: async ({ request }) => {
            const email = String((await request.formData()).get('email'));
            sent.push(email);
            return answer(email);
          },
        },
      ],
    },
  ]);
  const view = render(
    <>
      <Stub
        initialEntries={['/']}
        hydrationData={posted ? { actionData: { home: posted } } : undefined}
      />
      <Toaster />
    </>,
  );
  return { sent, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }), ...view };
}

describe('the newsletter sign-up', () => {
  it('sends the address to the shop with the consent shown, then confirms and clears', async () => {
    const { sent, user } = renderNewsletter(() => ({ ok: true }));
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(email.required).toBe(true);
    expect(email.type).toBe('email');
    // What the person agrees to is beside the field, and read with it.
    const consent = screen.getByText(NEWSLETTER_CONSENT_TEXT);
    expect(email.getAttribute('aria-describedby')).toBe(consent.id);

    // The field is required: the browser refuses an empty submission, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(sent).toEqual([]);
    expect(screen.queryByText('Subscribed!')).toBeNull();
    expect(email.validity.valueMissing).toBe(true);

    await user.type(email, 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('Subscribed!');
    expect(toast.textContent).toContain('Thank you for subscribing to our newsletter.');
    expect(sent).toEqual(['asha@example.in']);
    await waitFor(() => expect(email.value).toBe(''));
  });

  it('says what is wrong, keeps the address and never says it is subscribed', async () => {
    const { user } = renderNewsletter((email) => ({
      ok: false,
      email,
      error: 'This e-mail address was signed up too often. Please try again in 5 minutes.',
      status: 429,
    }));
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    await user.type(email, 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This e-mail address was signed up too often. Please try again in 5 minutes.',
    );
    expect(email.value).toBe('asha@example.in');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Subscribed!')).toBeNull();
  });

  it('posts to the home page, so that it works without JavaScript, and then says so', async () => {
    const { container } = renderNewsletter(() => ({ ok: true }), { posted: { ok: true } });
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/?index');
    expect(screen.getByLabelText('Email address').getAttribute('name')).toBe('email');
    expect(screen.getByRole('status').textContent).toBe(
      'Subscribed!Thank you for subscribing to our newsletter.',
    );
    expect(await axeProblems(container)).toEqual([]);
  });
});
