// The web server's page cache for public pages (home, listings, products, policies, contact,
// sitemap, robots): each page rendered once per store version and kept compressed, in memory
// bounded in bytes (least recently used out first). Why it is fresh, and how fresh:
// docs/decisions/0014-page-cache.md.
import {
  chooseEncoding,
  compressedBodies,
  encodeOnce,
  etagsOf,
  matchesEtag,
  plainBody,
  policyWithHashes,
} from './page-body.js';
import { requestUrl } from './request-url.js';
import { createStoreVersions } from './store-versions.js';

/** A browser revalidates (a 304 while unchanged); a shared cache may keep it briefly. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=2, stale-while-revalidate=2';
/** Any page that must not be kept: one that failed, a 404, anything that sets a cookie. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** After a render of a kept page fails, the kept copy is served for this long before another. */
const RETRY_AFTER_FAILURE_MS = 1_000;
/** What an entry costs beyond its bodies (key, headers, bookkeeping), roughly. */
const ENTRY_OVERHEAD_BYTES = 1_024;
/** Headers of a render that the cache sets itself, or never sends on. */
const OWN_HEADERS = new Set([
  'cache-control',
  'content-encoding',
  'content-length',
  'etag',
  'vary',
  'set-cookie',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
]);

/**
 * A page as the app rendered it.
 * @typedef {object} RenderedPage
 * @property {number} status
 * @property {Headers} headers
 * @property {Buffer} body
 * @property {number | null} dataVersion the store version its data is at least at; null when
 *   some of its data could not be read
 */

/**
 * @typedef {import('./page-body.js').Encoding} Encoding
 *
 * A page kept by the cache.
 * @typedef {object} Entry
 * @property {string} key its URL: origin, path and the query it reads
 * @property {string} store
 * @property {number} dataVersion
 * @property {Record<Encoding, string>} etags
 * @property {{ gzip: Buffer, br: Buffer }} bodies
 * @property {string[]} headers the render's own headers, as name, value, name, value…
 * @property {number} bytes
 * @property {number} retryAt no render of it before this time (one just failed)
 *
 * What one render of a page gave.
 * @typedef {object} Outcome
 * @property {RenderedPage | null} page null when the render threw
 * @property {string[]} headers the page's headers to send (its policy made to hold for copies)
 * @property {Entry | null} entry the page as the cache keeps it, if it may be kept
 * @property {boolean} kept
 * @property {boolean} failed the page could not be rendered as it should (an error, missing data)
 * @property {number} startedAt
 */

/**
 * @param {object} options
 * @param {number} options.maxBytes memory for kept pages; 0 keeps none (every request renders)
 * @param {(url: string, storeVersion: number | null) => Promise<RenderedPage>} options.render
 *   renders the page at this URL, from data at least at this store version
 * @param {(pathname: string, search: URLSearchParams) => string | null} options.publicPage the
 *   path and query a public page is kept under, null for any other page
 * @param {(url: URL) => string} options.storeOf
 * @param {(store: string) => Promise<number>} options.storeVersion
 * @param {number} options.pollMs
 * @param {number} options.staleWindowMs how long after a change a kept page may still be sent
 *   while it is rendered again
 * @param {number} [options.maxStores]
 * @param {import('./request-url.js').ProxyTrust} options.trustProxy TRUST_PROXY, as Express compiled it
 * @param {() => number} [options.now]
 * @param {(message: string, error?: unknown) => void} [options.log]
 */
