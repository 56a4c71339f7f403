import { describe, expect, it } from 'vitest';
import { ApiError, queryString, reach, readBody, refusal } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('queryString', () => {
  it('sends only non-empty values, encoded', () => {
    expect(queryString({ page: 1, status: 0, q: '', from: undefined, to: null })).toBe(
      '?page=1&status=0',
    );
    expect(queryString({ category: 'tv & video' })).toBe('?category=tv+%26+video');
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });
});

describe('reach', () => {
  it('answers what the request answered', async () => {
    const answer = json(200, { ok: true });
    await expect(reach(async () => answer, undefined, 'No answer')).resolves.toBe(answer);
  });

  it('tells no answer at all as status 0, in the words it is given', async () => {
    const failure = await reach(
      () => Promise.reject(new TypeError('Failed to fetch')),
      undefined,
      'No answer',
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, message: 'No answer' });
  });

  it('leaves a request the caller gave up on an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    await expect(reach(() => Promise.reject(abort), controller.signal, 'No answer')).rejects.toBe(
      abort,
    );
  });
});

describe('readBody', () => {
  it('reads JSON, and nothing from a 204 or an answer that is not JSON', async () => {
    expect(await readBody(json(200, [1]))).toEqual([1]);
    expect(await readBody(new Response(null, { status: 204 }))).toBeUndefined();
    expect(await readBody(new Response('<h1>Bad gateway</h1>', { status: 502 }))).toBeUndefined();
  });
});

describe('refusal', () => {
  it('carries the API’s error text, its status and its whole answer', () => {
    const body = { error: 'The file has errors.', errors: [{ line: 2 }] };
    expect(refusal(422, body, 'Failed')).toMatchObject({
      message: 'The file has errors.',
      status: 422,
      serverMessage: 'The file has errors.',
      body,
    });
  });

  it('falls back to the words it is given when the answer has no error text', () => {
    const error = refusal(502, undefined, 'Request failed with status 502');
    expect(error).toMatchObject({ message: 'Request failed with status 502', status: 502 });
    expect(error.serverMessage).toBeUndefined();
    expect(refusal(500, { error: 42 }, 'Failed').message).toBe('Failed');
  });
});
