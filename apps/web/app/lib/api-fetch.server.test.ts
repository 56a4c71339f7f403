// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFetch } from './api-fetch.server';

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server that drops every connection at its second request, as one timing out would. */
async function startServer() {
  const requestsBySocket = new Map<unknown, number>();
  let answered = 0;
  server = http.createServer((request, response) => {
    const count = (requestsBySocket.get(request.socket) ?? 0) + 1;
    requestsBySocket.set(request.socket, count);
    if (count > 1) {
      request.socket.destroy();
      return;
    }
    answered += 1;
    response.setHeader('x-store-version', '7');
    response.end(JSON.stringify({ path: request.url }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, answered: () => answered };
}

describe('apiFetch', () => {
  it('answers status, headers and JSON', async () => {
    const { base } = await startServer();
    const response = await apiFetch(`${base}/products`, { method: 'GET', headers: {} });
    expect(response.ok).toBe(true);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Store-Version')).toBe('7');
    expect(await response.json()).toEqual({ path: '/products' });
  });

  it('sends a GET again when a kept-alive connection closes under it', async () => {
    const { base, answered } = await startServer();
    await apiFetch(`${base}/first`, { method: 'GET', headers: {} });
    // The next request goes out on the kept-alive connection, which the server drops.
    const response = await apiFetch(`${base}/second`, { method: 'GET', headers: {} });
    expect(await response.json()).toEqual({ path: '/second' });
    expect(answered()).toBe(2);
  });

  it('sends one GET for the same request asked for while it is on its way', async () => {
    const { base, answered } = await startServer();
    const get = (storeHost: string) =>
      apiFetch(`${base}/storeInfo`, { method: 'GET', headers: { 'X-Store-Host': storeHost } });
    const answers = await Promise.all([get('a.test'), get('a.test'), get('b.test')]);
    expect(answered()).toBe(2);
    expect(await answers[0]!.json()).toBe(await answers[1]!.json());
    // Asked again once answered: sent again.
    await get('a.test');
    expect(answered()).toBe(3);
  });

  it('does not send anything else again', async () => {
    const { base } = await startServer();
    await apiFetch(`${base}/first`, { method: 'GET', headers: {} });
    await expect(
      apiFetch(`${base}/orders`, { method: 'POST', headers: {}, body: '{}' }),
    ).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
