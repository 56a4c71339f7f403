import type { StaffRole } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, asStaff, fromBackOffice, signInStaff } from '../../test/staff';
import { createTestApp, drivers, type TestApp } from '../../test/test-app';

type Rule = 'public' | 'staff' | StaffRole[];

/**
 * Every back-office route and who may call it. The test reads the routes from the OpenAPI
 * document, so a route added without a row here fails, as does a row for a route that is gone.
 */
const RULES: Record<string, Rule> = {
  'GET /api/v1/admin/setup/{token}': 'public',
  'POST /api/v1/admin/setup': 'public',
  'GET /api/v1/admin/invites/{token}': 'public',
  'POST /api/v1/admin/invites/accept': 'public',
  'POST /api/v1/admin/session': 'public',
  'GET /api/v1/admin/session': 'staff',
  'DELETE /api/v1/admin/session': 'staff',
  'POST /api/v1/admin/account/password': 'staff',
  'POST /api/v1/admin/account/totp': 'staff',
  'POST /api/v1/admin/account/totp/confirm': 'staff',
  'DELETE /api/v1/admin/account/totp': 'staff',
  'GET /api/v1/admin/staff': ['owner'],
  'POST /api/v1/admin/staff': ['owner'],
  'PATCH /api/v1/admin/staff/{id}': ['owner'],
  'GET /api/v1/admin/security': ['owner'],
  'PUT /api/v1/admin/security': ['owner'],
  'GET /api/v1/admin/audit': ['owner'],
  'GET /api/v1/admin/dashboard': ['owner', 'manager'],
  'GET /api/v1/admin/store': ['owner', 'manager'],
  'PUT /api/v1/admin/store': ['owner', 'manager'],
  'POST /api/v1/admin/store/policy-preview': ['owner', 'manager'],
  'GET /api/v1/admin/shipping': ['owner', 'manager'],
  'PUT /api/v1/admin/shipping': ['owner', 'manager'],
  'GET /api/v1/admin/search/synonyms': ['owner', 'manager'],
  'PUT /api/v1/admin/search/synonyms': ['owner', 'manager'],
  'GET /api/v1/admin/orders': ['owner', 'manager', 'fulfilment'],
  'GET /api/v1/admin/orders/{id}': ['owner', 'manager', 'fulfilment'],
  // The orders CSV (issue 40): every customer's details and money, as the other exports.
  'GET /api/v1/admin/orders/export': ['owner', 'manager'],
  // Every role ships; confirming a payment and cancelling are owners' and managers' (403 for
  // fulfilment, ORDER_MOVES; orders/admin-routes.test.ts "fulfilment staff ship…").
  'POST /api/v1/admin/orders/{id}/status': ['owner', 'manager', 'fulfilment'],
  'PUT /api/v1/admin/orders/{id}/shipping-address': ['owner', 'manager', 'fulfilment'],
  'GET /api/v1/admin/orders/{id}/invoice': ['owner', 'manager', 'fulfilment'],
  'GET /api/v1/admin/orders/{id}/credit-notes/{number}': ['owner', 'manager', 'fulfilment'],
  // Money leaves the shop by an owner or a manager (decision 0027).
  'POST /api/v1/admin/orders/{id}/refunds': ['owner', 'manager'],
  'POST /api/v1/admin/orders/{id}/refunds/{refundId}/transfer': ['owner', 'manager'],
  // Correcting a recorded UTR is the owner's (issue 37).
  'PUT /api/v1/admin/orders/{id}/utr': ['owner'],
  // A parcel back to origin is received by whoever unpacks it (issue 38).
  'POST /api/v1/admin/orders/{id}/rto-received': ['owner', 'manager', 'fulfilment'],
  // Parcels (issue 39): whoever packs books them and prints their labels.
  'GET /api/v1/admin/carriers': ['owner', 'manager', 'fulfilment'],
  'GET /api/v1/admin/orders/{id}/couriers': ['owner', 'manager', 'fulfilment'],
  'POST /api/v1/admin/orders/{id}/shipments': ['owner', 'manager', 'fulfilment'],
  'GET /api/v1/admin/shipments/{id}/label': ['owner', 'manager', 'fulfilment'],
  'POST /api/v1/admin/shipments/{id}/cancel': ['owner', 'manager', 'fulfilment'],
  'POST /api/v1/admin/shipments/pickup': ['owner', 'manager', 'fulfilment'],
  'POST /api/v1/admin/shipments/manifest': ['owner', 'manager', 'fulfilment'],
  'POST /api/v1/admin/fulfilment/documents': ['owner', 'manager', 'fulfilment'],
  // Returns (issue 38): every role sees them and receives parcels (approving or rejecting is
  // then 403 for fulfilment: returns.test.ts); the pickup, refund and exchange are owners' and
  // managers'.
  'GET /api/v1/admin/returns': ['owner', 'manager', 'fulfilment'],
  'GET /api/v1/admin/returns/{id}': ['owner', 'manager', 'fulfilment'],
  'POST /api/v1/admin/returns/{id}/status': ['owner', 'manager', 'fulfilment'],
  'POST /api/v1/admin/returns/{id}/pickup': ['owner', 'manager'],
  'POST /api/v1/admin/returns/{id}/refund': ['owner', 'manager'],
  'POST /api/v1/admin/returns/{id}/exchange': ['owner', 'manager'],
  // The bank statement: those who confirm payments (ORDER_MOVES).
  'POST /api/v1/admin/payments/statement': ['owner', 'manager'],
  'POST /api/v1/admin/payments/statement/confirmations': ['owner', 'manager'],
  'GET /api/v1/admin/tax-rules': ['owner', 'manager', 'fulfilment'],
  'GET /api/v1/admin/invoices': ['owner', 'manager'],
  'GET /api/v1/admin/credit-notes': ['owner', 'manager'],
  'GET /api/v1/admin/invoices/export': ['owner', 'manager'],
  'POST /api/v1/admin/invoices/exports': ['owner', 'manager'],
  // Any staff member asks; each job is then shown only to the roles of its kind (jobs/access.ts).
  'GET /api/v1/admin/jobs': 'staff',
  'GET /api/v1/admin/jobs/{id}': 'staff',
  'GET /api/v1/admin/jobs/{id}/download': 'staff',
  'GET /api/v1/admin/grievances': ['owner', 'manager'],
  'GET /api/v1/admin/grievances/{ticket}': ['owner', 'manager'],
  'POST /api/v1/admin/grievances/{ticket}/status': ['owner', 'manager'],
  'GET /api/v1/admin/messages': ['owner', 'manager'],
  'GET /api/v1/admin/messages/{id}': ['owner', 'manager'],
  'POST /api/v1/admin/messages/{id}/replies': ['owner', 'manager'],
  'POST /api/v1/admin/messages/{id}/status': ['owner', 'manager'],
  'GET /api/v1/admin/subscribers': ['owner', 'manager'],
  'GET /api/v1/admin/subscribers/export': ['owner', 'manager'],
  'GET /api/v1/admin/mail': ['owner', 'manager'],
  'POST /api/v1/admin/mail/{id}/retry': ['owner', 'manager'],
  'GET /api/v1/admin/products': ['owner', 'manager'],
  'POST /api/v1/admin/products': ['owner', 'manager'],
  'GET /api/v1/admin/products/low-stock': ['owner', 'manager'],
  'GET /api/v1/admin/products/export': ['owner', 'manager'],
  'POST /api/v1/admin/products/import': ['owner', 'manager'],
  'POST /api/v1/admin/products/bulk': ['owner', 'manager'],
  'GET /api/v1/admin/products/{id}': ['owner', 'manager'],
  'PATCH /api/v1/admin/products/{id}': ['owner', 'manager'],
  'PUT /api/v1/admin/products/{id}/variants': ['owner', 'manager'],
  'POST /api/v1/admin/images': ['owner', 'manager'],
  // Promotions (issue 40) give the shop's money away: owners and managers run and read them.
  'POST /api/v1/admin/promotions': ['owner', 'manager'],
  'GET /api/v1/admin/promotions': ['owner', 'manager'],
  'GET /api/v1/admin/promotions/export': ['owner', 'manager'],
  'GET /api/v1/admin/promotions/{id}': ['owner', 'manager'],
  'PUT /api/v1/admin/promotions/{id}': ['owner', 'manager'],
  'POST /api/v1/admin/promotions/{id}/pause': ['owner', 'manager'],
  'POST /api/v1/admin/promotions/{id}/duplicate': ['owner', 'manager'],
  'GET /api/v1/admin/promotions/{id}/uses': ['owner', 'manager'],
};

