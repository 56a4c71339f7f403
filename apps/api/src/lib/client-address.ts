import { isIP } from 'node:net';
import { parseTrustProxy as readTrustProxy } from '@storefront/cluster';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Whether an address is this machine's own (IPv4 127/8, IPv6 ::1, or 127/8 mapped into IPv6). */
export function isLoopback(address: string): boolean {
  return LOOPBACK.test(address);
}

/**
 * TRUST_PROXY, read: no proxy (false), how many proxies stand in front of this server, or the
 * addresses and CIDR ranges of the proxies whose X-Forwarded-For is believed.
 */
export type TrustProxy = false | number | string[];

/** Whether the hop'th address of a request (0: the connection's own) is a proxy to see past. */
export type ProxyTrust = (address: string, hop: number) => boolean;

export { TRUST_PROXY_HELP } from '@storefront/cluster';

/** Reads TRUST_PROXY (the same for the web server): the setting, or why it is not one. */
export const parseTrustProxy = readTrustProxy as (text: string) => TrustProxy | { error: string };

/** TRUST_PROXY as a test of each address of a request, nearest first (for Fastify and below). */
export function proxyTrust(setting: TrustProxy): ProxyTrust {
  if (setting === false) return () => false;
  // Fastify gives a bare number no trust at all (a client could send as many hops as it
  // likes); with a number, the proxies in front are the only way in, as deploy/ runs them.
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/**
 * The address of the person a request is for, to count per-person limits by: the right-most
 * address of X-Forwarded-For that TRUST_PROXY does not name as a proxy (Fastify's request.ip).
 * One more rule for forms the storefront's web server posts for a browser without JavaScript:
 * from this machine, when TRUST_PROXY does not already cover it, its X-Forwarded-For names the
 * browser (the web server sends that one address, worked out by its own TRUST_PROXY).
 */
export function clientAddress(request: FastifyRequest, trust: ProxyTrust): string {
  const peer = request.socket.remoteAddress ?? request.ip;
  if (trust(peer, 0) || !isLoopback(peer)) return request.ip;
  const header = request.headers['x-forwarded-for'];
  const nearest = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .at(-1)
    ?.trim();
  return nearest && isIP(nearest) ? nearest : request.ip;
}

/** Whether a proxy passed this request on (it names the client it got it from). */
export function forwarded(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    headers['x-forwarded-for'] !== undefined ||
    headers.forwarded !== undefined ||
    headers['x-real-ip'] !== undefined
  );
}
