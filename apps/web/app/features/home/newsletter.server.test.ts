import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAddressContext } from '~/lib/api.server';
import { jsonResponse } from '~/test/component-test';
import { newsletterAction } from './newsletter.server';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('~/lib/api-fetch.server', () => ({ apiFetch: fetchMock }));
afterEach(() => fetchMock.mockReset());

async function post(email: string) {
  const request = new Request('http://localhost:3000/?index', {
    method: 'POST',
    body: new URLSearchParams({ email }),
  });
  const context = new RouterContextProvider(new Map([[clientAddressContext, '203.0.113.9']]));
  const result = (await newsletterAction({ request, context })) as unknown as {
    data: Record<string, unknown>;
    init: { status?: number } | null;
  };
  return { body: result.data, status: result.init?.status ?? 200 };
}

describe('the home page’s newsletter action', () => {
  it('subscribes the address with the shop’s API for the visitor', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { subscribed: true }));
    expect(await post(' Asha@Example.in ')).toEqual({ status: 201, body: { ok: true } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('http://127.0.0.1:8044/api/v1/newsletter');
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'asha@example.in' });
    expect((init!.headers as Record<string, string>)['X-Forwarded-For']).toBe('203.0.113.9');
  });

  it('refuses an address that is not one, and tells the API’s limit', async () => {
    expect(await post('asha@')).toEqual({
      status: 400,
      body: {
        ok: false,
        email: 'asha@',
        error: 'Please enter a valid e-mail address',
        status: 400,
      },
    });
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(
      jsonResponse(429, {
        error: 'This e-mail address was signed up too often. Please try again in 5 minutes.',
      }),
    );
    expect((await post('asha@example.in')).body).toMatchObject({
      ok: false,
      error: 'This e-mail address was signed up too often. Please try again in 5 minutes.',
    });
  });
});