export function createPageCache({
  maxBytes,
  render,
  publicPage,
  storeOf,
  storeVersion,
  pollMs,
  staleWindowMs,
  maxStores = 100,
  trustProxy,
  now = Date.now,
  log = (message, error) => console.error(`web: ${message}`, error ?? ''),
}) {
  // With no memory, nothing is kept and no store is polled.
  const versions =
    maxBytes > 0
      ? createStoreVersions({
          fetchVersion: storeVersion,
          pollMs,
          maxStores,
          now,
          onError: (store, error) =>
            log(
              `cannot ask the store version of ${store}; kept pages of it will be rendered again`,
              error,
            ),
        })
      : null;
  /** Kept pages, least recently used first. @type {Map<string, Entry>} */
  const entries = new Map();
  let bytes = 0;
  /** Renders under way, one per page. @type {Map<string, Promise<Outcome>>} */
  const renders = new Map();
  let renderCount = 0;

  /** @param {Entry} entry */
  function drop(entry) {
    entries.delete(entry.key);
    bytes -= entry.bytes;
    versions?.release(entry.store);
  }

  /** @param {Entry} entry */
  function keep(entry) {
    const old = entries.get(entry.key);
    if (entry.bytes > maxBytes || !versions?.hold(entry.store)) {
      if (old) drop(old);
      return false;
    }
    if (old) drop(old);
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.values()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
    return true;
  }

  /**
   * @param {string} key
   * @param {string} store
   * @param {RenderedPage} page
   * @param {string[]} headers
   * @returns {Promise<Entry>}
   */
  async function entryOf(key, store, page, headers) {
    const bodies = await compressedBodies(page.body);
    return {
      key,
      store,
      dataVersion: /** @type {number} */ (page.dataVersion),
      etags: etagsOf(page.body),
      bodies,
      headers,
      bytes: bodies.gzip.length + bodies.br.length + key.length + ENTRY_OVERHEAD_BYTES,
      retryAt: 0,
    };
  }

  /**
   * Renders the page once and keeps it if it may be kept.
   * @param {string} key
   * @param {string} store
   * @param {boolean} keepIt
   * @returns {Promise<Outcome>}
   */
  async function renderPage(key, store, keepIt) {
    renderCount += 1;
    const startedAt = now();
    try {
      const version = keepIt && versions ? await versions.current(store) : null;
      const page = await render(key, version);
      // A page sent to one request keeps its nonce; one that may be sent again gets hashes.
      const headers = pageHeaders(page, keepIt);
      const cacheable = isCacheable(page);
      const failed = page.status >= 500 || (page.status === 200 && page.dataVersion === null);
      if (!keepIt || !cacheable) {
        // A page that is now a 404 or a redirect replaces the kept one; a failure does not.
        const old = entries.get(key);
        if (old && !failed) drop(old);
        if (old && failed) old.retryAt = now() + RETRY_AFTER_FAILURE_MS;
        return { page, headers, entry: null, kept: false, failed, startedAt };
      }
      const entry = await entryOf(key, store, page, headers);
      return { page, headers, entry, kept: keep(entry), failed: false, startedAt };
    } catch (error) {
      log(`rendering ${key} failed`, error);
      const old = entries.get(key);
      if (old) old.retryAt = now() + RETRY_AFTER_FAILURE_MS;
      return { page: null, headers: [], entry: null, kept: false, failed: true, startedAt };
    }
  }

  /**
   * One render per page at a time: whoever asks while it runs waits for the same one.
   * @param {string} key
   * @param {string} store
   */
  function revalidate(key, store) {
    let pending = renders.get(key);
    if (!pending) {
      pending = renderPage(key, store, true).finally(() => renders.delete(key));
      renders.set(key, pending);
    }
    return pending;
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {Entry} entry
   * @param {'hit' | 'stale' | 'miss'} state
   */
  async function sendEntry(request, response, entry, state) {
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const common = [
      'Cache-Control',
      PUBLIC_CACHE_CONTROL,
      'ETag',
      entry.etags[encoding],
      'Vary',
      'Accept-Encoding',
      'X-Page-Cache',
      state,
    ];
    if (matchesEtag(request.headers['if-none-match'], entry.etags)) {
      response.writeHead(304, common).end();
      return;
    }
    const body =
      encoding === 'identity' ? await plainBody(entry.bodies.gzip) : entry.bodies[encoding];
    const encoded = encoding === 'identity' ? [] : ['Content-Encoding', encoding];
    response.writeHead(200, [
      ...entry.headers,
      ...common,
      ...encoded,
      'Content-Length',
      String(body.length),
    ]);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /**
   * A page sent as rendered, compressed for this request only.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {Outcome} outcome
   */
  async function sendOnce(request, response, outcome) {
    const { page } = outcome;
    if (!page) {
      response
        .writeHead(500, ['Content-Type', 'text/plain; charset=utf-8', 'X-Page-Cache', 'bypass'])
        .end('Internal Server Error');
      return;
    }
    const cacheable = isCacheable(page);
    const encoding =
      page.body.length > 0 ? chooseEncoding(request.headers['accept-encoding']) : 'identity';
    const body = await encodeOnce(page.body, encoding);
    /** @type {string[]} */
    const headers = [...outcome.headers];
    for (const cookie of page.headers.getSetCookie()) headers.push('Set-Cookie', cookie);
    response.writeHead(page.status, [
      ...headers,
      'Cache-Control',
      cacheable ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
      'Vary',
      'Accept-Encoding',
      'X-Page-Cache',
      'bypass',
      ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
      'Content-Length',
      String(body.length),
    ]);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {string} key
   * @param {string} store
   */
  async function serve(request, response, key, store) {
    if (!versions) {
      await sendOnce(request, response, await renderPage(key, store, false));
      return;
    }
    const entry = entries.get(key);
    if (entry) {
      // Most recently used: to the end of the line.
      entries.delete(key);
      entries.set(key, entry);
      const staleSince = versions.staleSince(store, entry.dataVersion);
      if (staleSince === null) {
        await sendEntry(request, response, entry, 'hit');
        return;
      }
      const time = now();
      if (time - staleSince <= staleWindowMs || time < entry.retryAt) {
        if (time >= entry.retryAt) void revalidate(key, store);
        await sendEntry(request, response, entry, 'stale');
        return;
      }
    }
    // Whoever joins a render under way is sent its page as a hit: the page was not rendered for
    // them.
    const joined = renders.has(key);
    let outcome = await revalidate(key, store);
    const staleSince = outcome.entry && versions.staleSince(store, outcome.entry.dataVersion);
    // A render that began before the change was seen may have read the data before it: one more.
    if (typeof staleSince === 'number' && outcome.startedAt < staleSince)
      outcome = await revalidate(key, store);
    if (outcome.entry) await sendEntry(request, response, outcome.entry, joined ? 'hit' : 'miss');
    // The page could not be rendered as it should: the last good copy is better than an error.
    else if (outcome.failed && entry && entries.get(key) === entry)
      await sendEntry(request, response, entry, 'stale');
    else await sendOnce(request, response, outcome);
  }

  return {
    /**
     * Answers a GET or HEAD of a public page (true), or leaves the request alone (false).
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     */
    handle(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const url = requestUrl(request, trustProxy);
      if (!url) return false;
      const page = publicPage(url.pathname, url.searchParams);
      if (page === null) return false;
      serve(request, response, url.origin + page, storeOf(url)).catch(
        (/** @type {unknown} */ error) => {
          log(`answering ${request.url} failed`, error);
          if (!response.headersSent) response.writeHead(500).end();
          else response.destroy();
        },
      );
      return true;
    },
    /** Pages kept, their bytes, and renders so far (for tests and benchmarks). */
    stats: () => ({ entries: entries.size, bytes, renders: renderCount }),
    close() {
      versions?.close();
    },
  };
}

/**
 * A page that may be kept, and that shared caches may keep: a whole page (200) whose every read
 * succeeded, setting no cookie.
 * @param {RenderedPage} page
 */
function isCacheable(page) {
  return page.status === 200 && page.dataVersion !== null && !page.headers.has('set-cookie');
}

/**
 * The render's headers to send on: its own (Content-Type, say), none the cache sets itself, and
 * its Content-Security-Policy, made to hold for every copy when the page may be sent again.
 * @param {RenderedPage} page
 * @param {boolean} copied
 * @returns {string[]}
 */
function pageHeaders(page, copied) {
  /** @type {string[]} */
  const headers = [];
  page.headers.forEach((value, name) => {
    if (OWN_HEADERS.has(name) || name === 'x-store-version') return;
    if (name === 'content-security-policy' && copied) {
      headers.push(name, policyWithHashes(value, page.body.toString('utf8')));
    } else headers.push(name, value);
  });
  return headers;
}
