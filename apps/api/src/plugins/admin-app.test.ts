import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_WEB_ORIGIN, type TestApp } from '../test/test-app';
import { adminCsp } from './admin-app';

describe('the back office app at /admin', () => {
  let t: TestApp;
  const page =
    '<!doctype html><title>Back office</title><script type="module" src="/admin/assets/app-1a2b.js"></script>';

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'admin-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), page);
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("back office")');
    t = await createTestApp('pglite', { adminDistDir: dist });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves its page at /admin and at every path of its own, under its own CSP', async () => {
    for (const url of ['/admin', '/admin/', '/admin/orders/ABCDEFGHJK', '/admin/login?next=%2F']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(page);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-security-policy']).toBe(adminCsp([TEST_WEB_ORIGIN]));
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('shows images of its own origin, https ones and the storefront’s, nothing else', async () => {
    const csp = (await t.app.inject({ url: '/admin' })).headers['content-security-policy'];
    const images = String(csp)
      .split('; ')
      .find((directive) => directive.startsWith('img-src '));
    // The sample shop's pictures are the storefront's files (http://localhost:3000 in development).
    expect(images).toBe(`img-src 'self' data: https: ${new URL(TEST_WEB_ORIGIN).origin}`);
    expect(adminCsp(['https://shop.example.in', 'not a url'])).toContain(
      "img-src 'self' data: https:;",
    );
  });

  it('serves its hashed assets, cached for a year', async () => {
    const response = await t.app.inject({ url: '/admin/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("back office")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('says how to build it when it is not built', async () => {
    const bare = await createTestApp('pglite', {
      adminDistDir: path.join(tmpdir(), 'no-such-dir'),
    });
    const response = await bare.app.inject({ url: '/admin' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build -w apps/admin');
    await bare.close();
  });

  it('does not answer the API’s unknown admin paths with the page', async () => {
    const response = await t.app.inject({ url: '/api/v1/admin/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('error');
  });
});
