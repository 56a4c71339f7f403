import type {
  StatementColumns,
  StatementConfirmation,
  StatementMatch,
  StatementMatchJob,
  StatementMatchResult,
} from '@storefront/contract';
import { api } from '~/lib/api-client';

/**
 * The statement matched by the API: the three lists at once for a short file (200), else the
 * job that matches it (202), to follow until its result is the same lists.
 */
export function matchStatement(
  csv: string,
  columns?: StatementColumns,
): Promise<StatementMatchResult | StatementMatchJob> {
  return api.post<StatementMatchResult | StatementMatchJob>('/payments/statement', csv, {
    query: {
      dryRun: true,
      ...(columns
        ? {
            dateColumn: columns.date,
            narrationColumn: columns.narration,
            creditColumn: columns.credit,
            ...(columns.reference ? { referenceColumn: columns.reference } : {}),
          }
        : {}),
    },
    contentType: 'text/csv',
  });
}

export const isStatementJob = (
  answer: StatementMatchResult | StatementMatchJob,
): answer is StatementMatchJob => 'kind' in answer;

/** One credit confirmed by the person: the order is paid with that UTR. */
export function confirmStatementCredit(confirmation: StatementConfirmation) {
  return api.post<StatementMatch>('/payments/statement/confirmations', confirmation);
}
