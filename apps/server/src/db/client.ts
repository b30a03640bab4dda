import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import fs from 'node:fs';
import { MIGRATIONS_DIR, PGLITE_TEMPLATE_DIR } from '../paths.ts';
import { templateFor } from './pglite-template.ts';
import { seedInspectionTemplates } from './seed-inspection-templates.ts';
import { seedReportTemplates } from './seed-report-templates.ts';

/** The one database type the app uses: PGlite and node-postgres share the PgDatabase API. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; migrate: () => Promise<void>; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; url: string; migrate: () => Promise<void>; close: () => Promise<void> };

/** ~16 MB of shared buffers keeps an idle PGlite near 166 MB RSS (STACK-NOTES). */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Arrays of these keep their own parser: drizzle's raw `execute` returns them as arrays, as on PostgreSQL. */
const OWN_ARRAY_PARSERS = [1009 /* text[] */, 2951 /* uuid[] */, 1007 /* int4[] */, 1016 /* int8[] */];

/**
 * PGlite copies the client's parsers into a new object for every query that brings its own
 * (drizzle brings some with each query): ~320 array-type parsers under sparse numeric keys,
 * about 1 ms of CPU per query, more than the query itself. Spreading copies own properties only,
 * so the client keeps them on a prototype: queries without parsers of their own (pg-boss, the
 * bus) still find them all; drizzle's queries get the few above, and its typed array columns
 * parse any other array from PostgreSQL's text form themselves (PgArray).
 */
export function keepArrayParsersInherited(client: PGlite): void {
  const own = Object.create(client.parsers) as PGlite['parsers'];
  for (const oid of OWN_ARRAY_PARSERS) {
    const parser = client.parsers[oid];
    if (parser) {
      own[oid] = parser;
    }
  }
  client.parsers = own;
}

/**
 * `dataDir` is a folder path, or `memory://` for tests; `loadDataDir` (a `dumpDataDir()` tarball)
 * starts it from that copy instead of an empty cluster (tests: src/test/global-setup.ts). A new
 * folder starts from the migrated template in `templateDir` when there is one (db/pglite-template.ts).
 */
export async function openPglite(dataDir: string, loadDataDir?: Blob, templateDir = PGLITE_TEMPLATE_DIR): Promise<Database> {
  const client = await createPglite(dataDir, loadDataDir, templateDir);
  keepArrayParsersInherited(client);
  const db = drizzlePglite(client) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    client,
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
      await seedInspectionTemplates(db);
      await seedReportTemplates(db);
    },
    close: () => client.close(),
  };
}

async function createPglite(dataDir: string, loadDataDir: Blob | undefined, templateDir: string): Promise<PGlite> {
  const options = { startParams: PGLITE_START_PARAMS };
  if (loadDataDir) {
    return PGlite.create(dataDir, { ...options, loadDataDir });
  }
  const template = templateFor(dataDir, templateDir, MIGRATIONS_DIR, PGLITE_START_PARAMS);
  if (!template) {
    return PGlite.create(dataDir, options);
  }
  try {
    fs.cpSync(template.dir, dataDir, { recursive: true });
    return await PGlite.create(dataDir, options);
  } catch (error) {
    // A damaged copy must not stop a first start: drop what it wrote and make the cluster anew.
    process.emitWarning(`PGlite template ${template.dir} could not be used (${(error as Error).message}); running initdb instead`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    return PGlite.create(dataDir, options);
  }
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const client = await pool.connect();
  client.release();
  const db = drizzlePg(pool) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pool,
    url,
    migrate: async () => {
      await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
      await seedInspectionTemplates(db);
      await seedReportTemplates(db);
    },
    close: () => pool.end(),
  };
}
