// Production server for the built web app: static assets with long caching, compression,
// security headers, then React Router renders everything else. Started by `npm start`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || undefined;
const serverBuild = path.join(here, 'build/server/index.js');

/** @param {string} message */
function fail(message) {
  console.error(`web: ${message}`);
  process.exit(1);
}

if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`PORT must be a port number, not "${process.env.PORT}".`);
if (!existsSync(serverBuild))
  fail('no build found; run `npm run build` first (npm start does it for you).');

const build = await import(serverBuild);
const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use((_request, response, next) => {
  response.set({
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  });
  next();
});
// File names under /assets carry a content hash, so they never change.
app.use(
  '/assets',
  express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }),
);
app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h' }));
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV ?? 'production' }));

const onListening = () => console.log(`web: listening on http://${host ?? 'localhost'}:${port}`);
const server = host ? app.listen(port, host, onListening) : app.listen(port, onListening);
server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  if (error.code === 'EADDRINUSE')
    fail(`port ${port} is already in use; stop the other program or set PORT.`);
  fail(`cannot listen on port ${port}: ${error.message}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  // Keep-alive connections would hold close() open; end them.
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
