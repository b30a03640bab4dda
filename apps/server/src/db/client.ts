import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { seedInspectionTemplates } from './seed-inspection-templates.ts';
import { seedReportTemplates } from './seed-report-templates.ts';

/** The one database type the app uses: PGlite and node-postgres share the PgDatabase API. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; migrate: () => Promise<void>; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; url: string; migrate: () => Promise<void>; close: () => Promise<void> };

/** ~16 MB of shared buffers keeps an idle PGlite near 166 MB RSS (STACK-NOTES). */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * `dataDir` is a folder path, or `memory://` for tests; `loadDataDir` (a `dumpDataDir()` tarball)
 * starts it from that copy instead of an empty cluster (tests: src/test/global-setup.ts).
 */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS, ...(loadDataDir ? { loadDataDir } : {}) });
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
