// TRUST_PROXY, read alike by the API (apps/api/src/lib/client-address.ts: Fastify's trustProxy)
// and the web server (server.js: Express's "trust proxy"): which proxies in front of a server to
// believe. Each then takes the right-most untrusted address of X-Forwarded-For as the client's,
// and believes X-Forwarded-Proto and -Host only from a trusted peer.
import { isIP } from 'node:net';

export const TRUST_PROXY_HELP =
  'must be false, true (one proxy in front), a number of proxies, or a comma list of the ' +
  "proxies' addresses and CIDR ranges (such as 10.0.0.2, 10.1.0.0/16)";

/** proxy-addr's names for ranges (Fastify and Express both understand them). */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Why a list entry is not an address or range, or null when it is one.
 * @param {string} entry
 */
function badEntry(entry) {
  if (RANGE_NAMES.includes(entry) || isIP(entry)) return null;
  const slash = entry.lastIndexOf('/');
  const family = slash > 0 ? isIP(entry.slice(0, slash)) : 0;
  if (!family) return `"${entry}" is not an IP address or CIDR range`;
  const bits = entry.slice(slash + 1);
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) {
    return `"${entry}" has a prefix length that is not 0 to ${max}`;
  }
  return null;
}

/**
 * Reads TRUST_PROXY: false (none), a number of proxies (true is one: Express's own `true` would
 * believe every address, the left-most of which the client wrote), or the proxies' addresses.
 * @param {string | undefined} text
 * @returns {false | number | string[] | { error: string }}
 */
export function parseTrustProxy(text) {
  const value = (text ?? '').trim().toLowerCase();
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
