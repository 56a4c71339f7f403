import type { CatalogueImportJob, Job, ProductImportResult } from '@storefront/contract';
import { expect } from 'vitest';
import { asStaff } from './staff';
import type { TestApp } from './test-app';

/** The job once it has finished (done or failed), asked for as the back office does. */
export async function finishedJob<T extends Job = Job>(
  app: TestApp['app'],
  cookie: string,
  id: string,
  { host, timeoutMs = 60_000 }: { host?: string; timeoutMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await asStaff(app, cookie, {
      method: 'GET',
      url: `/api/v1/admin/jobs/${id}`,
      host,
    });
    expect(response.statusCode, response.body).toBe(200);
    const job = response.json<T>();
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${id} did not finish: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A catalogue CSV checked (dryRun) or imported through POST /admin/products/import, and the job
 * once finished: its report, and the job itself (failed when an import refused bad rows).
 */
export async function importCatalogueCsv(
  app: TestApp['app'],
  cookie: string,
  csv: string,
  dryRun: boolean,
  { host }: { host?: string } = {},
): Promise<{ job: CatalogueImportJob; result: ProductImportResult }> {
  const started = await asStaff(app, cookie, {
    method: 'POST',
    url: `/api/v1/admin/products/import?dryRun=${dryRun}`,
    headers: { 'content-type': 'text/csv' },
    payload: csv,
    host,
  });
  expect(started.statusCode, started.body).toBe(202);
  const queued = started.json<CatalogueImportJob>();
  expect(started.headers.location).toBe(`/api/v1/admin/jobs/${queued.id}`);
  const job = await finishedJob<CatalogueImportJob>(app, cookie, queued.id, { host });
  expect(job.result, JSON.stringify(job)).not.toBeNull();
  return { job, result: job.result! };
}
