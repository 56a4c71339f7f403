import type { CatalogueImportJob, Job, JobList, ProductListResponse } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, stores } from '../db/schema';
import { finishedJob } from '../test/jobs';
import { addStaff, asStaff, signInStaff } from '../test/staff';
import { createTestApp, drivers, type TestApp } from '../test/test-app';

/** A catalogue file of `count` new products. */
const newProducts = (count: number, prefix: string) =>
  [
    'title,category,regular_price,stock',
    ...Array.from({ length: count }, (_, i) => `${prefix} ${i + 1},Home,${100 + i},${i % 7}`),
  ].join('\n');

describe.each(drivers)('catalogue imports as jobs on %s', (driver) => {
  let t: TestApp;
  let owner: string;
  let packer: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    await addStaff(t, { email: 'owner@jobs.in', role: 'owner' });
    await addStaff(t, { email: 'packer@jobs.in', role: 'fulfilment' });
    owner = await signInStaff(t.app, 'owner@jobs.in');
    packer = await signInStaff(t.app, 'packer@jobs.in');
  });
  afterAll(async () => {
    await t?.close();
  });

  const start = (csv: string, dryRun: boolean, cookie = owner) =>
    asStaff(t.app, cookie, {
      method: 'POST',
      url: `/api/v1/admin/products/import?dryRun=${dryRun}`,
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });

  it('answers 202 at once and imports in steps while the shop keeps answering', async () => {
    const [first] = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=1' })
    ).json<ProductListResponse>().data;
    const started = await start(newProducts(600, 'Steel Hook'), false);
    expect(started.statusCode, started.body).toBe(202);
    const queued = started.json<CatalogueImportJob>();
    expect(queued).toMatchObject({
      kind: 'catalogue-import',
      dryRun: false,
      result: null,
      error: null,
    });
    expect(['queued', 'running']).toContain(queued.status);

    // Once it writes, a shopper's product page is answered between its steps.
    const deadline = Date.now() + 60_000;
    let importing: Job | undefined;
    while (Date.now() < deadline) {
      const job = (
        await asStaff(t.app, owner, { method: 'GET', url: `/api/v1/admin/jobs/${queued.id}` })
      ).json<Job>();
      if (job.progress.stage === 'importing' && job.progress.done > 0) {
        importing = job;
        break;
      }
      expect(job.status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(importing?.status).toBe('running');
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/products/${first!.id}` });
    expect(read.statusCode).toBe(200);
    const during = (
      await asStaff(t.app, owner, { method: 'GET', url: `/api/v1/admin/jobs/${queued.id}` })
    ).json<Job>();
    expect(during.status).toBe('running');
    expect(during.progress.done).toBeLessThan(600);

    const done = await finishedJob<CatalogueImportJob>(t.app, owner, queued.id);
    expect(done).toMatchObject({
      status: 'done',
      progress: { done: 600, total: 600, stage: 'importing' },
      result: { created: 600, updated: 0, errors: [], dryRun: false },
    });
    expect(done.finishedAt).not.toBeNull();
    // Every product is there, in the file's order (newest first).
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/products?search=${encodeURIComponent('steel hook')}&limit=100`,
      })
    ).json<ProductListResponse>();
    expect(listed.pagination.total).toBe(600);
    const latest = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=2' })
    ).json<ProductListResponse>();
    expect(latest.data.map((product) => product.title)).toEqual(['Steel Hook 1', 'Steel Hook 2']);
  });

  it('lists the store’s latest imports for the back office, newest first', async () => {
    const { id } = (await start(newProducts(1, 'Listed Hook'), true)).json<Job>();
    await finishedJob(t.app, owner, id);
    const list = (
      await asStaff(t.app, owner, {
        method: 'GET',
        url: '/api/v1/admin/jobs?kind=catalogue-import',
      })
    ).json<JobList>();
    expect(list.data[0]).toMatchObject({ id, kind: 'catalogue-import', dryRun: true });
    expect(list.data.every((job) => job.kind === 'catalogue-import')).toBe(true);
  });

  it('shows a job only to the roles that may do its work, and only in its own store', async () => {
    const { id } = (await start(newProducts(1, 'Private Hook'), true)).json<Job>();
    const asPacker = await asStaff(t.app, packer, {
      method: 'GET',
      url: `/api/v1/admin/jobs/${id}`,
    });
    expect(asPacker.statusCode).toBe(403);
    expect(asPacker.json().error).toMatch(/owners and managers/);
    const packerList = (
      await asStaff(t.app, packer, { method: 'GET', url: '/api/v1/admin/jobs' })
    ).json<JobList>();
    expect(packerList.data).toEqual([]);
    expect((await start('title\nx', true, packer)).statusCode).toBe(403);

    // Another store's job is not found, as if it did not exist.
    const [other] = await t.db
      .insert(stores)
      .values({
        hosts: ['other-jobs.test'],
        storeName: 'Other',
        companyName: 'Other Pvt Ltd',
        companyAddress: 'Pune',
        companyPhone: '+91 90000 00001',
        companyEmail: 'hi@other-jobs.test',
      })
      .returning({ id: stores.id });
    await t.db.update(jobs).set({ storeId: other!.id }).where(eq(jobs.id, id));
    const elsewhere = await asStaff(t.app, owner, {
      method: 'GET',
      url: `/api/v1/admin/jobs/${id}`,
    });
    expect(elsewhere.statusCode).toBe(404);

    const badId = await asStaff(t.app, owner, { method: 'GET', url: '/api/v1/admin/jobs/nope' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toMatch(/^id: /);
    const unknownKind = await asStaff(t.app, owner, {
      method: 'GET',
      url: '/api/v1/admin/jobs?kind=everything',
    });
    expect(unknownKind.statusCode).toBe(400);
    const noFile = await asStaff(t.app, owner, {
      method: 'GET',
      url: `/api/v1/admin/jobs/00000000-0000-4000-8000-000000000000/download`,
    });
    expect(noFile.statusCode).toBe(404);
  });
});
