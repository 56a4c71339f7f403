// GST credit notes (CGST Act section 34; issue 38): the seam the refunds, returns and return to
// origin call, in their own transaction. Not issued yet: this answers null until it is.
import type { Database } from '../../db/client';
import type { CreditNoteRow, OrderRow } from '../../db/schema';

/** What a credit note credits: goods returned (lines), a reduced value (amount), or all not yet credited. */
export interface CreditAsk {
  lines?: { itemId: number; quantity: number }[];
  amountPaise?: number;
  reason: string;
  refundId?: number;
  returnId?: number;
  /** When issued (tests move it). */
  at?: Date;
}

/**
 * Issues the order's credit note in the caller's transaction (the order's row locked): null when
 * the order has no tax invoice or nothing is left to credit.
 */
export async function issueCreditNote(
  _tx: Database,
  _order: OrderRow,
  _ask: CreditAsk,
): Promise<CreditNoteRow | null> {
  return null;
}
