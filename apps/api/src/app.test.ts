import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, TEST_WEB_ORIGIN } from './test/test-app';

describe.each(drivers)('API plumbing on %s', (driver) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports health with a database round trip', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/storeInfo', '/api/v1/products', '/api/v1/products/{id}']),
    );
    const listing = document.paths['/api/v1/products'].get;
    expect(listing.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'category', 'gender', 'filter', 'parentCategory']),
    );
    expect(listing.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'pagination',
    );
    // The gateways' pages take form posts, and say so.
    for (const page of ['redirect', 'callback', 'sandbox/pay']) {
      const body = document.paths[`/api/v1/payments/${page}`].post.requestBody;
      expect(Object.keys(body.content)).toEqual(['application/x-www-form-urlencoded']);
    }
  });

  it('allows the configured web origin with credentials', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/products',
      headers: {
        origin: TEST_WEB_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-store-host',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'x-store-host',
    );
  });

  it('does not allow other origins', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storeInfo',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/storeInfo' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No route for GET /api/v1/nothing-here' });
  });

  it('answers malformed JSON with 400 and an error field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('error');
  });
});
