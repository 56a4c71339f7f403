import { type Job, JOB_POLL_MS, type JobKind, type JobList } from '@storefront/contract';
import { api, ApiError } from '~/lib/api-client';

export function getJob(id: string, signal?: AbortSignal) {
  return api.get<Job>(`/jobs/${encodeURIComponent(id)}`, { signal });
}

/** The store's latest jobs of a kind, newest first. */
export function listJobs(kind: JobKind, signal?: AbortSignal) {
  return api.get<JobList>('/jobs', { query: { kind }, signal });
}

export const isFinished = (job: Job) => job.status === 'done' || job.status === 'failed';

/**
 * Follows a job until it has finished (done or failed), telling `onProgress` what it is doing
 * every JOB_POLL_MS; answers the finished job. Aborting `signal` stops following it (the job goes
 * on: it is the server's).
 */
export async function followJob<T extends Job>(
  job: T,
  { onProgress, signal }: { onProgress?: (job: T) => void; signal?: AbortSignal } = {},
): Promise<T> {
  let current = job;
  onProgress?.(current);
  while (!isFinished(current)) {
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    if (signal?.aborted) throw new DOMException('Stopped following the job', 'AbortError');
    current = (await getJob(current.id, signal)) as T;
    onProgress?.(current);
  }
  return current;
}

/** A job that failed, as the error its caller shows (the job's own words). */
export function jobError(job: Job): ApiError {
  return new ApiError(job.error ?? 'The job failed. Try again.', 422, job.error ?? undefined, job);
}
