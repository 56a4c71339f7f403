import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` answered by this API's own routes through `inject()`: a client that speaks HTTP to a
 * page of this API (the Razorpay sandbox's) reaches it without a socket, from a request or a job,
 * and under tests that never listen. Only the URL's path and query are used.
 */
export function injectFetch(app: () => Pick<FastifyInstance, 'inject'>): typeof globalThis.fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app().inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    // The bytes as sent: a PDF is not text.
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  }) as typeof globalThis.fetch;
}
