// Production server for the built web app: static assets with long caching, compression,
// security headers, then React Router renders everything else. Started by `npm start`.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import {
  defaultProcessCount,
  prepareDrain,
  shouldSupervise,
  superviseWorkers,
} from '@storefront/cluster';
import compression from 'compression';
import express from 'express';
import { RouterContextProvider } from 'react-router';
import { healthRoutes } from './health.js';

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

if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`PORT must be a port number, not "${process.env.PORT}".`);
if (!['true', 'false', undefined].includes(process.env.TRUST_PROXY))
  fail(`TRUST_PROXY must be true or false, not "${process.env.TRUST_PROXY}".`);
// Behind a reverse proxy, X-Forwarded-Proto says whether the browser came over https.
const trustProxy = process.env.TRUST_PROXY === 'true';

// A client that trickles its request (a slowloris) holds a connection; these bound how long.
const headersTimeout = positiveInteger('HTTP_HEADERS_TIMEOUT_MS', 10_000);
const requestTimeout = positiveInteger('HTTP_REQUEST_TIMEOUT_MS', 30_000);
const keepAliveTimeout = positiveInteger('HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000);
const maxConnections = positiveInteger('HTTP_MAX_CONNECTIONS', 10_000);
const processes = positiveInteger('WEB_CONCURRENCY', defaultProcessCount(process.env));
if (headersTimeout > requestTimeout)
  fail('HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS.');

if (!existsSync(serverBuild))
  fail('no build found; run `npm run build` first (npm start does it for you).');
// Above one process, this one only forks the workers (each runs this file) and watches them.
if (shouldSupervise(processes)) await superviseWorkers({ name: 'web', workers: processes });

const build = await import(serverBuild);
/** @type {import('react-router').RouterContext<string | null> | undefined} */
const cspNonceContext = build.entry.module.cspNonceContext;
if (!cspNonceContext) fail('the build predates app/entry.server.tsx; run `npm run build`.');

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxy);
app.use(
  healthRoutes({ apiInternalUrl: process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:8044/api/v1' }),
);
app.use(compression());
app.use((request, response, next) => {
  response.set({
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // A reset link's address carries its one-time token: nothing that page fetches may send it on.
    'Referrer-Policy':
      request.path === '/reset-password' ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  });
  // Over plain http the header means nothing, and a browser must not learn it from a forged
  // X-Forwarded-Proto.
  if (request.secure)
    response.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
});
// File names under /assets carry a content hash, so they never change.
app.use(
  '/assets',
  express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }),
);
app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h' }));
app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV ?? 'production',
    // A fresh 128-bit nonce for each page: app/entry.server.tsx names it in the page's
    // Content-Security-Policy and puts it on the page's inline scripts and style.
    getLoadContext: () =>
      new RouterContextProvider(new Map([[cspNonceContext, randomBytes(16).toString('base64')]])),
  }),
);

const server = http.createServer(
  {
    headersTimeout,
    requestTimeout,
    keepAliveTimeout,
    // How often Node looks for connections past those limits (its default is every 30 s).
    connectionsCheckingInterval: Math.min(1000, headersTimeout),
  },
  app,
);
server.maxConnections = maxConnections;
// A request may take this long to arrive; answering it is quick.
const drain = prepareDrain([server], { timeoutMs: requestTimeout });
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
