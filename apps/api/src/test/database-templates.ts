// Vitest's global setup for the API's tests: every test database starts as a copy of one made
// here, once per run, instead of being migrated and seeded afresh (PGlite: 1.7-2.6 s each, a
// copy 0.35 s; PostgreSQL: 0.5 s, a copy a fraction of it). The copies are the same databases a
// fresh one would be: the templates are made by the same migrations and seed, and each test's
// `prepare` still runs (it finds nothing to do).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../db/client';
import { seedIfEmpty } from '../seed';

/** Templates with the sample catalogue (seeded) and without (empty). */
export interface DatabaseTemplates {
  /** Files holding PGlite data directories (dumpDataDir). */
  pglite: { seeded: string; empty: string };
  /** Template databases on TEST_DATABASE_URL's server, when it is set. */
  postgres: { seeded: string; empty: string } | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** What prepares a test database after its migrations: the seed, or nothing. */
export function seedSetup(seed: boolean): ((db: Database) => Promise<void>) | undefined {
  // Without the demo promotions: an automatic offer would change the totals tests expect.
  return seed ? (db) => seedIfEmpty(db, { demoPromotions: false }).then(() => {}) : undefined;
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-test-templates-'));
  const pglite = {
    seeded: await pgliteTemplate(path.join(dir, 'seeded.tar'), true),
    empty: await pgliteTemplate(path.join(dir, 'empty.tar'), false),
  };
  const adminUrl = process.env.TEST_DATABASE_URL;
  const suffix = randomBytes(4).toString('hex');
  const postgres = adminUrl
    ? {
        seeded: await postgresTemplate(adminUrl, `storefront_template_seeded_${suffix}`, true),
        empty: await postgresTemplate(adminUrl, `storefront_template_empty_${suffix}`, false),
      }
    : null;
  project.provide('databaseTemplates', { pglite, postgres });

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && postgres) {
      await onServer(adminUrl, async (admin) => {
        for (const name of [postgres.seeded, postgres.empty]) {
          await admin.query(`alter database ${name} is_template false`);
          await admin.query(`drop database if exists ${name} with (force)`);
        }
      });
    }
  };
}

async function pgliteTemplate(file: string, seed: boolean): Promise<string> {
  const handle = await openDatabase({ kind: 'pglite-memory' });
  await handle.prepare(seedSetup(seed));
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return file;
}

async function postgresTemplate(adminUrl: string, name: string, seed: boolean): Promise<string> {
  await onServer(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 1 });
  await handle.prepare(seedSetup(seed));
  // A database is copied only while nobody is connected to it.
  await handle.close();
  await onServer(adminUrl, (admin) => admin.query(`alter database ${name} is_template true`));
  return name;
}

export async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
