import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, orders } from '../../db/schema';
import type { MailMessage } from './mail-kinds';

/**
 * Puts an e-mail in the outbox. Call it with the transaction (or statement) of the event that
 * causes the mail: the mail exists exactly when the event does, and the mail job sends it.
 */
export async function enqueueMail(
  db: Pick<Database, 'insert'>,
  mail: { storeId: number; to: string; message: MailMessage },
): Promise<void> {
  await db.insert(mailOutbox).values(outboxValues(mail));
}

/** The row enqueueMail writes, for statements that insert it themselves. */
export function outboxValues({
  storeId,
  to,
  message,
}: {
  storeId: number;
  to: string;
  message: MailMessage;
}) {
  return {
    storeId,
    recipient: to,
    kind: message.kind,
    data: message.data as Record<string, unknown>,
    messageId: randomUUID(),
  };
}

type OrderMailMessage = Extract<MailMessage, { data: { orderId: string } }>;

/** An order's e-mail, to the address the order was placed with (read in the same statement). */
export async function enqueueOrderMail(
  db: Pick<Database, 'execute'>,
  message: OrderMailMessage,
): Promise<void> {
  await db.execute(sql`
    insert into ${mailOutbox} (store_id, kind, recipient, data, message_id)
    select store_id, ${message.kind}, email, ${JSON.stringify(message.data)}::jsonb, ${randomUUID()}
    from ${orders} where id = ${message.data.orderId}`);
}

/**
 * How long an "order placed" e-mail waits for the shopper to choose how to pay, at most. The
 * mail says what is true for the method chosen (cash on delivery is never told to pay online),
 * so it goes out as soon as the choice is made (releasePlacedMail) — or after this wait as a
 * reminder that the order is waiting for payment. Kept well inside the stock hold, so the
 * reminder comes before the order would be cancelled.
 */
export function placedMailWaitSeconds(holdMinutes: number): number {
  return Math.min(10 * 60, Math.floor((holdMinutes * 60) / 3));
}

/**
 * Sends the order's "order placed" e-mail now if it is still waiting (see placedMailWaitSeconds):
 * call it with the transaction that settles how the order is paid, or that moves it on.
 */
export async function releasePlacedMail(
  db: Pick<Database, 'execute'>,
  orderId: string,
): Promise<void> {
  await db.execute(sql`
    update ${mailOutbox} set next_attempt_at = now()
    where kind = 'order_placed' and status = 'pending' and attempts = 0
      and data->>'orderId' = ${orderId} and next_attempt_at > now()`);
}
