// Manual UPI made safe (issue 37, item 3): the shop's bank statement matched against its orders
// awaiting a UPI transfer, each match confirmed by a person; a recorded UTR corrected by an owner.
import { z } from 'zod';
import { rupeesSchema, text } from './common';
import { normaliseOrderId } from './order-rules';
import { normaliseUtr, UTR_MESSAGE } from './admin';

/** A statement up to this size is read at all (a year of a busy shop's account is ~5 MB). */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Rows of the statement's table read at most. */
export const STATEMENT_MAX_ROWS = 100_000;
/**
 * A statement of up to this many lines (and STATEMENT_DIRECT_MAX_BYTES) is matched in the request and answered at once (200);
 * a longer one by a job (202, followed at /admin/jobs/{id}), so no request holds the API's
 * process for long (decision 0028).
 */
export const STATEMENT_DIRECT_MAX_LINES = 2_000;
/** ...and of up to this many bytes (2,000 lines of a bank's export are about 250 KB). */
export const STATEMENT_DIRECT_MAX_BYTES = 512 * 1024;

const columnName = text().trim().min(1, 'must name a column').max(100);

/**
 * POST /admin/payments/statement?dryRun=true, body text/csv: the CSV export of the shop's bank
 * account. HDFC, ICICI, SBI and Axis exports are recognised by their table's header; another
 * bank's is read by naming its columns (dateColumn, narrationColumn, creditColumn, and
 * referenceColumn if it has one). Matching never confirms anything: dryRun=false is refused.
 */
export const statementQuerySchema = z
  .object({
    dryRun: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true')
      .refine((value) => value === 'true', {
        message:
          'must be true: a statement is only matched here; confirm each match you chose with POST /admin/payments/statement/confirmations',
      })
      .transform(() => true as const),
    dateColumn: columnName.optional(),
    narrationColumn: columnName.optional(),
    creditColumn: columnName.optional(),
    referenceColumn: columnName.optional(),
  })
  .superRefine((query, context) => {
    const named = [query.dateColumn, query.narrationColumn, query.creditColumn];
    if (named.every((name) => name === undefined) && query.referenceColumn === undefined) return;
    for (const key of ['dateColumn', 'narrationColumn', 'creditColumn'] as const) {
      if (query[key] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message:
            'is required when the columns are named (dateColumn, narrationColumn, creditColumn)',
        });
      }
    }
  });
export type StatementQuery = z.input<typeof statementQuerySchema>;

/** The columns of another bank's statement, by the names its header row gives them. */
export interface StatementColumns {
  date: string;
  narration: string;
  credit: string;
  reference?: string;
}

/** A credit matched to an order awaiting that UPI transfer: amount and order id agree. */
export const statementMatchSchema = z.object({
  orderId: text(),
  utr: text(),
  /** Rupees, as the admin orders API gives money. */
  amount: rupeesSchema,
});
export type StatementMatch = z.infer<typeof statementMatchSchema>;

/** A credit the statement shows as it shows it: day (YYYY-MM-DD), rupees, the bank's narration. */
const creditFields = {
  /** Null when the narration and the reference hold no 12-digit UTR. */
  utr: text().nullable(),
  amount: rupeesSchema,
  date: text(),
  narration: text(),
};

/** A credit that may be an order's payment, for a person to look at: `reason` says why not sure. */
export const statementDoubtfulSchema = z.object({
  ...creditFields,
  /** The order it may pay (named in the note, or the one pending order of its amount). */
  orderId: text().nullable(),
  reason: text(),
});
export type StatementDoubtful = z.infer<typeof statementDoubtfulSchema>;

/** A UPI credit that pays no order awaiting payment that can be found. */
export const statementUnmatchedSchema = z.object(creditFields);
export type StatementUnmatched = z.infer<typeof statementUnmatchedSchema>;

/** What the statement's UPI credits pay, in the statement's order within each list. */
export const statementMatchResultSchema = z.object({
  matches: z.array(statementMatchSchema),
  doubtful: z.array(statementDoubtfulSchema),
  unmatched: z.array(statementUnmatchedSchema),
});
export type StatementMatchResult = z.infer<typeof statementMatchResultSchema>;

const utrField = text().transform((value, context) => {
  const utr = normaliseUtr(value);
  if (!utr) {
    context.addIssue({ code: 'custom', message: UTR_MESSAGE });
    return z.NEVER;
  }
  return utr;
});

/**
 * POST /admin/payments/statement/confirmations: a person confirms one match (or a doubtful
 * credit they checked): the order, awaiting a UPI transfer of exactly `amount`, is paid with
 * that UTR (409 when the UTR paid another order, the order no longer awaits payment, or awaits
 * another amount).
 */
export const statementConfirmationSchema = z.object({
  orderId: text()
    .trim()
    .min(1, 'is required')
    .max(40)
    .transform((value) => normaliseOrderId(value)),
  utr: utrField,
  amount: rupeesSchema.refine(
    (rupees) =>
      Number.isSafeInteger(Math.round(rupees * 100)) &&
      Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6,
    'must be rupees with at most two decimals',
  ),
});
export type StatementConfirmation = z.input<typeof statementConfirmationSchema>;

/** PUT /admin/orders/{id}/utr: an owner corrects the UTR recorded for the order's UPI payment. */
export const utrCorrectionSchema = z.object({
  utr: utrField,
  reason: text()
    .trim()
    .max(200, 'must be at most 200 characters')
    .optional()
    .transform((value) => value || undefined),
});
export type UtrCorrection = z.input<typeof utrCorrectionSchema>;
