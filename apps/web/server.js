// Production server for the built web app: security headers on every answer, public pages
// from the page cache (server/page-cache.js), static assets with long caching, then React Router
// renders everything else, compressed. Started by `npm start`, as every launcher starts it, with
// `--max-semi-space-size=32`: most of what a render allocates dies with it, and a young
// generation twice V8's default (16 MiB semi-spaces here) cut an uncached listing's CPU by about
// a tenth (fewer scavenges, less promoted to the old generation; bench/RESULTS.md).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_HEARTBEAT_TIMEOUT_MS,
  defaultProcessCount,
  prepareDrain,
  sendHeartbeats,
  shouldSupervise,
  superviseWorkers,
  parseTrustProxy,
} from '@storefront/cluster';
import compression from 'compression';
import express from 'express';
import { healthRoutes } from './health.js';
import { createHttpServer, httpLimits } from './server/http-server.js';
import { createPageCache, PRIVATE_CACHE_CONTROL } from './server/page-cache.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || undefined;
const serverBuild = path.join(here, 'build/server/index.js');

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`web: ${message}`);
  process.exit(1);
}

/**
 * A whole number of at least 1 from the environment, else `fallback`.
 * @param {string} name
 * @param {number} fallback
 */
function positiveInteger(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    fail(`${name} must be a whole number of at least 1, not "${text}".`);
  return value;
}

/**
 * A whole number of at least 0 from the environment, else `fallback`.
 * @param {string} name
 * @param {number} fallback
 */
function wholeNumber(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    fail(`${name} must be a whole number (0 or more), not "${text}".`);
  return value;
}

if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`PORT must be a port number, not "${process.env.PORT}".`);
// Behind a reverse proxy, X-Forwarded-For names the visitor (forwarded to the API with a form
// posted without JavaScript) and X-Forwarded-Proto says whether the browser came over https.
const trustProxySetting = parseTrustProxy(process.env.TRUST_PROXY);
if (typeof trustProxySetting === 'object' && !Array.isArray(trustProxySetting))
  fail(`TRUST_PROXY ${trustProxySetting.error}.`);

// A client that trickles its request (a slowloris) holds a connection; these bound how long.
const limits = httpLimits(positiveInteger);
const processes = positiveInteger('WEB_CONCURRENCY', defaultProcessCount(process.env));
// With several processes, one that says nothing for this long (its event loop blocked) is
// killed and replaced.
const heartbeatTimeoutMs = positiveInteger('HEARTBEAT_TIMEOUT_MS', DEFAULT_HEARTBEAT_TIMEOUT_MS);
// The page cache (README, "Page cache"): its memory in MiB (0 turns it off), how often it asks
// the API for each store's version, and how long after a change a kept page may still be sent
// while it is rendered again.
const pageCacheMb = wholeNumber('PAGE_CACHE_MB', 64);
const pageCachePollMs = positiveInteger('PAGE_CACHE_POLL_MS', 1_000);
const pageCacheStaleMs = wholeNumber('PAGE_CACHE_STALE_MS', 2_000);
if (limits.headersTimeout > limits.requestTimeout)
  fail('HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS.');

if (!existsSync(serverBuild))
  fail('no build found; run `npm run build` first (npm start does it for you).');
// Above one process, this one only forks the workers (each runs this file) and watches them.
if (shouldSupervise(processes)) {
  await superviseWorkers({ name: 'web', workers: processes, heartbeatTimeoutMs });
}
// In a cluster, tells the primary this process's event loop turns (it replaces a silent one).
sendHeartbeats();

// React picks its production build by NODE_ENV when first loaded, and `npm start` leaves it
// unset: the web server rendered with React's development build, at about 1.6 times the CPU.
process.env.NODE_ENV ||= 'production';
const { createRequestHandler } = await import('@react-router/express');
const { createRequestHandler: createPageRenderer, RouterContextProvider } =
  await import('react-router');

