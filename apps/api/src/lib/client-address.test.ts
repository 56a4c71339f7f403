import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  const app = Fastify();
  let trustProxy = false;
  app.get('/', async (request) => ({ address: clientAddress(request, trustProxy) }));
  afterAll(() => app.close());

  const from = async (remoteAddress: string, forwardedFor?: string) =>
    (
      await app.inject({
        url: '/',
        remoteAddress,
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      })
    ).json<{ address: string }>().address;

  it('believes the address the web server on this machine forwards for its visitor', async () => {
    expect(await from('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(await from('::1', '2001:db8::7')).toBe('2001:db8::7');
    // The web server appends the address it saw to what its visitor sent: only that one counts.
    expect(await from('127.0.0.1', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    // Hops on this machine (a proxy in front of the web server) are skipped.
    expect(await from('::ffff:127.0.0.1', '203.0.113.7, 127.0.0.1')).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from anywhere else, and a header that names no address', async () => {
    expect(await from('198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
    expect(await from('127.0.0.1')).toBe('127.0.0.1');
    expect(await from('127.0.0.1', 'not-an-address')).toBe('127.0.0.1');
    expect(await from('127.0.0.1', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('leaves the answer to Fastify behind a trusted proxy (TRUST_PROXY)', async () => {
    trustProxy = true;
    expect(await from('198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
    trustProxy = false;
  });
});
