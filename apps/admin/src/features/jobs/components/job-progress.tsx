import type { Job } from '@storefront/contract';
import { useId } from 'react';
import { formatCount } from '~/lib/format';

/** What each stage is called while it runs. */
const STAGES: Record<string, string> = {
  reading: 'Reading the file',
  checking: 'Checking rows',
  importing: 'Importing products',
  exporting: 'Reading invoices',
  matching: 'Matching UPI credits',
};

/** The words of a job's progress: "Checking rows: 1,200 of 5,000". */
export function progressText(job: Job): string {
  if (job.status === 'queued' || job.progress.stage === null) return 'Waiting to start…';
  const stage = STAGES[job.progress.stage] ?? job.progress.stage;
  const { done, total } = job.progress;
  return total > 1 ? `${stage}: ${formatCount(done)} of ${formatCount(total)}` : `${stage}…`;
}

/**
 * A running job as a progress bar with its words, announced politely as it moves. Without a
 * total yet, the bar is indeterminate.
 */
export function JobProgress({ job, label }: { job: Job; label: string }) {
  const id = useId();
  const { done, total } = job.progress;
  const known = job.status === 'running' && total > 1;
  return (
    <div className="max-w-lg space-y-1">
      <p id={id} className="text-sm font-medium text-slate-900">
        {label}
      </p>
      <progress
        aria-labelledby={id}
        className="h-2 w-full overflow-hidden rounded accent-brand-700"
        max={known ? total : undefined}
        value={known ? done : undefined}
      />
      <p className="text-sm text-slate-700" role="status" aria-live="polite">
        {progressText(job)}
      </p>
    </div>
  );
}
