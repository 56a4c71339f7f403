import {
  type ApiAnswer,
  ApiError,
  type QueryValue,
  queryString,
  reach,
  readBody,
  refusal,
} from '@storefront/ui/api-client';

export { ApiError, type QueryValue, queryString };

/** What the client reads of an answer: a fetch Response has it, and so has the server's own. */
export interface ApiResponse extends ApiAnswer {
  headers: Pick<Headers, 'get'>;
  /** A file's bytes: fetch's Response has it (the browser's downloads); the server's need not. */
  blob?(): Promise<Blob>;
}

/** How the client sends a request: fetch by default. */
export type ApiFetch = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    /** JSON text, or a file's bytes (a return's photo) sent as its own type. */
    body?: string | Blob;
    credentials?: RequestCredentials;
    signal?: AbortSignal;
  },
) => Promise<ApiResponse>;

export interface ApiClientOptions {
  /** Ends with /api/v1, no trailing slash. */
  baseUrl: string;
  /** Names the store (spec-decisions.md: the browser cannot set Host). */
  storeHost: string;
  getToken?: () => string | null;
  /** Called when the API answers 401 (spec section 4: any 401 signs the user out). */
  onUnauthorized?: () => void;
  fetch?: ApiFetch;
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Sent as JSON; a Blob (a file) goes as its bytes with its own type. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch;

  async function request<T>(
    method: string,
    path: string,
    init: RequestOptions = {},
    /** What a successful answer holds: JSON, or a file (a PDF) read as a Blob. */
    expect: 'json' | 'blob' = 'json',
  ): Promise<{ body: T; headers: Pick<Headers, 'get'> }> {
    const headers: Record<string, string> = {
      Accept: expect === 'json' ? 'application/json' : '*/*',
      'X-Store-Host': options.storeHost,
      ...init.headers,
    };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const file = init.body instanceof Blob ? init.body : null;
    if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
    else if (init.body !== undefined) headers['Content-Type'] = 'application/json';

    const response = await reach(
      () =>
        doFetch(options.baseUrl + path + queryString(init.query), {
          method,
          headers,
          body: file ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
          credentials: 'include',
          signal: init.signal,
        }),
      init.signal,
      'No response from server. Please try again later.',
    );

    if (response.ok && expect === 'blob' && response.blob) {
      return { body: (await response.blob()) as T, headers: response.headers };
    }
    const body = await readBody(response);
    if (response.ok) return { body: body as T, headers: response.headers };

    if (response.status === 401) options.onUnauthorized?.();
    throw refusal(response.status, body, `Request failed with status ${response.status}`);
  }

  return {
    get: async <T>(path: string, init?: Omit<RequestOptions, 'body'>) =>
      (await request<T>('GET', path, init)).body,
    /** GET, answering the response's headers (its Link, say) with the body. */
    getWithHeaders: <T>(path: string, init?: Omit<RequestOptions, 'body'>) =>
      request<T>('GET', path, init),
    post: async <T>(path: string, body?: unknown, init?: RequestOptions) =>
      (await request<T>('POST', path, { ...init, body })).body,
    /** POST of a file (a photo): its bytes as the body, its type as the Content-Type. */
    postFile: async <T>(path: string, file: Blob, init?: Omit<RequestOptions, 'body'>) =>
      (await request<T>('POST', path, { ...init, body: file })).body,
    put: async <T>(path: string, body?: unknown, init?: RequestOptions) =>
      (await request<T>('PUT', path, { ...init, body })).body,
    /** GET of a file (an invoice's PDF), with the bearer token as every call has it. */
    getBlob: async (path: string, init?: Omit<RequestOptions, 'body'>) =>
      (await request<Blob>('GET', path, init, 'blob')).body,
  };
}
