import type { StaffRole } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { staff, stores } from '../db/schema';
import { createPasswordHasher } from '../modules/users/passwords';
import type { TestApp } from './test-app';

export const STAFF_PASSWORD = 'correct horse battery staple';
const hasher = createPasswordHasher({ log2N: 14, r: 8, p: 1 });
let passwordHash: Promise<string> | null = null;

/** An active staff member of the store (the default store unless a host is given). */
export async function addStaff(
  t: Pick<TestApp, 'db'>,
  { email, role, storeId }: { email: string; role: StaffRole; storeId?: number },
) {
  const store =
    storeId ??
    (await t.db.select({ id: stores.id }).from(stores).where(eq(stores.isDefault, true)))[0]!.id;
  const [row] = await t.db
    .insert(staff)
    .values({
      storeId: store,
      email,
      role,
      passwordHash: await (passwordHash ??= hasher.hash(STAFF_PASSWORD)),
    })
    .returning();
  return row!;
}

/** The request of a browser on the back office at `host`: its Host and its Origin. */
export function fromBackOffice(host = 'localhost') {
  return { host, origin: `http://${host}` };
}

/** Signs in and answers the Cookie header of the new session. */
export async function signInStaff(
  app: TestApp['app'],
  email: string,
  {
    password = STAFF_PASSWORD,
    host = 'localhost',
    code,
  }: { password?: string; host?: string; code?: string } = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/session',
    headers: fromBackOffice(host),
    payload: { email, password, ...(code ? { code } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookie(response);
}

export function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('staff_session'));
  if (!cookie) throw new Error('no session cookie was set');
  return `${cookie.name}=${cookie.value}`;
}

/** A back-office request with a session cookie, from the back office's own origin. */
export function asStaff(
  app: TestApp['app'],
  cookie: string,
  request: Omit<InjectOptions, 'headers'> & { host?: string; headers?: Record<string, string> },
) {
  const { host, headers, ...rest } = request;
  return app.inject({ ...rest, headers: { ...fromBackOffice(host), cookie, ...headers } });
}
