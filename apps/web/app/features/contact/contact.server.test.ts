import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAddressContext } from '~/lib/api.server';
import { jsonResponse } from '~/test/component-test';
import { contactAction } from './contact.server';

// Loaders and actions reach the API through node:http (api-fetch.server.ts), not global fetch.
const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('~/lib/api-fetch.server', () => ({ apiFetch: fetchMock }));
afterEach(() => fetchMock.mockReset());

const message = {
  name: ' Asha Verma ',
  email: 'Asha@Example.in',
  subject: 'Wall mount size',
  message: 'Will it fit a 55" TV?',
};

/** The contact page's action for a form posted from `peer` (server.js's load context). */
async function post(fields: Record<string, string>, peer: string | null = '203.0.113.7') {
  const request = new Request('http://localhost:3000/contact', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const context = new RouterContextProvider(new Map([[clientAddressContext, peer]]));
  const result = (await contactAction({ request, context })) as unknown as {
    data: Record<string, unknown>;
    init: { status?: number } | null;
  };
  return { body: result.data, status: result.init?.status ?? 200 };
}

describe('the contact page’s action', () => {
  it('sends the message to the shop’s API for the visitor, naming their address', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { received: true }));
    expect(await post(message)).toEqual({ status: 201, body: { ok: true } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('http://127.0.0.1:8044/api/v1/contact');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      subject: 'Wall mount size',
      message: 'Will it fit a 55" TV?',
    });
    expect((init!.headers as Record<string, string>)['X-Forwarded-For']).toBe('203.0.113.7');
  });

  it('sends nothing the contract refuses, and names the fields', async () => {
    const answer = await post({ ...message, name: '', email: 'asha@' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      values: { ...message, name: '', email: 'asha@' },
      fieldErrors: { name: 'Please enter your name', email: 'Please enter a valid e-mail address' },
      formError: null,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells the API’s limit as it is, and an outage in its own words', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, {
        error: 'Too many messages were sent from your network. Please try again in 9 minutes.',
      }),
    );
    expect(await post(message)).toMatchObject({
      status: 429,
      body: {
        ok: false,
        formError: 'Too many messages were sent from your network. Please try again in 9 minutes.',
      },
    });
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await post(message)).toMatchObject({
      status: 503,
      body: {
        ok: false,
        formError: 'Your message could not be sent just now. Please try again in a moment.',
      },
    });
  });
});
