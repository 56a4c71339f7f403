import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '~/test/component-test';
import { unsubscribeAction } from './unsubscribe.server';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('~/lib/api-fetch.server', () => ({ apiFetch: fetchMock }));
afterEach(() => fetchMock.mockReset());

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eA';

async function post(token: string) {
  const request = new Request('http://localhost:3000/unsubscribe', {
    method: 'POST',
    body: new URLSearchParams({ token }),
  });
  const result = (await unsubscribeAction({ request })) as unknown as {
    data: Record<string, unknown>;
    init: { status?: number } | null;
  };
  return { body: result.data, status: result.init?.status ?? 200 };
}

describe('the unsubscribe page’s action', () => {
  it('unsubscribes with the link’s token, no sign-in', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { email: 'asha@example.in', status: 'unsubscribed' }),
    );
    expect(await post(TOKEN)).toEqual({
      status: 200,
      body: { ok: true, email: 'asha@example.in' },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`http://127.0.0.1:8044/api/v1/newsletter/unsubscribe/${TOKEN}`);
    expect(init!.method).toBe('POST');
  });

  it('says a link that names nobody is not valid, asking the API only for a well-formed one', async () => {
    const invalid = {
      status: 404,
      body: {
        ok: false,
        reason: 'invalid',
        message: 'This unsubscribe link is not valid. Please use the link in our latest e-mail.',
      },
    };
    expect(await post('../../admin')).toEqual(invalid);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(jsonResponse(404, { error: 'not found' }));
    expect(await post(TOKEN)).toEqual(invalid);
  });
});
