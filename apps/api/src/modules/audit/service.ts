import { desc, eq, sql } from 'drizzle-orm';
import type { AuditEntry, AuditList } from '@storefront/contract';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who made a change: a signed-in staff member, or someone at the API's terminal. */
export type Actor = { staffId: number; email: string } | { staffId: null; email: 'terminal' };

export const TERMINAL = { staffId: null, email: 'terminal' } as const satisfies Actor;

export interface AuditRecord {
  storeId: number;
  actor: Actor;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Adds an entry; call it in the transaction that makes the change, so both land or neither. */
export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditRecord) {
  await db.insert(auditLog).values({
    storeId: entry.storeId,
    staffId: entry.actor.staffId,
    actor: entry.actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** A page of the store's audit log, newest first. */
export async function listAudit(
  db: Database,
  storeId: number,
  { page, limit }: { page: number; limit: number },
): Promise<AuditList> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(eq(auditLog.storeId, storeId))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.storeId, storeId)),
  ]);
  return {
    data: rows.map((row): AuditEntry => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    pagination: { page, limit, total: counted?.total ?? 0 },
  };
}
