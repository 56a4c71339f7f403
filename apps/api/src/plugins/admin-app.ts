import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where `npm run build -w apps/admin` puts the back office. */
export const ADMIN_DIST_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../admin/dist',
);

/**
 * The back office's own scripts, styles and images only; it talks to this origin alone. Images
 * may also come from the storefront's origins (the sample shop's pictures are its files), which
 * in development are plain http.
 */
export function adminCsp(imageOrigins: readonly string[] = []): string {
  const origins = imageOrigins
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        return null;
      }
    })
    .filter((origin): origin is string => origin !== null && origin.startsWith('http:'));
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ['img-src', "'self'", 'data:', 'https:', ...new Set(origins)].join(' '),
    "connect-src 'self'",
    "font-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const ADMIN_CSP = adminCsp();

/**
 * Serves the back office (a single-page app) at /admin: its hashed assets cached for a year,
 * its page never cached, and every other /admin/… path answered with the page so the app's
 * own routes work on reload. Nothing of it is served by, or linked from, the storefront.
 */
export async function adminAppPlugin(
  app: FastifyInstance,
  {
    distDir = ADMIN_DIST_DIR,
    imageOrigins = [],
  }: {
    distDir?: string;
    /** The storefront's origins: the back office shows the sample shop's pictures from them. */
    imageOrigins?: readonly string[];
  },
) {
  const csp = adminCsp(imageOrigins);
  const indexFile = path.join(distDir, 'index.html');
  const page = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  function sendPage(reply: FastifyReply) {
    reply.header('content-security-policy', csp).header('cache-control', 'no-cache');
    if (page === null) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The back office is not built yet: run `npm run build -w apps/admin` (npm start does).',
        );
    }
    return reply.type('text/html; charset=utf-8').send(page);
  }

  if (page !== null) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/admin/',
      // A route per file that exists now; anything else falls through to the page below.
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders(response, file) {
        response.header('content-security-policy', csp);
        response.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const hidden = { schema: { hide: true } };
  app.get('/admin', hidden, (_request, reply) => sendPage(reply));
  app.get('/admin/*', hidden, (_request, reply) => sendPage(reply));
}
