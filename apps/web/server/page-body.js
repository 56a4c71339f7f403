// A rendered page as the cache keeps and sends it: compressed once, named by an ETag, and with a
// Content-Security-Policy that holds for every copy sent (docs/decisions/0014-page-cache.md).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzipAsync = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const brotliAsync = promisify(zlib.brotliCompress);
/**
 * A compressed page fits in one output chunk of this size: zlib hands it back in one piece
 * instead of eight (its default chunk is 16 KiB), each a callback on the main thread.
 */
const CHUNK_SIZE = 128 * 1024;
/** @param {Buffer} body @param {number} [level] zlib's default, 6, unless given */
const gzip = (body, level) => gzipAsync(body, { chunkSize: CHUNK_SIZE, level });
/** @param {Buffer} body @param {number} quality */
const brotli = (body, quality) =>
  brotliAsync(body, {
    chunkSize: CHUNK_SIZE,
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/**
 * Brotli quality 5 for kept pages: within a tenth of quality 11's size for an HTML page, at about
 * a fortieth of its CPU (a few ms, not 100+ ms); a store's pages are all compressed again after
 * each change. Quality 4 for a page sent once: as fast as gzip, and smaller.
 */
const KEPT_BROTLI_QUALITY = 5;
const ONCE_BROTLI_QUALITY = 4;
/**
 * gzip level 4 for a page sent once: a third less CPU than the default level 6 (0.9 ms, not
 * 1.3 ms, for a 78 KB page, a sizeable part of an uncached page's cost), for 5% more bytes.
 */
const ONCE_GZIP_LEVEL = 4;

/** @typedef {'br' | 'gzip' | 'identity'} Encoding */

/**
 * The page's body in each encoding a browser may take. Browsers without compression are rare
 * (crawlers, curl), so the plain body is not kept: it is unzipped when asked for.
 * @param {Buffer} body
 * @returns {Promise<{ gzip: Buffer, br: Buffer }>}
 */
export async function compressedBodies(body) {
  const [gzipped, brotlied] = await Promise.all([gzip(body), brotli(body, KEPT_BROTLI_QUALITY)]);
  return { gzip: gzipped, br: brotlied };
}

/**
 * The body in one encoding, for a page sent once (not cached).
 * @param {Buffer} body
 * @param {Encoding} encoding
 * @returns {Promise<Buffer>}
 */
export function encodeOnce(body, encoding) {
  if (encoding === 'gzip') return gzip(body, ONCE_GZIP_LEVEL);
  if (encoding === 'br') return brotli(body, ONCE_BROTLI_QUALITY);
  return Promise.resolve(body);
}

/** @param {Buffer} gzipped */
export const plainBody = (gzipped) => gunzip(gzipped);

/**
 * A strong validator of the page's content: each encoding's bytes get their own ETag (a suffix),
 * as strong ETags must differ when the bytes do.
 * @param {Buffer} body the page before compression
 * @returns {Record<Encoding, string>}
 */
export function etagsOf(body) {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` };
}

/**
 * Whether If-None-Match names this page (in any encoding: the content is the same), compared
 * weakly as RFC 9110 asks for GET.
 * @param {string | undefined} ifNoneMatch
 * @param {Record<Encoding, string>} etags
 */
export function matchesEtag(ifNoneMatch, etags) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  for (const item of ifNoneMatch.split(',')) {
    const tag = item.trim().replace(/^W\//, '');
    if (tag === etags.identity || tag === etags.gzip || tag === etags.br) return true;
  }
  return false;
}

/** @type {Map<string, Encoding>} */
const chosenEncodings = new Map();

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none; a coding
 * given q=0 is refused. Browsers send a handful of distinct headers, so answers are remembered.
 * @param {string | undefined} acceptEncoding
 * @returns {Encoding}
 */
export function chooseEncoding(acceptEncoding) {
  if (!acceptEncoding) return 'identity';
  let chosen = chosenEncodings.get(acceptEncoding);
  if (chosen) return chosen;
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const item of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (/** @type {string} */ name) => weights.get(name) ?? weights.get('*') ?? 0;
  chosen = weightOf('br') > 0 ? 'br' : weightOf('gzip') > 0 ? 'gzip' : 'identity';
  if (chosenEncodings.size < 1000) chosenEncodings.set(acceptEncoding, chosen);
  return chosen;
}

/**
 * The text a browser hashes for an inline element: the HTML parser turns CR LF and CR into LF.
 * @param {string} text
 */
const hashSource = (text) =>
  `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`;

/**
 * The page's Content-Security-Policy with its nonce replaced by the hashes of exactly the inline
 * scripts and style that carried that nonce. A nonce must not be reused across responses (anyone
 * could read it from the cached page and give it to an injected script); a hash allows only the
 * very text it was computed from, so the policy can be sent with every copy of the page. Inline
 * elements without the nonce (none are rendered) stay refused, as before.
 * @param {string} policy the policy the render sent, naming its nonce
 * @param {string} html the page it came with
 * @returns {string}
 */
export function policyWithHashes(policy, html) {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) return policy;
  /** @type {Record<'script' | 'style', Set<string>>} */
  const hashes = { script: new Set(), style: new Set() };
  // React writes these tags in lower case, and escapes "<" in attributes and text.
  const opening = /<(script|style)\b([^>]*)>/g;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const element = /** @type {'script' | 'style'} */ (match[1]);
    const start = opening.lastIndex;
    const end = html.indexOf(`</${element}`, start);
    if (end === -1) break;
    opening.lastIndex = end;
    const attributes = match[2] ?? '';
    if (!attributes.includes(`nonce="${nonce}"`) || /\ssrc=/i.test(attributes)) continue;
    hashes[element].add(hashSource(html.slice(start, end)));
  }
  return policy
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src' && name !== 'style-src') return directive.trim();
      const kept = sources.filter((source) => !source.startsWith("'nonce-"));
      return [name, ...kept, ...hashes[name === 'script-src' ? 'script' : 'style']].join(' ');
    })
    .join('; ');
}
