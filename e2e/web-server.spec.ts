import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { API, startWebServer } from './support';

// A second web server from the same build, with small limits and behind a (pretend) proxy.
const LIMITS = {
  HTTP_HEADERS_TIMEOUT_MS: 1000,
  HTTP_REQUEST_TIMEOUT_MS: 2000,
  HTTP_KEEP_ALIVE_TIMEOUT_MS: 500,
  HTTP_MAX_CONNECTIONS: 3,
};
/** How late Node may notice a connection past its limit: it looks once a second. */
const CHECK_SLACK_MS = 1000 + 750;
const HSTS = 'max-age=31536000; includeSubDomains';

test.describe.configure({ mode: 'serial' });
let server: ChildProcess;
let port = 0;

test.beforeAll(async () => {
  ({ port, server } = await startWebServer({
    ...Object.fromEntries(Object.entries(LIMITS).map(([name, value]) => [name, String(value)])),
    TRUST_PROXY: 'true',
    API_INTERNAL_URL: API,
    PUBLIC_API_URL: API,
  }));
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('HSTS is sent only to a browser that came over https, as a trusted proxy reports', async ({
  baseURL,
}) => {
  const secure = { 'X-Forwarded-Proto': 'https' };
  expect((await head(`http://localhost:${port}/`, secure))['strict-transport-security']).toBe(HSTS);
  expect((await head(`http://localhost:${port}/`))['strict-transport-security']).toBeUndefined();
  // The e2e server trusts no proxy (TRUST_PROXY unset): anyone could send that header.
  expect((await head(`${baseURL}/`, secure))['strict-transport-security']).toBeUndefined();
});

test('a client that never finishes its headers is cut off after the headers timeout', async () => {
  const socket = await connect();
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
  // A header line now and then, never the blank line that ends them.
  const trickle = setInterval(() => socket.write('X-Slow: yes\r\n'), 200);
  const elapsed = await closedWithin(socket, 10_000);
  clearInterval(trickle);
  expect(elapsed).toBeLessThan(LIMITS.HTTP_HEADERS_TIMEOUT_MS + CHECK_SLACK_MS);
});

test('a body slower than the request timeout is cut off', async () => {
  const socket = await connect();
  socket.write(
    'POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n',
  );
  // One byte every 200 ms would take more than three minutes.
  const trickle = setInterval(() => socket.write('x'), 200);
  const elapsed = await closedWithin(socket, 10_000);
  clearInterval(trickle);
  expect(elapsed).toBeLessThan(LIMITS.HTTP_REQUEST_TIMEOUT_MS + CHECK_SLACK_MS);
});

test('an idle kept-alive connection is closed after the keep-alive timeout', async () => {
  const socket = await connect();
  socket.write('GET /favicon.svg HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await new Promise((resolve) => socket.once('data', resolve));
  const elapsed = await closedWithin(socket, 10_000);
  expect(elapsed).toBeLessThan(LIMITS.HTTP_KEEP_ALIVE_TIMEOUT_MS + CHECK_SLACK_MS);
});

test('connections past the cap are dropped', async () => {
  const held = await Promise.all(Array.from({ length: LIMITS.HTTP_MAX_CONNECTIONS }, connect));
  // Dropped: reset before the handshake is seen (ECONNRESET), or closed just after it.
  const extra = await connect().catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNRESET') return null;
    throw error;
  });
  if (extra) expect(await closedWithin(extra, 500)).toBeLessThan(500);
  for (const socket of held) socket.destroy();
  // Once they are gone, the server answers again (it may reset a try or two until it has counted
  // them gone).
  await expect
    .poll(async () => {
      const answer = await head(`http://localhost:${port}/favicon.svg`).catch(
        (error: NodeJS.ErrnoException) => ({ ':status': error.code }),
      );
      return answer[':status'];
    })
    .toBe('200');
});

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Milliseconds until the server closes `socket`; fails after `limit`. */
function closedWithin(socket: net.Socket, limit: number): Promise<number> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the connection was still open after ${limit} ms`));
    }, limit);
    socket.resume(); // read (and drop) whatever the server answers
    socket.on('error', () => {}); // a reset is a close too
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - start);
    });
  });
}

/** The response headers of a GET over a fresh connection, with its status as ':status'. */
function head(url: string, headers: Record<string, string> = {}) {
  return new Promise<Record<string, string | undefined>>((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        response.resume();
        resolve({
          ...(response.headers as Record<string, string | undefined>),
          ':status': String(response.statusCode),
        });
      })
      .on('error', reject);
  });
}
