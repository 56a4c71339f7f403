import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** An answer of the API as `fetch` gives it. */
export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * For a component test file that talks to the API: stubs `fetch` (reset before each test), runs
 * the clock fake so toasts can time out, and unmounts after each test. Returns the `fetch` mock.
 */
export function stubApiForComponentTests() {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockReset();
  });
  afterEach(() => {
    cleanup();
    act(() => vi.runOnlyPendingTimers()); // toasts time out
    vi.useRealTimers();
  });
  return fetchMock;
}
