import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '#db/client.ts';
import { loadTestSettings } from '#env.ts';
import type { FileStorage } from '#platform/storage/file-storage.ts';
import { createLocalStorage } from '#platform/storage/local-storage.ts';
import type { RestoreTarget } from '../modules/backups/index.ts';

/** A folder with no template: a new PGlite cluster starts empty, as `npm run restore` opens it. */
export const NO_TEMPLATE = '/nonexistent-thamani-template';

export interface FreshTarget {
  dataDir: string;
  target: RestoreTarget;
  /** Open the restored database as the server would. */
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}

/**
 * An empty place to restore into, of the kind the test run uses: a new DATA_DIR with PGlite in
 * DATA_DIR/db, or a new, empty PostgreSQL database (not the migrated test template). Files go to
 * DATA_DIR/files unless `storage` is given.
 */
export async function freshTarget(storage?: FileStorage): Promise<FreshTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-restored-'));
  fs.rmSync(dataDir, { recursive: true });
  const files = storage ?? createLocalStorage(path.join(dataDir, 'files'));
  const { testDb, testDatabaseUrl } = loadTestSettings();
  if (testDb === 'pglite') {
    const dir = path.join(dataDir, 'db');
    return {
      dataDir,
      target: { dataDir, kind: 'pglite', storage: files, openDatabase: () => openPglite(dir, undefined, NO_TEMPLATE) },
      open: () => openPglite(dir),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!testDatabaseUrl) {
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  }
  const name = `thamani_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    target: { dataDir, kind: 'postgres', storage: files, openDatabase: () => openPostgres(url.toString(), 2) },
    open: () => openPostgres(url.toString(), 5),
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: testDatabaseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
