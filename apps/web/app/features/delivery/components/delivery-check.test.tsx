import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeProblems } from '~/test/axe';
import { jsonResponse, stubApiForComponentTests } from '~/test/component-test';
import { DELIVERY_PIN_KEY } from '../delivery-pin';
import { DeliveryCheck } from './delivery-check';

const fetchMock = stubApiForComponentTests();

const PRODUCT = 'a3f1c2a4-9b8d-4c7e-a6f5-1e2d3c4b5a69';

/** GET /delivery-estimate: each PIN code's answer (status and body). */
function answerEstimates(answers: Record<string, [number, unknown]>) {
  fetchMock.mockImplementation(async (url) => {
    const pin = new URL(String(url)).searchParams.get('pin') ?? '';
    const [status, body] = answers[pin] ?? [500, { error: 'Internal Server Error' }];
    return jsonResponse(status, body);
  });
}

const SERVED = {
  serviceable: true,
  cod: true,
  minDays: 3,
  maxDays: 5,
  date: '2026-12-02',
  shipping: 0,
};

function renderCheck() {
  const view = render(
    <main>
      <DeliveryCheck productId={PRODUCT} />
    </main>,
  );
  return { ...view, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const answer = () => screen.getByRole('status');
const estimateCalls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url)));

afterEach(() => localStorage.clear());

describe('the product page’s delivery promise', () => {
  it('asks for a PIN code, keeps it, and says when and how it can be paid', async () => {
    answerEstimates({ '781001': [200, SERVED] });
    const { user, container } = renderCheck();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('PIN code'), '781 001');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    await waitFor(() =>
      expect(answer().textContent).toBe(
        'Delivery by Wed, 2 Dec to 781001 · Cash on delivery availableFree delivery',
      ),
    );
    const [call] = estimateCalls();
    expect(call!.pathname).toBe('/api/v1/delivery-estimate');
    expect(call!.searchParams.get('productId')).toBe(PRODUCT);
    expect(localStorage.getItem(DELIVERY_PIN_KEY)).toBe('781001');
    // The form gives way to the PIN code with a Change control, which keeps the focus.
    const change = screen.getByRole('button', { name: 'Change PIN code' });
    expect(document.activeElement).toBe(change);
    expect(change.className).toContain('h-11');
    expect(await axeProblems(container)).toEqual([]);
  });

  it('reuses the kept PIN code without asking, and Change asks again', async () => {
    localStorage.setItem(DELIVERY_PIN_KEY, '560001');
    answerEstimates({
      '560001': [200, { ...SERVED, cod: false, shipping: 49 }],
      '110001': [200, SERVED],
    });
    const { user } = renderCheck();
    await waitFor(() =>
      expect(answer().textContent).toBe(
        'Delivery by Wed, 2 Dec to 560001 · Cash on delivery not availableDelivery charge ₹49',
      ),
    );
    expect(screen.queryByLabelText('PIN code')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Change PIN code' }));
    const field = screen.getByLabelText('PIN code') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('560001');
    await user.clear(field);
    await user.type(field, '110001{Enter}');
    await waitFor(() => expect(answer().textContent).toContain('to 110001'));
    expect(localStorage.getItem(DELIVERY_PIN_KEY)).toBe('110001');
  });

  it('says when the store does not deliver there, and the API’s words for an unknown PIN code', async () => {
    answerEstimates({
      '781001': [200, { serviceable: false, cod: false, minDays: null, maxDays: null, date: null }],
      '999999': [422, { error: 'PIN code 999999 is not in India Post’s directory' }],
    });
    const { user } = renderCheck();
    await user.type(screen.getByLabelText('PIN code'), '781001{Enter}');
    await waitFor(() => expect(answer().textContent).toBe('We do not deliver to 781001 yet.'));

    await user.click(screen.getByRole('button', { name: 'Change PIN code' }));
    const field = screen.getByLabelText('PIN code');
    await user.clear(field);
    await user.type(field, '999999{Enter}');
    await waitFor(() =>
      expect(answer().textContent).toBe('PIN code 999999 is not in India Post’s directory'),
    );
  });

  it('says when delivery could not be checked, and Try again asks again', async () => {
    answerEstimates({});
    const { user } = renderCheck();
    await user.type(screen.getByLabelText('PIN code'), '781001{Enter}');
    await waitFor(() =>
      expect(answer().textContent).toBe('We could not check delivery just now. Please try again.'),
    );
    answerEstimates({ '781001': [200, SERVED] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(answer().textContent).toContain('Delivery by Wed, 2 Dec to 781001'));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('refuses what is not a PIN code before asking, and says so beside the field', async () => {
    const { user, container } = renderCheck();
    const field = screen.getByLabelText('PIN code');
    await user.type(field, '0123{Enter}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a 6-digit PIN code, like 110001').id).toBe(
      field.getAttribute('aria-describedby'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await axeProblems(container)).toEqual([]);
  });
});
