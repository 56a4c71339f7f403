import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession } from '~/features/auth';
import { clearToasts } from '~/ui/toast';

// Route modules load lazily, and the first test of a file also transforms them: on a busy
// two-core machine that can pass the default one second of findBy*.
configure({ asyncUtilTimeout: 5000 });

/** An answer of the API as `fetch` gives it. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

/** A JSON body as its value; any other text (a CSV upload) as it is. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface ApiCall {
  method: string;
  /** The path under /api/v1/admin, without the query: "/orders". */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * An answer: a Response as it is, or a body sent with status 200; or a function of the call that
 * answers one of those.
 */
type Answer = Response | object | string | number | boolean | null;
export type ApiRoutes = Record<string, Answer | ((call: ApiCall) => Answer | Promise<Answer>)>;

/**
 * Stubs `fetch` with the back office's API for a test file: `routes` maps "GET /orders" (method
 * and path under /api/v1/admin) to an answer. Unknown calls fail the test loudly with a 599.
 * Returns the mock and the list of calls, both reset before each test.
 */
export function stubAdminApi() {
  const calls: ApiCall[] = [];
  let routes: ApiRoutes = {};
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1\/admin/, '');
    const call: ApiCall = {
      method,
      path,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? parseBody(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    if (route === undefined) return jsonResponse(599, { error: `No stub for ${method} ${path}` });
    const answer = typeof route === 'function' ? await route(call) : route;
    return answer instanceof Response ? answer : jsonResponse(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
  window.scrollTo = () => {};
  beforeEach(() => {
    calls.length = 0;
    routes = {};
    fetchMock.mockClear();
  });
  afterEach(() => {
    cleanup();
    clearSession();
    clearToasts();
  });
  return {
    fetchMock,
    calls,
    /** Sets the answers for this test (added to those already set). */
    respond(more: ApiRoutes) {
      routes = { ...routes, ...more };
    },
  };
}

/**
 * For a test file whose page downloads files: what the page handed the browser to save, by name
 * (jsdom has neither object URLs nor downloads). Reset before each test.
 */
export function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  beforeEach(() => {
    saved.length = 0;
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:http://localhost/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return saved;
}
