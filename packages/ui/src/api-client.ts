/**
 * What every call to the API does, whoever makes it: the storefront's client (a bearer token, the
 * store's host, also on the server) and the back office's (a same-origin session cookie) build
 * their requests differently and read them the same way.
 */

/** A failed API call: `status` 0 means no answer arrived. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The API's `error` field, when it sent one. */
    readonly serverMessage?: string,
    /** The API's whole answer, if any (a refused import's report, say). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined;

/** Only non-empty values are sent: an empty filter means "any". */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What a client reads of an answer: a fetch Response has it, and so has the web server's own. */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

/**
 * Sends a request: a failure to get any answer becomes an ApiError of status 0 with
 * `noAnswerMessage`, unless the caller gave up on it (an aborted request stays an abort).
 */
export async function reach<R>(
  send: () => Promise<R>,
  signal: AbortSignal | undefined,
  noAnswerMessage: string,
): Promise<R> {
  try {
    return await send();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(noAnswerMessage, 0);
  }
}

/** An answer's JSON: nothing for 204, nor for a body that is not JSON (a proxy's error page). */
export async function readBody(answer: ApiAnswer): Promise<unknown> {
  return answer.status === 204 ? undefined : answer.json().catch(() => undefined);
}

/** A refusal as an ApiError: the API's `{ error }` text for a person, else `fallbackMessage`. */
export function refusal(status: number, body: unknown, fallbackMessage: string): ApiError {
  const serverMessage =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : undefined;
  return new ApiError(serverMessage ?? fallbackMessage, status, serverMessage, body);
}
