import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  clientAddress,
  parseTrustProxy,
  proxyTrust,
  type TrustProxy,
  TRUST_PROXY_HELP,
} from './client-address';

/** An app trusting proxies as `setting` says (as buildApp does), answering both addresses. */
function appTrusting(setting: TrustProxy) {
  const trust = proxyTrust(setting);
  const app = Fastify({ trustProxy: setting === false ? false : trust });
  app.get('/', async (request) => ({ ip: request.ip, client: clientAddress(request, trust) }));
  return app;
}

describe('clientAddress', () => {
  const apps = new Map<string, ReturnType<typeof appTrusting>>();
  afterAll(() => Promise.all([...apps.values()].map((app) => app.close())));

  const from = async (setting: TrustProxy, remoteAddress: string, forwardedFor?: string) => {
    const key = JSON.stringify(setting);
    if (!apps.has(key)) apps.set(key, appTrusting(setting));
    const answer = await apps.get(key)!.inject({
      url: '/',
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    const { ip, client } = answer.json<{ ip: string; client: string }>();
    // Per-person limits other than grievances count request.ip: the same but for the web server.
    if (!remoteAddress.includes('127.0.0.1') && remoteAddress !== '::1') expect(client).toBe(ip);
    return client;
  };

  it('without a proxy, believes the address the web server on this machine forwards for its visitor', async () => {
    expect(await from(false, '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(await from(false, '::1', '2001:db8::7')).toBe('2001:db8::7');
    expect(await from(false, '::ffff:127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    // The web server names its visitor alone; anything before that is not the visitor's to say.
    expect(await from(false, '127.0.0.1', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('without a proxy, ignores X-Forwarded-For from anywhere else, and a header that names no address', async () => {
    expect(await from(false, '198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
    expect(await from(false, '127.0.0.1')).toBe('127.0.0.1');
    expect(await from(false, '127.0.0.1', 'not-an-address')).toBe('127.0.0.1');
    expect(await from(false, '127.0.0.1', '203.0.113.7, not-an-address')).toBe('127.0.0.1');
  });

  it('behind one proxy, takes the address it appended, never what the client wrote before it', async () => {
    expect(await from(1, '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(await from(1, '10.0.0.2', '127.0.0.1, 8.8.8.8')).toBe('8.8.8.8');
    expect(await from(1, '10.0.0.2', '198.51.100.1, 198.51.100.2, 203.0.113.7')).toBe(
      '203.0.113.7',
    );
    // No header: the proxy itself.
    expect(await from(1, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('behind a number of proxies, takes the address that many hops away', async () => {
    expect(await from(2, '10.0.0.2', '198.51.100.1, 203.0.113.7, 192.0.2.1')).toBe('203.0.113.7');
    expect(await from(3, '10.0.0.2', '198.51.100.1, 203.0.113.7, 192.0.2.1')).toBe('198.51.100.1');
    // Fewer addresses than hops: the furthest there is.
    expect(await from(3, '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('behind listed proxies, skips every listed address from the right and stops at the first other', async () => {
    const listed = ['10.0.0.0/24', '192.0.2.1', 'fd00::/8'];
    expect(await from(listed, '10.0.0.2', '198.51.100.1, 203.0.113.7, 192.0.2.1')).toBe(
      '203.0.113.7',
    );
    expect(await from(listed, 'fd00::5', '203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
    expect(await from(listed, '::ffff:10.0.0.2', '2001:db8::7')).toBe('2001:db8::7');
    // Not from a listed proxy: its X-Forwarded-For is not believed.
    expect(await from(listed, '198.51.100.50', '203.0.113.7')).toBe('198.51.100.50');
    // The web server on this machine, not listed, still names its visitor.
    expect(await from(listed, '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('parseTrustProxy', () => {
  it('reads false, true as one proxy, a number of proxies, and lists of addresses and ranges', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('TRUE')).toBe(1);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('3')).toBe(3);
    expect(parseTrustProxy('10.0.0.2')).toEqual(['10.0.0.2']);
    expect(parseTrustProxy(' 10.0.0.0/8, 192.0.2.1 ,fd00::/8, ::1, loopback,uniquelocal ')).toEqual(
      ['10.0.0.0/8', '192.0.2.1', 'fd00::/8', '::1', 'loopback', 'uniquelocal'],
    );
  });

  it('refuses anything else, saying what it takes and what is wrong', () => {
    for (const [value, problem] of [
      ['yes', '"yes" is not an IP address or CIDR range'],
      ['-1', '"-1" is not an IP address or CIDR range'],
      ['1.5', '"1.5" is not an IP address or CIDR range'],
      ['100', '"100" is not an IP address or CIDR range'],
      ['10.0.0.0/33', '"10.0.0.0/33" has a prefix length that is not 0 to 32'],
      ['fd00::/129', '"fd00::/129" has a prefix length that is not 0 to 128'],
      ['10.0.0.0/8/8', '"10.0.0.0/8/8" is not an IP address or CIDR range'],
      ['10.0.0.0/', '"10.0.0.0/" has a prefix length that is not 0 to 32'],
      ['nginx.internal', '"nginx.internal" is not an IP address or CIDR range'],
      ['10.0.0.2,', 'the list has an empty entry'],
    ]) {
      expect(parseTrustProxy(value!)).toEqual({ error: `${TRUST_PROXY_HELP}; ${problem}` });
    }
  });
});
