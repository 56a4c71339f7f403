import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type AdminGrievance,
  type AdminGrievanceList,
  type adminGrievanceListQuerySchema,
  GRIEVANCE_STATUS_LABELS,
  GRIEVANCE_TICKET_PATTERN,
  GRIEVANCE_TRANSITIONS,
  GRIEVANCE_WARNING_MS,
  type GrievanceCreated,
  grievanceContactOf,
  type GrievanceInput,
  grievanceMessages,
  type GrievanceStatusAnswer,
  type GrievanceStatusChangeInput,
  normaliseGrievanceTicket,
  normaliseOrderId,
} from '@storefront/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { type GrievanceRow, grievances, orders, staff } from '../../db/schema';
import { contactMatches } from '../../lib/contact';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import { minutesText, type RateLimitPolicy } from '../../lib/rate-limit-policy';
import type { RateLimiter } from '../../lib/rate-limiter';
import { type Actor, recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { enqueueStaffMail } from '../mail';
import { grievanceDeadlines } from './deadlines';
import { newGrievanceTicket } from './ticket';

type ListQuery = z.output<typeof adminGrievanceListQuerySchema>;

const TICKET_ATTEMPTS = 3;
const HOUR_SECONDS = 3600;

/** A time as a query parameter: drizzle maps Dates only for columns, not in sql`` templates. */
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** Grievances past a deadline still to meet at `now`. */
function overdueAt(now: Date): SQL {
  return sql`((${grievances.status} = 'open' and ${grievances.acknowledgeBy} <= ${at(now)})
    or (${grievances.status} in ('open', 'acknowledged') and ${grievances.resolveBy} <= ${at(now)}))`;
}

/** Grievances past a deadline or within its warning window at `now` (GRIEVANCE_WARNING_MS). */
function dueSoonAt(now: Date): SQL {
  const acknowledgeSoon = new Date(now.getTime() + GRIEVANCE_WARNING_MS.acknowledge);
  const resolveSoon = new Date(now.getTime() + GRIEVANCE_WARNING_MS.resolve);
  return sql`((${grievances.status} = 'open' and ${grievances.acknowledgeBy} <= ${at(acknowledgeSoon)})
    or (${grievances.status} in ('open', 'acknowledged') and ${grievances.resolveBy} <= ${at(resolveSoon)}))`;
}

/**
 * Grievances the shop must act on: every one not yet acknowledged (a new complaint is waiting
 * for its acknowledgement, however far its deadline), and those past a deadline or near it.
 */
function needingAttentionAt(now: Date): SQL {
  return sql`(${grievances.status} = 'open' or ${dueSoonAt(now)})`;
}

/** The next deadline still to meet: acknowledgement while open, then resolution; none after. */
const nextDeadline = sql`case ${grievances.status} when 'open' then ${grievances.acknowledgeBy}
  when 'acknowledged' then ${grievances.resolveBy} end`;

/**
 * Grievances of a store not yet acknowledged, or whose next deadline has passed or is near (the
 * dashboard's count).
 */
export async function countGrievancesNeedingAttention(
  db: Database,
  storeId: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(grievances)
    .where(and(eq(grievances.storeId, storeId), needingAttentionAt(now)));
  return row?.total ?? 0;
}

const iso = (time: Date | null) => (time ? time.toISOString() : null);

/** A store's grievance by its ticket, however it was typed. */
const byTicket = (storeId: number, rawTicket: string) =>
  and(eq(grievances.storeId, storeId), eq(grievances.ticket, normaliseGrievanceTicket(rawTicket)));

function toStatusAnswer(row: GrievanceRow): GrievanceStatusAnswer {
  return {
    ticket: row.ticket,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    acknowledgedAt: iso(row.acknowledgedAt),
    resolvedAt: iso(row.resolvedAt),
    acknowledgeBy: row.acknowledgeBy.toISOString(),
    resolveBy: row.resolveBy.toISOString(),
    resolution: row.resolution,
  };
}

/** What the audit log keeps of a grievance before and after a change. */
function snapshot(row: GrievanceRow) {
  return {
    status: GRIEVANCE_STATUS_LABELS[row.status],
    acknowledgedAt: iso(row.acknowledgedAt),
    resolvedAt: iso(row.resolvedAt),
    resolution: row.resolution,
  };
}

export type GrievanceService = ReturnType<typeof createGrievanceService>;

export function createGrievanceService({
  db,
  limiter,
  rateLimits,
  now = () => new Date(),
}: {
  db: Database;
  limiter: RateLimiter;
  rateLimits: RateLimitPolicy;
  /** The clock deadlines are counted by; tests move it. */
  now?: () => Date;
}) {
  /**
   * Files a grievance and, when the contact is an e-mail address, its receipt mail in the same
   * transaction. Counted per IP and per contact before anything is written; a grievance that
   * could not be written gives its counts back.
   */
  async function file(
    storeId: number,
    input: GrievanceInput,
    ip: string,
  ): Promise<GrievanceCreated> {
    // The schema let only an e-mail address or an Indian mobile number through.
    const contact = grievanceContactOf(input.contact)!;
    const counted: string[] = [];
    const take = async (key: string, limit: number, message: string) => {
      const counter = await limiter.increment(key, HOUR_SECONDS);
      if (counter.count > limit) {
        throw new TooManyRequestsError(
          `${message} Please try again in ${minutesText(counter.retryAfterSeconds)}.`,
          counter.retryAfterSeconds,
        );
      }
      counted.push(key);
    };
    await take(
      `grievance:ip:${ip}`,
      rateLimits.grievancesPerIpPerHour,
      'Too many complaints were filed from your network.',
    );
    await take(
      `grievance:contact:${storeId}:${contact.email ?? contact.phone}`,
      rateLimits.grievancesPerContactPerHour,
      'Too many complaints were filed with this e-mail address or phone number.',
    );

    let wrote = false;
    try {
      const receivedAt = now();
      const { acknowledgeBy, resolveBy } = grievanceDeadlines(receivedAt);
      const orderId = input.orderId ? await verifiedOrder(storeId, input.orderId, contact) : null;
      for (let attempt = 1; ; attempt++) {
        const ticket = newGrievanceTicket();
        try {
          await db.transaction(async (tx) => {
            await tx.insert(grievances).values({
              storeId,
              ticket,
              name: input.name,
              contact: input.contact,
              email: contact.email,
              phone: contact.phone,
              orderRef: input.orderId ?? null,
              orderId,
              message: input.message,
              createdAt: receivedAt,
              acknowledgeBy,
              resolveBy,
              updatedAt: receivedAt,
            });
            if (contact.email) {
              await enqueueMail(tx, {
                storeId,
                to: contact.email,
                message: {
                  kind: 'grievance_received',
                  data: {
                    ticket,
                    name: input.name,
                    receivedAt: receivedAt.toISOString(),
                    acknowledgeBy: acknowledgeBy.toISOString(),
                    resolveBy: resolveBy.toISOString(),
                  },
                },
              });
            }
            // The staff told of grievances, and the grievance officer the store names.
            await enqueueStaffMail(tx, {
              storeId,
              event: 'grievance_filed',
              withOfficer: true,
              message: {
                kind: 'staff_grievance_filed',
                data: {
                  ticket,
                  name: input.name,
                  contact: input.contact,
                  orderRef: input.orderId ?? null,
                  acknowledgeBy: acknowledgeBy.toISOString(),
                  resolveBy: resolveBy.toISOString(),
                },
              },
            });
          });
          wrote = true;
          return { ticket };
        } catch (error) {
          // 40 random bits rarely collide within a store; when they do, draw another ticket.
          if (
            attempt < TICKET_ATTEMPTS &&
            isUniqueViolation(error, 'grievances_store_ticket_idx')
          ) {
            continue;
          }
          throw error;
        }
      }
    } finally {
      if (!wrote) for (const key of counted) await limiter.release(key).catch(() => {});
    }
  }

  /**
   * The order a grievance names, when it is an order of this store placed with the same e-mail
   * or phone; else null, and the grievance keeps the number only as typed. Never an error: a
   * complaint is received whatever its order number, and the answer must not tell whether an
   * order exists.
   */
  async function verifiedOrder(
    storeId: number,
    typed: string,
    contact: { email: string | null; phone: string | null },
  ): Promise<string | null> {
    const [order] = await db
      .select({ id: orders.id, email: orders.email, phone: orders.phone })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.id, normaliseOrderId(typed))))
      .limit(1);
    if (!order) return null;
    return contactMatches(order, contact.email ?? contact.phone!) ? order.id : null;
  }

  /**
   * A grievance's status for anyone who knows its ticket and the e-mail or phone it was filed
   * with. Every miss looks the same and counts against the caller's IP.
   */
  async function lookup(
    storeId: number,
    rawTicket: string,
    contact: string,
    ip: string,
  ): Promise<GrievanceStatusAnswer> {
    // Counted before the query and given back when found, as order look-ups are.
    const missesKey = `grievance-lookup:ip:${ip}`;
    const attempts = await limiter.increment(missesKey, rateLimits.grievanceLookupWindowSeconds);
    if (attempts.count > rateLimits.maxFailedGrievanceLookupsPerIp) {
      throw new TooManyRequestsError(
        `Too many complaint look-ups. Please try again in ${minutesText(attempts.retryAfterSeconds)}.`,
        attempts.retryAfterSeconds,
      );
    }
    const [row] = await db.select().from(grievances).where(byTicket(storeId, rawTicket)).limit(1);
    if (!row || !contactMatches(row, contact)) throw new NotFoundError(grievanceMessages.notFound);
    await limiter.release(missesKey);
    return toStatusAnswer(row);
  }

  /** What a search box query names: a ticket, an e-mail address or a phone; null for nothing. */
  function searchCondition(q: string): SQL | null {
    if (q.includes('@')) return sql`lower(${grievances.email}) = ${q.toLowerCase()}`;
    const ticket = normaliseGrievanceTicket(q);
    if (GRIEVANCE_TICKET_PATTERN.test(ticket)) return eq(grievances.ticket, ticket);
    const contact = grievanceContactOf(q);
    return contact?.phone ? eq(grievances.phone, contact.phone) : null;
  }

  /** A page of the store's grievances, the nearest deadline still to meet first, then newest. */
  async function list(storeId: number, query: ListQuery): Promise<AdminGrievanceList> {
    const { page, limit } = query;
    const time = now();
    const conditions: SQL[] = [eq(grievances.storeId, storeId)];
    if (query.status) conditions.push(eq(grievances.status, query.status));
    if (query.due === 'overdue') conditions.push(overdueAt(time));
    if (query.due === 'attention') conditions.push(needingAttentionAt(time));
    if (query.due === 'soon') {
      conditions.push(dueSoonAt(time), sql`not ${overdueAt(time)}`);
    }
    if (query.q) {
      const found = searchCondition(query.q);
      if (!found) return { data: [], pagination: { page, limit, total: 0 } };
      conditions.push(found);
    }
    const where = and(...conditions);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(grievances)
        .where(where)
        .orderBy(
          sql`${nextDeadline} asc nulls last`,
          desc(grievances.createdAt),
          desc(grievances.id),
        )
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(grievances).where(where),
    ]);
    return {
      data: rows.map((row) => {
        const { resolution: _resolution, ...answer } = toStatusAnswer(row);
        return { ...answer, name: row.name, contact: row.contact };
      }),
      pagination: { page, limit, total: counted?.total ?? 0 },
    };
  }

  async function find(
    tx: Pick<Database, 'select'>,
    storeId: number,
    rawTicket: string,
    { lock = false } = {},
  ): Promise<GrievanceRow> {
    const query = tx.select().from(grievances).where(byTicket(storeId, rawTicket)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new NotFoundError(grievanceMessages.notFound);
    return row;
  }

  const acknowledger = alias(staff, 'acknowledger');
  const resolver = alias(staff, 'resolver');

  /** A grievance with everything the grievance officer needs, and who acted on it. */
  async function detail(storeId: number, rawTicket: string): Promise<AdminGrievance> {
    const [found] = await db
      .select({
        grievance: grievances,
        acknowledgedBy: acknowledger.email,
        resolvedBy: resolver.email,
      })
      .from(grievances)
      .leftJoin(acknowledger, eq(acknowledger.id, grievances.acknowledgedByStaffId))
      .leftJoin(resolver, eq(resolver.id, grievances.resolvedByStaffId))
      .where(byTicket(storeId, rawTicket))
      .limit(1);
    if (!found) throw new NotFoundError(grievanceMessages.notFound);
    const row = found.grievance;
    return {
      ...toStatusAnswer(row),
      name: row.name,
      contact: row.contact,
      email: row.email,
      phone: row.phone,
      orderRef: row.orderRef,
      orderId: row.orderId,
      message: row.message,
      acknowledgedBy: found.acknowledgedBy,
      resolvedBy: found.resolvedBy,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /**
   * Moves a grievance along GRIEVANCE_TRANSITIONS: its row is locked, so of two changes at once
   * the second sees the first's result (409), as does a change made from a status it has left.
   * The change, its audit entry and the person's e-mail are written together.
   */
  async function changeStatus(
    storeId: number,
    actor: Actor,
    rawTicket: string,
    change: GrievanceStatusChangeInput,
  ): Promise<AdminGrievance> {
    const ticket = await db.transaction(async (tx) => {
      const row = await find(tx, storeId, rawTicket, { lock: true });
      const label = (status: GrievanceRow['status']) =>
        GRIEVANCE_STATUS_LABELS[status].toLowerCase();
      if (change.fromStatus !== undefined && change.fromStatus !== row.status) {
        throw new ConflictError(
          `This grievance changed meanwhile: it is now ${label(row.status)}, not ${label(change.fromStatus)}.`,
        );
      }
      if (!GRIEVANCE_TRANSITIONS[row.status].includes(change.status)) {
        throw new ConflictError(
          `A grievance cannot go from ${label(row.status)} to ${label(change.status)}.`,
        );
      }
      const time = now();
      // Resolving or closing an open grievance answers it: that acknowledges it too.
      const acknowledging =
        row.acknowledgedAt === null
          ? { acknowledgedAt: time, acknowledgedByStaffId: actor.staffId }
          : {};
      const [after] = await tx
        .update(grievances)
        .set(
          change.status === 'acknowledged'
            ? { status: change.status, ...acknowledging, updatedAt: time }
            : {
                status: change.status,
                ...acknowledging,
                resolvedAt: time,
                resolvedByStaffId: actor.staffId,
                resolution: change.resolution!,
                updatedAt: time,
              },
        )
        .where(eq(grievances.id, row.id))
        .returning();
      if (row.email) {
        await enqueueMail(tx, {
          storeId,
          to: row.email,
          message:
            change.status === 'acknowledged'
              ? {
                  kind: 'grievance_acknowledged',
                  data: {
                    ticket: row.ticket,
                    name: row.name,
                    resolveBy: row.resolveBy.toISOString(),
                  },
                }
              : {
                  kind: 'grievance_resolved',
                  data: {
                    ticket: row.ticket,
                    name: row.name,
                    outcome: change.status,
                    resolution: change.resolution!,
                  },
                },
        });
      }
      await recordAudit(tx, {
        storeId,
        actor,
        action: `grievance.${change.status}`,
        entity: 'grievance',
        entityId: row.ticket,
        before: snapshot(row),
        after: snapshot(after!),
      });
      return row.ticket;
    });
    return detail(storeId, ticket);
  }

  return { file, lookup, list, detail, changeStatus };
}
