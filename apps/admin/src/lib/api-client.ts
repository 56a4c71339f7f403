import { adminMessages } from '@storefront/contract';
import {
  ApiError,
  type QueryValue,
  queryString,
  reach,
  readBody,
  refusal,
} from '@storefront/ui/api-client';

/** Every back-office endpoint lives under this path of the same origin as the app. */
export const API_BASE = '/api/v1/admin';

export const NO_RESPONSE_MESSAGE =
  'No response from the server. Check your connection and try again.';

export { ApiError, type QueryValue, queryString };

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Sends `body` (a string) as it is with this Content-Type ("text/csv"), instead of as JSON. */
  contentType?: string;
}

async function request<T>(
  method: string,
  path: string,
  init: RequestOptions = {},
  /** A file (a PDF, a CSV) instead of JSON: the answer's bytes and the name it gives them. */
  asFile = false,
): Promise<T> {
  // A string with its own type goes as it is (a CSV upload); anything else as JSON.
  const raw = typeof init.body === 'string' && init.contentType ? init.body : undefined;
  const response = await reach(
    () =>
      fetch(API_BASE + path + queryString(init.query), {
        method,
        headers:
          init.body === undefined
            ? { Accept: asFile ? '*/*' : 'application/json' }
            : {
                Accept: asFile ? '*/*' : 'application/json',
                'Content-Type': raw === undefined ? 'application/json' : init.contentType!,
              },
        body: init.body === undefined ? undefined : (raw ?? JSON.stringify(init.body)),
        // The session is an HttpOnly cookie of this origin; nothing else authenticates a call.
        credentials: 'same-origin',
        signal: init.signal,
      }),
    init.signal,
    NO_RESPONSE_MESSAGE,
  );
  if (response.ok && asFile) {
    const file: DownloadedFile = {
      blob: await response.blob(),
      fileName: attachmentName(response.headers.get('content-disposition')),
    };
    return file as T;
  }
  const body = await readBody(response);
  if (response.ok) return body as T;
  throw refusal(
    response.status,
    body,
    `The server answered ${response.status}. Try again in a moment.`,
  );
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the answer's Content-Disposition gives it; null when it gives none. */
  fileName: string | null;
}

/** `attachment; filename="CK-26-27-00001.pdf"` → "CK-26-27-00001.pdf". */
function attachmentName(header: string | null): string | null {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? null;
}

export const api = {
  get: <T>(path: string, init?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, init),
  /** GET of a file to download (an invoice's PDF, the accountant's CSV). */
  getFile: (path: string, init?: Omit<RequestOptions, 'body'>) =>
    request<DownloadedFile>('GET', path, init, true),
  post: <T>(path: string, body?: unknown, init?: RequestOptions) =>
    request<T>('POST', path, { ...init, body }),
  /** POST whose answer is a file to download (the packing table's PDFs). */
  postFile: (path: string, body: unknown, init?: RequestOptions) =>
    request<DownloadedFile>('POST', path, { ...init, body }, true),
  put: <T>(path: string, body: unknown, init?: RequestOptions) =>
    request<T>('PUT', path, { ...init, body }),
  patch: <T>(path: string, body: unknown, init?: RequestOptions) =>
    request<T>('PATCH', path, { ...init, body }),
  delete: <T = void>(path: string, body?: unknown, init?: RequestOptions) =>
    request<T>('DELETE', path, { ...init, body }),
};

/** The session ended or never began: the person must sign in again. */
export function isUnauthorized(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

/** The owner requires two-factor sign-in and this account has not set it up. */
export function isEnrolmentRequired(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.message === adminMessages.enrolmentRequired
  );
}

/** A message for a person, whatever failed. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Try again in a moment.';
}
