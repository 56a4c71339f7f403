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

/**
 * A loader's call to the API, over kept-alive connections. Node's fetch spends about three times
 * the CPU on a call (web streams, a Response per answer): with up to three calls a page, that was
 * a tenth of a render.
 */
export const apiFetch: ApiFetch = (url, init) =>
  send(url, init).catch((error: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
    // The API may close a kept-alive connection just as a request goes out on it (its keep-alive
    // timeout): Node's documented remedy is to send an idempotent request again.
    if (error.reusedSocket && error.code === 'ECONNRESET' && init.method === 'GET') {
      return send(url, init);
    }
    throw error;
  });

function send(url: string, init: Parameters<ApiFetch>[1]): Promise<ApiResponse> {
  return new Promise<ApiResponse>((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const request = (secure ? https : http).request(
      target,
      {
        method: init.method,
        headers: init.headers,
        agent: secure ? agents.https : agents.http,
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
          resolve({
            ok: status >= 200 && status < 300,
            status,
            headers: { get: (name) => headerValue(response.headers[name.toLowerCase()]) },
            json: async () => JSON.parse(text) as unknown,
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('The API did not answer in time')));
    request.on('error', (error: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
      error.reusedSocket = request.reusedSocket;
      reject(error);
    });
    request.end(init.body);
  });
}
