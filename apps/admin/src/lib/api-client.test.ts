import { adminMessages } from '@storefront/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiError,
  isEnrolmentRequired,
  isUnauthorized,
  NO_RESPONSE_MESSAGE,
} from './api-client';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the API client', () => {
  it('sends JSON with the session cookie of this origin only', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await api.put('/store', { storeName: 'ChitraKart' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/store');
    expect(init).toMatchObject({
      method: 'PUT',
      credentials: 'same-origin',
      body: '{"storeName":"ChitraKart"}',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
  });

  it('downloads a file with the session cookie, named as the answer names it', async () => {
    fetchMock.mockResolvedValue(
      new Response('Invoice Number,Order\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="invoices-2026-11-lines.csv"',
        },
      }),
    );
    const file = await api.getFile('/invoices/export', {
      query: { month: '2026-11', format: 'lines' },
    });
    expect(file.fileName).toBe('invoices-2026-11-lines.csv');
    expect(await file.blob.text()).toBe('Invoice Number,Order\n');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/invoices/export?month=2026-11&format=lines');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });

    fetchMock.mockResolvedValue(json(404, { error: 'No invoice yet: the order has not shipped' }));
    const failure = await api.getFile('/orders/X/invoice').catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.message).toBe('No invoice yet: the order has not shipped');
  });

  it('leaves empty filters out of the query', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await api.get('/orders', { query: { status: 0, q: '', from: undefined, page: 2 } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/admin/orders?status=0&page=2');
  });

  it('reads the API’s { error } into the failure, with its status', async () => {
    fetchMock.mockResolvedValue(json(409, { error: 'The order was already shipped.' }));
    const failure = await api.post('/orders/X/status', { status: 2 }).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, message: 'The order was already shipped.' });
  });

  it('sends a string with its own Content-Type as it is, and keeps a refusal’s body', async () => {
    const report = { created: 0, updated: 0, errors: [{ line: 2, error: 'x' }], changes: [] };
    fetchMock.mockResolvedValue(json(422, { ...report, error: 'The file has errors.' }));
    const failure = await api
      .post<never>('/products/import', 'title\nCable\n', {
        query: { dryRun: false },
        contentType: 'text/csv',
      })
      .catch((error: ApiError) => error);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/products/import?dryRun=false');
    expect(init).toMatchObject({
      body: 'title\nCable\n',
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(failure).toMatchObject({ status: 422, message: 'The file has errors.' });
    expect(failure.body).toMatchObject(report);
  });

  it('answers 204 with nothing', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete('/session')).resolves.toBeUndefined();
  });

  it('says so when no answer arrived at all', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/session')).rejects.toMatchObject({
      status: 0,
      message: NO_RESPONSE_MESSAGE,
    });
  });

  it('tells a lost session and a required enrolment apart from other refusals', () => {
    expect(isUnauthorized(new ApiError('x', 401))).toBe(true);
    expect(isEnrolmentRequired(new ApiError(adminMessages.enrolmentRequired, 403))).toBe(true);
    expect(isEnrolmentRequired(new ApiError('Owners only', 403))).toBe(false);
  });
});
