import { isIP } from 'node:net';
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

/** proxy-addr's names for ranges, allowed in a TRUST_PROXY list. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

export const TRUST_PROXY_HELP =
  'must be false, true (one proxy in front), a number of proxies, or a comma list of the ' +
  "proxies' addresses and CIDR ranges (such as 10.0.0.2, 10.1.0.0/16)";

/** Why a TRUST_PROXY list entry is not an address or range, or null when it is one. */
function badEntry(entry: string): string | null {
  if (RANGE_NAMES.includes(entry) || isIP(entry)) return null;
  const slash = entry.lastIndexOf('/');
  const address = entry.slice(0, slash);
  const family = slash > 0 ? isIP(address) : 0;
  if (!family) return `"${entry}" is not an IP address or CIDR range`;
  const bits = entry.slice(slash + 1);
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) {
    return `"${entry}" has a prefix length that is not 0 to ${max}`;
  }
  return null;
}

/**
 * Reads TRUST_PROXY. `true` is one proxy, never "believe every address": the left-most address
 * of X-Forwarded-For is whatever the client wrote, and believing it let a client choose its own
 * address (its rate limits, the mailbox's "this machine" check). Answers the setting, or the
 * reason it is not one.
 */
export function parseTrustProxy(text: string): TrustProxy | { error: string } {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value) || false;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) {
    return { error: `${TRUST_PROXY_HELP}; the list has an empty entry` };
  }
  const problems = entries.map(badEntry).filter((problem) => problem !== null);
  if (problems.length) return { error: `${TRUST_PROXY_HELP}; ${problems.join(', ')}` };
  return entries;
}

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
