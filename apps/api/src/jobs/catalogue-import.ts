import type { Database } from '../db/client';
import { type ImportCheckpoint, importCatalogue } from '../modules/admin-products';
import type { Actor } from '../modules/audit';
import { type JobDefinition, JobFailure } from './runner';

/** What POST /admin/products/import asks of the job. */
export type CatalogueImportInput = {
  dryRun: boolean;
  actor: Actor;
};

/** A catalogue CSV checked (a dry run) or imported, in steps (catalogue-import.ts). */
export function catalogueImportJob(db: Database): JobDefinition {
  return {
    kind: 'catalogue-import',
    maxAttempts: 3,
    async run({ job, progress, step, breathe }) {
      const { dryRun, actor } = job.input as unknown as CatalogueImportInput;
      if (job.inputFile === null) throw new JobFailure('The file is no longer here');
      const result = await importCatalogue(
        db,
        job.storeId,
        job.inputFile,
        // New products count back from when the import was asked for, however often it resumes.
        { dryRun, actor, startedAt: job.createdAt },
        { checkpoint: job.checkpoint as ImportCheckpoint | null, progress, step, breathe },
      );
      if (!dryRun && result.errors.length) {
        const rows =
          result.errors.length === 1
            ? '1 row has a problem'
            : `${result.errors.length} rows have problems`;
        throw new JobFailure(`${rows}; nothing was imported`, result);
      }
      return { result };
    },
  };
}
