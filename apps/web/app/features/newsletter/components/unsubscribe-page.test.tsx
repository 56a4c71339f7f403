import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { axeProblems } from '~/test/axe';
import type { UnsubscribeResult } from '../unsubscribe-result';
import { UnsubscribePage } from './unsubscribe-page';

afterEach(cleanup);

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eA';

function renderPage(
  token: string,
  answer: () => UnsubscribeResult,
  { posted }: { posted?: UnsubscribeResult } = {},
) {
  const received: string[] = [];
  const Stub = createRoutesStub([
    {
      id: 'unsubscribe',
      path: '/unsubscribe',
      Component: () => <UnsubscribePage token={token} />,
      action: async ({ request }) => {
        received.push(String((await request.formData()).get('token')));
        return answer();
      },
    },
  ]);
  const view = render(
    <Stub
      initialEntries={[`/unsubscribe?token=${token}`]}
      hydrationData={posted ? { actionData: { unsubscribe: posted } } : undefined}
    />,
  );
  return { received, user: userEvent.setup(), ...view };
}

describe('the unsubscribe page', () => {
  it('unsubscribes as it opens: one click in the e-mail, no sign-in', async () => {
    const { received, container } = renderPage(TOKEN, () => ({
      ok: true,
      email: 'asha@example.in',
    }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'asha@example.in will get no more newsletters from us.',
    );
    expect(received).toEqual([TOKEN]);
    expect(await axeProblems(container)).toEqual([]);
  });

  it('offers a button that unsubscribes where no script runs (as the server renders it)', async () => {
    const { container } = renderPage(TOKEN, () => ({ ok: true, email: 'asha@example.in' }), {
      posted: { ok: false, reason: 'failed', message: 'We could not unsubscribe you just now.' },
    });
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect((form.querySelector('input[name="token"]') as HTMLInputElement).value).toBe(TOKEN);
    expect(screen.getByRole('alert').textContent).toBe('We could not unsubscribe you just now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await axeProblems(container)).toEqual([]);
  });

  it('says a link that names nobody is not valid, and sends nothing', async () => {
    const { received } = renderPage('not-a-token', () => ({ ok: true, email: 'x' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'This unsubscribe link is not valid. Please use the link in our latest e-mail.',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(received).toEqual([]);
  });
});
