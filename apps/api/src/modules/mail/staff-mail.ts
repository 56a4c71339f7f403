import { type SQL, sql } from 'drizzle-orm';
import { STAFF_NOTIFICATION_EVENTS, type StaffNotificationEvent } from '@storefront/contract';
import type { Database } from '../../db/client';
import { mailOutbox, stores } from '../../db/schema';
import type { MailMessage } from './mail-kinds';

const EVERY_EVENT = JSON.stringify(STAFF_NOTIFICATION_EVENTS);

/**
 * The addresses a store's staff are told of `event` at, as rows of one column, `email`: the
 * store's settings (stores.staff_notifications), else the store's own e-mail, told of everything.
 * Read by the statement that writes the mails, so they go where the settings say at that moment.
 * `withOfficer` adds the grievance officer the store names.
 */
export function staffRecipients(
  storeId: number,
  event: StaffNotificationEvent,
  { withOfficer = false }: { withOfficer?: boolean } = {},
): SQL {
  const settings = sql`
    select lower(recipient.email) as email
    from ${stores} as store
    cross join lateral jsonb_to_recordset(coalesce(
      store.staff_notifications,
      jsonb_build_array(jsonb_build_object('email', store.company_email, 'events', ${EVERY_EVENT}::jsonb))
    )) as recipient(email text, events jsonb)
    where store.id = ${storeId} and recipient.events @> jsonb_build_array(${event}::text)`;
  if (!withOfficer) return settings;
  return sql`${settings}
    union
    select lower(store.grievance_officer->>'email') from ${stores} as store
    where store.id = ${storeId} and store.grievance_officer->>'email' is not null`;
}

type StaffMailMessage = Extract<MailMessage, { kind: `staff_${string}` }>;

/**
 * Writes a staff notification for each address told of `event`, in the caller's transaction (or
 * statement), so the mails exist exactly when what they tell of does; none when nobody is.
 */
export async function enqueueStaffMail(
  db: Pick<Database, 'execute'>,
  {
    storeId,
    event,
    message,
    withOfficer,
  }: {
    storeId: number;
    event: StaffNotificationEvent;
    message: Exclude<StaffMailMessage, { kind: 'staff_invite' }>;
    withOfficer?: boolean;
  },
): Promise<void> {
  await db.execute(staffMailInsert(storeId, event, message, { withOfficer }));
}

/**
 * The INSERT enqueueStaffMail runs, for statements that write it in a CTE of their own; `when`
 * makes it conditional on what the statement wrote ("exists (select 1 from new_order)").
 */
export function staffMailInsert(
  storeId: number,
  event: StaffNotificationEvent,
  message: StaffMailMessage,
  { withOfficer = false, when }: { withOfficer?: boolean; when?: SQL } = {},
): SQL {
  return sql`
    insert into ${mailOutbox} (store_id, kind, recipient, data, message_id)
    select ${storeId}, ${message.kind}, recipient.email, ${JSON.stringify(message.data)}::jsonb,
           gen_random_uuid()::text
    from (${staffRecipients(storeId, event, { withOfficer })}) as recipient
    ${when ? sql`where ${when}` : sql``}`;
}
