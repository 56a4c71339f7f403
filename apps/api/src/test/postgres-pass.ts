/**
 * Which API test files also run on PostgreSQL (decision 0022). Every test file runs on the
 * embedded database (PGlite: PostgreSQL 18 in the process, one connection, one transaction at a
 * time). When TEST_DATABASE_URL names a server (CI), a file written for both databases (it takes
 * them from `drivers`) runs there too when its outcome can differ between the two, that is when:
 *
 * 1. it does work at the same time (`Promise.all`, `Promise.allSettled`): on a server, with a pool
 *    of connections, transactions really overlap, so locks, isolation, SKIP LOCKED, counters and
 *    numbering are tested only there;
 * 2. it tests the database layer or background work (`db/`, `jobs/`): migrations, the client and
 *    its pool, the jobs runner's claims;
 * 3. it tests search (`modules/search/`: text search, trigrams and the planner, which differ
 *    between versions) or the tax invoices (`modules/invoices/`: numbering);
 * 4. it sends SQL of its own (`` sql` ``, `queryRows`, `.execute(`): triggers, functions and types
 *    as each driver returns them.
 *
 * The rest (a route's validation, its roles, its answers from one request at a time) runs once:
 * the same statements, one after the other, give the same answer on both; the fuzz run, on
 * PostgreSQL in CI, still sends every operation there. A file that needs a server (it reads
 * TEST_DATABASE_URL itself) says so with its own `describe.runIf`.
 */
export function runsOnPostgres(file: string, source: string): boolean {
  const path = file.replaceAll('\\', '/').replace(/^.*apps\/api\/src\//, '');
  return (
    /\bPromise\.(all|allSettled)\(/.test(source) ||
    /^(db|jobs)\//.test(path) ||
    /^modules\/(search|invoices)\//.test(path) ||
    /\bsql`|\bqueryRows\(|\.execute\(/.test(source)
  );
}
