import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAddressContext } from '~/lib/api.server';
import { jsonResponse } from '~/test/component-test';
import { grievanceAction } from './grievance.server';

// Loaders and actions reach the API through node:http (api-fetch.server.ts), not global fetch.
const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('~/lib/api-fetch.server', () => ({ apiFetch: fetchMock }));
afterEach(() => fetchMock.mockReset());

const complaint = {
  intent: 'file',
  name: ' Asha Verma ',
  contact: 'asha@example.in',
  orderId: '',
  message: 'The mount is bent.',
};

/** The page's action for a form posted from `peer` (server.js's load context). */
async function post(
  fields: Record<string, string>,
  { peer = '203.0.113.7', forwardedFor }: { peer?: string | null; forwardedFor?: string } = {},
) {
  const request = new Request('http://localhost:3000/grievance-redressal', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  const context = new RouterContextProvider(new Map([[clientAddressContext, peer]]));
  const result = (await grievanceAction({ request, context })) as unknown as {
    data: Record<string, unknown>;
    init: { status?: number } | null;
  };
  return { body: result.data, status: result.init?.status ?? 200 };
}

const sent = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index]!;
  const headers = init!.headers as Record<string, string>;
  return { url: String(url), init: init!, headers };
};

describe('the grievance page’s action', () => {
  it('files the complaint with the API for the visitor, naming their address', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ticket: 'GRV-7K3M9Q2X' }));
    const answer = await post(complaint);
    expect(answer).toEqual({
      status: 201,
      body: {
        intent: 'file',
        ok: true,
        ticket: 'GRV-7K3M9Q2X',
        contact: 'asha@example.in',
        emailed: true,
      },
    });
    const { url, init, headers } = sent();
    expect(url).toBe('http://127.0.0.1:8044/api/v1/grievances');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Asha Verma',
      contact: 'asha@example.in',
      message: 'The mount is bent.',
    });
    expect(headers['X-Store-Host']).toBe('localhost');
    // The visitor's address as server.js worked it out (by its TRUST_PROXY).
    expect(headers['X-Forwarded-For']).toBe('203.0.113.7');
  });

  it('passes on no X-Forwarded-For of the visitor’s own: it could name anyone', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(201, { ticket: 'GRV-7K3M9Q2X' }));
    await post(complaint, { forwardedFor: '198.51.100.1, 198.51.100.2' });
    expect(sent().headers['X-Forwarded-For']).toBe('203.0.113.7');
    await post(complaint, { peer: null, forwardedFor: '198.51.100.1' });
    expect(sent(1).headers['X-Forwarded-For']).toBeUndefined();
  });

  it('names no address it does not know', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ticket: 'GRV-7K3M9Q2X' }));
    await post({ ...complaint, contact: '98450 12345' }, { peer: null });
    expect(sent().headers['X-Forwarded-For']).toBeUndefined();
  });

  it('sends back what it refuses with the fields as typed, without calling the API', async () => {
    const answer = await post({ ...complaint, name: '  ', contact: '12345' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      intent: 'file',
      ok: false,
      values: { name: '  ', contact: '12345', orderId: '', message: 'The mount is bent.' },
      fieldErrors: {
        name: 'Please enter your name',
        contact:
          'Please enter an e-mail address, or a 10-digit Indian mobile number like 98450 12345',
      },
      formError: null,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('passes on the API’s refusals: a field it names, too many complaints, no answer', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { error: 'message: Complaint must be at most 5000 characters' }),
    );
    expect((await post(complaint)).body).toMatchObject({
      fieldErrors: { message: 'Complaint must be at most 5000 characters' },
      formError: null,
    });
    const tooMany =
      'Too many complaints were filed from your network. Please try again in 42 minutes.';
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { error: tooMany }));
    expect(await post(complaint)).toMatchObject({ status: 429, body: { formError: tooMany } });
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await post(complaint)).toMatchObject({
      status: 503,
      body: {
        formError: 'Your complaint could not be sent just now. Please try again in a moment.',
      },
    });
  });

  it('looks a complaint up, and answers one not found with its own message', async () => {
    const status = { ticket: 'GRV-7K3M9Q2X', status: 'open' };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, status));
    const found = await post({
      intent: 'lookup',
      ticket: ' grv-7k3m9q2x ',
      contact: 'asha@example.in',
    });
    expect(found).toEqual({
      status: 200,
      body: { intent: 'lookup', ok: true, grievance: status, contact: 'asha@example.in' },
    });
    expect(sent().url).toBe(
      'http://127.0.0.1:8044/api/v1/grievances/grv-7k3m9q2x?contact=asha%40example.in',
    );
    expect(sent().headers['X-Forwarded-For']).toBe('203.0.113.7');

    fetchMock.mockResolvedValueOnce(jsonResponse(404, { error: 'Grievance not found' }));
    expect(
      await post({ intent: 'lookup', ticket: 'GRV-ZZZZZZZZ', contact: 'x@example.in' }),
    ).toMatchObject({
      status: 404,
      body: {
        formError:
          'We found no complaint with this ticket number and e-mail or phone. Please check both and try again.',
      },
    });
    expect(await post({ intent: 'lookup', ticket: '', contact: '' })).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          ticket: 'Please enter your ticket number',
          contact: 'Please enter the e-mail address or phone number you gave',
        },
      },
    });
  });

  it('refuses a form that is not the page’s', async () => {
    await expect(post({ intent: 'something-else' })).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});