const ROLES: StaffRole[] = ['owner', 'manager', 'fulfilment'];

/** A path with its parameters filled in with values that name nothing. */
const concrete = (path: string) =>
  path
    .replace('{token}', 'x'.repeat(43))
    .replace('{ticket}', 'GRV-ZZZZZZZZ')
    .replace(
      '{id}',
      path.includes('/staff/') ||
        path.includes('/mail/') ||
        path.includes('/messages/') ||
        path.includes('/promotions/')
        ? '999999'
        : path.includes('/jobs/')
          ? '00000000-0000-4000-8000-000000000000'
          : 'ZZZZZZZZZZ',
    );

describe.each(drivers)('back-office access rules on %s', (driver) => {
  let t: TestApp;
  let routes: string[];

  beforeAll(async () => {
    t = await createTestApp(driver);
    for (const role of ROLES) await addStaff(t, { email: `${role}@shop.in`, role });
    const document = (await t.app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => method !== 'head')
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has a rule for every back-office route, and a route for every rule', () => {
    expect(routes.sort()).toEqual(Object.keys(RULES).sort());
  });

  /**
   * Allowed callers get past the role check: the empty body is then refused by validation
   * (400), or the request is served or names nothing (200, 204, 404). Others get 401 or 403.
   */
  async function call(route: string, cookie?: string) {
    const [method, path] = route.split(' ') as [string, string];
    const hasBody = !['GET', 'DELETE'].includes(method) || route.endsWith('account/totp');
    const request = {
      method: method as 'GET',
      url: concrete(path),
      ...(hasBody && !route.endsWith('POST /api/v1/admin/account/totp') ? { payload: {} } : {}),
    };
    return cookie
      ? asStaff(t.app, cookie, request)
      : t.app.inject({ ...request, headers: fromBackOffice() });
  }

  it.each(Object.entries(RULES))('%s: %j', async (route, rule) => {
    const anonymous = await call(route);
    if (rule === 'public') {
      expect(anonymous.statusCode, anonymous.body).not.toBe(401);
      expect(anonymous.statusCode).not.toBe(403);
      return;
    }
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    expect(anonymous.json()).toHaveProperty('error');

    for (const role of ROLES) {
      // A fresh session each time: some calls (sign-out) end the session they are made with.
      const cookie = await signInStaff(t.app, `${role}@shop.in`);
      const response = await call(route, cookie);
      if (rule === 'staff' || rule.includes(role)) {
        expect([401, 403], `${role}: ${response.body}`).not.toContain(response.statusCode);
      } else {
        expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
        expect(response.json().error).toBe(`The ${role} role cannot do this.`);
      }
    }
  });
});
