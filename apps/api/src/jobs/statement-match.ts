import type { StatementColumns } from '@storefront/contract';
import type { StatementService } from '../modules/bank-statements';
import { type JobDefinition, JobFailure } from './runner';

/** What POST /admin/payments/statement asks of the job: the file is the job's input file. */
export type StatementMatchInput = { columns?: StatementColumns };

/**
 * A bank statement too long to match in its request, matched here with progress. It only
 * reads: the matches wait for a person to confirm them, so a job run twice does no harm.
 */
export function statementMatchJob(statements: Pick<StatementService, 'match'>): JobDefinition {
  return {
    kind: 'statement-match',
    maxAttempts: 3,
    async run({ job, progress, breathe }) {
      if (job.inputFile === null) throw new JobFailure('The file is no longer here');
      const { columns } = job.input as StatementMatchInput;
      const result = await statements.match(job.storeId, job.inputFile, columns, {
        progress,
        breathe,
      });
      return { result };
    },
  };
}
