// A persistent PostgreSQL database with the search benchmark's catalogue, to study search
// statements by hand (EXPLAIN) between runs of `npm run bench:search`: migrates and seeds the
// database at DATABASE_URL (which must exist) and grows it to --size products.
//
//   createdb -h 127.0.0.1 -U postgres search_dev
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/search_dev npx tsx bench/search-dev.ts --size 100000
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/api/src/db/client';
import { seedIfEmpty } from '../apps/api/src/seed';
import { growCatalogue, indexSizes } from './search-catalogue';

const { values: options } = parseArgs({ options: { size: { type: 'string', default: '100000' } } });
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: the PostgreSQL database to grow');

const handle = await openDatabase({ kind: 'postgres', url });
try {
  await handle.prepare(async (db) => void (await seedIfEmpty(db)));
  await growCatalogue(handle.db, Number(options.size));
  console.log(await indexSizes(handle.db));
} finally {
  await handle.close();
}
