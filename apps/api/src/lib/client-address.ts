import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Whether an address is this machine's own (IPv4 127/8, IPv6 ::1, or 127/8 mapped into IPv6). */
export function isLoopback(address: string): boolean {
  return LOOPBACK.test(address);
}

/**
 * The address of the person a request is for, to count per-person limits by. Behind a trusted
 * proxy (TRUST_PROXY) Fastify's request.ip already is it. Otherwise X-Forwarded-For is believed
 * only from this machine: the storefront's web server, posting a form for a browser without
 * JavaScript, appends the browser's address to it; its last address that is not this machine's
 * is the person. From anywhere else, or when the header names nothing usable, the peer itself.
 */
export function clientAddress(request: FastifyRequest, trustProxy: boolean): string {
  if (trustProxy || !isLoopback(request.ip)) return request.ip;
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim());
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]!;
    if (!isIP(hop)) break;
    if (!isLoopback(hop)) return hop;
  }
  return request.ip;
}
