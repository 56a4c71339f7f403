import http from 'node:http';
import https from 'node:https';
import type { ApiFetch, ApiResponse } from './api-client';

/** A call the API has not answered in this time fails (the page shows its fallbacks). */
const API_TIMEOUT_MS = 30_000;

const agentOptions: http.AgentOptions = { keepAlive: true, maxSockets: 256 };
const agents = {
  http: new http.Agent(agentOptions),
  https: new https.Agent(agentOptions),
};

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/** GETs on their way, by URL and headers. */
const inFlight = new Map<string, Promise<ApiResponse>>();

/**
 * A loader's call to the API, over kept-alive connections. Node's fetch spends about three times
 * the CPU on a call (web streams, a Response per answer): with up to three calls a page, that was
 * a tenth of a render. A GET asked for again while the same one is on its way (the same URL and
 * headers: store, version wanted) shares its answer, read and parsed once: concurrent renders of
 * the pages of a store ask for its information and its listings alike. The answer is no older
 * than one asked for afresh, having been sent at most one round trip earlier; callers must not
 * change the object they are given.
 */
export const apiFetch: ApiFetch = (url, init) => {
  if (init.method !== 'GET') return sendOnce(url, init);
  const key = `${url} ${JSON.stringify(init.headers)}`;
  let answer = inFlight.get(key);
  if (!answer) {
    answer = sendOnce(url, init).finally(() => inFlight.delete(key));
    inFlight.set(key, answer);
  }
  return answer;
};

const sendOnce: ApiFetch = (url, init) =>
  send(url, init).catch((error: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
    // The API may close a kept-alive connection just as a request goes out on it (its keep-alive
    // timeout): Node's documented remedy is to send an idempotent request again, here on a new
    // connection (another kept-alive one may be closing too).
    if (error.reusedSocket && error.code === 'ECONNRESET' && init.method === 'GET') {
      return send(url, init, false);
    }
    throw error;
  });

function send(url: string, init: Parameters<ApiFetch>[1], keepAlive = true): Promise<ApiResponse> {
  return new Promise<ApiResponse>((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const request = (secure ? https : http).request(
      target,
      {
        method: init.method,
        headers: init.headers,
        agent: keepAlive ? (secure ? agents.https : agents.http) : false,
        signal: init.signal,
        timeout: API_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          resolve({
            ok: status >= 200 && status < 300,
            status,
            headers: { get: (name) => headerValue(response.headers[name.toLowerCase()]) },
            json: async () => (parsed ??= JSON.parse(text) as unknown),
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('The API did not answer in time')));
    request.on('error', (error: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
      error.reusedSocket = request.reusedSocket;
      reject(error);
    });
    // The server's pages send JSON only; a file (a shopper's photo) goes from the browser.
    if (typeof init.body === 'object') {
      request.destroy(new Error('The server sends no files'));
      return;
    }
    request.end(init.body);
  });
}
