import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '~/test/component-test';
import { ApiError, createApiClient, queryString } from './api-client';

describe('queryString', () => {
  it('sends only non-empty values', () => {
    expect(queryString({ page: 1, limit: 12, category: '', gender: undefined, filter: null })).toBe(
      '?page=1&limit=12',
    );
    expect(queryString({})).toBe('');
  });

  it('encodes values', () => {
    expect(queryString({ category: 'tv & video accessories' })).toBe(
      '?category=tv+%26+video+accessories',
    );
  });
});

describe('createApiClient', () => {
  it('sends the store host, the bearer token and JSON, with credentials', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
    const api = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      storeHost: 'shop.test',
      getToken: () => 'secret-token',
      fetch: fetchMock,
    });
    await api.post('/orders', { a: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/v1/orders');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      'X-Store-Host': 'shop.test',
      Authorization: 'Bearer secret-token',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe('{"a":1}');
  });

  it('raises the server’s error text with its status', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      storeHost: 'shop.test',
      fetch: async () => jsonResponse(404, { error: 'Product not found' }),
    });
    await expect(api.get('/products/x')).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Product not found',
      message: 'Product not found',
    });
  });

  it('reads a file as a Blob with the bearer token, and a refusal as the server’s error', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const fetchMock = vi.fn(
      async () => new Response(pdf, { headers: { 'content-type': 'application/pdf' } }),
    );
    const api = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      storeHost: 'shop.test',
      getToken: () => 'secret-token',
      fetch: fetchMock,
    });
    const file = await api.getBlob('/orders/7HK2MQ9X0A/invoice');
    expect(file.type).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer secret-token' });

    const refusing = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      storeHost: 'shop.test',
      fetch: async () => jsonResponse(404, { error: 'Invoice not found' }),
    });
    await expect(refusing.getBlob('/orders/x/invoice')).rejects.toMatchObject({
      status: 404,
      message: 'Invoice not found',
    });
  });

  it('posts a file as its bytes and type, with the bearer token', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { photos: ['/a.webp'] }));
    const api = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      storeHost: 'shop.test',
      getToken: () => 'secret-token',
      fetch: fetchMock,
    });
    const photo = new File(['x'], 'a.png', { type: 'image/png' });
    expect(await api.postFile('/orders/7HK2MQ9X0A/returns/5/photos', photo)).toEqual({
      photos: ['/a.webp'],
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/v1/orders/7HK2MQ9X0A/returns/5/photos');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(photo);
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer secret-token',
      'Content-Type': 'image/png',
    });
  });

  it('answers the headers with the body when asked', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      storeHost: 'shop.test',
      fetch: async () => jsonResponse(200, [1], { Link: '</api/v1/orders?before=x>; rel="next"' }),
    });
    const { body, headers } = await api.getWithHeaders<number[]>('/orders');
    expect(body).toEqual([1]);
    expect(headers.get('link')).toBe('</api/v1/orders?before=x>; rel="next"');
    expect(await api.get('/orders')).toEqual([1]);
  });

  it('calls onUnauthorized on a 401', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      storeHost: 'shop.test',
      onUnauthorized,
      fetch: async () => jsonResponse(401, { error: 'Sign in again' }),
    });
    await expect(api.get('/accountInfo')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports status 0 when no response arrives', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      storeHost: 'shop.test',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(api.get('/storeInfo')).rejects.toMatchObject({
      status: 0,
      message: 'No response from server. Please try again later.',
    });
  });
});
