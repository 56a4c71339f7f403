import type { AdminProductList, CatalogueImportJob } from '@storefront/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { killApiProcesses, startApiProcess } from '../test/api-process';
import { addStaff, STAFF_PASSWORD } from '../test/staff';
import { createTestDataDir } from '../test/test-app';

afterEach(killApiProcesses);

const OWNER = 'owner-crash@example.in';
const ROWS = 2_000;

describe('a catalogue import whose process is killed', () => {
  it('goes on from its last step when the API starts again, and ends whole, once each', async () => {
    const data = await createTestDataDir();
    const dataDir = data.dir;
    try {
      await addStaff(data, { email: OWNER, role: 'owner' });
      await data.close();

      const first = await startApiProcess({ DATA_DIR: dataDir });
      const ready = async (base: string) => {
        for (;;) {
          const status = await fetch(`${base}/health/ready`).then(
            (response) => response.status,
            () => 0,
          );
          if (status === 200) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      await ready(first.base);
      const origin = new URL(first.base).origin;
      const signIn = await fetch(`${first.base}/admin/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: OWNER, password: STAFF_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((header) => header.split(';')[0]!)
        .find((pair) => pair.startsWith('staff_session='))!;
      const headers = { cookie, origin };
      const csv = [
        'title,category,regular_price',
        ...Array.from({ length: ROWS }, (_, i) => `Crash Hook ${i + 1},Home,${100 + i}`),
      ].join('\n');
      const started = await fetch(`${first.base}/admin/products/import?dryRun=false`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/csv' },
        body: csv,
      });
      expect(started.status).toBe(202);
      const { id } = (await started.json()) as CatalogueImportJob;
      const job = async (base: string) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return (await (
          await fetch(`${base}/admin/jobs/${id}`, { headers })
        ).json()) as CatalogueImportJob;
      };

      // Killed once some steps are written, and before the last.
      let seen: CatalogueImportJob;
      do seen = await job(first.base);
      while (seen.progress.stage !== 'importing' || seen.progress.done === 0);
      first.child.kill('SIGKILL');
      await first.exited;
      expect(seen.progress.done).toBeLessThan(ROWS);

      const second = await startApiProcess({ DATA_DIR: dataDir });
      await ready(second.base);
      let finished: CatalogueImportJob;
      do finished = await job(second.base);
      while (finished.status !== 'done' && finished.status !== 'failed');
      expect(finished).toMatchObject({
        status: 'done',
        result: { created: ROWS, errors: [] },
        progress: { done: ROWS, total: ROWS },
      });
      const listed = (await (
        await fetch(`${second.base}/admin/products?q=${encodeURIComponent('Crash Hook')}`, {
          headers,
        })
      ).json()) as AdminProductList;
      expect(listed.pagination.total).toBe(ROWS);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      data.remove();
    }
  }, 180_000);
});
