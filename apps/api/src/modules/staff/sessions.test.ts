import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, asStaff, fromBackOffice, signInStaff, STAFF_PASSWORD } from '../../test/staff';
import { createTestApp, drivers, type TestApp } from '../../test/test-app';

describe.each(drivers)('back-office sessions on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await addStaff(t, { email: 'owner@shop.in', role: 'owner' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs in with a session cookie that is HttpOnly, SameSite=Strict, at least 128 bits', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/session',
      headers: fromBackOffice(),
      payload: { email: 'Owner@Shop.in ', password: STAFF_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: 'owner@shop.in', role: 'owner' });
    const cookie = response.cookies.find((c) => c.name === 'staff_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('answers the signed-in staff member', async () => {
    const cookie = await signInStaff(t.app, 'owner@shop.in');
    const me = await asStaff(t.app, cookie, { method: 'GET', url: '/api/v1/admin/session' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'owner@shop.in', role: 'owner', totpEnabled: false });
  });
});
