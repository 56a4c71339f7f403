import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { parseTrustProxy } from '@storefront/cluster';
import express from 'express';
import { describe, expect, it, type TestContext } from 'vitest';
import { createHttpServer, httpLimits } from './http-server.js';

/** Small limits, set as a shop would set them: by their environment variables. */
const ENV: Record<string, string> = {
  HTTP_HEADERS_TIMEOUT_MS: '1000',
  HTTP_REQUEST_TIMEOUT_MS: '2000',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '500',
  HTTP_MAX_CONNECTIONS: '3',
};
const LIMITS = httpLimits((name, fallback) => (ENV[name] ? Number(ENV[name]) : fallback));
/** How late Node may notice a connection past its limit: it looks once a second. */
const CHECK_SLACK_MS = 1000 + 750;
const HSTS = 'max-age=31536000; includeSubDomains';

/** TRUST_PROXY as server.js reads it and Express compiles it. */
function trustOf(setting: string | undefined) {
  const parsed = parseTrustProxy(setting);
  if (typeof parsed === 'object' && !Array.isArray(parsed)) throw new Error(parsed.error);
  const app = express();
  app.set('trust proxy', parsed);
  return app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
}

/**
 * The web server's HTTP server with those limits, behind a proxy as TRUST_PROXY says, answering
 * every request (its body read whole, as the app reads a form) with "ok", for the test `context`;
 * answers its port.
 */
async function start(context: TestContext, trustProxy: string | undefined) {
  const server = createHttpServer(
    { limits: LIMITS, trustProxy: trustOf(trustProxy) },
    (request, response) => {
      request.resume();
      request.on('end', () => response.end('ok'));
    },
  );
  context.onTestFinished(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function connect(port: number): Promise<net.Socket> {
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

// Each test has a server of its own: they wait side by side.
describe.concurrent('the web server’s HTTP server', () => {
  it('reads its limits from HTTP_*_MS and HTTP_MAX_CONNECTIONS, else the defaults', () => {
    expect(LIMITS).toEqual({
      headersTimeout: 1000,
      requestTimeout: 2000,
      keepAliveTimeout: 500,
      maxConnections: 3,
    });
    expect(httpLimits((_name, fallback) => fallback)).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      maxConnections: 10_000,
    });
  });

  it('sends HSTS only to a browser that came over https, as a trusted proxy reports', async (context) => {
    const secure = { 'X-Forwarded-Proto': 'https' };
    const behindProxy = await start(context, 'true');
    expect(
      (await head(`http://127.0.0.1:${behindProxy}/`, secure))['strict-transport-security'],
    ).toBe(HSTS);
    expect(
      (await head(`http://127.0.0.1:${behindProxy}/`))['strict-transport-security'],
    ).toBeUndefined();
    // TRUST_PROXY unset: anyone could send that header.
    const trustingNobody = await start(context, undefined);
    expect(
      (await head(`http://127.0.0.1:${trustingNobody}/`, secure))['strict-transport-security'],
    ).toBeUndefined();
  });

  it('cuts off a client that never finishes its headers after the headers timeout', async (context) => {
    const socket = await connect(await start(context, 'true'));
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    // A header line now and then, never the blank line that ends them.
    const trickle = setInterval(() => socket.write('X-Slow: yes\r\n'), 200);
    const elapsed = await closedWithin(socket, 10_000).finally(() => clearInterval(trickle));
    expect(elapsed).toBeLessThan(LIMITS.headersTimeout + CHECK_SLACK_MS);
  });

  it('cuts off a body slower than the request timeout', async (context) => {
    const socket = await connect(await start(context, 'true'));
    socket.write(
      'POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n',
    );
    // One byte every 200 ms would take more than three minutes.
    const trickle = setInterval(() => socket.write('x'), 200);
    const elapsed = await closedWithin(socket, 10_000).finally(() => clearInterval(trickle));
    expect(elapsed).toBeLessThan(LIMITS.requestTimeout + CHECK_SLACK_MS);
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async (context) => {
    const socket = await connect(await start(context, 'true'));
    socket.write('GET /favicon.svg HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => socket.once('data', resolve));
    const elapsed = await closedWithin(socket, 10_000);
    expect(elapsed).toBeLessThan(LIMITS.keepAliveTimeout + CHECK_SLACK_MS);
  });

  it('drops connections past the cap, and answers again once they are gone', async (context) => {
    const port = await start(context, 'true');
    const held = await Promise.all(
      Array.from({ length: LIMITS.maxConnections }, () => connect(port)),
    );
    // Dropped: reset before the handshake is seen (ECONNRESET), or closed just after it.
    const extra = await connect(port).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET') return null;
      throw error;
    });
    if (extra) expect(await closedWithin(extra, 500)).toBeLessThan(500);
    for (const socket of held) socket.destroy();
    // It may reset a try or two until it has counted them gone.
    await expect
      .poll(async () => {
        const answer = await head(`http://127.0.0.1:${port}/favicon.svg`).catch(
          (error: NodeJS.ErrnoException) => ({ ':status': error.code }),
        );
        return answer[':status'];
      })
      .toBe('200');
  });
});
