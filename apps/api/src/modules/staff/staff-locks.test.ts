import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff, stores } from '../../db/schema';
import { addStaff, fromBackOffice, signInStaff } from '../../test/staff';
import { createTestApp, drivers, type TestApp } from '../../test/test-app';

// Found by the fuzzer on PostgreSQL (day seed 20261129): disabling a member deadlocked with a
// request of that member's that had written its own row and then an audit entry naming the store.
describe.each(drivers)('staff changes beside other writes on %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an owner disables a member whose own change is writing its audit entry: both finish', async () => {
    await addStaff(t, { email: 'owner@locks.in', role: 'owner' });
    const member = await addStaff(t, { email: 'packer@locks.in', role: 'fulfilment' });
    const cookie = await signInStaff(t.app, 'owner@locks.in');
    const [store] = await t.db.select().from(stores).where(eq(stores.id, member.storeId));

    let disabling: Promise<{ statusCode: number }> | undefined;
    await t.db.transaction(async (tx) => {
      // The member's own change: its row first, its audit entry (a key share on the store) last.
      await tx.update(staff).set({ lastSignInAt: new Date() }).where(eq(staff.id, member.id));
      disabling = t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/staff/${member.id}`,
        headers: { ...fromBackOffice(), cookie },
        payload: { disabled: true },
      });
      if (driver === 'postgres') await waitForALockWait(t);
      await tx.insert(auditLog).values({
        storeId: store!.id,
        staffId: member.id,
        actor: member.email,
        action: 'staff.signed_in',
        entity: 'staff',
        entityId: String(member.id),
      });
    });
    expect((await disabling!).statusCode).toBe(200);
    const [after] = await t.db.select().from(staff).where(eq(staff.id, member.id));
    expect(after!.disabledAt).not.toBeNull();
  });
});

/** Until another connection waits on a lock (the owner's change, queued behind the member's row). */
async function waitForALockWait(t: TestApp) {
  for (;;) {
    const rows = await t.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const waiting = (rows as unknown as { rows?: { waiting: number }[] }).rows?.[0]?.waiting ?? 0;
    if (waiting > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
