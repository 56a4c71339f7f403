import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/** Connects to the API; answers the socket, what it received, and when it closed. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  socket.on('error', () => {});
  const openedAt = performance.now();
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => resolve(performance.now() - openedAt)),
  );
  return { socket, closed, received: () => received };
}

describe('the API’s HTTP server', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      config: {
        HTTP_HEADERS_TIMEOUT_MS: 500,
        // Also each socket's idle timeout (app.ts): well past the headers' timeout, which is
        // checked every 500 ms, so the 408 is sent before an idle socket is dropped without one
        // (at 1,000 ms the two raced, and the socket was once dropped first).
        HTTP_REQUEST_TIMEOUT_MS: 2_000,
        HTTP_KEEP_ALIVE_TIMEOUT_MS: 300,
        HTTP_MAX_CONNECTIONS: 4,
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('disconnects a client that never finishes its headers', async () => {
    const client = connect(port);
    client.socket.write('GET /api/v1/health/live HTTP/1.1\r\nHost: localhost\r\n');
    const after = await client.closed;
    expect(after).toBeLessThan(3_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('disconnects a client that sends its body too slowly', async () => {
    const client = connect(port);
    client.socket.write(
      'POST /api/v1/users/authorize HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    const drip = setInterval(() => client.socket.write('{'), 100);
    const after = await client.closed;
    clearInterval(drip);
    expect(after).toBeLessThan(4_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes an idle keep-alive connection', async () => {
    const client = connect(port);
    client.socket.write('GET /api/v1/health/live HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const after = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(after).toBeLessThan(2_000);
  });

  it('answers a request whose own work takes longer than the request time-out', async () => {
    // The embedded database serves one transaction at a time: a listing waits behind this one.
    let release: () => void = () => {};
    const held = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((resolve) => (release = resolve));
    });
    const answer = fetch(`http://127.0.0.1:${port}/api/v1/products?limit=1`).then(
      (response) => response.status,
      (error: unknown) => error,
    );
    // Past the 2 s a client may take to send, and past the socket's idle time-out.
    const waited = setTimeout(() => release(), 3_000);
    try {
      expect(await answer).toBe(200);
    } finally {
      clearTimeout(waited);
      release();
      await held;
    }
  });

  it('refuses connections past its cap', async () => {
    const held = Array.from({ length: 4 }, () => connect(port));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const extra = connect(port);
    const closedAfter = await extra.closed;
    expect(closedAfter).toBeLessThan(400);
    expect(extra.received()).toBe('');
    for (const client of held) client.socket.destroy();
  });
});
