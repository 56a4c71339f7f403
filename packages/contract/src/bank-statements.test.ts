import { describe, expect, it } from 'vitest';
import {
  statementConfirmationSchema,
  statementQuerySchema,
  utrCorrectionSchema,
} from './bank-statements';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the bank statement’s schemas', () => {
  it('matches only as a dry run, true by default, and takes another bank’s columns together', () => {
    expect(statementQuerySchema.parse({})).toEqual({ dryRun: true });
    expect(statementQuerySchema.parse({ dryRun: 'true' })).toEqual({ dryRun: true });
    expect(issues(statementQuerySchema.safeParse({ dryRun: 'false' }))).toEqual([
      'dryRun: must be true: a statement is only matched here; confirm each match you chose with POST /admin/payments/statement/confirmations',
    ]);
    expect(
      statementQuerySchema.parse({
        dateColumn: ' Txn Date ',
        narrationColumn: 'Description',
        creditColumn: 'Credit',
      }),
    ).toEqual({
      dryRun: true,
      dateColumn: 'Txn Date',
      narrationColumn: 'Description',
      creditColumn: 'Credit',
    });
    expect(issues(statementQuerySchema.safeParse({ referenceColumn: 'Ref' }))).toEqual([
      'dateColumn: is required when the columns are named (dateColumn, narrationColumn, creditColumn)',
      'narrationColumn: is required when the columns are named (dateColumn, narrationColumn, creditColumn)',
      'creditColumn: is required when the columns are named (dateColumn, narrationColumn, creditColumn)',
    ]);
  });

  it('confirms a credit by its order, a 12-digit UTR as a person may type it, and rupees with paise', () => {
    expect(
      statementConfirmationSchema.parse({
        orderId: ' k7m2-qx9hab ',
        utr: 'UTR 6305 1234 5678',
        amount: 1499.5,
      }),
    ).toEqual({ orderId: 'K7M2QX9HAB', utr: '630512345678', amount: 1499.5 });
    expect(
      issues(
        statementConfirmationSchema.safeParse({
          orderId: 'K7M2QX9HAB',
          utr: '12345',
          amount: 1.005,
        }),
      ),
    ).toEqual([
      'utr: must be the 12-digit UTR of the UPI payment, as your bank or UPI app shows it',
      'amount: must be rupees with at most two decimals',
    ]);
    expect(utrCorrectionSchema.parse({ utr: '630512345678', reason: '  ' })).toEqual({
      utr: '630512345678',
    });
  });
});
