import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { requestProtocol } from './request-url.js';
import { parseTrustProxy, TRUST_PROXY_HELP } from '@storefront/cluster';

/**
 * What server.js makes of a request from this machine (the test's own connection) with
 * TRUST_PROXY set to `setting`: the visitor's address it forwards to the API, and the protocol.
 */
async function seenWith(setting: string, headers: Record<string, string>) {
  const parsed = parseTrustProxy(setting);
  if (typeof parsed === 'object' && !Array.isArray(parsed)) throw new Error(parsed.error);
  const app = express();
  app.set('trust proxy', parsed);
  const trust = app.get('trust proxy fn');
  app.get('/', (request, response) => {
    response.json({ visitor: request.ip, protocol: requestProtocol(request, trust) });
  });
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${port}/`, { headers });
  return (await answer.json()) as { visitor: string; protocol: string };
}
const servers: http.Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));

describe('the web server’s TRUST_PROXY', () => {
  const appended = { 'x-forwarded-for': '127.0.0.1, 8.8.8.8', 'x-forwarded-proto': 'https' };

  it('with true, believes the one proxy in front: the address it appended, not the client’s own claim', async () => {
    expect(await seenWith('true', appended)).toEqual({ visitor: '8.8.8.8', protocol: 'https' });
    expect(await seenWith('1', appended)).toEqual({ visitor: '8.8.8.8', protocol: 'https' });
  });

  it('with a number, takes the address that many proxies away', async () => {
    const chain = { 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 192.0.2.1' };
    expect((await seenWith('2', chain)).visitor).toBe('203.0.113.7');
    expect((await seenWith('3', chain)).visitor).toBe('198.51.100.1');
  });

  it('with a list, believes only the proxies on it', async () => {
    expect(await seenWith('loopback, 192.0.2.0/24', appended)).toEqual({
      visitor: '8.8.8.8',
      protocol: 'https',
    });
    // This connection (127.0.0.1) is not on the list: nothing it says is believed.
    expect(await seenWith('10.0.0.0/8', appended)).toEqual({
      visitor: '127.0.0.1',
      protocol: 'http',
    });
  });

  it('with false, believes nobody', async () => {
    expect(await seenWith('false', appended)).toEqual({ visitor: '127.0.0.1', protocol: 'http' });
    expect(await seenWith('', appended)).toEqual({ visitor: '127.0.0.1', protocol: 'http' });
  });

  it('refuses what it cannot read, saying what it takes and what is wrong', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('TRUE')).toBe(1);
    expect(parseTrustProxy(' 10.0.0.2 , fd00::/8,uniquelocal')).toEqual([
      '10.0.0.2',
      'fd00::/8',
      'uniquelocal',
    ]);
    for (const [value, problem] of [
      ['yes', '"yes" is not an IP address or CIDR range'],
      ['-1', '"-1" is not an IP address or CIDR range'],
      ['10.0.0.0/33', '"10.0.0.0/33" has a prefix length that is not 0 to 32'],
      ['10.0.0.2,,10.0.0.3', 'the list has an empty entry'],
    ]) {
      expect(parseTrustProxy(value)).toEqual({ error: `${TRUST_PROXY_HELP}; ${problem}` });
    }
  });
});
