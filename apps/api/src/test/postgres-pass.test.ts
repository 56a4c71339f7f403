import { describe, expect, it } from 'vitest';
import { runsOnPostgres } from './postgres-pass';

const at = (path: string) => `/repo/apps/api/src/${path}`;

describe('which test files also run on PostgreSQL', () => {
  it('takes those that do work at once, or test the database, search or numbering', () => {
    const plain = "it('answers', async () => { await t.app.inject({ url: '/x' }); });";
    expect(runsOnPostgres(at('modules/store/routes.test.ts'), plain)).toBe(false);
    expect(runsOnPostgres(at('modules/orders/routes.test.ts'), 'await Promise.all(requests)')).toBe(
      true,
    );
    expect(runsOnPostgres(at('modules/users/x.test.ts'), 'await Promise.allSettled(a)')).toBe(true);
    expect(runsOnPostgres(at('db/client.test.ts'), plain)).toBe(true);
    expect(runsOnPostgres(at('jobs/runner.test.ts'), plain)).toBe(true);
    expect(runsOnPostgres(at('modules/search/routes.test.ts'), plain)).toBe(true);
    expect(runsOnPostgres(at('modules/invoices/invoices.test.ts'), plain)).toBe(true);
    expect(runsOnPostgres(at('modules/store/versions.test.ts'), 'await queryRows(t.db, x)')).toBe(
      true,
    );
    expect(runsOnPostgres(at('modules/a/b.test.ts'), 'db.execute(sql`select 1`)')).toBe(true);
  });
});