const build = await import(serverBuild);
/** @type {import('react-router').RouterContext<string | null> | undefined} */
const cspNonceContext = build.entry.module.cspNonceContext;
/** @type {import('react-router').RouterContext<string | null> | undefined} */
const clientAddressContext = build.entry.module.clientAddressContext;
/** @type {import('./app/features/page-cache/index.server').PageCacheHooks | undefined} */
const pageCacheHooks = build.entry.module.pageCacheHooks;
if (!cspNonceContext || !clientAddressContext || !pageCacheHooks)
  fail('the build predates app/entry.server.tsx; run `npm run build`.');

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxySetting);
/**
 * The same setting as Express compiled it, for what this server reads of a request before
 * Express (the page cache, the security headers), so both read it alike.
 * @type {import('./server/request-url.js').ProxyTrust}
 */
const trustProxy = app.get('trust proxy fn');

// A fresh 128-bit nonce for each render: app/entry.server.tsx names it in the page's
// Content-Security-Policy and puts it on the page's inline scripts and style. The visitor's
// address (req.ip: the connection's, or the right-most one of X-Forwarded-For that is not a
// proxy TRUST_PROXY names) goes on to the API with a form posted without JavaScript
// (app/lib/api.server.ts); a kept page is rendered from its address alone, for no one in
// particular.
/** @param {import('express').Request} [request] */
const loadContext = (request) =>
  new RouterContextProvider(
    new Map([
      [cspNonceContext, randomBytes(16).toString('base64')],
      [clientAddressContext, request?.ip ?? null],
    ]),
  );

const renderPage = createPageRenderer(build, process.env.NODE_ENV);
const pages = createPageCache({
  maxBytes: pageCacheMb * 2 ** 20,
  pollMs: pageCachePollMs,
  staleWindowMs: pageCacheStaleMs,
  trustProxy,
  publicPage: pageCacheHooks.publicPage,
  storeOf: pageCacheHooks.storeOf,
  storeVersion: pageCacheHooks.storeVersion,
  // A public page is rendered from its address alone (nothing else of the shopper's request),
  // so every shopper may be sent the same copy.
  async render(url, storeVersion) {
    const request = new Request(url, {
      headers:
        storeVersion === null ? {} : { [pageCacheHooks.storeVersionHeader]: String(storeVersion) },
    });
    const response = await renderPage(request, loadContext());
    return {
      status: response.status,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
      dataVersion: pageCacheHooks.pageDataVersion(request),
    };
  },
});

app.use(
  healthRoutes({ apiInternalUrl: process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:8044/api/v1' }),
);
app.use(compression());
// File names under /assets carry a content hash, so they never change.
app.use(
  '/assets',
  express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }),
);
app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h' }));
app.all(
  '*',
  // Everything else React Router renders is for one shopper (signed-in pages, forms, a 404).
  (_request, response, next) => {
    response.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    next();
  },
  createRequestHandler({ build, mode: process.env.NODE_ENV, getLoadContext: loadContext }),
);

const server = createHttpServer({ limits, trustProxy }, (request, response) => {
  if (pages.handle(request, response)) return;
  // Only the page cache's own renders name a store version to the API.
  delete request.headers[pageCacheHooks.storeVersionHeader];
  app(request, response);
});
// A request may take this long to arrive; answering it is quick.
const drain = prepareDrain([server], { timeoutMs: limits.requestTimeout });
const onListening = () => console.log(`web: listening on http://${host ?? 'localhost'}:${port}`);
server.listen(port, host, onListening);
server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  if (error.code === 'EADDRINUSE')
    fail(`port ${port} is already in use; stop the other program or set PORT.`);
  fail(`cannot listen on port ${port}: ${error.message}`);
});

let stopping = false;
/** Answers what is under way (in a cluster, SIGTERM is how the primary retires a worker). */
function shutdown() {
  if (stopping) return;
  stopping = true;
  void drain().then(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
